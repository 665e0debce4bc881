import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_DURATION_MS } from '@/domain/limits';
import { useFlash } from './use-flash';

describe('useFlash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success message for 3000 ms, then clears it', () => {
    expect(FLASH_DURATION_MS).toBe(3000);
    const { result } = renderHook(() => useFlash());
    act(() => result.current[1]('Votre question a été ajoutée avec succès !'));
    expect(result.current[0]).toBe('Votre question a été ajoutée avec succès !');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('restarts the delay when a new message comes', () => {
    const { result } = renderHook(() => useFlash());
    act(() => result.current[1]('Première'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current[1]('Seconde'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current[0]).toBe('Seconde');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBeNull();
  });
});
