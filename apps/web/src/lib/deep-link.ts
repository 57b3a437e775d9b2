export interface DeepLinkResult {
  /** The token the partner app sent, when the link is a DID deep link. */
  token: string | null;
  /** Where to go: the hash route with the remaining query, or null when nothing changes. */
  replaceWith: string | null;
}

function strip(params: URLSearchParams): { token: string | null; rest: string } {
  const token = params.get('token');
  params.delete('token');
  params.delete('from');
  const rest = params.toString();
  return { token, rest: rest ? `?${rest}` : '' };
}

/**
 * Spec section 2: "if the URL has a token and from=did, the product stores the token, sets the
 * cooperation channel to xiwu, loads the user, removes token and from, and navigates to the hash route
 * with the remaining query". The parameters may sit before the hash (`/?token=..&from=did#/pages/x`)
 * or in the hash route's query (`/#/pages/x?token=..&from=did`).
 */
export function parseDeepLink(href: string): DeepLinkResult {
  const url = new URL(href);
  const [hashPath = '/', hashQuery = ''] = url.hash.replace(/^#/, '').split('?', 2);
  const outer = new URLSearchParams(url.search);
  const inner = new URLSearchParams(hashQuery);
  const outerDid = outer.get('from') === 'did' && outer.has('token');
  const innerDid = inner.get('from') === 'did' && inner.has('token');
  if (!outerDid && !innerDid) return { token: null, replaceWith: null };

  const a = outerDid ? strip(outer) : { token: null, rest: outer.toString() ? `?${outer.toString()}` : '' };
  const b = innerDid ? strip(inner) : { token: null, rest: hashQuery ? `?${hashQuery}` : '' };
  // Whatever query remains travels with the hash route, so the page receives it as its parameters.
  const merged = new URLSearchParams([...new URLSearchParams(a.rest), ...new URLSearchParams(b.rest)]);
  const query = merged.toString();
  const route = `${hashPath || '/'}${query ? `?${query}` : ''}`;
  return { token: b.token ?? a.token, replaceWith: `${url.origin}${url.pathname}#${route}` };
}
