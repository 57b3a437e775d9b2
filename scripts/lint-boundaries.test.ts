/**
 * The boundaries of decision 018 bite: the rules of `eslint.config.js` (its `boundaries(root)`) run over a
 * small repository written to a temporary folder (so neither the project's lint nor its tsc ever sees
 * these fixtures), and each forbidden import is reported while the allowed ones pass. The type-only cycle
 * at the end is the one import-x/no-cycle cannot see and `npm run cycles` (scripts/cycles.mjs) finds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Plain JavaScript modules of the repository, loaded by URL so that tsc does not need their types.
const load = <T>(relative: string) => import(new URL(relative, import.meta.url).href) as Promise<T>;
const { boundaries } = await load<{ boundaries: (root: string) => Linter.Config[] }>('../eslint.config.js');
const { findCycles } = await load<{ findCycles: (root: string) => Promise<string[][]> }>('./cycles.mjs');

const fixture: Record<string, string> = {
  // web
  'apps/web/src/features/catalogue/index.ts': `export const catalogue = 'catalogue';\n`,
  'apps/web/src/features/sale/buy.ts': `import { catalogue } from '../catalogue';\nexport const buy = catalogue;\n`,
  'apps/web/src/features/sale/clean.ts': `import { format } from '../../lib/format';\nimport { buy } from './buy';\nexport const clean = format(buy);\n`,
  'apps/web/src/features/sale/uses-app.ts': `import { routes } from '../../app/routes';\nexport const uses = routes;\n`,
  'apps/web/src/lib/format.ts': `export const format = (s: string) => s.trim();\n`,
  'apps/web/src/lib/uses-feature.ts': `import { catalogue } from '../features/catalogue';\nexport const x = catalogue;\n`,
  'apps/web/src/components/uses-app.ts': `import { routes } from '../app/routes';\nexport const y = routes;\n`,
  'apps/web/src/features/sale/uses-tenant.ts': `import { tenant } from '../../lib/tenant/tenant-store';\nexport const t = tenant;\n`,
  'apps/web/src/lib/tenant/tenant-store.ts': `export const tenant = { name: 'Curio Demo' };\n`,
  'apps/web/src/features/sale/uses-app-tenant.ts': `import { boot } from '../../app/tenant/bootstrap';\nexport const b = boot;\n`,
  'apps/web/src/app/tenant/bootstrap.ts': `export const boot = () => 'booted';\n`,
  'apps/web/src/app/routes.ts': `import { catalogue } from '../features/catalogue';\nexport const routes = [catalogue];\n`,
  // server
  'apps/server/src/modules/order/order.repository.ts': `export class OrderRepository {}\n`,
  'apps/server/src/modules/order/index.ts': `export { OrderRepository } from './order.repository';\n`,
  'apps/server/src/modules/payment/reaches-past.ts': `import { OrderRepository } from '../order/order.repository';\nexport const r = OrderRepository;\n`,
  'apps/server/src/modules/payment/through-face.ts': `import { OrderRepository } from '../order';\nexport const f = OrderRepository;\n`,
  'apps/server/src/modules/payment/uses-flow.ts': `import { placeOrder } from '../../flows/place-order';\nexport const p = placeOrder;\n`,
  'apps/server/src/flows/place-order.ts': `import { OrderRepository } from '../modules/order';\nexport const placeOrder = () => new OrderRepository();\n`,
  'apps/server/src/db/uses-module.ts': `import { OrderRepository } from '../modules/order';\nexport const d = OrderRepository;\n`,
  'apps/server/src/wiring/reaches-past.ts': `import { OrderRepository } from '../modules/order/order.repository';\nexport const w = OrderRepository;\n`,
  'apps/server/src/wiring/through-face.ts': `import { OrderRepository } from '../modules/order';\nexport const w = OrderRepository;\n`,
  // packages: a run-time cycle, a type-only cycle, and an import from an app
  'packages/contract/src/ping.ts': `import { pong } from './pong';\nexport const ping = () => pong;\n`,
  'packages/contract/src/pong.ts': `import { ping } from './ping';\nexport const pong = () => ping;\n`,
  'packages/contract/src/left.ts': `import type { Right } from './right';\nexport type Left = { right?: Right };\n`,
  'packages/contract/src/right.ts': `import type { Left } from './left';\nexport type Right = { left?: Left };\n`,
  'packages/contract/src/uses-app.ts': `import { format } from '../../../apps/web/src/lib/format';\nexport const c = format;\n`,
};

let root: string;
/** Rule id → message, for each file of the fixture. */
let problems: Map<string, { rule: string | null; message: string }[]>;

beforeAll(async () => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'curio-lint-boundaries-')));
  for (const [file, text] of Object.entries(fixture)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...boundaries(root)],
  });
  const results = await eslint.lintFiles(['.']);
  problems = new Map(
    results.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => ({ rule: m.ruleId, message: m.message }))]),
  );
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const rulesOf = (file: string) => (problems.get(file) ?? []).map((p) => p.rule);

describe('the web boundaries', () => {
  it('a feature never imports another feature', () => {
    expect(rulesOf('apps/web/src/features/sale/buy.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(problems.get('apps/web/src/features/sale/buy.ts')![0]!.message).toMatch(/never imports another feature/);
  });

  it('lib/ and components/ import no feature and no app code', () => {
    expect(rulesOf('apps/web/src/lib/uses-feature.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('apps/web/src/components/uses-app.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('a feature does not import app/ (its tenant state comes from lib/tenant/), while app/ composes features', () => {
    expect(rulesOf('apps/web/src/features/sale/uses-app.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('apps/web/src/features/sale/uses-app-tenant.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('apps/web/src/features/sale/uses-tenant.ts')).toEqual([]);
    expect(rulesOf('apps/web/src/app/routes.ts')).toEqual([]);
  });

  it('a clean import passes: lib/ and its own feature', () => {
    expect(rulesOf('apps/web/src/features/sale/clean.ts')).toEqual([]);
    expect(rulesOf('apps/web/src/features/catalogue/index.ts')).toEqual([]);
  });
});

describe('the server boundaries', () => {
  it("a module never reaches past another module's index.ts", () => {
    expect(rulesOf('apps/server/src/modules/payment/reaches-past.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('apps/server/src/modules/payment/through-face.ts')).toEqual([]);
  });

  it("the composition root's wiring takes modules through their index.ts", () => {
    expect(rulesOf('apps/server/src/wiring/reaches-past.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('apps/server/src/wiring/through-face.ts')).toEqual([]);
  });

  it('modules never import flows, while a flow imports module faces', () => {
    expect(rulesOf('apps/server/src/modules/payment/uses-flow.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('apps/server/src/flows/place-order.ts')).toEqual([]);
  });

  it('db/ imports no module', () => {
    expect(rulesOf('apps/server/src/db/uses-module.ts')).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('packages and cycles', () => {
  it('the contract imports nothing from apps', () => {
    expect(rulesOf('packages/contract/src/uses-app.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('a two-file cycle fails the lint, on both files', () => {
    expect(rulesOf('packages/contract/src/ping.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesOf('packages/contract/src/pong.ts')).toEqual(['import-x/no-cycle']);
  });

  it('a type-only cycle passes the lint but not `npm run cycles`', async () => {
    expect(rulesOf('packages/contract/src/left.ts')).toEqual([]);
    const cycles = await findCycles(root);
    expect(cycles.map((c) => [...c].sort())).toEqual(
      expect.arrayContaining([
        ['packages/contract/src/left.ts', 'packages/contract/src/right.ts'],
        ['packages/contract/src/ping.ts', 'packages/contract/src/pong.ts'],
      ]),
    );
    expect(cycles).toHaveLength(2);
  });
});

describe('the console primitives', () => {
  // A repository of its own: a page that builds a drawer from antd's Drawer fails; SaveDrawer may.
  const files: Record<string, string> = {
    'apps/console/src/pages/activity/own-drawer.tsx': `import { Drawer, Form } from 'antd';\nexport const d = [Drawer, Form];\n`,
    'apps/console/src/pages/activity/deep-drawer.ts': `import Drawer from 'antd/es/drawer';\nexport const d = Drawer;\n`,
    'apps/console/src/pages/activity/no-drawer.tsx': `import { Button, Form } from 'antd';\nimport { SaveDrawer } from '../../components/save-drawer';\nexport const d = [Button, Form, SaveDrawer];\n`,
    'apps/console/src/components/save-drawer.tsx': `import { Drawer } from 'antd';\nexport const SaveDrawer = Drawer;\n`,
  };
  let dir: string;
  let found: Map<string, (string | null)[]>;

  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'curio-lint-console-')));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries(dir)],
    });
    const results = await eslint.lintFiles(['.']);
    found = new Map(results.map((r) => [path.relative(dir, r.filePath), r.messages.map((m) => m.ruleId)]));
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a page importing antd's Drawer (named or by its path) fails; other antd parts and SaveDrawer pass", () => {
    expect(found.get('apps/console/src/pages/activity/own-drawer.tsx')).toEqual(['no-restricted-imports']);
    expect(found.get('apps/console/src/pages/activity/deep-drawer.ts')).toEqual(['no-restricted-imports']);
    expect(found.get('apps/console/src/pages/activity/no-drawer.tsx')).toEqual([]);
  });

  it('components/ may use the Drawer (SaveDrawer is built on it)', () => {
    expect(found.get('apps/console/src/components/save-drawer.tsx')).toEqual([]);
  });
});

describe('the web primitives', () => {
  // A repository of its own: a hand-made tab list and a hand-rolled ErrorState fail outside components/;
  // the primitives themselves, and a page that uses them, pass.
  const tabList = `export const T = () => (\n  <div role="tablist">\n    <button role={'tab'}>A</button>\n  </div>\n);\n`;
  const files: Record<string, string> = {
    'apps/web/src/features/sale/hand-tabs.tsx': tabList,
    'apps/web/src/app/routes/sale/hand-tabs.tsx': tabList,
    'apps/web/src/components/ui/tabs.tsx': `${tabList}export const P = () => <div role="tabpanel" />;\n`,
    'apps/web/src/features/sale/panel.tsx': `export const P = () => <div role="tabpanel" aria-label="x" />;\n`,
    'apps/web/src/components/ui/error-state.tsx': `export const ErrorState = () => null;\n`,
    'apps/web/src/components/ui/index.ts': `export { ErrorState } from './error-state';\nexport const Price = 1;\n`,
    'apps/web/src/app/routes/sale/own-error.tsx': `import { ErrorState } from '../../../components/ui/error-state';\nexport const e = ErrorState;\n`,
    'apps/web/src/features/sale/own-error.ts': `import { ErrorState, Price } from '../../components/ui';\nexport const e = [ErrorState, Price];\n`,
    'apps/web/src/features/sale/uses-primitives.tsx': `import { Price } from '../../components/ui';\nimport { DetailPage } from '../../components/query-state';\nexport const u = [Price, DetailPage];\n`,
    'apps/web/src/components/query-state.tsx': `import { ErrorState } from './ui/error-state';\nexport const DetailPage = ErrorState;\n`,
  };
  let dir: string;
  let found: Map<string, (string | null)[]>;

  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'curio-lint-web-')));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries(dir)],
    });
    const results = await eslint.lintFiles(['.']);
    found = new Map(results.map((r) => [path.relative(dir, r.filePath), r.messages.map((m) => m.ruleId)]));
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a tab list by hand (role="tablist", role="tab") fails in a feature and in a route', () => {
    expect(found.get('apps/web/src/features/sale/hand-tabs.tsx')).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    expect(found.get('apps/web/src/app/routes/sale/hand-tabs.tsx')).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('components/ui may make one, and a feature may label its own tab panel', () => {
    expect(found.get('apps/web/src/components/ui/tabs.tsx')).toEqual([]);
    expect(found.get('apps/web/src/features/sale/panel.tsx')).toEqual([]);
  });

  it('a route or feature importing ErrorState from components/ui (its file or the index) fails', () => {
    expect(found.get('apps/web/src/app/routes/sale/own-error.tsx')).toEqual(['no-restricted-imports']);
    expect(found.get('apps/web/src/features/sale/own-error.ts')).toEqual(['no-restricted-imports']);
  });

  it('the rest of components/ui and the query-state path pass, and components/ may use ErrorState', () => {
    expect(found.get('apps/web/src/features/sale/uses-primitives.tsx')).toEqual([]);
    expect(found.get('apps/web/src/components/query-state.tsx')).toEqual([]);
  });
});
