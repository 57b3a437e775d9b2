// Les textes d'exécution des coupons en français (messages, résultats, dialogues) ; le reste vient de l'anglais.
import type en from '../en/coupon';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  coupon: {
    campaigns: { done: 'Coupon obtenu : il est dans vos coupons', claiming: 'Obtention…' },
    exchange: {
      empty: 'Veuillez saisir un code',
      submitting: 'Échange en cours…',
      resultTitle: 'Vous avez reçu',
      couponResult: 'Le coupon est dans vos coupons.',
      minting: 'Frappe sur la chaîne…',
      held: 'Dans votre collection',
      needsVerify: 'Recevoir un objet de collection demande un nom réel vérifié et un compte sur la chaîne.',
      failed: "Impossible d'échanger le code. Veuillez réessayer.",
    },
    picker: { unavailable: 'Non utilisable sur cette commande', dontUse: 'Ne pas utiliser de coupon' },
    loadFailed: 'Impossible de charger les coupons.',
  },
} as const satisfies Texts<typeof en>;
