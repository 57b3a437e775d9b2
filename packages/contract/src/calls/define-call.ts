import type { z } from 'zod';
import type { Endpoint } from './define-endpoints';

/**
 * One call of the API, described once and used by both sides: its endpoint (where it lives and how it
 * is guarded, from `endpoints.ts`) plus its schemas. The server registers a route from it (validation,
 * OpenAPI, auth and signature rules); the web app types its fetchers with it.
 */
export interface CallDefinition<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> extends Endpoint {
  summary: string;
  tags: readonly string[];
  query?: Q;
  body?: B;
  params?: P;
  /** The `data` of a successful envelope. */
  data: D;
}

export function defineCall<
  const E extends Endpoint,
  D extends z.ZodType,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
>(
  endpoint: E,
  o: { summary: string; tags: readonly string[]; query?: Q; body?: B; params?: P; data: D },
): E & CallDefinition<Q, B, P, D> {
  return { ...endpoint, ...o };
}

export type CallData<C extends Pick<CallDefinition, 'data'>> = z.infer<C['data']>;
export type CallQuery<C extends CallDefinition> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
export type CallBody<C extends CallDefinition> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
