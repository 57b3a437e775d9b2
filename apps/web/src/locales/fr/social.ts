import type en from '../en/social';

// French covers the social pages' runtime texts (toasts, dialogs); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  social: {
    retry: 'Réessayer',
    copied: 'Copié',
    page: {
      notFound: "Cet utilisateur n'existe pas",
    },
    follow: {
      unfollowConfirm: 'Ne plus suivre {{name}} ?',
      unfollow: 'Ne plus suivre',
      keep: 'Annuler',
      followed: 'Abonné',
      unfollowed: 'Désabonné',
    },
    display: {
      shown: 'Affiché sur votre page',
      hidden: 'Masqué de votre page',
      frozen: "Impossible de l'afficher ou de le masquer pendant son transfert sur la chaîne",
    },
  },
} as const satisfies Texts<typeof en>;
