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

/** A part's schema, without the `undefined` of an optional property (a call without the part has `ZodUndefined`). */
type PartSchema<C, K extends 'query' | 'body' | 'params'> = K extends keyof C ? Exclude<C[K], undefined> : never;

/** A field read through `inputNumber` (input `unknown`: a number, or its text from a form, a query string or a path) takes a string or a number. */
type SentField<V> = unknown extends V ? string | number : V;

/**
 * What the client sends for a part: the schema's input, field by field. In a query string an optional
 * field may also be null: null and undefined both leave it out.
 */
type Sent<T, K extends 'query' | 'body' | 'params'> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [F in keyof T]: SentField<T[F]> | (K extends 'query' ? (object extends Pick<T, F> ? null : never) : never) }
    : T;

type PartInput<C, K extends 'query' | 'body' | 'params'> = [PartSchema<C, K>] extends [never]
  ? undefined
  : PartSchema<C, K> extends z.ZodUndefined
    ? undefined
    : PartSchema<C, K> extends z.ZodType
      ? Sent<z.input<PartSchema<C, K>>, K>
      : undefined;

/** The query a client sends (undefined: the call takes none). */
export type CallQuery<C extends CallDefinition> = PartInput<C, 'query'>;
/** The body a client sends (undefined: the call takes none). */
export type CallBody<C extends CallDefinition> = PartInput<C, 'body'>;
/** The path parameters a client sends, for the `{name}` placeholders of the path (undefined: none). */
export type CallParams<C extends CallDefinition> = PartInput<C, 'params'>;

/** One part of a call's input: absent when the call takes none, optional when every field is. */
type InputPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/**
 * Everything a call takes, typed by its schemas: `{ query, body, params }` as the call has them. A part
 * with a required field is required; a part the call does not take cannot be given.
 */
export type CallInput<C extends CallDefinition> = InputPart<'query', CallQuery<C>> &
  InputPart<'body', CallBody<C>> &
  InputPart<'params', CallParams<C>>;
