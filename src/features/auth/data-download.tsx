import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { useBackendLoader } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';

/** The file's name: mes-donnees-<date>.json, the date of the day (UTC, as the export's own stamp). */
export function dataFileName(now: Date): string {
  return `mes-donnees-${now.toISOString().slice(0, 10)}.json`;
}

/** Hands a JSON text to the browser as a downloaded file. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** « Télécharger mes données »: everything the site holds about the member, in one JSON file. */
export function DataDownload() {
  const [done, setDone] = useState(false);
  const load = useBackendLoader();
  const exportData = useCommand(async () => {
    const data = await (await load()).users.exportData();
    download(dataFileName(new Date()), JSON.stringify(data, null, 2));
  }, 'Export des données impossible :');

  return (
    <section aria-labelledby="mes-donnees" className="space-y-4">
      <h2 id="mes-donnees" className="text-xl font-bold">
        Mes données
      </h2>
      <p className="max-w-2xl text-slate-700">
        Un fichier JSON réunit tout ce que le site garde sur vous&nbsp;: votre profil, vos messages envoyés et reçus,
        vos questions, vos réponses et les liens de vos fichiers.
      </p>
      {exportData.error ? (
        <Alert tone="error">Téléchargement impossible pour le moment. Vérifiez votre connexion puis réessayez.</Alert>
      ) : null}
      {done ? <Alert tone="success">Vos données sont téléchargées.</Alert> : null}
      <button
        type="button"
        className={buttonClasses('secondary')}
        disabled={exportData.busy}
        onClick={async () => {
          setDone(false);
          setDone(await exportData.run());
        }}
      >
        {exportData.busy ? 'Préparation…' : 'Télécharger mes données'}
      </button>
    </section>
  );
}
