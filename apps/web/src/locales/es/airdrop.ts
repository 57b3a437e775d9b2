// The airdrops' runtime texts in Spanish (toasts, dialogs, results); the rest falls back to English.
import type en from '../en/airdrop';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  airdrop: {
    receiving: 'Recibiendo…',
    failed: 'No se pudo recibir. Inténtalo de nuevo.',
    notFound: 'Este airdrop no está disponible para ti',
    result: {
      title: 'Ya es tuyo',
      minting: 'Ya es tuyo y se está acuñando en la cadena; aparece como «acuñando» hasta que la cadena lo confirme.',
    },
  },
} as const satisfies Texts<typeof en>;
