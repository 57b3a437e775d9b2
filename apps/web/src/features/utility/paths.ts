import { UTILITY_PATHS } from './route-paths';

// The system and utility pages of issue 20 (spec section 2: System and Utility; decision 048). The route
// table (app/routes/utility.routes.ts) takes its paths from ./route-paths.

export { UTILITY_PATHS };

/** The webview page for an address (the path of the variant, the address encoded). */
export function webviewUrl(url: string, withHeader = false): string {
  return `${withHeader ? UTILITY_PATHS.webviewWithHeader : UTILITY_PATHS.webview}?url=${encodeURIComponent(url)}`;
}

/** The leaving page for an address. */
export function extsviewUrl(url: string): string {
  return `${UTILITY_PATHS.extsview}?url=${encodeURIComponent(url)}`;
}
