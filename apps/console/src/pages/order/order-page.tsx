import {
  businessTypeLabel,
  collectibleHoldStatusLabel,
  type CallData,
  type Calls,
  type OrderStatus,
} from '@curio/contract/client';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Result, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  channelText,
  dateTime,
  fen,
  ORDER_STATUS_COLOR,
  orderStatusText,
  payMethodText,
  payProgressText,
} from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { useLanguage, useTexts } from '../../lib/i18n';
import { ConsoleRequestError } from '../../lib/request';
import { hasRole, useOperator } from '../../lib/session';
import { useOrder, useOrderItems, useOrderPayments, useRefundOrder } from './api';
import { orderTexts } from './texts';

type Payments = CallData<Calls['consoleOrderPayments']>;
type Items = CallData<Calls['consoleListCollectibles']>['items'];

export default function OrderPage() {
  const { orderNo = '' } = useParams();
  const t = useTexts(orderTexts);
  const { language } = useLanguage();
  const order = useOrder(orderNo);
  const payments = useOrderPayments(orderNo);
  const items = useOrderItems(order.data?.id);
  const { data: operator } = useOperator();
  const [refunding, setRefunding] = useState(false);

  if (order.isError) {
    const notFound = order.error instanceof ConsoleRequestError && order.error.code !== 0;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('notFound') : order.error.message}
        extra={<Link to="/orders">{t('back')}</Link>}
      />
    );
  }
  const o = order.data;
  const canRefund = o !== undefined && refundable(o) && hasRole(operator, ['owner', 'support']);

  return (
    <>
      <PageHeader
        title={t('detail', { orderNo })}
        subtitle={<Link to="/orders">{t('back')}</Link>}
        extra={
          canRefund ? (
            <Button danger type="primary" onClick={() => setRefunding(true)}>
              {t('refund')}
            </Button>
          ) : null
        }
      />
      <Card loading={order.isPending} style={{ marginBottom: 16 }}>
        {o ? (
          <Descriptions column={3} size="middle">
            <Descriptions.Item label={t('status')}>
              <Tag color={ORDER_STATUS_COLOR[o.status]}>{orderStatusText(o.status as OrderStatus, language)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('buyer')}>
              <Link to={`/users/${o.userId}`}>#{o.userId}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('businessType')}>{businessTypeLabel(o.businessType, language)}</Descriptions.Item>
            <Descriptions.Item label={t('item')}>{o.item.name || `#${o.item.id}`}</Descriptions.Item>
            <Descriptions.Item label={t('quantity')}>{o.quantity}</Descriptions.Item>
            <Descriptions.Item label={t('unitPrice')}>{fen(o.unitPrice)}</Descriptions.Item>
            <Descriptions.Item label={t('amount')}>
              <Typography.Text strong>{fen(o.totalAmount)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('payMethod')}>
              {o.payMethod === null ? '—' : payMethodText(o.payMethod, language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('serials')}>
              {o.serials.length ? o.serials.map((s) => `#${s}`).join(', ') : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{dateTime(o.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('paidAt')}>{dateTime(o.paidAt)}</Descriptions.Item>
            <Descriptions.Item label={t('endedAt')}>{dateTime(o.endedAt)}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      <Card title={t('payments')} style={{ marginBottom: 16 }}>
        <Table<Payments['payments'][number]>
          rowKey="id"
          size="small"
          loading={payments.isPending}
          dataSource={payments.data?.payments ?? []}
          pagination={false}
          locale={{ emptyText: t('noneYet') }}
          columns={[
            { title: t('paymentNo'), dataIndex: 'paymentNo', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            { title: t('provider'), dataIndex: 'provider' },
            { title: t('payMethod'), dataIndex: 'method', render: (m: number) => payMethodText(m, language) },
            { title: t('channel'), dataIndex: 'channelType', render: (c: number) => channelText(c) },
            { title: t('amount'), dataIndex: 'amount', align: 'right', render: (n: number) => fen(n) },
            { title: t('progress'), dataIndex: 'progress', render: (p: number) => <Tag>{payProgressText(p, language)}</Tag> },
            { title: t('createdAt'), dataIndex: 'createdAt', render: (ms: number) => dateTime(ms) },
            { title: t('succeededAt'), dataIndex: 'succeededAt', render: (ms: number | null) => dateTime(ms) },
          ]}
        />
        {payments.data?.refunds.length ? (
          <>
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
              {t('refunds')}
            </Typography.Title>
            <Table<Payments['refunds'][number]>
              rowKey="id"
              size="small"
              dataSource={payments.data.refunds}
              pagination={false}
              columns={[
                { title: t('amount'), dataIndex: 'amount', align: 'right', render: (n: number) => fen(n) },
                {
                  title: t('refundStatus'),
                  dataIndex: 'status',
                  render: (s: string) => (
                    <Tag color={s === 'done' ? 'green' : 'gold'}>{s === 'done' ? t('refundDone') : t('refundPending')}</Tag>
                  ),
                },
                { title: t('reason'), dataIndex: 'reason', render: (r: string | null) => r ?? t('system') },
                { title: t('operator'), dataIndex: 'operatorId', render: (id: number | null) => (id === null ? '—' : `#${id}`) },
                { title: t('lastError'), dataIndex: 'lastError', render: (e: string | null) => e ?? '—' },
                { title: t('createdAt'), dataIndex: 'createdAt', render: (ms: number) => dateTime(ms) },
                { title: t('endedAt'), dataIndex: 'doneAt', render: (ms: number | null) => dateTime(ms) },
              ]}
            />
          </>
        ) : null}
      </Card>
      <Card title={t('items')}>
        <Table<Items[number]>
          rowKey="id"
          size="small"
          loading={items.isPending && order.data !== undefined}
          dataSource={items.data?.items ?? []}
          pagination={false}
          locale={{ emptyText: t('noneYet') }}
          columns={[
            { title: t('item'), dataIndex: 'collectionName' },
            { title: t('serials'), dataIndex: 'serial', render: (s: number) => `#${s}` },
            {
              title: t('token'),
              dataIndex: 'tokenId',
              render: (v: string) => (
                <Typography.Text code copyable>
                  {v}
                </Typography.Text>
              ),
            },
            {
              title: t('itemStatus'),
              dataIndex: 'status',
              render: (s: Items[number]['status']) => (
                <Tag color={s === 'consumed' ? 'magenta' : s === 'held' ? 'green' : 'blue'}>
                  {collectibleHoldStatusLabel(s, language)}
                </Tag>
              ),
            },
            {
              // Whose it is now: after a resale's refund (decision 066), its seller's again.
              title: t('holder'),
              dataIndex: 'userId',
              render: (id: number) => <Link to={`/users/${id}`}>#{id}</Link>,
            },
            { title: t('createdAt'), dataIndex: 'acquiredAt', render: (ms: number) => dateTime(ms) },
          ]}
        />
      </Card>
      {o && refunding ? <RefundDialog order={o} onClose={() => setRefunding(false)} /> : null}
    </>
  );
}

type Order = CallData<Calls['consoleGetOrder']>;

/** Business types (spec §4; 5 activity, decision 044). */
const ACTIVITY = 5;
const RESALE = 7;

/**
 * What the console offers to refund (decisions 039, 066): a paid order of the primary sale or the resale
 * market; an activity order that is paid (awaiting shipment), shipping or completed. The server decides.
 */
function refundable(o: Order): boolean {
  if (o.businessType === ACTIVITY) return ['paid', 'shipping', 'completed'].includes(o.status);
  return o.status === 'paid';
}

/** What the refund does to this kind of order, said before the operator confirms. */
function warningKey(o: Order): 'refundWarning' | 'refundWarningActivity' | 'refundWarningResale' {
  if (o.businessType === ACTIVITY) return 'refundWarningActivity';
  if (o.businessType === RESALE) return 'refundWarningResale';
  return 'refundWarning';
}

function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useTexts(orderTexts);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const { orderNo, totalAmount: amount } = order;
  const refund = useRefundOrder(orderNo);
  const shipped = order.businessType === ACTIVITY && (order.status === 'shipping' || order.status === 'completed');
  return (
    <Modal
      open
      title={t('refundTitle', { orderNo })}
      okText={amount === 0 ? t('refundConfirmFree') : t('refundConfirm', { amount: fen(amount) })}
      okButtonProps={{ danger: true, loading: refund.isPending }}
      cancelText={t('cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        <Alert type="warning" showIcon message={t(warningKey(order), { amount: fen(amount) })} data-testid="refund-warning" />
        {shipped ? <Alert type="info" showIcon message={t('refundShipped')} data-testid="refund-shipped" /> : null}
        <Form
          form={form}
          layout="vertical"
          onFinish={async ({ reason }) => {
            try {
              const r = await refund.mutateAsync(reason.trim());
              const back =
                r.returnedToSeller.length > 0 ? ` ${t('refundedToSeller', { proceeds: fen(r.proceedsTakenBack) })}` : '';
              void message.success(
                t('refunded', { amount: fen(r.amount), state: r.refund === 'done' ? t('refundedDone') : t('refundedPending') }) +
                  back,
              );
              onClose();
            } catch (e) {
              void message.error(e instanceof Error ? e.message : String(e));
            }
          }}
        >
          <Form.Item name="reason" label={t('refundReason')} rules={[{ required: true, whitespace: true, min: 2, max: 200 }]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('refundReasonPlaceholder')} />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
