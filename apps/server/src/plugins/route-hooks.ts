import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
type SendHook = (req: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
/** A hook that answers through `done` (no promise: the cheapest kind, for a check every request makes). */
type DoneHook = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

/**
 * Adds a hook to one route (from an `onRoute` hook), after the hooks the route already has. Route hooks
 * run after the app's hooks of the same kind, in the order they were added: a pipeline plugin that adds
 * its hook this way runs only where it applies, and in the order the plugins were registered.
 */
export function addRouteHook(route: RouteOptions, kind: 'onRequest' | 'preHandler', hook: Hook): void;
export function addRouteHook(route: RouteOptions, kind: 'onSend', hook: SendHook): void;
export function addRouteHook(route: RouteOptions, kind: 'preValidation', hook: DoneHook): void;
export function addRouteHook(
  route: RouteOptions,
  kind: 'onRequest' | 'preValidation' | 'preHandler' | 'onSend',
  hook: Hook | SendHook | DoneHook,
): void {
  const existing = route[kind];
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  route[kind] = [...list, hook] as never;
}
