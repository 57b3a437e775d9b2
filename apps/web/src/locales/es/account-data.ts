// The data export's and account deletion's texts (issue 20, decision 046): the safety page's two rows and
// their sheets. One chunk per language (features/account-data/texts.ts).
export default {
  accountData: {
    group: 'Mis datos',
    exportRow: 'Exportar mis datos',
    deleteRow: 'Eliminar cuenta',
    close: 'Cerrar',
    export: {
      title: 'Exportar mis datos',
      intro:
        'Una copia de tu perfil, pedidos, pagos, coleccionables con sus registros en cadena, regalos y ventas, invitaciones, direcciones y cupones, en un archivo JSON. Nunca incluye tu número de identidad. Se prepara en unos momentos y se guarda 24 horas.',
      request: 'Pedir una copia',
      preparing: 'Preparando tus datos…',
      ready: 'Lista hasta {{time}}',
      expired: 'Caducada: pide una copia nueva',
      download: 'Descargar',
      requested: 'Tus datos se están preparando',
      downloaded: 'Descargado',
      none: 'Aún no hay exportaciones',
    },
    delete: {
      title: 'Eliminar cuenta',
      intro:
        'Al eliminar tu cuenta se cierran todas tus sesiones y se borran tus datos personales: teléfono, apodo, avatar, nombre real y número de identidad, direcciones, seguidos y favoritos. Los pedidos y pagos se conservan por contabilidad, sin tu nombre. Tu número podrá registrarse de nuevo como cuenta nueva. No se puede deshacer.',
      blocked: 'Tu cuenta aún no se puede eliminar:',
      collectibles: 'Todavía tienes {{count}} coleccionables: regálalos o véndelos antes',
      money: 'Todavía hay ¥{{amount}} en tu monedero: retíralos antes',
      orders: '{{count}} pedidos o anuncios abiertos: termínalos o cancélalos antes',
      clear: 'Nada lo impide.',
      payPassword: 'Contraseña de pago',
      submit: 'Eliminar mi cuenta',
      confirm: '¿Eliminar tu cuenta para siempre? No se puede deshacer.',
      confirmYes: 'Eliminar',
      cancel: 'Cancelar',
      done: 'Tu cuenta ha sido eliminada',
      checking: 'Comprobando tu cuenta…',
    },
  },
};
