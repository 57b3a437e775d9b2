/**
 * Search text of a localized name: every language's text, lower-cased, one per line. Written beside a
 * creator's, a series' or a drop's name (the catalogue writer), matched by `containsPattern` (keyset.ts).
 */
export function searchTextOf(texts: Record<string, string | undefined>): string {
  return [...new Set(Object.values(texts).filter((v): v is string => typeof v === 'string' && v !== ''))]
    .map((v) => v.toLowerCase())
    .join('\n');
}
