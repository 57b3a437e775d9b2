// Ownership moves: the runtime texts (errors, results, states); the rest comes from English.
export default {
  transfer: {
    status: { pending: 'En la cadena…', done: 'Hecho' },
    action: {
      gift: 'Regalar',
      frozen: 'Transferencia en la cadena',
      cooling: 'Periodo de espera',
      coolingLeft: 'Se podrá regalar en {{time}}',
    },
    give: {
      badPhone: 'Introduce un número de teléfono (solo dígitos)',
      badUserId: 'Introduce un ID de usuario (solo dígitos)',
      failed: 'No ha funcionado, inténtalo de nuevo',
      doneTitle: 'Regalo enviado',
      doneText: 'Está en camino a {{name}}. Queda congelado hasta que la cadena confirme la transferencia.',
      notYours: 'Este coleccionable no es tuyo (o ya no lo es)',
    },
    flow: { burned: 'Quemado en la cadena' },
  },
};
