/**
 * What an article's text (./<article>/text.ts) is made of. Each article is a list of blocks, in
 * reading order:
 *
 *   { h2: 'Titre de partie' }                       a section title
 *   { h3: 'Sous-titre' }                            a smaller title inside a section
 *   { p: 'Un paragraphe.' }                         a paragraph
 *   { liste: ['un point', 'un autre'] }             a bulleted list
 *   { etapes: ['d’abord', 'ensuite'] }              a numbered list
 *   { citation: 'Le texte cité', source: 'Luc 2.52' }  a quote
 *   { encadre: 'Le conseil', titre: 'Astuce' }      a highlighted box
 *   { emploiDuTemps: true }                         the sample weekly timetable (blog home only)
 *
 * Inside any text: **mots en gras** and [un lien](/contact). Type ordinary spaces and
 * apostrophes: the site adds the non-breaking spaces French needs before : ; ! ? and in « ».
 */
export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { liste: readonly string[] }
  | { etapes: readonly string[] }
  | { citation: string; source?: string }
  | { encadre: string; titre?: string }
  | { emploiDuTemps: true };
