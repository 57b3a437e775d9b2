import type { Language } from '@curio/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { RequestError } from '../../lib/request/index';
import { CLIENT_CODES } from '../../lib/request/codes';
import { setupI18n } from '../../lib/i18n';
import { applyTheme, toTheme } from '../../lib/theme';
import {
  configEnableQueryOptions,
  internationalQueryOptions,
  menuQueryOptions,
  tenantInfoQueryOptions,
  themeQueryOptions,
} from '../../lib/tenant/tenant-calls';
import { syncServerTime } from './server-time';
import { useTenant, type TenantStatus } from '../../lib/tenant/tenant-store';
import { setServerTime } from '../../lib/server-clock';
import { pageRoundTrip, type BootData } from './boot-data';

function statusOf(err: unknown): TenantStatus {
  if (err instanceof RequestError && err.kind === 'business') {
    if (err.code === CLIENT_CODES.NO_TENANT) return 'no-tenant';
    if (err.code === CLIENT_CODES.MAINTENANCE) return 'maintenance';
    if (err.code === CLIENT_CODES.PLATFORM_CLOSED) return 'closed';
  }
  return 'unreachable';
}

/**
 * Spec section 2/7 bootstrap: the server's clock, then the tenant (`getTenantInfoConfig`: closed when
 * enable ≠ 1, missing on 2060025), then theme, menu, config-enable lists and international config,
 * loaded once and cached. Sets the language (so the menu comes in it) and applies the theme before
 * anything is rendered. Returns the language in use.
 */
export async function bootstrapTenant(
  queryClient: QueryClient,
  preferredLanguage: string | null,
  boot: BootData | null = null,
): Promise<Language> {
  if (boot) return bootFromPage(queryClient, preferredLanguage, boot);
  const store = useTenant.getState();
  store.set({ status: 'loading' });
  await syncServerTime().catch(() => undefined);
  try {
    const info = await queryClient.fetchQuery(tenantInfoQueryOptions());
    const open = info.enable === 1;
    const [theme, international] = await Promise.all([
      queryClient.fetchQuery(themeQueryOptions()),
      queryClient.fetchQuery(internationalQueryOptions()),
    ]);
    const language = await setupI18n(preferredLanguage ?? international.language);
    const [menu, configEnable] = await Promise.all([
      queryClient.fetchQuery(menuQueryOptions(language)),
      open ? queryClient.fetchQuery(configEnableQueryOptions()) : Promise.resolve([]),
    ]);
    const clientTheme = toTheme(theme, menu.menuColorVO);
    applyTheme(clientTheme);
    if (info.imgUrl) showTenantIcon(info.imgUrl);
    useTenant.getState().set({ status: open ? 'open' : 'closed', info, theme: clientTheme, menu, configEnable, international });
    return language;
  } catch (err) {
    applyTheme(toTheme(undefined));
    useTenant.getState().set({ status: statusOf(err) });
    return setupI18n(preferredLanguage ?? navigator.language);
  }
}

/**
 * The same bootstrap from the boot data the server wrote into the page (decision 024): the clock, the
 * tenant's answers and (in the boot language) the menu go into the query cache as if the calls had just
 * answered, so the first render needs no round trip; only the language's texts load. A stored language
 * other than the boot language asks for the menu in it, as before.
 */
async function bootFromPage(queryClient: QueryClient, preferredLanguage: string | null, boot: BootData): Promise<Language> {
  const { sentAt, receivedAt } = pageRoundTrip();
  setServerTime(boot.time.timestamp, sentAt, receivedAt);
  const { info, theme, international } = boot;
  const open = info.enable === 1;
  queryClient.setQueryData(tenantInfoQueryOptions().queryKey, info);
  queryClient.setQueryData(themeQueryOptions().queryKey, theme);
  queryClient.setQueryData(internationalQueryOptions().queryKey, international);
  queryClient.setQueryData(menuQueryOptions(boot.language).queryKey, boot.menu);
  if (open) queryClient.setQueryData(configEnableQueryOptions().queryKey, boot.configEnable);
  const language = await setupI18n(preferredLanguage ?? international.language);
  try {
    const menu = await queryClient.fetchQuery(menuQueryOptions(language));
    const configEnable = open ? boot.configEnable : [];
    const clientTheme = toTheme(theme, menu.menuColorVO);
    applyTheme(clientTheme);
    if (info.imgUrl) showTenantIcon(info.imgUrl);
    useTenant.getState().set({ status: open ? 'open' : 'closed', info, theme: clientTheme, menu, configEnable, international });
  } catch (err) {
    applyTheme(toTheme(undefined));
    useTenant.getState().set({ status: statusOf(err) });
  }
  return language;
}

/**
 * The tenant's icon on the tab, once the page has loaded: it is no part of the first screen, and fetched
 * earlier it takes one of the six connections the page's scripts need (decision 029).
 */
export function showTenantIcon(url: string, doc: Document = document): void {
  const link = doc.querySelector('link[rel="icon"]');
  // The server writes it into the page (decision 029): then there is nothing to do.
  if (!link || link.getAttribute('href') === url) return;
  const apply = () => link.setAttribute('href', url);
  if (doc.readyState === 'complete') apply();
  else doc.defaultView?.addEventListener('load', apply, { once: true });
}

/** Leaving the closure or maintenance page reloads the tenant info. */
export async function reloadTenant(queryClient: QueryClient, preferredLanguage: string | null): Promise<TenantStatus> {
  queryClient.removeQueries({ queryKey: ['tenant'] });
  await bootstrapTenant(queryClient, preferredLanguage);
  return useTenant.getState().status;
}
