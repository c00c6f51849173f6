// Edits of the rules file's text that evolve makes after a person approves: append a rule in
// the seed's format (with its guard and test lines after the verify line), add a verify line
// (with them) under a rule, remove a rule. Each edit is re-parsed and refused unless the file
// reads back with exactly the intended change and nothing else lost: a test text is quoted so
// that the parser reads back exactly what was written, or not written at all.
import { RulesweepError } from '../diagnostics/errors.js';
import { quoted } from '../rules/call.js';
import type { Rule, RulesDocument, RuleTest } from '../rules/model.js';
import { parseRules } from '../rules/parse.js';

export const RULES_TEMPLATE = `# Learned Rules

Rules graduated from repeated corrections. Each rule has a \`verify:\` line that
\`rulesweep sweep\` checks with ripgrep; \`rulesweep evolve\` adds rules after a person approves them.

---
`;

/** An example a rule's pattern must (not) match, as a proposal carries it. */
export type TestEntry = Pick<RuleTest, 'text' | 'expect'>;

/** What goes under a rule beside its verify line. */
export interface RuleAnnotations {
  /** The text after `guard: `, e.g. `Bash("\\bpip3? install")`. */
  guard?: string | undefined;
  tests?: readonly TestEntry[] | undefined;
}

export interface RuleEntry extends RuleAnnotations {
  rule: string;
  verify?: string;
  /** The `[source: …]` text, e.g. `corrected 2x, learning #8, #12, 2026-03-30`. */
  source: string;
}

export interface EditResult {
  text: string;
  /** False when the edit was already made (a rule with that text is already in the file). */
  changed: boolean;
  ruleId?: string;
  /** addVerifyLine: the verify line was there already; only the guard and test lines it lacked were added. */
  annotationsOnly?: boolean;
  /** promoteRule: the rule was there already; what it lacked of the proposal went under it. */
  existing?: boolean;
}

/** `- rule` / `  verify: …` / `  guard: …` / `  test: …` / `  [source: …]`, as the seed writes rules. */
function renderEntry(entry: RuleEntry): string {
  const lines = [`- ${entry.rule.trim()}`];
  if (entry.verify) lines.push(`  verify: ${entry.verify.trim()}`);
  lines.push(...annotationLines(entry).map((line) => `  ${line}`));
  lines.push(`  [source: ${entry.source.trim()}]`);
  return `${lines.join('\n')}\n`;
}

/** `guard: …` and `test: "…" -> match` lines, unindented, in that order. */
function annotationLines(annotations: RuleAnnotations): string[] {
  return [
    ...(annotations.guard?.trim() ? [`guard: ${annotations.guard.trim()}`] : []),
    ...(annotations.tests ?? []).map(testLine),
  ];
}

/** `test: "TEXT" -> match`, quoted so the parser reads back exactly TEXT; refused when no quoting can. */
export function testLine(test: TestEntry): string {
  const written = writableTest(test.text) ? quoted(test.text) : undefined;
  if (written === undefined) {
    throw new RulesweepError(`the test text "${test.text.slice(0, 60)}" cannot be written as one test line`, {
      hint: 'a test text is one line without control characters, and cannot end in a backslash',
    });
  }
  return `test: ${written} -> ${test.expect}`;
}

/**
 * True when `text` can be a test line that reads back unchanged: one line, no control
 * characters (the parser warns of them), not blank, and quotable (a text ending in a backslash
 * is not: the backslash would escape the closing quote).
 */
export function writableTest(text: string): boolean {
  return text.trim() !== '' && !/[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]/.test(text) && quoted(text) !== undefined;
}

/** True when `rule` carries the guard and tests as written, guard unproblematic. */
function carries(rule: Rule, annotations: RuleAnnotations): boolean {
  const guard = annotations.guard?.trim();
  if (guard && !rule.guards.some((line) => line.raw === guard && line.problem === undefined)) return false;
  return (annotations.tests ?? []).every((test) => rule.tests.some((line) => line.text === test.text && line.expect === test.expect));
}

function lineBreakOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

export function appendRule(source: string, file: string, entry: RuleEntry): EditResult {
  const before = parseRules(source, file);
  const probe = parseRules(`---\n\n${renderEntry(entry)}`, file).rules[0];
  if (!probe) throw new RulesweepError(`the rule "${entry.rule}" does not read back as a rule`, { hint: 'write the rule as one line of text' });
  if (before.rules.some((rule) => rule.id === probe.id || rule.id.startsWith(`${probe.id}-`))) {
    return { text: source, changed: false, ruleId: probe.id };
  }
  const eol = lineBreakOf(source);
  let text = source === '' ? RULES_TEMPLATE : source;
  if (!text.endsWith('\n')) text += eol;
  if (!/\n\s*\n$/.test(text)) text += eol;
  text += renderEntry(entry).replace(/\n/g, eol);
  const after = parseRules(text, file);
  const added = after.rules.filter((rule) => !before.rules.some((old) => old.id === rule.id));
  const verified = added.length === 1
    && added[0]!.id === probe.id
    && after.rules.length === before.rules.length + 1
    && (entry.verify === undefined || added[0]!.verify[0]?.raw === entry.verify.trim())
    && carries(added[0]!, entry)
    && added[0]!.tests.length === (entry.tests ?? []).length;
  if (!verified) {
    throw new RulesweepError(`appending "${entry.rule}" would not read back as one new rule; the rules file was left alone`, {
      hint: 'the end of the rules file may be inside a code block or comment; close it and run evolve again',
    });
  }
  return { text, changed: true, ruleId: probe.id };
}

/**
 * A PROMOTE approved: the rule appended (appendRule), or, when a rule with that text is there
 * already (another review, an approval cut short, or written by hand), what it lacks of the
 * proposal under it (addVerifyLine): the verify line when it has none, the guard and the tests
 * when it has this verify line. A rule checked by another pattern is left as it is: tests belong
 * to a pattern, and its author chose that one.
 */
export function promoteRule(source: string, file: string, entry: RuleEntry): EditResult {
  const appended = appendRule(source, file, entry);
  if (appended.changed || entry.verify === undefined || appended.ruleId === undefined) return appended;
  const rule = parseRules(source, file).rules.find((candidate) => candidate.id === appended.ruleId);
  if (!rule || (rule.verify.length > 0 && !rule.verify.some((line) => line.raw === entry.verify!.trim()))) return appended;
  const filled = addVerifyLine(source, file, rule.id, entry.verify, { guard: entry.guard, tests: entry.tests });
  return filled.changed ? { ...filled, existing: true } : appended;
}

/**
 * Inserts `verify: …` under the rule with `ruleId`, after its text and before its other
 * annotations, followed by the guard and the tests the rule does not carry yet. When the rule
 * already has that verify line (written by hand, or by an approval cut short), the guard and the
 * tests it lacks still go in, right after that line: a proposal's guard and tests are never
 * dropped. Unchanged only when the rule carries all of them already.
 */
export function addVerifyLine(source: string, file: string, ruleId: string, verify: string, annotations: RuleAnnotations = {}): EditResult {
  const before = parseRules(source, file);
  const rule = findRule(before, ruleId);
  const missing: RuleAnnotations = {
    ...(annotations.guard?.trim() && !rule.guards.some((line) => line.raw === annotations.guard!.trim()) ? { guard: annotations.guard } : {}),
    tests: (annotations.tests ?? []).filter((test) => !rule.tests.some((line) => line.text === test.text && line.expect === test.expect)),
  };
  const lines = source.split(/\r?\n/);
  const eol = lineBreakOf(source);
  const present = rule.verify.find((line) => line.raw === verify.trim());
  if (present) {
    const extra = annotationLines(missing);
    if (extra.length === 0) return { text: source, changed: false, ruleId };
    // Written as the verify line is: its indent, and its list marker under a heading.
    const lead = /^\s*(?:[-*+]\s+)?/.exec(lines[present.line - 1]!)![0];
    lines.splice(present.line, 0, ...extra.map((line) => `${lead}${line}`));
  } else {
    const span = ruleSpan(lines, before, rule);
    const written = [`verify: ${verify.trim()}`, ...annotationLines(missing)];
    let insertAt = rule.line;
    if (rule.layout === 'list') {
      const indent = ' '.repeat(Math.max(2, rule.column - 1));
      while (insertAt < span.end && isContinuation(lines[insertAt]!)) insertAt += 1;
      lines.splice(insertAt, 0, ...written.map((line) => `${indent}${line}`));
    } else if (rule.layout === 'heading') {
      lines.splice(insertAt, 0, ...written.map((line) => `- ${line}`));
    } else {
      lines.splice(insertAt, 0, ...written);
    }
  }
  const text = lines.join(eol);
  const after = parseRules(text, file);
  const updated = after.rules.find((candidate) => candidate.id === ruleId);
  if (!updated || after.rules.length !== before.rules.length || !updated.verify.some((line) => line.raw === verify.trim()) || !carries(updated, annotations)
    || updated.tests.length !== rule.tests.length + (missing.tests?.length ?? 0)) {
    const what = present ? 'its guard and test lines' : 'the verify line';
    throw new RulesweepError(`could not add ${what} under rule ${ruleId} without changing other rules; the rules file was left alone`, {
      hint: `add them by hand under line ${present ? present.line : rule.line}: ${[...(present ? [] : [`verify: ${verify.trim()}`]), ...annotationLines(missing)].join(' / ')}`,
    });
  }
  return { text, changed: true, ruleId, ...(present ? { annotationsOnly: true } : {}) };
}

/** Removes the rule with `ruleId`: its text, verify and source lines, and one blank line after it. */
export function removeRule(source: string, file: string, ruleId: string): EditResult {
  const document = parseRules(source, file);
  const rule = document.rules.find((candidate) => candidate.id === ruleId);
  if (!rule) return { text: source, changed: false, ruleId };
  const lines = source.split(/\r?\n/);
  const span = ruleSpan(lines, document, rule);
  let end = span.end;
  const before = span.start === 0 ? '' : lines[span.start - 1]!;
  // Drop the blank line after the rule unless it is what separates the rules around it.
  if (end < lines.length && lines[end]!.trim() === '' && !/^\s|^\s*(?:[-*+]|\d+[.)])\s/.test(before)) end += 1;
  lines.splice(span.start, end - span.start);
  const text = lines.join(lineBreakOf(source));
  const after = parseRules(text, file);
  const kept = document.rules.filter((candidate) => candidate.id !== ruleId).map((candidate) => candidate.id);
  const ok = after.rules.length === document.rules.length - 1 && kept.every((id) => after.rules.some((candidate) => candidate.id === id));
  if (!ok) {
    throw new RulesweepError(`removing rule ${ruleId} would change other rules; the rules file was left alone`, {
      hint: `remove it by hand at line ${rule.line}`,
    });
  }
  return { text, changed: true, ruleId };
}

function findRule(document: RulesDocument, ruleId: string): Rule {
  const rule = document.rules.find((candidate) => candidate.id === ruleId);
  if (!rule) {
    throw new RulesweepError(`rule ${ruleId} is no longer in the rules file`, { hint: 'run `rulesweep evolve` again to review the current rules' });
  }
  return rule;
}

function isContinuation(line: string): boolean {
  return /^\s+\S/.test(line) && !/^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:verify|source|id|guard|test)(?:\*\*|__)?\s*:/i.test(line) && !/^\s*\[(?:source|id)\s*:/i.test(line);
}

/**
 * Lines a rule occupies, 0-based [start, end): its first line and everything up to the next
 * rule, a blank line followed by unindented text, a heading, a thematic break or the end.
 */
function ruleSpan(lines: string[], document: RulesDocument, rule: Rule): { start: number; end: number } {
  const start = rule.line - 1;
  const next = document.rules.filter((candidate) => candidate.line > rule.line).map((candidate) => candidate.line - 1);
  const limit = Math.min(lines.length, ...next);
  const lastAnnotation = Math.max(start, ...rule.verify.map((verify) => verify.line - 1));
  let end = start + 1;
  for (let index = start + 1; index < limit; index += 1) {
    const line = lines[index]!;
    if (index <= lastAnnotation) {
      end = index + 1;
      continue;
    }
    if (line.trim() === '' || /^(?:#{1,6}\s|---|\*\*\*|___)/.test(line)) break;
    if (rule.layout === 'list' && !/^\s/.test(line)) break;
    end = index + 1;
  }
  return { start, end };
}

/** Lines the rule occupies, for the cap: how much removing it frees. */
/** The lines the PRUNE cap counts: what people wrote as rules, from the first rule on, not the header above it. */
export function ruleLinesOf(document: RulesDocument): number {
  return document.rules.length === 0 ? 0 : document.lineCount - document.rules[0]!.line + 1;
}

export function ruleLineCount(source: string, document: RulesDocument, rule: Rule): number {
  const span = ruleSpan(source.split(/\r?\n/), document, rule);
  return span.end - span.start;
}
