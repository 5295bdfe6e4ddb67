/**
 * The dev server's proxy entry that sends the site's function calls
 * (`/functions/v1/...`) to the functions server `npm start` runs beside it,
 * so forms work in development exactly as behind `npm run serve`.
 * A functions URL on another host needs no proxy: the browser calls it directly.
 */

export type DevServerProxy = {
  devServer?: {
    proxy: {context: string[]; target: string; changeOrigin: boolean; xfwd: boolean; logLevel: 'warn'}[];
  };
};

export function createProxyConfig({functionsUrl, target}: {functionsUrl: string; target: string}): DevServerProxy {
  if (!functionsUrl.startsWith('/')) return {};
  const path = functionsUrl.replace(/\/+$/, '');
  return {
    devServer: {
      // The Host header is kept, so the functions see the site's own origin (CORS) as in production.
      proxy: [{context: [path], target, changeOrigin: false, xfwd: true, logLevel: 'warn'}],
    },
  };
}
