import { ErrorCode, PayProgress } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import {
  blockingOrderNo,
  clampQuantity,
  isFinalProgress,
  kindBusinessType,
  maxQuantity,
  orderKindParam,
  orderListSearch,
  orderTabParam,
  refusalAction,
  serialRuns,
  serialText,
} from './rules';
import { orderNoParam } from './paths';

describe('the buy sheet quantity', () => {
  it('stays within the per-user limit, the remaining stock and one order', () => {
    expect(maxQuantity(5, 1000)).toBe(5);
    expect(maxQuantity(5, 3)).toBe(3);
    expect(maxQuantity(500, 1000)).toBe(50);
    expect(maxQuantity(5, 0)).toBe(1);
  });
  it('clamps typed values', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});

describe('refusals of placeOrder', () => {
  it('lead to the real-name page, the chain account, the unpaid order or the drop again', () => {
    expect(refusalAction(ErrorCode.NOT_REAL_NAME)).toBe('verify');
    expect(refusalAction(ErrorCode.VERIFIED_NO_CHAIN)).toBe('chain');
    expect(refusalAction(ErrorCode.CHAIN_NOT_OPENED)).toBe('chain');
    expect(refusalAction(ErrorCode.NO_CHAIN_ACCOUNT)).toBe('chain');
    expect(refusalAction(ErrorCode.ORDER_EXISTS)).toBe('unpaid');
    expect(refusalAction(ErrorCode.SOLD_OUT)).toBe('stock');
    expect(refusalAction(ErrorCode.INVENTORY_SHORTAGE)).toBe('stock');
    expect(refusalAction(ErrorCode.LOCKED)).toBe('stock');
    expect(refusalAction(ErrorCode.ORDER_LIMIT)).toBeNull();
    expect(refusalAction(undefined)).toBeNull();
  });
});

describe('payment progress', () => {
  it('ends on TIMEOUT, FAIL and SUCCESS only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isFinalProgress)).toEqual([PayProgress.TIMEOUT, PayProgress.FAIL, PayProgress.SUCCESS]);
  });
});

describe('serial numbers', () => {
  it('read #n/total, with runs of three or more as ranges', () => {
    expect(serialText(17, 1000)).toBe('#17/1000');
    expect(serialRuns([5, 3, 4, 9, 10, 12], 100)).toEqual(['#3–#5/100', '#9/100', '#10/100', '#12/100']);
    expect(serialRuns([], 100)).toEqual([]);
  });
});

describe('page parameters', () => {
  it('take only what can be an order number or a tab', () => {
    expect(orderNoParam('2026112212000012345678')).toBe('2026112212000012345678');
    expect(orderNoParam('abc')).toBeNull();
    expect(orderNoParam(undefined)).toBeNull();
    expect(orderTabParam('paid')).toBe('paid');
    expect(orderTabParam('shipping')).toBe('shipping');
    // Refunded orders have their tab (decision 071); anything else is every order.
    expect(orderTabParam('refunded')).toBe('refunded');
    expect(orderTabParam('nonsense')).toBe('all');
    expect(orderTabParam(undefined)).toBe('all');
  });

  it('take a kind of order, each one business type', () => {
    expect(orderKindParam('blindBox')).toBe('blindBox');
    expect(orderKindParam('gift')).toBe('all');
    expect(orderKindParam(undefined)).toBe('all');
    expect(kindBusinessType('all')).toBeUndefined();
    expect(kindBusinessType('collection')).toBe(4);
    expect(kindBusinessType('blindBox')).toBe(3);
    expect(kindBusinessType('listing')).toBe(7);
    expect(kindBusinessType('activity')).toBe(5);
  });

  it("keep the list's state and kind in its address, the defaults left out", () => {
    expect(orderListSearch('all', 'all')).toBe('');
    expect(orderListSearch('refunded', 'all')).toBe('?status=refunded');
    expect(orderListSearch('all', 'listing')).toBe('?kind=listing');
    expect(orderListSearch('paid', 'blindBox')).toBe('?status=paid&kind=blindBox');
    // Round trip: what the address holds is what the page reads back.
    const q = new URLSearchParams(orderListSearch('paid', 'blindBox'));
    expect([orderTabParam(q.get('status') ?? undefined), orderKindParam(q.get('kind') ?? undefined)]).toEqual([
      'paid',
      'blindBox',
    ]);
  });
});

describe('the unpaid order a 7020072 refusal names', () => {
  it('is read from the refusal’s data only when it can be an order number', () => {
    expect(blockingOrderNo({ orderNo: '2026112212000012345678' })).toBe('2026112212000012345678');
    expect(blockingOrderNo(null)).toBeNull();
    expect(blockingOrderNo({})).toBeNull();
    expect(blockingOrderNo({ orderNo: 42 })).toBeNull();
    expect(blockingOrderNo({ orderNo: '../pages/login/index' })).toBeNull();
    expect(blockingOrderNo('2026112212000012345678')).toBeNull();
  });
});
