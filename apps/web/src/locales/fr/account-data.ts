// The data export's and account deletion's texts (issue 20, decision 046): the safety page's two rows and
// their sheets. One chunk per language (features/account-data/texts.ts).
export default {
  accountData: {
    group: 'Mes données',
    exportRow: 'Exporter mes données',
    deleteRow: 'Supprimer le compte',
    close: 'Fermer',
    export: {
      title: 'Exporter mes données',
      intro:
        "Une copie de votre profil, commandes, paiements, objets de collection avec leurs traces sur la chaîne, dons et ventes, invitations, adresses et coupons, en un fichier JSON. Votre numéro d'identité n'y figure jamais. Elle est prête en quelques instants et conservée 24 heures.",
      request: 'Demander une copie',
      preparing: 'Préparation de vos données…',
      ready: "Disponible jusqu'au {{time}}",
      expired: 'Expiré : demandez une nouvelle copie',
      download: 'Télécharger',
      requested: 'Vos données sont en préparation',
      downloaded: 'Téléchargé',
      none: "Aucun export pour l'instant",
    },
    delete: {
      title: 'Supprimer le compte',
      intro:
        "Supprimer votre compte vous déconnecte partout et efface vos données personnelles : téléphone, pseudo, avatar, nom réel et numéro d'identité, adresses, abonnements et favoris. Les commandes et paiements sont conservés pour la comptabilité, sans votre nom. Votre numéro pourra s'inscrire à nouveau comme nouveau compte. C'est irréversible.",
      blocked: 'Votre compte ne peut pas encore être supprimé :',
      collectibles: "Vous détenez encore {{count}} objets de collection : donnez-les ou vendez-les d'abord",
      money: "Il reste {{amount}} ¥ dans votre portefeuille : retirez-les d'abord",
      orders: "{{count}} commandes ou annonces en cours : terminez-les ou annulez-les d'abord",
      clear: 'Rien ne s’y oppose.',
      payPassword: 'Mot de passe de paiement',
      submit: 'Supprimer mon compte',
      confirm: 'Supprimer définitivement votre compte ? C’est irréversible.',
      confirmYes: 'Supprimer',
      cancel: 'Annuler',
      done: 'Votre compte a été supprimé',
      checking: 'Vérification de votre compte…',
    },
  },
};
