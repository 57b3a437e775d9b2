import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from './define-call';
import type { Endpoint } from './define-endpoints';
import { endpointAreas, endpoints } from './endpoints';
import * as schemas from './schemas';

// One folder per area: `calls/<area>/endpoints.ts` (zod-free) and `calls/<area>/schemas.ts` (zod).

const here = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const isCall = (v: unknown): v is CallDefinition => typeof v === 'object' && v !== null && 'operationId' in v && 'data' in v;

describe('contract areas', () => {
  it('every area folder has endpoints.ts and schemas.ts, and both are joined', async () => {
    expect(folders.length).toBeGreaterThan(0);
    const joined = new Set<unknown>(Object.values(endpointAreas));
    for (const area of folders) {
      const files = readdirSync(join(here, area));
      expect(files, area).toContain('endpoints.ts');
      expect(files, area).toContain('schemas.ts');
      const areaEndpoints = Object.values((await import(`./${area}/endpoints.ts`)) as Record<string, Record<string, Endpoint>>);
      expect(areaEndpoints, `${area}/endpoints.ts exports one map`).toHaveLength(1);
      expect(joined.has(areaEndpoints[0]!), `${area} is in endpointAreas`).toBe(true);
      const areaCalls = Object.values((await import(`./${area}/schemas.ts`)) as Record<string, unknown>).filter(isCall);
      for (const call of areaCalls) {
        expect(Object.values(schemas), `${area}/schemas.ts is exported from calls/schemas.ts`).toContain(call);
        // A call is defined in the folder of its endpoint.
        expect(Object.keys(areaEndpoints[0]!), `${call.operationId} lives in ${area}`).toContain(call.operationId);
      }
    }
    expect(Object.keys(endpointAreas)).toHaveLength(folders.length);
  });

  it('no operationId is declared by two areas', () => {
    const ids = Object.values(endpointAreas).flatMap((area) => Object.keys(area));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(endpoints).sort()).toEqual([...ids].sort());
  });

  it('each endpoint carries its own operationId and the defaults', () => {
    for (const [id, e] of Object.entries(endpoints) as [string, Endpoint][]) {
      expect(e.operationId).toBe(id);
      expect(['none', 'optional', 'required']).toContain(e.auth);
      expect(typeof e.signed).toBe('boolean');
      expect(typeof e.tokenInSignature).toBe('boolean');
      expect(typeof e.allowWhenClosed).toBe('boolean');
    }
  });
});
