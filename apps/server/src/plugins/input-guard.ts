import { ErrorCode } from '@curio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { addRouteHook } from './route-hooks';

const NUL = '\u0000';

/** Whether any string of a parsed input (a value, an array's items, an object's keys and values) holds a NUL. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object') return false;
  // Iterative: a deeply nested body (1 MiB of `[`) cannot overflow the stack.
  const stack: object[] = [value];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (!Array.isArray(v)) for (const key of Object.keys(v)) if (key.includes(NUL)) return true;
    for (const item of Array.isArray(v) ? (v as unknown[]) : Object.values(v)) {
      if (typeof item === 'string') {
        if (item.includes(NUL)) return true;
      } else if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return false;
}

/** The path of the first NUL in a value (`sections.0.title`; '' for the value itself), or null. Walked only for a refusal. */
export function nulPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [v, path] = top;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path;
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const at = path === '' ? key : `${path}.${key}`;
        if (key.includes(NUL)) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/**
 * Where a request's input holds a NUL character, or null: its path and query (a NUL comes in a URL only
 * percent-encoded, `%00`: the raw URL is searched first, so a request without one costs one `includes`),
 * and its parsed body (JSON or urlencoded), every string, keys included.
 */
function nulIn(req: FastifyRequest): string | null {
  if (req.raw.url?.includes('%00')) return nulPath(req.params) ?? nulPath(req.query) ?? '';
  const body = req.body;
  if (body === undefined || body === null) return null;
  return holdsNul(body) ? (nulPath(body) ?? '') : null;
}

/**
 * No input holds a NUL (decision 059, completing decision 022): PostgreSQL's text cannot store U+0000, so
 * a NUL reaching a query answered HTTP 500 wherever a field was not a `textSchema` (a preview token, a
 * cursor, a code). Checked once, on every API route, before its schema reads anything: a NUL anywhere in
 * the path, the query or the body answers TEXT_CHARACTERS_INVALID (4000037) with the field's path in
 * `data.issues`, HTTP 200 as every refusal, and changes nothing. Runs after the tenant, signature and
 * session checks (onRequest) and before validation, as the contract's own text rule does.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    const guard = (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      const at = nulIn(req);
      if (at === null) return done();
      const issue = { path: at, message: String(ErrorCode.TEXT_CHARACTERS_INVALID) };
      done(new AppError(ErrorCode.TEXT_CHARACTERS_INVALID, {}, { issues: [issue] }));
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.tenant === true && route.url.startsWith('/api/')) addRouteHook(route, 'preValidation', guard);
    });
  },
  { name: 'input-guard', dependencies: ['envelope'] },
);
