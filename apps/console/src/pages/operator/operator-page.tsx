import { App, Button, Flex, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { PageHeader } from '../../components/page-header';
import { useLanguage, useTexts } from '../../lib/i18n';
import { CONSOLE_ROLES, useOperator, type ConsoleRole } from '../../lib/session';
import {
  useCreateOperator,
  useOperators,
  useResetOperatorTotp,
  useTenantChoices,
  useUpdateOperator,
  type OperatorRow,
} from './api';
import { operatorTexts } from './texts';

type T = ReturnType<typeof useTexts<keyof (typeof operatorTexts)['en']>>;
const roleLabel = (t: T, role: ConsoleRole) => t(`role${role}`);
const ROLE_COLORS: Record<ConsoleRole, string> = {
  platformAdmin: 'magenta',
  owner: 'gold',
  editor: 'blue',
  support: 'green',
  finance: 'purple',
};

/** Operators of this tenant (its owner), or of any tenant / the platform (platform admins on the platform host). */
export default function OperatorPage() {
  const t = useTexts(operatorTexts);
  const { language } = useLanguage();
  const { message } = App.useApp();
  const { data: me } = useOperator();
  const onPlatformHost = !me?.tenantCode;
  const [scope, setScope] = useState<number | undefined>(undefined);
  const tenants = useTenantChoices(onPlatformHost);
  const list = useOperators(onPlatformHost ? scope : undefined);
  const update = useUpdateOperator();
  const reset = useResetOperatorTotp();
  const [adding, setAdding] = useState(false);
  const [passwordFor, setPasswordFor] = useState<OperatorRow | null>(null);

  // The roles an operator can be given here: platform admins on the platform, the four others in a tenant.
  const roles: ConsoleRole[] =
    onPlatformHost && scope === undefined ? ['platformAdmin'] : CONSOLE_ROLES.filter((r) => r !== 'platformAdmin');
  const when = (ms: number | null) => (ms ? new Date(ms).toLocaleString(language) : t('never'));
  const fail = (e: unknown) => void message.error((e as Error).message);

  const columns = useMemo(
    () => [
      {
        title: t('email'),
        dataIndex: 'email',
        render: (email: string, r: OperatorRow) => (
          <Space>
            <Typography.Text strong>{email}</Typography.Text>
            {r.id === me?.id ? <Tag>{t('you')}</Tag> : null}
          </Space>
        ),
      },
      { title: t('name'), dataIndex: 'name' },
      {
        title: t('role'),
        dataIndex: 'role',
        render: (role: ConsoleRole, r: OperatorRow) =>
          r.id === me?.id ? (
            <Tag color={ROLE_COLORS[role]}>{roleLabel(t, role)}</Tag>
          ) : (
            <Select
              aria-label={`${t('role')} ${r.email}`}
              size="small"
              value={role}
              style={{ width: 150 }}
              options={roles.map((x) => ({ value: x, label: roleLabel(t, x) }))}
              onChange={(v) =>
                update.mutate(
                  { id: r.id, body: { role: v } },
                  { onSuccess: () => void message.success(t('saved')), onError: fail },
                )
              }
            />
          ),
      },
      {
        title: t('twoFactor'),
        dataIndex: 'totpEnrolled',
        render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('enrolled') : t('notEnrolled')}</Tag>,
      },
      {
        title: t('status'),
        render: (_: unknown, r: OperatorRow) =>
          r.disabled ? (
            <Tag color="red">{t('disabled')}</Tag>
          ) : r.lockedUntil && r.lockedUntil > Date.now() ? (
            <Tag color="orange">{t('locked', { time: when(r.lockedUntil) })}</Tag>
          ) : (
            <Tag color="green">{t('active')}</Tag>
          ),
      },
      { title: t('lastLogin'), dataIndex: 'lastLoginAt', render: (ms: number | null) => when(ms) },
      {
        title: t('actions'),
        render: (_: unknown, r: OperatorRow) =>
          r.id === me?.id ? null : (
            <Space wrap size={4}>
              {r.disabled ? (
                <Button size="small" onClick={() => update.mutate({ id: r.id, body: { disabled: false } }, { onError: fail })}>
                  {t('enable')}
                </Button>
              ) : (
                <Popconfirm
                  title={t('disableConfirm', { email: r.email })}
                  okText={t('disable')}
                  cancelText={t('cancel')}
                  onConfirm={() => update.mutateAsync({ id: r.id, body: { disabled: true } }).catch(fail)}
                >
                  <Button size="small" danger>
                    {t('disable')}
                  </Button>
                </Popconfirm>
              )}
              {r.totpEnrolled ? (
                <Popconfirm
                  title={t('resetTotpConfirm', { email: r.email })}
                  okText={t('resetTotp')}
                  cancelText={t('cancel')}
                  onConfirm={() => reset.mutateAsync(r.id).catch(fail)}
                >
                  <Button size="small">{t('resetTotp')}</Button>
                </Popconfirm>
              ) : null}
              <Button size="small" onClick={() => setPasswordFor(r)}>
                {t('setPassword')}
              </Button>
            </Space>
          ),
      },
    ],
    [t, me?.id, roles.join(), language],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        }
      />
      {onPlatformHost ? (
        <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
          <label htmlFor="operators-scope">{t('scope')}</label>
          <Select
            id="operators-scope"
            style={{ width: 280 }}
            value={scope ?? 0}
            onChange={(v) => setScope(v === 0 ? undefined : v)}
            options={[
              { value: 0, label: t('platformAdmins') },
              ...(tenants.data?.tenants ?? []).map((x) => ({ value: x.id, label: `${x.name} (${x.code})` })),
            ]}
          />
        </Flex>
      ) : null}
      <Typography.Paragraph type="secondary">{t('roleHelp')}</Typography.Paragraph>
      <Table<OperatorRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.operators ?? []}
        columns={columns}
        pagination={false}
      />
      <AddOperator open={adding} onClose={() => setAdding(false)} roles={roles} tenantId={onPlatformHost ? scope : undefined} />
      <SetPassword operator={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}

interface NewOperator {
  email: string;
  name: string;
  password: string;
  role: ConsoleRole;
}

function AddOperator({
  open,
  onClose,
  roles,
  tenantId,
}: {
  open: boolean;
  onClose: () => void;
  roles: ConsoleRole[];
  tenantId?: number;
}) {
  const t = useTexts(operatorTexts);
  const create = useCreateOperator();
  return (
    <FormModal<NewOperator>
      title={t('add')}
      open={open}
      onClose={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      pending={create.isPending}
      submit={async (v) => {
        await create.mutateAsync({ ...v, ...(tenantId !== undefined ? { tenantId } : {}) });
        return t('created');
      }}
      initialValues={{ role: roles.includes('editor') ? 'editor' : roles[0] }}
    >
      <Form.Item label={t('email')} name="email" rules={[{ required: true, type: 'email', message: t('emailRule') }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('name')} name="name" rules={[{ required: true, message: t('required') }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item label={t('password')} name="password" rules={[{ required: true, min: 10, message: t('passwordRule') }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={t('role')} name="role" rules={[{ required: true }]} extra={t('roleHelp')}>
        <Select options={roles.map((r) => ({ value: r, label: t(`role${r}`) }))} />
      </Form.Item>
    </FormModal>
  );
}

function SetPassword({ operator, onClose }: { operator: OperatorRow | null; onClose: () => void }) {
  const t = useTexts(operatorTexts);
  const update = useUpdateOperator();
  return (
    <FormModal<{ password: string }>
      title={`${t('setPassword')} · ${operator?.email ?? ''}`}
      open={operator !== null}
      onClose={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      pending={update.isPending}
      submit={async ({ password }) => {
        await update.mutateAsync({ id: operator!.id, body: { password } });
        return t('saved');
      }}
    >
      <Form.Item label={t('newPassword')} name="password" rules={[{ required: true, min: 10, message: t('passwordRule') }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
