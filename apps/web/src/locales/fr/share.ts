// Partage : les textes d’exécution (messages) ; le reste vient de l’anglais.
export default {
  share: {
    poster: { failed: 'Impossible de créer l’affiche', retry: 'Réessayer' },
    copied: 'Lien copié',
    saved: 'Affiche enregistrée',
  },
} as const;
