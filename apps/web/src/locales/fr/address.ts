// The addresses' runtime texts in French (toasts, dialogs, refusals); the rest falls back to English.
import type en from '../en/address';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  address: {
    list: {
      defaultDone: 'Adresse par défaut définie',
      deleted: 'Adresse supprimée',
    },
    deleteConfirm: {
      title: 'Supprimer cette adresse ?',
      body: "L'adresse de {{receiver}} est supprimée. Les commandes déjà passées gardent leur adresse.",
      ok: 'Supprimer',
      cancel: 'Garder',
    },
    form: {
      saved: 'Adresse enregistrée',
      notFound: "Cette adresse n'existe pas",
    },
    region: {
      failed: 'Impossible de charger les régions. Veuillez réessayer.',
    },
    shipping: {
      confirmTitle: 'Avez-vous reçu le colis ?',
      confirmBody: 'Confirmez seulement après avoir reçu le colis. La commande est alors terminée.',
      confirmOk: 'Confirmer la réception',
      confirmCancel: 'Pas encore',
      confirmed: 'Réception confirmée',
      copied: 'Numéro de suivi copié',
    },
  },
} as const satisfies Texts<typeof en>;
