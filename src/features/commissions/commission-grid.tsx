import { Link } from 'react-router-dom';
import { commissionPages } from '@/content/commission-pages';
import { commissionPageTitle, commissions } from '@/content/commissions';
import { frenchTypography } from '@/lib/typography';
import { CommissionImage } from './commission-image';
import { PageSection } from './page-section';

/**
 * The cards of the commissions: a list of links, each card wholly clickable through its title's
 * link (stretched over the card), so the link's name stays the commission's name. Commissions
 * without a card are named under the grid, so that their page can still be found.
 */
export function CommissionGrid() {
  const withCard = commissions.filter((commission) => commission.hasCard);
  const withoutCard = commissions.filter((commission) => !commission.hasCard);
  return (
    <PageSection
      id="commissions"
      title="Nos commissions"
      tone="white"
      intro="Chaque membre sert dans au moins une commission : choisissez celle qui vous ressemble et venez à sa prochaine rencontre."
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {withCard.map((commission) => (
          <li
            key={commission.slug}
            className="relative flex items-center gap-4 rounded-2xl bg-creme p-3 ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-500 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 sm:flex-col sm:items-stretch sm:overflow-hidden sm:p-0"
          >
            <CommissionImage
              commission={commission}
              className="h-auto w-28 shrink-0 rounded-xl sm:w-full sm:rounded-none"
            />
            <div className="min-w-0 sm:px-4 sm:pb-5">
              <h3 className="text-lg font-bold text-slate-900">
                <Link
                  to={commission.path}
                  className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none"
                >
                  {commission.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-700">
                {frenchTypography(commissionPages[commission.slug].summary)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {withoutCard.map((commission) => (
        <p key={commission.slug} className="mt-8 max-w-3xl rounded-2xl bg-brand-50 p-5 text-slate-800">
          <strong className="font-semibold">Et aussi{'\u00a0'}: </strong>
          <Link to={commission.path} className="font-semibold text-brand-700 underline">
            {commissionPageTitle(commission)}
          </Link>
          . {frenchTypography(commissionPages[commission.slug].summary)}
        </p>
      ))}
    </PageSection>
  );
}
