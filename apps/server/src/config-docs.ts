import { ENV_DOCS } from './config';

/** README's configuration table, from the configuration's own schema (config.ts): it cannot drift. */
export function renderEnvTable(): string {
  const rows = ENV_DOCS.map((d) => [`\`${d.name}\``, d.defaultText, d.meaning.replace(/\|/g, '\\|')]);
  const header = ['variable', 'default', 'meaning'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

export const ENV_TABLE_START = '<!-- env-table: generated from apps/server/src/config.ts by `npm run docs:env` -->';
export const ENV_TABLE_END = '<!-- /env-table -->';

/** The README with its configuration table replaced by the generated one. */
export function withEnvTable(readme: string): string {
  const start = readme.indexOf(ENV_TABLE_START);
  const end = readme.indexOf(ENV_TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no env-table markers');
  return `${readme.slice(0, start + ENV_TABLE_START.length)}\n\n${renderEnvTable()}\n\n${readme.slice(end)}`;
}
