import type en from '../en/inbox';

// French: the inbox and the provenance timeline; a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  inbox: {
    bell: 'Messages',
    bellUnread_one: 'Messages, {{count}} non lu',
    bellUnread_other: 'Messages, {{count}} non lus',
    unread: 'Non lu',
    unreadCount_one: '{{count}} non lu',
    unreadCount_other: '{{count}} non lus',
    allRead: 'Tout est lu',
    markAll: 'Tout marquer comme lu',
    empty: 'Rien pour le moment',
    emptyDesc: 'Les ventes, cadeaux, airdrops et commandes fermées apparaîtront ici.',
    anItem: 'un objet de collection',
    someone: 'quelqu’un',
    kinds: {
      sold: { title: 'Vendu', text: 'Votre {{collection}} a été vendu pour {{amount}}.' },
      gifted: { title: 'Un cadeau pour vous', text: '{{from}} vous a offert {{collection}}.' },
      airdropped: { title: 'Airdrop reçu', text: '{{collection}} vous a été envoyé par airdrop.' },
      synthesis_done: { title: 'Synthèse terminée', text: '{{collection}} est désormais à vous.' },
      withdrawal_settled: { title: 'Retrait versé', text: '{{amount}} a été versé sur votre compte.' },
      order_closed: { title: 'Commande fermée', text: 'La commande {{orderNo}} n’a pas été payée à temps et a été fermée.' },
      transfer_done: { title: 'Transfert terminé', text: '{{collection}} est arrivé chez {{to}} sur la chaîne.' },
      favourite_listed: { title: 'Nouvelle revente', text: '{{collection}}, dans vos favoris, est en revente à {{amount}}.' },
      favourite_price_drop: {
        title: 'Baisse de prix',
        text: '{{collection}}, dans vos favoris, est maintenant à {{amount}} (le plus bas était {{floor}}).',
      },
      cast_done: { title: 'Frappe terminée', text: '{{collection}} a été frappé pour vous.' },
      pledge_finished: {
        title: 'Gage terminé',
        text: 'Votre {{collection}} est revenu de son gage et peut de nouveau être utilisé.',
      },
      order_shipped: {
        title: 'Expédié',
        text: '{{collection}} (commande {{orderNo}}) a été expédié : {{carrier}} {{trackingNo}}.',
      },
      order_completed: { title: 'Commande terminée', text: 'La commande {{orderNo}} pour {{collection}} est terminée.' },
      coupon_granted: { title: 'Coupon reçu', text: 'Une activité vous a offert le coupon {{collection}}.' },
      data_export_ready: {
        title: 'Vos données sont prêtes',
        text: 'La copie de vos données que vous avez demandée est téléchargeable pendant 24 heures.',
      },
      order_refunded: {
        title: 'Commande remboursée',
        text: 'La commande {{orderNo}} pour {{collection}} a été remboursée : {{amount}} vous est restitué.',
        textFree: "La plateforme a annulé la commande {{orderNo}} pour {{collection}} ; rien n'a été débité.",
      },
      sale_refunded: {
        title: 'Vente remboursée',
        text: 'La plateforme a remboursé la vente de votre {{collection}} : il revient dans votre collection et le produit de {{amount}} a été repris sur votre portefeuille.',
      },
      listing_taken_down: {
        title: 'Annonce retirée',
        text: "La plateforme a retiré votre annonce de {{collection}} #{{serial}} ({{amount}}) : {{reason}}. L'objet de collection est de nouveau entre vos mains.",
      },
      account_suspended: {
        title: 'Compte suspendu',
        text: 'La plateforme a suspendu votre compte : {{reason}}. Vous pouvez vous connecter, parcourir et exporter vos données, mais pas commander, payer, mettre en dépôt-vente ni offrir.',
      },
      account_reinstated: {
        title: 'Suspension levée',
        text: 'Votre compte est de nouveau actif : vous pouvez commander, payer, mettre en dépôt-vente et offrir.',
      },
    },
    provenance: {
      title: 'Provenance',
      minted: {
        purchase: 'Frappé · acheté lors de la vente initiale',
        box: 'Frappé · tiré d’une boîte mystère',
        airdrop: 'Frappé · airdrop',
        redemption: 'Frappé · obtenu avec un code',
        synthesis: 'Frappé · synthèse',
        cast: 'Frappé · lors d’une activité',
        other: 'Frappé',
      },
      moved: { gift: 'Offert', sale: 'Vendu', airdrop: 'Airdrop', other: 'Transféré sur la chaîne' },
      burned: 'Brûlé sur la chaîne',
      burnedBy: { synthesis: 'Brûlé · utilisé par une synthèse', cast: 'Brûlé · dépensé pour une frappe' },
      pledged: 'Mis en gage pour une synthèse',
      returned: 'Revenu du gage',
      to: 'À {{name}}',
      fromTo: '{{from}} → {{to}}',
      you: 'vous',
      order: 'Commande {{orderNo}}',
      chainPending: 'Sur la chaîne : en attente',
      chainConfirmed: 'Sur la chaîne',
      block: 'Bloc {{block}}',
      error: 'La provenance n’a pas pu être chargée.',
      retry: 'Réessayer',
    },
  },
} as const satisfies Texts<typeof en>;
