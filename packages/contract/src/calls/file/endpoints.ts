import { defineEndpoints } from '../define-endpoints';

// Stored files (the download is a plain stream, outside the envelope: see schemas.ts).
export const fileEndpoints = defineEndpoints({
  uploadFile: { method: 'POST', path: '/file/upload', auth: 'required' },
});
