import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script used by scripts/test.mjs
import { runSteps } from './parallel-steps.mjs';

type Step = { name: string; cmd: string; args: string[]; after?: string };
type Out = { write(chunk: string | Buffer): unknown };
const printed: string[] = [];
/** The steps' output is kept here, not printed among the run's own lines. */
const sink: Out = { write: (chunk) => printed.push(String(chunk)) };
const run = (steps: Step[], slots: number) => (runSteps as (s: Step[], n: number, o: Out) => Promise<void>)(steps, slots, sink);

/** A step that appends its name to the file `log` once it has run. */
const write = (log: string, name: string, after?: string): Step => ({
  name,
  cmd: process.execPath,
  args: ['-e', `require('node:fs').appendFileSync(${JSON.stringify(log)}, ${JSON.stringify(name + '\n')})`],
  after,
});

describe('npm test runs its first steps side by side (scripts/parallel-steps.mjs)', () => {
  it('runs every step, each after the one it waits for', async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'steps-')), 'log');
    await run([write(log, 'size', 'build'), write(log, 'build'), write(log, 'lint')], 2);
    const ran = fs.readFileSync(log, 'utf8').trim().split('\n');
    expect([...ran].sort()).toEqual(['build', 'lint', 'size']);
    expect(ran.indexOf('size')).toBeGreaterThan(ran.indexOf('build'));
  });

  it('fails with the failing step and does not start what waits for it', async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'steps-')), 'log');
    const failing: Step = { name: 'typecheck', cmd: process.execPath, args: ['-e', 'process.exit(3)'] };
    await expect(run([failing, write(log, 'size', 'typecheck')], 2)).rejects.toMatchObject({
      message: 'typecheck failed (3)',
      exitCode: 3,
    });
    expect(fs.existsSync(log)).toBe(false);
    expect(printed.join('')).toContain('-- typecheck');
  });

  it('refuses a step that waits on a step that is not there', async () => {
    await expect(run([{ name: 'size', cmd: process.execPath, args: ['-e', ''], after: 'build' }], 2)).rejects.toThrow(
      /size after build/,
    );
  });
});
