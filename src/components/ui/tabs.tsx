import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The content of the selected tab, shown in the one tab panel. */
  children: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as the WAI-ARIA pattern describes them: one tab stop for the whole list (the selected tab),
 * arrows, Home and End move and select at once. On a narrow screen the list scrolls sideways inside
 * itself, never the page; from 768 px the tabs wrap onto several lines.
 */
export function Tabs<K extends string>({ label, items, selected, onSelect, children }: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${baseId}-onglet-${key}`;
  const panelId = `${baseId}-panneau`;

  // A shared link may select a tab far to the right: bring it into the list's view, without
  // scrolling the page itself.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    const hidden =
      tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth;
    if (hidden) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = MOVES[event.key];
    const next = move ? items[move(index, items.length)] : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    document.getElementById(tabId(next.key))?.focus();
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="relative flex gap-2 overflow-x-auto p-1 [scrollbar-width:thin] md:flex-wrap md:overflow-visible"
      >
        {items.map((item, index) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                isSelected
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-brand-50'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="mt-6 focus-visible:rounded-xl"
      >
        {children}
      </div>
    </div>
  );
}
