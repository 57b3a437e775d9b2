// The console's catalogue calls (decision 038). An entry is a catalogue file's entry (docs/catalogue-
// format.md): the console saves one at a time through the importer, so the file, the CLI and the console
// follow the same rules. The importer checks an entry's shape and references and answers
// CATALOGUE_ENTRY_REFUSED with every problem by path in data.issues; here only the texts' characters are
// checked (decision 022).
import { z } from 'zod';
import { LANGUAGES } from '../../languages';
import { hasForbiddenCharacters, idSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { ErrorCode } from '../../errors';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { openApiComponents } from '../../openapi';
import { AirdropSaveBody, OperatorAirdrop } from '../operator/schemas';

export const CONSOLE_CATALOGUE_KINDS = ['creators', 'series', 'collections', 'blindBoxes', 'notices'] as const;
export type ConsoleCatalogueKind = (typeof CONSOLE_CATALOGUE_KINDS)[number];

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
const kindParam = z.enum(CONSOLE_CATALOGUE_KINDS);
const keyParam = z.string().regex(KEY);

/** Every text of an entry, however deep, without control characters (new lines and tabs allowed: notice HTML). */
function textsClean(v: unknown, depth = 0): boolean {
  if (depth > 12) return false;
  if (typeof v === 'string') return !hasForbiddenCharacters(v, { multiline: true, tab: true });
  if (Array.isArray(v)) return v.every((x) => textsClean(x, depth + 1));
  if (typeof v === 'object' && v !== null)
    return Object.entries(v).every(([k, x]) => textsClean(k, depth + 1) && textsClean(x, depth + 1));
  return true;
}

/** Any JSON value; recursive, so the OpenAPI document names it (decision 059). */
const JsonValue = z.json();
openApiComponents.add(JsonValue, { id: 'JsonValue' });

/** A catalogue file's entry, JSON (the importer checks its shape). */
export const CatalogueEntry = z.record(z.string(), JsonValue).superRefine((v, ctx) => {
  if (!textsClean(v)) ctx.addIssue({ code: 'custom', message: String(ErrorCode.TEXT_CHARACTERS_INVALID) });
});

const saleState = z.enum(['upcoming', 'on_sale', 'sold_out', 'ended']);

export const ConsoleCatalogueRow = z.object({
  id: z.number().int(),
  key: z.string(),
  /** In the request's language. */
  name: z.string(),
  coverUrl: z.string(),
  rank: z.number().int(),
  price: z.number().int().optional(),
  totalSupply: z.number().int().optional(),
  sold: z.number().int().optional(),
  remaining: z.number().int().optional(),
  saleStart: z.number().int().optional(),
  saleEnd: z.number().int().nullable().optional(),
  saleState: saleState.optional(),
  perUserLimit: z.number().int().optional(),
  listed: z.boolean().optional(),
  publishedAt: z.number().int().optional(),
});

export const consoleListCatalogue = defineCall(endpoints.consoleListCatalogue, {
  summary: "The tenant's creators, series, collections, blind boxes or notices, newest first, with their sale figures",
  tags: ['operator'],
  params: z.object({ kind: kindParam }),
  data: z.object({ rows: z.array(ConsoleCatalogueRow) }),
});

export const CatalogueEntryFacts = z.object({
  id: z.number().int(),
  sold: z.number().int().optional(),
  remaining: z.number().int().optional(),
  saleState: saleState.optional(),
  /** Blind boxes: each item's configured quantity, drawn count and odds (remaining over the box's remaining). */
  items: z
    .array(
      z.object({
        collection: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        drawn: z.number().int(),
        odds: z.number(),
      }),
    )
    .optional(),
  /** Blind boxes: the hash of the secret draw seed; null until the sale commits to one. */
  fairnessSeedHash: z.string().nullable().optional(),
});

export const consoleGetCatalogueEntry = defineCall(endpoints.consoleGetCatalogueEntry, {
  summary: 'One entry as the catalogue file writes it (the form), and what the sale did to it (sold, drawn, odds, seed hash)',
  tags: ['operator'],
  params: z.object({ kind: kindParam, key: keyParam }),
  data: z.object({ entry: z.record(z.string(), z.unknown()), facts: CatalogueEntryFacts }),
});

const saved = z.object({ key: z.string(), id: z.number().int(), created: z.boolean() });

export const consoleSaveCatalogueEntry = defineCall(endpoints.consoleSaveCatalogueEntry, {
  summary:
    'Creates or updates one entry by its key, through the importer (one-entry catalogue file): stock already sold or drawn is never ' +
    'taken back; a refused entry answers CATALOGUE_ENTRY_REFUSED with data.issues. Audited',
  tags: ['operator'],
  params: z.object({ kind: kindParam }),
  body: CatalogueEntry,
  data: saved,
});

export const consoleSetListed = defineCall(endpoints.consoleSetListed, {
  summary: 'A collection or blind box on the market or off it (the same save). Audited',
  tags: ['operator'],
  params: z.object({ kind: z.enum(['collections', 'blindBoxes']), key: keyParam }),
  body: z.object({ listed: z.boolean() }),
  data: saved,
});

export const consoleExportCatalogue = defineCall(endpoints.consoleExportCatalogue, {
  summary: "The tenant's catalogue as a catalogue file: importing it again changes nothing",
  tags: ['operator'],
  data: z.record(z.string(), z.unknown()),
});

const importCount = z.object({ created: z.number(), updated: z.number() });

export const consoleImportCatalogue = defineCall(endpoints.consoleImportCatalogue, {
  summary:
    'Imports a catalogue file, all or nothing (media as urls or generated art); a refused file answers CATALOGUE_ENTRY_REFUSED with ' +
    'data.issues. Audited',
  tags: ['operator'],
  body: CatalogueEntry,
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

/** multipart/form-data with one part named `file`. */
export const consoleUploadMedia = defineCall(endpoints.consoleUploadMedia, {
  summary:
    'Uploads a medium (multipart field "file"): an image (PNG, JPEG, GIF, WebP; the upload limit), a video (MP4, WebM) or a glb model ' +
    '(50 MB), sniffed from its bytes. Audited',
  tags: ['operator'],
  data: z.object({
    id: z.string(),
    url: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    kind: z.enum(['image', 'video', 'glb']),
  }),
});

const localizedName = z.partialRecord(z.enum(LANGUAGES), z.string());

export const consoleListCategories = defineCall(endpoints.consoleListCategories, {
  summary: "The tenant's categories, flat, in order, with their names in every language",
  tags: ['operator'],
  data: z.object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        parentId: z.number().int().nullable(),
        name: localizedName,
        icon: z.string(),
        sort: z.number().int(),
      }),
    ),
  }),
});

export const consoleSaveCategory = defineCall(endpoints.consoleSaveCategory, {
  summary:
    "Creates a category (under a parent of this tenant, or a root), or changes a category's names, icon and order. Audited",
  tags: ['operator'],
  body: z
    .object({
      id: idSchema(ErrorCode.VALIDATION_FAILED).optional(),
      parentId: idSchema(ErrorCode.VALIDATION_FAILED).nullable().optional(),
      name: z.partialRecord(z.enum(LANGUAGES), textSchema({ max: 40 })),
      icon: z
        .string()
        .regex(/^((https?:\/\/|\/)[^\s"'<>]+)?$/)
        .max(500)
        .optional(),
      sort: inputNumber(z.number().int().min(0).max(100_000)).optional(),
    })
    .superRefine((b, ctx) => {
      if (!Object.values(b.name).some((v) => v))
        ctx.addIssue({ code: 'custom', path: ['name'], message: String(ErrorCode.FIELD_REQUIRED) });
    }),
  data: z.object({ id: z.number().int(), created: z.boolean() }),
});

export const consoleListAirdrops = defineCall(endpoints.consoleListAirdrops, {
  summary: "The tenant's airdrops, newest first, with their progress (claims of the limit) and state",
  tags: ['operator'],
  query: z.object({
    limit: inputNumber(z.number().int().min(1).max(200).default(50)),
    before: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
  }),
  data: z.object({ airdrops: z.array(OperatorAirdrop), nextBefore: z.number().nullable() }),
});

export const consoleSaveAirdrop = defineCall(endpoints.consoleSaveAirdrop, {
  summary:
    'Creates an airdrop (collection, audience, window, quantity per user, claims limit) or updates the one with its key, on the airdrop ' +
    'writer: once claimed, its collection and quantity stay and its limit never goes below the claims. Audited',
  tags: ['operator'],
  body: AirdropSaveBody,
  data: z.object({ id: z.number().int(), key: z.string(), created: z.boolean() }),
});
