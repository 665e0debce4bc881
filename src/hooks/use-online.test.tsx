import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from './use-online';

let online = true;

/** What the browser would do: navigator.onLine changes, then the event fires. */
function goOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

describe('useOnline', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });

  it('reads navigator.onLine when the component mounts', () => {
    online = false;
    expect(renderHook(() => useOnline()).result.current).toBe(false);
  });

  it('follows the offline and online events', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    goOnline(false);
    expect(result.current).toBe(false);
    goOnline(true);
    expect(result.current).toBe(true);
  });

  it('stops listening once unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    renderHook(() => useOnline()).unmount();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['online', 'offline']));
  });
});
