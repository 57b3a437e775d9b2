import { Button, Card, Flex, Table, Typography } from 'antd';
import { payMethodLabel } from '@curio/contract/client';
import type { ConfigurableVendor } from '@curio/contract';
import type { HTMLAttributes } from 'react';
import { dateTime } from '../../components/ops-format';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useColorScheme } from '../../lib/theme';
import type { ProviderRow } from './api';
import { TONES } from './provider-colours';
import { SMS_PURPOSES, VENDOR_FORMS, vendorsOf } from './provider-form';
import {
  Badge,
  fieldLabel,
  kindLabel,
  providerName,
  SOURCE_TONE,
  useSecondaryColour,
  vendorLabel,
  type T,
} from './provider-labels';
import { providerSettingsTexts } from './texts';

// The providers page's list (issue 28): one row per provider of the tenant, never a secret (the list call
// answers none; `secretsSet` only names the ones that are set), and the tenant's own merchant accounts.

const CONFIGURABLE = Object.keys(VENDOR_FORMS) as ConfigurableVendor[];
const isConfigurable = (vendor: string): vendor is ConfigurableVendor => (CONFIGURABLE as string[]).includes(vendor);

/** A public field's value as the list shows it: a PEM block by its size, the templates by purpose. */
function FieldValue({ t, value }: { t: T; value: unknown }) {
  if (typeof value === 'string' && value.startsWith('-----BEGIN'))
    return <>{t('pemValue', { lines: value.trim().split(/\r?\n/).length })}</>;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const known = (k: string): k is (typeof SMS_PURPOSES)[number] => (SMS_PURPOSES as readonly string[]).includes(k);
    return (
      <>
        {entries.map(([k, v]) => (
          <div key={k}>
            {known(k) ? t(`purpose_${k}`) : k}: <Typography.Text code>{String(v)}</Typography.Text>
          </div>
        ))}
      </>
    );
  }
  return <Typography.Text code>{String(value)}</Typography.Text>;
}

function Fields({ t, row }: { t: T; row: ProviderRow }) {
  const secondary = useSecondaryColour();
  const entries = Object.entries(row.fields);
  if (entries.length === 0) return <>{t('none')}</>;
  return (
    <dl style={{ margin: 0, fontSize: 13 }}>
      {entries.map(([name, value]) => (
        <div key={name} style={{ marginBottom: 4 }}>
          <dt style={{ color: secondary, fontSize: 12 }}>{fieldLabel(t, name)}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
            <FieldValue t={t} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Health({ t, row }: { t: T; row: ProviderRow }) {
  const secondary = useSecondaryColour();
  const bad = TONES[useColorScheme()].bad.color;
  const h = row.health;
  if (h.at === null) return <span style={{ color: secondary }}>{t('neverChecked')}</span>;
  return (
    <Flex vertical gap={2}>
      <span>
        {h.ok ? <Badge tone="ok">{t('healthOk')}</Badge> : <Badge tone="bad">{t('healthFailing')}</Badge>}
        <span style={{ color: secondary, fontSize: 12 }}>{t('checkedAt', { time: dateTime(h.at) })}</span>
      </span>
      {!h.ok && h.error ? (
        <span style={{ color: bad, fontSize: 12, wordBreak: 'break-word' }} data-testid="health-error">
          {h.error}
        </span>
      ) : null}
    </Flex>
  );
}

/** What a row without a provider means for the storefront. */
function noneNote(t: T, row: ProviderRow): string | null {
  if (row.source !== 'none') return null;
  if (row.kind === 'wallet' || row.kind === 'did') return t('hiddenInStorefront');
  if (row.kind === 'pay') return t('noPayments');
  if (row.kind === 'sms') return t('noSms');
  return null;
}

export function ProviderSettingsTable({
  rows,
  loading,
  checking,
  onCheck,
  onEdit,
}: {
  rows: ProviderRow[];
  loading: boolean;
  /** The row whose check is on its way (`kind:vendor`). */
  checking: string | null;
  onCheck: (row: ProviderRow) => void;
  onEdit: (vendor: ConfigurableVendor) => void;
}) {
  const t = useTexts(providerSettingsTexts);
  const secondary = useSecondaryColour();
  const { language } = useLanguage();
  const columns = [
    {
      title: t('colKind'),
      key: 'kind',
      width: 130,
      render: (_: unknown, r: ProviderRow) => <Typography.Text strong>{kindLabel(t, r.kind)}</Typography.Text>,
    },
    {
      title: t('colVendor'),
      key: 'vendor',
      width: 170,
      render: (_: unknown, r: ProviderRow) => {
        const note = noneNote(t, r);
        return (
          <Flex vertical gap={4} align="flex-start">
            {r.vendor !== 'none' ? <Typography.Text>{vendorLabel(t, r.vendor)}</Typography.Text> : null}
            <Badge tone={SOURCE_TONE[r.source]} testId="provider-source">
              {t(`source_${r.source}`)}
            </Badge>
            {note ? <span style={{ color: secondary, fontSize: 12 }}>{note}</span> : null}
          </Flex>
        );
      },
    },
    {
      title: t('colMethods'),
      key: 'methods',
      width: 150,
      render: (_: unknown, r: ProviderRow) =>
        r.methods.length === 0 ? (
          t('none')
        ) : (
          <Flex wrap gap={4}>
            {r.methods.map((m) => (
              <Badge key={m} tone="neutral">
                {payMethodLabel(m, language)} {m}
              </Badge>
            ))}
          </Flex>
        ),
    },
    { title: t('colFields'), key: 'fields', render: (_: unknown, r: ProviderRow) => <Fields t={t} row={r} /> },
    {
      title: t('colSecrets'),
      key: 'secrets',
      width: 190,
      render: (_: unknown, r: ProviderRow) =>
        r.secretsSet.length === 0 ? (
          t('none')
        ) : (
          <Flex wrap gap={4}>
            {r.secretsSet.map((s) => (
              <Badge key={s} tone="ok" testId="secret-set">
                {t('secretSet', { name: fieldLabel(t, s, true) })}
              </Badge>
            ))}
          </Flex>
        ),
    },
    { title: t('colHealth'), key: 'health', width: 180, render: (_: unknown, r: ProviderRow) => <Health t={t} row={r} /> },
    {
      title: t('colActions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, r: ProviderRow) => {
        const name = providerName(t, r.kind, r.vendor);
        return (
          <Flex vertical gap={6} align="flex-start">
            {r.vendor !== 'none' ? (
              <Button
                size="small"
                aria-label={t('checkNowOf', { name })}
                loading={checking === `${r.kind}:${r.vendor}`}
                onClick={() => onCheck(r)}
              >
                {t('checkNow')}
              </Button>
            ) : null}
            {r.source === 'tenant' && isConfigurable(r.vendor) ? (
              <Button size="small" aria-label={t('editOf', { name })} onClick={() => onEdit(r.vendor as ConfigurableVendor)}>
                {t('edit')}
              </Button>
            ) : null}
          </Flex>
        );
      },
    },
  ];
  return (
    <Table<ProviderRow>
      rowKey={(r) => `${r.kind}:${r.vendor}:${r.source}`}
      loading={loading}
      dataSource={rows}
      pagination={false}
      // Fits the content area at 1440 wide (224 menu, 24 padding each side); scrolls below that.
      scroll={{ x: 1160 }}
      tableLayout="fixed"
      columns={columns}
      onRow={(r) => ({ 'data-testid': `provider-${r.kind}-${r.vendor}` }) as HTMLAttributes<HTMLElement>}
    />
  );
}

/** The tenant's own merchant accounts, one line per configurable vendor: set up or edit. */
export function OwnAccounts({ rows, onEdit }: { rows: ProviderRow[]; onEdit: (vendor: ConfigurableVendor) => void }) {
  const t = useTexts(providerSettingsTexts);
  const secondary = useSecondaryColour();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('ownTitle')}
        </Typography.Title>
      }
      style={{ marginBottom: 24 }}
    >
      <Typography.Paragraph style={{ color: secondary }}>{t('ownHint')}</Typography.Paragraph>
      <Flex gap={16} wrap>
        {(['pay', 'sms'] as const).flatMap((kind) =>
          vendorsOf(kind).map((vendor) => {
            const own = rows.find((r) => r.kind === kind && r.vendor === vendor && r.source === 'tenant');
            const name = providerName(t, kind, vendor);
            return (
              <Card key={vendor} size="small" style={{ width: 260 }} data-testid={`own-${vendor}`}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Flex vertical>
                    <Typography.Text strong>{vendorLabel(t, vendor)}</Typography.Text>
                    <span style={{ color: secondary, fontSize: 12 }}>
                      {kindLabel(t, kind)} ·{' '}
                      {own ? t('ownSaved', { time: own.updatedAt ? dateTime(own.updatedAt) : t('none') }) : t('ownNotSet')}
                    </span>
                  </Flex>
                  <Button
                    size="small"
                    type={own ? 'default' : 'primary'}
                    aria-label={own ? t('editOf', { name }) : t('configureOf', { name })}
                    onClick={() => onEdit(vendor)}
                  >
                    {own ? t('edit') : t('configure')}
                  </Button>
                </Flex>
              </Card>
            );
          }),
        )}
      </Flex>
    </Card>
  );
}
