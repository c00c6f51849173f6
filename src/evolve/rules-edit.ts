// Edits of the rules file's text that evolve makes after a person approves: append a rule in
// the seed's format, add a verify line under a rule, remove a rule. Each edit is re-parsed and
// refused unless the file reads back with exactly the intended change and nothing else lost.
import { RulesweepError } from '../diagnostics/errors.js';
import type { Rule, RulesDocument } from '../rules/model.js';
import { parseRules } from '../rules/parse.js';

export const RULES_TEMPLATE = `# Learned Rules

Rules graduated from repeated corrections. Each rule has a \`verify:\` line that
\`rulesweep sweep\` checks with ripgrep; \`rulesweep evolve\` adds rules after a person approves them.

---
`;

export interface RuleEntry {
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
}

/** `- rule` / `  verify: …` / `  [source: …]`, as the seed writes rules. */
function renderEntry(entry: RuleEntry): string {
  const lines = [`- ${entry.rule.trim()}`];
  if (entry.verify) lines.push(`  verify: ${entry.verify.trim()}`);
  lines.push(`  [source: ${entry.source.trim()}]`);
  return `${lines.join('\n')}\n`;
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
    && (entry.verify === undefined || added[0]!.verify[0]?.raw === entry.verify.trim());
  if (!verified) {
    throw new RulesweepError(`appending "${entry.rule}" would not read back as one new rule; the rules file was left alone`, {
      hint: 'the end of the rules file may be inside a code block or comment; close it and run evolve again',
    });
  }
  return { text, changed: true, ruleId: probe.id };
}

/** Inserts `verify: …` under the rule with `ruleId`, after its text and before its other annotations. */
export function addVerifyLine(source: string, file: string, ruleId: string, verify: string): EditResult {
  const before = parseRules(source, file);
  const rule = findRule(before, ruleId);
  if (rule.verify.some((line) => line.raw === verify.trim())) return { text: source, changed: false, ruleId };
  const lines = source.split(/\r?\n/);
  const eol = lineBreakOf(source);
  const span = ruleSpan(lines, before, rule);
  let insertAt = rule.line;
  if (rule.layout === 'list') {
    const indent = ' '.repeat(Math.max(2, rule.column - 1));
    while (insertAt < span.end && isContinuation(lines[insertAt]!)) insertAt += 1;
    lines.splice(insertAt, 0, `${indent}verify: ${verify.trim()}`);
  } else if (rule.layout === 'heading') {
    lines.splice(insertAt, 0, `- verify: ${verify.trim()}`);
  } else {
    lines.splice(insertAt, 0, `verify: ${verify.trim()}`);
  }
  const text = lines.join(eol);
  const after = parseRules(text, file);
  const updated = after.rules.find((candidate) => candidate.id === ruleId);
  if (!updated || after.rules.length !== before.rules.length || !updated.verify.some((line) => line.raw === verify.trim())) {
    throw new RulesweepError(`could not add the verify line under rule ${ruleId} without changing other rules; the rules file was left alone`, {
      hint: `add it by hand under line ${rule.line}: verify: ${verify.trim()}`,
    });
  }
  return { text, changed: true, ruleId };
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
  return /^\s+\S/.test(line) && !/^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:verify|source|id)(?:\*\*|__)?\s*:/i.test(line) && !/^\s*\[(?:source|id)\s*:/i.test(line);
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
