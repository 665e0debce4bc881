import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackWrite } from '@/backend/outbox';
import { NOTICE_DELAY_MS, PendingWritesNotice } from './pending-writes-notice';

describe('PendingWritesNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing for a write the server answers at once', async () => {
    render(<PendingWritesNotice />);
    await act(() => trackWrite(Promise.resolve()));
    act(() => vi.advanceTimersByTime(NOTICE_DELAY_MS * 2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('after a second without an answer, says so on the page, and counts the writes still waiting', async () => {
    render(<PendingWritesNotice />);
    let answer!: () => void;
    const write = trackWrite(new Promise<void>((resolve) => (answer = resolve)));
    await act(async () => {});
    act(() => vi.advanceTimersByTime(NOTICE_DELAY_MS - 10));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Envoi en cours… Gardez cette page ouverte jusqu’à ce qu’il soit parti.',
    );

    let answerSecond!: () => void;
    const second = trackWrite(new Promise<void>((resolve) => (answerSecond = resolve)));
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 envois en cours… Gardez cette page ouverte jusqu’à ce qu’ils soient partis.',
    );

    await act(async () => {
      answer();
      await write;
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Envoi en cours… Gardez cette page ouverte jusqu’à ce qu’il soit parti.',
    );
    // Nothing left waiting for the next test (the count is the page's, shared).
    await act(async () => {
      answerSecond();
      await second;
    });
  });
});
