import { z } from 'zod';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

export const shorten = defineCall(endpoints.shorten, {
  summary: "A short link to a page of this tenant's storefront (for posters and sharing)",
  tags: ['share'],
  /** An absolute URL on one of the tenant's hosts, or a path starting with `/`. */
  body: z.object({ url: z.string().min(1).max(2048) }),
  data: z.object({ code: z.string(), shortUrl: z.string(), url: z.string() }),
});
