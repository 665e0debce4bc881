import { absoluteUrl, DEFAULT_DESCRIPTION, SITE_NAME, SITE_URL } from './site-meta';

// Only the home page's prerendered HTML carries it (src/prerender.tsx): not part of the browser's code.

/** schema.org's description of the association, for the home page (JSON-LD). */
export function organisationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    alternateName: 'Commission des Études du groupe des jeunes',
    slogan: 'Études, Prière, Partage',
    description: DEFAULT_DESCRIPTION,
    url: `${SITE_URL}/`,
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl('/og/accueil.png'),
    areaServed: { '@type': 'City', name: 'Yaoundé' },
    address: { '@type': 'PostalAddress', addressLocality: 'Yaoundé', addressCountry: 'CM' },
  };
  // « </script> » can never close the element early: « < » is written as its JSON escape.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
