/**
 * Links of the navigation bar; the current page is underlined in gold. Narrower from 1024 px to
 * 1280 px, so that the whole menu holds on one line there (« Groupes Des Jeunes » unbroken).
 */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-md px-3 py-2.5 text-sm lg:px-2 xl:px-3 lg:whitespace-nowrap font-medium text-white hover:bg-white/10 ${
    isActive ? 'underline decoration-or-400 decoration-2 underline-offset-8' : ''
  }`;
}
