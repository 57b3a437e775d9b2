import { BrandSettings, isWebviewHost } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { extsviewUrl, webviewUrl } from './paths';
import { checkExternalUrl, checkWebviewUrl, timeLeft } from './url-rules';

const hosts = ['docs.example.com', 'help.curio.test'];

describe('the webview rule (decision 048)', () => {
  it('accepts an https page of an allowed host, exactly', () => {
    expect(checkWebviewUrl('https://docs.example.com/a/b?x=1#y', hosts)).toEqual({
      ok: true,
      url: 'https://docs.example.com/a/b?x=1#y',
      host: 'docs.example.com',
    });
    // The URL parser lowercases the host.
    expect(checkWebviewUrl('https://DOCS.example.com/', hosts)).toMatchObject({ ok: true, host: 'docs.example.com' });
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['   ', 'missing'],
    ['docs.example.com/page', 'malformed'],
    ['https://', 'malformed'],
    ['https://user:pw@docs.example.com/', 'malformed'],
    ['http://docs.example.com/', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,<b>x</b>', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['https://evil.example.com/', 'host'],
    ['https://docs.example.com.evil.com/', 'host'],
    ['https://sub.docs.example.com/', 'host'],
    ['https://docs.example.com:8443/', 'host'],
  ] as const)('refuses %j (%s)', (raw, reason) => {
    expect(checkWebviewUrl(raw, hosts)).toEqual({ ok: false, reason });
  });

  it('refuses everything when the tenant allows nothing', () => {
    expect(checkWebviewUrl('https://docs.example.com/', [])).toEqual({ ok: false, reason: 'host' });
  });
});

describe('the leaving rule', () => {
  it('accepts http and https addresses and names their host', () => {
    expect(checkExternalUrl('https://www.example.org/x')).toEqual({
      ok: true,
      url: 'https://www.example.org/x',
      host: 'www.example.org',
    });
    expect(checkExternalUrl('http://localhost:8080/')).toEqual({
      ok: true,
      url: 'http://localhost:8080/',
      host: 'localhost:8080',
    });
  });

  it.each([
    [undefined, 'missing'],
    ['nope', 'malformed'],
    ['https://a:b@example.org/', 'malformed'],
    ['javascript:alert(1)', 'scheme'],
    ['JavaScript:alert(1)', 'scheme'],
    ['data:text/html,x', 'scheme'],
    ['mailto:a@example.org', 'scheme'],
    ['ftp://example.org/', 'scheme'],
  ] as const)('refuses %j (%s)', (raw, reason) => {
    expect(checkExternalUrl(raw)).toEqual({ ok: false, reason });
  });

  it('links encode the address', () => {
    expect(extsviewUrl('https://a.example/?x=1&y=2')).toBe(
      '/pages/extsview/index?url=https%3A%2F%2Fa.example%2F%3Fx%3D1%26y%3D2',
    );
    expect(webviewUrl('https://a.example/', true)).toBe('/pages/webview/withheader?url=https%3A%2F%2Fa.example%2F');
    expect(webviewUrl('https://a.example/')).toBe('/pages/webview/index?url=https%3A%2F%2Fa.example%2F');
  });
});

describe('the allow-list setting (contract)', () => {
  const base = {
    orderPayTimeoutSeconds: 300,
    platformFeeRate: 0.05,
    defaultHoldHours: 0,
    resaleCeilingMultiple: 20,
    defaultPerUserLimit: 5,
  };

  it('takes lowercase host names and defaults to none', () => {
    expect(BrandSettings.parse(base).webviewHosts).toEqual([]);
    expect(BrandSettings.parse({ ...base, webviewHosts: ['docs.example.com', 'a-b.c.io'] }).webviewHosts).toEqual([
      'docs.example.com',
      'a-b.c.io',
    ]);
  });

  it.each([
    'https://docs.example.com',
    'docs.example.com/path',
    'docs.example.com:443',
    'Docs.Example.com',
    '*.example.com',
    'localhost',
    '10.0.0.1',
    'exa mple.com',
    '-bad.example.com',
    "docs.example.com'; script-src *",
    '',
  ])('refuses %j', (host) => {
    expect(isWebviewHost(host)).toBe(false);
    expect(BrandSettings.safeParse({ ...base, webviewHosts: [host] }).success).toBe(false);
  });

  it('refuses a host listed twice and more than 20 hosts', () => {
    expect(BrandSettings.safeParse({ ...base, webviewHosts: ['a.example.com', 'a.example.com'] }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => `h${i}.example.com`);
    expect(BrandSettings.safeParse({ ...base, webviewHosts: many }).success).toBe(false);
  });
});

describe('time left of an entry', () => {
  it('is days, hours and minutes, never negative', () => {
    const now = 1_000_000;
    expect(timeLeft(now + 7 * 86_400_000, now)).toEqual({ days: 7, hours: 0, minutes: 0 });
    expect(timeLeft(now + 90 * 60_000 + 59_000, now)).toEqual({ days: 0, hours: 1, minutes: 30 });
    expect(timeLeft(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
