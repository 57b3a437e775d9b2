import { BusinessType, businessTypeLabel, OrderStatus, type Calls, type CallData } from '@curio/contract/client';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { dateTime, fen, ORDER_STATUS_COLOR, orderStatusText, payMethodText, rangeStart } from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { urlField, useUrlFilters, type UrlFilters } from '../../components/use-url-filters';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useOrderSearch, type OrderFilter } from './api';
import { orderTexts } from './texts';

type Row = CallData<Calls['consoleSearchOrders']>['items'][number];
type Range = 'today' | '7d' | '30d' | 'all';
interface FormValues {
  orderNo?: string;
  userId?: number | null;
  status?: OrderStatus;
  businessType?: number;
  range: Range;
}

const SALE_TYPES = [BusinessType.B2C_COLLECTION, BusinessType.B2C_BOX, BusinessType.C2C] as const;
const RANGES = ['today', '7d', '30d'] as const;

/** The search as the address keeps it (decision 068): the time range by its name, so "today" stays today. */
const FIELDS = {
  orderNo: urlField.text(40),
  userId: urlField.id(),
  status: urlField.oneOf(Object.values(OrderStatus)),
  businessType: urlField.oneOf(SALE_TYPES),
  range: urlField.oneOf(RANGES),
};
type UrlFilter = UrlFilters<typeof FIELDS>;

function toUrl(v: FormValues): UrlFilter {
  return {
    orderNo: v.orderNo?.trim() || undefined,
    userId: v.userId ?? undefined,
    status: v.status,
    businessType: SALE_TYPES.find((b) => b === v.businessType),
    range: v.range === 'all' ? undefined : v.range,
  };
}

function toFilter(u: UrlFilter): OrderFilter {
  const f: OrderFilter = {};
  if (u.orderNo) f.orderNo = u.orderNo;
  if (u.userId) f.userId = u.userId;
  if (u.status) f.status = u.status;
  if (u.businessType) f.businessType = u.businessType;
  const from = rangeStart(u.range ?? 'all');
  if (from !== undefined) f.from = from;
  return f;
}

export default function OrderListPage() {
  const t = useTexts(orderTexts);
  const { language } = useLanguage();
  const [form] = Form.useForm<FormValues>();
  const list = useUrlFilters(FIELDS);
  const { filter: urlFilter } = list;
  const filter = useMemo(() => toFilter(urlFilter), [urlFilter]);
  const search = useOrderSearch(filter, list);
  // The form shows the address's search (a reload, back and forward included).
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ ...urlFilter, range: urlFilter.range ?? 'all' });
  }, [form, urlFilter]);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Form<FormValues>
          form={form}
          layout="inline"
          initialValues={{ range: 'all' }}
          onFinish={(v) => list.setFilter(toUrl(v))}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="orderNo" label={t('orderNo')}>
            <Input allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="userId" label={t('userId')}>
            <InputNumber min={1} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <Select
              allowClear
              placeholder={t('anyStatus')}
              style={{ width: 150 }}
              options={Object.values(OrderStatus).map((s) => ({ value: s, label: orderStatusText(s, language) }))}
            />
          </Form.Item>
          <Form.Item name="businessType" label={t('businessType')}>
            <Select
              allowClear
              placeholder={t('anyType')}
              style={{ width: 150 }}
              options={SALE_TYPES.map((b) => ({ value: b, label: businessTypeLabel(b, language) }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('time')}>
            <Select<Range>
              style={{ width: 140 }}
              options={[
                { value: 'today', label: t('today') },
                { value: '7d', label: t('days7') },
                { value: '30d', label: t('days30') },
                { value: 'all', label: t('allTime') },
              ]}
            />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                list.setFilter({});
              }}
            >
              {t('reset')}
            </Button>
          </Flex>
        </Form>
      </Card>
      <PagedTable<Row>
        paging={list}
        rows={search.data?.items}
        nextCursor={search.data?.nextBefore}
        loading={search.isPending || search.isPlaceholderData}
        error={search.error}
        onRetry={() => void search.refetch()}
        rowKey="id"
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 1100 }}
        columns={[
          {
            title: t('orderNo'),
            dataIndex: 'orderNo',
            render: (no: string) => (
              <Link to={`/orders/${encodeURIComponent(no)}`}>
                <Typography.Text code>{no}</Typography.Text>
              </Link>
            ),
          },
          { title: t('userId'), dataIndex: 'userId', render: (id: number) => <Link to={`/users/${id}`}>{id}</Link> },
          { title: t('item'), render: (_: unknown, r) => r.item.name || `#${r.item.id}` },
          { title: t('businessType'), dataIndex: 'businessType', render: (b: number) => businessTypeLabel(b, language) },
          { title: t('quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('amount'), dataIndex: 'totalAmount', align: 'right', render: (n: number) => fen(n) },
          {
            title: t('status'),
            dataIndex: 'status',
            render: (s: OrderStatus) => <Tag color={ORDER_STATUS_COLOR[s]}>{orderStatusText(s, language)}</Tag>,
          },
          {
            title: t('payMethod'),
            dataIndex: 'payMethod',
            render: (m: number | null) => (m === null ? '—' : payMethodText(m, language)),
          },
          { title: t('createdAt'), dataIndex: 'createdAt', render: (ms: number) => dateTime(ms) },
        ]}
      />
    </>
  );
}
