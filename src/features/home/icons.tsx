/** Line icons of the home page, drawn inline (no request, a few hundred bytes each). */

const PATHS = {
  book: 'M4 5.5C6.5 4 9.5 4 12 6c2.5-2 5.5-2 8-.5V19c-2.5-1.5-5.5-1.5-8 .5-2.5-2-5.5-2-8-.5zM12 6v13.5',
  prayer: 'M12 3v4M10 5h4M8 21l1.5-8L12 10l2.5 3L16 21M6 21h12M9.5 13l-3 2M14.5 13l3 2',
  share:
    'M7 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm10 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c.5-3.5 2.5-5.5 5-5.5s4.5 2 5 5.5m0 0c.5-3.5 2.5-5.5 5-5.5s4.5 2 5 5.5',
  star: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  chat: 'M4 5h16v10H9l-5 4zM8 9h8M8 12h5',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-7' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
