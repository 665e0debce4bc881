import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { frenchTypography } from '@/lib/typography';

// **gras**, [texte du lien](/adresse), or an ordinal such as 3e or 1er (written 3<sup>e</sup>).
const MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\b(\d+)(e|er|re)\b/g;

/**
 * A volunteer’s text with its bold words, links and ordinals, in French typography: the blog’s
 * articles, the pages « Protection des données » and « Charte de l’encadreur ».
 */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, bold, label, href, number, suffix] = match;
    if (match.index > last) parts.push(frenchTypography(text.slice(last, match.index)));
    if (bold !== undefined) {
      parts.push(<strong key={match.index}>{frenchTypography(bold)}</strong>);
    } else if (number !== undefined && suffix !== undefined) {
      parts.push(
        <span key={match.index}>
          {number}
          <sup>{suffix}</sup>
        </span>,
      );
    } else if (label !== undefined && href !== undefined) {
      parts.push(
        href.startsWith('/') ? (
          <Link key={match.index} to={href}>
            {frenchTypography(label)}
          </Link>
        ) : (
          <a key={match.index} href={href}>
            {frenchTypography(label)}
          </a>
        ),
      );
    }
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(frenchTypography(text.slice(last)));
  return <>{parts}</>;
}
