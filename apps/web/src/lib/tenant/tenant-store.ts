import { create } from 'zustand';
import { DEFAULT_THEME, type Theme } from '../theme';
import type { ConfigEnable, International, Menu, TenantInfo } from './tenant-calls';

export type TenantStatus = 'loading' | 'open' | 'closed' | 'no-tenant' | 'maintenance' | 'unreachable';

export interface TenantState {
  status: TenantStatus;
  info: TenantInfo | null;
  theme: Theme;
  menu: Menu | null;
  configEnable: ConfigEnable;
  international: International | null;
  set(patch: Partial<Omit<TenantState, 'set'>>): void;
}

export const useTenant = create<TenantState>()((set) => ({
  status: 'loading',
  info: null,
  theme: DEFAULT_THEME,
  menu: null,
  configEnable: [],
  international: null,
  set: (patch) => set(patch),
}));

/** Items the tenant switched off for a classification (1 chain-info display, 2 account menu). */
export function disabledItems(configEnable: ConfigEnable, classification: number): string[] {
  return configEnable.find((c) => c.classification === classification)?.disableContent ?? [];
}

/** Spec: "a menu entry of link type 2 marks the market page and its index". */
export function marketTab(menu: Menu | null): { index: number; link: string } | null {
  const index = menu?.menuSettingInfoList.findIndex((m) => m.linkType === 2) ?? -1;
  const entry = index >= 0 ? menu?.menuSettingInfoList[index] : undefined;
  return entry ? { index, link: entry.link } : null;
}
