// The console's coupons and redemption codes (issue 19, decision 043). A coupon template is what a coupon
// gives (amount or percent, minimum spend, validity, scope) and how many exist (total, per-user limit); a
// claimable template is a coupon campaign the storefront lists. A redeem batch is a set of one-time codes
// granting a template's coupon or a collectible of a collection: the codes are shown once, in the answer
// of createRedeemCodes (and its CSV), and stored only hashed. Lists page newest first with `before`.
import { z } from 'zod';
import { LANGUAGES } from '../../languages';
import { ErrorCode } from '../../error-codes';
import { idSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { couponKindSchema, CouponScope, CouponValidity } from '../coupon/schemas';

const tags = ['operator'] as const;
const limit = inputNumber(z.number().int().min(1).max(100).default(20));
const before = optionalIdSchema(ErrorCode.VALIDATION_FAILED);
const id = idSchema(ErrorCode.VALIDATION_FAILED);
const msg = (code: number) => String(code);

/** At most this many codes in one batch. */
export const REDEEM_BATCH_MAX = 10_000;
/** Codes are this long (decision 043: ≥ 12 characters of an alphabet without 0, O, 1, I, L). */
export const REDEEM_CODE_LENGTH = 16;
/** The alphabet of redemption codes: digits and capitals without 0, O, 1, I and L (31 symbols). */
export const REDEEM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const localizedName = z.partialRecord(z.enum(LANGUAGES), z.string());

/** A coupon template as the console lists it. */
export const ConsoleCoupon = z.object({
  id: z.number().int(),
  /** Every language given. */
  name: localizedName,
  kind: couponKindSchema,
  amount: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  minSpend: z.number().int(),
  validity: CouponValidity,
  scope: CouponScope,
  /** Coupons of it that may exist (claimed + redeemed + granted). */
  total: z.number().int(),
  /** Given out so far. */
  issued: z.number().int(),
  used: z.number().int(),
  perUserLimit: z.number().int(),
  /** Listed on the storefront's coupon campaigns. */
  claimable: z.boolean(),
  createdAt: z.number().int(),
});
export type ConsoleCoupon = z.infer<typeof ConsoleCoupon>;

export const consoleListCoupons = defineCall(endpoints.consoleListCoupons, {
  summary: "The tenant's coupon templates, newest first, with how many were given out and used",
  tags,
  query: z.object({ limit, before }),
  data: z.object({ items: z.array(ConsoleCoupon), nextBefore: z.number().nullable() }),
});

const fen = (max: number) => inputNumber(z.number().int().min(0).max(max));

export const createCoupon = defineCall(endpoints.createCoupon, {
  summary:
    'Creates a coupon template (claimable: a campaign on the storefront). amount: fen off (1 … 10,000,000); percent: 1-99 % off; ' +
    'validity: a fixed window or N days (1-3650) after the claim; scope: business types and collections, empty = all. Audited',
  tags,
  body: z
    .object({
      name: z.partialRecord(z.enum(LANGUAGES), textSchema({ max: 40 })),
      kind: couponKindSchema,
      amount: inputNumber(z.number().int().min(1).max(10_000_000)).optional(),
      percent: inputNumber(z.number().int().min(1).max(99)).optional(),
      minSpend: fen(100_000_000).default(0),
      validity: z.discriminatedUnion('kind', [
        z.object({
          kind: z.literal('fixed'),
          from: inputNumber(z.number().int().min(0)),
          to: inputNumber(z.number().int().min(1)),
        }),
        z.object({ kind: z.literal('days'), days: inputNumber(z.number().int().min(1).max(3650)) }),
      ]),
      total: inputNumber(z.number().int().min(1).max(10_000_000)),
      perUserLimit: inputNumber(z.number().int().min(1).max(1000)).default(1),
      scope: z
        .object({
          businessTypes: z
            .array(z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(7)]))
            .max(4)
            .default([]),
          collectionIds: z.array(idSchema(ErrorCode.VALIDATION_FAILED)).max(200).default([]),
        })
        .default({ businessTypes: [], collectionIds: [] }),
      claimable: z.boolean().default(true),
    })
    .superRefine((b, ctx) => {
      if (!Object.values(b.name).some((v) => v))
        ctx.addIssue({ code: 'custom', path: ['name'], message: msg(ErrorCode.FIELD_REQUIRED) });
      if (b.kind === 'amount' && (b.amount === undefined || b.percent !== undefined))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: msg(ErrorCode.FIELD_REQUIRED) });
      if (b.kind === 'percent' && (b.percent === undefined || b.amount !== undefined))
        ctx.addIssue({ code: 'custom', path: ['percent'], message: msg(ErrorCode.FIELD_REQUIRED) });
      if (b.validity.kind === 'fixed' && b.validity.to <= b.validity.from)
        ctx.addIssue({ code: 'custom', path: ['validity', 'to'], message: msg(ErrorCode.VALIDATION_FAILED) });
    }),
  data: ConsoleCoupon,
});

/** A batch of redemption codes (never the codes themselves: they are shown once). */
export const ConsoleRedeemBatch = z.object({
  id: z.number().int(),
  /** The campaign's name (for the operator). */
  name: z.string(),
  grants: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('coupon'), couponId: z.number().int(), couponName: z.string() }),
    z.object({ kind: z.literal('collectible'), collectionId: z.number().int(), collectionName: z.string() }),
  ]),
  count: z.number().int(),
  redeemed: z.number().int(),
  expiresAt: z.number().int(),
  createdAt: z.number().int(),
  createdBy: z.number().int().nullable(),
});
export type ConsoleRedeemBatch = z.infer<typeof ConsoleRedeemBatch>;

export const createRedeemCodes = defineCall(endpoints.createRedeemCodes, {
  summary:
    'Creates a batch of one-time redemption codes (1 … 10,000) granting a coupon template or a collectible of a collection, valid until expiresAt. ' +
    'The codes are in this answer only (codes and csv: "code" header then one code a line); the server keeps their hashes. Audited',
  tags,
  body: z.object({
    name: textSchema({ max: 40 }),
    grants: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('coupon'), couponId: id }),
      z.object({ kind: z.literal('collectible'), collectionId: id }),
    ]),
    count: inputNumber(z.number().int().min(1).max(REDEEM_BATCH_MAX)),
    expiresAt: inputNumber(z.number().int().min(1)),
  }),
  data: z.object({ batch: ConsoleRedeemBatch, codes: z.array(z.string()), csv: z.string() }),
});

export const consoleListRedeemBatches = defineCall(endpoints.consoleListRedeemBatches, {
  summary: "The tenant's redemption code batches, newest first, with how many were redeemed",
  tags,
  query: z.object({ limit, before }),
  data: z.object({ items: z.array(ConsoleRedeemBatch), nextBefore: z.number().nullable() }),
});
