import { DownloadOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { PageHeader } from '../../components/page-header';
import { zonedLabel } from '../../components/zoned-time';
import { useTexts } from '../../lib/i18n';
import { yuan, yuanToFen } from '../../lib/money';
import { hasRole, useOperator } from '../../lib/session';
import { useTenantTimeZone } from '../../lib/tenant/time-zone';
import {
  exportCreatorBalances,
  useCreatorBalances,
  useCreatorPayouts,
  useRecordPayout,
  type CreatorBalance,
  type CreatorPayout,
} from './api';
import { downloadText } from './download';
import { payoutTexts } from './texts';

/** Who records payouts (the server checks again). */
const WRITERS = ['owner', 'finance'] as const;
/** The contract's PAYOUT_REFERENCE_MAX and PAYOUT_NOTE_MAX. */
const REFERENCE_MAX = 100;
const NOTE_MAX = 200;

interface PayoutForm {
  amount: number;
  reference: string;
  note?: string;
}

export default function PayoutPage() {
  const t = useTexts(payoutTexts);
  const { message } = App.useApp();
  const { data: operator } = useOperator();
  const timeZone = useTenantTimeZone();
  const balances = useCreatorBalances();
  const canWrite = hasRole(operator, WRITERS);
  const [paying, setPaying] = useState<CreatorBalance | null>(null);
  const [exporting, setExporting] = useState(false);
  const totals = balances.data?.totals;

  const download = async () => {
    setExporting(true);
    try {
      const file = await exportCreatorBalances();
      if (file.count === 0) void message.info(t('nothingOwed'));
      else {
        downloadText(file.csv, file.fileName);
        void message.success(t('exported', { n: file.count, amount: yuan(file.owed) }));
      }
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void download()} loading={exporting}>
            {t('export')}
          </Button>
        }
      />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {(['accrued', 'paid', 'owed'] as const).map((key) => (
          <Col key={key} xs={24} md={8}>
            <Card>
              <Statistic
                title={t(key)}
                value={totals ? yuan(totals[key]) : '—'}
                loading={balances.isPending}
                data-testid={`payout-total-${key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginBottom: 16 }}>
        <Table<CreatorBalance>
          rowKey="creatorId"
          size="middle"
          loading={balances.isPending}
          dataSource={balances.data?.items ?? []}
          pagination={false}
          locale={{ emptyText: t('empty') }}
          data-testid="creator-balances"
          columns={[
            {
              title: t('creator'),
              dataIndex: 'name',
              render: (name: string, b) => (
                <Flex align="center" gap={8}>
                  <Avatar src={b.avatarUrl || undefined} size="small">
                    {name.slice(0, 1)}
                  </Avatar>
                  {name}
                </Flex>
              ),
            },
            { title: t('sales'), dataIndex: 'sales', align: 'right', width: 110 },
            { title: t('accrued'), dataIndex: 'accrued', align: 'right', width: 140, render: (n: number) => yuan(n) },
            { title: t('paid'), dataIndex: 'paid', align: 'right', width: 140, render: (n: number) => yuan(n) },
            {
              title: t('owed'),
              dataIndex: 'owed',
              align: 'right',
              width: 140,
              render: (n: number) => (
                <Typography.Text strong type={n < 0 ? 'danger' : undefined} title={n < 0 ? t('overdrawn') : undefined}>
                  {yuan(n)}
                </Typography.Text>
              ),
            },
            {
              title: t('lastPaid'),
              dataIndex: 'lastPaidAt',
              width: 170,
              render: (at: number | null) =>
                at === null ? <Typography.Text type="secondary">{t('never')}</Typography.Text> : zonedLabel(at, timeZone),
            },
            ...(canWrite
              ? [
                  {
                    title: t('actions'),
                    key: 'actions',
                    width: 130,
                    render: (_: unknown, b: CreatorBalance) => (
                      <Button size="small" type="primary" disabled={b.owed <= 0} onClick={() => setPaying(b)}>
                        {t('record')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <History timeZone={timeZone} />
      {paying ? <RecordPayout balance={paying} onClose={() => setPaying(null)} /> : null}
    </>
  );
}

function RecordPayout({ balance, onClose }: { balance: CreatorBalance; onClose: () => void }) {
  const t = useTexts(payoutTexts);
  const record = useRecordPayout();
  const maxYuan = balance.owed / 100;
  return (
    <FormModal<PayoutForm>
      open
      title={t('recordTitle', { name: balance.name })}
      onClose={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      pending={record.isPending}
      initialValues={{ amount: maxYuan }}
      submit={async (v) => {
        const amount = yuanToFen(v.amount);
        await record.mutateAsync({ creatorId: balance.creatorId, amount, reference: v.reference, note: v.note ?? '' });
        return t('recorded', { name: balance.name, amount: yuan(amount) });
      }}
    >
      <Typography.Paragraph type="secondary" data-testid="payout-owed-now">
        {t('owedNow', { amount: yuan(balance.owed) })}
      </Typography.Paragraph>
      <Form.Item
        label={t('amount')}
        name="amount"
        rules={[
          { required: true, message: t('amountRequired') },
          { type: 'number', min: 0.01, max: maxYuan, message: t('amountTooMuch', { amount: yuan(balance.owed) }) },
        ]}
      >
        <InputNumber min={0.01} max={maxYuan} precision={2} step={1} style={{ width: 200 }} prefix="¥" />
      </Form.Item>
      <Form.Item
        label={t('reference')}
        name="reference"
        extra={t('referenceHelp')}
        rules={[{ required: true, whitespace: true, message: t('referenceRequired') }]}
      >
        <Input maxLength={REFERENCE_MAX} />
      </Form.Item>
      <Form.Item label={t('note')} name="note">
        <Input.TextArea maxLength={NOTE_MAX} rows={2} showCount />
      </Form.Item>
    </FormModal>
  );
}

function History({ timeZone }: { timeZone: string }) {
  const t = useTexts(payoutTexts);
  const history = useCreatorPayouts();
  const rows = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card title={t('history')}>
      <Table<CreatorPayout>
        rowKey="id"
        size="small"
        loading={history.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('emptyHistory') }}
        data-testid="creator-payouts"
        columns={[
          { title: t('at'), dataIndex: 'createdAt', width: 170, render: (at: number) => zonedLabel(at, timeZone) },
          { title: t('creator'), dataIndex: 'creatorName' },
          { title: t('paidAmount'), dataIndex: 'amount', align: 'right', width: 140, render: (n: number) => yuan(n) },
          { title: t('reference'), dataIndex: 'reference', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t('note'), dataIndex: 'note' },
          {
            title: t('operator'),
            dataIndex: 'operatorId',
            width: 100,
            render: (id: number | null) => (id === null ? '—' : `#${id}`),
          },
        ]}
      />
      {history.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={() => void history.fetchNextPage()}>{t('more')}</Button>
        </Flex>
      ) : null}
    </Card>
  );
}
