import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { member } from './helpers';

/*
 * The built site (local mode) under the Content-Security-Policy that firebase.json and vercel.json
 * send (tests/config/hosting.test.ts keeps the two identical). `vite preview` sends no such header,
 * so every document response is fetched, then fulfilled with the policy added.
 *
 * The policy is made stricter than the deployed one in two ways, so that zero violations here
 * means zero violations there (removing a source can only block more):
 * - style-src loses 'unsafe-inline', which is kept in production for the Cloudinary upload widget
 *   only (decision 0008): the site's own code must not need it;
 * - upgrade-insecure-requests is dropped, because this server speaks plain http: it changes which
 *   scheme is fetched, never what is allowed.
 */

interface HostingConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

function deployedPolicy(): string {
  const firebase = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as HostingConfig;
  for (const rule of firebase.hosting.headers) {
    const header = rule.headers.find(({ key }) => key === 'Content-Security-Policy');
    if (header) return header.value;
  }
  throw new Error('firebase.json sends no Content-Security-Policy');
}

function stricter(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) => (directive.startsWith('style-src ') ? directive.replace(/\s+'unsafe-inline'/, '') : directive))
    .join('; ');
}

const POLICY = stricter(deployedPolicy());

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Sends the policy with every document of the context and collects what it blocks. */
async function underPolicy(context: BrowserContext): Promise<{ violations: string[] }> {
  const seen = { violations: [] as string[] };
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    seen.violations.push(
      `${violation.directive} blocked ${violation.blocked || '(inline)'} on ${violation.url}` +
        (violation.sample ? ` « ${violation.sample} »` : ''),
    );
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: Violation) => void }).__reportCspViolation;
      report?.({
        url: event.documentURI,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|apply|execute|connect|frame|create)/i.test(text)) {
      seen.violations.push(`console: ${text}`);
    }
  });
  await context.route('**/*', async (route) => {
    // A page the service worker downloads (its precache, a copy in 'pages') keeps the headers it
    // came with, as the hosts send them on every response: the policy goes with the HTML too.
    const { pathname } = new URL(route.request().url());
    const page = route.request().resourceType() === 'document' || /(\.html|\/[^./]*)$/.test(pathname);
    if (!page) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': POLICY } });
  });
  return seen;
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toBe(POLICY);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe.configure({ timeout: 90_000 });

test('the policy is enforced and its violations are seen', async ({ context }) => {
  const seen = await underPolicy(context);
  const page = await context.newPage();
  await visit(page, '/');
  // An inline script, as an injected one would be: refused, and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(() => seen.violations.length).toBeGreaterThan(0);
  expect(seen.violations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

test('the built site runs under the policy without a single violation', async ({ context }) => {
  const seen = await underPolicy(context);
  const page = await context.newPage();

  for (const path of ['/', '/blog', '/Encadreurs', '/Login', '/InscriptEleve', '/EncadreurEleve']) {
    await visit(page, path);
    expect(seen.violations, `on ${path}`).toEqual([]);
  }

  // Sign up, log in, see the dashboard, ask a question with a PDF attached, open the PDF (a blob:
  // URL in local mode, whose tab inherits the policy).
  await member(page, 'eleve', 'Awa', 'Ngono');
  await visit(page, '/TableauEleve');
  await visit(page, '/EncadreurEleve');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await page
    .getByLabel('Joindre un PDF')
    .setInputFiles({ name: 'sujet-bepc.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('list', { name: 'Pièces jointes à envoyer' })).toContainText('sujet-bepc.pdf');
  await page.getByLabel('Votre question').fill('Comment réviser le BEPC ?');
  await page.getByLabel(/^Matière de la question/).selectOption('Français');
  await page.getByRole('button', { name: 'Publier la question' }).click();
  const link = page
    .getByRole('article')
    .filter({ hasText: 'Comment réviser le BEPC ?' })
    .getByRole('link', {
      name: /sujet-bepc\.pdf/,
    });
  await expect(link).toHaveAttribute('href', /^blob:/);
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await opened.waitForLoadState();
  expect(opened.url()).toMatch(/^blob:/);
  await opened.close();

  expect(seen.violations).toEqual([]);
});

test('every prerendered page of the sitemap runs under the policy, hydrated, without a violation', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seen = await underPolicy(context);
  const page = await context.newPage();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(paths.length).toBeGreaterThan(50);
  for (const path of paths) {
    await visit(page, `${baseURL}${path}`);
    // Hydrated: main.tsx removes the wrapper that named the address when React adopts the page.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    expect(seen.violations, `on ${path}`).toEqual([]);
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('pages answered by the service worker run under the policy without a single violation', async ({ context }) => {
    const seen = await underPolicy(context);
    const page = await context.newPage();
    await visit(page, '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // From the precache (/, /blog), from the network through the worker (/blog1), the shell (/EncadreurEleve).
    for (const path of ['/', '/blog', '/blog1', '/EncadreurEleve']) {
      await visit(page, path);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state), `on ${path}`).toBe('activated');
    }
    expect(seen.violations).toEqual([]);
  });
});
