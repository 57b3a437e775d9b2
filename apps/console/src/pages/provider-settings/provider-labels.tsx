import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import type { useTexts } from '../../lib/i18n';
import { useColorScheme } from '../../lib/theme';
import type { ProviderKind, ProviderVendor } from './api';
import { TONES, type Tone } from './provider-colours';
import { providerSettingsTexts, type ProviderSettingsTextKey } from './texts';

// Words and badges the providers page shares between its list and its form.

export type T = ReturnType<typeof useTexts<ProviderSettingsTextKey>>;

/** Text of the secondary lines: the page's description colour (AA_TOKENS: #595959 on white, 7:1). */
export const useSecondaryColour = (): string => theme.useToken().token.colorTextDescription;

export function Badge({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  const colours = TONES[useColorScheme()][tone];
  return (
    <Tag style={{ ...colours, marginInlineEnd: 4, whiteSpace: 'normal' }} data-testid={testId}>
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
