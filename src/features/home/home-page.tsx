import { SITE_NAME, usePageMeta } from '@/lib/use-page-meta';
import { BlogTeasers } from './blog-teasers';
import { CallToAction } from './call-to-action';
import { Hero } from './hero';
import { Impact } from './impact';
import { Motto } from './motto';
import { OfficeTeam } from './office-team';

export function HomePage() {
  usePageMeta(
    SITE_NAME,
    'Cours de soutien et prière pour les élèves de Yaoundé : la commission des études du groupe des jeunes met en relation élèves, parents et encadreurs.',
  );
  return (
    <>
      <Hero />
      <Motto />
      <OfficeTeam />
      <Impact />
      <BlogTeasers />
      <CallToAction />
    </>
  );
}
