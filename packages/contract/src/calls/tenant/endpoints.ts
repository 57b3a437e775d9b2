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
  // A tab of the menu led to no page of the storefront: counted for the operator (the brand's tab bar page).
  reportMissingMenuLink: { method: 'POST', path: '/mallapp/cmenu/missing' },
  getTenantConfigEnable: { method: 'GET', path: '/memberapi/user/getTenantConfigEnable' },
  getTenantInternationalConfig: { method: 'GET', path: '/memberapi/user/getTenantInternationalConfig', allowWhenClosed: true },
  getTenantPhoneArea: { method: 'GET', path: '/memberapi/user/getTenantPhoneArea' },
} as const satisfies AreaEndpoints;
