import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './field';
import { useHydrated } from './hydration';

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
  it('cannot be sent before React adopts it, and keeps what was typed meanwhile', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm onSubmit={(email) => sent.push(email)} />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    const [field, name] = [...container.querySelectorAll('input')];
    // The prerendered HTML: the button waits, the field takes the reader's typing.
    expect(button.disabled).toBe(true);
    // Two fields: the first one's state change re-renders the form before the second is told.
    field!.value = 'awa@example.cm';
    name!.value = 'Ngono';

    await act(async () => {
      hydrateRoot(container, <LoginForm onSubmit={(email) => sent.push(email)} />);
    });
    // The fields tell their onChange in a task of their own, once adopted.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(button.disabled).toBe(false);
    expect(field!.value).toBe('awa@example.cm');
    expect(name!.value).toBe('Ngono');
    await act(async () => {
      button.click();
    });
    expect(sent).toEqual(['awa@example.cm Ngono']);
    container.remove();
  });
});
