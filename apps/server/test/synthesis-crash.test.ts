import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { synthesize } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { checkSynthesisInvariants } from './support/invariants';
import { createTestApp, DB_KIND, signedHeaders, type TestApp } from './helpers';
import { collection, give, itemsOf, makeRecipe, snapshot, synth } from './synthesis-helpers';
import { member } from './transfer-helpers';

/** The server process that stops a synthesis before its commit (fixtures/synthesis-server-process.ts). */
async function startServerProcess(t: TestApp) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/fixtures/synthesis-server-process.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: t.dataDir,
        DATABASE_URL: t.config.database.kind === 'postgres' ? t.config.database.url : t.config.database.file,
        MASTER_KEY: t.config.masterKey,
        SIGN_KEY: t.config.signKey,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        CHAIN_WORKER: '0',
        WEB_DIST: path.join(t.dataDir, 'no-web'),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const waiters: { test: (s: string) => boolean; resolve: () => void }[] = [];
  const exited = new Promise<string | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of waiters.splice(0))
      if (w.test(out)) w.resolve();
      else waiters.push(w);
  });
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const printed = (test: (s: string) => boolean) =>
    Promise.race([
      new Promise<void>((resolve) => (test(out) ? resolve() : waiters.push({ test, resolve }))),
      exited.then((how) => Promise.reject(new Error(`the server process ended (${how}):\n${out}`))),
    ]);
  await printed((s) => /\{"listening":\d+\}/.test(s));
  const port = Number(/\{"listening":(\d+)\}/.exec(out)![1]);
  return { child, port, exited, printed };
}

function synthesizeThrough(port: number, who: { token: string }, recipeId: number, itemIds: number[]) {
  return signedHeaders({ token: who.token, tokenInSignature: synthesize.tokenInSignature }).then((headers) =>
    fetch(`http://127.0.0.1:${port}/api${synthesize.path}`, {
      method: synthesize.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ recipeId, itemIds }),
    }).then(
      async (r) => ((await r.json()) as { code: number }).code,
      () => 'cut off' as const,
    ),
  );
}

describe(`a synthesis across a killed server (${DB_KIND})`, () => {
  it(
    'SIGKILL before the commit → nothing of it after the restart; the same synthesis then goes through once',
    { timeout: 180_000 },
    async () => {
      const t = await createTestApp();
      let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
      try {
        const a = await collection(t);
        const result = await collection(t);
        const recipeId = await makeRecipe(t, 'demo', {
          resultCollectionId: result,
          fragments: [{ collectionId: a, count: 2 }],
          stock: 1,
        });
        const m = await member(t);
        const ids = await give(t, m, a, 2);
        const before = await snapshot(t);
        server = await startServerProcess(t);
        const cut = synthesizeThrough(server.port, m, recipeId, ids);
        await server.printed((s) => /\{"recorded":\d+\}/.test(s));
        server.child.kill('SIGKILL');
        expect(await server.exited).toBe('SIGKILL');
        server = undefined;
        expect(await cut).toBe('cut off');
        // All or nothing: the stock, the fragments, the result, the chain jobs and the inbox are as before.
        expect(await snapshot(t)).toEqual(before);
        expect((await itemsOf(t, ids)).map((i) => i.status)).toEqual(['held', 'held']);
        // The restarted server (this process, same database) takes the same synthesis: the last result is there.
        const res = await synth(t, m, recipeId, ids);
        expect(res.code, res.msg).toBe(0);
        expect((await itemsOf(t, ids)).map((i) => i.status)).toEqual(['consumed', 'consumed']);
        expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
      } finally {
        if (server) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
        await t.close();
      }
    },
  );
});
