import { describe, expect, it } from 'vitest';
import { renderErrorCodesMarkdown } from './error-codes-doc';
import { ErrorCode } from './errors';

describe('docs/error-codes.md', () => {
  it('lists every code', () => {
    const md = renderErrorCodesMarkdown();
    for (const [name, code] of Object.entries(ErrorCode)) {
      expect(md, name).toContain(`| ${code} | \`${name}\` |`);
    }
  });
  it('is up to date (run `npx vitest run --project contract -u` after changing the catalogue)', async () => {
    await expect(renderErrorCodesMarkdown()).toMatchFileSnapshot('../../../docs/error-codes.md');
  });
});
