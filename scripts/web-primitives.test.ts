/**
 * The web's shared furniture stays shared (issue 30): the bar fixed at the bottom of a page is the primitive
 * `components/ui/bottom-bar` (it pads for the safe area), so no stylesheet under `features/` or `app/` pads
 * for the bottom safe area itself. The lint (`eslint.config.js`, `boundaries`) holds the tab lists and query
 * states; this test holds the stylesheets, which the lint does not read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = fileURLToPath(new URL('../apps/web/src/', import.meta.url));

/** Every .css file under `dir`, relative to the web's src/. */
function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return stylesheets(full);
    return d.name.endsWith('.css') ? [path.relative(web, full)] : [];
  });
}

/** `file:line` of each line of the web's stylesheets under `areas` that matches `pattern`. */
function linesMatching(areas: string[], pattern: RegExp): string[] {
  return areas.flatMap((area) =>
    stylesheets(path.join(web, area)).flatMap((file) =>
      fs
        .readFileSync(path.join(web, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}`] : [])),
    ),
  );
}

describe('the web primitives', () => {
  it('finds the stylesheets it checks', () => {
    expect(stylesheets(path.join(web, 'features')).length).toBeGreaterThan(10);
  });

  it('no feature or app stylesheet pads for the bottom safe area: the bottom bar is components/ui/bottom-bar', () => {
    expect(linesMatching(['features', 'app'], /env\(\s*safe-area-inset-bottom\s*\)/)).toEqual([]);
  });
});
