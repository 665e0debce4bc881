import { Link } from 'react-router-dom';
import type { UserProfile } from '@/domain/entities';
import { noticeDetail, noticeLine } from '@/domain/news';
import { useNews } from '@/hooks/news-count';
import { formatDateTime } from '@/lib/dates';

/**
 * « Quoi de neuf », first on the dashboard (issue 35): what is new for the member since they last
 * looked — replies on their questions and those they follow, unread messages, séances they joined
 * that changed or were cancelled, new questions of an approved tutor's subjects — newest first,
 * each a link to its screen (opening it is what makes it seen). domain/news.ts says each kind.
 */
export function WhatsNew({ user }: { user: UserProfile }) {
  const news = useNews(user, true);
  return (
    <section
      aria-labelledby="quoi-de-neuf"
      aria-busy={!news?.complete}
      className="rounded-2xl border border-slate-200 border-l-4 border-l-or-400 bg-white p-5 shadow-sm"
    >
      <h2 id="quoi-de-neuf" className="text-xl font-bold">
        Quoi de neuf
      </h2>
      {!news || (!news.complete && news.notices.length === 0) ? (
        <p className="mt-3 text-slate-700">Recherche de vos nouveautés…</p>
      ) : news.notices.length === 0 ? (
        <p className="mt-3 text-slate-700">Rien de nouveau pour l’instant&nbsp;: vous avez tout vu.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {news.notices.map((notice) => {
            const detail = noticeDetail(notice);
            return (
              <li key={notice.key}>
                <Link
                  to={notice.href}
                  className="block rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-100"
                >
                  {/* Its name never starts with a person's: « Paul Essomba… » is his conversation's link. */}
                  <span className="sr-only">{'Nouveauté : '}</span>
                  {noticeLine(notice)}
                  {detail ? (
                    <span className="mt-1 block truncate text-sm font-normal text-slate-700">{detail}</span>
                  ) : null}
                  {Number.isNaN(notice.at.getTime()) ? null : (
                    <time dateTime={notice.at.toISOString()} className="mt-1 block text-xs font-normal text-slate-600">
                      {formatDateTime(notice.at)}
                    </time>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
