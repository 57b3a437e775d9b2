import { z } from 'zod';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const StoredFile = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** multipart/form-data with one part named `file`; images only, size limit from config. */
export const uploadFile = defineCall(endpoints.uploadFile, {
  summary: 'Upload an image (multipart field "file"); the content is sniffed, not trusted from its name',
  tags: ['file'],
  data: StoredFile,
});

/** Streams the file itself (not an envelope). Unsigned so that <img src> can load it. */
export const downloadFile = {
  method: 'GET',
  path: '/file/download/:id',
  operationId: 'downloadFile',
  summary: 'Download a stored file of this tenant',
  tags: ['file'],
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }),
  /**
   * `w`: the width the image is shown at, in device pixels (CSS width × devicePixelRatio). A raster image
   * comes back at the next of the server's fixed widths at or above it (never enlarged), in WebP when
   * the Accept header takes it; GIF and SVG come back as stored.
   */
  query: z.object({
    w: z
      .string()
      .regex(/^[1-9]\d{0,3}$/)
      .optional(),
  }),
} as const;
