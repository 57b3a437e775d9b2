// Invitaciones: los textos de ejecución (avisos); el resto se toma del inglés.
export default {
  invite: {
    code: { copied: 'Código de invitación copiado' },
    poster: { failed: 'No se pudo crear el póster', retry: 'Reintentar', saved: 'Póster guardado' },
    link: { copied: 'Enlace copiado' },
  },
} as const;
