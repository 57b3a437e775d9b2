import type { AreaEndpoints } from '../define-endpoints';

// Short links for posters and sharing.
export const shareUrlEndpoints = {
  shorten: { method: 'POST', path: '/memberapi/shareurl/shorten', auth: 'optional' },
} as const satisfies AreaEndpoints;
