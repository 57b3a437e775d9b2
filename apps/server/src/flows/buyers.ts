import type { TenantContext } from '../http/request-context';

/** What the flows ask of the identity module about a buyer (its chain accounts). */
export interface Buyers {
  /** Real-name verified with every chain account of the tenant, or the refusal that says what is missing. */
  requireOpened(tenant: TenantContext, userId: number): Promise<void>;
  /** The user's custodial address on a chain channel, or null when that account is not opened. */
  addressOn(tenantId: number, userId: number, channel: string): Promise<string | null>;
}
