import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The page policy: our own origin, plus what the 3D viewer and the media need. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // three.js (the 3D viewer) starts a WebAssembly mesh decoder.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with these options, worked out once (they do not depend on the request). */
export function securityHeaders(options: HelmetOptions = SECURITY_HEADER_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * helmet's security headers on every answer. @fastify/helmet builds helmet's middleware again on every
 * request (parsing the policy each time: about a third of a no-op call's CPU time, decision 012); the
 * headers are the same for every request, so they are worked out once here and copied onto each reply.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    const headers = securityHeaders();
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
