import type { LocalizedText } from '@curio/contract';

/** What a DID partner token says: who the person is at the partner, and their phone. */
export interface DidTokenClaims {
  /** The tenant the token was issued for; a token works on that tenant only. */
  tenantId: number;
  channel: string;
  /** The person's identifier at the partner. */
  subject: string;
  areaCode: string;
  phone: string;
  issuedAt: number;
  expiresAt: number;
  /** Unique per token: a token is accepted once. */
  tokenId: string;
}

/** The real name and ID number the partner verified for a subject. */
export interface DidVerifiedIdentity {
  name: string;
  idCard: string;
}

/** A DID identity partner (PRODUCT.md §4 "DID"): sends users in with a token, vouches for real names. */
export interface DidProvider {
  /** Cooperation channel (spec §2: a DID deep link sets it to 'xiwu'). */
  readonly channel: string;
  readonly name: LocalizedText;
  /** The partner's authorization page; the storefront adds `?redirect=<where to come back>`. */
  readonly authUrl: string;
  /** Checks a token's signature and lifetime; null when it is not a valid token of this partner. */
  verifyToken(token: string, now: number): DidTokenClaims | null;
  /** The identity the partner verified for a subject (asked server to server), or null. */
  verifiedIdentity(subject: string): Promise<DidVerifiedIdentity | null>;
}
