/** Audience figures the way social platforms show them: 12400 -> '12.4K', 980 -> '980'. */
export function formatCompact(value: number): string {
  return new Intl.NumberFormat('en-US', {notation: 'compact', maximumFractionDigits: 1}).format(value);
}

/** Whole numbers with thousands separators: 18400 -> '18,400'. */
export function formatWhole(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
