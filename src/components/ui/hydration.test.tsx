import { fireEvent } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './field';
import { useHydrated, useOnceHydrated } from './hydration';

function LoginForm({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const hydrated = useHydrated();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(`${email} ${name}`);
      }}
    >
      <TextField label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField label="Nom" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit" disabled={!hydrated}>
        Se connecter
      </button>
    </form>
  );
}

describe('a prerendered form', () => {
  it('takes no typing and cannot be sent before React adopts it, then works as any form', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm onSubmit={(email) => sent.push(email)} />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    const [field, name] = [...container.querySelectorAll('input')];
    // The prerendered HTML: the fields take no typing, the button waits.
    expect(button.disabled).toBe(true);
    expect(field!.readOnly).toBe(true);
    expect(name!.readOnly).toBe(true);

    await act(async () => {
      hydrateRoot(container, <LoginForm onSubmit={(email) => sent.push(email)} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(button.disabled).toBe(false);
    expect(field!.readOnly).toBe(false);
    await act(async () => {
      fireEvent.change(field!, { target: { value: 'awa@example.cm' } });
      fireEvent.change(name!, { target: { value: 'Ngono' } });
    });
    await act(async () => {
      button.click();
    });
    expect(sent).toEqual(['awa@example.cm Ngono']);
    container.remove();
  });
});

describe('a form rendered in the browser', () => {
  it('takes typing at once', async () => {
    const { render, screen } = await import('@testing-library/react');
    render(<LoginForm onSubmit={() => undefined} />);
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });
});

/** A tab chosen by the address (?matiere=…), which the prerendered HTML cannot know. */
function SharedTab({ fromAddress }: { fromAddress: string }) {
  return <p>Onglet : {useOnceHydrated(fromAddress, 'Tous')}</p>;
}

describe('what the address says beyond its path', () => {
  it('is the prerendered value while React adopts the page (no mismatch), the real one right after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SharedTab fromAddress="Tous" />);
    document.body.append(container);
    const paragraph = container.querySelector('p')!;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SharedTab fromAddress="Allemand" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('Onglet : Allemand');
    expect(container.querySelector('p')).toBe(paragraph);
    expect(errors).toEqual([]);
    container.remove();
  });

  it('is the real value at once in a page rendered in the browser', async () => {
    const { render, screen } = await import('@testing-library/react');
    render(<SharedTab fromAddress="Allemand" />);
    expect(screen.getByText('Onglet : Allemand')).toBeInTheDocument();
  });
});
