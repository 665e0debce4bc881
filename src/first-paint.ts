/*
 * « After the first paint » means after the browser reports it (the first-contentful-paint entry),
 * not after the next animation frame: a frame callback runs before that frame is painted, and the
 * app's 95 KB would then be on the wire while the page is still blank. A tab opened in the
 * background paints nothing until shown, so the app starts anyway after a while.
 */
export const PAINT_WAIT_LIMIT_MS = 3000;

export function afterFirstContentfulPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, PAINT_WAIT_LIMIT_MS);
  if (!('PerformanceObserver' in window) || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // An older browser that does not report paints: two frames later, the page has painted.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(once, 0);
  }).observe({ type: 'paint', buffered: true });
}
