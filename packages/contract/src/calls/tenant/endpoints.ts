import type { AreaEndpoints } from '../define-endpoints';

// The tenant's bootstrap: who the tenant is, its theme, menu, switches, languages, phone areas.
export const tenantEndpoints = {
  getTenantInfoConfig: {
    method: 'GET',
    path: '/memberapi/user/getTenantInfoConfig',
    tokenInSignature: false,
    allowWhenClosed: true,
  },
  themeMobile: { method: 'GET', path: '/mallapp/themeMobile', allowWhenClosed: true },
  queryMenuSettingInfo: { method: 'GET', path: '/mallapp/cmenu/queryMenuSettingInfo', allowWhenClosed: true },
  getTenantConfigEnable: { method: 'GET', path: '/memberapi/user/getTenantConfigEnable' },
  getTenantInternationalConfig: { method: 'GET', path: '/memberapi/user/getTenantInternationalConfig', allowWhenClosed: true },
  getTenantPhoneArea: { method: 'GET', path: '/memberapi/user/getTenantPhoneArea' },
} as const satisfies AreaEndpoints;
