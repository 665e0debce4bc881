import { useEffect } from 'react';
import { config } from '@/config';
import { useFlash } from '@/hooks/use-flash';
import { useOnline } from '@/hooks/use-online';

export const OFFLINE_FIREBASE =
  'Vous êtes hors ligne. Les pages ouvertes restent lisibles\u00a0; ce que vous envoyez partira dès le retour du réseau, si vous gardez cette page ouverte.';
export const OFFLINE_LOCAL =
  'Vous êtes hors ligne. Le site continue de fonctionner\u00a0: en mode local, tout est enregistré dans ce navigateur.';
export const BACK_ONLINE = 'Connexion rétablie.';

/**
 * Says when the browser has lost the network, and for a few seconds that it is back.
 * The live region is always in the page so that what appears in it is announced; the message
 * itself (role="status") exists only while there is something to say.
 */
export function OfflineBanner({ localMode = config.backend === 'local' }: { localMode?: boolean }) {
  const online = useOnline();
  const [flash, showFlash] = useFlash();

  // The `online` event fires only on the way back from offline: never when the page opens.
  useEffect(() => {
    const back = () => showFlash(BACK_ONLINE);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [showFlash]);

  const message = online ? flash : localMode ? OFFLINE_LOCAL : OFFLINE_FIREBASE;
  return (
    <div aria-live="polite" className="sticky top-16 z-30">
      {message ? (
        <p
          role="status"
          className={`px-4 py-2 text-center text-sm font-semibold ${
            online ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-800 text-white'
          }`}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
