import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly inside `dir` (none when it does not exist). */
function foldersIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * The boundaries between the parts of the code (decision 018), as ESLint flat-config blocks for the
 * repository at `root`. Exported so that `scripts/lint-boundaries.test.ts` runs exactly these rules over
 * fixtures of its own. Features and modules are read from the disk, so a new one is held at once.
 *
 *   web       a feature never imports another feature; components/ and lib/ import no feature and no
 *             app/ code; features do not import app/ (app/ composes features, never the reverse); the
 *             tenant's state that every feature reads is lib/tenant/
 *   server    plugins/ and db/ import no module and no flow; db/ imports neither seed/ nor cli/ (they
 *             stand above it); a module imports another module only through its index.ts, and so do
 *             the composition root's files (app.ts, module-services.ts, wiring/); modules never import flows/
 *   packages  import nothing from apps/; web and server never import each other
 *   all       no import cycles (import-x/no-cycle: run-time imports; type-only cycles: `npm run cycles`)
 */
export function boundaries(root) {
  const at = (...p) => path.join(root, ...p);
  const web = 'apps/web/src';
  const server = 'apps/server/src';
  const consoleApp = 'apps/console/src';

  const featureZones = foldersIn(at(web, 'features')).map((f) => ({
    target: `${web}/features/${f}`,
    from: `${web}/features`,
    except: [`./${f}`],
    message: `A feature never imports another feature (features/${f} is importing it): move the shared piece to components/ or lib/, or compose both features in a route under app/routes/.`,
  }));
  const moduleZones = foldersIn(at(server, 'modules')).map((m) => ({
    target: `${server}/modules/${m}`,
    from: at(server, 'modules/**'),
    except: [at(server, `modules/${m}/**`), at(server, 'modules/*/index.ts')],
    message: `A module imports another module only through its index.ts (modules/${m} is reaching past it); work that spans modules is a flow in flows/.`,
  }));

  // console   a page folder never imports another page folder (shared parts live in components/ or lib/);
  //           components/ and lib/ import no page and no app/ code; pages do not import app/
  const pageZones = foldersIn(at(consoleApp, 'pages')).map((p) => ({
    target: `${consoleApp}/pages/${p}`,
    from: `${consoleApp}/pages`,
    except: [`./${p}`],
    message: `A console page folder never imports another one (pages/${p} is importing it): move the shared piece to components/ or lib/.`,
  }));
  //           the primitives bind: a page never builds a drawer of its own from antd's Drawer (the form
  //           drawer, its Cancel/Save and the refused save's problems are components/save-drawer.tsx)
  const drawerMessage =
    "A console page edits in components/save-drawer.tsx's SaveDrawer, not antd's Drawer: extend SaveDrawer if a form needs more.";
  const consolePrimitives = {
    files: [`${consoleApp}/pages/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', importNames: ['Drawer'], message: drawerMessage }],
          patterns: [
            { group: ['antd/es/drawer', 'antd/lib/drawer', 'antd/es/drawer/*', 'antd/lib/drawer/*'], message: drawerMessage },
          ],
        },
      ],
    },
  };

  // web       the shared UI primitives bind (issue 30): role="tablist"/"tab" only inside components/ui (the
  //           Tabs primitive, keyboard and ARIA included); routes and features import no ErrorState from
  //           components/ui (a page's loading, error and not-found states are the query-state primitive's)
  const webPrimitives = [
    {
      files: [`${web}/**/*.tsx`],
      ignores: [`${web}/components/ui/**`],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "JSXAttribute[name.name='role'] Literal[value=/^tab(list)?$/]",
            message:
              'A tab list is the Tabs primitive (components/ui/tabs): role="tablist" and role="tab" live only in components/ui.',
          },
        ],
      },
    },
    {
      files: [`${web}/app/routes/**/*.{ts,tsx}`, `${web}/features/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/components/ui', '**/components/ui/index', '**/components/ui/error-state'],
                importNames: ['ErrorState'],
                message:
                  "A page's loading, error and not-found states go through the query-state primitive in components/, not a hand-rolled ErrorState.",
              },
            ],
          },
        ],
      },
    },
  ];

  return [
    {
      files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        // What import-x needs to read TypeScript modules when it follows imports (no-cycle).
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              // web
              ...featureZones,
              {
                target: [`${web}/components`, `${web}/lib`],
                from: [`${web}/features`, `${web}/app`],
                message: 'components/ and lib/ are domain-free: they import no feature and no app/ code.',
              },
              {
                target: `${web}/features`,
                from: `${web}/app`,
                message: 'A feature does not import app/: app/ composes features, never the reverse.',
              },
              // console
              ...pageZones,
              {
                target: [`${consoleApp}/components`, `${consoleApp}/lib`],
                from: [`${consoleApp}/pages`, `${consoleApp}/app`],
                message: "The console's components/ and lib/ import no page and no app/ code.",
              },
              {
                target: `${consoleApp}/pages`,
                from: `${consoleApp}/app`,
                message: 'A console page does not import app/: app/ joins the pages, never the reverse.',
              },
              {
                target: 'apps/console',
                from: ['apps/server', 'apps/web'],
                message: 'The console imports neither the server nor the storefront (the contract is what they share).',
              },
              {
                target: ['apps/web', 'apps/server'],
                from: 'apps/console',
                message: 'Neither the storefront nor the server imports the console.',
              },
              // server
              {
                target: [`${server}/plugins`, `${server}/db`],
                from: [`${server}/modules`, `${server}/flows`],
                message: 'plugins/ and db/ are domain-free: they import no module and no flow.',
              },
              {
                target: `${server}/db`,
                from: [`${server}/seed`, `${server}/cli`],
                message: 'db/ is the database only: seed/ and cli/ stand above it and call module services.',
              },
              ...moduleZones,
              {
                target: [`${server}/wiring`, `${server}/app.ts`, `${server}/module-services.ts`],
                from: at(server, 'modules/**'),
                except: [at(server, 'modules/*/index.ts')],
                message:
                  "The composition root (app.ts, module-services.ts, wiring/) takes a module through its index.ts: export the step or service from the module's face.",
              },
              {
                target: `${server}/modules`,
                from: `${server}/flows`,
                message: 'Modules never import flows/: a flow calls module faces, not the reverse.',
              },
              // packages and apps
              {
                target: 'packages',
                from: 'apps',
                message: 'The packages (contract, chain) import nothing from apps/.',
              },
              { target: 'apps/web', from: 'apps/server', message: 'The web app never imports the server.' },
              {
                target: 'apps/server',
                from: 'apps/web',
                message: 'The server never imports the web app (the contract is what they share).',
              },
            ],
          },
        ],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    consolePrimitives,
    ...webPrimitives,
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...boundaries(import.meta.dirname),
);

// ---------------------------------------------------------------------------------------------------
