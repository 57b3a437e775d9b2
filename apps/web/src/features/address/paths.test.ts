import { describe, expect, it } from 'vitest';
import { addressAddPath, addressEditPath, addressListPath, backParam, idParam, returnWithAddress } from './paths';

describe('the address pages’ links', () => {
  it('return only to a page of ours (never another site)', () => {
    expect(backParam('/pages/activity/order/confirm?id=3&items=1,2')).toBe('/pages/activity/order/confirm?id=3&items=1,2');
    expect(backParam('https://evil.example/pages/x')).toBeNull();
    expect(backParam('//evil.example')).toBeNull();
    expect(backParam('/pages/x?a=<script>')).toBeNull();
    expect(backParam(undefined)).toBeNull();
  });

  it('carry the confirmation to return to, and come back with the chosen address', () => {
    const back = '/pages/activity/order/confirm?id=3';
    expect(addressListPath(back)).toBe(`/pages/activity/address/index?back=${encodeURIComponent(back)}`);
    expect(addressAddPath(null)).toBe('/pages/activity/address/add');
    expect(addressEditPath(7, back)).toBe(`/pages/activity/address/add?id=7&back=${encodeURIComponent(back)}`);
    expect(returnWithAddress(back, 9)).toBe('/pages/activity/order/confirm?id=3&addressId=9');
    expect(returnWithAddress('/pages/activity/order/confirm?id=3&addressId=2', 9)).toBe(
      '/pages/activity/order/confirm?id=3&addressId=9',
    );
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
  });
});
