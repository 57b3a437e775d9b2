import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderEnvTable, withEnvTable } from './config-docs';
import { ENV_DOCS, loadConfig } from './config';

describe("README's and the deployment guide's configuration table", () => {
  it.each(['README.md', 'docs/deploy.md'])(
    '%s: is the one the configuration schema generates (npm run docs:env writes it)',
    (file) => {
      const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../..', file), 'utf8');
      expect(text).toContain('<!-- env-table');
      expect(withEnvTable(text)).toBe(text);
    },
  );

  it('names every variable config.ts reads, and nothing else reads the environment', () => {
    const table = renderEnvTable();
    for (const d of ENV_DOCS) expect(table).toContain(`\`${d.name}\``);
    const src = path.resolve(import.meta.dirname);
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && fs.readFileSync(p, 'utf8').includes('process.env'))
          readers.push(path.relative(src, p));
      }
    };
    walk(src);
    expect(readers).toEqual(['config.ts']);
  });
});

describe('.env.production.example', () => {
  const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../.env.production.example'), 'utf8');
  const vars = (text: string) => [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);

  it('names only variables the configuration knows', () => {
    const known = new Set(ENV_DOCS.map((d) => d.name));
    expect(vars(example).filter((v) => !known.has(v))).toEqual([]);
  });

  it('is refused as it is: every placeholder must be replaced', () => {
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((l) => /^[A-Z]/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(() => loadConfig(env)).toThrow(/CHAIN_KEY/);
    const chainKeyFilled = { ...env, CHAIN_KEY: `0x${'ab'.repeat(32)}` };
    expect(() => loadConfig(chainKeyFilled)).toThrow(/SIGN_KEY is a development or placeholder value/);
    expect(() => loadConfig(chainKeyFilled)).toThrow(/MASTER_KEY is a development or placeholder value/);
  });
});
