// Debian's Chromium, as every browser run of the project starts it (Playwright tests, the bench,
// Lighthouse): headless, no sandbox (root in CI), and none of the background connections that a
// closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
