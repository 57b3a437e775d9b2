// Invitations : les textes d'exécution (messages) ; le reste vient de l'anglais.
export default {
  invite: {
    code: { copied: "Code d'invitation copié" },
    poster: { failed: "L'affiche n'a pas pu être créée", retry: 'Réessayer', saved: 'Affiche enregistrée' },
    link: { copied: 'Lien copié' },
  },
} as const;
