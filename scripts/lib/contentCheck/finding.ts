import type {ParsedDoc} from './parse';
import type {Finding, Fix, RuleId, Severity} from './types';

/** The context every rule gets beside the file. */
export type RuleContext = {
  /** The site's root folder. */
  root: string;
  /** Today as YYYY-MM-DD (the later of the local and the UTC date, so no writer's "today" is in the future). */
  today: string;
};

/** A finding at an offset of the file, or at a line (column 1). */
export function findingAt(
  doc: ParsedDoc,
  at: number | {line: number; column?: number},
  rule: RuleId,
  severity: Severity,
  message: string,
  fix?: Fix,
): Finding {
  const {line, column} = typeof at === 'number' ? doc.position(at) : {line: at.line, column: at.column ?? 1};
  return {file: doc.file, line, column, rule, severity, message, ...(fix ? {fix} : {})};
}

/** Today's date as a writer anywhere would give it: the later of the local and the UTC calendar day. */
export function todayIso(now: Date = new Date()): string {
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const utc = now.toISOString().slice(0, 10);
  return local > utc ? local : utc;
}
