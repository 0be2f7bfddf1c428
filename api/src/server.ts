/** `npm start -w api`: builds the app from the environment and listens. */
import { buildApp } from './app';
import { loadConfig } from './config';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** LOCAL_DEV turns on what no server others reach may have: say so at every start. */
function warnLocalDev(log: { warn(message: string): void }, host: string): void {
  log.warn(
    'LOCAL_DEV=enabled: the local mailbox (/_local/mailbox) shows every e-mailed sign-up and reset code, the demo ' +
      'accounts share one password, and payments use test cards only. Never enable it where others can reach the api.',
  );
  if (!LOOPBACK.has(host)) log.warn(`LOCAL_DEV=enabled on HOST=${host}: the api is reachable beyond this machine.`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck request or driver must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // app.close() stops accepting connections, waits for in-flight requests, then runs
    // the onClose hooks (the db plugin closes the database there).
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (config.localDev) warnLocalDev(app.log, config.host);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  app.log.info(`api listening on http://${config.host}:${config.port} (public URL ${config.publicUrl}); database: ${storage}`);
  app.log.info(`OpenAPI at ${config.publicUrl}/openapi.json, docs at ${config.publicUrl}/docs`);
}

main().catch((err: unknown) => {
  console.error('api failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
