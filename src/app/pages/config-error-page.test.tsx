import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badFrenchSpacing } from '@tests/setup/typography';
import { ConfigErrorPage } from './config-error-page';

describe('the configuration error page', () => {
  it('names the missing variables, in French and in English', () => {
    render(<ConfigErrorPage missing={['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID']} problems={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Configuration incomplète' })).toBeInTheDocument();
    expect(screen.getByText(/il manque des réglages/)).toBeInTheDocument();
    const english = screen.getByText(/The Firebase configuration is incomplete/);
    expect(english).toHaveAttribute('lang', 'en');

    expect(screen.getByRole('heading', { level: 2, name: 'Variables manquantes' })).toBeInTheDocument();
    const names = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID']);
    expect(screen.queryByRole('heading', { name: 'Valeurs à corriger' })).not.toBeInTheDocument();
  });

  it('lists the values to correct, such as a configuration Firebase refused', () => {
    const refused = 'Firebase a refusé la configuration\u00a0: Firebase: Error (auth/invalid-api-key).';
    render(<ConfigErrorPage missing={[]} problems={[refused]} />);
    expect(screen.queryByRole('heading', { name: 'Variables manquantes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Valeurs à corriger' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByRole('listitem').textContent).toBe(refused);
  });

  it('writes French typography', () => {
    const { container } = render(<ConfigErrorPage missing={['VITE_FIREBASE_API_KEY']} problems={[]} />);
    const french = [...container.querySelectorAll('h1, h2, p:not([lang="en"])')].map((node) => node.textContent ?? '');
    for (const text of french) expect(badFrenchSpacing(text)).toEqual([]);
  });
});
