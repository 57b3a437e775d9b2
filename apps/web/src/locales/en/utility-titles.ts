// Titles of the utility pages (route table `title` keys, under `nav`) and the wide-screen offer, loaded with the boot.
export default {
  presentation: 'Presentation',
  crypto: 'Device diagnostics',
  webview: 'Web page',
  extsview: 'External site',
  presentationOffer: 'On a computer? See the presentation',
} as const;
