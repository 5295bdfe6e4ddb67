/**
 * Inline scripts that let the site run under its Content-Security-Policy
 * (functions/http/securityHeaders.ts), which forbids eval. The server allows each inline
 * script by its hash, read from the built pages at start.
 */

/**
 * zod 4 probes `new Function` when it builds its first object schema, to
 * pick its compiled parser. Without 'unsafe-eval' the probe fails quietly,
 * yet the browser still reports a CSP violation; zod skips the probe when its
 * global config says `jitless`, and that config must exist before any bundle
 * runs, so it is set inline in the head.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
