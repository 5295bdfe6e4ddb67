import http from 'node:http';
import type {AddressInfo} from 'node:net';

/** Offsets from 1 KB into [start, end), 1.5 KB apart (none when start is -1, not found). */
function everyKilobyteAndAHalf(start: number, end: number): number[] {
  const offsets: number[] = [];
  for (let at = start + 1000; start >= 0 && at < end; at += 1500) offsets.push(at);
  return offsets;
}

/**
 * Runs `use` with the address of a local server that passes requests on to `baseURL` and sends each
 * HTML page in parts, pausing every 1.5 KB through the navbar and through the first 13 KB of `<main>`
 * (a page's first screen): what a slow phone's parser or network does now and then, here on purpose
 * and every time.
 */
export async function withHtmlInParts(baseURL: string, use: (url: string) => Promise<void>): Promise<void> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL));
    // fetch has decoded the body: its length and encoding headers no longer apply.
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
        headers[name] = value;
    });
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!(upstream.headers.get('content-type') ?? '').includes('text/html')) return response.end(body);
    const html = body.toString('utf8');
    const mainStart = html.indexOf('<main');
    const cuts = [
      ...everyKilobyteAndAHalf(html.indexOf('<nav'), html.indexOf('</nav>')),
      ...everyKilobyteAndAHalf(mainStart, mainStart + 13_000),
    ].filter((cut) => cut < html.length);
    let from = 0;
    for (const cut of cuts) {
      response.write(html.slice(from, cut));
      from = cut;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    response.end(html.slice(from));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
