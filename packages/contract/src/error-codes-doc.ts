import { ErrorCode, errorCatalogue } from './errors';
import { errorDescriptions } from './error-descriptions';
import type { ErrorCodeValue } from './errors';
import { runtimeTexts } from './texts';

// Renders docs/error-codes.md from the catalogue. Not exported from the package entry; the test
// beside it keeps the file in step (`npx vitest run --project contract -u` rewrites it).

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const GROUPS: { title: string; intro: string; test: (code: number) => boolean }[] = [
  {
    title: 'Codes of the specification (and their neighbours)',
    intro:
      'Numbers from spec section 8, plus 2060026 and 2062001 which Curio placed beside them. ' +
      'The web app reacts to 2062000/2062001 (login), 9999 (maintenance page), 2060025 (no-tenant page), ' +
      '2060026 (closure page); 8020217 is never toasted.',
    test: (code) => code < 4000000 || code >= 6000000,
  },
  {
    title: '40000xx: the request or the input is wrong',
    intro:
      '4000001-4000019: protocol (validation, signature, replay, not found, rate limit, files, the request body). ' +
      "4000020-4000099: field rules of spec section 5; the contract's zod pieces put these codes in their issue messages.",
    test: (code) => code >= 4000000 && code < 5000000,
  },
  {
    title: '50000xx: refused by a business rule, or failed on the server',
    intro:
      '5000000 internal; 500001x accounts and identity; 500002x payment and wallet; ' +
      '500003x collectibles and activities; 500004x files; 500005x accounts and identity (continued).',
    test: (code) => code >= 5000000 && code < 6000000,
  },
];

export function renderErrorCodesMarkdown(): string {
  const codes = (Object.values(ErrorCode) as ErrorCodeValue[]).sort((a, b) => a - b);
  const out: string[] = [
    '# Error codes',
    '',
    '<!-- Generated from packages/contract/src/errors.ts by packages/contract/src/error-codes-doc.ts.',
    '     Do not edit by hand: change the catalogue, then run `npx vitest run --project contract -u`. -->',
    '',
    'Every answer of the API is `{code, msg, data}` with HTTP 200 (decision 004); `code` 0 is success and ' +
      "`msg` is the text below in the request's language. The catalogue (`errorCatalogue` in " +
      '`@curio/contract`) holds each message in zh-CN, zh-TW, en, es and fr; `{name}` placeholders are ' +
      'filled by `errorMessage(code, lang, params)`. A code missing from the catalogue shows the ' +
      'INTERNAL_ERROR text. Numbers are stable: never renumber or reuse one.',
    '',
  ];
  for (const group of GROUPS) {
    out.push(`## ${group.title}`, '', group.intro, '');
    out.push('| Code | Name | English message | When it is used |', '|---:|---|---|---|');
    for (const code of codes.filter(group.test)) {
      const e = errorCatalogue[code];
      out.push(`| ${code} | \`${e.name}\` | ${cell(e.messages.en)} | ${cell(errorDescriptions[e.name])} |`);
    }
    out.push('');
  }
  out.push(
    '## Runtime texts (not codes)',
    '',
    'Texts of spec section 8 the web app shows for HTTP and transport failures and client-side errors ' +
      '(`runtimeTexts` / `runtimeText(key, lang)`, five languages).',
    '',
    '| Key | English |',
    '|---|---|',
  );
  for (const [key, texts] of Object.entries(runtimeTexts)) {
    out.push(`| \`${key}\` | ${cell(texts.en)} |`);
  }
  out.push('');
  return out.join('\n');
}
