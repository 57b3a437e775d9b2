import { Alert, App, ConfigProvider } from 'antd';
import type { ConfigurableVendor } from '@curio/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useTexts } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { useColorScheme } from '../../lib/theme';
import { useProviderActions, useProviders, type ProviderRow } from './api';
import { AA_TOKENS } from './provider-colours';
import { ProviderDrawer } from './provider-drawer';
import { VENDOR_FORMS } from './provider-form';
import { providerName, vendorLabel } from './provider-labels';
import { OwnAccounts, ProviderSettingsTable } from './provider-settings-table';
import { providerSettingsTexts } from './texts';

/**
 * The providers (issue 28, PRODUCT.md §13): which outside services the host's tenant uses, where each one's
 * credentials come from and whether it answered its last check, and the tenant's own merchant credentials.
 */
export default function ProviderSettingsPage() {
  const t = useTexts(providerSettingsTexts);
  const scheme = useColorScheme();
  const { message } = App.useApp();
  const { data: operator } = useOperator();
  // The calls act on the host's tenant: a platform admin sees them on the tenant's host only.
  const onTenantHost = operator?.hostTenantId !== null && operator?.hostTenantId !== undefined;
  const list = useProviders(onTenantHost);
  const actions = useProviderActions();
  const [editing, setEditing] = useState<ConfigurableVendor | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const rows = list.data ?? [];

  const check = async (row: ProviderRow) => {
    const name = providerName(t, row.kind, row.vendor);
    setChecking(`${row.kind}:${row.vendor}`);
    try {
      const answer = await actions.check(row.kind, row.vendor);
      if (answer.health.ok) void message.success(t('checkOk', { name }));
      else void message.warning(t('checkFailed', { name }));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setChecking(null);
    }
  };

  const kind = editing ? VENDOR_FORMS[editing].kind : null;
  const saved = editing ? (rows.find((r) => r.kind === kind && r.vendor === editing && r.source === 'tenant') ?? null) : null;
  const ownSms = rows.find((r) => r.kind === 'sms' && r.source === 'tenant');

  return (
    <ConfigProvider theme={{ token: AA_TOKENS[scheme] }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {!onTenantHost ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('platformHost')} /> : null}
      {list.isError ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={list.error.message} />
      ) : null}
      {onTenantHost ? (
        <>
          <OwnAccounts rows={rows} onEdit={setEditing} />
          <ProviderSettingsTable
            rows={rows}
            loading={list.isPending}
            checking={checking}
            onCheck={(r) => void check(r)}
            onEdit={setEditing}
          />
        </>
      ) : null}
      {editing && kind ? (
        <ProviderDrawer
          key={editing}
          vendor={editing}
          saved={saved}
          replaces={kind === 'sms' && ownSms ? ownSms.vendor : null}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            await actions.save({ kind, vendor: editing }, body);
            void message.success(t('saved', { name: vendorLabel(t, editing) }));
            setEditing(null);
          }}
          onRemove={async () => {
            await actions.remove({ kind, vendor: editing });
            void message.success(t('removed', { name: vendorLabel(t, editing) }));
            setEditing(null);
          }}
        />
      ) : null}
    </ConfigProvider>
  );
}
