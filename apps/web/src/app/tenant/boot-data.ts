import { normalizeLanguage, type CallData, type Calls, type Language } from '@curio/contract/client';

/** The home page's first screen, as the server read it (decision 024). */
export interface BootHome {
  decoration: CallData<Calls['getHomeDecoration']>;
  categoryTree: CallData<Calls['categoryTree']>;
  collections: CallData<Calls['listCollections']>;
}

/**
 * What the server writes into the page (`<script id="curio-boot" type="application/json">`, decision
 * 024): the answers of the boot calls, each in its call's response shape, for the page's tenant, in
 * `language` (the tenant's default).
 */
export interface BootData {
  language: Language;
  time: CallData<Calls['get']>;
  info: CallData<Calls['getTenantInfoConfig']>;
  theme: CallData<Calls['themeMobile']>;
  international: CallData<Calls['getTenantInternationalConfig']>;
  menu: CallData<Calls['queryMenuSettingInfo']>;
  configEnable: CallData<Calls['getTenantConfigEnable']>;
  home: BootHome | null;
}

const BOOT_ELEMENT_ID = 'curio-boot';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Enough of the shape to trust the rest: the server wrote it from the contract's schemas. */
function looksLikeBootData(v: unknown): v is BootData {
  if (!isObject(v)) return false;
  const { time, info, theme, international, menu, configEnable, home } = v;
  return (
    normalizeLanguage(typeof v.language === 'string' ? v.language : undefined) === v.language &&
    isObject(time) &&
    typeof time.timestamp === 'number' &&
    isObject(info) &&
    typeof info.enable === 'number' &&
    isObject(theme) &&
    isObject(international) &&
    typeof international.language === 'string' &&
    isObject(menu) &&
    Array.isArray(menu.menuSettingInfoList) &&
    Array.isArray(configEnable) &&
    (home === null ||
      (isObject(home) && isObject(home.decoration) && Array.isArray(home.categoryTree) && isObject(home.collections)))
  );
}

/**
 * The boot data of this page, read once and taken out of the document. Missing, malformed or of another
 * shape: null, and the app boots by asking the server as it always did.
 */
export function readBootData(doc: Document = document): BootData | null {
  const el = doc.getElementById(BOOT_ELEMENT_ID);
  if (!el) return null;
  const text = el.textContent ?? '';
  el.remove();
  try {
    const parsed: unknown = JSON.parse(text);
    return looksLikeBootData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The device's time at which the server's clock in the page was read: the middle of the page's own
 * request (navigation timing), or now when the browser does not tell.
 */
export function pageRoundTrip(): { sentAt?: number; receivedAt?: number } {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav && nav.requestStart > 0 && nav.responseStart >= nav.requestStart) {
      return { sentAt: performance.timeOrigin + nav.requestStart, receivedAt: performance.timeOrigin + nav.responseStart };
    }
  } catch {
    // Navigation timing is optional.
  }
  return {};
}
