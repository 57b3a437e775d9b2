// Ayuda: sin textos de ejecución propios; se toma del inglés.
export default { help: {} } as const;
