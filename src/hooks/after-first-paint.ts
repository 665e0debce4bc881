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
