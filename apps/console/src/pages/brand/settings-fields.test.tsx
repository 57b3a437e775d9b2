import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { mount } from '../../test/dom';
import type { BrandDoc } from './api';
import { DropDefaultsFields, OrderSettingsFields, StorefrontListsFields } from './settings-fields';

// The brand settings the server reads (issue 32, decision 064): each field's hint says what applies, and a
// value the server would refuse shows the error catalogue's message before the operator saves.

const settings = (patch: Partial<BrandDoc['settings']> = {}): BrandDoc['settings'] => ({
  orderPayTimeoutSeconds: 300,
  platformFeeRate: 0.05,
  defaultHoldHours: 24,
  resaleCeilingMultiple: 20,
  freeResaleCeiling: 10_000,
  defaultPerUserLimit: 5,
  orderAutoCompleteDays: 10,
  hiddenAccountMenu: [],
  hiddenChainInfo: [],
  phoneAreas: ['+86', '+852'],
  webviewHosts: [],
  ...patch,
});

function render(s: BrandDoc['settings']) {
  mount(
    <Form layout="vertical">
      <DropDefaultsFields settings={s} onChange={() => undefined} />
      <OrderSettingsFields settings={s} onChange={() => undefined} />
      <StorefrontListsFields settings={s} onChange={() => undefined} />
    </Form>,
  );
  return document.body.textContent ?? '';
}

describe('the brand settings the server reads', () => {
  it('show what applies, with no "0 = none" where 0 is not allowed', () => {
    const text = render(settings());
    expect(text).toContain('Default hold after acquiring (hours)');
    expect(text).toContain('0: no hold');
    expect(text).toContain('At least 1.');
    expect(text).not.toMatch(/0 = none/);
    expect(text).toContain('Shipped orders complete after (days)');
    expect(text).toContain('+86 Mainland China');
    expect(text).not.toContain('must be');
  });

  it('a value the server refuses shows the catalogue’s message', () => {
    const text = render(
      settings({
        defaultPerUserLimit: 0,
        resaleCeilingMultiple: 0.5,
        orderAutoCompleteDays: 91,
        defaultHoldHours: NaN,
        phoneAreas: [],
      }),
    );
    expect(text).toContain('The default per-user limit must be a whole number from 1 to 10000');
    expect(text).toContain('The default resale ceiling must be 1 to 1000 times the issue price (in steps of 0.1)');
    expect(text).toContain('The days before a shipped order completes by itself must be a whole number from 1 to 90');
    expect(text).toContain('The default hold must be a whole number of hours from 0 to 8760');
    expect(text).toContain('Choose at least one area code, only among those supported (+86, +852), each once');
  });

  it('hidden entries show by their names', () => {
    const text = render(settings({ hiddenAccountMenu: ['coupons'], hiddenChainInfo: ['tokenId'] }));
    expect(text).toContain('Coupons');
    expect(text).toContain('Token ID');
  });
});
