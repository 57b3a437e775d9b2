import { createHash, randomInt } from 'node:crypto';
import { ErrorCode, hasForbiddenCharacters } from '@curio/contract';
import { AppError } from '../../errors';
import type { TenantContext } from '../../http/request-context';
import type { ShareUrlRepository } from './share-url.repository';

const CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 7;

function newCode(): string {
  let s = '';
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** The origin a path is resolved against to see whether it stays a path of the same origin. */
const PATH_BASE = new URL('http://short-link.invalid');

const refused = (why: string) => new AppError(ErrorCode.VALIDATION_FAILED, {}, { issues: [{ path: 'url', message: why }] });

/**
 * A short link's target as it is stored and sent (decision 022): a path of the storefront, or an
 * absolute http(s) URL on one of the tenant's `hosts`, in the form the WHATWG URL parser gives it, so
 * that what is checked is exactly what the browser will follow. Throws VALIDATION_FAILED for anything
 * that could become another origin:
 * - control characters anywhere (`/\t/evil.example/`: browsers drop tab, CR and LF inside a URL, and
 *   that one becomes `//evil.example/`), and backslashes (`/\host`, `\\host`: browsers read them as `/`);
 * - a protocol-relative `//host`, any scheme but http and https (`javascript:`, `data:`), a URL with
 *   user name or password, a host that is not the tenant's.
 * A path keeps only its path, query and fragment (`/a/../b#x` → `/b#x`) and must still be one after
 * normalising (`/.//host` becomes `//host`: refused); an absolute URL is its `href`.
 */
export function shareTarget(url: string, hosts: readonly string[]): string {
  const input = url.trim();
  if (input === '') throw refused('empty');
  if (hasForbiddenCharacters(input) || input.includes('\\')) throw refused('control character or backslash');
  if (input.startsWith('/')) {
    if (input.startsWith('//')) throw refused('another origin');
    let parsed: URL;
    try {
      parsed = new URL(input, PATH_BASE);
    } catch {
      throw refused('not a path');
    }
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    // `/.//host` normalises to `//host`: what is sent must itself be a path of the same origin.
    if (parsed.origin !== PATH_BASE.origin || path.startsWith('//') || new URL(path, PATH_BASE).origin !== PATH_BASE.origin) {
      throw refused('another origin');
    }
    return path;
  }
  if (!/^https?:\/\//i.test(input)) throw refused('not a path or an http(s) URL');
  let parsed: URL;
  try {
    parsed = new URL(input);
  } catch {
    throw refused('not a URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw refused('not an http(s) URL');
  if (parsed.username !== '' || parsed.password !== '') throw refused('credentials in the URL');
  const own = new Set(hosts.map((h) => h.toLowerCase()));
  if (!own.has(parsed.hostname.toLowerCase())) throw refused('not a page of this platform');
  return parsed.href;
}

/**
 * Short links for sharing (posters, invites). Only links into the tenant's own storefront are
 * accepted, so a short link can never be used to send someone elsewhere.
 */
export class ShareUrlService {
  constructor(
    private readonly repo: ShareUrlRepository,
    /** The tenant's host names (the tenant module answers). */
    private readonly hostsOf: (tenant: TenantContext) => Promise<string[]>,
  ) {}

  async shorten(tenant: TenantContext, url: string, origin: string) {
    const target = shareTarget(url, await this.hostsOf(tenant));
    const urlHash = createHash('sha256').update(target).digest('hex');
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.repo.findByUrlHash(tenant.id, urlHash);
      if (existing) return { code: existing.code, url: existing.url, shortUrl: `${origin}/s/${existing.code}` };
      const code = newCode();
      await this.repo.insert({ tenant_id: tenant.id, code, url: target, url_hash: urlHash, created_at: Date.now() });
      // Either ours was written, or someone else shortened the same URL at the same moment, or the
      // code collided: the next loop reads whichever row now exists, or tries a new code.
    }
    throw new AppError(ErrorCode.INTERNAL_ERROR);
  }

  /**
   * Where a short link sends the browser: its stored target checked and normalised again against the
   * tenant's hosts today (a link stored before these rules, or to a host the tenant has since dropped,
   * sends no one anywhere: null, like an unknown code).
   */
  async resolve(tenant: TenantContext, code: string): Promise<string | null> {
    const row = await this.repo.findByCode(tenant.id, code);
    if (!row) return null;
    let target: string;
    try {
      target = shareTarget(row.url, await this.hostsOf(tenant));
    } catch {
      return null;
    }
    await this.repo.countVisit(tenant.id, row.id);
    return target;
  }
}
