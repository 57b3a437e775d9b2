// Checking a catalogue file before anything is written (docs/catalogue-format.md, decision 011):
// syntax, shape, keys, sale windows and media, every problem with its path (`collections[3].price: ...`).
// What needs the tenant's rows (references, stock) is checked by the writer inside its transaction.
import { catalogueFileSchema, type CatalogueFile, type MediaSourceInput, type SaleInput } from './import-format';
import { MediaProblem, placeholderImage, prepareMedia, type MediaRole, type PreparedMedia } from './media';

export interface ImportIssue {
  /** Where in the file: `collections[3].price`, or `(file)` for the file as a whole. */
  path: string;
  message: string;
}

export class CatalogueImportError extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super(`the catalogue was not imported:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`);
  }
}

export interface ImportOptions {
  tenantId: number;
  /**
   * Where `file` media are looked for: the catalogue file's folder. Null when the file came over the
   * API: `file` media are refused then (the server's disk is not the operator's).
   */
  baseDir: string | null;
  /** The import's time: relative sale and publishing times count from it. */
  now: number;
  /**
   * A media file that is missing: refuse the file (default), or use a generated placeholder and warn
   * (the demo seed, so that a checkout without the media still starts).
   */
  missingMedia?: 'error' | 'placeholder';
}

export type ImportKind =
  | 'creators'
  | 'series'
  | 'collections'
  | 'blindBoxes'
  | 'notices'
  | 'banners'
  | 'homeSections'
  | 'airdrops'
  | 'recipes'
  | 'activities';

export interface ImportReport {
  tenantId: number;
  /** Per kind: rows created and rows updated. */
  counts: Record<ImportKind, { created: number; updated: number }>;
  hotSearchWords: number;
  /** Media stored now (not already stored by an earlier import). */
  mediaStored: number;
  warnings: string[];
}

/** `['collections', 3, 'price']` → `collections[3].price`. */
export function formatPath(p: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of p) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? String(seg) : `.${String(seg)}`;
  return out === '' ? '(file)' : out;
}

/** JSON.parse with the line and column of a syntax error. */
function parseJsonText(text: string): unknown {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(source);
  } catch (err) {
    const offset = jsonErrorOffset(source);
    const before = source.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    const message = (err as Error).message.replace(/, "[\s\S]*" is not valid JSON$/, '');
    throw new CatalogueImportError([{ path: '(file)', message: `not valid JSON at line ${line}, column ${column}: ${message}` }]);
  }
}

/** Where a JSON text stops being JSON (Node 20's JSON.parse does not say): a small recursive-descent check. */
export function jsonErrorOffset(s: string): number {
  class At {
    constructor(readonly offset: number) {}
  }
  const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
  let i = 0;
  const ws = () => {
    while (i < s.length && ' \t\n\r'.includes(s[i]!)) i++;
  };
  const fail = (): never => {
    throw new At(i);
  };
  const literal = (word: string) => {
    if (s.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    if (s[i] !== '"') fail();
    i++;
    while (i < s.length && s[i] !== '"') {
      if (s.charCodeAt(i) < 0x20) fail();
      if (s[i] === '\\') {
        i++;
        if (s[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(s[i] ?? 'x')) fail();
      }
      i++;
    }
    if (s[i] !== '"') fail();
    i++;
  };
  const number = () => {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(s);
    if (!m) return fail();
    i += m[0].length;
  };
  const value = (): void => {
    ws();
    const c = s[i];
    if (c === '{') {
      i++;
      ws();
      if (s[i] === '}') return void i++;
      for (;;) {
        ws();
        string();
        ws();
        if (s[i] !== ':') fail();
        i++;
        value();
        ws();
        if (s[i] === ',') i++;
        else if (s[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (s[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (s[i] === ',') i++;
        else if (s[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  try {
    value();
    ws();
    if (i < s.length) fail();
    return s.length;
  } catch (err) {
    if (err instanceof At) return err.offset;
    throw err;
  }
}

export const minutes = (n: number) => n * 60_000;

function saleWindow(s: SaleInput, now: number): { start: number; end: number | null } {
  const start = s.startsAt !== undefined ? Date.parse(s.startsAt) : now + minutes(s.startsInMinutes ?? 0);
  const end =
    s.endsAt !== undefined ? Date.parse(s.endsAt) : s.endsInMinutes !== undefined ? now + minutes(s.endsInMinutes) : null;
  return { start, end };
}

/** A file that passed the checks that need no database, with its media read and its sale windows. */
export interface CheckedFile {
  file: CatalogueFile;
  prepared: Map<MediaSourceInput, PreparedMedia | null>;
  sales: Map<object, { start: number; end: number | null }>;
  warnings: string[];
  /** Problems found so far: reported with those the writer finds, before anything is written. */
  issues: ImportIssue[];
}

/** Parses and checks a catalogue (text or parsed JSON); throws CatalogueImportError when its shape is wrong. */
export function checkCatalogue(input: string | unknown, o: ImportOptions): CheckedFile {
  const raw = typeof input === 'string' ? parseJsonText(input) : input;
  const parsed = catalogueFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CatalogueImportError(parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })));
  }
  const file = parsed.data;
  const issues: ImportIssue[] = [];
  const warnings: string[] = [];
  const issue = (p: PropertyKey[], message: string) => issues.push({ path: formatPath(p), message });

  // Keys are unique per kind within the file.
  for (const kind of [
    'creators',
    'series',
    'collections',
    'blindBoxes',
    'notices',
    'banners',
    'homeSections',
    'airdrops',
    'recipes',
    'activities',
  ] as const) {
    const seen = new Map<string, number>();
    file[kind].forEach((e, i) => {
      const first = seen.get(e.key);
      if (first !== undefined) issue([kind, i, 'key'], `"${e.key}" is already the key of ${kind}[${first}]`);
      else seen.set(e.key, i);
    });
  }

  // Times relative to the import.
  const sales = new Map<object, { start: number; end: number | null }>();
  for (const kind of ['collections', 'blindBoxes'] as const) {
    file[kind].forEach((e, i) => {
      const w = saleWindow(e.sale, o.now);
      if (w.end !== null && w.end <= w.start) issue([kind, i, 'sale'], 'the end must be after the start');
      sales.set(e, w);
    });
  }
  for (const kind of ['airdrops', 'recipes', 'activities'] as const) {
    file[kind].forEach((a, i) => {
      const w = saleWindow(a.window, o.now);
      if (w.end !== null && w.end <= w.start) issue([kind, i, 'window'], 'the end must be after the start');
      sales.set(a, w);
    });
  }

  // Media: read, generated or checked now, before the transaction.
  const prepared = new Map<MediaSourceInput, PreparedMedia | null>();
  const prepare = (source: MediaSourceInput | undefined, role: MediaRole, p: PropertyKey[], fallbackSeed?: string) => {
    if (source === undefined) return;
    try {
      prepared.set(source, prepareMedia(source, role, o.baseDir));
    } catch (err) {
      if (!(err instanceof MediaProblem)) throw err;
      if (err.missing && o.missingMedia === 'placeholder') {
        warnings.push(`${formatPath(p)}: ${err.message}; ${role === 'image' ? 'a placeholder image is used' : 'left out'}`);
        prepared.set(source, role === 'image' ? placeholderImage(fallbackSeed ?? formatPath(p)) : null);
      } else {
        issue(p, err.message);
      }
    }
  };
  file.creators.forEach((c, i) => {
    prepare(c.avatar, 'image', ['creators', i, 'avatar']);
    prepare(c.cover, 'image', ['creators', i, 'cover']);
  });
  file.series.forEach((s, i) => prepare(s.cover, 'image', ['series', i, 'cover']));
  file.collections.forEach((c, i) => {
    const at = (...rest: PropertyKey[]) => ['collections', i, 'media', ...rest];
    const m = c.media;
    if (m.kind === 'image') prepare(m.image, 'image', at('image'), c.key);
    if (m.kind === 'video') {
      m.sources.forEach((s, j) => prepare(s, 'video', at('sources', j)));
      prepare(m.poster, 'image', at('poster'), c.key);
    }
    if (m.kind === 'glb') {
      prepare(m.model, 'model', at('model'));
      prepare(m.poster, 'image', at('poster'), c.key);
    }
    prepare(c.copyright?.image, 'image', ['collections', i, 'copyright', 'image']);
  });
  file.blindBoxes.forEach((b, i) => prepare(b.cover, 'image', ['blindBoxes', i, 'cover']));
  file.notices.forEach((n, i) => prepare(n.cover, 'image', ['notices', i, 'cover']));
  file.banners.forEach((b, i) => prepare(b.image, 'image', ['banners', i, 'image']));
  file.airdrops.forEach((a, i) => prepare(a.cover, 'image', ['airdrops', i, 'cover']));
  file.recipes.forEach((r, i) => prepare(r.cover, 'image', ['recipes', i, 'cover']));
  file.activities.forEach((a, i) => prepare(a.cover, 'image', ['activities', i, 'cover']));

  return { file, prepared, sales, warnings, issues };
}
