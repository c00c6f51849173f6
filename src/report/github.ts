// GitHub Actions workflow commands: one annotation per finding (`::error file=…,line=…::message`),
// escaped exactly as actions/toolkit escapes them, then the plain sweep report for the log.
// GitHub shows ANNOTATIONS_PER_LEVEL annotations of each level per step and drops the rest, so
// every failing rule gets its first matching line annotated before any rule gets a second, and
// what does not fit is listed in the log instead of vanishing.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { foundText, type CheckResult, type SweepReport } from '../sweep/result.js';
import { palette } from './color.js';
import { locate, locationText, matchesOf, shownText, type FormatContext } from './context.js';
import { formatText, printable } from './text.js';

/**
 * Annotations of one level (error, warning, notice) GitHub shows for a step: "10 warning
 * annotations, 10 error annotations, and 10 notice annotations per step", 50 per job
 * (actions/toolkit, docs/problem-matchers.md, "Limitations").
 */
export const ANNOTATIONS_PER_LEVEL = 10;

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

/** An annotation, and the line that names it in the log when GitHub would not show it. */
interface Finding {
  annotation: Annotation;
  logLine: string;
}

export function formatGithub(report: SweepReport, ctx: FormatContext): string {
  const where = (file: string) => locationText(locate(report, ctx, file));
  const findings = [
    ...roundRobin(report.results.map((result) => resultFindings(result, report.rulesFile, where))),
    ...report.diagnostics.map((diagnostic) => diagnosticFinding(diagnostic, where)),
  ];
  const shown: Annotation[] = [];
  const unshown: string[] = [];
  const used: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  for (const { annotation, logLine } of findings) {
    if (used[annotation.level] < ANNOTATIONS_PER_LEVEL) {
      used[annotation.level] += 1;
      shown.push(annotation);
    } else {
      unshown.push(` >> ${annotation.level}: ${logLine.replace(/\n/g, ' ')}`);
    }
  }
  // The runner splits its log at CR too and runs any line starting with `::` as a command.
  const log = formatText(report, { ...ctx, color: palette(false) });
  const overflow = unshown.length === 0 ? ''
    : `GitHub shows ${ANNOTATIONS_PER_LEVEL} annotations of each level per step; ${unshown.length} more ${unshown.length === 1 ? 'finding is' : 'findings are'} listed here instead:\n${unshown.join('\n')}\n\n`;
  return `${shown.map(workflowCommand).join('\n')}${shown.length > 0 ? '\n\n' : ''}${printable(overflow)}${printable(log)}`;
}

/** The first item of every list, then the second of every list, and so on. */
function roundRobin<T>(lists: readonly T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) for (const list of lists) if (index < list.length) out.push(list[index]!);
  return out;
}

function resultFindings(result: CheckResult, rulesFile: string, where: (file: string) => string): Finding[] {
  const verifyLine = `verify: ${result.verify} (${rulesFile}:${result.line})`;
  const atVerifyLine = { file: where(rulesFile), line: result.line, col: result.column };
  const atRule = (annotation: Annotation): Finding => ({ annotation, logLine: `${annotation.file}:${annotation.line}: ${annotation.title}: ${annotation.message.split('\n')[0]}` });
  switch (result.status) {
    case 'PASS':
      return [];
    case 'FAIL': {
      const matches = matchesOf(result);
      const found = `${foundText(result)}${shownText(result, matches)}`;
      const title = `rulesweep FAIL: ${result.ruleText}`;
      if (matches.length === 0) return [atRule({ level: 'error', title, message: `${found}\n${verifyLine}`, ...atVerifyLine })];
      return matches.map((match) => ({
        annotation: { level: 'error', title, file: where(match.path), line: match.line, message: `${found}; this line matches:\n${match.text}\n${verifyLine}` },
        logLine: `${where(match.path)}:${match.line}: ${match.text} (${title})`,
      }));
    }
    case 'ERROR':
      return [atRule({ level: 'warning', title: `rulesweep could not check: ${result.ruleText}`, message: `${result.reason}\n${verifyLine}`, ...atVerifyLine })];
    case 'NOT RUN':
      return [];
    case 'SKIP':
      // A manual check is a choice; an unchecked one (shell command, prose) is a check to rewrite.
      if (result.kind !== 'unchecked') return [];
      return [atRule({ level: 'notice', title: `rulesweep did not check: ${result.ruleText}`, message: `${result.reason}\n${verifyLine}`, ...atVerifyLine })];
  }
}

const LEVELS: Record<Diagnostic['severity'], AnnotationLevel> = { error: 'error', warning: 'warning', info: 'notice' };

function diagnosticFinding(diagnostic: Diagnostic, where: (file: string) => string): Finding {
  const annotation: Annotation = {
    level: LEVELS[diagnostic.severity],
    title: `rulesweep [${diagnostic.code}]`,
    message: diagnostic.hint ? `${diagnostic.message}\nhint: ${diagnostic.hint}` : diagnostic.message,
    ...(diagnostic.file ? { file: where(diagnostic.file) } : {}),
    ...(diagnostic.position ? { line: diagnostic.position.line, col: diagnostic.position.column } : {}),
  };
  const place = annotation.file ? `${annotation.file}${annotation.line ? `:${annotation.line}` : ''}: ` : '';
  return { annotation, logLine: `${place}${annotation.title}: ${diagnostic.message}` };
}

