import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { Seance } from '@/domain/seances';
import { paths } from '@/lib/paths';
import { retryableImport } from '@/lib/retryable-import';
import { forSeance } from '@/lib/seance-text';
import { absoluteUrl } from '@/lib/site-title';

// The iCalendar writer is its own small chunk, downloaded at the first « Ajouter à mon agenda ».
const icsModule = retryableImport(() => import('./ics'));

/** Makes the séance's .ics file in the browser and hands it to the phone (Blob, object URL, <a download>). */
async function downloadCalendar(seance: Seance): Promise<void> {
  const { calendarFileName, seanceCalendar } = await icsModule();
  const text = seanceCalendar(seance, absoluteUrl(paths.programme), new Date());
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(seance);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** « Ajouter à mon agenda »: the séance as a calendar file (.ics). */
export function CalendarButton({ seance }: { seance: Seance }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={forSeance('Ajouter à mon agenda', seance)}
        className={buttonClasses('secondary')}
        onClick={() => {
          setFailed(false);
          downloadCalendar(seance).catch((error: unknown) => {
            console.error('Le fichier d’agenda n’a pas pu être préparé :', error);
            setFailed(true);
          });
        }}
      >
        Ajouter à mon agenda
      </button>
      {failed ? (
        <p role="alert" className="w-full text-sm text-red-800">
          Le fichier d’agenda n’a pas pu être préparé. Vérifiez votre connexion puis réessayez.
        </p>
      ) : null}
    </>
  );
}
