// The system and utility pages of issue 20 (spec section 2: System and Utility; decision 048). The route
// table (app/routes/utility.routes.ts) takes its paths from here.

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

/** The webview page for an address (the path of the variant, the address encoded). */
export function webviewUrl(url: string, withHeader = false): string {
  return `${withHeader ? UTILITY_PATHS.webviewWithHeader : UTILITY_PATHS.webview}?url=${encodeURIComponent(url)}`;
}

/** The leaving page for an address. */
export function extsviewUrl(url: string): string {
  return `${UTILITY_PATHS.extsview}?url=${encodeURIComponent(url)}`;
}
