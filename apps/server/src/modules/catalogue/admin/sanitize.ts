// Notice HTML, from the console's rich-text editor or a catalogue file, is rebuilt from an allow-list
// (decision 038): every tag, attribute and address not named here is dropped, text is escaped again,
// elements are balanced. The web app sanitizes with DOMPurify again before showing it: this is the
// server's line, so stored HTML is safe whoever reads it. Sanitizing twice gives the same text (an export
// imported again changes nothing).

/** Elements kept, with the attributes each may keep. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  mark: [],
  small: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  span: [],
  div: [],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Elements dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
  'plaintext',
  'frameset',
  'frame',
]);

const VOID = new Set(['br', 'hr', 'img']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references an attribute value may hide a scheme behind. */
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const n = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text: character references kept as they are, every other `&`, `<` and `>` escaped. */
const escapeText = (s: string) =>
  s
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** An address a link may open: http(s), mailto, a path of this site or a fragment. */
function safeHref(v: string): boolean {
  // eslint-disable-next-line no-control-regex
  const s = decode(v).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:\/\/|mailto:|#|\/(?!\/)|\?)/i.test(s) || (s !== '' && !/^[^/?#]*:/.test(s) && !s.startsWith('//'));
}

/** An image address: http(s) or a path of this site (never data: or javascript:). */
function safeSrc(v: string): boolean {
  // eslint-disable-next-line no-control-regex
  const s = decode(v).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:\/\/|\/(?!\/))/i.test(s);
}

function keepAttr(tag: string, name: string, value: string): string | null {
  if (!ALLOWED[tag]!.includes(name)) return null;
  const v = decode(value).trim();
  switch (name) {
    case 'href':
      return safeHref(v) ? v : null;
    case 'src':
      return safeSrc(v) ? v : null;
    case 'target':
      return v === '_blank' ? v : null;
    case 'rel': {
      const tokens = v
        .toLowerCase()
        .split(/\s+/)
        .filter((x) => ['noopener', 'noreferrer', 'nofollow'].includes(x));
      return tokens.length ? [...new Set(tokens)].join(' ') : null;
    }
    case 'start':
    case 'colspan':
    case 'rowspan':
    case 'width':
    case 'height':
      return /^\d{1,5}$/.test(v) ? v : null;
    default:
      return v.slice(0, 500);
  }
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;

/** Rebuilds `html` from the allow-list (see the file's comment). */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const end = html.indexOf('>', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    const m = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(html.slice(i, i + 100));
    if (!m) {
      out += '&lt;';
      i++;
      continue;
    }
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    // The tag's end: the first '>' outside a quoted attribute value.
    let j = i + m[0].length;
    let quote: string | null = null;
    for (; j < n; j++) {
      const ch = html[j]!;
      if (quote) {
        if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") {
        if (/[=\s]/.test(html[j - 1] ?? '')) quote = ch;
      } else if (ch === '>') break;
    }
    const attrText = html.slice(i + m[0].length, j);
    i = j < n ? j + 1 : n;
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, 'i').exec(html.slice(i));
      if (!close) {
        i = n;
      } else {
        const end = html.indexOf('>', i + close.index);
        i = end < 0 ? n : end + 1;
      }
      continue;
    }
    if (!(name in ALLOWED)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) {
        for (let k = open.length - 1; k >= at; k--) out += `</${open[k]}>`;
        open.length = at;
      }
      continue;
    }
    const attrs: string[] = [];
    const seen = new Set<string>();
    for (const a of attrText.matchAll(ATTR)) {
      const an = a[1]!.toLowerCase();
      if (seen.has(an)) continue;
      seen.add(an);
      const kept = keepAttr(name, an, a[2] ?? a[3] ?? a[4] ?? '');
      if (kept !== null) attrs.push(`${an}="${escapeAttr(kept)}"`);
    }
    if (name === 'img' && !seen.has('src')) continue;
    if (name === 'img' && !attrs.some((a) => a.startsWith('src='))) continue;
    if (name === 'a' && attrs.some((a) => a === 'target="_blank"') && !attrs.some((a) => a.startsWith('rel='))) {
      attrs.push('rel="noopener noreferrer"');
    }
    out += `<${name}${attrs.length ? ' ' + attrs.join(' ') : ''}>`;
    if (!VOID.has(name)) open.push(name);
  }
  for (let k = open.length - 1; k >= 0; k--) out += `</${open[k]}>`;
  return out;
}

/** The importer's name for it (kept for its callers): now the allow-list sanitizer. */
export const stripScripts = sanitizeHtml;
