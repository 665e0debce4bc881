import type { ReactNode } from 'react';
import { SITE_NAME, usePageMeta } from '@/lib/use-page-meta';
import { BlogTeasers } from './blog-teasers';
import { CallToAction } from './call-to-action';
import { Hero } from './hero';
import { Impact } from './impact';
import { Motto } from './motto';
import { NextSeanceSection } from './next-seance-section';
import { OfficeTeam } from './office-team';

/**
 * The home page. `nextSeance`: the programme's next séance, given by the app (src/app/routes.tsx),
 * since a feature never imports another; without it (tests of the home page alone), no section.
 */
export function HomePage({ nextSeance }: { nextSeance?: ReactNode }) {
  usePageMeta(
    SITE_NAME,
    'Cours de soutien et prière pour les élèves de Yaoundé : la commission des études du groupe des jeunes met en relation élèves, parents et encadreurs.',
  );
  return (
    <>
      <Hero />
      <Motto />
      {nextSeance ? <NextSeanceSection>{nextSeance}</NextSeanceSection> : null}
      <OfficeTeam />
      <Impact />
      <BlogTeasers />
      <CallToAction />
    </>
  );
}
