// The preview pages' runtime texts in French; the rest falls back to English.
export default {
  brandPreview: {
    draft: 'Aperçu du brouillon non publié',
    expired: 'Cet aperçu a expiré : rouvrez-le depuis la console',
  },
};
