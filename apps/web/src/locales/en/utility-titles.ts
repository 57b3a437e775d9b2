// Titles of the utility pages (route table `title` keys, under `nav`), loaded with the boot.
export default {
  presentation: 'Presentation',
  crypto: 'Device diagnostics',
  webview: 'Web page',
  extsview: 'External site',
} as const;
