import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../request/index';

// The tenant bootstrap calls, loaded once per page load and cached (staleTime Infinity).
// Boot failures are handled by the bootstrap itself, so these never toast.
const quiet = { showErrorMessage: false } as const;

export type TenantInfo = CallData<Calls['getTenantInfoConfig']>;
export const tenantInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['tenant', 'info'],
    queryFn: () => request('getTenantInfoConfig', quiet),
    staleTime: Infinity,
  });

export type ServerTheme = CallData<Calls['themeMobile']>;
export const themeQueryOptions = () =>
  queryOptions({ queryKey: ['tenant', 'theme'], queryFn: () => request('themeMobile', quiet), staleTime: Infinity });

export type Menu = CallData<Calls['queryMenuSettingInfo']>;
export const menuQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['tenant', 'menu', lang],
    queryFn: () => request('queryMenuSettingInfo', quiet),
    staleTime: Infinity,
  });

/**
 * A tab of the menu led to no page (its link is no route of this storefront): the server counts it for the
 * operator's tab bar page. Quiet, and never in the visitor's way: a failed report is dropped.
 */
export function reportMissingMenuLink(link: string): Promise<void> {
  return request('reportMissingMenuLink', { body: { link }, ...quiet }).then(
    () => undefined,
    () => undefined,
  );
}

export type ConfigEnable = CallData<Calls['getTenantConfigEnable']>;
export const configEnableQueryOptions = () =>
  queryOptions({
    queryKey: ['tenant', 'config-enable'],
    queryFn: () => request('getTenantConfigEnable', quiet),
    staleTime: Infinity,
  });

export type International = CallData<Calls['getTenantInternationalConfig']>;
export const internationalQueryOptions = () =>
  queryOptions({
    queryKey: ['tenant', 'international'],
    queryFn: () => request('getTenantInternationalConfig', quiet),
    staleTime: Infinity,
  });
