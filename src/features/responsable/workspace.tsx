import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { useFlash } from '@/hooks/use-flash';
import { JournalPanel } from './journal-panel';
import { MembersPanel } from './members-panel';
import { PendingTutors } from './pending-tutors';
import { ReportsPanel } from './reports-panel';
import { SeancesPanel } from './seances-panel';
import { WaitingPupils } from './waiting-pupils';

type Panel = 'encadreurs' | 'autorisations' | 'signalements' | 'membres' | 'seances' | 'journal';

const PANEL_TITLES: Record<Panel, string> = {
  encadreurs: 'Encadreurs à valider',
  autorisations: 'En attente d’autorisation',
  signalements: 'Signalements',
  membres: 'Membres',
  seances: 'Programme des séances',
  journal: 'Journal des responsables',
};

const TAB_LABELS: Record<Panel, string> = {
  encadreurs: 'Encadreurs à valider',
  autorisations: 'Autorisations',
  signalements: 'Signalements',
  membres: 'Membres',
  seances: 'Séances',
  journal: 'Journal',
};

/**
 * The six panels of a responsable's work, in tabs, with one status region for the successes.
 * Only the panel shown reads its list, one page of it: opening the space reads one page, whatever
 * the membership (hence no counts in the tabs: they would read every list).
 */
export function Workspace() {
  const [panel, setPanel] = useState<Panel>('encadreurs');
  const [flash, announce] = useFlash();
  const items = (Object.keys(PANEL_TITLES) as Panel[]).map((key) => ({ key, label: TAB_LABELS[key] }));

  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p
        role="status"
        className={
          flash
            ? 'mb-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900'
            : 'sr-only'
        }
      >
        {flash}
      </p>
      <Tabs label="Travail des responsables" items={items} selected={panel} onSelect={setPanel}>
        <div className="pt-2">
          {/* The tab's name as the panel's heading, so that its cards' headings follow in order. */}
          <h2 className="sr-only">{PANEL_TITLES[panel]}</h2>
          {panel === 'encadreurs' ? (
            <PendingTutors announce={announce} />
          ) : panel === 'autorisations' ? (
            <WaitingPupils announce={announce} />
          ) : panel === 'signalements' ? (
            <ReportsPanel announce={announce} />
          ) : panel === 'membres' ? (
            <MembersPanel announce={announce} />
          ) : panel === 'seances' ? (
            <SeancesPanel announce={announce} />
          ) : (
            <JournalPanel />
          )}
        </div>
      </Tabs>
    </div>
  );
}
