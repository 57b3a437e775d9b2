// The preview pages' runtime texts in Spanish; the rest falls back to English.
export default {
  brandPreview: {
    draft: 'Vista previa del borrador sin publicar',
    expired: 'Esta vista previa ha caducado: ábrela de nuevo desde la consola',
  },
};
