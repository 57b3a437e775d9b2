// The addresses' runtime texts in Spanish (toasts, dialogs, refusals); the rest falls back to English.
import type en from '../en/address';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  address: {
    list: {
      defaultDone: 'Dirección predeterminada establecida',
      deleted: 'Dirección eliminada',
    },
    deleteConfirm: {
      title: '¿Eliminar esta dirección?',
      body: 'Se elimina la dirección de {{receiver}}. Los pedidos ya hechos conservan su dirección.',
      ok: 'Eliminar',
      cancel: 'Conservar',
    },
    form: {
      saved: 'Dirección guardada',
      notFound: 'Esta dirección no existe',
    },
    region: {
      failed: 'No se pudieron cargar las regiones. Inténtalo de nuevo.',
    },
    shipping: {
      confirmTitle: '¿Has recibido el envío?',
      confirmBody: 'Confirma solo cuando hayas recibido el envío. Entonces el pedido se completa.',
      confirmOk: 'Confirmar recepción',
      confirmCancel: 'Todavía no',
      confirmed: 'Recepción confirmada',
      copied: 'Número de seguimiento copiado',
    },
  },
} as const satisfies Texts<typeof en>;
