import type en from '../en/utility';

// French covers the utility pages' runtime texts (refusals, confirmations, toasts); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  utility: {
    crypto: {
      clearConfirm: 'Effacer « {{key}} » de cet appareil ?',
      clearSessionConfirm: 'Effacer « {{key}} » ? C’est votre session : vous serez déconnecté.',
      clearAllConfirm: 'Effacer tout ce que l’app garde sur cet appareil ? Vous serez déconnecté.',
      cleared: 'Effacé',
      confirm: 'Effacer',
      cancel: 'Annuler',
      decryptFailed: 'Ce texte ne se déchiffre pas avec la clé de cet appareil',
      copied: 'Copié',
    },
    webview: {
      back: 'Retour',
      refusedTitle: 'Cette page ne peut pas être affichée',
      missing: 'Aucune adresse n’a été donnée.',
      malformed: 'L’adresse n’est pas valide.',
      scheme: 'Seules les pages sécurisées (https) s’affichent dans l’app.',
      host: '{{host}} ne fait pas partie des sites que cette plateforme affiche.',
    },
    extsview: {
      title: 'Quitter l’app ?',
      text: 'Vous allez ouvrir un site externe. Il ne fait pas partie de cette plateforme.',
      site: 'Site',
      address: 'Adresse',
      open: 'Ouvrir',
      cancel: 'Annuler',
      refusedTitle: 'Cette adresse ne peut pas être ouverte',
      missing: 'Aucune adresse n’a été donnée.',
      malformed: 'L’adresse n’est pas valide.',
      scheme: 'Seules les adresses web (http ou https) peuvent être ouvertes.',
      host: 'L’adresse n’est pas valide.',
    },
  },
} as const satisfies Texts<typeof en>;
