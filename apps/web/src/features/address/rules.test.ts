import { ErrorCode } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { addressFormSchema, defaultSwitch, preselectAddress, sortAddresses, type AddressFormInput } from './rules';

const valid: AddressFormInput = {
  receiver: ' Li Lei ',
  phone: '13700000001',
  region: { regionCode: '440305', province: '广东省', city: '深圳市', district: '南山区' },
  street: '',
  detail: 'Building 1, Room 101',
  isDefault: false,
};
const codes = (input: AddressFormInput) => {
  const r = addressFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), Number(i.message)]));
};

describe('the address form', () => {
  it('accepts a complete address, trimmed, the street optional', () => {
    const r = addressFormSchema.parse(valid);
    expect(r.receiver).toBe('Li Lei');
    expect(r.street).toBe('');
  });

  it('refuses what is missing or wrong with the catalogue codes: the region must be selected', () => {
    expect(codes({ ...valid, receiver: '  ', phone: '', region: null, detail: '' })).toEqual({
      receiver: ErrorCode.FIELD_REQUIRED,
      phone: ErrorCode.FIELD_REQUIRED,
      region: ErrorCode.SELECT_REQUIRED,
      detail: ErrorCode.FIELD_REQUIRED,
    });
    expect(codes({ ...valid, phone: '12345678901' })).toEqual({ phone: ErrorCode.PHONE_INVALID });
    expect(codes({ ...valid, receiver: 'x'.repeat(21), street: 's'.repeat(41), detail: 'd'.repeat(101) })).toEqual({
      receiver: ErrorCode.TEXT_TOO_LONG,
      street: ErrorCode.TEXT_TOO_LONG,
      detail: ErrorCode.TEXT_TOO_LONG,
    });
  });
});

describe('the default address', () => {
  const a = (id: number, isDefault: boolean, updatedAt: number) => ({ id, isDefault, updatedAt });

  it('comes first in the list, then the most recently changed', () => {
    expect(sortAddresses([a(1, false, 10), a(2, true, 5), a(3, false, 20)]).map((x) => x.id)).toEqual([2, 3, 1]);
  });

  it('is forced for the first address and kept while editing the default; otherwise the user chooses', () => {
    expect(defaultSwitch(0, null)).toEqual({ value: true, locked: true });
    expect(defaultSwitch(2, a(1, true, 1))).toEqual({ value: true, locked: true });
    expect(defaultSwitch(2, a(2, false, 1))).toEqual({ value: null, locked: false });
    expect(defaultSwitch(1, null)).toEqual({ value: null, locked: false });
  });

  it('is what an order starts with, unless one was just chosen; none when I have none', () => {
    const list = [a(1, false, 10), a(2, true, 5)];
    expect(preselectAddress(list, null)?.id).toBe(2);
    expect(preselectAddress(list, 1)?.id).toBe(1);
    expect(preselectAddress(list, 99)?.id).toBe(2);
    expect(preselectAddress([], null)).toBeNull();
  });
});
