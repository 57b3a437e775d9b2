import type en from '../en/album';

// Spanish covers the albums' runtime texts (states, the preview's notice); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  album: {
    empty: 'Aún no hay álbumes',
    notFound: {
      album: 'Álbum no encontrado',
      trend: 'Publicación no encontrada',
      hint: 'Puede que se haya retirado o eliminado.',
    },
    preview: {
      invalid: 'Esta vista previa ha caducado',
      invalidHint: 'Vuelve a abrir la vista previa desde la consola.',
    },
  },
} as const satisfies Texts<typeof en>;
