import { createHash } from 'node:crypto';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

import type { Db } from '../src/db/types';
import { inlineScriptSources } from '../src/http/spa';
import { buildTestApp, failure } from './support/testApp';
import { createTestDb, DB_SETUP_TIMEOUT_MS } from './support/testDb';

// The build's compressed copy of a script (webpack.config.js): sent as it is, never made again.
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))});\n`;

// Over the 1 KB compression threshold.
const INDEX_HTML = `<!doctype html><html><head><script src="/config.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let db: Db;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  dist = await mkdtemp(path.join(os.tmpdir(), 'back-office-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'config.js'), 'window.__CONFIG__ = {};\n');
  await writeFile(path.join(dist, 'main.3f2a1b9c.js'), SCRIPT);
  await writeFile(path.join(dist, 'main.3f2a1b9c.js.br'), brotliCompressSync(SCRIPT));
  app = buildTestApp(db, { staticDir: dist });
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await db.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each(['/', '/admin-dashboard', '/admin-login', '/admin-management', '/nope', '/a/b?c=d'])(
    'answers index.html for the page %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD for a page', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/admin-dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each(['/admin/nope', '/media/', '/media/a/b.png', '/metrics', '/readyz/x'])(
    'answers a JSON 404, not the page, for the unknown API path %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(failure({ success: false, message: expect.any(String) }));
    },
  );

  it('lets browsers keep content-hashed files for a year, and revalidate the rest', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/main.3f2a1b9c.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const config = await app.inject({ method: 'GET', url: '/config.js' });
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('sends a Content-Security-Policy that allows no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin-dashboard' });
    const csp = String(response.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );

    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });

  /** GET `url`, accepting `encodings`. */
  const accepting = (encodings: string, url: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': encodings } });

  it('compresses what is worth it', async () => {
    const response = await accepting('gzip', '/admin-dashboard');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it("sends the build's compressed copy of a file when there is one", async () => {
    const brotli = await accepting('br, gzip', '/main.3f2a1b9c.js');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    // No .gz copy here: compressed on the way out, as any other file.
    const gzip = await accepting('gzip', '/main.3f2a1b9c.js');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });
});

describe('without a build', () => {
  it('answers 503 with a page saying how to build, and still JSON for the API', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'back-office-empty-'));
    const unbuilt = buildTestApp(db, { staticDir: empty });
    try {
      const page = await unbuilt.inject({ method: 'GET', url: '/admin-dashboard' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('npm run build');

      const api = await unbuilt.inject({ method: 'GET', url: '/admin/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual(failure({ success: false, message: 'Not found.' }));
    } finally {
      await unbuilt.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe("a page's own inline script", () => {
  const COLOURS = "document.documentElement.classList.add('dark');";
  const page = (script: string) =>
    `<!doctype html><html><head><script>${script}</script><script defer src="/config.js"></script></head><body></body></html>`;
  const scriptSources = (csp: unknown) =>
    /(?:^|;)script-src ([^;]*)/.exec(String(csp))?.[1]?.split(' ');
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('is allowed by its hash on the page, for every page path and for a new build at once', async () => {
    const built = await mkdtemp(path.join(os.tmpdir(), 'back-office-inline-'));
    await writeFile(path.join(built, 'index.html'), page(COLOURS));
    await writeFile(path.join(built, 'config.js'), 'window.__CONFIG__ = {};\n');
    const served = buildTestApp(db, { staticDir: built });
    try {
      for (const url of ['/', '/admin-login']) {
        const response = await served.inject({ method: 'GET', url });
        expect(response.body).toBe(page(COLOURS));
        expect(scriptSources(response.headers['content-security-policy'])).toEqual([
          "'self'",
          sha256(COLOURS),
        ]);
      }
      // Another file keeps the policy that allows no inline script.
      const config = await served.inject({ method: 'GET', url: '/config.js' });
      expect(scriptSources(config.headers['content-security-policy'])).toEqual(["'self'"]);

      // A new build's script, not the old one's.
      const changed = "document.documentElement.classList.add('light');";
      await writeFile(path.join(built, 'index.html'), page(changed));
      const later = new Date(Date.now() + 5_000);
      await utimes(path.join(built, 'index.html'), later, later);
      const rebuilt = await served.inject({ method: 'GET', url: '/admin-login' });
      expect(scriptSources(rebuilt.headers['content-security-policy'])).toEqual([
        "'self'",
        sha256(changed),
      ]);
    } finally {
      await served.close();
      await rm(built, { recursive: true, force: true });
    }
  });

  it('is the hash of exactly what is between the tags; a fetched script is not hashed', () => {
    expect(inlineScriptSources(page(COLOURS))).toEqual([sha256(COLOURS)]);
    expect(
      inlineScriptSources('<script src="/a.js"></script><script type="module">x</script>'),
    ).toEqual([sha256('x')]);
  });
});
