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
  'apps/server/src/modules/orders/order.repository.ts': `export class OrderRepository {}\n`,
  'apps/server/src/modules/orders/index.ts': `export { OrderRepository } from './order.repository';\n`,
  'apps/server/src/modules/payments/reaches-past.ts': `import { OrderRepository } from '../orders/order.repository';\nexport const r = OrderRepository;\n`,
  'apps/server/src/modules/payments/through-face.ts': `import { OrderRepository } from '../orders';\nexport const f = OrderRepository;\n`,
  'apps/server/src/modules/payments/uses-flow.ts': `import { placeOrder } from '../../flows/place-order';\nexport const p = placeOrder;\n`,
  'apps/server/src/flows/place-order.ts': `import { OrderRepository } from '../modules/orders';\nexport const placeOrder = () => new OrderRepository();\n`,
  'apps/server/src/db/uses-module.ts': `import { OrderRepository } from '../modules/orders';\nexport const d = OrderRepository;\n`,
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
    expect(rulesOf('apps/server/src/modules/payments/reaches-past.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('apps/server/src/modules/payments/through-face.ts')).toEqual([]);
  });

  it('modules never import flows, while a flow imports module faces', () => {
    expect(rulesOf('apps/server/src/modules/payments/uses-flow.ts')).toEqual(['import-x/no-restricted-paths']);
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
