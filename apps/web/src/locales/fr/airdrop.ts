// The airdrops' runtime texts in French (toasts, dialogs, results); the rest falls back to English.
import type en from '../en/airdrop';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  airdrop: {
    receiving: 'Réception…',
    failed: 'Impossible de le recevoir. Veuillez réessayer.',
    notFound: "Ce parachutage n'est pas disponible pour vous",
    result: {
      title: 'Il est à vous',
      minting: "Il est à vous et est en cours de frappe sur la chaîne ; il apparaît « en frappe » jusqu'à la confirmation.",
    },
  },
} as const satisfies Texts<typeof en>;
