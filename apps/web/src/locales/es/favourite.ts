import type en from '../en/favourite';

// Spanish covers the favourites' runtime texts (toasts, the heart's label); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  favourites: {
    heart: {
      label: 'Favorito: {{name}}',
      labelCount: 'Favorito: {{name}}, guardado por {{count}}',
      added: 'Añadido a favoritos',
      removed: 'Quitado de favoritos',
    },
    mine: {
      label: 'Favoritos',
    },
    empty: {
      title: 'Aún no tienes favoritos',
    },
  },
} as const satisfies Texts<typeof en>;
