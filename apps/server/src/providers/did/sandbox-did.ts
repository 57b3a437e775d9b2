import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOPERATION_CHANNEL_DID, type LocalizedText } from '@curio/contract';
import type { DidProvider, DidTokenClaims, DidVerifiedIdentity } from './did-provider';

export interface DidSandboxIdentity {
  subject: string;
  label: LocalizedText;
  areaCode: string;
  phone: string;
  /** What the partner vouches for (approveAuth); null: the partner has no verified identity. */
  verified: DidVerifiedIdentity | null;
}

/** The sandbox partner's test people (README "Testing identity"). */
export const DID_SANDBOX_IDENTITIES: readonly DidSandboxIdentity[] = [
  {
    subject: 'xiwu-alice',
    label: { 'zh-CN': '张晓明（已实名）', 'zh-TW': '張曉明（已實名）', en: 'Zhang Xiaoming (verified)' },
    areaCode: '+86',
    phone: '13900000001',
    verified: { name: '张晓明', idCard: '110101194910010036' },
  },
  {
    subject: 'xiwu-bob',
    label: { 'zh-CN': '李文博（已实名）', 'zh-TW': '李文博（已實名）', en: 'Li Wenbo (verified)' },
    areaCode: '+86',
    phone: '13900000002',
    verified: { name: '李文博', idCard: '440106199001013337' },
  },
  {
    subject: 'xiwu-hk',
    label: {
      'zh-CN': '陈嘉欣（香港号码，已实名）',
      'zh-TW': '陳嘉欣（香港號碼，已實名）',
      en: 'Chan Ka Yan (Hong Kong number, verified)',
    },
    areaCode: '+852',
    phone: '91234567',
    verified: { name: '陈嘉欣', idCard: '330106199508085676' },
  },
  {
    subject: 'xiwu-minor',
    label: { 'zh-CN': '王小宇（未成年）', 'zh-TW': '王小宇（未成年）', en: 'Wang Xiaoyu (a minor)' },
    areaCode: '+86',
    phone: '13900000004',
    verified: { name: '王小宇', idCard: '11010520160301123X' },
  },
  {
    subject: 'xiwu-unverified',
    label: { 'zh-CN': '赵敏（未实名）', 'zh-TW': '趙敏（未實名）', en: 'Zhao Min (not verified)' },
    areaCode: '+86',
    phone: '13900000005',
    verified: null,
  },
];

/** A sandbox token lives 10 minutes. */
export const DID_TOKEN_TTL_MS = 10 * 60 * 1000;

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

/**
 * The DID sandbox partner ('xiwu'): tokens are `base64url(claims).base64url(HMAC-SHA256)` under a key
 * derived from MASTER_KEY; its authorization page is `GET /api/dev/did-sandbox` (outside production).
 */
export class SandboxDid implements DidProvider {
  readonly channel = COOPERATION_CHANNEL_DID;
  readonly name: LocalizedText = {
    'zh-CN': '希物数字身份（沙箱）',
    'zh-TW': '希物數位身分（沙箱）',
    en: 'Xiwu digital identity (sandbox)',
  };
  readonly authUrl = '/api/dev/did-sandbox';

  constructor(
    private readonly key: Buffer,
    readonly identities: readonly DidSandboxIdentity[] = DID_SANDBOX_IDENTITIES,
  ) {}

  identity(subject: string): DidSandboxIdentity | undefined {
    return this.identities.find((i) => i.subject === subject);
  }

  /** What the partner app hands the storefront after the person signed in there. */
  issueToken(tenantId: number, subject: string, now: number): string {
    const who = this.identity(subject);
    if (!who) throw new Error(`unknown sandbox identity ${subject}`);
    const claims: DidTokenClaims = {
      tenantId,
      channel: this.channel,
      subject,
      areaCode: who.areaCode,
      phone: who.phone,
      issuedAt: now,
      expiresAt: now + DID_TOKEN_TTL_MS,
      tokenId: randomBytes(12).toString('base64url'),
    };
    const payload = b64(JSON.stringify(claims));
    return `${payload}.${this.sign(payload)}`;
  }

  verifyToken(token: string, now: number): DidTokenClaims | null {
    const [payload, sig, extra] = token.split('.');
    if (!payload || !sig || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: DidTokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DidTokenClaims;
    } catch {
      return null;
    }
    if (claims.channel !== this.channel || typeof claims.subject !== 'string' || typeof claims.tokenId !== 'string') return null;
    if (!(claims.expiresAt > now) || claims.issuedAt > now + 60_000) return null;
    return claims;
  }

  verifiedIdentity(subject: string): Promise<DidVerifiedIdentity | null> {
    return Promise.resolve(this.identity(subject)?.verified ?? null);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload, 'utf8').digest('base64url');
  }
}
