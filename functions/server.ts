import {serve} from '@hono/node-server';
import {createApp} from './serverApp';
import {ConfigError, functionsBasePath, loadConfig, type Config} from './config';

/**
 * `npm run serve`: the built site and the lead functions on PORT.
 * `--functions-only` (used by `npm start`) serves just the functions, behind
 * the dev server's proxy.
 */

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`BudBot server not started. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const functionsOnly = process.argv.includes('--functions-only');
  const leads = await createApp(config, {serveSite: !functionsOnly});

  const server = serve({fetch: leads.app.fetch, port: config.PORT, hostname: config.HOST}, (info) => {
    const what = functionsOnly ? 'lead functions' : `${config.BUILD_DIR} and the lead functions`;
    console.log(
      `BudBot serving ${what} on http://localhost:${info.port} (functions at ${functionsBasePath(config)}, ${leads.db.kind}, Node ${process.versions.node})`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    // Stop accepting, let requests in flight finish (each commits before it answers), then stop the worker and the database.
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      leads
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        });
    });
    // Keep-alive connections would otherwise stay open (and take new requests) until they time out:
    // close each one as soon as its answer is out.
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
}

main().catch((error: unknown) => {
  console.error('BudBot server failed to start:', error);
  process.exit(1);
});
