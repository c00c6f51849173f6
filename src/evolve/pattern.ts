// Verify lines for proposals: derived from the evidence (the term a correction avoids, the
// command that failed), then checked before anyone sees them. A check parses the line with the
// rules grammar, runs the pattern through ripgrep over the evidence (written to temporary
// files: the pattern must match every piece it came from) and sweeps it over the tree as a
// one-rule document, so the proposal can say how many lines match today. No shell anywhere.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GrepOptions } from '../rules/model.js';
import { parseRules } from '../rules/parse.js';
import { sweepRules } from '../sweep/engine.js';
import { runRipgrep } from '../sweep/ripgrep.js';
import type { LessonFeatures } from './group.js';
import { commonAvoidedWords } from './group.js';
import type { PatternCheck } from './model.js';

/** A verify line proposed for a rule, with the term it was derived from. */
export interface DerivedVerify {
  verify: string;
  pattern: string;
  /** The avoided term as people read it, e.g. `pip install`. */
  term: string;
  from: 'correction' | 'command' | 'rule';
}

export interface CheckerOptions {
  root: string;
  rg: string;
  /** The rules file (never counted) and the evolution log. */
  exclude: string[];
  rulesFile: string;
  rulesFileLabel: string;
  timeoutMs: number;
}

export interface CheckRequest {
  ruleText: string;
  verify: string;
  /** Texts the pattern must match (one piece per learning); empty when there is no evidence. */
  evidence: string[];
  /** A person wrote this line: `verify: manual — …` is acceptable. */
  allowManual?: boolean;
}

const DEFAULT_SCOPE = '.';
const REGEX_SPECIALS = /[\\^$.*+?()[\]{}|]/g;

/** `Grep("PATTERN", path=".") -> 0 matches`, quoting the pattern so the rules grammar reads it back unchanged. */
export function grepVerify(pattern: string, scope = DEFAULT_SCOPE): string {
  return `Grep("${pattern.replace(/"/g, '\\"')}", path="${scope}") -> 0 matches`;
}

/**
 * Regexes for an avoided term, most specific first: `\btimeout ` (the command with an argument,
 * as the seed writes it) before `\btimeout\b` (the word anywhere).
 */
export function termPatterns(words: readonly string[]): string[] {
  const escaped = words.map((word) => word.replace(REGEX_SPECIALS, '\\$&')).join(' ');
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const start = /^\w/.test(first) ? '\\b' : '';
  const end = /\w$/.test(last) ? '\\b' : '';
  const variants = words.length === 1 && /\w$/.test(last) ? [`${start}${escaped} `, `${start}${escaped}${end}`] : [`${start}${escaped}${end}`];
  return [...new Set(variants)];
}

/** Candidate verify lines for a group of learnings, best first. */
export function verifyCandidates(members: readonly LessonFeatures[]): DerivedVerify[] {
  const candidates: DerivedVerify[] = [];
  const avoided = commonAvoidedWords(members);
  const avoidedIsCode = members.some((member) => member.avoid?.code);
  if (avoided && avoidedIsCode) {
    for (const pattern of termPatterns(avoided)) candidates.push({ verify: grepVerify(pattern), pattern, term: avoided.join(' '), from: 'correction' });
  }
  const heads = members.map((member) => member.command?.head).filter((head): head is string[] => head !== undefined);
  if (heads.length > 0) {
    const common: string[] = [];
    for (let index = 0; heads.every((head) => head[index] !== undefined && head[index] === heads[0]![index]); index += 1) {
      common.push(heads[0]![index]!);
    }
    if (common.length > 0) {
      for (const pattern of termPatterns(common)) candidates.push({ verify: grepVerify(pattern), pattern, term: common.join(' '), from: 'command' });
    }
  }
  const seen = new Set<string>();
  return candidates.filter((candidate) => !seen.has(candidate.pattern) && seen.add(candidate.pattern));
}

/** Checks verify lines against evidence and the tree, reusing one temporary folder per check. */
export class PatternChecker {
  constructor(private readonly options: CheckerOptions) {}

  async check(request: CheckRequest): Promise<PatternCheck> {
    const evidenceTotal = request.evidence.length;
    const failed = (problem: string, extra: Partial<PatternCheck> = {}): PatternCheck => ({
      parses: false, compiles: false, evidenceMatched: 0, evidenceTotal, problem, ...extra,
    });
    if (/[\r\n]/.test(request.ruleText) || request.ruleText.trim() === '') return failed('the rule must be one line of text');
    if (/[\r\n]/.test(request.verify)) return failed('the verify line must be one line');
    const source = `---\n\n- ${request.ruleText.trim()}\n  verify: ${request.verify.trim()}\n`;
    const document = parseRules(source, this.options.rulesFile, this.options.rulesFileLabel);
    const rule = document.rules[0];
    if (document.rules.length !== 1 || !rule || rule.verify.length !== 1) {
      return failed('the rule and its verify line do not read back as one rule with one verify line');
    }
    const check = rule.verify[0]!.check;
    if (check.kind === 'manual') {
      return request.allowManual
        ? { parses: true, compiles: true, evidenceMatched: 0, evidenceTotal, treeStatus: 'SKIP' }
        : failed('a manual check is not machine-checkable; derive a Grep pattern');
    }
    if (check.kind === 'invalid' || check.kind === 'unchecked') return failed(check.reason);

    let evidenceMatched = 0;
    if (check.kind === 'grep' && evidenceTotal > 0) {
      const matched = await this.matchEvidence(check.pattern, check.options, request.evidence);
      if ('error' in matched) return failed(matched.error, { parses: true });
      evidenceMatched = matched.count;
    }

    const report = await sweepRules(document, {
      root: this.options.root,
      rg: this.options.rg,
      exclude: this.options.exclude,
      concurrency: 1,
      timeoutMs: this.options.timeoutMs,
      rulesFileLabel: this.options.rulesFileLabel,
    });
    const row = report.results[0]!;
    const base = { parses: true, compiles: true, evidenceMatched, evidenceTotal, treeStatus: row.status } as const;
    if (row.status === 'ERROR') {
      const compiles = !/^ripgrep:/.test(row.reason ?? '');
      return { ...base, compiles, problem: row.reason ?? 'the sweep could not check it' };
    }
    return { ...base, treeMatches: row.count ?? 0 };
  }

  /** How many evidence texts the pattern matches, or ripgrep's complaint about the pattern. */
  private async matchEvidence(pattern: string, options: GrepOptions, evidence: string[]): Promise<{ count: number } | { error: string }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rulesweep-evidence-'));
    try {
      await Promise.all(evidence.map((text, index) => writeFile(path.join(dir, `evidence-${index}.txt`), `${text}\n`, 'utf8')));
      const matched = new Set<string>();
      const flags = ['--count', '--with-filename', '--null', '--no-ignore', '--hidden'];
      if (options.ignoreCase) flags.push('--ignore-case');
      if (options.multiline) flags.push('--multiline');
      if (options.fixedStrings) flags.push('--fixed-strings');
      if (options.wordRegexp) flags.push('--word-regexp');
      const run = await runRipgrep(this.options.rg, [...flags, `--regexp=${pattern}`, '--', dir], {
        cwd: dir,
        timeoutMs: this.options.timeoutMs,
        onRecord: (record) => {
          const nul = record.indexOf('\0');
          if (nul > 0) matched.add(path.basename(record.slice(0, nul)));
        },
      });
      if (run.spawnError) return { error: `could not run ripgrep: ${run.spawnError.message}` };
      if (run.timedOut) return { error: 'ripgrep timed out on the evidence' };
      if (run.exitCode !== 0 && run.exitCode !== 1) {
        return { error: `ripgrep rejects the pattern: ${run.stderr.split('\n').map((line) => line.trim()).filter(Boolean).join(' ')}` };
      }
      return { count: matched.size };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** True when a check lets the verify line be shown as derived: it parses, compiles, matches all its evidence, and the tree could be searched. */
export function checkPassed(check: PatternCheck): boolean {
  return check.parses && check.compiles && check.problem === undefined && check.evidenceMatched === check.evidenceTotal;
}

/** One line saying what the check found, for the proposal's Evidence. */
export function describeCheck(check: PatternCheck): string {
  if (!check.parses) return `the verify line does not parse: ${check.problem}`;
  if (!check.compiles) return `ripgrep rejects the pattern: ${check.problem}`;
  const parts: string[] = [];
  if (check.evidenceTotal > 0) {
    parts.push(check.evidenceMatched === check.evidenceTotal
      ? `the pattern matches ${check.evidenceTotal === 1 ? 'the evidence' : check.evidenceTotal === 2 ? 'both pieces of evidence' : `all ${check.evidenceTotal} pieces of evidence`}`
      : `the pattern matches only ${check.evidenceMatched} of ${check.evidenceTotal} pieces of evidence`);
  }
  if (check.problem) parts.push(`the sweep cannot check it: ${check.problem}`);
  else if (check.treeStatus === 'SKIP') parts.push('a manual check (not swept)');
  else if (check.treeMatches !== undefined) {
    const lines = `${check.treeMatches} line${check.treeMatches === 1 ? '' : 's'} match${check.treeMatches === 1 ? 'es' : ''} in the tree today`;
    parts.push(check.treeStatus === 'FAIL' ? `${lines} (the rule fails until ${check.treeMatches === 1 ? 'it changes' : 'they change'})` : lines);
  }
  return parts.join('; ');
}
