import { describe, expect, it } from 'vitest';
import { badgeText, giftBlock, recipientKeyword } from './rules';

describe('transfer rules', () => {
  it('giftBlock: the state that forbids a gift, cooling on the server clock', () => {
    expect(giftBlock({ status: 'held', transferableAt: 100 }, 100)).toBeNull();
    expect(giftBlock({ status: 'minting', transferableAt: 50 }, 100)).toBeNull();
    expect(giftBlock({ status: 'held', transferableAt: 200 }, 100)).toEqual({ kind: 'cooling', until: 200 });
    expect(giftBlock({ status: 'pledged', transferableAt: 0 }, 100)).toEqual({ kind: 'pledged' });
    expect(giftBlock({ status: 'frozen', transferableAt: 0 }, 100)).toEqual({ kind: 'frozen' });
    expect(giftBlock({ status: 'on_consignment', transferableAt: 0 }, 100)).toEqual({ kind: 'on_consignment' });
  });

  it('recipientKeyword: digits of a phone or a user id, or null', () => {
    expect(recipientKeyword('phone', '138 0013 8000')).toBe('13800138000');
    expect(recipientKeyword('phone', '12ab')).toBeNull();
    expect(recipientKeyword('userId', '42')).toBe('42');
    expect(recipientKeyword('userId', '0')).toBeNull();
    expect(recipientKeyword('userId', '12345678901')).toBeNull();
  });

  it('badgeText caps at 99+', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(120)).toBe('99+');
  });
});
