/**
 * The DID partner's authorization address with `redirect=` this storefront's own URL at `route`, so
 * the partner sends the browser back here (with `?token=...&from=did`, handled at boot). Only http(s)
 * addresses are followed; anything else gives null.
 */
export function didAuthorizeUrl(authUrl: string, route: string, here: Location | URL = window.location): string | null {
  let url: URL;
  try {
    url = new URL(authUrl, here.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const back = `${here.origin}${here.pathname}#${route}`;
  url.searchParams.set('redirect', back);
  return url.toString();
}
