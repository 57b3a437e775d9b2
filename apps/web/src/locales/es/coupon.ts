// Los textos de ejecución de los cupones en español (avisos, resultados, diálogos); el resto se toma del inglés.
import type en from '../en/coupon';

type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  coupon: {
    campaigns: { done: 'Cupón obtenido: ya está en tus cupones', claiming: 'Obteniendo…' },
    exchange: {
      empty: 'Introduce un código de canje',
      submitting: 'Canjeando…',
      resultTitle: 'Has recibido',
      couponResult: 'El cupón está en tus cupones.',
      minting: 'Acuñando en la cadena…',
      held: 'En tu colección',
      needsVerify: 'Para recibir un coleccionable necesitas tu nombre real verificado y una cuenta en la cadena.',
      failed: 'No se pudo canjear el código. Inténtalo de nuevo.',
    },
    picker: { unavailable: 'No se puede usar en este pedido', dontUse: 'No usar cupón' },
    loadFailed: 'No se pudieron cargar los cupones.',
  },
} as const satisfies Texts<typeof en>;
