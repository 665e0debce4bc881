import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The two hosting configurations (firebase.json for Firebase Hosting, vercel.json for Vercel) send
 * the same security headers and cache the same way. Both hosts apply every header rule whose
 * source matches the requested path, in order, a later rule overriding an earlier one's value for
 * the same header (checked with the Hosting emulator; documented by Vercel): `effectiveHeaders`
 * does the same. The browser side of the policy is checked by tests/e2e/csp.spec.ts.
 */

interface Header {
  key: string;
  value: string;
}
interface HeaderRule {
  source: string;
  headers: Header[];
}
interface FirebaseJson {
  firestore: { rules: string; indexes: string };
  hosting: {
    public: string;
    ignore: string[];
    cleanUrls: boolean;
    trailingSlash: boolean;
    rewrites: { source: string; destination: string }[];
    headers: HeaderRule[];
  };
  emulators: Record<string, unknown>;
}
interface VercelJson {
  buildCommand: string;
  outputDirectory: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  rewrites: { source: string; destination: string }[];
  headers: HeaderRule[];
}

function readRepoFile(name: string): string {
  return readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
}
const firebase = JSON.parse(readRepoFile('firebase.json')) as FirebaseJson;
const vercel = JSON.parse(readRepoFile('vercel.json')) as VercelJson;

/** A Firebase Hosting glob (`**`, `*`, `@(a|b)`, as used in firebase.json) as a regular expression. */
function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (glob.startsWith('@(', i)) {
      pattern += '(?:';
      i += 1;
    } else if (char === '|' || char === ')') pattern += char;
    else pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** A Vercel source: path-to-regexp, which for sources made of plain text and (regex) groups only is that regex. */
function vercelSourceToRegExp(source: string): RegExp {
  expect(source, 'named parameters would need path-to-regexp itself').not.toMatch(/:\w/);
  return new RegExp(`^${source}$`);
}

const hosts = [
  { name: 'Firebase Hosting', rules: firebase.hosting.headers, matcher: globToRegExp },
  { name: 'Vercel', rules: vercel.headers, matcher: vercelSourceToRegExp },
] as const;

function matchingRules(host: (typeof hosts)[number], path: string): HeaderRule[] {
  return host.rules.filter((rule) => host.matcher(rule.source).test(path));
}

/** The headers the host adds to the answer for `path` (names in lower case). */
function effectiveHeaders(host: (typeof hosts)[number], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of matchingRules(host, path)) {
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
};

/** The CSP source of index.html's inline script: its exact text, hashed. */
function inlineScriptHash(): string {
  const scripts = [...readRepoFile('index.html').matchAll(/<script>([\s\S]*?)<\/script>/g)];
  expect(scripts, 'index.html has exactly one inline script').toHaveLength(1);
  return `'sha256-${createHash('sha256').update(scripts[0]![1]!).digest('base64')}'`;
}

// Every source each directive allows, and why (decision 0008).
const CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  // The site's own modules; index.html's one inline script, by its hash (the session hint);
  // the Cloudinary upload widget's script (src/backend/firebase/files.ts).
  'script-src': ["'self'", inlineScriptHash(), 'https://upload-widget.cloudinary.com'],
  // The site needs no inline style (tests/e2e/csp.spec.ts runs without it); the widget's loader may.
  'style-src': ["'self'", "'unsafe-inline'"],
  // The forum's photos (issue 36): delivered by Cloudinary, thumbnails and full size; a photo's
  // preview before it is sent, and local mode's photos, are object URLs of Blobs (blob:).
  'img-src': ["'self'", 'blob:', 'https://res.cloudinary.com'],
  'font-src': ["'self'"],
  // Firebase Auth (e-mail/password and token refresh), Firestore (WebChannel over https), the
  // /api/signUpload and /api/deleteFile functions when they run on Vercel while the site is on
  // Firebase Hosting, and Cloudinary's Upload API, where the browser posts a photo itself
  // (src/backend/firebase/photo-upload.ts; PDFs go through the widget's frame).
  'connect-src': [
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
    'https://*.vercel.app',
    'https://api.cloudinary.com',
  ],
  // The upload widget lives in an iframe of its own host, which uploads to Cloudinary itself.
  'frame-src': ['https://upload-widget.cloudinary.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
};

function parsePolicy(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives, `${name} appears twice`).not.toHaveProperty(name);
    directives[name] = sources;
  }
  return directives;
}

const PAGES = ['/', '/index.html', '/blog', '/EncadreurEleve', '/Profile/12', '/commissions/etude'];
const HASHED = ['/assets/index-BcxzZLtW.js', '/assets/index-DXeUf2dB.css', '/assets/firebase-BLPqfvv8.js'];
const STATIC = [
  '/favicon.svg',
  '/og-image.png',
  '/og/blog.png',
  '/icons/icon-192.png',
  '/apple-touch-icon.png',
  '/robots.txt',
  '/images/home/hero.svg',
];

describe.each(hosts)('$name', (host) => {
  it('sends the security headers with every answer', () => {
    for (const path of [...PAGES, ...HASHED, ...STATIC]) {
      expect(effectiveHeaders(host, path), path).toMatchObject(SECURITY_HEADERS);
    }
  });

  it('sends a Content-Security-Policy allowing exactly the sources the site needs', () => {
    const policy = effectiveHeaders(host, '/')['content-security-policy'];
    expect(policy).toBeDefined();
    const directives = parsePolicy(policy!);
    expect(Object.keys(directives).sort()).toEqual(Object.keys(CSP).sort());
    for (const [name, sources] of Object.entries(CSP)) {
      expect([...directives[name]!].sort(), name).toEqual([...sources].sort());
    }
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
  });

  it('lets browsers keep hashed assets for a year, and revalidate every page', () => {
    for (const path of HASHED) {
      expect(effectiveHeaders(host, path)['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of STATIC) {
      expect(effectiveHeaders(host, path)['cache-control'], path).toBe('public, max-age=86400');
    }
    for (const path of PAGES) {
      expect(effectiveHeaders(host, path)['cache-control'], path).toBe('no-cache');
      // Whatever the order of the rules, a page never gets a long cache: after a deploy it must
      // name the new assets at once.
      for (const rule of matchingRules(host, path)) {
        const cache = rule.headers.find(({ key }) => key.toLowerCase() === 'cache-control');
        if (cache) expect(cache.value, `${path} through ${rule.source}`).toBe('no-cache');
      }
    }
  });
});

describe('the two hosts', () => {
  it('send the same security headers and the same policy', () => {
    for (const path of [...PAGES, ...HASHED, ...STATIC]) {
      const [onFirebase, onVercel] = hosts.map((host) => effectiveHeaders(host, path));
      expect(onVercel, path).toEqual(onFirebase);
    }
  });
});

describe('firebase.json', () => {
  it('serves each prerendered page at its address, and the shell anywhere else', () => {
    expect(firebase.hosting.public).toBe('dist');
    expect(firebase.hosting.ignore).toEqual(expect.arrayContaining(['firebase.json', '**/.*', '**/node_modules/**']));
    // /blog is dist/blog.html; /blog/ and /blog.html redirect to /blog (the canonical address).
    expect(firebase.hosting.cleanUrls).toBe(true);
    expect(firebase.hosting.trailingSlash).toBe(false);
    // index.html is the home page's HTML: hydrating it at /TableauEleve would be a mismatch.
    expect(firebase.hosting.rewrites).toEqual([{ source: '**', destination: '/shell.html' }]);
  });

  it('keeps the Firestore rules and the emulators', () => {
    expect(firebase.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    expect(firebase.emulators).toEqual({
      auth: { host: '127.0.0.1', port: 9099 },
      firestore: { host: '127.0.0.1', port: 8080 },
      ui: { enabled: false },
      singleProjectMode: true,
    });
  });
});

describe('vercel.json', () => {
  it('serves each prerendered page at its address, the shell anywhere else, and leaves /api/ to the function', () => {
    expect(vercel.buildCommand).toBe('npm run build');
    expect(vercel.outputDirectory).toBe('dist');
    // As on Firebase: /blog is dist/blog.html, and a file always wins over the rewrite.
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.trailingSlash).toBe(false);
    expect(vercel.rewrites).toHaveLength(1);
    const [rewrite] = vercel.rewrites;
    expect(rewrite!.destination).toBe('/shell.html');
    const spa = vercelSourceToRegExp(rewrite!.source);
    for (const path of PAGES) expect(spa.test(path), path).toBe(true);
    expect(spa.test('/api/deleteFile')).toBe(false);
    expect(spa.test('/api/signUpload')).toBe(false);
  });

  it('leaves the caching of /api/ answers to the function (no-store)', () => {
    expect(effectiveHeaders(hosts[1], '/api/deleteFile')).not.toHaveProperty('cache-control');
    expect(effectiveHeaders(hosts[1], '/api/signUpload')).not.toHaveProperty('cache-control');
  });
});

describe('index.html', () => {
  const html = readRepoFile('index.html');

  it('has no inline script but the hashed one, no inline style or event handler (the policy would block them)', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    const policy = effectiveHeaders(hosts[0], '/')['content-security-policy']!;
    for (const [, attributes, body] of scripts) {
      if (body!.trim() === '') expect(attributes).toMatch(/\bsrc=/);
      else expect(policy).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('package.json', () => {
  it('starts the Auth and Firestore emulators with `npm run emulators`', () => {
    const { scripts } = JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> };
    expect(scripts.emulators).toBe('firebase emulators:start --only auth,firestore --project demo-commission-etudes');
  });
});
