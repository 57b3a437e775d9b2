import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from './define-call';
import type { AreaEndpoints, Endpoint } from './define-endpoints';
import { endpoints } from './endpoints';
import * as schemas from './schemas';

// One folder per area: `calls/<area>/endpoints.ts` (zod-free) and `calls/<area>/schemas.ts` (zod).

const here = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const isCall = (v: unknown): v is CallDefinition => typeof v === 'object' && v !== null && 'operationId' in v && 'data' in v;

async function areaOf(area: string): Promise<{ endpoints: AreaEndpoints; calls: CallDefinition[] }> {
  const maps = Object.values((await import(`./${area}/endpoints.ts`)) as Record<string, AreaEndpoints>);
  expect(maps, `${area}/endpoints.ts exports one map`).toHaveLength(1);
  const calls = Object.values((await import(`./${area}/schemas.ts`)) as Record<string, unknown>).filter(isCall);
  return { endpoints: maps[0]!, calls };
}

describe('contract areas', () => {
  it('every area folder has endpoints.ts and schemas.ts, both joined, and its calls on its own endpoints', async () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const area of folders) {
      const files = readdirSync(join(here, area));
      expect(files, area).toContain('endpoints.ts');
      expect(files, area).toContain('schemas.ts');
      const a = await areaOf(area);
      for (const [id, e] of Object.entries(a.endpoints)) {
        expect(endpoints, `${area}: ${id} is joined in calls/endpoints.ts`).toHaveProperty(id);
        expect(endpoints[id as keyof typeof endpoints]).toMatchObject(e);
      }
      for (const call of a.calls) {
        expect(Object.values(schemas), `${area}/schemas.ts is exported from calls/schemas.ts`).toContain(call);
        expect(Object.keys(a.endpoints), `${call.operationId} lives in ${area}`).toContain(call.operationId);
      }
    }
  });

  it('no operationId is declared by two areas, and the joined map holds exactly the areas', async () => {
    const ids: string[] = [];
    for (const area of folders) ids.push(...Object.keys((await areaOf(area)).endpoints));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(endpoints).sort()).toEqual([...ids].sort());
  });

  it('each endpoint carries its own operationId and the defaults', () => {
    for (const [id, e] of Object.entries(endpoints) as [string, Endpoint][]) {
      expect(e.operationId).toBe(id);
      expect(['none', 'optional', 'required', 'operator', 'console']).toContain(e.auth);
      // An operator call is never a signed storefront call.
      if (e.auth === 'operator' || e.auth === 'console') expect(e.signed).toBe(false);
      expect(typeof e.signed).toBe('boolean');
      expect(typeof e.tokenInSignature).toBe('boolean');
      expect(typeof e.allowWhenClosed).toBe('boolean');
    }
    expect(endpoints.themeMobile).toEqual({
      method: 'GET',
      path: '/mallapp/themeMobile',
      operationId: 'themeMobile',
      auth: 'none',
      signed: true,
      tokenInSignature: true,
      allowWhenClosed: true,
    });
  });
});
