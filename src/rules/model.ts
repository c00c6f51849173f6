// The rules file as data: rules, their verify lines and what each check asks of the tree.
// Everything carries the rules file's line (and column) it came from.
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** `0 matches` is `{op:'eq', count:0}`, `1+` is `gte 1`, `<=3` is `lte 3`. */
export interface Expectation {
  op: 'eq' | 'gte' | 'lte';
  count: number;
  /** As written, e.g. `0 matches`. */
  text: string;
}

export interface GrepOptions {
  /** ripgrep `--glob` filters, e.g. `*.py` or `!tests/**`. */
  globs: string[];
  /** ripgrep `--type` names, e.g. `py`. */
  types: string[];
  ignoreCase: boolean;
  multiline: boolean;
  fixedStrings: boolean;
  wordRegexp: boolean;
  /** Search hidden files and folders too. */
  hidden: boolean;
}

export interface GrepCheck {
  kind: 'grep';
  pattern: string;
  /** Folders, files or globs relative to the project root; `.` when none was given. */
  scopes: string[];
  options: GrepOptions;
  expect: Expectation;
  /**
   * The pattern with GNU `\|` read as alternation `|`, present only where the reading is
   * ambiguous (the pattern uses `\|` and no plain `|`, and is not a fixed string).
   */
  orReading?: string;
}

/** `Glob("scripts/*.sh") -> 1+ matches`: how many files match, respecting ignore files. */
export interface GlobCheck {
  kind: 'glob';
  pattern: string;
  scopes: string[];
  expect: Expectation;
}

/** `verify: manual — why`: a person checks it. */
export interface ManualCheck {
  kind: 'manual';
  reason: string;
}

/** A shell command, prose, or a qualified expectation: reported as not checked, never run. */
export interface UncheckedCheck {
  kind: 'unchecked';
  reason: string;
}

/** A Grep(...)/Glob(...) call that does not parse: an ERROR for that rule. */
export interface InvalidCheck {
  kind: 'invalid';
  reason: string;
}

export type Check = GrepCheck | GlobCheck | ManualCheck | UncheckedCheck | InvalidCheck;

export interface VerifyLine {
  /** The check exactly as written after `verify:`. */
  raw: string;
  line: number;
  column: number;
  check: Check;
}

export type RuleLayout = 'list' | 'heading' | 'bold';

export interface Rule {
  /** Stable: the same rule text gives the same id; `[id: …]` sets one explicitly. */
  id: string;
  text: string;
  line: number;
  column: number;
  layout: RuleLayout;
  verify: VerifyLine[];
  source?: string;
}

export interface RulesDocument {
  /** Absolute path of the rules file. */
  file: string;
  rules: Rule[];
  diagnostics: Diagnostic[];
  /** Lines in the file (the evolve cap counts these). */
  lineCount: number;
}
