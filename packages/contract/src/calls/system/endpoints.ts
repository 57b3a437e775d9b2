import type { AreaEndpoints } from '../define-endpoints';

// The server's clock (unsigned, so a skewed client can correct itself).
export const systemEndpoints = {
  get: { method: 'GET', path: '/curtime/get', signed: false, allowWhenClosed: true },
} as const satisfies AreaEndpoints;
