import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import type { UserProfile } from '@/domain/entities';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@/domain/notifications';
import { isApprovedTutor } from '@/domain/permissions';
import { useBackend } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { NOTIFICATION_TEXTS, permissionProblem } from './notification-texts';

/**
 * « Notifications sur ce téléphone » on the dashboard (issue 35): the member turns notifications
 * on for this device (the browser asks its permission first), chooses which kinds reach it, and
 * turns them off. Each device, each member: on a shared phone, another member's choice is theirs
 * (and « Se déconnecter » turns them off here). Hidden on a site without push keys.
 */
export function NotificationSettings({ user }: { user: UserProfile }) {
  const backend = useBackend();
  const service = backend.notifications;
  const support = service.support();
  // undefined: not read yet; null: this device does not notify the member.
  const [settings, setSettings] = useState<NotificationSettings | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const headingId = useId();

  useEffect(() => {
    if (support !== 'ready') return;
    let current = true;
    service.get(user.id).then(
      (found) => current && setSettings(found),
      (error: unknown) => {
        console.error('Réglages des notifications illisibles :', error);
        if (current) setSettings(null);
      },
    );
    return () => {
      current = false;
    };
  }, [service, support, user.id]);

  const enable = useCommand(async () => {
    const permission = await Notification.requestPermission();
    const refused = permissionProblem(permission);
    setProblem(refused);
    if (refused) return;
    await service.enable(user.id, {});
    setSettings({});
  }, 'Activation des notifications');
  const disable = useCommand(async () => {
    await service.disable(user.id);
    setSettings(null);
  }, 'Désactivation des notifications');
  const save = useCommand(async (next: NotificationSettings) => {
    setSaved(false);
    await service.save(user.id, next);
    setSettings(next);
    setSaved(true);
  }, 'Réglages des notifications');

  if (support === 'unconfigured') return null;
  const kinds = NOTIFICATION_KINDS.filter(({ kind }) => kind !== 'question' || isApprovedTutor(user));
  const error = enable.error ?? disable.error ?? save.error;

  function toggle(kind: NotificationKind, on: boolean) {
    if (!settings) return;
    const next: NotificationSettings = { ...settings };
    if (on) delete next[kind];
    else next[kind] = false;
    void save.run(next);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        {NOTIFICATION_TEXTS.title}
      </h2>
      {support === 'unsupported' ? (
        <p className="mt-3 text-sm text-slate-700">{NOTIFICATION_TEXTS.unsupported}</p>
      ) : settings === undefined ? (
        <p className="mt-3 text-sm text-slate-700">{NOTIFICATION_TEXTS.reading}</p>
      ) : settings === null ? (
        <>
          <p className="mt-3 text-sm text-slate-700">{NOTIFICATION_TEXTS.offer}</p>
          <button
            type="button"
            className={buttonClasses('primary', 'mt-4 w-full')}
            disabled={enable.busy}
            onClick={() => void enable.run()}
          >
            {enable.busy ? NOTIFICATION_TEXTS.enabling : NOTIFICATION_TEXTS.enable}
          </button>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700" role="status">
            {NOTIFICATION_TEXTS.enabled}
          </p>
          <fieldset className="mt-4" disabled={save.busy}>
            <legend className="text-sm font-semibold">{NOTIFICATION_TEXTS.legend}</legend>
            <ul className="mt-2 space-y-2">
              {kinds.map(({ kind, label }) => (
                <li key={kind}>
                  <label className="flex min-h-11 items-start gap-3 text-sm">
                    <input
                      type="checkbox"
                      className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                      checked={settings[kind] !== false}
                      onChange={(event) => toggle(kind, event.target.checked)}
                    />
                    <span>{label}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <p className="mt-3 text-xs text-slate-600">{NOTIFICATION_TEXTS.quietHours}</p>
          {saved ? (
            <p className="sr-only" role="status">
              {NOTIFICATION_TEXTS.saved}
            </p>
          ) : null}
          <button
            type="button"
            className={buttonClasses('secondary', 'mt-4 w-full')}
            disabled={disable.busy}
            onClick={() => void disable.run()}
          >
            {NOTIFICATION_TEXTS.disable}
          </button>
        </>
      )}
      {problem || error ? (
        <div className="mt-4">
          <Alert tone="error">{problem ?? NOTIFICATION_TEXTS.failed(error!.code)}</Alert>
        </div>
      ) : null}
    </section>
  );
}
