/** The site's description: its pages' by default, the web app manifest's (scripts/pwa.ts, read at build time in Node). */
export const DEFAULT_DESCRIPTION =
  'Cours de soutien et prière pour les élèves de Yaoundé : la commission des études du groupe des jeunes met en relation élèves, parents et encadreurs.';
