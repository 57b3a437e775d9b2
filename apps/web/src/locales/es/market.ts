import type en from '../en/market';

// Reventa: los textos de tiempo de ejecución (avisos, errores, estados); el resto viene del inglés.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  resale: {
    status: {
      'on-sale': 'En venta',
      locked: 'En el pedido de un comprador',
      sold: 'Vendido',
      cancelled: 'Retirado',
    },
    mySales: {
      takenDown: 'Retirado por la plataforma',
      received: 'Recibido',
    },
    consign: {
      done: 'Ya está en el mercado',
      transferableAt: 'Se podrá vender a partir del {{time}}.',
    },
    unlist: {
      done: 'Retirado del mercado',
    },
    failed: 'No ha funcionado, inténtalo de nuevo',
  },
} satisfies Texts<typeof en>;
