// GitHub Actions workflow commands: one annotation per finding (`::error file=…,line=…::message`),
// escaped exactly as actions/toolkit escapes them, then the plain sweep report for the log.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { foundText, type CheckResult, type SweepReport } from '../sweep/result.js';
import { palette } from './color.js';
import { locate, locationText, type FormatContext } from './context.js';
import { formatText, printable } from './text.js';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title?: string;
  file?: string;
  line?: number;
  col?: number;
}

/** actions/toolkit `escapeData`: the message after the second `::`. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** actions/toolkit `escapeProperty`: a `key=value` before the `::`, where `:` and `,` are syntax. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function workflowCommand(annotation: Annotation): string {
  const properties: Array<[string, string | number | undefined]> = [
    ['file', annotation.file],
    ['line', annotation.line],
    ['col', annotation.col],
    ['title', annotation.title],
  ];
  const written = properties
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  const head = written.length > 0 ? `${annotation.level} ${written.join(',')}` : annotation.level;
  return `::${head}::${escapeData(annotation.message)}`;
}

export function formatGithub(report: SweepReport, ctx: FormatContext): string {
  const where = (file: string) => locationText(locate(report, ctx, file));
  const annotations = [
    ...report.results.flatMap((result) => resultAnnotations(result, report.rulesFile, where)),
    ...report.diagnostics.map((diagnostic) => diagnosticAnnotation(diagnostic, where)),
  ];
  // The runner splits its log at CR too and runs any line starting with `::` as a command.
  const log = formatText(report, { ...ctx, color: palette(false) });
  return `${annotations.map(workflowCommand).join('\n')}${annotations.length > 0 ? '\n\n' : ''}${printable(log)}`;
}

function resultAnnotations(result: CheckResult, rulesFile: string, where: (file: string) => string): Annotation[] {
  const verifyLine = `verify: ${result.verify} (${rulesFile}:${result.line})`;
  const atVerifyLine = { file: where(rulesFile), line: result.line, col: result.column };
  switch (result.status) {
    case 'PASS':
      return [];
    case 'FAIL': {
      const found = foundText(result);
      const title = `rulesweep FAIL: ${result.ruleText}`;
      if (result.samples.length === 0) {
        return [{ level: 'error', title, message: `${found}\n${verifyLine}`, ...atVerifyLine }];
      }
      return result.samples.map((sample) => ({
        level: 'error',
        title,
        file: where(sample.path),
        line: sample.line,
        message: `${found}; this line matches:\n${sample.text}\n${verifyLine}`,
      }));
    }
    case 'ERROR':
      return [{ level: 'warning', title: `rulesweep could not check: ${result.ruleText}`, message: `${result.reason}\n${verifyLine}`, ...atVerifyLine }];
    case 'NOT RUN':
      return [];
    case 'SKIP':
      // A manual check is a choice; an unchecked one (shell command, prose) is a check to rewrite.
      if (result.kind !== 'unchecked') return [];
      return [{ level: 'notice', title: `rulesweep did not check: ${result.ruleText}`, message: `${result.reason}\n${verifyLine}`, ...atVerifyLine }];
  }
}

const LEVELS: Record<Diagnostic['severity'], AnnotationLevel> = { error: 'error', warning: 'warning', info: 'notice' };

function diagnosticAnnotation(diagnostic: Diagnostic, where: (file: string) => string): Annotation {
  return {
    level: LEVELS[diagnostic.severity],
    title: `rulesweep [${diagnostic.code}]`,
    message: diagnostic.hint ? `${diagnostic.message}\nhint: ${diagnostic.hint}` : diagnostic.message,
    ...(diagnostic.file ? { file: where(diagnostic.file) } : {}),
    ...(diagnostic.position ? { line: diagnostic.position.line, col: diagnostic.position.column } : {}),
  };
}

