// Lighthouse (mobile defaults: a mid-range phone on slow 4G, simulated) in Debian's Chromium, run
// the way its CLI runs it (issue 34): a fresh browser for every run, started by chrome-launcher
// with its default flags, headless; nothing of ours (no --disable-gpu, no warm cache, no
// compiled code left by the previous run), so the figure is what a person running
// `lighthouse <url>` sees.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './chromium.mjs';

/**
 * What `lighthouse --chrome-flags="--headless=new"` adds to chrome-launcher's defaults; root (CI)
 * needs --no-sandbox, which changes nothing measured.
 */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox'];

export const LIGHTHOUSE_ROUTES = ['/', '/Encadreurs', '/Programme', '/Blog', '/commissions', '/Login'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Runs per route: Lighthouse's own advice against its run-to-run variance is the median of several. */
export const LIGHTHOUSE_RUNS = 3;

function summary(lhr) {
  const { categories, audits } = lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    // The work after paint, named: the main thread's long tasks (what makes the blocking time),
    // each with the script it ran and how long.
    longTasks: (audits['long-tasks']?.details?.items ?? []).map((task) => ({
      script: String(task.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** One Lighthouse run of `url` in a browser of its own, closed after. */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return summary(runner.lhr);
  } finally {
    await chrome.kill();
  }
}

export async function runLighthouse(base, routes = LIGHTHOUSE_ROUTES, runs = LIGHTHOUSE_RUNS) {
  const results = {};
  for (const route of routes) {
    const all = [];
    for (let run = 0; run < runs; run += 1) all.push(await runOnce(base + route));
    // The run with the median performance score, and every run's score beside it.
    const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)];
    results[route] = {
      ...median,
      performanceRuns: all.map((one) => one.performance),
      tbtRunsMs: all.map((one) => one.tbtMs),
    };
  }
  return results;
}
