import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Prose } from '@/components/ui/prose';
import { commissionPages } from '@/content/commission-pages';
import { commissionPageTitle, commissions, findCommission, type Commission } from '@/content/commissions';
import { paths } from '@/lib/paths';
import { frenchTypography } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';
import { CommissionImage } from './commission-image';
import { Icon } from './icons';

/**
 * /commissions/{slug}, in any letter case: one page for every commission, fed by
 * content/commission-pages.ts. An unknown slug is the site's 404.
 */
export function CommissionPage() {
  const { slug } = useParams();
  const commission = findCommission(slug);
  if (!commission) return <NotFoundPage />;
  return <CommissionDetails commission={commission} />;
}

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

function CommissionDetails({ commission }: { commission: Commission }) {
  const page = commissionPages[commission.slug];
  const title = commissionPageTitle(commission);
  usePageMeta(title, frenchTypography(page.summary));
  const others = commissions.filter((other) => other.slug !== commission.slug);

  return (
    <>
      <PageHeader eyebrow="Groupes des jeunes · Commission" title={title}>
        <p>{frenchTypography(page.summary)}</p>
      </PageHeader>

      <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
        <Link
          to={paths.commissions}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <Icon name="arrowLeft" />
          Toutes les commissions
        </Link>

        {/* Phones read mission, meetings, activities, joining; from 1024 px the practical
            details stand in a column on the right. */}
        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-12">
          <section aria-labelledby="mission-titre" className="lg:col-start-1">
            <h2 id="mission-titre" className="text-2xl font-bold sm:text-3xl">
              Notre mission
            </h2>
            <Prose>
              {page.mission.map((paragraph) => (
                <p key={paragraph}>{frenchTypography(paragraph)}</p>
              ))}
            </Prose>
          </section>

          <div className="space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <CommissionImage
              commission={commission}
              className="mx-auto h-auto w-full max-w-xs rounded-2xl lg:max-w-none"
            />
            <section aria-labelledby="rencontres-titre" className={card}>
              <h2 id="rencontres-titre" className="text-xl font-bold">
                Nos rencontres
              </h2>
              <dl className="mt-4 space-y-4">
                <div>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                    <Icon name="calendar" className="size-5 text-brand-700" />
                    Quand
                  </dt>
                  <dd className="mt-1 pl-7 text-slate-900">{frenchTypography(page.meeting.when)}</dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                    <Icon name="place" className="size-5 text-brand-700" />
                    Où
                  </dt>
                  <dd className="mt-1 pl-7 text-slate-900">{frenchTypography(page.meeting.where)}</dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="responsable-titre" className={card}>
              <h2 id="responsable-titre" className="text-xl font-bold">
                Responsable de la commission
              </h2>
              <div className="mt-4 flex items-center gap-4">
                {page.lead.photo ? (
                  <img
                    src={page.lead.photo}
                    alt=""
                    width="64"
                    height="64"
                    loading="lazy"
                    decoding="async"
                    className="size-16 rounded-full object-cover"
                  />
                ) : (
                  <Avatar name={page.lead.name} size={64} />
                )}
                <p className="text-lg font-bold text-slate-900">{page.lead.name}</p>
              </div>
              <p className="mt-3 text-sm text-slate-700">
                {frenchTypography('À rencontrer à la fin d’une réunion : c’est la porte d’entrée de la commission.')}
              </p>
            </section>
          </div>

          <section aria-labelledby="activites-titre" className="lg:col-start-1">
            <h2 id="activites-titre" className="text-2xl font-bold sm:text-3xl">
              Nos activités
            </h2>
            <ul className="mt-5 space-y-3">
              {page.activities.map((activity) => (
                <li key={activity} className="flex gap-3 text-base text-slate-800 sm:text-lg">
                  <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-or-100 text-or-700">
                    <Icon name="check" className="size-4" />
                  </span>
                  <span>{frenchTypography(activity)}</span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="rejoindre-titre" className="lg:col-start-1">
            <h2 id="rejoindre-titre" className="text-2xl font-bold sm:text-3xl">
              Nous rejoindre
            </h2>
            <Prose>
              <p>{frenchTypography(page.join)}</p>
            </Prose>
            {page.links?.length ? (
              <>
                <h3 className="mt-8 text-xl font-bold">Pour aller plus loin</h3>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {page.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="flex min-h-11 items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
                      >
                        {link.label}
                        <Icon name="arrowRight" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Link to={paths.contact} className={buttonClasses('primary', 'mt-8')}>
              <Icon name="mail" />
              Nous écrire
            </Link>
          </section>
        </div>
      </div>

      <section aria-labelledby="autres-titre" className="bg-white py-10">
        <div className="mx-auto max-w-page px-4">
          <h2 id="autres-titre" className="text-2xl font-bold">
            Les autres commissions
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2">
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  to={other.path}
                  className="inline-flex min-h-11 items-center rounded-full bg-creme px-4 text-sm font-semibold text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
