// Ownership moves: the runtime texts (errors, results, states); the rest comes from English.
export default {
  transfer: {
    status: { pending: 'Sur la chaîne…', done: 'Terminé' },
    action: {
      gift: 'Offrir',
      frozen: 'Transfert sur la chaîne',
      cooling: 'Période de refroidissement',
      coolingLeft: 'Pourra être offert dans {{time}}',
    },
    give: {
      badPhone: 'Saisissez un numéro de téléphone (chiffres uniquement)',
      badUserId: 'Saisissez un identifiant utilisateur (chiffres uniquement)',
      failed: 'Cela n’a pas fonctionné, veuillez réessayer',
      doneTitle: 'Cadeau envoyé',
      doneText: 'Il est en route vers {{name}}. Il reste gelé jusqu’à ce que la chaîne confirme le transfert.',
      notYours: 'Cet objet de collection n’est pas (ou plus) à vous',
    },
    flow: { burned: 'Brûlé sur la chaîne' },
  },
};
