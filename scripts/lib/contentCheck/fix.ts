import type {Fix} from './types';

/** The text with the fixes applied, from the last to the first; a fix overlapping one already applied is left for the next run. */
export function applyFixes(text: string, fixes: readonly Fix[]): {text: string; applied: number} {
  let result = text;
  let applied = 0;
  let limit = Infinity;
  for (const fix of [...fixes].sort((a, b) => b.offset - a.offset)) {
    if (fix.offset + fix.length > limit) continue;
    result = result.slice(0, fix.offset) + fix.text + result.slice(fix.offset + fix.length);
    limit = fix.offset;
    applied++;
  }
  return {text: result, applied};
}
