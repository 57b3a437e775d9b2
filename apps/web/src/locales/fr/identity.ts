// French covers the runtime texts of the identity pages (toasts, dialogs, the code button); the rest
// falls back to English. Loaded with those pages.
export default {
  form: {
    sendCode: 'Obtenir le code',
    resend: 'Renvoyer',
    resendIn: 'Renvoyer dans {{seconds}} s',
    codeSent: 'Code de vérification envoyé',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    cancel: 'Annuler',
    confirm: 'Confirmer',
  },
  auth: {
    loggedIn: 'Connexion réussie',
    registered: 'Bienvenue ! Votre compte est prêt',
    resetDone: 'Mot de passe réinitialisé. Connectez-vous avec le nouveau mot de passe',
  },
  account: {
    copied: 'Copié',
    signOutConfirm: 'Se déconnecter de ce compte ?',
    signedOut: 'Déconnecté',
    profile: {
      avatarUpdated: 'Avatar mis à jour',
      uploading: 'Envoi en cours…',
      saved: 'Enregistré',
    },
    pwd: { changed: 'Mot de passe modifié' },
    twopwd: {
      setDone: 'Mot de passe de paiement défini',
      updateDone: 'Mot de passe de paiement modifié',
      resetDone: 'Mot de passe de paiement réinitialisé',
    },
    verify: {
      attemptsLeft_one: 'Il vous reste {{count}} tentative aujourd’hui',
      attemptsLeft_other: 'Il vous reste {{count}} tentatives aujourd’hui',
      noAttemptsLeft: 'Plus aucune tentative aujourd’hui, réessayez demain',
      done: 'Identité réelle vérifiée',
    },
    chainAccount: { opened: 'Compte sur la chaîne ouvert' },
  },
};
