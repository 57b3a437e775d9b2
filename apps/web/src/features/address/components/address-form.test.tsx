import { ErrorCode, errorMessage } from '@curio/contract/client';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { buildRegionTree } from '../regions';
import { formValues, type AddressFormValues } from '../rules';
import { addressTexts } from '../texts';
import { AddressForm } from './address-form';

const tree = buildRegionTree({
  province_list: { 440000: '广东省' },
  city_list: { 440300: '深圳市' },
  county_list: { 440305: '南山区' },
});

beforeAll(async () => {
  await setupI18n('en');
  await addressTexts.load('en');
}, 30_000);

async function renderForm(locked: boolean, saved: AddressFormValues[]) {
  await act(async () => {
    render(
      <Suspense>
        <AddressForm
          tree={tree}
          initial={formValues(null, locked)}
          defaultLocked={locked}
          onSave={async (v) => {
            saved.push(v);
          }}
        />
      </Suspense>,
    );
  });
}

describe('the address form', () => {
  it('refuses an empty form with the catalogue texts (the region must be selected), then saves a complete one', async () => {
    const saved: AddressFormValues[] = [];
    await renderForm(false, saved);
    fireEvent.click(screen.getByTestId('address-save'));
    expect((await screen.findByTestId('field-error-region')).textContent).toBe(errorMessage(ErrorCode.SELECT_REQUIRED, 'en'));
    expect(screen.getByTestId('field-error-receiver').textContent).toBe(errorMessage(ErrorCode.FIELD_REQUIRED, 'en'));
    expect(screen.getByTestId('field-error-detail').textContent).toBe(errorMessage(ErrorCode.FIELD_REQUIRED, 'en'));
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '123' } });
    fireEvent.blur(screen.getByTestId('address-phone'));
    await waitFor(() =>
      expect(screen.getByTestId('field-error-phone').textContent).toBe(errorMessage(ErrorCode.PHONE_INVALID, 'en')),
    );
    expect(saved).toEqual([]);

    fireEvent.change(screen.getByTestId('address-receiver'), { target: { value: 'Li Lei' } });
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '13700000001' } });
    fireEvent.change(screen.getByTestId('region-province'), { target: { value: '440000' } });
    fireEvent.change(screen.getByTestId('region-city'), { target: { value: '440300' } });
    fireEvent.change(screen.getByTestId('region-district'), { target: { value: '440305' } });
    fireEvent.change(screen.getByTestId('address-detail'), { target: { value: 'Room 101' } });
    fireEvent.click(screen.getByTestId('address-default'));
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      receiver: 'Li Lei',
      phone: '13700000001',
      region: { regionCode: '440305', province: '广东省', city: '深圳市', district: '南山区' },
      street: '',
      detail: 'Room 101',
      isDefault: true,
    });
  });

  it('locks the default switch on for my first address', async () => {
    await renderForm(true, []);
    const sw = screen.getByRole('switch');
    expect(sw).toHaveProperty('checked', true);
    expect(sw).toHaveProperty('disabled', true);
  });
});
