import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../tests/setup/render';
import { RootLayout } from '../layout/root-layout';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('boom');
}

describe('error page', () => {
  it('replaces a failing page by a French message, inside the site’s layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes = [
      {
        path: '/',
        element: <RootLayout />,
        children: [{ errorElement: <ErrorPage />, children: [{ path: 'casse', element: <Broken /> }] }],
      },
    ];
    renderAt('/casse', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });
});
