import type en from '../en/utility';

// Spanish covers the utility pages' runtime texts (refusals, confirmations, toasts); a missing key falls back to English.
type Texts<T> = { readonly [K in keyof T]?: T[K] extends string ? string : Texts<T[K]> };

export default {
  utility: {
    crypto: {
      clearConfirm: '¿Borrar «{{key}}» de este dispositivo?',
      clearSessionConfirm: '¿Borrar «{{key}}»? Es tu sesión: se cerrará.',
      clearAllConfirm: '¿Borrar todo lo que la app guarda en este dispositivo? Se cerrará tu sesión.',
      cleared: 'Borrado',
      confirm: 'Borrar',
      cancel: 'Cancelar',
      decryptFailed: 'Este texto no se descifra con la clave de este dispositivo',
      copied: 'Copiado',
    },
    webview: {
      back: 'Volver',
      refusedTitle: 'No se puede mostrar esta página',
      missing: 'No se indicó ninguna dirección.',
      malformed: 'La dirección no es válida.',
      scheme: 'En la app solo se muestran páginas seguras (https).',
      host: '{{host}} no está entre los sitios que muestra esta plataforma.',
    },
    extsview: {
      title: '¿Salir de la app?',
      text: 'Vas a abrir un sitio externo. No forma parte de esta plataforma.',
      site: 'Sitio',
      address: 'Dirección',
      open: 'Abrir',
      cancel: 'Cancelar',
      refusedTitle: 'No se puede abrir esta dirección',
      missing: 'No se indicó ninguna dirección.',
      malformed: 'La dirección no es válida.',
      scheme: 'Solo se pueden abrir direcciones web (http o https).',
      host: 'La dirección no es válida.',
    },
  },
} as const satisfies Texts<typeof en>;
