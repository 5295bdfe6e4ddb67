// npm run leads -- summary: where the leads came from, from the command line (functions/leads/cli.ts).
import {runLeadsCli} from '../functions/leads/cli';

process.exitCode = await runLeadsCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  fetch,
});
