import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badFrenchSpacing } from '@tests/setup/typography';
import type { RegisterServiceWorker } from '../pwa/register';
import { UPDATE_AVAILABLE } from './update-notice';
import { UpdatePrompt } from './update-prompt';

/** A registration that, as the browser would, says a new version waits. */
function registration({ waiting }: { waiting: boolean }) {
  const updateSW = vi.fn(() => Promise.resolve());
  const register = vi.fn<RegisterServiceWorker>((options) => {
    if (waiting) queueMicrotask(() => options.onNeedRefresh?.());
    return updateSW;
  });
  return { register, updateSW };
}

describe('the update prompt', () => {
  beforeEach(() => {
    // jsdom has no service worker: the prompt only checks that the browser has one.
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers nothing when disabled (vite dev, tests)', async () => {
    const { register } = registration({ waiting: true });
    render(<UpdatePrompt enabled={false} register={register} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(register).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('registers immediately (the page has loaded) and says nothing while no version waits', async () => {
    const { register } = registration({ waiting: false });
    render(<UpdatePrompt enabled register={register} />);
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(expect.objectContaining({ onNeedRefresh: expect.any(Function) })),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a new version waits, without taking the focus, and « Recharger » switches to it', async () => {
    const { updateSW, register } = registration({ waiting: true });
    render(<UpdatePrompt enabled register={register} />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(UPDATE_AVAILABLE);
    expect(screen.getByText('Une nouvelle version est disponible')).toBeInTheDocument();
    expect(badFrenchSpacing(notice.textContent ?? '')).toEqual([]);
    expect(notice).not.toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(updateSW).toHaveBeenCalledWith(true);
  });

  it('« Plus tard » hides the notice and updates nothing', async () => {
    const { updateSW, register } = registration({ waiting: true });
    render(<UpdatePrompt enabled register={register} />);
    await screen.findByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(updateSW).not.toHaveBeenCalled();
  });
});
