import { DEFAULT_TIME_ZONE } from '@curio/contract/client';
import { App, Button, Divider, Form, Input, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { PageHeader } from '../../components/page-header';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { useCreateTenant, useTenantDomain, useTenants, useUpdateTenant, type TenantRow } from './api';
import { tenantTexts } from './texts';

const LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
] as const;
type Lang = (typeof LANGUAGES)[number]['value'];
const TIME_ZONES = [
  DEFAULT_TIME_ZONE,
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'UTC',
];

/** Tenants and their domains (platform admins, on the platform host). */
export default function TenantPage() {
  const t = useTexts(tenantTexts);
  const { language } = useLanguage();
  const { message } = App.useApp();
  const { data: me } = useOperator();
  // The shell opens this page on the platform host only (its area's host); the list waits for that.
  const onPlatformHost = !me?.tenantCode;
  const list = useTenants(onPlatformHost);
  const update = useUpdateTenant();
  const domain = useTenantDomain();
  const [creating, setCreating] = useState(false);
  const [newHost, setNewHost] = useState<Record<number, string>>({});
  const fail = (e: unknown) => void message.error((e as Error).message);

  const columns = [
    { title: t('code'), dataIndex: 'code', render: (c: string) => <code>{c}</code> },
    { title: t('name'), dataIndex: 'name' },
    {
      title: t('domains'),
      width: 360,
      render: (_: unknown, r: TenantRow) => (
        <Space direction="vertical" size={6} style={{ width: '100%' }}>
          <Space wrap size={4}>
            {r.hosts.map((h) => (
              <Popconfirm
                key={h}
                title={t('removeDomain', { host: h })}
                okText={t('remove')}
                cancelText={t('cancel')}
                disabled={r.hosts.length === 1}
                onConfirm={() => domain.mutateAsync({ id: r.id, host: h, remove: true }).catch(fail)}
              >
                <Tag
                  closable={r.hosts.length > 1}
                  onClose={(e) => e.preventDefault()}
                  style={{ cursor: r.hosts.length > 1 ? 'pointer' : 'default' }}
                >
                  {h}
                </Tag>
              </Popconfirm>
            ))}
          </Space>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              size="small"
              aria-label={`${t('addDomain')} ${r.code}`}
              placeholder={t('domainPlaceholder')}
              value={newHost[r.id] ?? ''}
              onChange={(e) => setNewHost({ ...newHost, [r.id]: e.target.value })}
            />
            <Button
              size="small"
              disabled={!newHost[r.id]?.trim()}
              onClick={() =>
                domain
                  .mutateAsync({ id: r.id, host: newHost[r.id]!.trim() })
                  .then(() => setNewHost({ ...newHost, [r.id]: '' }))
                  .catch(fail)
              }
            >
              {t('addDomain')}
            </Button>
          </Space.Compact>
        </Space>
      ),
    },
    {
      title: t('open'),
      dataIndex: 'enable',
      render: (enable: number, r: TenantRow) => (
        <Switch
          aria-label={`${t('open')} ${r.code}`}
          checked={enable === 1}
          onChange={(v) => update.mutate({ id: r.id, body: { enable: v } }, { onError: fail })}
        />
      ),
    },
    {
      title: t('maintenance'),
      dataIndex: 'maintenance',
      render: (on: boolean, r: TenantRow) => (
        <Switch
          aria-label={`${t('maintenance')} ${r.code}`}
          checked={on}
          onChange={(v) => update.mutate({ id: r.id, body: { maintenance: v } }, { onError: fail })}
        />
      ),
    },
    {
      title: t('defaultLanguage'),
      dataIndex: 'defaultLanguage',
      render: (l: Lang, r: TenantRow) => (
        <Select
          aria-label={`${t('defaultLanguage')} ${r.code}`}
          size="small"
          style={{ width: 120 }}
          value={l}
          options={[...LANGUAGES]}
          onChange={(v) => update.mutate({ id: r.id, body: { defaultLanguage: v } }, { onError: fail })}
        />
      ),
    },
    { title: t('timeZone'), dataIndex: 'timeZone' },
    { title: t('created'), dataIndex: 'createdAt', render: (ms: number) => new Date(ms).toLocaleDateString(language) },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('create')}
          </Button>
        }
      />
      <Table<TenantRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.tenants ?? []}
        columns={columns}
        pagination={false}
      />
      <CreateTenant open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

interface CreateForm {
  code: string;
  name: string;
  hosts: string[];
  defaultLanguage: Lang;
  languages?: Lang[];
  timeZone: string;
  ownerEmail?: string;
  ownerName?: string;
  ownerPassword?: string;
}

function CreateTenant({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts(tenantTexts);
  const create = useCreateTenant();
  const submit = async (v: CreateForm) => {
    const owner = v.ownerEmail
      ? { email: v.ownerEmail, name: v.ownerName || v.ownerEmail, password: v.ownerPassword ?? '' }
      : undefined;
    const made = await create.mutateAsync({
      code: v.code,
      name: v.name,
      hosts: v.hosts,
      defaultLanguage: v.defaultLanguage,
      languages: v.languages,
      timeZone: v.timeZone,
      ...(owner ? { owner } : {}),
    });
    return t('createdOk', { name: made.name });
  };
  return (
    <FormModal<CreateForm>
      title={t('create')}
      open={open}
      onClose={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      pending={create.isPending}
      submit={submit}
      width={560}
      initialValues={{ defaultLanguage: 'zh-CN', languages: ['zh-CN', 'zh-TW', 'en'], timeZone: DEFAULT_TIME_ZONE, hosts: [] }}
    >
      <Form.Item
        label={t('code')}
        name="code"
        rules={[{ required: true, pattern: /^[a-z][a-z0-9-]{1,31}$/, message: t('codeRule') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('name')} name="name" rules={[{ required: true, message: t('required') }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        label={t('domains')}
        name="hosts"
        extra={t('domainsHelp')}
        rules={[{ required: true, type: 'array', min: 1, message: t('required') }]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={t('domains')} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label={t('defaultLanguage')} name="defaultLanguage">
          <Select style={{ width: 160 }} options={[...LANGUAGES]} />
        </Form.Item>
        <Form.Item label={t('timeZone')} name="timeZone">
          <Select style={{ width: 200 }} showSearch options={TIME_ZONES.map((z) => ({ value: z, label: z }))} />
        </Form.Item>
      </Space>
      <Form.Item label={t('languages')} name="languages">
        <Select mode="multiple" options={[...LANGUAGES]} />
      </Form.Item>
      <Divider plain>{t('owner')}</Divider>
      <Form.Item label={t('ownerEmail')} name="ownerEmail" rules={[{ type: 'email' }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('ownerName')} name="ownerName">
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item
        label={t('ownerPassword')}
        name="ownerPassword"
        dependencies={['ownerEmail']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_r, v: string | undefined) =>
              !getFieldValue('ownerEmail') || (v && v.length >= 10)
                ? Promise.resolve()
                : Promise.reject(new Error(t('passwordRule'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
