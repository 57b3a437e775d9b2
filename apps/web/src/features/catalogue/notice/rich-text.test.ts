import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './rich-text';

describe('notice rich text', () => {
  it('keeps the article and removes scripts, handlers, styles, frames and forms', async () => {
    const html = await sanitizeHtml(
      '<h2>Hi</h2><p onclick="x()">A <b>b</b><img src="/a.png" onerror="alert(1)"></p><script>alert(1)</script>' +
        '<iframe src="https://x"></iframe><form><input></form><p style="position:fixed">s</p><a href="javascript:alert(1)">j</a>',
    );
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).toContain('<b>b</b>');
    expect(html).toContain('<img src="/a.png">');
    for (const bad of ['script', 'onclick', 'onerror', 'iframe', 'form', 'input', 'style=', 'javascript:'])
      expect(html).not.toContain(bad);
  });

  it('opens links outside, without the opener', async () => {
    expect(await sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
