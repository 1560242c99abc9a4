/**
 * Starts the server: reads the environment, opens and migrates the database, sets its shop's
 * time zone (counting the dashboard's days again when it changed), seeds the administrator (retiring the one a former ADMIN_EMAIL named), listens, and prints where to go,
 * where passkeys work and how to sign in. SIGTERM or SIGINT closes everything in reverse order (drain.ts: the
 * requests under way finish first) and exits 0. Run directly, or through scripts/start.ts.
 */
import type { AddressInfo } from 'node:net';

import { buildApp } from './app';
import { relyingParty } from './auth/passkeys';
import { loadOrCreateJwtSecret } from './auth/secret';
import { loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { applyShopTimeZone } from './db/shopZone';
import { openDatabase } from './db/open';
import { seed, type SeededAdmin } from './seed/seed';
import { closeGracefully } from './http/drain';
import { StartupError } from './lib/startupError';

/** Brings the server up and returns what shuts it down. */
async function launch(config: Config): Promise<() => Promise<void>> {
  // Undone in reverse order by stop(), or at once if a later step fails.
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const db = await openDatabase(config);
    cleanups.push(() => db.close());
    await migrate(db);
    const started = Date.now();
    if (await applyShopTimeZone(db, config.shopTimeZone)) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `Counted the dashboard's days in ${config.shopTimeZone}: ${seconds} s\n`,
      );
    }
    const admin = await seed(db, config, (line) => process.stdout.write(`${line}\n`));
    const jwtSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir));

    const app = buildApp({ db, config: { ...config, jwtSecret } });
    // Closed before the database: the requests under way finish their writes first.
    cleanups.push(() => closeGracefully(app));
    await app.listen({ port: config.port, host: config.host });

    const { port } = app.server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    printBanner(`http://${host}:${port}`, relyingParty(app).origins[0] ?? '', admin);
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `passkeys`: the origin whose pages may use passkeys, a domain's (docs/api.md#passkeys). */
function printBanner(url: string, passkeys: string, admin: SeededAdmin): void {
  const password =
    admin.password === undefined
      ? 'the one printed on the first start (set ADMIN_PASSWORD to replace it)'
      : admin.generated
        ? `${admin.password}   (generated now and not shown again; ADMIN_PASSWORD sets your own)`
        : `${admin.password}   (from ADMIN_PASSWORD)`;
  process.stdout.write(
    [
      `Back-office running at ${url}`,
      `Passkeys work at ${passkeys}`,
      `Admin email:    ${admin.email}`,
      `Admin password: ${password}`,
      ...admin.retired.map(
        (email) => `Retired admin:  ${email}   (no longer ADMIN_EMAIL: disabled, signed out)`,
      ),
      '',
    ].join('\n'),
  );
}

function describeFailure(error: unknown, config?: Config): string {
  if (error instanceof StartupError) return error.message;
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && config) {
    return `Port ${config.port} on ${config.host} is already in use: stop what uses it or set PORT.`;
  }
  return `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/** Starts the server from an environment; on failure prints why and exits 1. */
export async function start(env: NodeJS.ProcessEnv): Promise<void> {
  let config: Config | undefined;
  try {
    config = loadConfig(env);
    const stop = await launch(config);
    const shutDown = (signal: NodeJS.Signals) => {
      // Only the first signal shuts down; a second Ctrl-C during a slow shutdown then gets
      // Node's default, an immediate exit.
      process.off('SIGTERM', shutDown);
      process.off('SIGINT', shutDown);
      process.stdout.write(`${signal}: finishing the requests under way, then stopping.\n`);
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', shutDown);
    process.on('SIGINT', shutDown);
  } catch (error) {
    console.error(describeFailure(error, config));
    process.exit(1);
  }
}

if (require.main === module) void start(process.env);
