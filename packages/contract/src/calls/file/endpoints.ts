import type { AreaEndpoints } from '../define-endpoints';

// Stored files (the download is a plain stream, outside the envelope: see schemas.ts).
export const fileEndpoints = {
  uploadFile: { method: 'POST', path: '/file/upload', auth: 'required' },
} as const satisfies AreaEndpoints;
