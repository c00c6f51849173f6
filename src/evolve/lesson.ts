// What a learning teaches, in a form that can be compared: a failure as its tool, what went wrong
// (the failure class) and the flag it is about; a correction as the commands it says to avoid and
// to use instead, read in any of the languages the correction reader knows; and, for corrections
// that name no command, their meaningful words, folded through the thesaurus. Pure text work.
import { baseBranchOf } from '../learnings/branches.js';
import { categoriesOf, familyOf, familyOfInvocation, fullSub, invocationSub, isKnownProgram as isProgram, isPackageManager, knownSubsOf, passesFlag, runsProgram, runsScriptSub, subsAgree, type Invocation } from '../learnings/commands.js';
import { readCorrection, type CorrectionReading, type Mention } from '../learnings/correction-reading.js';
import { failureSignature, readFailure, refusedSubOf, spokenFailureKeys, type FailureClass, type FailureReading } from '../learnings/failure-class.js';
import { remembered } from '../learnings/memo.js';
import type { Learning } from '../learnings/model.js';
import { saysFirst } from '../learnings/prompt-corrections.js';

/** A command a lesson says to avoid or to use: `git push --force`, `gtimeout`, `--context kind-local`, `lint:ci`. */
export interface Term {
  /** The program exactly as named: `python3`, `docker-compose`, `pytest`. Absent for a bare flag or word. */
  program?: string;
  /** The tool it is a variant of: `python`, `compose`, `pytest`. */
  family?: string;
  dir?: string;
  sub?: string;
  flags: string[];
  /** Flag values, what a runner runs, or a bare word's text. */
  args: string[];
  /** Named as code (so a pattern can be derived from it), not only as a plain word. */
  code: boolean;
  /** Written in the learning's own text as the command it is, in one piece: what a pattern must then match. */
  verbatim: boolean;
  /** Its subcommand is a make target or package script that did not exist: any two of one program are one mistake. */
  target?: boolean;
  /** As written, for the rule text. */
  text: string;
}

export interface LessonFeatures {
  learning: Learning;
  /** For a failure: its reading and signature. */
  failure?: FailureReading & { signature: string; command: string };
  /** For a correction: how it reads. */
  reading?: CorrectionReading;
  /** The correction people gave (latest), if any. */
  correction?: string;
  avoid: Term[];
  prefer: Term[];
  neutral: Term[];
  /** A low-weight candidate the hook was unsure of: supports a lesson, never counts toward "twice". */
  candidate: boolean;
  /** Who recorded a correction: the hook from a prompt, or the agent itself (`learn capture --correction`). */
  source?: 'hook' | 'agent';
  /** Where a failure ran, when its output or folder says (`/Users/…`, zsh's `(eval):1:`, GNU's `-e expression`). */
  platform?: 'macos' | 'linux';
  /** Meaningful words of a correction that names no command, synonyms folded: for paraphrases. */
  words: Set<string>;
  /** For a correction that names no command: the meaningful words of what it says not to do ("hardcode API keys"). */
  avoidWords?: Set<string>;
  /** For a correction: every name it writes (`main`, `develop`, `laravel`), to meet a failure that misses one. */
  names?: Set<string>;
  /** Mistakes no tool explains that a correction names in words ("CRLF again"): keys of failures. */
  spokenFailures?: string[];
  /** A correction that says to do something first ("make proto first, then build"): what it recommends is a step. */
  step?: boolean;
  /** The branch a correction says work starts from and PRs go to ("PRs target develop, main is release-only"). */
  baseBranch?: string;
}

export interface FeatureOptions {
  canonical?: (word: string) => string;
  /** Programs seen failing in the store: they count as tools in corrections even when they are ordinary words. */
  programs?: ReadonlySet<string>;
}

export function lessonFeatures(learning: Learning, options: FeatureOptions = {}): LessonFeatures {
  const candidate = learning.tags.includes('candidate');
  const correction = learning.latestCorrection ?? learning.correction ?? (learning.kind === 'correction' ? learning.context : undefined);
  if (learning.kind === 'failure' && learning.command) {
    const failure = readFailure(learning.command, learning.error);
    const signature = failureSignature(failure) ?? `?|${learning.command.trim().toLowerCase().slice(0, 80)}`;
    // A name that is not there (`origin/main`, `--base main`) is the mistake, not the command it was given to.
    const avoid = failure.invocation && (failure.blamesCommand || (failure.failureClass === 'other' && failure.missing === undefined)) ? [failedTerm(failure.invocation, failure)] : [];
    // A failure someone corrected afterwards (`learn correct`) carries that correction's terms too.
    const corrected = correction ? readCorrection(correction, options.programs) : undefined;
    const terms = corrected ? termsOf(corrected) : { avoid: [], prefer: [], neutral: [] };
    const platform = platformOf(learning);
    // Built a property at a time, in the order a spread would give: a literal that spreads and then
    // adds properties costs V8 a runtime call per property, and every learning is read here.
    const feature = { learning, candidate, failure: Object.assign({}, failure, { signature, command: learning.command }) } as LessonFeatures;
    if (platform) feature.platform = platform;
    if (correction) feature.correction = correction;
    feature.avoid = [...avoid, ...terms.avoid];
    feature.prefer = terms.prefer;
    feature.neutral = terms.neutral;
    feature.words = new Set();
    return feature;
  }
  const text = [...new Set([...learning.corrections.map((entry) => entry.text), learning.correction, correction].filter((part): part is string => Boolean(part)))].join('\n');
  const reading = readCorrection(text, options.programs);
  const terms = termsOf(reading);
  // An agent records what was wrong, then what is right: the command it names last, as code, is the
  // right one when nothing in its words said so ("PRs in this repo start as drafts: `gh pr create --draft`").
  if (!learning.tags.includes('prompt') && learning.kind === 'correction' && terms.prefer.length === 0) {
    const last = reading.mentions.at(-1);
    if (last && last.role === 'neutral' && last.verbatim && last.program !== undefined) {
      const lastKey = termKey(termOfMention(last));
      const term = terms.neutral.find((each) => termKey(each) === lastKey);
      if (term && !terms.avoid.some((avoid) => termKey(avoid) === termKey(term))) {
        terms.neutral = terms.neutral.filter((each) => each !== term);
        terms.prefer = [term];
      }
    }
  }
  // Tools it only mentions ("after upgrading postgres extensions") give it nothing to compare by: its words do.
  const hasTerms = terms.avoid.length + terms.prefer.length > 0;
  const avoidWords = hasTerms ? undefined : proseAvoided(correction ?? '', options.canonical);
  // A property at a time, in the order a spread would give (see above).
  const feature = { learning, candidate, reading } as LessonFeatures;
  if (correction) feature.correction = correction;
  feature.avoid = terms.avoid;
  feature.prefer = terms.prefer;
  feature.neutral = terms.neutral;
  feature.source = learning.tags.includes('prompt') ? 'hook' : 'agent';
  feature.words = hasTerms ? new Set() : contentWords(correction ?? '', options.canonical);
  feature.names = namesIn(text);
  if (avoidWords && avoidWords.size >= 2) feature.avoidWords = avoidWords;
  const spokenFailures = spokenFailureKeys(text);
  if (spokenFailures.length > 0) feature.spokenFailures = spokenFailures;
  if (saysFirst(text)) feature.step = true;
  const branch = baseBranchOf(text);
  if (branch) feature.baseBranch = branch;
  return feature;
}

/** What a prose correction says not to do: "never hardcode API keys in scripts" → hardcode, api, key. */
function proseAvoided(text: string, canonical?: (word: string) => string): Set<string> | undefined {
  const match = /\b(?:don'?t|do not|never|avoid|stop|no longer|must not|mustn'?t|should not|shouldn'?t)\s+(?:use\s+|using\s+)?([^.,;:!?\n]{3,80})/i.exec(text);
  if (!match) return undefined;
  const words: string[] = [];
  for (const word of match[1]!.trim().split(/\s+/)) {
    if (PROSE_END.has(word.toLowerCase())) break;
    words.push(word);
    if (words.length >= 4) break;
  }
  return contentWords(words.join(' '), canonical);
}

/** Words after which the thing a prose correction avoids has ended: "hardcode API keys *in* scripts". */
const PROSE_END = new Set(['in', 'on', 'to', 'for', 'when', 'because', 'unless', 'if', 'at', 'from', 'into', 'before', 'after', 'while', 'anywhere', 'here', 'there', 'again', 'ever', 'anymore']);

/** Everything a learning recorded, as one text: what a person's pattern for it must match. */
export function learningEvidence(learning: Learning): string {
  const parts = [learning.command, learning.error, learning.correction, ...learning.corrections.map((entry) => entry.text), learning.context]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return [...new Set(parts)].join('\n');
}

function platformOf(learning: Learning): 'macos' | 'linux' | undefined {
  const error = learning.error ?? '';
  if (/^\/Users\//.test(learning.cwd ?? '') || /\(eval\):\d|^zsh:|illegal option --|unknown primary or operator|\/opt\/homebrew|\.docker\/run/m.test(error)) return 'macos';
  if (/^\/(?:home|root|workspace)\b/.test(learning.cwd ?? '') || /\/bin\/bash: line|-e expression #|^\/bin\/sh: /m.test(error)) return 'linux';
  return undefined;
}

const termsByReading = new WeakMap<CorrectionReading, { avoid: Term[]; prefer: Term[]; neutral: Term[] }>();

/** The terms of a reading; remembered with it, since a store repeats its corrections (callers never change them). */
function termsOf(reading: CorrectionReading): { avoid: Term[]; prefer: Term[]; neutral: Term[] } {
  const known = termsByReading.get(reading);
  if (known) return { avoid: [...known.avoid], prefer: [...known.prefer], neutral: [...known.neutral] };
  const out = { avoid: [] as Term[], prefer: [] as Term[], neutral: [] as Term[] };
  const seen = new Set<string>();
  for (const mention of reading.mentions) {
    const term = termOfMention(mention);
    const key = `${mention.role}|${termKey(term)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out[mention.role].push(term);
  }
  termsByReading.set(reading, out);
  return { avoid: [...out.avoid], prefer: [...out.prefer], neutral: [...out.neutral] };
}

export function termOfMention(mention: Mention): Term {
  return {
    ...(mention.program ? { program: mention.program, family: familyOfInvocation({ program: mention.program, ...(mention.sub ? { sub: mention.sub } : {}) }) } : {}),
    ...(mention.dir ? { dir: mention.dir } : {}),
    ...(mention.sub ? { sub: mention.program ? mentionSub(mention.program, mention.sub, mention.args) : mention.sub } : {}),
    flags: mention.flags,
    args: mention.args,
    code: mention.code,
    verbatim: mention.verbatim,
    text: mention.text,
  };
}

/**
 * A named command's subcommand with its nested one (`group delete`), or with the script or task it
 * runs (`run check` of `bun run check`, `task seed` of `deno task seed`): `bun run check` is not
 * `bun run cf-typegen`.
 */
function mentionSub(program: string, sub: string, args: readonly string[]): string {
  const script = args[0];
  if (runsScriptSub(program, sub) && script !== undefined && /^[a-z][a-z0-9:-]*$/.test(script)) return `${sub} ${script}`;
  return fullSub(program, sub, args)!;
}

/** What a failure says not to do: the tool it lacked, the flag it choked on, the target it did not have. */
function failedTerm(invocation: Invocation, failure: FailureReading): Term {
  const family = failure.failureClass === 'not-found' ? familyOf(invocation.program) : familyOfInvocation(invocation);
  const flags = failure.flag ? [failure.flag] : failure.failureClass === 'hang' ? invocation.flags.filter((flag) => /follow|watch|-f$/.test(flag)) : [];
  // A missing tool is the whole tool; a missing target or subcommand is that target (`pnpm run lint`).
  const sub = failure.failureClass === 'not-found' ? undefined : refusedSubOf(failure) ?? (failure.failureClass === 'no-such-target' ? invocation.args.find((arg) => !arg.startsWith('-')) : undefined);
  const keepSub = sub !== undefined && (family === 'compose' || failure.failureClass !== 'invalid-option');
  const nested = keepSub && sub === invocation.sub ? invocationSub(invocation) : sub;
  const target = failure.failureClass === 'no-such-target' && invocation.sub && /^(?:run|run-script)$/.test(invocation.sub)
    ? invocation.args.find((arg) => !arg.startsWith('-') && arg !== invocation.sub)
    : undefined;
  const head = [invocation.program, keepSub ? nested : undefined, target].filter(Boolean).join(' ');
  const text = [head, ...flags].join(' ');
  return {
    program: invocation.program,
    family,
    ...(invocation.dir ? { dir: invocation.dir } : {}),
    ...(keepSub ? { sub: nested } : {}),
    flags,
    args: target ? [target] : [],
    code: true,
    verbatim: false,
    ...(failure.failureClass === 'no-such-target' ? { target: true } : {}),
    text,
  };
}

/** Each term once, in the order first seen: a lesson taught 500 times names a handful of commands. */
export function distinctTerms(terms: readonly Term[]): Term[] {
  const seen = new Map<string, Term>();
  for (const term of terms) {
    const key = `${termKey(term)}|${term.text}|${term.verbatim ? 1 : 0}|${term.code ? 1 : 0}`;
    if (!seen.has(key)) seen.set(key, term);
  }
  return [...seen.values()];
}

const keys = new WeakMap<Term, string>();

/** A stable key of a term, for sets and indexes (remembered: terms are compared many times). */
export function termKey(term: Term): string {
  let key = keys.get(term);
  if (key === undefined) {
    key = `${term.program ?? ''}|${term.sub ?? ''}|${[...term.flags].sort().join(',')}|${term.args.join(',')}`;
    keys.set(term, key);
  }
  return key;
}

/** The program a term really runs: `tsc` for `pnpm exec tsc`. */
export function effectiveProgram(term: Term): string | undefined {
  if (term.program && runsProgram(term.program, term.sub) && term.args[0] && /^[a-z][\w.-]*$/.test(term.args[0])) return term.args[0];
  return term.program;
}

export function effectiveFamily(term: Term): string | undefined {
  const program = effectiveProgram(term);
  if (program === undefined) return undefined;
  return program === term.program ? term.family ?? familyOf(program) : familyOf(program);
}

/** Two terms name the same thing to avoid: one tool, subcommands that agree, and flags one of which holds the other's. */
export function sameAvoided(a: Term, b: Term): boolean {
  if (a.program === undefined || b.program === undefined) return flagOrWordOverlap(a, b);
  if (effectiveFamily(a) !== effectiveFamily(b)) return false;
  if (a.target && b.target && a.program === b.program) return true;
  if (!subsAgree(a.sub, b.sub)) return false;
  if (a.sub === undefined && b.sub === undefined && !firstWordsAgree(a.args, b.args)) return false;
  // One is about a flag, the other about a subcommand (`cargo --deny`, `cargo fmt`): two things.
  if ((a.sub === undefined) !== (b.sub === undefined)) {
    const [withSub, without] = a.sub === undefined ? [b, a] : [a, b];
    if (without.flags.length > 0 && withSub.flags.length === 0) return false;
  }
  return subset(a.flags, b.flags) || subset(b.flags, a.flags);
}

/** Two recommended terms agree: the same tool (flag values aside), or bare flags or words in common. */
export function samePreferred(a: Term, b: Term): boolean {
  if (a.program === undefined || b.program === undefined) return flagOrWordOverlap(a, b);
  // A runner named alone ("uv run, always") recommends running through it, whatever it runs (`uv run python …`).
  if (runnerAlone(a, b) || runnerAlone(b, a)) return true;
  if (effectiveFamily(a) !== effectiveFamily(b) && effectiveProgram(a) !== effectiveProgram(b)) return false;
  if (!subsAgree(a.sub, b.sub) && !isRunner(a) && !isRunner(b)) return false;
  // What two runners run, told with its own subcommands: `npx cdktf get` is not `npx cdktf diff`.
  const ranA = ranSub(a);
  const ranB = ranSub(b);
  if (ranA !== undefined && ranB !== undefined && ranA !== ranB) return false;
  // A version to run at and the tool itself ("python 3.12" is not "use uv"; `uv sync --python 3.12` is not `uv`).
  if (namesVersion(a) !== namesVersion(b)) return false;
  // Two versions to run at are one only when one is the other or a release of it (`22`, `22.11`).
  if (namesVersion(a) && !versionsAgree(a, b)) return false;
  // A subcommand to use and a flag to pass (`pnpm dev`, `pnpm -C web`): two things.
  if ((a.sub === undefined) !== (b.sub === undefined) && a.program === b.program) {
    const [withSub, without] = a.sub === undefined ? [b, a] : [a, b];
    if (without.flags.length > 0 && withSub.flags.length === 0) return false;
  }
  if (a.flags.length > 0 && b.flags.length > 0 && !a.flags.some((flag) => b.flags.includes(flag))) return false;
  // "always pass --args=… to ./gradlew bootRun" is another lesson than "use ./gradlew"; "pass --probe
  // 1366:1051" to cargo is another than which cargo to run (`/usr/bin/cargo`).
  if ((a.flags.length > 0) !== (b.flags.length > 0) && a.program === b.program && (a.dir ?? '') === (b.dir ?? '') && (a.dir ?? '') !== '') return false;
  if ((a.flags.length > 0) !== (b.flags.length > 0) && (a.dir ?? '') !== (b.dir ?? '')) return false;
  return true;
}

/** For a runner's term (`npx cdktf get`), the subcommand it gives what it runs, when that program has such subcommands. */
function ranSub(term: Term): string | undefined {
  // `npx cdktf get`: npx's subcommand is the program it runs.
  const afterSub = term.args[0]?.toLowerCase();
  if (term.sub !== undefined && afterSub !== undefined && knownSubsOf(term.sub)?.includes(afterSub)) return afterSub;
  if (!isRunner(term)) return undefined;
  const word = term.args[1]?.toLowerCase();
  return word !== undefined && knownSubsOf(term.args[0]!)?.includes(word) ? word : undefined;
}

/** `alone` is a runner with nothing to run (`uv run`, `poetry run`), and `other` runs something through it. */
function runnerAlone(alone: Term, other: Term): boolean {
  return alone.program === other.program && alone.sub !== undefined && alone.sub === other.sub && runsProgram(alone.program!, alone.sub)
    && alone.flags.length === 0 && alone.args.length === 0 && other.args.length > 0;
}

/** Whether two terms that name versions name one: the same, or one a release of the other. */
function versionsAgree(a: Term, b: Term): boolean {
  const versions = (term: Term) => term.args.filter((arg) => VERSION.test(arg)).map((arg) => arg.replace(/^v/, ''));
  return versions(a).some((x) => versions(b).some((y) => x === y || x.startsWith(`${y}.`) || y.startsWith(`${x}.`)));
}

const VERSION = /^v?\d+(?:\.(?:\d+|x))*\+?$/;

/** The term names a version to run at: `python 3.12`, `node 22`, `--python 3.12`. */
function namesVersion(term: Term): boolean {
  return term.args.some((arg) => VERSION.test(arg));
}

function isRunner(term: Term): boolean {
  return effectiveProgram(term) !== term.program;
}

function flagOrWordOverlap(a: Term, b: Term): boolean {
  // One flag with two values is two things to pass: `--target web` is not `cross build --target aarch64-…`.
  if (a.flags.length > 0 && b.flags.length > 0) {
    return a.flags.some((flag) => b.flags.includes(flag)) && (a.args.length === 0 || b.args.length === 0 || a.args.some((arg) => b.args.includes(arg)));
  }
  // A flag and a bare word meet on the flag's value: `--profile beacon-dev` and `beacon-dev`.
  if (a.flags.length > 0 || b.flags.length > 0) {
    const [flagged, bare] = a.flags.length > 0 ? [a, b] : [b, a];
    return bare.program === undefined && bare.args.length > 0 && bare.args.every((word) => flagged.args.includes(word));
  }
  const wordsOf = (term: Term) => [term.program, term.sub, ...term.args].filter((word): word is string => word !== undefined);
  const left = wordsOf(a);
  return wordsOf(b).some((word) => left.includes(word));
}

/**
 * `avoid` is what `prefer` recommends: the same program and subcommand, and `prefer` adds no flag
 * or argument that fixes it (`sed -i ''` fixes `sed -i`; `git push --force-with-lease` is not `git push`).
 */
export function contradicts(avoid: Term, prefer: Term): boolean {
  if (avoid.program === undefined || prefer.program === undefined) {
    return avoid.program === undefined && prefer.program === undefined && avoid.flags.length === 0 && prefer.flags.length === 0
      && avoid.args.length > 0 && avoid.args.join(' ') === prefer.args.join(' ');
  }
  if (effectiveProgram(avoid) !== effectiveProgram(prefer) || (avoid.dir ?? '') !== (prefer.dir ?? '')) return false;
  if ((avoid.sub ?? prefer.sub) !== (prefer.sub ?? avoid.sub)) return false;
  return subset(prefer.flags, avoid.flags) && subset(prefer.args, avoid.args);
}

/** `prefer` runs the project's script named after the tool `avoid` names: `npm run prettier` for `prettier`. */
export function runsScriptOf(prefer: Term, avoid: Term): boolean {
  if (prefer.program === undefined || avoid.program === undefined || !isPackageManager(prefer.program)) return false;
  const script = /^run(?:-script)? (\S+)$/.exec(prefer.sub ?? '')?.[1];
  return script !== undefined && (script === avoid.program || script === avoid.family);
}

/** A term names a replacement for the failed tool: a variant of it (`python3`, `gtimeout`, `.venv/bin/pytest`) or an alternative (`bun` for `npm`). */
export function replaces(prefer: Term, failed: Term): 'variant' | 'alternative' | undefined {
  const program = effectiveProgram(prefer);
  if (program === undefined || failed.program === undefined) return undefined;
  const family = effectiveFamily(prefer);
  if (family === failed.family) {
    const differs = program !== failed.program || (prefer.dir ?? '') !== (failed.dir ?? '') || (prefer.sub ?? '') !== (failed.sub ?? '');
    // The same command fixed: `sed -i ''` for `sed -i`.
    const fixes = !differs && (prefer.flags.some((flag) => !failed.flags.includes(flag)) || prefer.args.some((arg) => !failed.args.includes(arg)));
    return differs || fixes ? 'variant' : undefined;
  }
  const categories = categoriesOf(failed.program, failed.sub);
  return categoriesOf(program, prefer.sub).some((category) => categories.includes(category)) ? 'alternative' : undefined;
}

/** The failure `term` (to avoid) names: its tool, subcommand (when both name one) and flags. */
export function namesFailure(term: Term, failure: NonNullable<LessonFeatures['failure']>): boolean {
  const invocation = failure.invocation;
  if (!invocation) return false;
  if (term.program === undefined) {
    // A program that is not there failed whatever its flags ("never plain -f" is not `docker build -f …` not found).
    if (term.flags.length > 0) return failure.failureClass !== 'not-found' && term.flags.every((flag) => passesFlag(invocation, flag));
    // A word it ran with, not a flag's value: "nicht ember" is not `celery -A ember worker`.
    return term.args.length > 0 && term.args.every((word) => word === invocation.sub || invocation.args.some((arg, index) => arg === word && !/^-/.test(invocation.args[index - 1] ?? '')));
  }
  if (effectiveFamily(term) !== familyOfInvocation(invocation)) return false;
  // Another spelling of a tool that ran and was not at fault (`docker-compose` when `docker compose
  // exec` found its service stopped) is not what failed.
  if (!failure.blamesCommand && failure.failureClass === 'other' && effectiveProgram(term) !== invocation.program) return false;
  if (!subsAgree(term.sub, invocationSub(invocation)) && familyOfInvocation(invocation) !== 'compose') return false;
  // A tool whose subcommands no list knows: its first plain word is one (`databricks clusters create`
  // is not `databricks bundle deploy`).
  if (term.sub === undefined && invocationSub(invocation) === undefined && !firstWordsAgree(term.args, invocation.args)) return false;
  // A flag given another value (`-t prod` to avoid, `-t dev` failed) is another command.
  if (term.verbatim && valuesDiffer(term.text.split(/\s+/), invocation.args)) return false;
  return term.flags.every((flag) => invocation.flags.includes(flag));
}

/** Some flag both word lists pass has a plain value in each, and the values differ. */
function valuesDiffer(termWords: readonly string[], invocationArgs: readonly string[]): boolean {
  const valueAfter = (words: readonly string[], flag: string) => {
    const next = words[words.indexOf(flag) + 1];
    return next !== undefined && /^[\w][\w.:/-]*$/.test(next) ? next.toLowerCase() : undefined;
  };
  return termWords.some((word) => {
    if (!/^-/.test(word) || !invocationArgs.includes(word)) return false;
    const [a, b] = [valueAfter(termWords, word), valueAfter(invocationArgs, word)];
    return a !== undefined && b !== undefined && a !== b;
  });
}

/** The first words after a program whose subcommands no list knows, when both are plain words, are the same subcommand. */
function firstWordsAgree(left: readonly string[], right: readonly string[]): boolean {
  const plain = (word: string | undefined) => word !== undefined && /^[a-z][\w-]*$/.test(word);
  const [a, b] = [left[0], right[0]];
  return !(plain(a) && plain(b)) || a === b;
}

function subset(small: readonly string[], large: readonly string[]): boolean {
  return small.every((item) => large.includes(item));
}

export type { FailureClass };

const STOPWORDS = new Set([
  'a', 'about', 'after', 'again', 'all', 'always', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'because', 'been',
  'before', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'doesn', 'don', 'dont', 'done', 'each', 'else', 'ever',
  'every', 'first', 'for', 'from', 'had', 'has', 'have', 'here', 'how', 'i', 'if', 'in', 'instead', 'into', 'is',
  'isn', 'it', 'its', 'just', 'let', 'like', 'make', 'may', 'me', 'more', 'must', 'my', 'need', 'never', 'no', 'not',
  'now', 'of', 'on', 'only', 'or', 'other', 'our', 'out', 'over', 'please', 'rather', 'same', 'should', 'so', 'some',
  'still', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'to', 'too',
  'try', 'up', 'us', 'use', 'used', 'using', 'very', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while',
  'who', 'why', 'will', 'with', 'won', 'would', 'you', 'your', 'yes', 'avoid', 'stop', 'run', 'running', 'ran',
  's', 't', 'll', 've', 're', 'd', 'm',
]);

/** The same words for the same text and thesaurus: a store repeats its corrections. Read only, never changed. */
const wordsByThesaurus = new WeakMap<(word: string) => string, Map<string, Set<string>>>();
const asIs = (word: string) => word;

/** Words of a text that carry meaning: lowercased, stopwords dropped, plurals folded, synonyms folded. */
export function contentWords(text: string, canonical: (word: string) => string = asIs): Set<string> {
  let known = wordsByThesaurus.get(canonical);
  if (known === undefined) wordsByThesaurus.set(canonical, known = new Map());
  let words = known.get(text);
  if (words === undefined) {
    if (known.size >= 20_000) known.clear();
    words = readContentWords(text, canonical);
    known.set(text, words);
  }
  return words;
}

function readContentWords(text: string, canonical: (word: string) => string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}._+-]*/gu) ?? []) {
    const word = raw.replace(/[._-]+$/, '');
    if (word.length < 2 || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    words.add(canonical(singular(word)));
  }
  return words;
}

/** The names a text writes, lower-cased: words, the last part of a path or ref (`main` of `origin/main`), and names with colons (`doctrine:migrations:migrate`). */
export const namesIn = remembered((text: string): Set<string> => {
  const names = new Set<string>();
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}._/-]*/gu) ?? []) {
    const word = raw.replace(/[._/-]+$/, '');
    for (const name of [word, word.slice(word.lastIndexOf('/') + 1)]) if (name.length >= 2 && !STOPWORDS.has(name)) names.add(name);
  }
  // A console command or a goal, written with its colons (`schema:update`, `spotless:apply`): one name too.
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_-]*(?::[\p{L}\p{N}][\p{L}\p{N}_-]*)+/gu) ?? []) names.add(raw);
  return names;
}, 20_000);

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function isKnownProgram(word: string): boolean {
  return isProgram(word);
}
