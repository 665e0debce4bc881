/** The forum's small buttons (Modifier, Supprimer, Signaler, Retirer): at least 44 px tall for a finger. */
export const smallButton =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
