import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const ITEMS = [
  { key: 'un', label: 'Un' },
  { key: 'deux', label: 'Deux' },
  { key: 'trois', label: 'Trois' },
] as const;

type Key = (typeof ITEMS)[number]['key'];

function Harness({ initial = 'un' }: { initial?: Key }) {
  const [selected, setSelected] = useState<Key>(initial);
  return (
    <>
      <button type="button">Avant</button>
      <Tabs label="Chiffres" items={ITEMS} selected={selected} onSelect={setSelected}>
        <p>Contenu {selected}</p>
      </Tabs>
    </>
  );
}

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab names the one panel it controls', () => {
    render(<Harness initial="deux" />);
    expect(screen.getByRole('tablist', { name: 'Chiffres' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('Deux')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Un')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Deux' });
    expect(panel).toHaveTextContent('Contenu deux');
    for (const each of screen.getAllByRole('tab')) expect(each).toHaveAttribute('aria-controls', panel.id);
  });

  it('is one tab stop: only the selected tab is reachable with Tab', async () => {
    const user = userEvent.setup();
    render(<Harness initial="deux" />);
    expect(tab('Deux')).toHaveAttribute('tabindex', '0');
    expect(tab('Un')).toHaveAttribute('tabindex', '-1');
    expect(tab('Trois')).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: 'Avant' }));
    await user.tab();
    expect(tab('Deux')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrows, wrapping at both ends, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Un'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Deux')).toHaveFocus();
    expect(tab('Deux')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Deux' })).toHaveTextContent('Contenu deux');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Un')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Trois')).toHaveFocus();
    expect(tab('Trois')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Un')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Trois')).toHaveFocus();
    expect(tab('Trois')).toHaveAttribute('tabindex', '0');
    expect(tab('Un')).toHaveAttribute('tabindex', '-1');
  });

  it('selects a tab on click and ignores other keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('Trois'));
    expect(tab('Trois')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}a');
    expect(tab('Trois')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Trois')).toHaveFocus();
  });
});
