import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { ROUTE_GATE_CSP_SOURCE } from './route-gate';

/** The page policy: our own origin, plus what the 3D viewer and the media need. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // three.js (the 3D viewer) starts a WebAssembly mesh decoder.
      // The one inline script is the route gate (plugins/route-gate.ts), allowed by its hash.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ROUTE_GATE_CSP_SOURCE],
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
 * helmet's security headers, on the pages only (decision 023). The policy headers (CSP, COOP, CORP, HSTS,
 * X-Frame-Options, Referrer-Policy ...) are about a document: what it may load, who may frame or open it,
 * how it is reached. A JSON answer, a script or an image is not a document, so those headers did nothing on
 * them but cost about 0.9 KB on every API answer. Every answer keeps `X-Content-Type-Options: nosniff`
 * (with it, the browser never reads a JSON answer as a script or a page).
 *
 * An answer is a page when its Content-Type is text/html: the web app's page, the static HTML files and the
 * few HTML pages of the server (the sandbox cashier, the dev identity page). A route that answers another
 * document type with a policy of its own (an SVG download) sets it itself. The headers are worked out once
 * (@fastify/helmet builds helmet's middleware again on every request, decision 012).
 */
/** Options of the plugin: the hosts a page of this request's host may frame (decision 048). */
export interface SecurityHeadersOptions {
  /** The tenant's webview allow-list for a page's host name ([] when none or unknown). */
  frameHosts?: (host: string) => Promise<string[]>;
}

const FRAME_SRC = "frame-src 'self'";

/**
 * The page's CSP with `frame-src` widened to the given hosts over https (the webview pages, decision 048).
 * The hosts were validated as DNS names when the console saved them; anything else is dropped here too.
 */
export function cspWithFrameHosts(csp: string, hosts: readonly string[]): string {
  const safe = hosts.filter((h) => /^[a-z0-9.-]+$/.test(h));
  if (safe.length === 0 || !csp.includes(FRAME_SRC)) return csp;
  return csp.replace(FRAME_SRC, `${FRAME_SRC} ${safe.map((h) => `https://${h}`).join(' ')}`);
}

export default fp<SecurityHeadersOptions>(
  async function securityHeadersPlugin(app: FastifyInstance, opts: SecurityHeadersOptions) {
    const pageHeaders = securityHeaders();
    const csp = pageHeaders['content-security-policy'] ?? '';
    // A callback hook: an API answer (the purchase path included) goes on at once, without a promise; only
    // a page waits for its tenant's allow-list.
    app.addHook('onSend', (req, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('text/html')) {
        reply.header('x-content-type-options', 'nosniff');
        done(null, payload);
        return;
      }
      reply.headers(pageHeaders);
      if (!opts.frameHosts || csp === '') {
        done(null, payload);
        return;
      }
      // Per tenant: the page may frame the https pages of the tenant's allow-list (decision 048).
      opts.frameHosts(req.hostname.toLowerCase()).then(
        (hosts) => {
          if (hosts.length > 0) reply.header('content-security-policy', cspWithFrameHosts(csp, hosts));
          done(null, payload);
        },
        () => done(null, payload),
      );
    });
  },
  { name: 'security-headers' },
);
