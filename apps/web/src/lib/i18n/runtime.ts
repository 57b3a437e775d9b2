// Curio's i18n runtime (decision 020): the texts of lib/i18n's languages, `t()` over them and a
// subscription for React. It reads the resource format i18next read: nested objects, keys joined by
// dots, `{{name}}` interpolation, plural keys `key_zero`/`key_one`/`key_few`/`key_many`/`key_other`
// chosen by `Intl.PluralRules` for `count`, then the key itself, then the fallback language (as i18next 26).

/** A language's texts: nested objects of strings (the locale files' format). */
export type Resources = { readonly [key: string]: unknown };
type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

export interface TOptions {
  /** Chooses the plural key (`_zero` first when 0, then `Intl.PluralRules`) and fills `{{count}}`. */
  count?: number;
  /** Returned (interpolated) when no language has the key. */
  defaultValue?: string;
  /** Accepted for i18next's calls; the runtime never escapes (React does). */
  interpolation?: { escapeValue?: boolean };
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface I18n {
  /** The language in use. */
  readonly language: string;
  t: TFunction;
  /** Sets the language and re-renders every component that reads texts. */
  changeLanguage(lng: string): Promise<void>;
  /** Merges `resources` into the language's texts (deeply); existing texts stay unless `overwrite`. */
  addResources(lng: string, resources: Resources, overwrite?: boolean): void;
  hasResources(lng: string): boolean;
  /** Calls `listener` after each language change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface I18nOptions {
  lng: string;
  /** Looked up when `lng` has no text for a key (English in the app). */
  fallbackLng?: string;
  resources?: Record<string, Resources>;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lng);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

function lookup(resources: Resources | undefined, key: string): string | undefined {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}` → the option's value as a string; a missing value gives '' (as i18next does). */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, raw: string) => {
    const value = options?.[raw.trim()];
    return value === undefined || value === null ? '' : String(value);
  });
}

function merge(target: Tree, source: Resources, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(value)) {
      if (isTree(existing)) merge(existing, value, overwrite);
      else if (existing === undefined || overwrite) {
        const copy: Tree = {};
        merge(copy, value, true);
        target[key] = copy;
      }
    } else if (existing === undefined || overwrite) {
      target[key] = value;
    }
  }
}

export function createI18n({ lng, fallbackLng, resources }: I18nOptions): I18n {
  const store = new Map<string, Tree>();
  const listeners = new Set<() => void>();
  let language = lng;

  const addResources = (code: string, res: Resources, overwrite = false) => {
    let target = store.get(code);
    if (!target) store.set(code, (target = {}));
    merge(target, res, overwrite);
  };
  for (const [code, res] of Object.entries(resources ?? {})) addResources(code, res, true);

  const resolve = (code: string, key: string, count: number | undefined): string | undefined => {
    const res = store.get(code);
    if (!res) return undefined;
    if (count !== undefined) {
      if (count === 0) {
        const zero = lookup(res, `${key}_zero`);
        if (zero !== undefined) return zero;
      }
      const plural = lookup(res, `${key}_${pluralCategory(code, count)}`);
      if (plural !== undefined) return plural;
    }
    return lookup(res, key);
  };

  const t: TFunction = (key, options) => {
    const count = typeof options?.count === 'number' ? options.count : undefined;
    let text = resolve(language, key, count);
    if (text === undefined && fallbackLng !== undefined && fallbackLng !== language) text = resolve(fallbackLng, key, count);
    if (text === undefined) text = options?.defaultValue ?? key;
    return interpolate(text, options);
  };

  return {
    get language() {
      return language;
    },
    t,
    changeLanguage(next) {
      if (next !== language) {
        language = next;
        for (const listener of [...listeners]) listener();
      }
      return Promise.resolve();
    },
    addResources,
    hasResources: (code) => store.has(code),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
