import type en from '../en/catalogue';

// French covers the catalogue's runtime texts (toasts); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  catalogue: {
    copied: 'Copié',
  },
  search: {
    keywordRequired: 'Saisissez un terme à rechercher',
  },
} as const satisfies Texts<typeof en>;
