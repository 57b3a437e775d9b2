// Favourites (issue 16): the heart on collections and listings, the mine page's entry and the
// favourites page. One chunk per language, loaded with what shows them (features/favourite/texts.ts).
export default {
  favourites: {
    heart: {
      label: 'Favourite: {{name}}',
      // On a detail page the heart shows how many keep it: the count is in its name too (the visible label in the
      // name), outside brackets (a bracketed part of a name does not count as holding the label).
      labelCount: 'Favourite: {{name}}, kept by {{count}}',
      added: 'Added to favourites',
      removed: 'Removed from favourites',
    },
    mine: {
      label: 'Favourites',
      hint: 'Collections and listings you keep an eye on',
    },
    filter: {
      label: 'Show',
      all: 'All',
      collection: 'Collections',
      listing: 'Listings',
    },
    kind: {
      collection: 'Collection',
      listing: 'Resale listing',
    },
    state: {
      onSale: 'On sale',
      locked: 'Being bought',
      ended: 'Ended',
    },
    price: {
      collection: 'Issue price',
      listing: 'Price',
    },
    empty: {
      title: 'No favourites yet',
      text: 'Tap the heart on a collection or a listing to keep it here.',
    },
  },
} as const;
