// Operator calls: the operator's tools on the tenant of the request's host, behind the operator key
// (`auth: 'operator'`: `Authorization: Bearer <OPERATOR_TOKEN>`, no storefront signature). Absent when
// the server has no operator key. The operator console will call these.
import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { LANGUAGES } from '../../languages';
import { idSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { AIRDROP_AUDIENCES, AirdropView } from '../airdrop/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

const chainJob = z.object({
  id: z.number(),
  kind: z.enum(['deploy', 'mint', 'transfer', 'burn']),
  /** Decimal text ('' for a deploy). */
  tokenId: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: z.enum(['pending', 'confirmed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.number(),
  txHash: z.string().nullable(),
  blockNumber: z.number().nullable(),
  confirmedAt: z.number().nullable(),
  createdAt: z.number(),
});

export const operatorListChainJobs = defineCall(endpoints.operatorListChainJobs, {
  summary: 'Chain outbox jobs of this tenant, newest first (failing: open jobs that have failed)',
  tags: ['operator'],
  query: z.object({
    filter: z.enum(['failing', 'pending', 'all']).default('failing'),
    limit: inputNumber(z.number().int().min(1).max(200).default(50)),
    before: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
  }),
  data: z.object({
    counts: z.object({ pending: z.number(), failing: z.number(), confirmed: z.number() }),
    contract: z
      .object({
        chainId: z.number(),
        standard: z.string(),
        address: z.string(),
        deployTxHash: z.string(),
        deployedAt: z.number(),
      })
      .nullable(),
    jobs: z.array(chainJob),
    /** The `before` of the next page; null on the last one. */
    nextBefore: z.number().nullable(),
  }),
});

export const operatorRetryChainJob = defineCall(endpoints.operatorRetryChainJob, {
  summary: 'Makes an open chain job due at once',
  tags: ['operator'],
  params: z.object({ id: idSchema(ErrorCode.VALIDATION_FAILED) }),
  data: z.object({ id: z.number(), retried: z.literal(true) }),
});

const importCount = z.object({ created: z.number(), updated: z.number() });

export const operatorImportCatalogue = defineCall(endpoints.operatorImportCatalogue, {
  summary:
    'Imports a catalogue file (docs/catalogue-format.md) into this tenant: all or nothing. A refused file answers ' +
    'VALIDATION_FAILED with every problem by path in data.issues, and changes nothing. Media are urls or generated art ' +
    '(files are not read from the server)',
  tags: ['operator'],
  /** The catalogue file itself; the importer checks it and reports each problem with its path. */
  body: z.unknown(),
  data: z.object({
    counts: z.object({
      creators: importCount,
      series: importCount,
      collections: importCount,
      blindBoxes: importCount,
      notices: importCount,
      banners: importCount,
      homeSections: importCount,
      airdrops: importCount,
      recipes: importCount,
      activities: importCount,
    }),
    hotSearchWords: z.number(),
    mediaStored: z.number(),
    warnings: z.array(z.string()),
  }),
});

/** A phone number of an airdrop's audience: "+8613800000000", or 11 mainland digits ("+86" is assumed). */
export const airdropPhoneSchema = z
  .string()
  .regex(/^(\+\d{1,4})?\d{6,15}$/, { error: 'a phone is +<area><number> or 11 mainland digits' });

const localizedInput = z.partialRecord(z.enum(LANGUAGES), textSchema({ max: 500, multiline: true }));

/** An airdrop as the operator saves it (the operator key's call and the console's). */
export const AirdropSaveBody = z
  .object({
    /** Stable per tenant; given: saving again updates that airdrop. Absent: a new one with a generated key. */
    key: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/)
      .optional(),
    collectionId: idSchema(ErrorCode.VALIDATION_FAILED),
    /** Defaults to the collection's name and cover. */
    name: localizedInput.optional(),
    description: localizedInput.optional(),
    coverUrl: z
      .string()
      .regex(/^(https?:\/\/|\/)[^\s"'<>]+$/)
      .max(500)
      .optional(),
    audience: z.enum(AIRDROP_AUDIENCES),
    /** For 'phones'. */
    phones: z.array(airdropPhoneSchema).max(10_000).optional(),
    /** For 'holders': the collection whose holders receive it. */
    holdersOf: idSchema(ErrorCode.VALIDATION_FAILED).optional(),
    quantityPerUser: inputNumber(z.number().int().min(1).max(10).default(1)),
    startsAt: inputNumber(z.number().int().min(0)),
    endsAt: inputNumber(z.number().int().min(0)),
    claimsLimit: inputNumber(z.number().int().min(1).max(10_000_000)),
  })
  .superRefine((b, ctx) => {
    if (b.endsAt <= b.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'the end must be after the start' });
    if (b.audience === 'phones' && !b.phones?.length)
      ctx.addIssue({ code: 'custom', path: ['phones'], message: 'a phones audience lists its phones' });
    if (b.audience === 'holders' && b.holdersOf === undefined)
      ctx.addIssue({ code: 'custom', path: ['holdersOf'], message: 'a holders audience names its collection' });
  });

export const operatorSaveAirdrop = defineCall(endpoints.operatorSaveAirdrop, {
  summary:
    'Creates an airdrop of a collection on this tenant, or updates the one with the same key (idempotent). The audience is every user, a ' +
    'list of phone numbers, or the holders of a collection; the window and the total claims limit bound it. A limit below the claims ' +
    'made, or another collection once claimed, answers VALIDATION_FAILED',
  tags: ['operator'],
  body: AirdropSaveBody,
  data: z.object({ id: z.number().int(), key: z.string(), created: z.boolean() }),
});

/** An airdrop as the operator sees it: its rules and its claims. */
export const OperatorAirdrop = z.object({
  id: z.number().int(),
  key: z.string(),
  collectionId: z.number().int(),
  name: z.string(),
  /** The airdrop's own name in every language it has ({} : the collection's name is shown). */
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  audience: z.enum(AIRDROP_AUDIENCES),
  phones: z.array(z.string()),
  holdersOf: z.number().int().nullable(),
  quantityPerUser: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  claimsLimit: z.number().int(),
  claimed: z.number().int(),
  status: AirdropView.shape.status,
  createdAt: z.number().int(),
});

export const operatorListAirdrops = defineCall(endpoints.operatorListAirdrops, {
  summary: "This tenant's airdrops, newest first, with their claims",
  tags: ['operator'],
  query: z.object({
    limit: inputNumber(z.number().int().min(1).max(200).default(50)),
    before: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
  }),
  data: z.object({ airdrops: z.array(OperatorAirdrop), nextBefore: z.number().nullable() }),
});
