/**
 * The site's process: reads the configuration, starts the site, and shuts down cleanly on
 * SIGTERM/SIGINT (readiness goes 503, in-flight responses finish, exit 0 within the bound).
 */
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { startSite } from './site-server.ts';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}

const log = (line: string) => process.stdout.write(`${line}\n`);

try {
  const site = await startSite({ config, log });
  log(`site listening on ${site.url}`);
  if (!config.backofficeUrl) log(`embedded back office on ${site.backofficeUrl} (data in ${config.dataDir})`);

  const shutdown = (signal: string) => {
    log(`${signal} received: draining`);
    const forced = setTimeout(() => {
      log('shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
    site.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  process.stderr.write(`the site could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// A bug in a request must never take the process down with every other visitor's request.
process.on('uncaughtException', (error) => log(`uncaught exception: ${error.stack ?? error.message}`));
process.on('unhandledRejection', (reason) => log(`unhandled rejection: ${String(reason)}`));
