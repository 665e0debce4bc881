import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@tests/setup/render';
import { RootLayout } from '../layout/root-layout';

function Broken(): never {
  throw new Error('boom');
}

describe('error page', () => {
  it('replaces a failing page by a French message, inside the site’s layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/casse', {
      children: (
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="casse" element={<Broken />} />
          </Route>
        </Routes>
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });
});

describe('a page that cannot be downloaded', () => {
  it('asks to check the connection and reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Unreachable = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page.js')),
    );
    renderAt('/hors-ligne', {
      children: (
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="hors-ligne" element={<Unreachable />} />
          </Route>
        </Routes>
      ),
    });
    expect(await screen.findByText(/Vérifiez votre connexion Internet, puis rechargez la page/)).toBeInTheDocument();
  });
});
