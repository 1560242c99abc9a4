/**
 * Serves the built web app from STATIC_DIR. Any GET that is not an API call answers
 * index.html, so the browser's router can show /admin-dashboard after a reload; API paths
 * that match no route answer a JSON 404 instead.
 */
import { access } from 'node:fs/promises';
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
  reply.header(
    'cache-control',
    HASHED_NAME.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
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

  const indexFile = path.join(staticDir, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorReply(request, NOT_FOUND));
    }
    // Checked on each request: a build made while the server runs is served at once.
    const built = await access(indexFile).then(
      () => true,
      () => false,
    );
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.code(200).sendFile('index.html');
  });
};
