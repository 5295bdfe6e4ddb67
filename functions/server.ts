import path from 'node:path';
import {serve} from '@hono/node-server';
import {Hono} from 'hono';
import {createStaticApp} from './static';

/** `npm run serve`: the built site (and, mounted beside it, the lead functions). */
const port = Number(process.env.PORT ?? 3000);
const root = path.resolve(process.env.BUILD_DIR ?? 'build');

const app = new Hono();
app.route('/', createStaticApp({root}));

const server = serve({fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0'}, (info) => {
  console.log(`BudBot serving ${root} on http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
