import type { z } from 'zod';

/**
 * One call of the API, described once and used by both sides: the server registers a route from
 * it (validation, OpenAPI, auth and signature rules), the web app types its fetcher with it.
 * Paths are relative to `/api`.
 */
export interface CallDefinition<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  tags: readonly string[];
  query?: Q;
  body?: B;
  params?: P;
  /** The `data` of a successful envelope. */
  data: D;
  /** 'required': token needed (else 2062001); 'optional': user attached when a valid token is sent. */
  auth: 'none' | 'optional' | 'required';
  /** Checked against the request signature (spec section 7). Unsigned calls are few and listed. */
  signed: boolean;
  /** The token takes part in the signature (spec: omitted for getTenantInfoConfig). */
  tokenInSignature: boolean;
  /** Answers even when the tenant is closed (the closure page needs tenant info and theme). */
  allowWhenClosed: boolean;
}

type Options<Q, B, P, D> = {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  tags: readonly string[];
  query?: Q;
  body?: B;
  params?: P;
  data: D;
  auth?: 'none' | 'optional' | 'required';
  signed?: boolean;
  tokenInSignature?: boolean;
  allowWhenClosed?: boolean;
};

export function defineCall<
  D extends z.ZodType,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
>(
  o: Options<Q, B, P, D>,
): CallDefinition<Q, B, P, D> & Required<Pick<CallDefinition, 'auth' | 'signed' | 'tokenInSignature' | 'allowWhenClosed'>> {
  return {
    ...o,
    auth: o.auth ?? 'none',
    signed: o.signed ?? true,
    tokenInSignature: o.tokenInSignature ?? true,
    allowWhenClosed: o.allowWhenClosed ?? false,
  };
}

export type CallData<C extends CallDefinition> = z.infer<C['data']>;
export type CallQuery<C extends CallDefinition> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
export type CallBody<C extends CallDefinition> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
