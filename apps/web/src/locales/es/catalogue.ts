import type en from '../en/catalogue';

// Spanish covers the catalogue's runtime texts (toasts); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  catalogue: {
    copied: 'Copiado',
  },
  search: {
    keywordRequired: 'Escribe algo para buscar',
  },
} as const satisfies Texts<typeof en>;
