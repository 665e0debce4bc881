/** Work that must not compete with the first paint: loading a backend chunk, mostly. */

/** Runs `task` once the page has painted and the browser is idle (or after 2 s at the latest). */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** What tells that the reader has started using the page: a tap, a key, a field taking focus. */
const ENGAGING = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` once the reader starts using the page (a tap, a key, a field's focus), or after
 * `latestMs` at the latest: a download a form needs only when sent (the backend of the login and
 * sign-up pages) is not fetched while the page is still settling (issue 34: its evaluation was
 * most of /Login's blocking time), yet is there long before an address and a password are typed.
 */
export function whenEngaged(task: () => void, latestMs = 8_000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    stop();
    task();
  };
  const timer = setTimeout(run, latestMs);
  for (const type of ENGAGING) document.addEventListener(type, run, { capture: true, passive: true });
  function stop() {
    clearTimeout(timer);
    for (const type of ENGAGING) document.removeEventListener(type, run, { capture: true });
  }
  return () => {
    done = true;
    stop();
  };
}
