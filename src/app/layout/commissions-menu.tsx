import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { commissions } from '@/content/commissions';
import { paths } from '@/lib/paths';
import { navLinkClass } from './nav-styles';

/**
 * "Groupes Des Jeunes" and the commissions under it. On a phone the arrow button opens the list in
 * place; on a desktop the list drops down on hover and whenever focus is inside (keyboard), and the
 * button opens it for touch screens. Escape closes it.
 */
export function CommissionsMenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  // Hides the hover/focus dropdown after Escape, until the pointer or focus leaves.
  const [dismissed, setDismissed] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLLIElement>(null);

  // On a desktop the open dropdown floats over the page: a click elsewhere closes it. On a phone the
  // list is part of the menu's flow and stays open, or everything under it would jump mid-tap.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const floating = window.matchMedia('(min-width: 1024px)').matches;
      if (floating && !container.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && (open || !dismissed)) {
      setOpen(false);
      setDismissed(true);
      // Focus must not stay on a link that just disappeared.
      if (event.target !== toggle.current) toggle.current?.focus();
    }
  }

  function leave() {
    setDismissed(false);
  }

  const reveal = open ? 'block' : dismissed ? 'hidden' : 'hidden lg:group-hover:block lg:group-focus-within:block';

  return (
    <li
      ref={container}
      className="group relative"
      onKeyDown={onKeyDown}
      onMouseLeave={leave}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) leave();
      }}
    >
      <div className="flex items-center">
        <NavLink to={paths.commissions} end onClick={onNavigate} className={navLinkClass}>
          Groupes Des Jeunes
        </NavLink>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label="Afficher les commissions"
          onClick={() => {
            setOpen(!open);
            setDismissed(false);
          }}
          className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ul
        id={listId}
        className={`${reveal} border-l border-white/20 pl-4 lg:absolute lg:left-0 lg:top-full lg:z-50 lg:w-60 lg:rounded-xl lg:border lg:border-white/10 lg:bg-nuit lg:p-2 lg:shadow-xl`}
      >
        {commissions
          .filter((commission) => commission.inNavigation)
          .map((commission) => (
            <li key={commission.slug}>
              <NavLink
                to={paths.commission(commission.slug)}
                onClick={() => {
                  setOpen(false);
                  onNavigate();
                }}
                className={navLinkClass}
              >
                {commission.title}
              </NavLink>
            </li>
          ))}
      </ul>
    </li>
  );
}
