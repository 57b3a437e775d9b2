import type en from '../en/sale';

// French covers the sale's runtime texts (toasts, dialogs, payment outcomes); a missing key falls back
// to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  sale: {
    copied: 'Copié',
    retry: 'Réessayer',
    cashier: {
      chatAppCopied: 'Lien copié : ouvrez-le dans le navigateur du mobile',
      failedTitle: "Le paiement n'a pas abouti",
      failedDesc: "Rien n'a été débité. Vous pouvez réessayer avant la fermeture de la commande.",
      paid: 'Paiement réussi',
      closedTitle: 'Commande fermée',
      closedDesc: "Elle n'a pas été payée à temps : elle a été fermée et son stock remis en vente.",
      wechatAuthFailed: "WeChat n'a pas confirmé qui paie. Réessayez ou choisissez un autre moyen.",
      redirecting: 'Ouverture de {{provider}}…',
      redirectContinue: 'Continuer le paiement',
      redirectNote: 'Après le paiement, vous revenez à la commande, qui affiche le résultat.',
      qrCaption: 'Scannez avec WeChat pour payer',
      qrNote: "Cette page avance d'elle-même une fois le paiement passé.",
      jsapiOpening: 'Ouverture de WeChat Pay…',
      jsapiConfirming: 'Confirmation du paiement…',
    },
    order: {
      cancelConfirm: 'Annuler cette commande ? Ses articles sont remis en vente.',
      cancelKeep: 'La garder',
      cancel: 'Annuler la commande',
      cancelled: 'Commande annulée',
      refund: 'Un paiement de {{amount}} est arrivé après la fermeture de la commande et a été remboursé le {{time}}.',
      refundPlatform: 'La plateforme a remboursé {{amount}} le {{time}}, sur le moyen de paiement utilisé.',
    },
    receipt: {
      refundStatus: {
        pending: 'Remboursement en cours',
        done: 'Remboursée',
      },
      refundNote: 'Les remboursements reviennent sur le moyen de paiement de la commande.',
    },
    reveal: {
      failed: "La boîte n'a pas pu être ouverte",
    },
  },
} as const satisfies Texts<typeof en>;
