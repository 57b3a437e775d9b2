import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES } from './complete-languages';

// lib/i18n loads English beside a language only when the language is partial; a language it calls
// complete must therefore have every text English has, in every file.
type Tree = { readonly [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>(['./*/*.ts', '!./*/*.test.ts'], { eager: true });

function leaves(tree: Tree, prefix = '', out: string[] = []): string[] {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push(path);
    else leaves(value, path, out);
  }
  return out;
}

const englishFiles = Object.keys(files).filter((file) => file.startsWith('./en/'));

describe('complete languages (no English loaded beside them)', () => {
  it('English has text files', () => {
    expect(englishFiles.length).toBeGreaterThan(5);
  });

  it.each([...COMPLETE_LANGUAGES].filter((lang) => lang !== 'en'))('%s has every English text', (lang) => {
    for (const file of englishFiles) {
      const other = files[file.replace('./en/', `./${lang}/`)];
      expect(other, `${lang}: ${file}`).toBeDefined();
      const keys = new Set(leaves(other!.default));
      expect(
        leaves(files[file]!.default).filter((key) => !keys.has(key)),
        `${lang}: ${file}`,
      ).toEqual([]);
    }
  });
});
