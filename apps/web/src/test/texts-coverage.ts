// What every area's texts test checks (PRODUCT.md §10): zh-CN, zh-TW and en complete, es and fr with the
// runtime texts (and nothing English lacks), the same placeholders, page titles the routes use, and the
// texts loading with their pages. Each area's test names its own files, keys and sample translations.
import type { Language } from '@curio/contract/client';
import { expect } from 'vitest';
import { changeLanguage, i18n, setupI18n, type TOptions } from '../lib/i18n';

/** A locale file's texts: nested objects of strings. */
type Tree = { readonly [key: string]: string | Tree };

/** Every text of a locale file by its dotted key ('social.follow.keep'). */
export function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The dotted keys of a locale file, sorted. */
export const keysOf = (tree: object): string[] => [...leaves(tree).keys()].sort();

/** The placeholders ({{name}}) and tags (<b>) of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

/** zh-CN and zh-TW (or whichever languages are given) have exactly the English keys. */
export function expectSameKeys(en: object, languages: Record<string, object>) {
  const all = keysOf(en);
  for (const [lang, texts] of Object.entries(languages)) expect(keysOf(texts), lang).toEqual(all);
}

/**
 * The page titles (the `*-titles` files): zh-CN and zh-TW have the English ones; with `routes`, every title
 * is one a route shows ('nav.<key>').
 */
export function expectTitles(titles: Record<'en' | 'zh-CN' | 'zh-TW', object>, routes?: readonly { title?: string }[]) {
  const keys = Object.keys(titles.en).sort();
  expect(Object.keys(titles['zh-CN']).sort(), 'zh-CN').toEqual(keys);
  expect(Object.keys(titles['zh-TW']).sort(), 'zh-TW').toEqual(keys);
  if (!routes) return;
  const used = routes.map((r) => r.title?.slice(4));
  for (const k of keys) expect(used, k).toContain(k);
}

/**
 * es and fr (the partial languages) have only keys English has (`en`: its file, or all its texts the area's
 * may use), and every one of `runtime`.
 */
export function expectRuntimeTexts(
  en: object | Map<string, string>,
  languages: Record<string, object>,
  runtime: readonly string[],
) {
  const english = en instanceof Map ? en : leaves(en);
  for (const [lang, texts] of Object.entries(languages)) {
    const keys = leaves(texts);
    for (const k of keys.keys()) expect(english.has(k), `${lang}: ${k}`).toBe(true);
    for (const k of runtime) expect(keys.has(k), `${lang}: ${k}`).toBe(true);
  }
}

/**
 * No unknown keys (none `english` lacks), no empty texts, the same placeholders as English (`tags`: and
 * the same <tags>).
 */
export function expectWellFormed(english: Map<string, string>, texts: object, { tags = true } = {}) {
  const marks = (text: string) => (tags ? placeholders(text) : placeholders(text.replace(/<(\w+)>/g, '')));
  for (const [key, value] of leaves(texts)) {
    expect(english.has(key), key).toBe(true);
    expect(value.trim(), key).not.toBe('');
    expect(marks(value), key).toEqual(marks(english.get(key) ?? ''));
  }
}

/** A text as i18n gives it: [key, the text expected, the options passed]. */
export type Shown = readonly [key: string, expected: string, options?: TOptions];

/**
 * The area's texts load with its pages: from zh-CN, each language in turn is loaded and chosen, and i18n
 * gives each key as expected (a partial language takes what it lacks from English).
 */
export async function expectTextsLoad(texts: { load: (lang: Language) => Promise<void> }, shown: readonly [Language, Shown[]][]) {
  await setupI18n('zh-CN');
  for (const [lang, expected] of shown) {
    await texts.load(lang);
    await changeLanguage(lang);
    for (const [key, text, options] of expected) expect(i18n.t(key, options), `${lang}: ${key}`).toBe(text);
  }
}
