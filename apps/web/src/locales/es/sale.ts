import type en from '../en/sale';

// Spanish covers the sale's runtime texts (toasts, dialogs, payment outcomes); a missing key falls back
// to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  sale: {
    copied: 'Copiado',
    retry: 'Reintentar',
    cashier: {
      chatAppCopied: 'Enlace copiado: ábrelo en el navegador del móvil',
      failedTitle: 'El pago no se ha completado',
      failedDesc: 'No se ha cobrado nada. Puedes volver a intentarlo antes de que se cierre el pedido.',
      paid: 'Pago realizado',
      closedTitle: 'Pedido cerrado',
      closedDesc: 'No se pagó a tiempo: se cerró y sus existencias volvieron a la venta.',
      wechatAuthFailed: 'WeChat no confirmó quién paga. Inténtalo de nuevo o elige otro método.',
      redirecting: 'Abriendo {{provider}}…',
      redirectContinue: 'Continuar con el pago',
      redirectNote: 'Después de pagar vuelves al pedido, que muestra el resultado.',
      qrCaption: 'Escanea con WeChat para pagar',
      qrNote: 'Esta página avanza sola cuando se completa el pago.',
      jsapiOpening: 'Abriendo WeChat Pay…',
      jsapiConfirming: 'Confirmando el pago…',
    },
    order: {
      cancelConfirm: '¿Cancelar este pedido? Sus artículos vuelven a la venta.',
      cancelKeep: 'Mantener',
      cancel: 'Cancelar pedido',
      cancelled: 'Pedido cancelado',
      refund: 'Un pago de {{amount}} llegó después del cierre del pedido y se reembolsó el {{time}}.',
      refundPlatform: 'La plataforma reembolsó {{amount}} el {{time}}, al mismo medio con el que se pagó.',
    },
    receipt: {
      refundStatus: {
        pending: 'Reembolso en curso',
        done: 'Reembolsado',
      },
      refundNote: 'Los reembolsos vuelven al medio con el que se pagó el pedido.',
    },
    reveal: {
      failed: 'No se pudo abrir la caja',
    },
  },
} as const satisfies Texts<typeof en>;
