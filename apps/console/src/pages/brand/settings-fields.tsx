import { Divider, Form, InputNumber, Select } from 'antd';
import {
  ACCOUNT_MENU_KEYS,
  CHAIN_INFO_KEYS,
  DEFAULT_HOLD_HOURS_MAX,
  DEFAULT_PER_USER_LIMIT_MAX,
  ErrorCode,
  errorMessage,
  isDefaultHoldHours,
  isDefaultPerUserLimit,
  isOrderAutoCompleteDays,
  isPhoneAreaList,
  isResaleCeilingMultiple,
  ORDER_AUTO_COMPLETE_DAYS_MAX,
  PHONE_AREA_CODES,
  RESALE_CEILING_MULTIPLE_MAX,
  RESALE_CEILING_MULTIPLE_MIN,
} from '@curio/contract/client';
import type { ReactNode } from 'react';
import { useLanguage, useTexts } from '../../lib/i18n';
import type { BrandDoc } from './api';
import { settingsTexts } from './settings-texts';

type Settings = BrandDoc['settings'];

/**
 * A number setting: what applies is in its hint; a value the server would refuse shows the error catalogue's
 * message (the same words the server answers on save). A cleared field is NaN: refused, never a silent 0.
 */
function NumberSetting({
  id,
  label,
  hint,
  value,
  valid,
  code,
  onChange,
  input,
}: {
  id: string;
  label: string;
  hint: string;
  value: number;
  valid: (n: unknown) => boolean;
  code: number;
  onChange: (n: number) => void;
  input: { min: number; max: number; step?: number; precision?: number };
}) {
  const { language } = useLanguage();
  const bad = !valid(value);
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      extra={hint}
      validateStatus={bad ? 'error' : undefined}
      help={bad ? errorMessage(code, language) : undefined}
    >
      <InputNumber
        id={id}
        data-testid={id}
        {...input}
        value={Number.isNaN(value) ? null : value}
        onChange={(v) => onChange(v === null ? NaN : v)}
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

/** A list of names chosen from `names`, each shown by its label. */
function NameListSetting({
  id,
  label,
  hint,
  names,
  labelOf,
  value,
  onChange,
  placeholder,
  bad,
}: {
  id: string;
  label: string;
  hint: string;
  names: readonly string[];
  labelOf: (name: string) => string;
  value: string[];
  onChange: (v: string[]) => void;
  placeholder?: string;
  bad?: string;
}) {
  return (
    <Form.Item label={label} htmlFor={id} extra={hint} validateStatus={bad ? 'error' : undefined} help={bad}>
      <Select
        id={id}
        data-testid={id}
        mode="multiple"
        allowClear
        placeholder={placeholder}
        value={value}
        onChange={(v: string[]) => onChange(v)}
        options={names.map((n) => ({ value: n, label: labelOf(n) }))}
        optionFilterProp="label"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

const Group = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Divider titlePlacement="start" plain style={{ marginTop: 8 }}>
      {title}
    </Divider>
    {children}
  </>
);

/**
 * The brand settings the server reads beyond the money (issue 32, decision 064): the terms of drops saved
 * without their own, the shipped orders' auto-complete days, and what the storefront offers (hidden account
 * menu entries and chain-info rows, the area codes of sign-up).
 */
export function DropDefaultsFields({ settings, onChange }: { settings: Settings; onChange: (patch: Partial<Settings>) => void }) {
  const t = useTexts(settingsTexts);
  return (
    <Group title={t('groupDrops')}>
      <NumberSetting
        id="set-hold"
        label={t('holdHours')}
        hint={t('holdHoursHint')}
        value={settings.defaultHoldHours}
        valid={isDefaultHoldHours}
        code={ErrorCode.DEFAULT_HOLD_INVALID}
        onChange={(defaultHoldHours) => onChange({ defaultHoldHours })}
        input={{ min: 0, max: DEFAULT_HOLD_HOURS_MAX, precision: 0 }}
      />
      <NumberSetting
        id="set-limit"
        label={t('perUserLimit')}
        hint={t('perUserLimitHint')}
        value={settings.defaultPerUserLimit}
        valid={isDefaultPerUserLimit}
        code={ErrorCode.DEFAULT_LIMIT_INVALID}
        onChange={(defaultPerUserLimit) => onChange({ defaultPerUserLimit })}
        input={{ min: 1, max: DEFAULT_PER_USER_LIMIT_MAX, precision: 0 }}
      />
      <NumberSetting
        id="set-ceiling"
        label={t('resaleCeiling')}
        hint={t('resaleCeilingHint')}
        value={settings.resaleCeilingMultiple}
        valid={isResaleCeilingMultiple}
        code={ErrorCode.CEILING_MULTIPLE_INVALID}
        onChange={(resaleCeilingMultiple) => onChange({ resaleCeilingMultiple })}
        input={{ min: RESALE_CEILING_MULTIPLE_MIN, max: RESALE_CEILING_MULTIPLE_MAX, step: 0.5, precision: 1 }}
      />
    </Group>
  );
}

export function OrderSettingsFields({
  settings,
  onChange,
}: {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
}) {
  const t = useTexts(settingsTexts);
  return (
    <Group title={t('groupOrders')}>
      <NumberSetting
        id="set-auto-complete"
        label={t('autoCompleteDays')}
        hint={t('autoCompleteDaysHint')}
        value={settings.orderAutoCompleteDays}
        valid={isOrderAutoCompleteDays}
        code={ErrorCode.AUTO_COMPLETE_DAYS_INVALID}
        onChange={(orderAutoCompleteDays) => onChange({ orderAutoCompleteDays })}
        input={{ min: 1, max: ORDER_AUTO_COMPLETE_DAYS_MAX, precision: 0 }}
      />
    </Group>
  );
}

export function StorefrontListsFields({
  settings,
  onChange,
}: {
  settings: Settings;
  onChange: (patch: Partial<Settings>) => void;
}) {
  const t = useTexts(settingsTexts);
  const { language } = useLanguage();
  const areasBad = !isPhoneAreaList(settings.phoneAreas);
  return (
    <Group title={t('groupStorefront')}>
      <NameListSetting
        id="set-hidden-menu"
        label={t('hiddenMenu')}
        hint={t('hiddenMenuHint')}
        names={ACCOUNT_MENU_KEYS}
        labelOf={(n) => t(`menu_${n}` as Parameters<typeof t>[0])}
        value={settings.hiddenAccountMenu}
        onChange={(hiddenAccountMenu) => onChange({ hiddenAccountMenu })}
        placeholder={t('none')}
      />
      <NameListSetting
        id="set-hidden-chain"
        label={t('hiddenChain')}
        hint={t('hiddenChainHint')}
        names={CHAIN_INFO_KEYS}
        labelOf={(n) => t(`chain_${n}` as Parameters<typeof t>[0])}
        value={settings.hiddenChainInfo}
        onChange={(hiddenChainInfo) => onChange({ hiddenChainInfo })}
        placeholder={t('none')}
      />
      <NameListSetting
        id="set-phone-areas"
        label={t('phoneAreas')}
        hint={t('phoneAreasHint')}
        names={PHONE_AREA_CODES}
        labelOf={(n) => t(`area_${n.slice(1)}` as Parameters<typeof t>[0])}
        value={settings.phoneAreas}
        onChange={(phoneAreas) => onChange({ phoneAreas })}
        bad={areasBad ? errorMessage(ErrorCode.PHONE_AREAS_INVALID, language) : undefined}
      />
    </Group>
  );
}
