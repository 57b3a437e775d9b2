// The synthesis pages' runtime texts in French (dialogs, toasts, results, refusals); the rest falls back to English.
import type en from '../en/synthesis';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  synthesis: {
    detail: {
      synthesizing: 'Synthèse en cours…',
      pickAll: "Choisissez d'abord tous les fragments",
    },
    confirm: {
      title: 'Synthétiser {{name}} ?',
      burn: 'Les {{count}} fragments choisis seront détruits. Cette action est irréversible.',
      pledge: 'Les {{count}} fragments choisis seront mis en gage pendant {{hours}} heures, puis vous reviendront.',
      ok: 'Synthétiser',
      cancel: 'Annuler',
    },
    result: {
      title: 'Synthèse terminée',
      text: '{{name}} est à vous. Il apparaît « en frappe » jusqu’à la confirmation de la chaîne.',
      pledged: 'Vos fragments reviennent dans',
      view: 'Voir le nouvel objet',
      records: 'Mes synthèses',
      close: 'Fermer',
    },
    failed: 'Impossible de synthétiser. Veuillez réessayer.',
    pick: {
      full: 'Il vous en faut seulement {{count}}',
      short: 'Choisissez-en encore {{count}}',
      why: {
        cooling: 'En période de refroidissement',
        pledged: 'En gage',
        listed: 'En consignation',
        frozen: 'Transfert en cours sur la chaîne',
        minting: 'Frappe en cours',
        used: 'Déjà utilisé',
        other: 'Inutilisable',
      },
    },
    item: {
      pledged: 'En gage',
      returnsIn: 'Revient dans',
      text: 'Mis en gage pour une synthèse : il ne peut être offert, consigné, exposé ni utilisé avant la fin du gage.',
      returning: 'Le gage est terminé ; il vous revient.',
    },
  },
} as const satisfies Texts<typeof en>;
