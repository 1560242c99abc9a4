/**
 * Where the API's OpenAPI document is read (openapi.ts makes it): /openapi.json, and the page at
 * /api-docs that browses it (@fastify/swagger-ui). Both plugins are named (pluginNames.ts).
 */
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

import { pluginNamed } from './pluginNames';

/** After @fastify/swagger is registered; `atStart` makes the document as the server starts. */
export function serveApiDocument(app: FastifyInstance, atStart: boolean): void {
  // The page works under the app's own Content-Security-Policy (script-src 'self'): its scripts
  // and styles are files from this origin, the initializer included, and its validator badge, the
  // one resource from elsewhere, is off by default (openapi.test.ts checks for inline script).
  app.register(pluginNamed('@fastify/swagger-ui', swaggerUi), { routePrefix: '/api-docs' });
  app.register(
    pluginNamed('openapi.json', async (scope) => {
      scope.get('/openapi.json', { schema: { hide: true } }, async () => scope.swagger());
      // Made once as the server starts, JSON and YAML, not at a request's ask (docs/security.md).
      const makeBoth = async () => void [scope.swagger(), scope.swagger({ yaml: true })];
      if (atStart) scope.addHook('onReady', makeBoth);
    }),
  );
}
