/** Links of the navigation bar; the current page is underlined in gold. */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-md px-3 py-2.5 text-sm font-medium text-white hover:bg-white/10 ${
    isActive ? 'underline decoration-or-400 decoration-2 underline-offset-8' : ''
  }`;
}
