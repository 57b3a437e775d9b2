import type en from '../en/utility-titles';

export default {
  presentation: '平台介绍',
  crypto: '设备诊断',
  webview: '网页',
  extsview: '外部网站',
} as const satisfies Record<keyof typeof en, string>;
