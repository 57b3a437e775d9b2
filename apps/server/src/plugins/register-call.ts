import { envelope, type CallDefinition } from '@curio/contract';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { RateLimitRule } from '../http/request-context';
import { ok } from './envelope';

type In<S> = Exclude<S, undefined> extends z.ZodType ? z.output<Exclude<S, undefined>> : undefined;

export interface CallRequest<C extends CallDefinition> extends FastifyRequest {
  query: In<C['query']>;
  body: In<C['body']>;
  params: In<C['params']>;
}

/**
 * Registers a contract call as a route: validation and OpenAPI from the contract's schemas, the
 * envelope around what the handler returns, and the call's auth, signature and closed-tenant rules.
 * The one way a module adds an API route.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (req: CallRequest<C>) => Promise<z.input<C['data']>> | z.input<C['data']>,
  extra: { rateLimit?: RateLimitRule; bodyLimit?: number } = {},
): void {
  const schema: Record<string, unknown> = {
    operationId: call.operationId,
    summary: call.summary,
    tags: [...call.tags],
    response: { 200: envelope(call.data) },
  };
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;
  if (call.params) schema.params = call.params;
  if (call.signed) schema.security = [{ signature: [] }];
  if (call.auth === 'operator') schema.security = [{ operatorKey: [] }];
  if (call.auth === 'console') schema.security = [{ consoleSession: [] }];
  const opts: RouteShorthandOptions = {
    schema,
    config: {
      tenant: true,
      auth: call.auth,
      signed: call.signed,
      tokenInSignature: call.tokenInSignature,
      allowWhenClosed: call.allowWhenClosed,
      // Console calls (decision 036): who may call, on which host, with which session (console.plugin.ts).
      ...(call.auth === 'console'
        ? { roles: call.roles ?? [], consoleHost: call.consoleHost ?? 'tenant', consoleSession: call.consoleSession ?? 'full' }
        : {}),
      ...(extra.rateLimit ? { rateLimit: extra.rateLimit } : {}),
    },
    ...(extra.bodyLimit ? { bodyLimit: extra.bodyLimit } : {}),
  };
  const url = `/api${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const h = async (req: FastifyRequest) => ok(await handler(req as CallRequest<C>));
  if (call.method === 'GET') app.get(url, opts, h);
  else app.post(url, opts, h);
}
