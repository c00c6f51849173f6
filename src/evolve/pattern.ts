// Verify lines for proposals, derived from the evidence and checked before anyone sees them.
// A group's pattern searches for the command it says to avoid (`npm`, `sed -i`, `make test` or
// `make tests`, `kubectl` without `--context`), spelled every way the evidence spells it; it must
// match every failed command of the group and every correction that quotes the mistake, and
// none of the replacements the corrections recommend (`gtimeout` is not `timeout`, `sed -i ''`
// is not `sed -i`, `pnpm run lint:ci` is not `pnpm run lint`). Where no such pattern exists the
// plan says why, and the proposal carries `verify: manual — why` instead of inventing one.
// Derived patterns are checked against the evidence in process (they use only syntax ripgrep
// and JavaScript read alike) and swept over the tree in one batch; a pattern a person wrote is
// checked with ripgrep itself (temporary files, an argument vector, no shell).
import { statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FAMILY_NAMES, flagSpellings, parseCommand, runsProgram } from '../learnings/commands.js';
import { remembered } from '../learnings/memo.js';
import type { GrepOptions, RulesDocument } from '../rules/model.js';
import { parseRules } from '../rules/parse.js';
import { parseVerify } from '../rules/verify.js';
import { sweepRules } from '../sweep/engine.js';
import { runRipgrep } from '../sweep/ripgrep.js';
import type { LessonGroup } from './group.js';
import { distinctTerms, effectiveFamily, type LessonFeatures, type Term } from './lesson.js';
import type { PatternCheck } from './model.js';

/** A verify line proposed for a rule, with what it was derived from. */
export interface DerivedVerify {
  verify: string;
  pattern: string;
  /** The avoided command as people read it: `pip install`, `sed -i`, `make test` or `make tests`. */
  term: string;
  from: 'correction' | 'command' | 'missing-flag' | 'rule';
  /** For a missing flag: the command that must carry it (`docker run`). */
  head?: string;
}

export interface PatternPlan {
  candidates: DerivedVerify[];
  /** The avoided command as people read it, when the group names one (even if no pattern works). */
  avoided?: string;
  /** …a command with a subcommand or target (`make test`), not a tool (`npm`). */
  avoidedIsCommand?: boolean;
  /** Texts the pattern must match: each failed command, and each correction that quotes the mistake. */
  evidence: string[];
  /** Texts it must not match: the replacements the corrections recommend. */
  replacements: string[];
  /** Why no pattern can be derived, when none can. */
  manualReason?: string;
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
/** Before a command: the start of a line or anything that cannot be part of its name (`gsed`, `.venv/bin/x`). */
const START = '(?:^|[^\\w/.-])';
/** After a command or argument: nothing that would continue it (`npm-run-all`, `lint:ci`, `python3`). */
const END = '(?:[^\\w:-]|$)';
/** Between a command and its flag: the same simple command. */
const SAME_COMMAND = '[^\\n|;&]{0,80}?\\s';
/** Shortest avoided command worth searching for: `-` or `x` would match everything. */
const MIN_TERM_LETTERS = 2;
/** Commands too common to forbid outright: a rule needs their flag or subcommand to mean anything. */
const TOO_COMMON = new Set(['cat', 'echo', 'cd', 'ls', 'cp', 'mv', 'mkdir', 'rm', 'head', 'tail', 'sort', 'grep', 'sed', 'awk', 'find', 'date', 'test', 'true', 'false', 'printf', 'sh', 'bash', 'zsh', 'exit', 'export', 'source', 'set', 'git', 'env', 'exec', 'eval', 'make', 'cut', 'tr', 'wc', 'xargs', 'touch', 'chmod']);

/**
 * `Grep("PATTERN", path=".") -> 0 matches` (or `path=["a/", "b/"]` for several scopes), quoting
 * the pattern so the rules grammar reads it back unchanged.
 */
export function grepVerify(pattern: string, scope: string | readonly string[] = DEFAULT_SCOPE): string {
  const scopes = typeof scope === 'string' ? [scope] : scope.length > 0 ? scope : [DEFAULT_SCOPE];
  const where = scopes.length === 1 ? `"${scopes[0]}"` : `[${scopes.map((each) => `"${each}"`).join(', ')}]`;
  return `Grep("${pattern.replace(/"/g, '\\"')}", path=${where}) -> 0 matches`;
}

/** `manual — why`: a verify line that says no machine check could be derived. */
export function manualVerify(reason: string): string {
  return `manual — ${reason.replace(/[\r\n]+/g, ' ')}`;
}

export function isManualVerify(verify: string | undefined): boolean {
  return verify !== undefined && /^manual\b/i.test(verify.trim());
}

function escape(text: string): string {
  return text.replace(REGEX_SPECIALS, '\\$&');
}

/** A phrase of words as a pattern: any run of spaces between them. */
function phrase(words: readonly string[]): string {
  return words.map(escape).join('\\s+');
}

/**
 * Regexes for an avoided term given as words, most specific first (for ADD-VERIFY, from a rule's
 * own words): the words as a command, not part of a longer name.
 */
export function termPatterns(words: readonly string[]): string[] {
  if (words.length === 0) return [];
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const simple = `${/^\w/.test(first) ? '\\b' : ''}${words.map(escape).join(' ')}${/\w$/.test(last) ? '\\b' : ''}`;
  const guarded = `${/^\w/.test(first) ? START : ''}${phrase(words)}${/\w$/.test(last) ? END : ''}`;
  return [...new Set([simple, guarded])];
}

// ---------------------------------------------------------------------------------------------
// Planning a group's pattern

/** The candidate patterns of a group, what they must match and must not, or why there are none. */
export function planPatterns(group: Pick<LessonGroup, 'members' | 'avoid' | 'prefer'>): PatternPlan {
  return planFor(group.members);
}

function planFor(members: readonly LessonFeatures[]): PatternPlan {
  const failures = members.filter((member) => member.failure);
  const allTools = members.flatMap((member) => member.avoid).filter((term) => term.program !== undefined);
  const tools = distinctTerms(allTools);
  const preferred = distinctTerms(members.flatMap((member) => member.prefer).filter((term) => term.code));
  const replacements = replacementTexts(preferred, failures);
  const family = dominantFamily(allTools);
  const avoided = family === undefined ? [] : tools.filter((term) => effectiveFamily(term) === family && !FAMILY_NAMES.has(term.program!));
  const flags = avoided.length > 0 ? requiredFlags(avoided, failures) : [];
  // A failure the command was not to blame for, without the flag the corrections forbid (a commit
  // a pre-commit hook stopped, before "NO --no-verify"), is what led to the mistake, not the mistake.
  const shown = flags.length === 0 ? failures : failures.filter((member) => !notToBlame(member) || passesEvery(member.failure!.command, flags.map((flag) => flag.flag)));
  const evidence = [
    ...shown.map((member) => member.failure!.command),
    ...members.filter((member) => !member.failure && quotesMistake(member, avoided, flags.map((flag) => flag.flag))).map((member) => member.correction ?? ''),
  ];
  const candidates: DerivedVerify[] = [];
  if (avoided.length > 0) {
    const heads = headPhrases(avoided);
    const term = describeAvoided(heads, flags, avoided, members);
    if (letters(term) < MIN_TERM_LETTERS) {
      return { candidates: [], evidence, replacements, avoided: term, manualReason: `the only command the evidence names, \`${term}\`, is too short to search for without matching everything` };
    }
    if (flags.length === 0 && heads.every((words) => words.length === 1 && TOO_COMMON.has(words[0]!)) && avoided.every((term) => !term.sub)) {
      return { candidates: [], evidence, replacements, manualReason: `\`${term}\` alone is too common a command to forbid, and the evidence names nothing more specific (a flag, a subcommand)` };
    }
    const from = members.some((member) => !member.failure && member.avoid.length > 0) ? 'correction' : 'command';
    const runner = runnerExclusions(avoided, preferred, ' ');
    const exclusions = continuationsToExclude(avoided, flags.map((flag) => flag.flag), preferred);
    const headAlternatives = heads.map((words) => words.map(escape).join(' '));
    const plainHead = headAlternatives.length === 1 ? headAlternatives[0]! : `(?:${headAlternatives.join('|')})`;
    const startsWord = heads.every((words) => /^\w/.test(words[0]!));
    const plainStart = startsWord ? '\\b' : '';
    // Simplest first, so a person can read what they approve: the command as written, then its
    // flag anywhere in the command in any spelling, then guards against longer names.
    const ladder: string[] = [];
    if (flags.length === 0) {
      ladder.push(`${runner}${plainStart}${plainHead}${/\w$/.test(headAlternatives[headAlternatives.length - 1]!) ? '\\b' : ''}${exclusions}`);
    } else {
      const written = flags.map((flag) => writtenFlag(flag, members));
      const lastWritten = written[written.length - 1]!;
      const writtenEnd = lastWritten.startsWith('--') ? '(?![\\w-])' : /\w$/.test(lastWritten) ? '\\b' : '';
      ladder.push(`${runner}${plainStart}${plainHead} ${written.map(escape).join(' ')}${writtenEnd}${exclusions}`);
      ladder.push(`${runner}${plainStart}${plainHead}\\b${flags.map((flag) => `[^|;&]*\\s${flagPattern(flag.program, flag.sub, flag.flag, 'simple')}`).join('')}${exclusions}`);
      const shortLetters = flags.map((flag) => flagSpellings(flag.program, flag.sub, flag.flag).find((spelling) => /^-[A-Za-z0-9]$/.test(spelling))?.slice(1));
      if (flags.length === 2 && shortLetters.every(Boolean)) {
        // `-rf` carries both: one cluster, either order.
        const [a, b] = shortLetters.map((letter) => escape(letter!));
        ladder.push(`${runner}${plainStart}${plainHead}\\b[^|;&]*\\s-[A-Za-z0-9]*(?:${a}[A-Za-z0-9]*${b}|${b}[A-Za-z0-9]*${a})${exclusions}`);
      }
    }
    const guardedHead = `${runnerExclusions(avoided, preferred, '')}${START}(?:${heads.map((words) => phrase(words)).join('|')})`;
    const flagPart = flags.map((flag) => `${SAME_COMMAND}${flagPattern(flag.program, flag.sub, flag.flag, 'strict')}`).join('');
    ladder.push(`${simplify(guardedHead)}${flagPart === '' ? END : flagPart}${exclusions}`);
    for (const pattern of new Set(ladder)) candidates.push({ verify: grepVerify(pattern), pattern, term, from });
  }
  const missing = missingFlag(members, failures);
  if (missing) candidates.push(missing);
  const avoidedText = candidates.find((candidate) => candidate.from !== 'missing-flag')?.term;
  const avoidedIsCommand = avoided.length > 0 && headPhrases(avoided).some((words) => words.length > 1);
  if (candidates.length > 0) return { candidates, evidence, replacements, ...(avoidedText ? { avoided: avoidedText, avoidedIsCommand } : {}) };
  return { candidates, evidence, replacements, manualReason: noPatternReason(members, preferred) };
}

/** The family most of the avoided tools belong to. */
function dominantFamily(tools: readonly Term[]): string | undefined {
  const counts = new Map<string, number>();
  for (const term of tools) {
    const family = effectiveFamily(term);
    if (family) counts.set(family, (counts.get(family) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/**
 * A correction that writes the mistake out as the command it is (`no npm.`, "`git push -f`"),
 * flags and all, rather than in prose ("never force push", "no -P on mac grep"): the pattern
 * must match it too.
 */
function quotesMistake(member: LessonFeatures, avoided: readonly Term[], flags: readonly string[]): boolean {
  return member.avoid.some((term) => term.verbatim && term.program !== undefined && !FAMILY_NAMES.has(term.program)
    && avoided.some((other) => other.family === term.family && other.program === term.program)
    && flags.every((flag) => term.flags.includes(flag)));
}

/** The avoided heads as word lists: `npm`; `make test`, `make tests`; `pnpm run lint`, `pnpm lint`. */
function headPhrases(avoided: readonly Term[]): string[][] {
  const programs = [...new Set(avoided.map((term) => `${term.dir ?? ''}${term.program}`))];
  const everyHasSub = avoided.every((term) => term.sub !== undefined);
  if (!everyHasSub) return programs.map((program) => [program]);
  const phrases = new Map<string, string[]>();
  for (const term of avoided) {
    const words = [`${term.dir ?? ''}${term.program}`, term.sub!, ...term.args.filter((arg) => !arg.startsWith('-') && /^[\w:.@/-]+$/.test(arg)).slice(0, 1)];
    phrases.set(words.join(' '), words);
  }
  // `docker compose` written by a person and `docker compose up` from a command: the shorter covers both.
  const list = [...phrases.values()].sort((a, b) => a.length - b.length);
  return list.filter((words, index) => !list.slice(0, index).some((shorter) => shorter.every((word, i) => words[i] === word)));
}

/** A failure no class explains and the command is not blamed for (a hook, a test, the network). */
function notToBlame(member: LessonFeatures): boolean {
  return !member.failure!.blamesCommand && member.failure!.failureClass === 'other';
}

/** The command passes every one of the flags. */
function passesEvery(command: string, flags: readonly string[]): boolean {
  const invocations = parseCommand(command);
  return flags.every((flag) => invocations.some((invocation) => invocation.flags.includes(flag)));
}

interface RequiredFlag {
  program: string;
  sub?: string;
  flag: string;
}

/**
 * The flags the lesson is about: those every avoided term names; else those every correction
 * names, when every failed command has them too (`git push --force` failed, "no `git push -f`").
 */
function requiredFlags(avoided: readonly Term[], failures: readonly LessonFeatures[]): RequiredFlag[] {
  const common = (terms: readonly Term[]) => terms.length === 0 ? [] : terms[0]!.flags.filter((flag) => terms.every((term) => term.flags.includes(flag)));
  let flags = common(avoided);
  if (flags.length === 0) {
    const said = common(avoided.filter((term) => term.flags.length > 0));
    // Failures the command was not to blame for need not have them (see planFor).
    const everyFailureHasThem = failures.every((member) => notToBlame(member) || passesEvery(member.failure!.command, said));
    const everyTermAgrees = avoided.every((term) => term.flags.length === 0 || said.every((flag) => term.flags.includes(flag)));
    if (said.length > 0 && everyFailureHasThem && everyTermAgrees && failures.length + avoided.filter((term) => term.flags.length > 0).length >= 1) flags = said;
  }
  const owner = avoided[0]!;
  return flags.map((flag) => ({ program: owner.program!, ...(owner.sub ? { sub: owner.sub } : {}), flag }));
}

/**
 * A flag in every spelling: `-i` also inside `-Ei`, `--in-place`, `find`'s `-printf` as itself.
 * `simple` ends at a word boundary; `strict` also refuses a longer flag (`--force-with-lease`).
 */
function flagPattern(program: string, sub: string | undefined, flag: string, style: 'simple' | 'strict'): string {
  const spellings = flagSpellings(program, sub, flag).map((spelling) => {
    const short = /^-[A-Za-z0-9]$/.test(spelling);
    if (style === 'strict') return short ? `-[A-Za-z0-9]*${escape(spelling.slice(1))}[A-Za-z0-9]*` : escape(spelling);
    // A long flag must not run on into a longer one (`--force` is not `--force-with-lease`); a short one may carry its value (`-w0`).
    return short ? `-[A-Za-z0-9]*${escape(spelling.slice(1))}` : `${escape(spelling)}(?![\\w-])`;
  });
  const alternatives = spellings.length === 1 ? spellings[0]! : `(?:${spellings.join('|')})`;
  return style === 'strict' ? `${alternatives}(?:[^\\w-]|$)` : alternatives;
}

/** `pnpm exec tsc` is the replacement of a bare `tsc`: the pattern skips the tool when a runner runs it. */
function runnerExclusions(avoided: readonly Term[], preferred: readonly Term[], space: string): string {
  const runners = new Set<string>();
  for (const prefer of preferred) {
    const runs = prefer.program && runsProgram(prefer.program, prefer.sub) ? prefer.args[0] : undefined;
    if (runs && avoided.some((term) => term.program === runs)) runners.add(prefer.sub!);
    if (prefer.program && /^(?:npx|bunx|pnpx|uvx)$/.test(prefer.program) && avoided.some((term) => term.program === prefer.args[0])) runners.add(prefer.program);
  }
  return [...runners].map((runner) => `(?<!${escape(runner)}${space})`).join('');
}

/**
 * Replacements that start like the mistake and add to it (`sed -i ''` beside `sed -i`): the
 * pattern refuses what they add right after it.
 */
function continuationsToExclude(avoided: readonly Term[], flags: readonly string[], preferred: readonly Term[]): string {
  const extra = new Set<string>();
  for (const prefer of preferred) {
    const same = avoided.some((term) => term.program === prefer.program && (term.sub ?? '') === (prefer.sub ?? '') && flags.every((flag) => prefer.flags.includes(flag)))
      && prefer.flags.length === flags.length;
    if (!same || prefer.args.length === 0) continue;
    extra.add(prefer.args.map((arg) => escape(arg === '' ? "''" : arg)).join('\\s+'));
  }
  if (extra.size === 0) return '';
  return extra.size === 1 ? `(?!\\s*${[...extra][0]})` : `(?!\\s*(?:${[...extra].join('|')}))`;
}

/**
 * "Always pass `--context kind-local` to `kubectl`": the failed commands lack a flag the
 * corrections say to add, so the pattern finds the command without it.
 */
function missingFlag(members: readonly LessonFeatures[], failures: readonly LessonFeatures[]): DerivedVerify | undefined {
  if (failures.length === 0) return undefined;
  // What a person wrote with its program first ("always helm --kube-context staging"), then flags tied to a failure.
  const prefers = distinctTerms(members.flatMap((member) => member.prefer)).filter((term) => term.program !== undefined && term.flags.length > 0)
    .sort((a, b) => Number(b.verbatim) - Number(a.verbatim));
  const invocations = failures.map((member) => member.failure!.invocation).filter((invocation) => invocation !== undefined);
  if (invocations.length !== failures.length) return undefined;
  for (const prefer of prefers) {
    if (!invocations.every((invocation) => invocation!.program === prefer.program && (prefer.sub === undefined || invocation!.sub === prefer.sub))) continue;
    const missing = prefer.flags.filter((flag) => invocations.every((invocation) => !invocation!.flags.includes(flag)));
    if (missing.length === 0) continue;
    const sub = prefer.sub ?? (prefer.verbatim ? undefined : invocations[0]!.sub);
    const head = [prefer.program!, ...(sub && invocations.every((invocation) => invocation!.sub === sub) ? [sub] : [])];
    const spellings = missing.flatMap((flag) => flagSpellings(prefer.program!, prefer.sub, flag)).map(escape);
    const pattern = `\\b${head.map(escape).join(' ')}\\b(?!.*${spellings.length === 1 ? spellings[0] : `(?:${spellings.join('|')})`})`;
    return { verify: grepVerify(pattern), pattern, term: `${head.join(' ')} without ${missing.join(' ')}`, from: 'missing-flag', head: head.join(' ') };
  }
  return undefined;
}

/** What a person would write for the avoided command: `npm`, `sed -i`, `make test` or `make tests`. */
function describeAvoided(heads: readonly string[][], flags: readonly RequiredFlag[], avoided: readonly Term[], members: readonly LessonFeatures[]): string {
  const flagText = writtenFlags(flags, members);
  // `pip` and `pip3`: people name the tool; the pattern still finds both.
  const plain = heads.every((words) => words.length === 1) && avoided.some((term) => term.program === term.family && !term.dir)
    && avoided.every((term) => term.program!.startsWith(term.family!));
  const headTexts = plain ? [avoided.find((term) => term.program === term.family && !term.dir)!.program!] : heads.map((words) => words.join(' '));
  return [headTexts.length > 2 ? `${headTexts.slice(0, -1).join(', ')} or ${headTexts[headTexts.length - 1]}` : headTexts.join(' or '), flagText].filter(Boolean).join(' ') || avoided[0]!.text;
}

/** The flags as the evidence writes them: `-rf` when it writes `-r` and `-f` together. */
function writtenFlags(flags: readonly RequiredFlag[], members: readonly LessonFeatures[]): string {
  const written = flags.map((flag) => writtenFlag(flag, members));
  if (written.length < 2 || !written.every((spelling) => /^-[A-Za-z0-9]$/.test(spelling))) return written.join(' ');
  const letters = written.map((spelling) => spelling[1]!);
  const clusters = new Map<string, number>();
  for (const member of members) {
    for (const word of `${member.failure?.command ?? ''} ${member.correction ?? ''}`.match(/(?<![\w-])-[A-Za-z0-9]{2,4}\b/g) ?? []) {
      if (letters.every((letter) => word.includes(letter))) clusters.set(word, (clusters.get(word) ?? 0) + 1);
    }
  }
  const best = [...clusters].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : written.join(' ');
}

/** The spelling of a flag the evidence uses most: `-i` rather than `--in-place`. */
export function writtenFlag(flag: RequiredFlag, members: readonly LessonFeatures[]): string {
  const spellings = flagSpellings(flag.program, flag.sub, flag.flag);
  const texts = members.map((member) => `${member.failure?.command ?? ''} ${member.correction ?? ''}`);
  const counted = spellings.map((spelling) => ({
    spelling,
    count: texts.filter((text) => new RegExp(`(?:^|\\s|\`)${/^-[A-Za-z0-9]$/.test(spelling) ? `-[A-Za-z0-9]*${escape(spelling.slice(1))}[A-Za-z0-9]*` : escape(spelling)}(?:[^\\w-]|$)`).test(text)).length,
  }));
  counted.sort((a, b) => b.count - a.count);
  return counted[0] && counted[0].count > 0 ? counted[0].spelling : spellings[spellings.length - 1]!;
}

/** Commands that the corrections recommend, written out, for the pattern to leave alone. */
function replacementTexts(preferred: readonly Term[], failures: readonly LessonFeatures[]): string[] {
  const texts = new Set<string>();
  for (const term of preferred) {
    if (term.program !== undefined) {
      texts.add(term.verbatim ? term.text.replace(/`/g, '') : commandText(term));
      // A flag said alone and tied to a failure (`--platform linux/amd64`): with the failed command's subcommand too.
      if (!term.verbatim && term.sub === undefined && term.flags.length > 0) {
        for (const member of failures) {
          const invocation = member.failure!.invocation;
          if (invocation?.program === term.program && invocation.sub) texts.add(commandText({ ...term, sub: invocation.sub }));
        }
      }
      continue;
    }
    // A bare word ("lint:ci", "check") replaces the failed target or subcommand.
    const word = term.args[0];
    if (!word || term.flags.length > 0) continue;
    for (const member of failures) {
      const invocation = member.failure!.invocation;
      if (!invocation?.sub) continue;
      const runner = /^(?:run|run-script|exec)$/.test(invocation.sub);
      texts.add(runner ? `${invocation.program} ${invocation.sub} ${word}` : `${invocation.program} ${word}`);
    }
  }
  return [...texts];
}

/** A term written out as a command: `helm --kube-context staging`. */
function commandText(term: Term): string {
  const flags = term.flags.map((flag) => flagSpellings(term.program!, term.sub, flag).find((spelling) => spelling.startsWith('--')) ?? flag);
  return [`${term.dir ?? ''}${term.program}`, term.sub, ...flags, ...term.args].filter(Boolean).join(' ');
}

function noPatternReason(members: readonly LessonFeatures[], preferred: readonly Term[]): string {
  const said = preferred[0]?.text;
  if (said) return `the evidence names what to use (\`${said}\`) but no command that shows the mistake, so nothing can be searched for`;
  if (members.some((member) => member.failure)) return 'the failures are not about a command that could be searched for (the environment, not the command, went wrong)';
  return 'the corrections name no command, flag or file that a pattern could search for';
}

function letters(text: string): number {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

/** `(?:npm)` → `npm`: one alternative needs no group. */
function simplify(head: string): string {
  return head.replace(/\(\?:([^|()]+)\)$/, '$1');
}

// ---------------------------------------------------------------------------------------------
// Checking in process

const WORD = '\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}';

/**
 * Whether JavaScript's ASCII regexes read `text` as ripgrep does: every character beyond ASCII is
 * one that is no word character either way (`→`, `—`, `’`) and none beyond the 16-bit plane (an
 * emoji, which `.` and a class would read as two characters). Remembered: every candidate pattern
 * is tested on the same evidence.
 */
const ASCII_ALIKE = new RegExp(`^(?:[\\x00-\\x7f]|(?![${WORD}])[\\u0080-\\uFFFF])*$`, 'u');
const readsAsAscii = remembered((text: string) => isAscii(text) || ASCII_ALIKE.test(text), 20_000);

/** Plain ASCII, the usual evidence: a loop answers it far faster than the Unicode regex above walks it. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * A derived pattern as a JavaScript regex that matches what ripgrep matches: ripgrep's `\w` is
 * Unicode-aware, so it becomes the same Unicode classes.
 */
export function jsRegex(pattern: string, ignoreCase = false, word = WORD): RegExp | undefined {
  const boundary = `(?:(?<=[${word}])(?![${word}])|(?<![${word}])(?=[${word}]))`;
  const translated = pattern
    .replace(/\[(\^?)\\w/g, `[$1${word}`)
    .replace(/(?<!\[\^?)\\w/g, `[${word}]`)
    .replace(/(?<!\\)\\b/g, boundary);
  try {
    return new RegExp(translated, ignoreCase ? 'mui' : 'mu');
  } catch {
    return undefined;
  }
}

/**
 * A derived pattern as a test of one text, in process, or undefined when JavaScript cannot read it.
 * On ASCII text JavaScript's \w and \b already agree with ripgrep's, and are far faster; the
 * Unicode-aware translation is built only for text that needs it.
 */
export function patternTester(pattern: string, ignoreCase = false): ((text: string) => boolean) | undefined {
  return testers(`${ignoreCase ? 'i' : '-'}${pattern}`);
}

/**
 * Testers by pattern, each remembering its answers: the proposals of one review test the same few
 * candidate patterns on the same evidence many times over.
 */
const testers = remembered((key: string) => {
  const test = compileTester(key.slice(1), key[0] === 'i');
  if (!test) return undefined;
  const answers = new Map<string, boolean>();
  return (text: string) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      if (answers.size >= 2_000) answers.clear();
      answer = test(text);
      answers.set(text, answer);
    }
    return answer;
  };
}, 5_000);

function compileTester(pattern: string, ignoreCase: boolean): ((text: string) => boolean) | undefined {
  let ascii: RegExp | undefined;
  try {
    ascii = new RegExp(pattern, ignoreCase ? 'mi' : 'm');
  } catch {
    ascii = undefined;
  }
  let unicode: RegExp | undefined | null = null;
  const full = () => (unicode === null ? (unicode = jsRegex(pattern, ignoreCase)) : unicode);
  if (!ascii && !full()) return undefined;
  // Without \w, \b, `.` or a case to fold, JavaScript reads any text as ripgrep does.
  const plain = ascii !== undefined && !ignoreCase && !/\\[wWbB]|(?<!\\)\./.test(pattern);
  // The first few texts beyond ASCII are read with a class of their own word characters (see
  // wordCharsOf); not with a case to fold, nor where `\w` meets a `-` (a range, in a class).
  let narrowed = ascii !== undefined && !ignoreCase && !/\\w-(?!\])|-\\w/.test(pattern) ? 0 : NARROWED_PER_PATTERN;
  return (text: string) => {
    if (ascii && (plain || readsAsAscii(text))) return ascii.test(text);
    let regex: RegExp | undefined;
    if (unicode === null && narrowed < NARROWED_PER_PATTERN) {
      narrowed += 1;
      regex = jsRegex(pattern, false, wordCharsOf(text));
    } else {
      regex = full();
    }
    return regex ? regex.test(text) : false;
  };
}

/** Texts of one pattern read with their own word characters before the full class is compiled once. */
const NARROWED_PER_PATTERN = 8;
let wordCharacter: RegExp | undefined;

/**
 * The word characters `text` holds, each as `\u{…}`. A regex only ever tests the text's own
 * characters against a class, so for this text a class of these answers as the full Unicode word
 * class does, and compiles in a fraction of the time (that class, four times in every \b, costs
 * milliseconds a regex).
 */
const wordCharsOf = remembered((text: string) => {
  wordCharacter ??= new RegExp(`^[${WORD}]$`, 'u');
  const seen = new Set<string>();
  let chars = '';
  for (const char of text) {
    if (seen.has(char)) continue;
    seen.add(char);
    if (wordCharacter.test(char)) chars += `\\u{${char.codePointAt(0)!.toString(16)}}`;
  }
  return chars;
}, 20_000);

/** Picks the first candidate that matches all the evidence and none of the replacements. */
export function choosePattern(plan: PatternPlan): { chosen?: DerivedVerify; matched: number; reason?: string } {
  let best = 0;
  let rejected: string | undefined;
  const counts = new Map<string, number>();
  for (const text of plan.evidence) counts.set(text, (counts.get(text) ?? 0) + 1);
  for (const candidate of plan.candidates) {
    const test = patternTester(candidate.pattern);
    if (!test) continue;
    let matched = 0;
    let left = plan.evidence.length;
    for (const [text, count] of counts) {
      if (test(text)) matched += count;
      left -= count;
      // Missed one already, and cannot beat the best count: neither chosen nor reported.
      if (matched + left < best) break;
    }
    const hitsReplacement = plan.replacements.find(test);
    if (matched === plan.evidence.length && !hitsReplacement) return { chosen: candidate, matched };
    best = Math.max(best, matched);
    if (hitsReplacement) rejected = `every pattern derived from the evidence also matches the replacement \`${hitsReplacement}\``;
    else rejected ??= `no pattern derived from the evidence matches all ${plan.evidence.length} learnings that show the mistake`;
  }
  return { matched: best, ...(rejected ?? plan.manualReason ? { reason: rejected ?? plan.manualReason } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Checking against ripgrep and the tree

/** Checks verify lines against evidence and the tree. */
export class PatternChecker {
  constructor(private readonly options: CheckerOptions) {}

  /**
   * The paths a lesson's contexts name (`automation/`, `src/api`) that a verify line can search:
   * inside the project, there today, and quotable; each written as the rules file writes a scope
   * (a folder with its trailing slash), in the order given, each once.
   */
  searchableScopes(paths: readonly string[]): string[] {
    const scopes: string[] = [];
    for (const given of paths) {
      const relative = path.posix.normalize(given.replace(/\\/g, '/')).replace(/\/+$/, '');
      if (relative === '' || relative === '.' || path.posix.isAbsolute(relative) || relative.split('/').includes('..') || /["\s\\*?[\]{}]/.test(relative)) continue;
      let folder: boolean;
      try {
        folder = statSync(path.join(this.options.root, relative)).isDirectory();
      } catch {
        continue;
      }
      const scope = folder ? `${relative}/` : relative;
      if (!scopes.includes(scope)) scopes.push(scope);
    }
    return scopes;
  }

  /** The ripgrep and time limit test lines are confirmed with (see examples.ts). */
  get testRunner(): { rg: string; timeoutMs: number } {
    return { rg: this.options.rg, timeoutMs: this.options.timeoutMs };
  }

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
    const [tree] = await this.sweep(document);
    return { parses: true, compiles: tree!.compiles, evidenceMatched, evidenceTotal, ...tree!.result };
  }

  /**
   * Sweeps many derived rules over the tree in one sweep (their evidence was matched in process
   * already). Each result is what `check` would say of that rule. The document is built from one
   * parsed template rule, so a thousand proposals do not cost a thousand markdown parses.
   */
  async sweepDerived(items: ReadonlyArray<{ ruleText: string; verify: string; evidenceMatched: number; evidenceTotal: number }>): Promise<PatternCheck[]> {
    if (items.length === 0) return [];
    const template = parseRules('---\n\n- derived\n  verify: Grep("x", path=".") -> 0 matches\n', this.options.rulesFile, this.options.rulesFileLabel);
    const rule = template.rules[0]!;
    const line = rule.verify[0]!;
    const document: RulesDocument = {
      ...template,
      rules: items.map((item, index) => ({
        ...rule,
        id: `derived-${index + 1}`,
        text: item.ruleText,
        line: index + 1,
        verify: [{ ...line, raw: item.verify, line: index + 1, check: parseVerify(item.verify).check }],
      })),
    };
    const results = await this.sweep(document);
    return items.map((item, index) => {
      const kind = document.rules[index]!.verify[0]!.check.kind;
      const parses = kind === 'grep' || kind === 'glob';
      return { parses, compiles: parses && results[index]!.compiles, evidenceMatched: item.evidenceMatched, evidenceTotal: item.evidenceTotal, ...results[index]!.result };
    });
  }

  private async sweep(document: RulesDocument): Promise<Array<{ compiles: boolean; result: Pick<PatternCheck, 'treeMatches' | 'treeStatus' | 'problem'> }>> {
    const report = await sweepRules(document, {
      root: this.options.root,
      rg: this.options.rg,
      exclude: this.options.exclude,
      concurrency: 4,
      timeoutMs: this.options.timeoutMs,
      rulesFileLabel: this.options.rulesFileLabel,
    });
    return report.results.map((row) => {
      if (row.status === 'ERROR') return { compiles: !/^ripgrep:/.test(row.reason ?? ''), result: { treeStatus: 'ERROR' as const, problem: row.reason ?? 'the sweep could not check it' } };
      if (row.status === 'SKIP') return { compiles: true, result: { treeStatus: 'SKIP' as const } };
      return { compiles: true, result: { treeStatus: row.status, treeMatches: row.count ?? 0 } };
    });
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
      const run = await runRipgrep(this.options.rg, [...flags, '--engine=auto', `--regexp=${pattern}`, '--', dir], {
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
  if (check.evidenceTotal > 0 && check.treeStatus !== 'SKIP') {
    parts.push(check.evidenceMatched === check.evidenceTotal
      ? `the pattern matches ${check.evidenceTotal === 1 ? 'the evidence' : check.evidenceTotal === 2 ? 'both pieces of evidence' : `all ${check.evidenceTotal} pieces of evidence`}`
      : `the pattern matches only ${check.evidenceMatched} of ${check.evidenceTotal} pieces of evidence`);
  }
  if (check.replacements) parts.push(`and none of the replacements (${check.replacements.map((text) => `\`${text}\``).join(', ')})`);
  if (check.problem) parts.push(`the sweep cannot check it: ${check.problem}`);
  else if (check.treeStatus === 'SKIP') parts.push('a manual check (not swept)');
  else if (check.treeMatches !== undefined) {
    const lines = `${check.treeMatches} line${check.treeMatches === 1 ? '' : 's'} match${check.treeMatches === 1 ? 'es' : ''} in the tree today`;
    parts.push(check.treeStatus === 'FAIL' ? `${lines} (the rule fails until ${check.treeMatches === 1 ? 'it changes' : 'they change'})` : lines);
  }
  return parts.join('; ').replace(/; and none/, ' and none');
}
