import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { endpoints } from './calls/endpoints';
import type { CallDefinition } from './calls/define-call';

describe('the zod-free client entry', () => {
  it('bundles without zod', async () => {
    const result = await build({
      entryPoints: [new URL('./client.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((i) => i.includes('client.ts'))).toBe(true);
    expect(inputs.filter((i) => i.includes('node_modules/zod'))).toEqual([]);
  });

  it('has an endpoint for every call and a call for every endpoint', () => {
    const calls = (Object.values(contract) as unknown[]).filter(
      (v): v is CallDefinition => typeof v === 'object' && v !== null && 'operationId' in v && 'data' in v,
    );
    const callIds = calls.map((c) => c.operationId).sort();
    expect(callIds).toEqual(Object.keys(endpoints).sort());
    for (const c of calls) {
      const e = endpoints[c.operationId as keyof typeof endpoints];
      expect({ method: c.method, path: c.path, auth: c.auth, signed: c.signed }).toEqual({
        method: e.method,
        path: e.path,
        auth: e.auth,
        signed: e.signed,
      });
    }
  });
});
