/** Line icons of the commissions pages, drawn inline: no request, a few bytes each. */

const PATHS = {
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  place: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  arrowLeft: 'M19 12H5m6-6l-6 6 6 6',
  arrowRight: 'M5 12h14m-6-6l6 6-6 6',
  mail: 'M3 6h18v12H3zM3 7l9 6.5L21 7',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
