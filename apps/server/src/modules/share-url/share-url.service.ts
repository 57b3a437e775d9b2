import { createHash, randomInt } from 'node:crypto';
import { ErrorCode } from '@curio/contract';
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

  /** `url` as stored: a path (`/#/pages/...`) or an absolute URL on one of `hosts`. */
  normalize(url: string, hosts: string[]): string {
    const trimmed = url.trim();
    if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { issues: [{ path: 'url', message: 'not a URL' }] });
    }
    if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !hosts.includes(parsed.hostname.toLowerCase())) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { issues: [{ path: 'url', message: 'not a page of this platform' }] });
    }
    return parsed.toString();
  }

  async shorten(tenant: TenantContext, url: string, origin: string) {
    const target = this.normalize(url, await this.hostsOf(tenant));
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

  async resolve(tenant: TenantContext, code: string): Promise<string | null> {
    const row = await this.repo.findByCode(tenant.id, code);
    if (!row) return null;
    await this.repo.countVisit(tenant.id, row.id);
    return row.url;
  }
}
