// Aide : pas de textes d’exécution propres ; le reste vient de l’anglais.
export default { help: {} } as const;
