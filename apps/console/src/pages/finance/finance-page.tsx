import { PayProgress, type CallData, type Calls } from '@curio/contract/client';
import { Button, Card, Col, Flex, Row, Select, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { channelText, dateTime, fen, payMethodText, payProgressText, rangeStart } from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useLedger, usePayments } from './api';
import { financeTexts } from './texts';

type Range = 'today' | '7d' | '30d' | 'all';
type LedgerRow = CallData<Calls['consoleListLedger']>['items'][number];
type PaymentRow = CallData<Calls['consoleListPayments']>['items'][number];

export default function FinancePage() {
  const t = useTexts(financeTexts);
  const [range, setRange] = useState<Range>('30d');
  const from = rangeStart(range);
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Select<Range>
            aria-label={t('range')}
            value={range}
            onChange={setRange}
            style={{ width: 160 }}
            options={[
              { value: 'today', label: t('today') },
              { value: '7d', label: t('days7') },
              { value: '30d', label: t('days30') },
              { value: 'all', label: t('allTime') },
            ]}
          />
        }
      />
      <Tabs
        items={[
          { key: 'ledger', label: t('ledger'), children: <Ledger from={from} /> },
          { key: 'payments', label: t('payments'), children: <Payments from={from} /> },
        ]}
      />
    </>
  );
}

/** A ledger row's tag colour: money in, money back out, and a resale's split (decision 033). */
const KIND_COLOURS: Record<LedgerRow['kind'], string> = {
  payment: 'green',
  refund: 'magenta',
  fee: 'blue',
  royalty: 'purple',
  proceeds: 'gold',
  discount: 'orange',
};

function Ledger({ from }: { from: number | undefined }) {
  const t = useTexts(financeTexts);
  const { language } = useLanguage();
  const [kind, setKind] = useState<LedgerRow['kind'] | undefined>(undefined);
  const ledger = useLedger({ kind, from });
  const first = ledger.data?.pages[0];
  const rows = ledger.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Card>
            <Statistic title={t('moneyIn')} value={fen(first?.totals.in ?? 0)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('moneyOut')} value={fen(first?.totals.out ?? 0)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('net')} value={fen(first?.totals.net ?? 0)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic
              title={t('owed')}
              value={fen(first?.pendingRefunds.amount ?? 0)}
              suffix={
                <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                  {t('owedCount', { n: first?.pendingRefunds.count ?? 0 })}
                </Typography.Text>
              }
            />
          </Card>
        </Col>
      </Row>
      <Flex style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('kind')}
          allowClear
          placeholder={t('anyKind')}
          value={kind}
          onChange={setKind}
          style={{ width: 180 }}
          options={[
            { value: 'payment', label: t('payment') },
            { value: 'refund', label: t('refund') },
            { value: 'fee', label: t('fee') },
            { value: 'royalty', label: t('royalty') },
            { value: 'proceeds', label: t('proceeds') },
            { value: 'discount', label: t('discount') },
          ]}
        />
      </Flex>
      <Table<LedgerRow>
        rowKey="id"
        size="small"
        loading={ledger.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('at'), dataIndex: 'createdAt', render: (ms: number) => dateTime(ms) },
          {
            title: t('kind'),
            dataIndex: 'kind',
            render: (k: LedgerRow['kind']) => <Tag color={KIND_COLOURS[k]}>{t(k)}</Tag>,
          },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: (n: number) => fen(n) },
          { title: t('paymentNo'), dataIndex: 'paymentNo', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t('method'), dataIndex: 'method', render: (m: number) => payMethodText(m, language) },
          { title: t('channel'), dataIndex: 'channelType', render: (c: number) => channelText(c) },
          { title: t('order'), dataIndex: 'orderId' },
          {
            title: t('event'),
            dataIndex: 'eventId',
            render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text>,
          },
        ]}
      />
      {ledger.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={() => void ledger.fetchNextPage()}>{t('more')}</Button>
        </Flex>
      ) : null}
    </>
  );
}

function Payments({ from }: { from: number | undefined }) {
  const t = useTexts(financeTexts);
  const { language } = useLanguage();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const payments = usePayments({ progress, from });
  const rows = payments.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <Flex style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('progress')}
          allowClear
          placeholder={t('anyProgress')}
          value={progress}
          onChange={setProgress}
          style={{ width: 180 }}
          options={Object.values(PayProgress).map((p) => ({ value: p, label: payProgressText(p, language) }))}
        />
      </Flex>
      <Table<PaymentRow>
        rowKey="id"
        size="small"
        loading={payments.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('paymentNo'), dataIndex: 'paymentNo', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t('order'), dataIndex: 'orderId' },
          { title: t('provider'), dataIndex: 'provider' },
          { title: t('method'), dataIndex: 'method', render: (m: number) => payMethodText(m, language) },
          { title: t('channel'), dataIndex: 'channelType', render: (c: number) => channelText(c) },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: (n: number) => fen(n) },
          { title: t('progress'), dataIndex: 'progress', render: (p: number) => <Tag>{payProgressText(p, language)}</Tag> },
          { title: t('createdAt'), dataIndex: 'createdAt', render: (ms: number) => dateTime(ms) },
          { title: t('succeededAt'), dataIndex: 'succeededAt', render: (ms: number | null) => dateTime(ms) },
        ]}
      />
      {payments.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={() => void payments.fetchNextPage()}>{t('more')}</Button>
        </Flex>
      ) : null}
    </>
  );
}
