/**
 * Serves the built web app from STATIC_DIR. Any GET that is not an API call answers
 * index.html, so the browser's router can show /admin-dashboard after a reload; API paths
 * that match no route answer a JSON 404 instead.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

import { errorReply, NOT_FOUND } from './errors';

/**
 * API calls and uploaded images live under these; /admin-login or /admin-dashboard are pages
 * of the app.
 */
const API_PREFIXES = ['/admin/', '/airlo/', '/media/'];
/** Paths for the operator's tools, even when off (/metrics without METRICS=on): never a page. */
const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics', '/openapi.json', '/api-docs'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return (
    API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    OPERATIONS_PATHS.some((tool) => pathname === tool || pathname.startsWith(`${tool}/`))
  );
}

// webpack's [contenthash] names (main.3f2a1b9c.js, 291.090b68c1.js.map) never change content.
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // Everything else (index.html, config.js, favicon) is revalidated by ETag on each use, so a
  // new build or a changed run-time config is picked up at the next load.
  const hashed = HASHED_NAME.test(path.basename(filePath));
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The scripts written in a page rather than fetched: `<script>` with no `src`. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources that allow exactly these scripts of a page: their SHA-256, as CSP writes it. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * index.html's inline scripts' sources, read again when the file changes (a new build while the
 * server runs); undefined when there is no build.
 */
function pageScripts(indexFile: string) {
  let known: { modified: number; sources: string[] } | undefined;
  return async (): Promise<string[] | undefined> => {
    const modified = await stat(indexFile).then(
      (file) => file.mtimeMs,
      () => undefined,
    );
    if (modified === undefined) return undefined;
    if (known?.modified !== modified) {
      known = { modified, sources: inlineScriptSources(await readFile(indexFile, 'utf8')) };
    }
    return known.sources;
  };
}

/**
 * The app's policy with the page's own inline scripts allowed by their hashes: the policy
 * allows no inline script otherwise, and no `'unsafe-inline'` ever.
 */
function allowScripts(reply: FastifyReply, sources: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  reply.header(
    'content-security-policy',
    policy.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${sources.join(' ')}`),
  );
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Back-office not built</title></head>
<body>
<h1>The web app has not been built yet</h1>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds it), then reload this page.</p>
</body>
</html>
`;

export const spa: FastifyPluginAsync<{ staticDir: string }> = async (app, { staticDir }) => {
  await app.register(fastifyStatic, {
    root: staticDir,
    // The build writes .br and .gz beside each file at the strongest levels: sent as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });

  const scriptsOfPage = pageScripts(path.join(staticDir, 'index.html'));
  /** index.html, its inline scripts allowed; a page saying how to build when there is none. */
  const sendPage = async (reply: FastifyReply) => {
    // Checked on each request: a build made while the server runs is served at once.
    const scripts = await scriptsOfPage();
    if (!scripts) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    allowScripts(reply, scripts);
    return reply.code(200).sendFile('index.html');
  };
  // '/' is a page like the others, not the static folder's index.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorReply(request, NOT_FOUND));
    }
    return sendPage(reply);
  });
};
