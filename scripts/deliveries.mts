// npm run deliveries -- list|retry: the webhook deliveries from the command line (functions/webhooks/cli.ts).
import {runDeliveriesCli} from '../functions/webhooks/cli';

process.exitCode = await runDeliveriesCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  fetch,
});
