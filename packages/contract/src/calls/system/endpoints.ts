import { defineEndpoints } from '../define-endpoints';

// The server's clock (unsigned, so a skewed client can correct itself).
export const systemEndpoints = defineEndpoints({
  get: { method: 'GET', path: '/curtime/get', signed: false, allowWhenClosed: true },
});
