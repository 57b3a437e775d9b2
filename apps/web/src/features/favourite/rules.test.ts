import { describe, expect, it } from 'vitest';
import { favouriteFilter, favouriteLink, listingChip } from './rules';

describe('favourites rules', () => {
  const links = { collection: (id: number) => `/c?id=${id}` };
  it('a favourite opens its collection, or its listing when the route gives the listing page', () => {
    expect(favouriteLink({ targetType: 'collection', targetId: 4, collectionId: 4 }, links)).toBe('/c?id=4');
    expect(favouriteLink({ targetType: 'listing', targetId: 12, collectionId: 4 }, links)).toBe('/c?id=4');
    expect(
      favouriteLink({ targetType: 'listing', targetId: 12, collectionId: 4 }, { ...links, listing: (id) => `/l?id=${id}` }),
    ).toBe('/l?id=12');
  });
  it('sold and cancelled listings are ended; a collection has no chip', () => {
    expect(listingChip('sold')).toBe('ended');
    expect(listingChip('cancelled')).toBe('ended');
    expect(listingChip('locked')).toBe('locked');
    expect(listingChip('on-sale')).toBe('onSale');
    expect(listingChip(null)).toBeNull();
  });
  it('the page filter is a type or nothing', () => {
    expect(favouriteFilter('listing')).toBe('listing');
    expect(favouriteFilter('collection')).toBe('collection');
    expect(favouriteFilter('creator')).toBeNull();
    expect(favouriteFilter(undefined)).toBeNull();
  });
});
