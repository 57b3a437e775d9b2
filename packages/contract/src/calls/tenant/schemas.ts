import { z } from 'zod';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

export * from './webview-hosts';

const tags = ['tenant'] as const;
const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

export const TenantInfoConfig = z.object({
  tenantId: z.number().int(),
  appId: z.string(),
  componentAppId: z.string(),
  platformName: z.string(),
  /** Logo / icon URL. */
  imgUrl: z.string(),
  /** 1 = open; anything else = closed (the storefront shows the closure page). */
  enable: z.number().int(),
  /** Hosts whose https pages /pages/webview/* may frame (decision 048, the brand's settings). */
  webviewHosts: z.array(z.string()),
});

export const getTenantInfoConfig = defineCall(endpoints.getTenantInfoConfig, {
  summary: "The tenant of the request's host: name, logo, open or closed",
  tags,
  data: TenantInfoConfig,
});

export const ThemeMobile = z.object({
  themeColor: color,
  globalBackgroundColor: color,
  globalTextColor: color,
  globalTextSubColor: color,
  globalCardBackgroundColor: color,
  globalMinorBackgroundColor: color,
  globalDividingLineColor: color,
  /** The whole app is shown in gray (days of mourning). */
  grayMode: z.boolean(),
});

export const themeMobile = defineCall(endpoints.themeMobile, {
  summary: "The tenant's theme (server theme fields of spec section 3)",
  tags,
  data: ThemeMobile,
});

export const MenuSettingInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  selectedIcon: z.string(),
  /** A route of the storefront (linkType 1, 2) or an external address (linkType 3). */
  link: z.string(),
  /** 1 page, 2 the market page, 3 external link. */
  linkType: z.number().int(),
  sort: z.number().int(),
});

export const queryMenuSettingInfo = defineCall(endpoints.queryMenuSettingInfo, {
  summary: 'The tab bar menu and its colours',
  tags,
  data: z.object({
    menuSettingInfoList: z.array(MenuSettingInfo),
    menuColorVO: z.object({ selectTextColor: color, textColor: color }),
  }),
});

export const reportMissingMenuLink = defineCall(endpoints.reportMissingMenuLink, {
  summary:
    "A tab of the menu led to no page of this storefront: the operator sees it counted on the console's tab bar page. Only a link of the tenant's menu is counted (recorded: false for any other); visitors too.",
  tags,
  body: z.object({ link: z.string().min(1).max(500) }),
  data: z.object({ recorded: z.boolean() }),
});

export const ConfigEnable = z.object({
  /** 1 chain-info display, 2 account menu enable. */
  classification: z.number().int(),
  /** Items switched off for this tenant. */
  disableContent: z.array(z.string()),
});

export const getTenantConfigEnable = defineCall(endpoints.getTenantConfigEnable, {
  summary: 'Per-tenant lists of disabled chain-info fields and account menu items',
  tags,
  data: z.array(ConfigEnable),
});

export const getTenantInternationalConfig = defineCall(endpoints.getTenantInternationalConfig, {
  summary: "The tenant's default language and the languages users may choose",
  tags,
  data: z.object({ language: z.string(), languages: z.array(z.string()) }),
});

export const PhoneArea = z.object({
  areaCode: z.string(),
  name: z.string(),
  /** Number of digits of a phone number in this area. */
  phoneLength: z.number().int(),
});

export const getTenantPhoneArea = defineCall(endpoints.getTenantPhoneArea, {
  summary: 'Phone area codes users may register with',
  tags,
  data: z.array(PhoneArea),
});
