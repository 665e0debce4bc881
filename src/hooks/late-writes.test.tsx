import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announce, outboxId } from '@/backend/outbox';
import { BackendError } from '@/domain/errors';
import { useLateRefusals, withWrittenText } from './late-writes';

/** A write the adapter lets go unanswered (offline), and how the server answers it later. */
function queued() {
  const id = outboxId();
  announce({ id, state: 'waiting' });
  return {
    sent: () => announce({ id, state: 'sent' }),
    refused: (code: string) => announce({ id, state: 'refused', description: 'test', error: new BackendError(code) }),
  };
}

describe('writes refused after the screen stopped waiting', () => {
  it('keeps the author’s text for a refusal, and forgets a write the server accepted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useLateRefusals());
    const accepted = await withWrittenText({ what: 'votre réponse', text: 'Merci !' }, async () => queued());
    const refused = await withWrittenText({ what: 'votre question', text: 'Et la dérivée ?' }, async () => queued());

    act(() => accepted.sent());
    act(() => refused.refused('rate/daily-limit'));

    expect(result.current.refusals).toEqual([
      { key: expect.any(Number), what: 'votre question', text: 'Et la dérivée ?', code: 'rate/daily-limit' },
    ]);
    act(() => result.current.dismiss(result.current.refusals[0]!.key));
    expect(result.current.refusals).toEqual([]);
  });

  it('still tells of a refused write nobody named, without a text to give back', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useLateRefusals());
    const write = queued();
    act(() => write.refused('permission-denied'));
    expect(result.current.refusals).toEqual([
      { key: expect.any(Number), what: 'ce que vous avez envoyé', text: '', code: 'permission-denied' },
    ]);
  });
});
