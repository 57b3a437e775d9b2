import type en from '../en/social';

// Spanish covers the social pages' runtime texts (toasts, dialogs); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  social: {
    retry: 'Reintentar',
    copied: 'Copiado',
    page: {
      notFound: 'Este usuario no existe',
    },
    follow: {
      unfollowConfirm: '¿Dejar de seguir a {{name}}?',
      unfollow: 'Dejar de seguir',
      keep: 'Cancelar',
      followed: 'Siguiendo',
      unfollowed: 'Has dejado de seguir',
    },
    display: {
      shown: 'Se muestra en tu página',
      hidden: 'Oculto de tu página',
      frozen: 'No se puede mostrar ni ocultar mientras su transferencia está en la cadena',
    },
  },
} as const satisfies Texts<typeof en>;
