#!/usr/bin/env node
// @ts-check
// node scripts/images.mjs — the raster images the site serves but cannot draw itself:
//   public/og/*.png (1200×630): link previews (Open Graph, WhatsApp), one per section;
//   public/og-image.png: the default preview, a copy of public/og/accueil.png;
//   public/icons/icon-192.png, icon-512.png: the web app manifest's icons (public/favicon.svg);
//   public/icons/maskable-512.png: the maskable icon, logo inside the central 80 % safe zone.
// Each image is a small HTML document screenshotted by Debian's Chromium (bench/chromium.mjs,
// never a downloaded browser), with system fonts only: re-running it gives the same files.
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/chromium.mjs';

const NBSP = '\u00a0';
const root = (/** @type {string} */ path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const NUIT = '#0b0b0f';
const OR = '#f4bd3f';
const CIEL = '#dae4ff';

// The logo as the site serves it; only its width and height are set here.
const logo = readFileSync(root('public/favicon.svg'), 'utf8').trim();
const sizedLogo = (/** @type {number} */ size) =>
  logo.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `);

/** Section previews: file name → the line under the motto. */
const SECTIONS = {
  accueil: 'Cours de soutien et prière à Yaoundé',
  blog: 'Le blog de la commission',
  commissions: 'Les onze commissions du groupe des jeunes',
  encadreurs: 'Annuaire des encadreurs',
  compte: `Espace membres${NBSP}: élèves, parents, encadreurs`,
};

const escape = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const page = (/** @type {string} */ style, /** @type {string} */ body) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><style>
  * { margin: 0; padding: 0; box-sizing: border-box; }
  html, body { width: 100%; height: 100%; overflow: hidden; }
  ${style}
</style></head><body>${body}</body></html>`;

// Everything centred, so that a square crop of the middle (WhatsApp's thumbnail) keeps the logo
// and the title's heart; nothing nearer than 60 px to an edge (the frame sits at 28 px, drawn only).
const ogHtml = (/** @type {string} */ section) =>
  page(
    `body {
      background: ${NUIT}; color: #ffffff;
      font-family: 'DejaVu Sans', sans-serif;
      display: flex; flex-direction: column; align-items: center; justify-content: center;
      padding: 60px; text-align: center;
    }
    .cadre { position: absolute; inset: 28px; border: 2px solid #26262e; border-radius: 24px; }
    .logo { margin-bottom: -24px; } /* the logo's own box has empty night below the book */
    h1 { font-size: 72px; font-weight: bold; line-height: 1.1; letter-spacing: -1px; }
    .devise { margin-top: 18px; font-size: 38px; font-weight: bold; color: ${OR}; }
    .trait { margin: 28px auto 24px; width: 120px; height: 4px; border-radius: 2px; background: ${OR}; }
    .section { font-size: 34px; color: ${CIEL}; }`,
    `<div class="cadre"></div>
    <div class="logo">${sizedLogo(216)}</div>
    <h1>Commission des Études</h1>
    <p class="devise">Études, Prière, Partage</p>
    <div class="trait"></div>
    <p class="section">${escape(section)}</p>`,
  );

// Regular icons: the favicon as is, its rounded corners transparent.
const iconHtml = (/** @type {number} */ size) => page(`body { background: transparent; }`, sizedLogo(size));

// Maskable: full-bleed night, logo box at 80 % of the side, centred. The drawing itself (book and
// cross) stays within 25 of the logo's 64 units from its centre, i.e. about 160 px of the 205 px
// radius that a mask may keep.
const maskableHtml = (/** @type {number} */ size) => {
  const inner = Math.round(size * 0.8);
  return page(
    `body { background: ${NUIT}; display: flex; align-items: center; justify-content: center; }`,
    sizedLogo(inner),
  );
};

/** @type {{ path: string, width: number, height: number, html: string, transparent?: boolean }[]} */
const jobs = [
  ...Object.entries(SECTIONS).map(([name, section]) => ({
    path: `public/og/${name}.png`,
    width: 1200,
    height: 630,
    html: ogHtml(section),
  })),
  { path: 'public/icons/icon-192.png', width: 192, height: 192, html: iconHtml(192), transparent: true },
  { path: 'public/icons/icon-512.png', width: 512, height: 512, html: iconHtml(512), transparent: true },
  { path: 'public/icons/maskable-512.png', width: 512, height: 512, html: maskableHtml(512) },
];

mkdirSync(root('public/og'), { recursive: true });
mkdirSync(root('public/icons'), { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const job of jobs) {
    const context = await browser.newContext({
      viewport: { width: job.width, height: job.height },
      deviceScaleFactor: 1,
    });
    const tab = await context.newPage();
    await tab.setContent(job.html, { waitUntil: 'load' });
    await tab.evaluate('document.fonts.ready.then(() => true)');
    await tab.screenshot({ path: root(job.path), type: 'png', omitBackground: job.transparent ?? false });
    await context.close();
    process.stdout.write(`${job.path} ${job.width}×${job.height} ${statSync(root(job.path)).size} octets\n`);
  }
} finally {
  await browser.close();
}

copyFileSync(root('public/og/accueil.png'), root('public/og-image.png'));
process.stdout.write(
  `public/og-image.png (copie de public/og/accueil.png) ${statSync(root('public/og-image.png')).size} octets\n`,
);
