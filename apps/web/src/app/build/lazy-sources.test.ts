import { describe, expect, it } from 'vitest';
import { tagLazyImports } from './lazy-sources';

const resolveFrom = (dir: string) => async (spec: string) =>
  spec.includes('missing') ? null : `${dir}/${spec.replace(/^\.\//, '')}.tsx`.replace(/\/[^/]+\/\.\.\//, '/');

describe('tagLazyImports (the server build knows each lazy module by its source path)', () => {
  it('wraps every lazy import of a relative module with its source, and keeps the rest of the code', async () => {
    const code = [
      "const homePage = () => import('./home/home-page');",
      "export const routes = [{ path: '/a', page: () => import(\"./catalogue/market-page\"), title: 'x' }];",
      "const lib = () => import('react');",
      "const content = () => import('./home/home-content').then((m) => m.default);",
    ].join('\n');
    const out = await tagLazyImports(code, resolveFrom('src/app/routes'));
    expect(out).toBe(
      [
        'const homePage = Object.assign(() => import(\'./home/home-page\'), { source: "src/app/routes/home/home-page.tsx" });',
        'export const routes = [{ path: \'/a\', page: Object.assign(() => import("./catalogue/market-page"), { source: "src/app/routes/catalogue/market-page.tsx" }), title: \'x\' }];',
        "const lib = () => import('react');",
        "const content = () => import('./home/home-content').then((m) => m.default);",
      ].join('\n'),
    );
  });

  it('leaves an import it cannot resolve as it was, and answers null for code without lazy imports', async () => {
    const code = "const a = () => import('./missing'); const b = () => import('../other');";
    const out = await tagLazyImports(code, resolveFrom('src/app/routes'));
    expect(out).toBe(
      "const a = () => import('./missing'); const b = Object.assign(() => import('../other'), { source: \"src/app/other.tsx\" });",
    );
    expect(await tagLazyImports('import x from "./x"; export default x;', resolveFrom('src'))).toBeNull();
  });
});
