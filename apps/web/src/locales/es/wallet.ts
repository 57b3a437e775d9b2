import type en from '../en/wallet';

// Spanish covers the wallet's runtime texts (toasts, outcomes, dialogs); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  wallet: {
    cancel: 'Cancelar',
    card: { unbound: 'Tarjeta eliminada' },
    code: {
      sent: 'Código enviado',
      lostTitle: 'Nada espera un código',
      lostDesc: 'Se abandonó el paso o se recargó la página. Vuelve a empezar.',
      startAgain: 'Empezar de nuevo',
    },
    pay: {
      done: 'Pagado con tu monedero',
      short: 'Tu saldo no alcanza para este pedido. Recarga primero; no se ha cobrado nada.',
    },
    result: {
      backToWallet: 'Volver al monedero',
      opened: { title: 'Monedero abierto', desc: 'Añade una tarjeta bancaria para recargar y retirar.' },
      recharged: { title: 'Recarga realizada', desc: 'El dinero está en tu monedero.' },
      withdrawing: { title: 'Retirada enviada', desc: 'Llega a tu tarjeta en {{min}}-{{max}} días.' },
      paid: { title: 'Pagado', desc: 'El pedido se ha pagado con tu monedero.' },
      failed: {
        title: 'El pago ha fallado',
        desc: 'No se ha cobrado nada de tu monedero. Inténtalo de nuevo o paga de otra forma.',
      },
      passwordSet: { title: 'Contraseña del monedero establecida', desc: 'Úsala para pagar, recargar y retirar.' },
      passwordChanged: { title: 'Contraseña del monedero cambiada', desc: 'A partir de ahora usa la nueva contraseña.' },
      passwordReset: { title: 'Contraseña del monedero restablecida', desc: 'A partir de ahora usa la nueva contraseña.' },
      cardBound: { title: 'Tarjeta añadida', desc: 'Ya puedes recargar desde ella y retirar a ella.' },
    },
  },
} as const satisfies Texts<typeof en>;
