import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One name per area (issue 30, decision 056): a server module's folder, files, plugin name, decoration and
// ports are all named by the folder; the folder is the contract's singular area name. (A second routes file
// names what it serves: dev.routes.ts, tenant-console.routes.ts ...)

const modules = join(import.meta.dirname, '../apps/server/src/modules');
const wiring = join(import.meta.dirname, '../apps/server/src/wiring');
const calls = join(import.meta.dirname, '../packages/contract/src/calls');
const webFeatures = join(import.meta.dirname, '../apps/web/src/features');
const consolePages = join(import.meta.dirname, '../apps/console/src/pages');
const dirs = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const folders = readdirSync(modules, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (s: string) => camel(s).replace(/^[a-z]/, (c) => c.toUpperCase());
/** Plural folder names this repository used before decision 056: none may come back. */
const PLURALS =
  /^(activities|addresses|airdrops|albums|collectibles|coupons|favourites|invites|operators|orders|payments|transfers|notices|tenants|users|providers)$/;
/** Console folders once named by their menu, not by what they manage. */
const MENU_NAMES = /^(growth|marketing|decoration)$/;

describe('module names (decision 056)', () => {
  it('every module folder is singular and builds itself in <m>.module.ts, exporting <camel>Module', () => {
    expect(folders.length).toBeGreaterThan(20);
    for (const m of folders) {
      expect(m, 'a module folder is named by the singular').not.toMatch(PLURALS);
      const file = join(modules, m, `${m}.module.ts`);
      expect(existsSync(file), `${m}/${m}.module.ts`).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text, `${m}: exports ${camel(m)}Module`).toMatch(new RegExp(`export const ${camel(m)}Module\\b`));
      expect(text, `${m}: its fastify-plugin name is the folder`).toMatch(new RegExp(`\\bname: '${m}'`));
      if (/ModuleOptions\b/.test(text))
        expect(text, `${m}: its options type is ${pascal(m)}ModuleOptions`).toMatch(
          new RegExp(`\\b${pascal(m)}ModuleOptions\\b`),
        );
      for (const f of readdirSync(join(modules, m)))
        if (/\.(module|types|personal-data)\.ts$/.test(f)) expect(f, `${m}/${f}`).toMatch(new RegExp(`^${m}\\.`));
    }
  });

  it('a module decorates exactly one name, app.<camel of folder>', () => {
    for (const m of folders) {
      const text = readFileSync(join(modules, m, `${m}.module.ts`), 'utf8');
      const names = [...text.matchAll(/\bapp\.decorate\('([^']+)'/g)].map((x) => x[1]);
      if (m === 'system') {
        expect(names, 'system owns no service').toEqual([]);
        continue;
      }
      expect(names, m).toEqual([camel(m)]);
    }
  });

  it('ports are wiring/<m>.ports.ts exporting <camel>Ports, for a module that exists', () => {
    for (const f of readdirSync(wiring).filter((n) => n.endsWith('.ports.ts'))) {
      const m = f.replace(/\.ports\.ts$/, '');
      expect(folders, `wiring/${f} names a module`).toContain(m);
      expect(readFileSync(join(wiring, f), 'utf8'), f).toMatch(new RegExp(`export function ${camel(m)}Ports\\b`));
    }
  });

  it('the contract folders are singular too', () => {
    const areas = readdirSync(calls, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name.replace(/^console-/, ''));
    for (const a of areas) expect(a).not.toMatch(PLURALS);
  });

  it('the web features and the console pages are named by their singular area too', () => {
    for (const f of dirs(webFeatures)) expect(f, `apps/web/src/features/${f}`).not.toMatch(PLURALS);
    for (const p of dirs(consolePages)) {
      expect(p, `apps/console/src/pages/${p}`).not.toMatch(PLURALS);
      expect(p, `apps/console/src/pages/${p}`).not.toMatch(MENU_NAMES);
    }
  });
});
