/**
 * What a server that is closing answers (src/drain.ts); attack/sigterm.test.ts stops the real server
 * under load.
 */
import type { AddressInfo } from 'node:net';

import { useAppPerTest } from './support/lifecycle';
import { buildTestApp, failure } from './support/testApp';

const server = useAppPerTest();

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

it('refuses a request that arrives while closing with a 503 in the API error shape', async () => {
  const app = buildTestApp(server.db);
  // Holds the close after the server has started closing, while it still listens.
  const started = gate();
  const held = gate();
  app.addHook('preClose', async () => {
    started.open();
    await held.opened;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const closed = app.close();
  await started.opened;
  try {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual(
      failure({ success: false, message: 'The server is shutting down. Please try again.' }),
    );
  } finally {
    held.open();
    await closed;
  }
});
