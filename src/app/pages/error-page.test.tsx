import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../tests/setup/render';
import { routes } from '../routes';

function Broken(): never {
  throw new Error('boom');
}

describe('error page', () => {
  it('replaces a failing page by a French message, inside the site’s layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [root] = routes;
    const withBroken = [{ ...root, children: [{ ...root!.children![0], children: [{ path: 'casse', element: <Broken /> }] }] }];
    renderAt('/casse', { routes: withBroken });
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });
});
