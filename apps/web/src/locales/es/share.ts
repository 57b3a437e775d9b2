// Compartir: los textos de ejecución (avisos); el resto se toma del inglés.
export default {
  share: {
    poster: { failed: 'No se pudo crear el póster', retry: 'Reintentar' },
    copied: 'Enlace copiado',
    saved: 'Póster guardado',
  },
} as const;
