import type en from '../en/wallet';

// French covers the wallet's runtime texts (toasts, outcomes, dialogs); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  wallet: {
    cancel: 'Annuler',
    card: { unbound: 'Carte retirée' },
    code: {
      sent: 'Code envoyé',
      lostTitle: 'Aucune étape n’attend de code',
      lostDesc: 'L’étape a été quittée ou la page rechargée. Recommencez.',
      startAgain: 'Recommencer',
    },
    pay: {
      done: 'Payé avec votre portefeuille',
      short: 'Votre solde ne suffit pas pour cette commande. Rechargez d’abord ; rien n’a été prélevé.',
    },
    result: {
      backToWallet: 'Retour au portefeuille',
      opened: { title: 'Portefeuille ouvert', desc: 'Ajoutez une carte bancaire pour recharger et retirer.' },
      recharged: { title: 'Rechargement effectué', desc: 'L’argent est sur votre portefeuille.' },
      withdrawing: { title: 'Retrait envoyé', desc: 'Il arrive sur votre carte sous {{min}} à {{max}} jours.' },
      paid: { title: 'Payé', desc: 'La commande est payée avec votre portefeuille.' },
      failed: {
        title: 'Le paiement a échoué',
        desc: 'Rien n’a été prélevé sur votre portefeuille. Réessayez ou payez autrement.',
      },
      passwordSet: { title: 'Mot de passe du portefeuille défini', desc: 'Utilisez-le pour payer, recharger et retirer.' },
      passwordChanged: { title: 'Mot de passe du portefeuille modifié', desc: 'Utilisez désormais le nouveau mot de passe.' },
      passwordReset: { title: 'Mot de passe du portefeuille réinitialisé', desc: 'Utilisez désormais le nouveau mot de passe.' },
      cardBound: { title: 'Carte ajoutée', desc: 'Vous pouvez maintenant recharger depuis elle et y retirer.' },
    },
  },
} as const satisfies Texts<typeof en>;
