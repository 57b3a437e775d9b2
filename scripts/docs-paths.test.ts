/**
 * The map stays true: every repository path `docs/ARCHITECTURE.md` names in backticks exists. A backticked
 * token is a path when it contains a `/` and its last part has a file extension, or when it ends with `/`;
 * tokens with spaces, URLs (`://`), addresses that start with `/` and package names (`@curio/...`) are not
 * paths. A path is looked up from the repository root and from the roots the document names at its top
 * (`apps/server/src`, `apps/web/src`, `apps/console/src`, `packages/contract/src`), and must exist under one.
 * Build outputs (`dist/`, `dist-ssr/`) are allowed; a pattern (`<m>`, `*`) is allowed when the folders before
 * its first pattern part exist; `{a,b}` is expanded and each alternative checked; a `:line` suffix is dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['', 'apps/server/src', 'apps/web/src', 'apps/console/src', 'packages/contract/src'];
const DOC = 'docs/ARCHITECTURE.md';

/** The inline code spans of a Markdown text, fenced blocks left out. */
export function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, '');
  return [...prose.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2]!.trim());
}

/** Whether a code span names a repository path (see the rule above). */
export function isPath(token: string): boolean {
  if (/\s/.test(token) || token.includes('://') || token.startsWith('/') || token.startsWith('@')) return false;
  if (!token.includes('/')) return false;
  const last = token
    .replace(/:\d[\d,-]*$/, '')
    .split('/')
    .pop()!;
  return token.endsWith('/') || /\.[A-Za-z][A-Za-z0-9]*$/.test(last);
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one level of braces). */
export function expand(token: string): string[] {
  const m = /\{([^{}]*)\}/.exec(token);
  if (!m) return [token];
  return m[1]!.split(',').flatMap((alt) => expand(token.slice(0, m.index) + alt + token.slice(m.index + m[0].length)));
}

const isPattern = (part: string) => /[<>*]/.test(part);
const isBuildOutput = (p: string) => p.split('/').some((part) => part === 'dist' || part === 'dist-ssr');
const existsUnderARoot = (p: string) => ROOTS.some((r) => fs.existsSync(path.join(root, r, p)));

/** The paths of `tokens` that exist under none of the roots (patterns: their literal folders). */
export function missingPaths(tokens: readonly string[], exists: (p: string) => boolean = existsUnderARoot): string[] {
  const missing = new Set<string>();
  for (const token of tokens.filter(isPath)) {
    for (const candidate of expand(token.replace(/:\d[\d,-]*$/, ''))) {
      const p = candidate.replace(/\/+$/, '');
      if (isBuildOutput(p)) continue;
      const parts = p.split('/');
      const firstPattern = parts.findIndex(isPattern);
      if (firstPattern === -1) {
        if (!exists(p)) missing.add(token);
        continue;
      }
      // A pattern: the folders before its first pattern part must exist (an environment root such as
      // DATA_DIR/ is not a folder of the repository).
      const literal = parts.slice(0, firstPattern);
      if (literal.length === 0 || /^[A-Z][A-Z0-9_]*$/.test(literal[0]!)) continue;
      if (!exists(literal.join('/'))) missing.add(token);
    }
  }
  return [...missing].sort();
}

describe('the paths docs/ARCHITECTURE.md names', () => {
  const spans = codeSpans(fs.readFileSync(path.join(root, DOC), 'utf8'));

  it('reads the rule: which tokens are paths, braces, patterns and build outputs', () => {
    expect(codeSpans('a `x/y.ts` b\n```\n`not/this.ts`\n```\n- `apps/`\n  ```\n  `nor/this.ts`\n  ```\n')).toEqual([
      'x/y.ts',
      'apps/',
    ]);
    expect(['apps/web/src/', 'flows/place-order.ts', 'scripts/*.test.ts'].every(isPath)).toBe(true);
    expect(['/console/', 'app.order.orders', 'https://x/y.ts', '@curio/contract/client', 'GET /a/b.ts'].some(isPath)).toBe(false);
    expect(expand('modules/brand/{brand,home-draft}.service.ts')).toEqual([
      'modules/brand/brand.service.ts',
      'modules/brand/home-draft.service.ts',
    ]);
    const have = new Set(['apps/web/src/features', 'flows/place-order.ts']);
    expect(
      missingPaths(
        [
          'flows/place-order.ts',
          'flows/gone.ts',
          'apps/web/src/features/<f>/api/',
          'modules/<m>/<m>.module.ts',
          'apps/web/dist/index.html',
          'DATA_DIR/files/<key>',
          '<m>.ports.ts',
        ],
        (p) => have.has(p),
      ),
    ).toEqual(['flows/gone.ts', 'modules/<m>/<m>.module.ts']);
  });

  it('finds the paths it checks', () => {
    expect(spans.filter(isPath).length).toBeGreaterThan(300);
  });

  it('every path exists under the repository root or one of the app roots', () => {
    expect(missingPaths(spans)).toEqual([]);
  });
});
