import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
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

const store = createStore<TenantState>()((set) => ({
  status: 'loading',
  info: null,
  theme: DEFAULT_THEME,
  menu: null,
  configEnable: [],
  international: null,
  set: (patch) => set(patch),
}));

// The server's render of the home and the app's hydration of it (decision 024) both read the tenant
// as it is now, set from the page's boot data before either renders: zustand's own hook would read
// the store's initial (empty) state there, and the header, the logo and the tab bar would be missing.
const current: StoreApi<TenantState> = { ...store, getInitialState: store.getState };

/** The tenant as the bootstrap set it: a hook with a selector, and the store's functions (getState ...). */
export const useTenant = Object.assign(<T>(selector: (s: TenantState) => T): T => useStore(current, selector), store);

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
