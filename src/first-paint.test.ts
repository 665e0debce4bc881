// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, PAINT_WAIT_LIMIT_MS } from './first-paint';

type Report = (entries: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** The browser's paint reports, played by hand. */
function reportingBrowser() {
  let report: Report | null = null;
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(callback: Report) {
      report = callback;
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      report?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect });
    },
    disconnect,
  };
}

describe('the app of a prerendered page, requested after its first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the browser to report the first contentful paint, then starts once', () => {
    const browser = reportingBrowser();
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    browser.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    expect(browser.disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway after a while when nothing is painted (a tab opened in the background)', () => {
    reportingBrowser();
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits two frames in a browser that does not report paints', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
      },
    );
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();
    frames.shift()!(16);
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
