// The webview allow-list's rules (decision 048), zod-free: the console's brand schema and the storefront's
// webview page share them.

/** A lowercase DNS name with at least two labels (no scheme, port, path, wildcard or IP literal). */
export const WEBVIEW_HOST_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** At most this many hosts per tenant. */
export const WEBVIEW_HOSTS_MAX = 20;

export function isWebviewHost(host: string): boolean {
  return WEBVIEW_HOST_PATTERN.test(host);
}
