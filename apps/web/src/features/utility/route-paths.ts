// The utility area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/utility.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const UTILITY_PATHS = {
  /** The tenant presented to a visitor on a wide screen: brand, offer, a QR code to open it on a phone. */
  presentation: '/pages/presentation/index',
  /** The device's diagnostics for support: version, device id, tenant, encrypted entries, encrypt/decrypt. */
  crypto: '/pages/crypto/index',
  /** An https page of the tenant's allow-list in a frame, without the navigation bar (`?url=`). */
  webview: '/pages/webview/index',
  /** The same with the navigation bar (`?url=`). */
  webviewWithHeader: '/pages/webview/withheader',
  /** Leaving the app for an external http(s) address after a confirmation (`?url=`). */
  extsview: '/pages/extsview/index',
} as const;
