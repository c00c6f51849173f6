// The one diagnostic type: every warning or error rulesweep reports about an input
// names the file and, where it has one, the line and column it comes from.

export type Severity = 'error' | 'warning' | 'info';

export interface Position {
  line: number;
  column?: number;
}

export interface Diagnostic {
  severity: Severity;
  /** Short machine-readable code, e.g. `verify/unsupported-expectation`. */
  code: string;
  message: string;
  file?: string;
  position?: Position;
  /** What the user can do about it. */
  hint?: string;
}

export function diagnostic(
  severity: Severity,
  code: string,
  message: string,
  where: { file?: string; position?: Position; hint?: string } = {},
): Diagnostic {
  return { severity, code, message, ...where };
}

/** `file:line:column` as editors and terminals link it. */
function formatLocation(d: Pick<Diagnostic, 'file' | 'position'>): string {
  if (!d.file) return '';
  if (!d.position) return d.file;
  return d.position.column
    ? `${d.file}:${d.position.line}:${d.position.column}`
    : `${d.file}:${d.position.line}`;
}

/** One line per diagnostic, for stderr. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = formatLocation(d);
  const head = `${where ? `${where}: ` : ''}${d.severity}: ${d.message} [${d.code}]`;
  return d.hint ? `${head}\n  hint: ${d.hint}` : head;
}
