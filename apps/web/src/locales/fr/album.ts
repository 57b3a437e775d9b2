import type en from '../en/album';

// French covers the albums' runtime texts (states, the preview's notice); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  album: {
    empty: "Pas encore d'album",
    notFound: {
      album: 'Album introuvable',
      trend: 'Publication introuvable',
      hint: 'Elle a peut-être été retirée ou supprimée.',
    },
    preview: {
      invalid: 'Cet aperçu a expiré',
      invalidHint: "Rouvrez l'aperçu depuis la console.",
    },
  },
} as const satisfies Texts<typeof en>;
