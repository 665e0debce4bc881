/**
 * French typography for the texts volunteers type in the content modules. They write ordinary
 * spaces and straight apostrophes; the reader gets curly apostrophes, an ellipsis, and
 * non-breaking spaces before : ; ! ? and », after «, and inside hours (« 14 h 30 »), so that on
 * a narrow phone no line starts with a « ? » or ends with an opening guillemet.
 */
const NBSP = '\u00a0';

export function frenchTypography(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/\.\.\./g, '…')
    .replace(/[ \u00a0\u202f]+([:;!?»])/gu, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/gu, `«${NBSP}`)
    .replace(/([^\s\u00a0\u202f])»/gu, `$1${NBSP}»`)
    .replace(/(\d) h(?![\p{L}\d])/gu, `$1${NBSP}h`)
    .replace(/(\d\u00a0h) (\d)/gu, `$1${NBSP}$2`);
}

/** « de Paul », « d’Alain », « d’Yvette »: the elided article before a vowel. */
export function ofName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/iu.test(name) ? `d’${name}` : `de ${name}`;
}

/**
 * « Les parents d’Awa peuvent lire cette conversation. » (issue 33), from the pupil's name as shown
 * (« Awa Ngono », « Awa N. »): its first word.
 */
export function parentsMayRead(pupilName: string): string {
  const first = pupilName.trim().split(/\s+/)[0] || 'cet élève';
  return `Les parents ${ofName(first)} peuvent lire cette conversation.`;
}
