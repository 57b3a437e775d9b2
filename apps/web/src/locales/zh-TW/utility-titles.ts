import type en from '../en/utility-titles';

export default {
  presentation: '平台介紹',
  crypto: '裝置診斷',
  webview: '網頁',
  extsview: '外部網站',
} as const satisfies Record<keyof typeof en, string>;
