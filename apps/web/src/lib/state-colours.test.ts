import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, mixHex } from './contrast';
import { DEFAULT_THEME, readableColours } from './theme';

// Decision 074: every text colour reads (AA, 4.5:1). The tenant's colours are made readable by lib/theme.ts;
// the fixed state colours live in app/global.css; and no stylesheet paints text with a colour meant for
// grounds (the raw brand colour, the warning fill).

const src = path.resolve(import.meta.dirname, '..');
const globalCss = fs.readFileSync(path.join(src, 'app/global.css'), 'utf8');

/** The value of a custom property in the first `:root` block (light) or the dark theme's block. */
function token(name: string, scheme: 'light' | 'dark'): string {
  const block =
    scheme === 'light'
      ? /:root \{([^}]*--curio-warn-ink[^}]*)\}/.exec(globalCss)
      : /:root\[data-theme='dark'\] \{([^}]*)\}/.exec(globalCss);
  const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(block?.[1] ?? '')?.[1];
  if (!value) throw new Error(`${name} (${scheme}) is not in global.css`);
  return value;
}

/** The seeded tenants' grounds: Curio Demo's (light) and Aurora's (dark): page, card, minor. */
const GROUNDS = { light: ['#F8F8F8', '#FFFFFF', '#F2F3F5'], dark: ['#0E1020', '#1A1D33', '#232744'] } as const;
/** Each state's own tint behind its text (chip.module.css, sale.css): its colour and share. */
const TINTS = {
  '--curio-warn-ink': ['#A85500', 0.14],
  '--curio-pending-ink': ['#FF9F1A', 0.15],
  '--curio-success-ink': ['#2BD009', 0.13],
  '--curio-danger-ink': ['#E5484D', 0.12],
} as const;

describe('state colours', () => {
  for (const scheme of ['light', 'dark'] as const)
    for (const [name, [tint, share]] of Object.entries(TINTS))
      it(`${name} reads on the ${scheme} grounds and its own tint`, () => {
        const colour = token(name, scheme);
        const grounds = [...GROUNDS[scheme], ...GROUNDS[scheme].map((g) => mixHex(tint, share, g))];
        for (const g of grounds) expect(contrastRatio(colour, g), `${colour} on ${g}`).toBeGreaterThanOrEqual(4.5);
      });

  it("global.css's ink and fill, until the theme is applied, are the default theme's computed ones", () => {
    const c = readableColours(DEFAULT_THEME);
    const value = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(globalCss)?.[1]?.toUpperCase();
    expect(value('--curio-theme-ink')).toBe(c.themeInk);
    expect(value('--curio-theme-fill')).toBe(c.themeFill);
  });

  it('no stylesheet paints text with the raw theme colour or the warning fill (their ink is the text colour)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.css'))
          fs.readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/(^|[\s;{])color:\s*var\(--curio-(theme|warn-fill)\)/.test(line))
                offenders.push(`${path.relative(src, file)}:${i + 1}: ${line.trim()}`);
            });
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});
