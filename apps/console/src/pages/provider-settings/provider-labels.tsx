import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { useTexts } from '../../lib/i18n';
import type { ProviderKind, ProviderVendor } from './api';
import { providerSettingsTexts, type ProviderSettingsTextKey } from './texts';

// Words and badges the providers page shares between its list and its form.

export type T = ReturnType<typeof useTexts<ProviderSettingsTextKey>>;

/** Text of the secondary lines: #595959 on white is 7:1 (antd's own secondary grey is 3.4:1, below AA). */
export const SECONDARY = '#595959';

/**
 * Badge colours chosen for contrast (each text colour on its background is above 7:1), rather than antd's
 * preset tag colours, whose green and red text are near 3.5:1 on their tints.
 */
const TONES = {
  ok: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  bad: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  info: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  warn: { color: '#612500', background: '#fff7e6', borderColor: '#ffd591' },
  neutral: { color: '#262626', background: '#f5f5f5', borderColor: '#d9d9d9' },
} as const;
export type Tone = keyof typeof TONES;

export function Badge({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <Tag style={{ ...TONES[tone], marginInlineEnd: 4, whiteSpace: 'normal' }} data-testid={testId}>
      {children}
    </Tag>
  );
}

export const kindLabel = (t: T, kind: ProviderKind) => t(`kind_${kind}`);
export const vendorLabel = (t: T, vendor: ProviderVendor) => t(`vendor_${vendor}`);
/** "Payments · WeChat Pay": a provider named in a button's accessible name or a message. */
export const providerName = (t: T, kind: ProviderKind, vendor: ProviderVendor) =>
  `${kindLabel(t, kind)} · ${vendorLabel(t, vendor)}`;

export const SOURCE_TONE: Record<'tenant' | 'environment' | 'sandbox' | 'none', Tone> = {
  tenant: 'ok',
  environment: 'info',
  sandbox: 'warn',
  none: 'neutral',
};

/** A public field's label (`f_<name>`) or a secret's (`s_<name>`), for any field the contract may add. */
export function fieldLabel(t: T, name: string, secret = false): string {
  const key = `${secret ? 's' : 'f'}_${name}`;
  // A field without a text of its own (added to the contract later) shows its own name.
  return key in providerSettingsTexts.en ? t(key as ProviderSettingsTextKey) : name;
}
