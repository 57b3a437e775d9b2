/**
 * Where a call lives and how it is guarded, without any schema: the web app's request client imports
 * only these facts (so zod stays out of its first load); the server and the OpenAPI document get the
 * same facts through `defineCall`. Keys are operationIds; paths are relative to `/api`.
 */
/** The operator console's roles (issue 17, decision 036). */
export const CONSOLE_ROLES = ['platformAdmin', 'owner', 'editor', 'support', 'finance'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  /**
   * 'required': a token is needed (2062001 without one, 2062000 when it is not valid here).
   * 'operator': the operator key in `Authorization: Bearer` (4000010 without it); never a storefront call.
   * 'console': an operator console session (cookie + CSRF header on writes, decision 036); see `roles`,
   * `consoleHost` and `consoleSession`.
   */
  auth: 'none' | 'optional' | 'required' | 'operator' | 'console';
  /** For 'console' calls: exactly the roles that may make it (a platform admin is not implied). */
  roles?: readonly ConsoleRole[];
  /**
   * For 'console' calls: where it answers. 'tenant' (default): on a tenant's host, acting on that tenant
   * only; 'platform': on the platform host only (tenants, operators of any tenant); 'any': both.
   */
  consoleHost?: 'tenant' | 'platform' | 'any';
  /**
   * For 'console' calls: 'full' (default) a signed-in session that passed two-factor; 'partial' also a
   * session that passed only the password (the two-factor steps, me, logout); 'none' no session (login).
   */
  consoleSession?: 'full' | 'partial' | 'none';
  /** Checked against the request signature (spec section 7). */
  signed: boolean;
  /** The token takes part in the signature (the spec omits it for getTenantInfoConfig). */
  tokenInSignature: boolean;
  /** Answers even when the tenant is closed (what the closure page needs). */
  allowWhenClosed: boolean;
}

/** An endpoint as an area writes it: method and path, and whatever differs from the defaults. */
export type EndpointInput = Pick<Endpoint, 'method' | 'path'> & Partial<Omit<Endpoint, 'method' | 'path' | 'operationId'>>;

/** One area's endpoints (`calls/<area>/endpoints.ts`), keyed by operationId. */
export type AreaEndpoints = Record<string, EndpointInput>;

/**
 * The endpoints with their defaults filled in and their operationId: no auth, signed, the token in the
 * signature, refused while the tenant is closed. `calls/endpoints.ts` joins the areas through it.
 */
export function defineEndpoints<const T extends Record<string, EndpointInput>>(
  defs: T,
): { [K in keyof T]: Endpoint & T[K] & { operationId: K } } {
  const out: Record<string, Endpoint> = {};
  for (const [operationId, d] of Object.entries(defs)) {
    out[operationId] = { auth: 'none', signed: true, tokenInSignature: true, allowWhenClosed: false, ...d, operationId };
  }
  return out as { [K in keyof T]: Endpoint & T[K] & { operationId: K } };
}
