import type en from '../en/market';

// Revente : les textes d'exécution (messages, erreurs, états) ; le reste vient de l'anglais.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  resale: {
    status: {
      'on-sale': 'En vente',
      locked: 'Dans la commande d’un acheteur',
      sold: 'Vendu',
      cancelled: 'Retiré',
    },
    mySales: {
      takenDown: 'Retiré par la plateforme',
      received: 'Reçu',
    },
    consign: {
      done: 'Il est sur le marché',
      transferableAt: 'Il pourra être vendu à partir du {{time}}.',
    },
    unlist: {
      done: 'Retiré du marché',
    },
    failed: 'Cela n’a pas fonctionné, veuillez réessayer',
  },
} satisfies Texts<typeof en>;
