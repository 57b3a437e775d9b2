import { defineEndpoints } from '../define-endpoints';

// Short links for posters and sharing.
export const shareUrlEndpoints = defineEndpoints({
  shorten: { method: 'POST', path: '/memberapi/shareurl/shorten', auth: 'optional' },
});
