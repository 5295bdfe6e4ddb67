import type {Finding} from './types';

/** `file:line:column  rule  message`, the form editors and CI annotations read; a warning says so. */
export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}:${finding.column}  ${finding.rule}  ${finding.severity === 'warning' ? 'warning: ' : ''}${finding.message}`;
}

/** "2 errors, 1 warning in 3 files" (the files are those checked). */
export function summarize(findings: readonly Finding[], files: number): string {
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  const warnings = findings.length - errors;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')}`;
}
