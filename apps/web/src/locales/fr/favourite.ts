import type en from '../en/favourite';

// French covers the favourites' runtime texts (toasts, the heart's label); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  favourites: {
    heart: {
      label: 'Favori : {{name}}',
      labelCount: 'Favori : {{name}}, gardé par {{count}}',
      added: 'Ajouté aux favoris',
      removed: 'Retiré des favoris',
    },
    mine: {
      label: 'Favoris',
    },
    empty: {
      title: 'Pas encore de favoris',
    },
  },
} as const satisfies Texts<typeof en>;
