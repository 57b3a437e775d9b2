// Spanish covers the runtime texts (errors, dialogs, system pages); the rest falls back to English.
export default {
  app: {
    ok: 'Aceptar',
    loading: 'Cargando…',
    retry: 'Reintentar',
    backHome: 'Volver al inicio',
    reload: 'Recargar',
    back: 'Atrás',
  },
  // A tab of the menu whose link is no page: runtime, like the not-found page it stands beside.
  home: {
    sectionMissingDesc: '“{{name}}” lleva a una página que no existe aquí. Se ha avisado al operador.',
  },
  system: {
    noTenantTitle: 'Esta plataforma no existe',
    noTenantDesc: 'Revisa la dirección que abriste o pide a la plataforma su enlace correcto.',
    closureTitle: 'La plataforma está cerrada',
    closureDesc: '{{name}} no está disponible en este momento. Vuelve más tarde.',
    closureBack: 'Volver al inicio',
    presentationOffer: '¿En un ordenador? Mira la presentación',
    maintainTitle: 'Servidor en mantenimiento, vuelve más tarde',
    maintainDesc: 'Estamos mejorando el servicio para atenderte mejor.',
    maintainRetry: 'Reintentar',
    notFoundTitle: 'Página no encontrada',
    notFoundDesc: 'La página que buscas no existe o se ha movido.',
    lazyLoadFailed: 'No se pudo cargar la página. Toca para recargar.',
    bootFailed: 'No se pudo conectar con la plataforma. Revisa tu red e inténtalo de nuevo.',
  },
} as const;
