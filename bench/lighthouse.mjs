// Lighthouse (mobile defaults: a mid-range phone on slow 4G, simulated) in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

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
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

export async function runLighthouse(base, routes = LIGHTHOUSE_ROUTES, runs = LIGHTHOUSE_RUNS) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const results = {};
  try {
    for (const route of routes) {
      const all = [];
      for (let run = 0; run < runs; run += 1) {
        const runner = await lighthouse(base + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        all.push(summary(runner.lhr));
      }
      // The run with the median performance score, and every run's score beside it.
      const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)];
      results[route] = {
        ...median,
        performanceRuns: all.map((one) => one.performance),
        tbtRunsMs: all.map((one) => one.tbtMs),
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
