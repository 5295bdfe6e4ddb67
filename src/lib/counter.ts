/**
 * Animated counters (16 ms ticks over 2000 ms, capped at 100000).
 * Headline figures are quoted as text ('100+', '+18%', '$250,000'), so a
 * counter parses the figure once and re-formats the number on every tick,
 * keeping the prefix, suffix, decimals and thousands separators.
 */

import {formatDecimal} from './numbers';

export type Figure = {
  prefix: string;
  value: number;
  suffix: string;
  decimals: number;
  /** Whether the quoted figure groups thousands with commas. */
  grouped: boolean;
};

export type CounterTiming = {tickMs: number; durationMs: number; cap: number};

const FIGURE = /^([^\d]*)(\d[\d,]*(?:\.\d+)?)(.*)$/;

/** Splits a quoted figure into prefix, number and suffix; null when it holds no number. */
export function parseFigure(text: string): Figure | null {
  const match = FIGURE.exec(text.trim());
  if (!match) return null;
  const [, prefix = '', digits = '', suffix = ''] = match;
  const decimals = digits.includes('.') ? digits.split('.')[1]!.length : 0;
  return {prefix, value: Number(digits.replaceAll(',', '')), suffix, decimals, grouped: digits.includes(',')};
}

/** Formats a number the way its figure is quoted ('$' + '250,000', '2.1' + 'K'). */
export function formatFigure(figure: Figure, value: number): string {
  return `${figure.prefix}${formatDecimal(value, figure.decimals, figure.grouped)}${figure.suffix}`;
}

/** Number of ticks in one run of the animation. */
export function counterTicks({tickMs, durationMs}: CounterTiming): number {
  return Math.max(1, Math.ceil(durationMs / tickMs));
}

/** The value shown after `tick` ticks: rises evenly from 0 and lands exactly on min(target, cap). */
export function counterValue(target: number, tick: number, timing: CounterTiming, decimals = 0): number {
  const end = Math.min(Math.max(target, 0), timing.cap);
  const ticks = counterTicks(timing);
  if (tick >= ticks) return end;
  if (tick <= 0) return 0;
  const factor = 10 ** decimals;
  return Math.min(end, Math.floor(((end * tick) / ticks) * factor) / factor);
}
