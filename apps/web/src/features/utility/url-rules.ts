// What the webview and leaving pages accept (decision 048). Pure functions: the pages show a refusal
// page for every `ok: false`.

/** Why an address is refused: none given, not a URL, the wrong scheme, or a host not on the allow-list. */
export type UrlRefusal = 'missing' | 'malformed' | 'scheme' | 'host';

export type UrlCheck = { ok: true; url: string; host: string } | { ok: false; reason: UrlRefusal };

function parse(raw: string | undefined): URL | UrlRefusal {
  const text = raw?.trim() ?? '';
  if (text === '') return 'missing';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'malformed';
  }
  // user:password@host hides the real host from a reader: refused as malformed.
  if (url.username !== '' || url.password !== '') return 'malformed';
  return url;
}

/**
 * The webview's rule: an absolute https address whose host is on the tenant's allow-list, exactly (no
 * sub-domains, no explicit port: the page's frame-src allows `https://<host>` only).
 */
export function checkWebviewUrl(raw: string | undefined, allowedHosts: readonly string[]): UrlCheck {
  const url = parse(raw);
  if (typeof url === 'string') return { ok: false, reason: url };
  if (url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (url.port !== '' || !allowedHosts.includes(url.hostname)) return { ok: false, reason: 'host' };
  return { ok: true, url: url.href, host: url.hostname };
}

/** The leaving page's rule: any absolute http or https address (javascript:, data:, file: ... are refused). */
export function checkExternalUrl(raw: string | undefined): UrlCheck {
  const url = parse(raw);
  if (typeof url === 'string') return { ok: false, reason: url };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (url.hostname === '') return { ok: false, reason: 'malformed' };
  return { ok: true, url: url.href, host: url.host };
}

/** Time left until `expiresAt` as days / hours / minutes (the crypto page's entries), never negative. */
export function timeLeft(expiresAt: number, now: number): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, expiresAt - now);
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
