import { AutoComplete, Alert, Button, Flex, Form, Input, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { MediaPreview } from '../../components/media-field';
import { dateTime, fen } from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { useTexts } from '../../lib/i18n';
import { hasRole, useOperator } from '../../lib/session';
import { useShipOrder, useShipments, type Shipment, type ShipmentStatus } from './api';
import { SHIPPERS } from './roles';
import { CARRIERS, cleanTracking, toShipBody, TRACKING_PATTERN, type ShipFormValues } from './ship-form';
import { shippingTexts } from './texts';

const STATUSES: ShipmentStatus[] = ['awaiting', 'shipping', 'completed'];

/** Where the parcel goes: receiver, full phone number and full address, as the label needs them. */
function ShipTo({ s }: { s: Shipment }) {
  return (
    <Flex vertical>
      <Typography.Text strong>
        {s.address.receiver} · {s.address.phone}
      </Typography.Text>
      <Typography.Text copyable={{ text: `${s.address.receiver} ${s.address.phone} ${s.address.fullAddress}` }}>
        {s.address.fullAddress}
      </Typography.Text>
    </Flex>
  );
}

/** The shipping queue (issue 19): tabs by state; an awaiting order is shipped with a carrier and tracking number. */
export default function ShippingPage() {
  const t = useTexts(shippingTexts);
  const { data: operator } = useOperator();
  const canShip = hasRole(operator, SHIPPERS);
  const [status, setStatus] = useState<ShipmentStatus>('awaiting');
  const list = useShipments(status);
  const ship = useShipOrder();
  const [shipping, setShipping] = useState<Shipment | null>(null);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  const submit = async (v: ShipFormValues) => {
    const s = shipping!;
    await ship.mutateAsync({ orderNo: s.orderNo, body: toShipBody(v) });
    return t('shipped', { orderNo: s.orderNo });
  };

  const columns = [
    {
      title: t('colOrder'),
      key: 'order',
      width: 240,
      render: (_: unknown, s: Shipment) => (
        <Flex vertical>
          <Link to={`/orders/${encodeURIComponent(s.orderNo)}`}>
            <Typography.Text code>{s.orderNo}</Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {s.totalAmount > 0 ? fen(s.totalAmount) : t('free')} · {t('colPaidAt')} {dateTime(s.paidAt)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('colReward'),
      key: 'reward',
      width: 200,
      render: (_: unknown, s: Shipment) => (
        <Flex gap={12} align="center">
          {s.activity.imageUrl ? <MediaPreview value={{ url: s.activity.imageUrl }} size={40} /> : null}
          <Flex vertical>
            <Typography.Text strong>{s.activity.rewardName}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.activity.name}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('colUser'),
      key: 'user',
      width: 130,
      render: (_: unknown, s: Shipment) => (
        <Flex vertical>
          <Link to={`/users/${s.user.id}`}>{s.user.nickname || `#${s.user.id}`}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {s.user.phoneMasked}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('colShipTo'), key: 'to', render: (_: unknown, s: Shipment) => <ShipTo s={s} /> },
    ...(status === 'awaiting'
      ? [
          {
            title: t('colActions'),
            key: 'actions',
            width: 100,
            render: (_: unknown, s: Shipment) =>
              canShip ? (
                <Button
                  type="primary"
                  size="small"
                  aria-label={t('shipAria', { orderNo: s.orderNo })}
                  onClick={() => setShipping(s)}
                >
                  {t('ship')}
                </Button>
              ) : null,
          },
        ]
      : [
          {
            title: t('colTracking'),
            key: 'tracking',
            width: 280,
            render: (_: unknown, s: Shipment) => (
              <Flex vertical>
                <Flex gap={6} align="center" wrap>
                  <Typography.Text>{s.carrier}</Typography.Text>
                  <Typography.Text code copyable>
                    {s.trackingNo}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('colShippedAt')} {dateTime(s.shippedAt)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {status === 'shipping'
                    ? `${t('colAutoComplete')} ${dateTime(s.autoCompleteAt)}`
                    : `${t('colCompletedAt')} ${dateTime(s.completedAt)}`}
                </Typography.Text>
              </Flex>
            ),
          },
        ]),
  ];

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {!canShip ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('readOnly')} /> : null}
      {list.isError ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={list.error.message} />
      ) : null}
      <Tabs
        activeKey={status}
        onChange={(k) => setStatus(k as ShipmentStatus)}
        items={STATUSES.map((s) => ({ key: s, label: t(`tab_${s}`) }))}
      />
      <Table<Shipment>
        rowKey="orderNo"
        loading={list.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t(`empty_${status}`) }}
        scroll={{ x: 1100 }}
        columns={columns}
      />
      {list.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('more')}
          </Button>
        </Flex>
      ) : null}
      <FormModal<ShipFormValues>
        title={shipping ? t('shipTitle', { orderNo: shipping.orderNo }) : ''}
        open={shipping !== null}
        onClose={() => setShipping(null)}
        okText={t('confirmShip')}
        cancelText={t('cancel')}
        pending={ship.isPending}
        submit={submit}
        width={560}
      >
        {shipping ? (
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            message={
              <Flex vertical gap={4}>
                <Typography.Text strong>{shipping.activity.rewardName}</Typography.Text>
                <ShipTo s={shipping} />
              </Flex>
            }
            description={t('shipHint')}
          />
        ) : null}
        <Form.Item name="carrier" label={t('fCarrier')} rules={[{ required: true, whitespace: true, max: 30 }]}>
          <AutoComplete
            options={CARRIERS.map((c) => ({ value: c }))}
            placeholder={t('fCarrierPlaceholder')}
            filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
          />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('fTracking')}
          extra={t('fTrackingHelp')}
          rules={[
            { required: true, whitespace: true },
            {
              validator: (_, v?: string) => {
                const clean = cleanTracking(v);
                return !clean || (TRACKING_PATTERN.test(clean) && clean.length <= 40)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('trackingInvalid')));
              },
            },
          ]}
        >
          <Input autoComplete="off" maxLength={48} />
        </Form.Item>
      </FormModal>
    </>
  );
}
