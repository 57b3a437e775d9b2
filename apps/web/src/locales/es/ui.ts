import type en from '../en/ui';

// Spanish covers the runtime texts at least; a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  empty: 'Aún no hay nada aquí',
  loading: 'Cargando...',
  loadFailed: 'Error al cargar',
  loadFailedHint: 'Comprueba tu conexión e inténtalo de nuevo',
  retry: 'Reintentar',
  noMore: 'No hay más',
  loadMoreFailed: 'Error al cargar, toca para reintentar',
  pull: {
    pulling: 'Desliza hacia abajo para actualizar',
    release: 'Suelta para actualizar',
    refreshing: 'Actualizando...',
    done: 'Actualizado',
  },
  countdown: {
    withDays: '{{days}} d {{time}}',
    days: 'd',
    hours: 'h',
    minutes: 'min',
    seconds: 's',
    ended: 'Finalizado',
  },
  chatAppPayment: 'No pagues dentro de la aplicación de chat, usa el navegador del móvil',
  chatAppPaymentHint: 'Toca ··· arriba a la derecha y elige «Abrir en el navegador»',
  imageViewer: {
    open: 'Ver imagen completa',
  },
  swiper: {
    label: 'Carrusel',
    slide: '{{index}} de {{total}}',
  },
} as const satisfies Texts<typeof en>;
