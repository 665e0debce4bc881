// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenEngaged } from './after-first-paint';

afterEach(() => vi.useRealTimers());

describe('work that waits for the reader to start using the page', () => {
  it('runs once, at the first tap, key or focus', () => {
    const task = vi.fn();
    whenEngaged(task);
    expect(task).not.toHaveBeenCalled();
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after its delay, and never once cancelled', () => {
    vi.useFakeTimers();
    const late = vi.fn();
    whenEngaged(late, 8_000);
    vi.advanceTimersByTime(7_999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenEngaged(cancelled, 8_000)();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    vi.advanceTimersByTime(8_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
