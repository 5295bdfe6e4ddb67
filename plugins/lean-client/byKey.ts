/** Orders `[key, value]` entries by key in code-unit order: a stable order without ICU (see reactUtils.ts). */
export function byKey([a]: [string, unknown], [b]: [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
