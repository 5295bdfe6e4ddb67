import {serve} from '@hono/node-server';
import {createApp} from '../serverApp';
import {loadConfig} from '../config';
import type {OutboxOptions} from '../mail/outbox';
import type {WebhookWorkerOptions} from '../webhooks/worker';

/**
 * The lead functions as their own process for the crash tests: the app of
 * `functions/server.ts` (same config, database and worker), with the outbox's
 * timings from OUTBOX_OPTIONS and the webhook worker's from WEBHOOK_OPTIONS
 * (JSON) so that leases and retries take
 * milliseconds instead of minutes. Crash tests end it with SIGKILL; SIGTERM
 * closes it like the real server.
 */

async function main() {
  const outbox: Partial<OutboxOptions> = JSON.parse(process.env.OUTBOX_OPTIONS ?? '{}');
  const config = loadConfig(process.env);
  const webhooks: Partial<WebhookWorkerOptions> = JSON.parse(process.env.WEBHOOK_OPTIONS ?? '{}');
  const leads = await createApp(config, {serveSite: false, outbox, webhooks});
  const server = serve({fetch: leads.app.fetch, port: config.PORT, hostname: config.HOST}, (info) => {
    console.log(`fault-test server on ${info.port} (${leads.db.kind})`);
  });
  process.on('SIGTERM', () => {
    server.close(() => {
      void leads.close().then(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

main().catch((error: unknown) => {
  console.error('fault-test server failed to start:', error);
  process.exit(1);
});
