import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './field';
import { useHydrated } from './hydration';

function LoginForm({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const hydrated = useHydrated();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(email);
      }}
    >
      <TextField label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" disabled={!hydrated}>
        Se connecter
      </button>
    </form>
  );
}

describe('a prerendered form', () => {
  it('cannot be sent before React adopts it, and keeps what was typed meanwhile', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm onSubmit={(email) => sent.push(email)} />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    const field = container.querySelector('input')!;
    // The prerendered HTML: the button waits, the field takes the reader's typing.
    expect(button.disabled).toBe(true);
    field.value = 'awa@example.cm';

    await act(async () => {
      hydrateRoot(container, <LoginForm onSubmit={(email) => sent.push(email)} />);
    });
    expect(button.disabled).toBe(false);
    expect(field.value).toBe('awa@example.cm');
    await act(async () => {
      button.click();
    });
    expect(sent).toEqual(['awa@example.cm']);
    container.remove();
  });
});
