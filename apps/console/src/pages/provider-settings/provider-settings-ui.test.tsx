import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../test/dom';
import { LanguageProvider } from '../../lib/i18n';
import type { ProviderRow } from './api';
import { ProviderDrawer } from './provider-drawer';
import type { SaveBody } from './provider-form';
import { ProviderSettingsTable } from './provider-settings-table';

// The providers page's list and form, rendered (jsdom, React's own act): the list shows "set" badges and
// never a secret; the form sends no secret left empty and asks for them on the first save.

afterEach(() => localStorage.clear());
function render(node: ReactNode) {
  localStorage.setItem('curio-console-language', 'en');
  mount(<LanguageProvider>{node}</LanguageProvider>);
}

/** Waits (on React's act) until `check` holds; fails with its last error after 20 s (a busy machine is slow, never wrong). */
async function until(check: () => void) {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
      await act(() => new Promise((r) => setTimeout(r, 20)));
    }
  }
}

const labelled = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  if (!label) throw new Error(`no label ${text}`);
  const input = document.getElementById(label.htmlFor) as HTMLInputElement | HTMLTextAreaElement | null;
  if (!input) throw new Error(`label ${text} names no input`);
  return input;
};

function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const button = (name: string) => {
  const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === name);
  if (!b) throw new Error(`no button ${name}`);
  return b;
};

const PEM = (label: string) => `-----BEGIN ${label}-----\n${'A'.repeat(64)}\n-----END ${label}-----`;
const wechatFields = {
  mchId: '1900000109',
  appId: 'wx8888888888888888',
  certSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  platformPublicKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
  platformPublicKey: PEM('PUBLIC KEY'),
};
const own: ProviderRow = {
  kind: 'pay',
  vendor: 'wechatpay',
  source: 'tenant',
  fields: wechatFields,
  secretsSet: ['privateKey', 'apiV3Key'],
  methods: [0],
  health: { at: Date.UTC(2026, 10, 29, 3, 0), ok: false, error: 'ECONNREFUSED: connect failed' },
  updatedAt: Date.UTC(2026, 10, 29, 2, 0),
};
const rows: ProviderRow[] = [
  own,
  {
    kind: 'pay',
    vendor: 'sandbox',
    source: 'sandbox',
    fields: {},
    secretsSet: [],
    methods: [1, 3],
    health: { at: null, ok: null, error: null },
    updatedAt: null,
  },
  {
    kind: 'wallet',
    vendor: 'none',
    source: 'none',
    fields: {},
    secretsSet: [],
    methods: [],
    health: { at: null, ok: null, error: null },
    updatedAt: null,
  },
];

describe('providers list', () => {
  it('shows which secrets are set as badges, the source, methods and health, and no secret value', () => {
    const onCheck = vi.fn();
    render(<ProviderSettingsTable rows={rows} loading={false} checking={null} onCheck={onCheck} onEdit={() => undefined} />);
    const row = document.querySelector('[data-testid="provider-pay-wechatpay"]')!;
    const badges = [...row.querySelectorAll('[data-testid="secret-set"]')].map((b) => b.textContent);
    expect(badges).toEqual(['Merchant private key (PEM): set', 'API v3 key: set']);
    expect(row.textContent).toContain('Your own credentials');
    expect(row.textContent).toContain('WeChat Pay 0');
    expect(row.textContent).toContain('Failing');
    expect(row.textContent).toContain('ECONNREFUSED: connect failed');
    // The public key is shown by its size, not pasted into the table.
    expect(row.textContent).toContain('PEM key (3 lines)');
    expect(document.body.innerHTML).not.toContain('AAAAAAAA');
    const sandbox = document.querySelector('[data-testid="provider-pay-sandbox"]')!;
    expect(sandbox.textContent).toContain('Development sandbox');
    expect(sandbox.textContent).toContain('Never checked');
    expect(sandbox.textContent).toContain('Alipay 1');
    const wallet = document.querySelector('[data-testid="provider-wallet-none"]')!;
    expect(wallet.textContent).toContain('Not configured');
    expect(wallet.textContent).toContain('The storefront hides this feature.');
    // Not configured: nothing to check.
    expect(wallet.querySelector('button')).toBeNull();
    act(() => sandbox.querySelector<HTMLButtonElement>('button[aria-label="Check now: Payments · Sandbox"]')!.click());
    expect(onCheck).toHaveBeenCalledWith(rows[1]);
  });
});

describe('providers form', () => {
  it('prefills the public fields, leaves the secrets empty with "saved — leave empty to keep", and sends none of them', async () => {
    const onSave = vi.fn<(body: SaveBody) => Promise<void>>(() => Promise.resolve());
    render(
      <ProviderDrawer vendor="wechatpay" saved={own} replaces={null} onSave={onSave} onRemove={vi.fn()} onClose={vi.fn()} />,
    );
    await until(() => expect(labelled('Merchant ID (mchid)').value).toBe('1900000109'));
    const privateKey = labelled('Merchant private key (PEM)');
    const apiV3Key = labelled('API v3 key');
    expect(privateKey.value).toBe('');
    expect(apiV3Key.value).toBe('');
    expect(apiV3Key.type).toBe('password');
    expect(apiV3Key.getAttribute('autocomplete')).toBe('new-password');
    expect(privateKey.getAttribute('autocomplete')).toBe('new-password');
    expect(document.body.textContent).toContain('Saved — leave empty to keep');
    expect(labelled('WeChat Pay public key (PEM)').value).toBe(wechatFields.platformPublicKey);

    act(() => button('Save').click());
    await until(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ fields: wechatFields, secrets: {} });
  });

  it('the first save asks for every secret, then sends the typed ones and clears them from the form', async () => {
    const onSave = vi.fn<(body: SaveBody) => Promise<void>>(() => Promise.resolve());
    render(
      <ProviderDrawer vendor="wechatpay" saved={null} replaces={null} onSave={onSave} onRemove={vi.fn()} onClose={vi.fn()} />,
    );
    await until(() => labelled('Merchant ID (mchid)'));
    for (const [label, value] of [
      ['Merchant ID (mchid)', wechatFields.mchId],
      ['App ID', wechatFields.appId],
      ['Merchant certificate serial number', wechatFields.certSerial],
      ['WeChat Pay public key ID', wechatFields.platformPublicKeyId],
      ['WeChat Pay public key (PEM)', wechatFields.platformPublicKey],
    ] as const)
      type(labelled(label), value);
    expect(document.body.textContent).toContain('Required on the first save');
    act(() => button('Save').click());
    await until(() => expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2));
    expect(onSave).not.toHaveBeenCalled();
    type(labelled('Merchant private key (PEM)'), PEM('PRIVATE KEY'));
    type(labelled('API v3 key'), 'short');
    act(() => button('Save').click());
    await until(() => expect(document.body.textContent).toContain('Exactly 32 characters'));
    expect(onSave).not.toHaveBeenCalled();
    type(labelled('API v3 key'), '0123456789abcdef0123456789ABCDEF');
    act(() => button('Save').click());
    await until(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].secrets).toEqual({
      privateKey: PEM('PRIVATE KEY'),
      apiV3Key: '0123456789abcdef0123456789ABCDEF',
    });
    // Saved: the form is reset, so the secret inputs hold nothing any more.
    await until(() => expect(labelled('API v3 key').value).toBe(''));
    expect(labelled('Merchant private key (PEM)').value).toBe('');
  });
});
