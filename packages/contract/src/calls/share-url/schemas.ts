import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { idSchema, textSchema } from '../../validation';
import { mediaKindSchema } from '../catalogue/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { SHARE_KINDS } from './constants';

export * from './constants';

const invalidLink = () => String(ErrorCode.SHARE_LINK_INVALID);

export const shorten = defineCall(endpoints.shorten, {
  summary: "A short link to a page of this tenant's storefront (for posters and sharing)",
  tags: ['share'],
  /**
   * A path starting with a single `/`, or an absolute http(s) URL on one of the tenant's hosts: one line
   * without control characters (TEXT_CHARACTERS_INVALID); the server refuses every other shape
   * (VALIDATION_FAILED) and stores the parsed, normalised URL (decision 022).
   */
  body: z.object({ url: textSchema({ max: 2048, requiredCode: ErrorCode.VALIDATION_FAILED }) }),
  data: z.object({ code: z.string(), shortUrl: z.string(), url: z.string() }),
});

// ── Sharing a collection, a listing or a held item (issue 32, decision 070) ─────────────────────────

export const createShareLink = defineCall(endpoints.createShareLink, {
  summary:
    "The short link (and what it opens) to share a collection, a resale listing or an item I hold, on this tenant's storefront. Refusals: 4000006 a collection or listing this tenant does not have, 5000290 an item I do not hold, 5000291 a listing no longer on sale, 4000001 another kind",
  tags: ['share'],
  body: z.object({
    kind: z.enum(SHARE_KINDS, { error: () => String(ErrorCode.VALIDATION_FAILED) }),
    id: idSchema(),
  }),
  data: z.object({
    kind: z.enum(SHARE_KINDS),
    code: z.string(),
    /** What to copy and what the poster's QR code holds. */
    shortUrl: z.string(),
    /** The storefront page it opens (`/#/pages/...`). */
    url: z.string(),
  }),
});

export const SharedItem = z.object({
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  mediaKind: mediaKindSchema,
  serial: z.number().int(),
  totalSupply: z.number().int(),
  /** The holder's nickname, masked (maskNickname); never their phone, name or id. */
  holder: z.string(),
});
export type SharedItem = z.infer<typeof SharedItem>;

export const getSharedItem = defineCall(endpoints.getSharedItem, {
  summary:
    'A shared item as anyone with its link sees it, read-only: the collection, serial, image and the masked holder. Refusals: 5000292 a token that is not one of this tenant’s share links, 5000293 the sharer no longer holds it (data.collectionId)',
  tags: ['share'],
  /** The share token of the link (`?t=`); its shape and signature are the server's to check. */
  query: z.object({ t: z.string({ error: invalidLink }).min(1, { error: invalidLink }).max(100, { error: invalidLink }) }),
  data: SharedItem,
});
