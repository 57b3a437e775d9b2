// Operator calls: the operator's tools on the tenant of the request's host, behind the operator key
// (`auth: 'operator'`: `Authorization: Bearer <OPERATOR_TOKEN>`, no storefront signature). Absent when
// the server has no operator key. The operator console will call these.
import { z } from 'zod';
import { inputNumber } from '../../validation';
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
    before: inputNumber(z.number().int().min(1).optional()),
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
  params: z.object({ id: inputNumber(z.number().int().min(1)) }),
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
    }),
    hotSearchWords: z.number(),
    mediaStored: z.number(),
    warnings: z.array(z.string()),
  }),
});
