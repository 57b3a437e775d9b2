import type en from '../en/inbox';

// Spanish: the inbox and the provenance timeline; a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  inbox: {
    bell: 'Mensajes',
    bellUnread_one: 'Mensajes, {{count}} sin leer',
    bellUnread_other: 'Mensajes, {{count}} sin leer',
    unread: 'Sin leer',
    unreadCount_one: '{{count}} sin leer',
    unreadCount_other: '{{count}} sin leer',
    allRead: 'Todo leído',
    markAll: 'Marcar todo como leído',
    empty: 'Aún no hay nada',
    emptyDesc: 'Aquí aparecerán ventas, regalos, airdrops y pedidos cerrados.',
    anItem: 'un coleccionable',
    someone: 'alguien',
    kinds: {
      sold: { title: 'Vendido', text: 'Tu {{collection}} se vendió por {{amount}}.' },
      gifted: { title: 'Un regalo para ti', text: '{{from}} te regaló {{collection}}.' },
      airdropped: { title: 'Airdrop recibido', text: 'Has recibido {{collection}} por airdrop.' },
      synthesis_done: { title: 'Síntesis completada', text: '{{collection}} ya es tuyo.' },
      withdrawal_settled: { title: 'Retiro pagado', text: 'Se han abonado {{amount}} en tu cuenta.' },
      order_closed: { title: 'Pedido cerrado', text: 'El pedido {{orderNo}} no se pagó a tiempo y se ha cerrado.' },
      transfer_done: { title: 'Transferencia completada', text: '{{collection}} ha llegado a {{to}} en la cadena.' },
      favourite_listed: { title: 'Nueva reventa', text: '{{collection}}, en tus favoritos, está en reventa por {{amount}}.' },
      favourite_price_drop: {
        title: 'Bajada de precio',
        text: '{{collection}}, en tus favoritos, ahora cuesta {{amount}} (el mínimo era {{floor}}).',
      },
      cast_done: { title: 'Acuñación completada', text: '{{collection}} se acuñó para ti.' },
      pledge_finished: {
        title: 'Pignoración terminada',
        text: 'Tu {{collection}} ha vuelto de la pignoración y se puede usar de nuevo.',
      },
      order_shipped: { title: 'Enviado', text: '{{collection}} (pedido {{orderNo}}) se ha enviado: {{carrier}} {{trackingNo}}.' },
      order_completed: { title: 'Pedido completado', text: 'El pedido {{orderNo}} de {{collection}} se ha completado.' },
      coupon_granted: { title: 'Cupón recibido', text: 'Una actividad te ha dado el cupón {{collection}}.' },
      data_export_ready: {
        title: 'Tus datos están listos',
        text: 'La copia de tus datos que pediste se puede descargar durante 24 horas.',
      },
      order_refunded: {
        title: 'Pedido reembolsado',
        text: 'El pedido {{orderNo}} de {{collection}} se ha reembolsado: {{amount}} vuelve a tu método de pago.',
        textFree: 'La plataforma canceló el pedido {{orderNo}} de {{collection}}; no se cobró nada.',
      },
      sale_refunded: {
        title: 'Venta reembolsada',
        text: 'La plataforma reembolsó la venta de tu {{collection}}: vuelve a tu colección y se retiraron de tu monedero los {{amount}} de la venta.',
      },
      listing_taken_down: {
        title: 'Anuncio retirado',
        text: 'La plataforma retiró tu anuncio de {{collection}} #{{serial}} ({{amount}}): {{reason}}. El coleccionable vuelve a estar en tus manos.',
      },
      account_suspended: {
        title: 'Cuenta suspendida',
        text: 'La plataforma suspendió tu cuenta: {{reason}}. Puedes iniciar sesión, navegar y exportar tus datos, pero no pedir, pagar, consignar ni regalar.',
      },
      account_reinstated: {
        title: 'Suspensión levantada',
        text: 'Tu cuenta vuelve a estar activa: puedes pedir, pagar, consignar y regalar.',
      },
    },
    provenance: {
      title: 'Procedencia',
      minted: {
        purchase: 'Acuñado · comprado en la venta inicial',
        box: 'Acuñado · sacado de una caja sorpresa',
        airdrop: 'Acuñado · airdrop',
        redemption: 'Acuñado · canjeado con un código',
        synthesis: 'Acuñado · síntesis',
        cast: 'Acuñado · en una actividad',
        other: 'Acuñado',
      },
      moved: { gift: 'Regalado', sale: 'Vendido', airdrop: 'Airdrop', other: 'Transferido en la cadena' },
      burned: 'Quemado en la cadena',
      burnedBy: { synthesis: 'Quemado · usado en una síntesis', cast: 'Quemado · gastado en una acuñación' },
      pledged: 'Pignorado en una síntesis',
      returned: 'Devuelto de la pignoración',
      to: 'Para {{name}}',
      fromTo: '{{from}} → {{to}}',
      you: 'tú',
      order: 'Pedido {{orderNo}}',
      chainPending: 'En la cadena: pendiente',
      chainConfirmed: 'En la cadena',
      block: 'Bloque {{block}}',
      error: 'No se pudo cargar la procedencia.',
      retry: 'Reintentar',
    },
  },
} as const satisfies Texts<typeof en>;
