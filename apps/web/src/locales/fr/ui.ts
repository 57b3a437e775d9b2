import type en from '../en/ui';

// French covers the runtime texts at least; a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  empty: 'Rien pour le moment',
  loading: 'Chargement...',
  loadFailed: 'Échec du chargement',
  loadFailedHint: 'Vérifiez votre connexion puis réessayez',
  retry: 'Réessayer',
  noMore: 'Plus rien à afficher',
  loadMoreFailed: 'Échec du chargement, touchez pour réessayer',
  pull: {
    pulling: 'Tirez pour actualiser',
    release: 'Relâchez pour actualiser',
    refreshing: 'Actualisation...',
    done: 'Actualisé',
  },
  countdown: {
    withDays: '{{days}} j {{time}}',
    days: 'j',
    hours: 'h',
    minutes: 'min',
    seconds: 's',
    ended: 'Terminé',
  },
  chatAppPayment: "Ne payez pas dans l'application de messagerie, utilisez le navigateur du mobile",
  chatAppPaymentHint: 'Touchez ··· en haut à droite, puis « Ouvrir dans le navigateur »',
  imageViewer: {
    open: "Voir l'image en grand",
  },
  swiper: {
    label: 'Carrousel',
    slide: '{{index}} sur {{total}}',
  },
} as const satisfies Texts<typeof en>;
