/**
 * Progress bars: complete at the maximum, loading below it, and
 * indeterminate when the value is unknown (null while the server's number has
 * not arrived). The fill is value / max: for the conference bar, claimed / total.
 */

type ProgressState = 'complete' | 'loading' | 'indeterminate';

export type Progress = {
  state: ProgressState;
  /** The value clamped to 0..max; null when indeterminate. */
  value: number | null;
  /** Width of the filled part in percent (0..100); null when indeterminate. */
  percent: number | null;
};

export function progress(value: number | null | undefined, max: number): Progress {
  if (value === null || value === undefined || !Number.isFinite(value) || !(max > 0)) {
    return {state: 'indeterminate', value: null, percent: null};
  }
  const clamped = Math.min(Math.max(value, 0), max);
  return {state: clamped >= max ? 'complete' : 'loading', value: clamped, percent: (clamped / max) * 100};
}
