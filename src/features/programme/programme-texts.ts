/** The programme's words shared by its screens, in a module light enough for the home page's card. */
export const EMPTY_PROGRAMME_TEXT = 'Aucune séance n’est programmée pour l’instant.';
