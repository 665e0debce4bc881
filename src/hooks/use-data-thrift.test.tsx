import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDataThrift } from './use-data-thrift';

/** navigator.connection as Chromium gives it: settings the test changes, then a `change` event. */
class FakeConnection extends EventTarget {
  saveData = false;
  effectiveType = '4g';

  set(values: { saveData?: boolean; effectiveType?: string }) {
    Object.assign(this, values);
    act(() => void this.dispatchEvent(new Event('change')));
  }
}

/** jsdom has no navigator.connection: the test gives it one, or none. */
function withConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return connection;
}

describe('useDataThrift', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
    vi.restoreAllMocks();
  });

  it('is false where the browser tells nothing of its connection (Safari, Firefox)', () => {
    withConnection(undefined);
    expect(renderHook(() => useDataThrift()).result.current).toBe(false);
  });

  it('is true when the phone asks to save data, whatever the connection', () => {
    const connection = withConnection(new FakeConnection())!;
    connection.saveData = true;
    expect(renderHook(() => useDataThrift()).result.current).toBe(true);
  });

  it('follows the connection’s changes: 2G and slow 2G spare data, 3G and 4G do not', () => {
    const connection = withConnection(new FakeConnection())!;
    const { result } = renderHook(() => useDataThrift());
    expect(result.current).toBe(false);
    connection.set({ effectiveType: '2g' });
    expect(result.current).toBe(true);
    connection.set({ effectiveType: 'slow-2g' });
    expect(result.current).toBe(true);
    connection.set({ effectiveType: '3g' });
    expect(result.current).toBe(false);
    connection.set({ saveData: true });
    expect(result.current).toBe(true);
    connection.set({ saveData: false, effectiveType: '4g' });
    expect(result.current).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const connection = withConnection(new FakeConnection())!;
    const removed = vi.spyOn(connection, 'removeEventListener');
    renderHook(() => useDataThrift()).unmount();
    expect(removed).toHaveBeenCalledWith('change', expect.any(Function));
  });
});
