/**
 * A generated portrait: the person's initials on a colour chosen from their name. No photo is
 * downloaded (nothing to pay on mobile data, no real face of a minor or volunteer on the site).
 */

// Background and text colours, each pair above 4.5:1 contrast.
const PALETTE = [
  ['#23389b', '#ffffff'],
  ['#8a5c00', '#ffffff'],
  ['#0f766e', '#ffffff'],
  ['#9f1239', '#ffffff'],
  ['#f4bd3f', '#0b0b0f'],
  ['#bccdff', '#17255e'],
  ['#6d28d9', '#ffffff'],
  ['#1d4ed8', '#ffffff'],
] as const;

/** "Jean-Paul Mbarga" → "JM"; titles such as "M." or "Dr" are skipped. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\b(M|Mme|Mlle|Dr|Pr|Abbé|Père|Sœur)\.?\s/giu, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('fr');
}

function colourOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

interface AvatarProps {
  name: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Text for screen readers; leave it out when the name is written next to the avatar. */
  label?: string;
  className?: string;
}

export function Avatar({ name, size = 96, label, className }: AvatarProps) {
  const [background, foreground] = colourOf(name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={`shrink-0 rounded-full ${className ?? ''}`}
      {...a11y}
    >
      <circle cx="50" cy="50" r="50" fill={background} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="38"
        fontWeight="700"
        fill={foreground}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}

/**
 * A person's picture: their photo when the content gives one (decorative, the name is written
 * next to it), else the generated initials portrait.
 */
export function Portrait({ name, photo, size }: { name: string; photo?: string | undefined; size: number }) {
  if (!photo) return <Avatar name={name} size={size} />;
  return (
    <img
      src={photo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
      className="shrink-0 rounded-full object-cover"
    />
  );
}
