// The activities' runtime texts in French (toasts, dialogs, results); the rest falls back to English.
import type en from '../en/activity';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  activity: {
    notFound: "Cette activité n'existe pas",
    select: {
      casting: 'Frappe en cours…',
      full: 'Vous avez déjà choisi assez de ce collectible',
    },
    confirm: {
      title: 'Détruire ces objets ?',
      body: 'La frappe détruit les objets choisis ({{count}}). Cette action est irréversible.',
      ok: 'Détruire et frapper',
      cancel: 'Annuler',
    },
    failed: 'Impossible de frapper. Veuillez réessayer.',
    done: {
      title: 'Frappé !',
      body: 'Votre nouveau collectible est en cours de frappe sur la chaîne ; il apparaît « en frappe » jusqu’à la confirmation de la chaîne.',
      view: 'Voir le nouveau collectible',
      records: 'Mes frappes',
    },
    order: {
      submitting: 'Confirmation…',
      failed: 'Impossible de confirmer la commande. Veuillez réessayer.',
    },
    coupon: {
      done: 'Le coupon est à vous',
    },
  },
} as const satisfies Texts<typeof en>;
