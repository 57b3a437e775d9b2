import { maskNickname, sharePagePath } from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import { posterFileName } from './poster';

describe('sharing', () => {
  it('opens the pages with their query', () => {
    expect(sharePagePath('collection', 9)).toBe('/pages/detail/collection?id=9');
    expect(sharePagePath('listing', 12)).toBe('/pages/detail/collection?marketType=2&id=12');
    expect(sharePagePath('item', 'a.b.c_d')).toBe('/pages/share/item?t=a.b.c_d');
  });

  it('masks the holder’s nickname', () => {
    expect(maskNickname('收藏家一号')).toBe('收***号');
    expect(maskNickname('Collector Supreme')).toBe('C***e');
    expect(maskNickname('小明')).toBe('小*');
    expect(maskNickname('A')).toBe('*');
    expect(maskNickname('  ')).toBe('');
  });

  it('names the saved poster after what is shared', () => {
    expect(posterFileName('item', 42)).toBe('share-item-42.png');
  });
});
