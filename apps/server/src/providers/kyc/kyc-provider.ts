/** A real-name check: the person's name and ID number, and the phone they registered with. */
export interface KycRequest {
  name: string;
  idCard: string;
  areaCode: string;
  phone: string;
}

/**
 * - verified: the name, ID and phone belong together;
 * - mismatch: the name and the ID number (or the ID and the phone) belong to different people (spec §8 text);
 * - rejected: the provider refused the person ("authentication failed"), e.g. no such ID on record;
 * - invalid: not a valid ID number;
 * - minor: under 18 by the ID's birth date.
 */
export type KycResult = 'verified' | 'mismatch' | 'rejected' | 'invalid' | 'minor';

/**
 * Real-name verification (KYC) behind an interface (PRODUCT.md §1). Must give up when `signal` aborts.
 * Throws (any error) when the provider could not answer: the attempt fails with 7020075.
 * Real adapters send the ID number to the provider only, and never log it.
 */
export interface KycProvider {
  verify(request: KycRequest, signal: AbortSignal): Promise<KycResult>;
  /** A cheap signed call that proves the credentials work (the console's health check); throws when not. */
  health?(): Promise<void>;
}
