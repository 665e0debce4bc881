import type { ReactNode } from 'react';
import { ValidatedTutorMark } from '@/components/marks';
import { Avatar } from '@/components/ui/avatar';
import type { ListedTutor } from './tutors';

/**
 * One tutor in the directory: portrait, name, « Encadreur validé » (every tutor listed is: the
 * commission's own, or an account a responsable approved), subject, classes, and the way to the
 * profile. Side by side on a phone (shorter list to scroll), stacked and centred from 640 px.
 */
export function TutorCard({
  tutor,
  action,
}: {
  tutor: Pick<ListedTutor, 'name' | 'subject' | 'description'>;
  action: ReactNode;
}) {
  return (
    <article className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-col sm:items-center sm:p-5 sm:text-center">
      <Avatar name={tutor.name} size={80} className="size-16 sm:size-20" />
      <div className="flex min-w-0 flex-1 flex-col items-start sm:items-center">
        <h2 className="text-lg leading-snug font-bold text-slate-900">{tutor.name}</h2>
        <p className="mt-1 mb-1">
          <ValidatedTutorMark />
        </p>
        <p className="text-sm font-semibold text-brand-700">{tutor.subject}</p>
        <p className="mt-1 flex-1 text-sm text-slate-700">{tutor.description}</p>
        <div className="mt-3">{action}</div>
      </div>
    </article>
  );
}
