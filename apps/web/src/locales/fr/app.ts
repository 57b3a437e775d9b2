// French covers the runtime texts (errors, dialogs, system pages); the rest falls back to English.
export default {
  app: {
    ok: 'OK',
    loading: 'Chargement…',
    retry: 'Réessayer',
    backHome: "Retour à l'accueil",
    reload: 'Recharger',
    back: 'Retour',
  },
  // A tab of the menu whose link is no page: runtime, like the not-found page it stands beside.
  home: {
    sectionMissingDesc: '« {{name}} » mène à une page qui n’existe pas ici. L’opérateur en a été informé.',
  },
  system: {
    noTenantTitle: "Cette plateforme n'existe pas",
    noTenantDesc: "Vérifiez l'adresse ouverte ou demandez le bon lien à la plateforme.",
    closureTitle: 'La plateforme est fermée',
    closureDesc: "{{name}} n'est pas ouvert pour le moment. Revenez plus tard.",
    closureBack: "Retour à l'accueil",
    presentationOffer: 'Sur un ordinateur ? Voir la présentation',
    maintainTitle: 'Serveur en maintenance, revenez plus tard',
    maintainDesc: 'Nous améliorons le service pour mieux vous servir.',
    maintainRetry: 'Réessayer',
    notFoundTitle: 'Page introuvable',
    notFoundDesc: "La page demandée n'existe pas ou a été déplacée.",
    lazyLoadFailed: 'Échec du chargement de la page. Touchez pour recharger.',
    bootFailed: 'Impossible de joindre la plateforme. Vérifiez votre réseau et réessayez.',
  },
} as const;
