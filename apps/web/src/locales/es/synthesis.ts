// The synthesis pages' runtime texts in Spanish (dialogs, toasts, results, refusals); the rest falls back to English.
import type en from '../en/synthesis';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  synthesis: {
    detail: {
      synthesizing: 'Sintetizando…',
      pickAll: 'Primero elige todos los fragmentos',
    },
    confirm: {
      title: '¿Sintetizar {{name}}?',
      burn: 'Los {{count}} fragmentos elegidos se destruirán. No se puede deshacer.',
      pledge: 'Los {{count}} fragmentos elegidos quedarán pignorados {{hours}} horas y luego volverán a ti.',
      ok: 'Sintetizar',
      cancel: 'Cancelar',
    },
    result: {
      title: 'Síntesis completada',
      text: '{{name}} ya es tuyo. Aparece como «acuñando» hasta que la cadena lo confirme.',
      pledged: 'Tus fragmentos vuelven en',
      view: 'Ver el nuevo artículo',
      records: 'Mis síntesis',
      close: 'Cerrar',
    },
    failed: 'No se pudo sintetizar. Inténtalo de nuevo.',
    pick: {
      full: 'Solo necesitas {{count}}',
      short: 'Elige {{count}} más',
      why: {
        cooling: 'En periodo de espera',
        pledged: 'Pignorado',
        listed: 'En consignación',
        frozen: 'Transferencia en cadena',
        minting: 'Aún acuñándose',
        used: 'Ya usado',
        other: 'No se puede usar',
      },
    },
    item: {
      pledged: 'Pignorado',
      returnsIn: 'Vuelve en',
      text: 'Pignorado para una síntesis: no se puede regalar, consignar, mostrar ni usar hasta que termine la pignoración.',
      returning: 'La pignoración ha terminado; está volviendo a ti.',
    },
  },
} as const satisfies Texts<typeof en>;
