// The activities' runtime texts in Spanish (toasts, dialogs, results); the rest falls back to English.
import type en from '../en/activity';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  activity: {
    notFound: 'Esta actividad no existe',
    select: {
      casting: 'Acuñando…',
      full: 'Ya has elegido suficientes de este coleccionable',
    },
    confirm: {
      title: '¿Destruir estos artículos?',
      body: 'Acuñar destruye los artículos que elegiste ({{count}}). No se puede deshacer.',
      ok: 'Destruir y acuñar',
      cancel: 'Cancelar',
    },
    failed: 'No se pudo acuñar. Inténtalo de nuevo.',
    done: {
      title: '¡Acuñado!',
      body: 'Tu nuevo coleccionable se está acuñando en la cadena; aparece como «acuñando» hasta que la cadena lo confirme.',
      view: 'Ver el nuevo coleccionable',
      records: 'Mis acuñaciones',
    },
    order: {
      submitting: 'Confirmando…',
      failed: 'No se pudo confirmar el pedido. Inténtalo de nuevo.',
    },
    coupon: {
      done: 'El cupón es tuyo',
    },
  },
} as const satisfies Texts<typeof en>;
