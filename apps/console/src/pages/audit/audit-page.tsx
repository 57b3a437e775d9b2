import { Button, DatePicker, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { urlField, useUrlFilters, type UrlFilters } from '../../components/use-url-filters';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { useAudit, useTenantNames, type AuditEntry, type AuditFilter } from './api';
import { auditTexts } from './texts';

interface FilterForm {
  action?: string;
  operatorId?: number;
  targetType?: string;
  targetId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  tenantId?: number;
}

/** The search as the address keeps it (decision 068): the range by its days. */
const FIELDS = {
  action: urlField.text(80),
  operatorId: urlField.id(),
  targetType: urlField.text(40),
  targetId: urlField.text(80),
  from: urlField.day(),
  to: urlField.day(),
  tenantId: urlField.id(),
};
type UrlFilter = UrlFilters<typeof FIELDS>;

/** What the call is sent: a day's start, and the end of the last day (exclusive), in the browser's time. */
function toFilter(u: UrlFilter): AuditFilter {
  const { from, to, ...rest } = u;
  return {
    ...rest,
    ...(from ? { from: dayjs(from).startOf('day').valueOf() } : {}),
    ...(to ? { to: dayjs(to).endOf('day').valueOf() + 1 } : {}),
  };
}

function Json({ value, none }: { value: unknown; none: string }) {
  if (value === null || value === undefined)
    return (
      <div>
        <Typography.Text type="secondary">{none}</Typography.Text>
      </div>
    );
  return (
    <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 320, overflow: 'auto' }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The audit log: search by operator, action, target and time; each entry's before and after. */
export default function AuditPage() {
  const t = useTexts(auditTexts);
  const { language } = useLanguage();
  const { data: me } = useOperator();
  const onPlatformHost = !me?.tenantCode;
  const tenants = useTenantNames(onPlatformHost);
  const list = useUrlFilters(FIELDS, { defaultSize: 50 });
  const { filter: urlFilter } = list;
  const filter = useMemo(() => toFilter(urlFilter), [urlFilter]);
  const audit = useAudit(filter, list);
  const [form] = Form.useForm<FilterForm>();
  // The form shows the address's search (a reload, back and forward included).
  useEffect(() => {
    const { from, to, ...rest } = urlFilter;
    form.resetFields();
    form.setFieldsValue({ ...rest, range: from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null });
  }, [form, urlFilter]);
  const tenantName = new Map((tenants.data?.tenants ?? []).map((x) => [x.id, x.name]));

  const apply = (v: FilterForm) => {
    const [from, to] = v.range ?? [null, null];
    list.setFilter({
      action: v.action,
      operatorId: v.operatorId ?? undefined,
      targetType: v.targetType,
      targetId: v.targetId,
      from: from?.format('YYYY-MM-DD'),
      to: to?.format('YYYY-MM-DD'),
      tenantId: onPlatformHost ? (v.tenantId ?? undefined) : undefined,
    });
  };

  const columns = [
    { title: t('at'), dataIndex: 'at', width: 190, render: (ms: number) => new Date(ms).toLocaleString(language) },
    {
      title: t('who'),
      dataIndex: 'operatorEmail',
      render: (email: string, r: AuditEntry) => (
        <span>
          {email} <Typography.Text type="secondary">#{r.operatorId ?? '—'}</Typography.Text>
        </span>
      ),
    },
    { title: t('action'), dataIndex: 'action', render: (a: string) => <code>{a}</code> },
    { title: t('target'), render: (_: unknown, r: AuditEntry) => `${r.targetType} #${r.targetId}` },
    ...(onPlatformHost
      ? [
          {
            title: t('tenant'),
            dataIndex: 'tenantId',
            render: (id: number | null) => (id === null ? '—' : (tenantName.get(id) ?? `#${id}`)),
          },
        ]
      : []),
    { title: t('ip'), dataIndex: 'ip', width: 140 },
  ];

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Form<FilterForm> form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item label={t('action')} name="action" tooltip={t('actionHelp')}>
          <Input placeholder="operator." style={{ width: 180 }} allowClear />
        </Form.Item>
        <Form.Item label={t('operatorId')} name="operatorId">
          <InputNumber min={1} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label={t('targetType')} name="targetType">
          <Input style={{ width: 120 }} allowClear />
        </Form.Item>
        <Form.Item label={t('targetId')} name="targetId">
          <Input style={{ width: 100 }} allowClear />
        </Form.Item>
        <Form.Item label={t('range')} name="range">
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        {onPlatformHost ? (
          <Form.Item label={t('tenant')} name="tenantId">
            <Select
              style={{ width: 180 }}
              allowClear
              placeholder={t('allTenants')}
              options={(tenants.data?.tenants ?? []).map((x) => ({ value: x.id, label: x.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item>
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
        </Form.Item>
      </Form>
      <PagedTable<AuditEntry>
        paging={list}
        rows={audit.data?.entries}
        nextCursor={audit.data?.nextBefore}
        loading={audit.isPending || audit.isPlaceholderData}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        rowKey="id"
        columns={columns}
        expandable={{
          expandedRowRender: (r) => (
            <Flex gap={24}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{t('before')}</Typography.Text>
                <Json value={r.before} none={t('none')} />
              </div>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{t('after')}</Typography.Text>
                <Json value={r.after} none={t('none')} />
              </div>
            </Flex>
          ),
        }}
      />
    </>
  );
}
