// The lines a rule may carry beside `verify:` (turn 2): `guard: Bash("REGEX")` with an optional
// `-> ask`, and `test: "TEXT" -> match | no match`. Quotes work as in Grep patterns. They are only
// read here (a guard pattern is checked against the regex dialect the guard can honour, see
// guard-regex.ts); the guard hook enforces guards and the sweep runs tests.
import { readCallArguments, readQuotedBefore, skipSpace, SyntaxProblem, type Reading } from './call.js';
import { translateGuardPattern } from './guard-regex.js';
import type { GuardLine, RuleTest } from './model.js';
import { controlCharacterWarning, type PatternWarning } from './pattern-warnings.js';

const ARROW = /^\s*(?:->|→|=>)/;

/** `written` is the text after `guard:`, starting at `column` of line `line`. */
export function parseGuard(written: string, line: number, column: number): { guard: GuardLine; warnings: PatternWarning[] } {
  const raw = written.trim();
  const reading: Reading = { text: unwrap(raw), base: column + (written.length - written.trimStart().length) + (unwrap(raw) === raw ? 0 : 1) };
  const base = { raw, line, column };
  const problem = (reason: string) => ({ guard: { ...base, action: 'deny' as const, problem: reason }, warnings: [] });
  const { text } = reading;
  const call = /^bash\s*\(/i.exec(text);
  if (!call) return problem(`expected Bash("REGEX"), optionally followed by -> ask; found ${raw ? `"${truncate(raw)}"` : 'nothing'}`);
  let args;
  try {
    args = readCallArguments(reading, call[0].length, (end) => /^\s*(?:(?:->|→|=>).*)?$/.test(text.slice(end)));
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    return problem(`cannot read Bash(…): ${error.message}`);
  }
  const warnings: PatternWarning[] = [];
  if (args.first) {
    const control = controlCharacterWarning(text, args.first.open + 1, args.first.end - 1, reading.base, 'guard pattern');
    if (control) warnings.push(control);
  }
  if (args.positional.length !== 1 || args.named.length > 0) return { ...problem('Bash(…) takes exactly one quoted pattern'), warnings };
  const pattern = args.positional[0]!;
  if (pattern === '') return { ...problem('the guard pattern is empty; it would refuse every command'), warnings };
  const rest = text.slice(skipSpace(text, args.end));
  let action: GuardLine['action'] = 'deny';
  if (rest !== '') {
    const after = rest.replace(ARROW, '').trim().toLowerCase();
    if (after === 'ask') action = 'ask';
    else if (after === 'deny') action = 'deny';
    else return { guard: { ...base, pattern, action, problem: `expected "-> ask" (or nothing, to refuse) after Bash(…), found "${truncate(rest)}"` }, warnings };
  }
  // Enforced exactly as ripgrep would match it, or not at all: a pattern the guard cannot honour is a problem.
  const dialect = translateGuardPattern(pattern);
  if (dialect.problem !== undefined) return { guard: { ...base, pattern, action, problem: dialect.problem }, warnings };
  return { guard: { ...base, pattern, action }, warnings };
}

/** `written` is the text after `test:`; a line that does not read gives `problem` and no test. */
export function parseTest(written: string, line: number, column: number): { test?: RuleTest; problem?: string; warnings: PatternWarning[] } {
  const reading: Reading = { text: written.trimEnd(), base: column };
  const { text } = reading;
  const open = skipSpace(text, 0);
  let value;
  try {
    value = readQuotedBefore(reading, open, ARROW);
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    return { problem: `expected test: "TEXT" -> match (or -> no match): ${error.message}`, warnings: [] };
  }
  const warnings: PatternWarning[] = [];
  const control = controlCharacterWarning(text, value.open + 1, value.end - 1, reading.base, 'test text');
  if (control) warnings.push(control);
  const expectation = text.slice(value.end).replace(ARROW, '').trim().toLowerCase().replace(/\s+/g, ' ');
  const expect = expectation === 'match' || expectation === 'matches'
    ? 'match'
    : expectation === 'no match' || expectation === 'no matches' || expectation === 'no-match'
      ? 'no match'
      : undefined;
  if (!expect) return { problem: `expected -> match or -> no match after the test text, found "${truncate(text.slice(value.end).trim())}"`, warnings };
  return { test: { text: value.value, expect, line, column }, warnings };
}

/** `` `Bash("x")` `` and `` `Bash("x")` -> ask `` read as without the backticks. */
function unwrap(text: string): string {
  const wrapped = /^`(bash\s*\([^`]*\))`(\s*(?:(?:->|→|=>).*)?)$/i.exec(text);
  return wrapped ? wrapped[1]! + wrapped[2]! : text;
}

function truncate(text: string, length = 60): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
