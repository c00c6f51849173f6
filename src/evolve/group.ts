// Groups learnings that are one lesson in many words, and ranks the groups taught twice or more by
// how often, how recently and how painfully they recurred. Failures group by signature (tool,
// what went wrong, the flag it is about); corrections join the failures and the corrections that
// name the same tool or flag, to avoid or to use instead (`bun` for `npm`, `python3` for
// `python`, in any language the correction reader knows); a correction the hook tied to a failure
// of its session joins that failure. Look-alikes stay apart: a failure that is not the command's
// fault (the network, the Docker daemon, a rejected push, a lint error) joins no correction about
// which command to use, and two groups that avoid or recommend different things never merge.
// Candidates are found through an inverted index (signatures, tools, flags, rare words), never by
// comparing every pair, so 100,000 learnings group in seconds. A pure function of the learnings.
import { SHELL_PROGRAMS, SUBCOMMAND_PROGRAMS, canonicalFlag, categoriesOf, familyOf, familyOfInvocation, invocationSub, learnSubcommands, modeFlagsOf, passesFlag, runsProgram, runsScriptSub, runsToolsByName, sameJob, subsAgree, suiteOf, withStoreSubcommands, type Invocation, type StoreSubcommands } from '../learnings/commands.js';
import { isSpokenFailureKey } from '../learnings/failure-class.js';
import { remembered } from '../learnings/memo.js';
import type { Learning } from '../learnings/model.js';
import {
  contradicts,
  effectiveFamily,
  effectiveProgram,
  learningEvidence,
  lessonFeatures,
  namesFailure,
  replaces,
  runsScriptOf,
  sameAvoided,
  samePreferred,
  termKey,
  type FailureClass,
  type LessonFeatures,
  type Term,
} from './lesson.js';

export type { LessonFeatures, Term } from './lesson.js';

export interface LessonGroup {
  /** Oldest first. */
  members: LessonFeatures[];
  /**
   * How many times the lesson was taught: failures and corrections, a correction recorded by
   * both the hook and the agent once, candidates not at all.
   */
  occurrences: number;
  /** Distinct sessions (or, without session ids, distinct days) the lesson came up in. */
  sessions: number;
  firstSeen: string;
  lastSeen: string;
  /** Highest pain recorded (1..5); undefined when none was. */
  pain?: number;
  score: number;
  /** What the lesson is about, stable while its members change: the fingerprint's subject. */
  subject: string;
  /** What the group says to avoid and to use instead, each once. */
  avoid: Term[];
  prefer: Term[];
}

export interface GroupOptions {
  now: Date;
  /** Folds a word to its thesaurus entry so synonyms compare equal. */
  canonical?: (word: string) => string;
  /** Groups taught fewer times than this are not candidates. */
  minOccurrences?: number;
  /** Called now and then with how many learnings have been read, of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Given every learning as read (observations aside), once: for what else needs them (contradictions). */
  onFeatures?: (features: readonly LessonFeatures[]) => void;
}

const DAY_MS = 86_400_000;
const RECENCY_HALF_LIFE_DAYS = 14;
const DEFAULT_PAIN = 3;
/** Share of meaningful words two corrections without commands need in common to be read as paraphrases. */
const SIMILARITY = 0.7;
const MIN_SHARED_WORDS = 2;
/** Two unexplained failures of one command complain alike when half their words (at least three) are shared. */
const COMPLAINT_SIMILARITY = 0.5;
const MIN_SHARED_COMPLAINT_WORDS = 3;
/** An agent's own record and the hook's record of one correction are this close in time. */
const SAME_CORRECTION_MS = 30 * 60_000;
/** Terms a group keeps for comparisons; a lesson never needs more. */
const MAX_TERMS = 48;
/** Distinct failures of one tool (or flag, or word) a correction is compared with: see findLinks. */
const FAILURES_PER_KEY = 64;
/** A paraphrase merge compares every pair of its corrections: beyond this, it is not one lesson. */
const MAX_PARAPHRASE_PAIRS = 2_500;
/**
 * Two corrections that name no command meet on an identifier both write ("port 5433!! again", "nope,
 * 5433"), unless more corrections write it than a lesson is told: then it is a word of the project.
 * (Corrections that name commands meet so only on an identifier no other correction writes: one
 * database name runs through several lessons.)
 */
const RARE_IDENTIFIER = 6;
/**
 * Two corrections, whatever commands they name, meet on an identifier no other correction writes
 * (`keg-only`, `nrf52840_xxaa`, `REDIS_URL`, `6380`), unless it holds the project's name
 * (`osprey-stage` in ~/osprey: a word of the project, not of one lesson).
 */
const PAIRED_IDENTIFIER = 2;
/**
 * A name that reads as an identifier: digits with letters, `_`, `-`, `:` or `.` inside, a port-like
 * number (not a year), or a dotted name of six characters or more (`project.pbxproj`,
 * `DateTime.Now`, `key.properties`).
 */
const IDENTIFIER = /^(?=.{4,})(?!(?:19|20)\d\d$)(?:\d{4,5}|(?=.*\d)(?=.*[a-z])[\p{L}\p{N}._-]+|[\p{L}\p{N}]+[_-][\p{L}\p{N}_-]+|[\p{L}\p{N}]+:[\p{L}\p{N}:_-]+|(?=.{6,})[\p{L}][\p{L}\p{N}_-]*\.[\p{L}][\p{L}\p{N}_.-]*)$/u;

/** One correction in this many learnings (at least 3) writing a name some failure missed makes it a word of the store (see missesCommonName). */
const COMMON_NAME_SHARE = 60;

type Rank = 3 | 2 | 1 | 0;

/** Learnings that compare equal: failures with one signature, corrections that read alike. */
interface Node {
  members: LessonFeatures[];
  failure?: NonNullable<LessonFeatures['failure']> & { platform?: 'macos' | 'linux' };
  avoid: Term[];
  prefer: Term[];
  /** Corrections that name no command: compared by their words. */
  words?: Set<string>;
  /** …and by what they say not to do, when they say it. */
  avoidWords?: Set<string>;
  /**
   * The name its failures missed is one corrections write for many reasons: a project's own (the
   * last folder a learning ran in: `glacier` of ~/glacier), or one more corrections write than a
   * lesson has (`dev`, `sandbox`).
   */
  missesCommonName?: boolean;
  /** Names its corrections write: a failure that misses one of them may be their lesson. */
  names?: Set<string>;
  /** Identifiers among them (`lumen_telemetry`, `5433`) few corrections of the store write (see RARE_IDENTIFIER). */
  rare?: Set<string>;
  /** Identifiers only one other correction of the store writes, not the project's (see PAIRED_IDENTIFIER). */
  paired?: Set<string>;
  /** What its corrections name without saying to avoid or use it. */
  mentioned?: Term[];
  /** Keys of failures no tool explains that its corrections name in words ("CRLF again"). */
  spokenFailures?: string[];
  /** Its corrections say to do something first: what they recommend is a step, not a replacement. */
  step?: boolean;
  /** The branch its corrections say work starts from and PRs go to. */
  baseBranch?: string;
  /** The node of the failure this node's corrections were tied to by the hook. */
  tie?: number;
  /** That failure's class, when a class explains it: the lesson is about failures of that kind. */
  tiedClass?: FailureClass;
  /** The name that failure missed ('' when none): a name written beside it says nothing of other failures. */
  tiedMissing?: string;
  /** The tool that failure ran: what the correction recommends instead replaces that tool, not another. */
  tiedFamily?: string;
  /**
   * What it avoids it only took from that failure, a failure no class explains or a platform mistake
   * (`export` in PowerShell): the tool it merely mentions ("xdebug is off in sail") may be what went
   * wrong there, not what went wrong elsewhere.
   */
  avoidsOnlyTie?: boolean;
  /** The signature of the failure a correction that states nothing to avoid took what it avoids from. */
  avoidsTiedSignature?: string;
}

interface Cluster {
  nodes: number[];
  /** Its failure nodes (the first FAILURES_PER_KEY): a failure that already ran a recommendation is not its lesson. */
  failures: number[];
  avoid: Term[];
  prefer: Term[];
  /** Corrections that name no command, for paraphrase checks. */
  plain: LessonFeatures[];
}

/** Groups the learnings into lessons and returns those taught at least twice, best first. */
export function groupLearnings(learnings: readonly Learning[], options: GroupOptions): LessonGroup[] {
  const failures = readFailures(learnings, options);
  // A tool rulesweep has no list for takes the subcommands the store runs it with (`dune build`,
  // `dune test`): its failures are read again with them, and everything else is read with them.
  const subcommands = learnSubcommands(failures.flatMap((feature) => feature.failure?.ran ?? []));
  return withStoreSubcommands(subcommands, () => groupRead(learnings, failures, subcommands, options));
}

function groupRead(learnings: readonly Learning[], failures: readonly LessonFeatures[], subcommands: StoreSubcommands, options: GroupOptions): LessonGroup[] {
  const features = readAll(learnings, failures, subcommands, options);
  options.onFeatures?.(features);
  const projects = projectNames(features);
  const nodes = buildNodes(features, projects);
  const links = findLinks(nodes, features.length, projects);
  const clusters = mergeLinked(nodes, links);
  const minimum = options.minOccurrences ?? 2;
  const groups: LessonGroup[] = [];
  for (const cluster of clusters) {
    const members = cluster.nodes.flatMap((index) => nodes[index]!.members);
    if (members.length < minimum) continue;
    if (minimum >= 2 && troubleOnly(members)) continue;
    const group = summarize(members, cluster, options.now);
    if (group.occurrences >= minimum) groups.push(group);
  }
  return groups.sort(byRank);
}

/** Failures first: what they ran tells how to read the rest. */
function readFailures(learnings: readonly Learning[], options: GroupOptions): LessonFeatures[] {
  const read: LessonFeatures[] = [];
  for (const learning of learnings) {
    if (learning.kind !== 'failure' || !learning.command) continue;
    read.push(lessonFeatures(learning, options));
    if (read.length % 5_000 === 0) options.onProgress?.(read.length, learnings.length);
  }
  return read;
}

function readAll(learnings: readonly Learning[], failures: readonly LessonFeatures[], subcommands: StoreSubcommands, options: GroupOptions): LessonFeatures[] {
  const programs = new Set<string>();
  const total = learnings.length;
  const read: LessonFeatures[] = [];
  // The programs of the failures count as tools in the corrections. Not the shell a platform
  // mistake was made in (`powershell` for `&&`): nobody ran it, and "which doesn't exist in
  // powershell" names it as the place, not as what to avoid.
  for (const failure of failures) {
    const program = failure.failure?.invocation?.program ?? '';
    const feature = subcommands.of.has(program) && !SUBCOMMAND_PROGRAMS.has(program) ? lessonFeatures(failure.learning, options) : failure;
    if (feature.failure?.invocation && feature.failure.failureClass !== 'platform') programs.add(feature.failure.invocation.program);
    read.push(feature);
  }
  for (const learning of learnings) {
    if (learning.kind === 'observation' || (learning.kind === 'failure' && learning.command)) continue;
    read.push(lessonFeatures(learning, { ...options, programs }));
    if (read.length % 5_000 === 0) options.onProgress?.(read.length, total);
  }
  options.onProgress?.(total, total);
  return read;
}

/**
 * Failures only, each of trouble around the command that a class explains (the network, an expired
 * login, a daemon that is down, a permission the user lacks) and no person's word: the environment
 * failed twice, the command was not the mistake. No lesson to propose (issue 10's near misses).
 */
function troubleOnly(members: readonly LessonFeatures[]): boolean {
  return members.every((member) => member.failure !== undefined && TROUBLE.has(member.failure.failureClass) && member.failure.missing === undefined);
}

/** Classes of trouble around a command rather than in it. */
const TROUBLE = new Set<FailureClass>(['network', 'daemon', 'auth', 'permission', 'resource']);

// ---------------------------------------------------------------------------------------------
// Nodes: what compares equal without comparing

/** The projects' own names: the last folder each learning ran in (`glacier` of ~/glacier). */
function projectNames(features: readonly LessonFeatures[]): Set<string> {
  const projects = new Set<string>();
  for (const feature of features) {
    const folder = feature.learning.cwd?.replace(/[\\/]+$/, '').split(/[\\/]/).pop()?.toLowerCase();
    if (folder) projects.add(folder);
  }
  return projects;
}

function buildNodes(features: LessonFeatures[], projects: ReadonlySet<string>): Node[] {
  const nodes: Node[] = [];
  const byKey = new Map<string, number>();
  const failureNode = new Map<string, number>();
  const add = (key: string, feature: LessonFeatures, make: () => Node) => {
    let index = byKey.get(key);
    if (index === undefined) {
      index = nodes.length;
      nodes.push(make());
      byKey.set(key, index);
    } else {
      const node = nodes[index]!;
      node.members.push(feature);
      for (const term of feature.avoid) addTerm(node.avoid, term);
      for (const term of feature.prefer) addTerm(node.prefer, term);
    }
    return index;
  };
  for (const feature of features) {
    if (!feature.failure) continue;
    // A failure someone corrected (`learn correct`) carries its own verdict: its own node, joined to
    // the uncorrected failures of its signature only if the verdicts agree.
    const verdict = feature.correction ? `|${feature.prefer.map(termKey).sort().join(';')}` : '';
    const missed = feature.failure.missing !== undefined ? `|${feature.failure.missingFlag ?? feature.failure.missing}` : '';
    const inContainer = feature.failure.invocation?.wrappers.some((wrapper) => CONTAINER_RUNNERS.has(wrapper)) ? '|in' : '';
    // "No such file or directory" that names no file says nothing of which file: only the same
    // command (its subcommand, or its first word) fails alike (`mix deps.get` and `mix compile` do not).
    const invocation = feature.failure.invocation;
    const unnamed = feature.failure.failureClass === 'missing-file' && feature.failure.missing === undefined && feature.failure.key === 'missing file' && invocation
      ? `|${invocationSub(invocation) ?? invocation.args[0] ?? ''}`
      : '';
    const index = add(`F|${feature.failure.signature}${missed}${unnamed}${inContainer}${verdict}`, feature, () => ({
      members: [feature],
      failure: { ...feature.failure!, ...(feature.platform ? { platform: feature.platform } : {}) },
      avoid: [...feature.avoid],
      prefer: [...feature.prefer],
    }));
    failureNode.set(feature.learning.ref, index);
  }
  // The project's own name is written by every correction about it and missed for many reasons.
  for (const node of nodes) if (node.failure?.missing !== undefined && projects.has(node.failure.missing)) node.missesCommonName = true;
  for (const feature of features) {
    if (feature.failure) continue;
    const tiedRef = feature.learning.correcting !== undefined ? refIn(feature.learning, feature.learning.correcting) : undefined;
    const tiedTo = tiedRef !== undefined ? failureNode.get(tiedRef) : undefined;
    const tie = tiedTo !== undefined && warnsOfAnother(feature, nodes[tiedTo]!) ? undefined : tiedTo;
    const statedAvoid = feature.avoid.length > 0;
    if (tie !== undefined) inheritFromFailure(feature, nodes[tie]!);
    const avoidsOnlyTie = tie !== undefined && !statedAvoid && feature.avoid.length > 0 && (nodes[tie]!.failure?.failureClass === 'other' || nodes[tie]!.failure?.failureClass === 'platform');
    const termless = feature.avoid.length + feature.prefer.length === 0;
    // Corrections that name no command are one node per wording: a store repeats its prose.
    const key = termless && tie === undefined
      ? `T|${feature.candidate ? 'c' : ''}|${(feature.correction ?? feature.learning.ref).toLowerCase().replace(/\s+/g, ' ').trim()}`
      : `C|${feature.avoid.map(termKey).sort().join(';')}>${feature.prefer.map(termKey).sort().join(';')}|${feature.candidate ? 'c' : ''}|${tie ?? ''}`;
    add(key, feature, () => ({
      members: [feature],
      avoid: [...feature.avoid],
      prefer: [...feature.prefer],
      ...(feature.names ? { names: feature.names } : {}),
      ...(feature.spokenFailures ? { spokenFailures: feature.spokenFailures } : {}),
      ...(feature.step ? { step: true } : {}),
      ...(feature.baseBranch ? { baseBranch: feature.baseBranch } : {}),
      ...(feature.neutral.length > 0 ? { mentioned: feature.neutral } : {}),
      ...(termless ? { words: feature.words } : {}),
      ...(termless && feature.avoidWords ? { avoidWords: feature.avoidWords } : {}),
      ...(tie !== undefined ? { tie } : {}),
      ...(tie !== undefined && nodes[tie]!.failure!.failureClass !== 'other' ? { tiedClass: nodes[tie]!.failure!.failureClass } : {}),
      ...(tie !== undefined ? { tiedMissing: nodes[tie]!.failure!.missing ?? '' } : {}),
      ...(tie !== undefined && nodes[tie]!.failure!.invocation ? { tiedFamily: familyOfInvocation(nodes[tie]!.failure!.invocation) } : {}),
      ...(avoidsOnlyTie ? { avoidsOnlyTie } : {}),
      ...(tie !== undefined && !statedAvoid && feature.avoid.length > 0 ? { avoidsTiedSignature: nodes[tie]!.failure!.signature } : {}),
    }));
  }
  return nodes;
}

/**
 * The correction the hook tied to a failure warns of another mistake: it names only other commands
 * of the tool that failed ("git clean -fdx just deleted .venv" after a rejected `git push --force`),
 * or, after a failure that was not the command's fault, a flag that is not what ran ("nada de push
 * --force" after a plain push was rejected).
 */
function warnsOfAnother(feature: LessonFeatures, failed: Node): boolean {
  const failure = failed.failure;
  if (!failure) return false;
  const invocation = failure.invocation;
  const commands = feature.avoid.filter((term) => term.program !== undefined && term.sub !== undefined);
  if (invocation?.sub !== undefined && commands.length > 0
    && commands.every((term) => term.program === invocation.program && !subsAgree(term.sub, invocationSub(invocation)))) return true;
  if (failure.blamesCommand || failure.failureClass === 'other') return false;
  const stated = feature.avoid.filter((term) => term.flags.length > 0);
  return stated.length > 0 && !stated.some((term) => namesFailure(term, failure));
}

/** `#12` in the learning's own store. */
function refIn(learning: Learning, id: number): string {
  return learning.scope === 'global' ? `#g${id}` : `#${id}`;
}

/**
 * A correction tied to a failure is about it: what it says to use applies to that failure's
 * tool ("ALWAYS pass --context kind-local" is about `kubectl`), and when it names nothing to
 * avoid, the failure is what to avoid ("nope, uv" after `pip install`).
 */
function inheritFromFailure(feature: LessonFeatures, failed: Node): void {
  const invocation = failed.failure?.invocation;
  if (!invocation) return;
  // Only the program: the failures of one lesson may run different subcommands (`kubectl apply`,
  // `kubectl get`). The program a runner runs takes the flag: `--settings=…` after `uv run python
  // manage.py …` failed is python's, not uv's.
  const program = runsProgram(invocation.program, invocation.sub) && invocation.args[0] && /^[a-z][\w.-]*$/.test(invocation.args[0]) ? invocation.args[0] : invocation.program;
  // Its flags as that program spells them: "never -f" after `git push -f` is about `--force`.
  const sub = program === invocation.program ? invocation.sub : undefined;
  // The shell a platform mistake was made in (`&&` in PowerShell 5.1, a CRLF script in sh) takes no
  // flags: "set $env:SBT_OPTS = \"-Xmx2G\" first" is not `powershell -Xmx2G`.
  const platformMistake = failed.failure!.failureClass === 'platform';
  const resolve = (term: Term): Term => (term.program === undefined && term.flags.length > 0 && !platformMistake
    ? {
      ...term,
      program,
      family: familyOf(program),
      flags: term.flags.map((flag) => canonicalFlag(program, sub, flag)),
      ...(program === invocation.program && invocation.dir ? { dir: invocation.dir } : {}),
      text: `${program} ${term.text}`,
      verbatim: false,
    }
    : term);
  feature.prefer = feature.prefer.map(resolve);
  feature.avoid = feature.avoid.map(resolve);
  // "you're in windows powershell, not bash: $env:X = …" after PowerShell refused `export X=…`: the
  // shell it is not is no shell to avoid.
  if (platformMistake) feature.avoid = feature.avoid.filter((term) => !(term.program !== undefined && SHELL_PROGRAMS.has(term.program) && familyOf(term.program) !== familyOf(program)
    && term.sub === undefined && term.flags.length === 0 && term.args.length === 0));
  // What it says to avoid in the failed command is what it is about: another tool named beside it
  // ("/mnt/c is dead slow with sail" after `git -C /mnt/c/… status`) is not.
  const inFailed = (term: Term) => namesFailure(term, failed.failure!) || (term.program === undefined && term.args.length > 0 && term.args.every((word) => failed.failure!.command.includes(word)));
  if (feature.avoid.some(inFailed)) feature.avoid = feature.avoid.filter((term) => term.program === undefined || inFailed(term));
  // "that's the old az syntax" after `az group deployment create` failed: the program alone, with no
  // other tool to use instead, means the form that failed, not every use of the program.
  const replacesTool = feature.prefer.some((term) => term.program !== undefined && familyOf(term.program) !== familyOf(program));
  if (!replacesTool && failed.avoid.length > 0) {
    const narrowed = feature.avoid.flatMap((term) => (isWholeProgram(term, program) ? failed.avoid.filter((each) => !isWholeProgram(each, program)) : [term]));
    if (narrowed.length > 0) feature.avoid = narrowed;
    // The family's name for the program that failed ("the old compose syntax" after `docker-compose`
    // was not found) is that program as it was spelled.
    else feature.avoid = feature.avoid.map((term) => (isWholeProgram(term, program) && term.program !== program ? failed.avoid.find((each) => each.program === program) ?? term : term));
  }
  const neutral = feature.neutral.map(resolve);
  // The failed command with something added ("bsd sed, neds -i ''" after `sed -i 's/…/'`, "stat -f %z"
  // after `stat -c %s`) is the fix: what to use, said without a cue.
  // …and so is the failed program run through a runner it was not run through ("pixi run pytest" after `pytest` was not found).
  // …and so is another spelling of a program that was not there (`docker compose` after `docker-compose: command not found`).
  // …and so is another tool of its kind, the only tool named ("this box is fedora. dnf" after `apt` was not found).
  const tools = neutral.filter((term) => term.program !== undefined);
  const fixes = neutral.filter((term) => {
    if (fixesFailure(term, invocation) || runsThroughAnother(term, invocation)) return true;
    const how = replacesMissing(term, failed);
    return how === 'variant' || (how === 'alternative' && tools.length === 1 && feature.prefer.length === 0 && isBare(term));
  });
  // "you can't rm it from WSL. make cc": another tool's command, with its subcommand, told last after
  // a failure is what to run instead. (The failed tool with another subcommand may as well be a step
  // before it or the same command again.)
  // So is one the correction opens with ("nvm use. .nvmrc says 20" after `pnpm install` refused the engine).
  const mentions = feature.reading?.mentions ?? [];
  const opens = mentions.length > 1 && (feature.correction ?? '').trimStart().replace(/^[`'"]/, '').toLowerCase().startsWith(mentions[0]!.text.toLowerCase());
  for (const which of opens ? [-1, 0] : [-1]) {
    const told = mentions.at(which);
    const term = neutral.at(which);
    if (feature.prefer.length > 0 || fixes.length > 0 || told?.role !== 'neutral' || !told.verbatim || told.program === undefined || told.sub === undefined) continue;
    if (term && term.program === told.program && term.program !== invocation.program && !namesFailure(term, failed.failure!)) fixes.push(term);
  }
  for (const fix of fixes) if (!feature.prefer.some((prefer) => termKey(prefer) === termKey(fix))) feature.prefer.push(fix);
  if (feature.avoid.length === 0) {
    // A mention of the failed command's program alone ("cargo +nightly fmt" after `cargo fmt`) says no
    // more than the failure does: what failed is what to avoid, not the whole program.
    const named = neutral.filter((term) => term.program !== undefined && !fixes.includes(term) && namesFailure(term, failed.failure!)
      && (term.sub !== undefined || term.flags.length > 0 || term.args.length > 0));
    feature.avoid = named.length > 0 ? named : failed.avoid
      .filter((term) => !feature.prefer.some((prefer) => contradicts(term, prefer)))
      .map((term) => ({ ...term, verbatim: false }));
  }
}

/** A program named alone: no subcommand, flag or argument. */
function isBare(term: Term): boolean {
  return term.program !== undefined && term.sub === undefined && term.flags.length === 0 && term.args.length === 0;
}

/** `term` is `program` (or a variant) alone: no subcommand, flag, argument or folder. */
function isWholeProgram(term: Term, program: string): boolean {
  return term.program !== undefined && familyOf(term.program) === familyOf(program) && term.sub === undefined && term.flags.length === 0 && term.args.length === 0 && term.dir === undefined;
}

/** `term` runs the failed program through a runner the failure did not use (`pixi run pytest`, `uv run pytest`). */
function runsThroughAnother(term: Term, invocation: NonNullable<NonNullable<Node['failure']>['invocation']>): boolean {
  return term.program !== undefined && term.program !== invocation.program && effectiveProgram(term) !== term.program
    && effectiveFamily(term) === familyOf(invocation.program) && !invocation.wrappers.includes(term.program);
}

/**
 * How `term` replaces the program a failure found missing: as another program of its family (a
 * variant to use: `docker compose` for `docker-compose`) or as another tool of its kind (`dnf` for
 * `apt`); undefined when it does neither.
 */
function replacesMissing(term: Term, failed: Node): 'variant' | 'alternative' | undefined {
  const failure = failed.failure!;
  if (failure.failureClass !== 'not-found' || term.program === undefined || term.program === failure.invocation?.program) return undefined;
  const ways = failed.avoid.map((avoid) => replaces(term, avoid));
  return ways.includes('variant') ? 'variant' : ways.includes('alternative') ? 'alternative' : undefined;
}

/** A script file an interpreter runs: a name with an extension, not a flag or an assignment. */
const SCRIPT_FILE = /^[^-=][^=]*\.[a-z]{1,4}$/i;

/** Flags that hand an interpreter its code on the command line instead of a script file. */
const INLINE_CODE = new Set(['-e', '-c', '--eval', '-E', '--command']);

/** The first script file among a command's arguments, as a path with forward slashes. */
function scriptOf(args: readonly string[]): string | undefined {
  return args.find((arg) => SCRIPT_FILE.test(arg))?.toLowerCase().replace(/\\/g, '/').replace(/^\.\//, '');
}

/** `term` runs the failed program as it failed, with a flag or an argument it did not have. */
function fixesFailure(term: Term, invocation: NonNullable<NonNullable<Node['failure']>['invocation']>): boolean {
  if (term.program !== invocation.program || (term.dir ?? '') !== (invocation.dir ?? '')) return false;
  // A runner's own words end where the program it runs begins (`pnpm exec tsc --noEmit`): not comparable.
  if (runsProgram(invocation.program, invocation.sub)) return false;
  if (!subsAgree(term.sub, invocationSub(invocation))) return false;
  if (term.flags.length === 0) return false;
  // Another mode of the program is another step (`cmake --build --preset x` after `cmake --preset x` failed to configure).
  if (modeFlagsOf(term.program, term.flags).join(' ') !== modeFlagsOf(invocation.program, invocation.flags).join(' ')) return false;
  const given = new Set([...invocation.flags, ...invocation.args].map((word) => word.toLowerCase()));
  // Another script run the right way is another step (`julia --project=docs docs/make.jl` does not
  // fix `julia --project=. scripts/regrid.jl`, nor `julia --project=. -e 'using Pkg; …'`).
  const [wanted, ran] = [scriptOf(term.args), scriptOf(invocation.args)];
  if (wanted !== undefined && ran !== undefined && wanted !== ran) return false;
  if (wanted !== undefined && invocation.flags.some((flag) => INLINE_CODE.has(flag))) return false;
  return term.flags.some((flag) => !passesFlag(invocation, flag) && !given.has(flag.toLowerCase())) || term.args.some((arg) => !given.has(arg.toLowerCase()));
}

function addTerm(terms: Term[], term: Term): void {
  if (terms.length >= MAX_TERMS) return;
  const key = termKey(term);
  if (!terms.some((existing) => termKey(existing) === key)) terms.push(term);
}

// ---------------------------------------------------------------------------------------------
// Candidate pairs through an inverted index

interface Link {
  a: number;
  b: number;
  rank: Rank;
}

function findLinks(nodes: Node[], learningCount: number, projects: ReadonlySet<string>): Link[] {
  const index = new Map<string, number[]>();
  const put = (key: string, node: number) => {
    const list = index.get(key);
    if (list === undefined) index.set(key, [node]);
    else if (list[list.length - 1] !== node) list.push(node);
  };
  const wordFrequency = new Map<string, number>();
  for (const node of nodes) for (const word of node.words ?? []) wordFrequency.set(word, (wordFrequency.get(word) ?? 0) + 1);
  const identFrequency = new Map<string, number>();
  for (const node of nodes) if (!node.failure) for (const name of node.names ?? []) if (IDENTIFIER.test(name)) identFrequency.set(name, (identFrequency.get(name) ?? 0) + 1);
  for (const node of nodes) {
    if (node.failure || !node.names) continue;
    const rare = [...node.names].filter((name) => (identFrequency.get(name) ?? 0) >= 2 && identFrequency.get(name)! <= RARE_IDENTIFIER);
    if (rare.length > 0) node.rare = new Set(rare);
    const paired = [...node.names].filter((name) => identFrequency.get(name) === PAIRED_IDENTIFIER && !name.split(/[-_.]/).some((part) => projects.has(part)));
    if (paired.length > 0) node.paired = new Set(paired);
  }
  // Only names some failure missed can link anything.
  const missed = new Set<string>();
  for (const node of nodes) if (node.failure?.missing) missed.add(node.failure.missing);
  nodes.forEach((node, id) => {
    for (const key of keysOf(node, wordFrequency, missed)) put(key, id);
  });
  // A missed name more corrections write than a lesson has is a word of this store, not of a lesson.
  const commonWriters = Math.max(3, Math.ceil(learningCount / COMMON_NAME_SHARE));
  for (const [key, members] of index) {
    if (!key.startsWith('N:')) continue;
    const writers = members.filter((member) => nodes[member]!.failure === undefined).length;
    if (writers > commonWriters) for (const member of members) if (nodes[member]!.failure) nodes[member]!.missesCommonName = true;
  }
  const links: Link[] = [];
  nodes.forEach((node, id) => {
    if (node.tie !== undefined) links.push({ a: id, b: node.tie, rank: 3 });
  });
  const seen = new Set<number>();
  const width = nodes.length + 1;
  /** Links nodes `x` and `y` (lower index first) once, if they are one lesson. */
  const consider = (x: number, y: number) => {
    const a = Math.min(x, y);
    const b = Math.max(x, y);
    if (seen.has(a * width + b)) return;
    seen.add(a * width + b);
    const rank = linkRank(nodes[a]!, nodes[b]!);
    if (rank !== undefined) links.push({ a, b, rank });
  };
  // A word shared by hundreds of wordings is a stop word of this store: it finds nothing worth the pairs.
  const crowded = Math.min(500, Math.max(50, Math.ceil(learningCount / 10)));
  for (const [key, members] of index) {
    if (members.length < 2 || ((key.startsWith('T:') || key.startsWith('V:')) && members.length > crowded)) continue;
    if (key.startsWith('S:')) {
      for (let i = 0; i < members.length; i += 1) for (let j = i + 1; j < members.length; j += 1) consider(members[i]!, members[j]!);
      continue;
    }
    // A name: the failures that missed it, with one another and with the corrections that write it
    // (never two corrections: a name in common is not a lesson in common).
    // Names, between a correction that says which one to avoid and which to use and prose that writes both.
    if (key.startsWith('B:')) {
      const prose = members.filter((member) => nodes[member]!.words !== undefined && nodes[member]!.words!.size > 0);
      if (prose.length === 0 || prose.length > crowded) continue;
      for (const member of members) if (nodes[member]!.words === undefined || nodes[member]!.words!.size === 0) for (const other of prose) consider(member, other);
      continue;
    }
    // One command's unexplained failures, with one another (the most recurring, as below).
    if (key.startsWith('E:')) {
      const failures = members.length > FAILURES_PER_KEY
        ? [...members].sort((x, y) => nodes[y]!.members.length - nodes[x]!.members.length || x - y).slice(0, FAILURES_PER_KEY)
        : members;
      for (let i = 0; i < failures.length; i += 1) for (let j = i + 1; j < failures.length; j += 1) consider(failures[i]!, failures[j]!);
      continue;
    }
    if (key.startsWith('N:')) {
      const failures = members.filter((member) => nodes[member]!.failure !== undefined).slice(0, FAILURES_PER_KEY);
      if (failures.length === 0) continue;
      for (let i = 0; i < failures.length; i += 1) for (let j = i + 1; j < failures.length; j += 1) consider(failures[i]!, failures[j]!);
      for (const member of members) if (nodes[member]!.failure === undefined) for (const failure of failures) consider(member, failure);
      continue;
    }
    // Other keys never pair two failures (only a signature does), so failures are not paired with
    // one another at all: a store of many failures of one tool has large buckets of them.
    // Alternatives (`K:`) only tie a recommendation to a failure; corrections meet through `P:`/`A:`.
    // A correction meets at most FAILURES_PER_KEY distinct failures of one tool, those that recurred
    // most: a lesson's failures share few signatures, and more means a store of unrelated failures
    // of a tool, where pairing every correction with every one of them grows with the square of the store.
    const failures = members.filter((member) => nodes[member]!.failure !== undefined);
    if (failures.length > FAILURES_PER_KEY) failures.sort((x, y) => nodes[y]!.members.length - nodes[x]!.members.length || x - y).length = FAILURES_PER_KEY;
    const corrections = members.filter((member) => nodes[member]!.failure === undefined);
    for (let i = 0; i < corrections.length; i += 1) {
      for (const failure of failures) consider(corrections[i]!, failure);
      if (!key.startsWith('K:')) for (let j = i + 1; j < corrections.length; j += 1) consider(corrections[i]!, corrections[j]!);
    }
  }
  return links.sort((x, y) => y.rank - x.rank || x.a - y.a || x.b - y.b);
}

/** Where a node can be found: by what it avoids, what it recommends, its flags and targets, or its rarest words. */
function keysOf(node: Node, wordFrequency: ReadonlyMap<string, number>, missed: ReadonlySet<string>): string[] {
  const keys: string[] = [];
  const termKeys = (term: Term, role: 'A' | 'P') => {
    const family = effectiveFamily(term);
    if (family !== undefined) {
      keys.push(`${role}:${family}`);
      if (role === 'P') for (const category of categoriesOf(term.program!, term.sub)) keys.push(`K:${category}`);
    }
    for (const flag of term.flags) keys.push(`F:${flag}`);
    // A bare word, or a flag's value ("--profile beacon-dev" meets "forgot the profile again. beacon-dev").
    if (term.program === undefined || term.flags.length > 0) for (const word of term.args) keys.push(`W:${word}`);
  };
  if (node.failure) {
    keys.push(`S:${node.failure.signature}`);
    // An unexplained failure, by the command that failed: see similarComplaints.
    if (node.failure.failureClass === 'other' && node.failure.missing === undefined && node.failure.invocation) {
      keys.push(`E:${familyOfInvocation(node.failure.invocation)}|${invocationSub(node.failure.invocation) ?? ''}`);
    }
    if (node.failure.missing) keys.push(`N:${node.failure.missing}`);
    if (isSpokenFailureKey(node.failure.key)) keys.push(`L:${node.failure.key}`);
    const invocation = node.failure.invocation;
    if (node.avoid.length > 0 && invocation) {
      const family = effectiveFamily(node.avoid[0]!) ?? familyOf(invocation.program);
      keys.push(`A:${family}`);
      // A correction that only names a replacement joins only a failure that blames the command
      // (failureLink): the others need not meet it, and on a store of unexplained failures they are most.
      if (node.failure.blamesCommand) {
        keys.push(`P:${family}`);
        for (const category of categoriesOf(invocation.program, invocation.sub)) keys.push(`K:${category}`);
      }
      for (const flag of invocation.flags) keys.push(`F:${flag}`);
      for (const member of node.members.slice(0, 8)) {
        const each = member.failure?.invocation;
        if (!each) continue;
        if (each.sub) keys.push(`W:${each.sub}`);
        for (const arg of each.args.slice(0, 2)) if (!arg.startsWith('-')) keys.push(`W:${arg}`);
      }
    }
    return keys;
  }
  for (const term of node.avoid) termKeys(term, 'A');
  for (const term of node.prefer) termKeys(term, 'P');
  if (node.words && node.words.size > 0) {
    // Prefix filtering: two sets with Jaccard similarity ≥ t share one of each set's rarest
    // |s| − ⌈t·|s|⌉ + 1 words, so only those need indexing.
    const words = [...node.words].sort((x, y) => (wordFrequency.get(x) ?? 0) - (wordFrequency.get(y) ?? 0) || (x < y ? -1 : 1));
    const prefix = words.length - Math.ceil(SIMILARITY * words.length) + 1;
    for (const word of words.slice(0, prefix)) keys.push(`T:${word}`);
  }
  if (node.avoidWords) for (const word of node.avoidWords) keys.push(`V:${word}`);
  for (const key of node.spokenFailures ?? []) keys.push(`L:${key}`);
  if (missed.size > 0) for (const name of node.names ?? []) if (missed.has(name)) keys.push(`N:${name}`);
  for (const name of node.rare ?? []) keys.push(`R:${name}`);
  if (node.baseBranch) keys.push(`D:${node.baseBranch}`);
  // A name to avoid and one to use, and the prose that writes both: see namesSwap.
  if (node.words && node.words.size > 0) for (const word of node.words) keys.push(`B:${word}`);
  else for (const word of bareWords(node.avoid)) keys.push(`B:${word}`);
  return keys;
}

/** How two nodes are one lesson, if they are (3 tied, 2 the same thing avoided, 1 the same thing recommended, 0 paraphrase). */
function linkRank(a: Node, b: Node): Rank | undefined {
  if (a.failure && b.failure) {
    // Failing alike, or missing one name; two names missed are two lessons, whatever the wording,
    // unless they are two wrong values of one flag (`--platform Win64`, `--platform macos`).
    const [x, y] = [a.failure.missing, b.failure.missing];
    const oneFlag = a.failure.missingFlag !== undefined && a.failure.missingFlag === b.failure.missingFlag;
    // A name many corrections write (the project's own: `glacier` in ~/glacier) is missed for many
    // reasons, a catalog and a database: only failures that read alike meet on it.
    const sameName = x !== undefined && x === y && (!a.missesCommonName || a.failure.signature === b.failure.signature);
    // "No such file or directory" from one tool says nothing of which file: without the name, no lesson in common.
    const sameSignature = a.failure.signature === b.failure.signature && !(a.failure.failureClass === 'missing-file' && a.failure.key === 'missing file' && (x === undefined || y === undefined));
    const alike = x !== undefined && y !== undefined && !oneFlag ? sameName : sameName || sameSignature || similarComplaints(a.failure, b.failure);
    return alike && !termsConflict(a, b) ? 1 : undefined;
  }
  if (a.failure || b.failure) {
    const [failed, correction] = a.failure ? [a, b] : [b, a];
    return failureLink(failed, correction) ?? (avoidsMissing(failed, correction) || correction.spokenFailures?.includes(failed.failure!.key) ? 1 : undefined);
  }
  if (termsConflict(stated(a), stated(b))) return undefined;
  // A tool found missing is the whole tool: a command of it said not to run ("never wrangler deploy
  // by hand") is another lesson than "wrangler isn't global, it's bunx wrangler".
  const commandOfMissingTool = (x: Term, y: Term) => {
    const [missing, other, term] = a.tiedClass === 'not-found' ? [a, b, y] : [b, a, x];
    return missing.tiedClass === 'not-found' && other.tiedClass !== 'not-found' && term.sub !== undefined && !other.avoidsOnlyTie;
  };
  // What a correction only took from a failure that was not the command's fault is that command as
  // it ran: another spelling of its tool (`docker-compose` for `docker compose exec`) is another
  // lesson, and it meets another correction on that command only when both also name one thing to
  // use (`nvm use` after two engine errors; not "arm image again… --platforms=…" and "nothing goes
  // to prod from a laptop" after two failed deploys). Two such corrections never meet on a whole tool.
  const avoided = (x: Term, y: Term) => sameAvoided(x, y) && (!(a.avoidsOnlyTie || b.avoidsOnlyTie) || (x.program === y.program && nameOneFix(a, b, x)))
    && !(a.avoidsOnlyTie && b.avoidsOnlyTie && isBare(x) && isBare(y))
    && !commandOfMissingTool(x, y);
  // A whole tool to avoid ("nie kubectl gegen prod") and one command of it ("never kubectl delete
  // namespace") meet only on a fix in common.
  const wholeAndCommand = (x: Term, y: Term) => isBare(x) !== isBare(y) && x.program === y.program && !nameOneFix(a, b, x);
  if (a.avoid.some((x) => b.avoid.some((y) => avoided(x, y) && !wholeAndCommand(x, y) && (x.program !== undefined || y.program !== undefined || x.flags.length > 0)))) return 2;
  // The same recommendation, where each side's recommendation replaces what it avoids: "we're on bun
  // here" and "use bun not npm" meet; "use node -p" (instead of jq) and "use node 22" do not.
  // A step to take first ("make proto first", "run `make proto` before building") replaces nothing;
  // it is the same recommendation when it avoids nothing but what failed before it.
  const replacing = (node: Node, prefer: Term) => node.avoid.every((avoid) => avoid.program === undefined) || node.avoid.some((avoid) => replaces(prefer, avoid))
    || (node.step === true && node.avoidsOnlyTie === true && prefer.sub !== undefined);
  // A tool alone (or a runner alone: `deno task`) and one of its commands are two things done with
  // one tool ("run az extension add … before az pipelines / az repos commands" and "PR é sempre az
  // repos pr create"; "prisma lives in packages/db" and "prisma migrate deploy, never migrate dev";
  // "everything goes through deno task" and "regenerate it with deno task manifest"), unless both
  // replace a command or flag (a file to leave alone is not one) or the command replaces another tool
  // with it ("we're on bun here" and "no npm. bun install").
  const otherTool = (tool: Term, node: Node) => node.avoid.some((avoid) => avoid.program !== undefined && effectiveFamily(avoid) !== effectiveFamily(tool) && replaces(tool, avoid) !== undefined);
  const avoidsCommand = (node: Node) => node.avoid.some((avoid) => avoid.program !== undefined || avoid.flags.length > 0);
  const whole = (term: Term) => isBare(term)
    || (term.program !== undefined && term.sub !== undefined && runsScriptSub(term.program, term.sub) && term.flags.length === 0 && term.args.length === 0);
  const oneThing = (x: Term, y: Term) => whole(x) === whole(y) || (avoidsCommand(a) && avoidsCommand(b))
    || (whole(x) ? otherTool(x, b) : otherTool(y, a));
  // …or the same script of the project run in place of the tool it is named after ("use npm run prettier"
  // after `prettier` failed, "`npm run prettier`, the apex plugin loads there").
  const sameScript = (x: Term, y: Term) => x.sub !== undefined && x.sub === y.sub && x.program === y.program;
  const replacingWith = (node: Node, prefer: Term, other: Term) => replacing(node, prefer)
    || (sameScript(prefer, other) && node.avoid.some((avoid) => runsScriptOf(prefer, avoid)));
  if (a.prefer.some((x) => b.prefer.some((y) => samePreferred(x, y) && oneThing(x, y) && x.code && y.code && replacingWith(a, x, y) && replacingWith(b, y, x)
    && !stepAndTool(a, x, b, y) && !stepAndTool(b, y, a, x) && !answersOtherFailure(a, b, x) && !answersOtherFailure(b, a, y)))) return 1;
  if (a.avoid.some((x) => b.avoid.some((y) => avoided(x, y) && !wholeAndCommand(x, y)))) return 1;
  if (a.words && b.words && (paraphrases(a.words, b.words) || sameProseAvoided(a, b))) return 0;
  if (namesSwap(a, b) || namesSwap(b, a)) return 1;
  if (a.rare && b.rare && termless(a) && termless(b) && [...a.rare].some((name) => b.rare!.has(name))) return 1;
  if (a.paired && b.paired && [...a.paired].some((name) => b.paired!.has(name))) return 1;
  // Two corrections about where branches start and PRs go, naming one branch as the base.
  if (a.baseBranch !== undefined && a.baseBranch === b.baseBranch) return 1;
  return undefined;
}

/**
 * A correction told after a failure that it takes nothing from to avoid recommends what fixes that
 * failure: it is not the lesson of another correction whose same recommendation replaces a tool
 * other than the one that failed ("static only links against musl… docker compose run --rm
 * builder" after `crystal build --static`, and "docker compose, with a space" after
 * `docker-compose up`). After a failure of the very tool the other replaces it is ("uv pip
 * install" after pip timed out, and "never pip, uv").
 */
function answersOtherFailure(node: Node, other: Node, prefer: Term): boolean {
  return node.tiedFamily !== undefined && node.avoid.length === 0
    && other.avoid.some((avoid) => avoid.program !== undefined && replaces(prefer, avoid) !== undefined)
    && !other.avoid.some((avoid) => effectiveFamily(avoid) === node.tiedFamily);
}

/**
 * Two unexplained failures of one command (one key: see keysOf) that complain in mostly the same
 * words: one tool's two wordings of one problem ("Could not find a configuration file for package
 * …" and "Could not find a package configuration file provided by …").
 */
function similarComplaints(a: NonNullable<Node['failure']>, b: NonNullable<Node['failure']>): boolean {
  if (a.failureClass !== 'other' || b.failureClass !== 'other' || a.missing !== undefined || b.missing !== undefined) return false;
  const [x, y] = [complaintWords(a.key), complaintWords(b.key)];
  let shared = 0;
  for (const word of x) if (y.has(word)) shared += 1;
  return shared >= MIN_SHARED_COMPLAINT_WORDS && shared / (x.size + y.size - shared) >= COMPLAINT_SIMILARITY;
}

const complaintWords = remembered((key: string) => new Set(key.split(/[^a-z]+/).filter((word) => word.length >= 3)), 50_000);

/** A correction that names no command to avoid or use: "5433!!", "db is lumen_telemetry". */
function termless(node: Node): boolean {
  return node.avoid.length + node.prefer.length === 0 && node.words !== undefined;
}

/**
 * Two corrections recommend or name one command, flag or name besides what they avoid ("nvm use",
 * "./gradlew"): the tool they both avoid, named again ("cabal test all" after `cabal test` failed),
 * is not one.
 */
function nameOneFix(a: Node, b: Node, avoided: Term): boolean {
  const besides = (term: Term) => !(isBare(term) && term.program === avoided.program);
  // A file both merely mention (`cabal.project`) is no fix: what they mention counts when it is a tool or a flag.
  const named = (node: Node) => [...node.prefer, ...(node.mentioned ?? []).filter(isNamed)].filter(besides);
  const [left, right] = [named(a), named(b)];
  return left.some((x) => right.some((y) => samePreferred(x, y)));
}

/** Bare words a node says to avoid (`main` of "we branch off develop, not main"), not tools or flags. */
function bareWords(terms: readonly Term[]): string[] {
  return terms.filter((term) => term.program === undefined && term.flags.length === 0).flatMap((term) => term.args).map((word) => word.toLowerCase());
}

/**
 * "we branch off develop, not main" and "Opened the PR with base main; PRs target develop": one
 * says which name to avoid and which to use, the other, naming no command, writes both.
 */
function namesSwap(said: Node, prose: Node): boolean {
  if (!prose.words || prose.words.size === 0 || said.avoid.some((term) => term.program !== undefined)) return false;
  const has = (word: string) => prose.words!.has(word) || prose.words!.has(word.replace(/s$/, ''));
  return bareWords(said.avoid).some(has) && bareWords(said.prefer).some(has);
}

/**
 * "Run ./mvnw spotless:apply" (a step to take, replacing nothing) and "use ./mvnw, not mvn" (a tool
 * in place of another) recommend one program for two lessons.
 */
function stepAndTool(stepNode: Node, step: Term, toolNode: Node, tool: Term): boolean {
  return step.sub !== undefined && stepNode.avoid.length === 0
    && tool.sub === undefined && toolNode.avoid.some((avoid) => avoid.program !== undefined);
}

/**
 * The correction says not to use the name the failure missed ("there's no main, we work off
 * develop" after `git checkout main`), and avoids no other command ("never force-push main" is
 * another lesson).
 */
function avoidsMissing(failed: Node, correction: Node): boolean {
  const failure = failed.failure!;
  if (failure.missing === undefined || !correction.names?.has(failure.missing)) return false;
  // Told after another failure, it is about that one ("no Release config" after `--config Release`
  // is not the lesson of `--preset release`).
  if (correction.tiedMissing !== undefined && correction.tiedMissing !== failure.missing) return false;
  // Only a correction that says not to use the name is about this failure: one that merely writes it
  // (the project's own `ledger-api` in ~/ledger, "the default branch is trunk" after `--preset
  // default`) is about something else done with it.
  if (!bareWords(correction.avoid).includes(failure.missing)) return false;
  return !correction.avoid.some((term) => term.program !== undefined && !namesFailure(term, failure)) && !termsConflict(failed, correction);
}

/** What a node says, without what it only took from a failure no class explains (see avoidsOnlyTie). */
function stated(node: Node): Pick<Node, 'avoid' | 'prefer'> {
  return node.avoidsOnlyTie ? { avoid: [], prefer: node.prefer } : node;
}

/** Two prose corrections that say not to do the same thing ("never hardcode API keys", "don't hardcode api keys anywhere"). */
function sameProseAvoided(a: Pick<Node, 'avoidWords'>, b: Pick<Node, 'avoidWords'>): boolean {
  if (!a.avoidWords || !b.avoidWords || a.avoidWords.size !== b.avoidWords.size) return false;
  for (const word of a.avoidWords) if (!b.avoidWords.has(word)) return false;
  return true;
}

/** A correction about a failure: it avoids what failed, or recommends a variant or an alternative of the failed tool. */
function failureLink(failed: Node, correction: Node): Rank | undefined {
  const failure = failed.failure!;
  if (failed.avoid.length === 0) return undefined;
  if (correction.prefer.some((prefer) => failed.avoid.some((avoid) => contradicts(avoid, prefer)) || namesPreferred(prefer, failure) || runsMissing(prefer, failure) || passedAlready(prefer, failure))) return undefined;
  if (correction.avoid.length > 0) {
    if (correction.avoidsOnlyTie) return undefined;
    // What it took from the failure it was told after names that way of failing: `git push` of "main
    // again 🙃 branch + PR please" is not a forced push refused on a release branch.
    if (correction.avoidsTiedSignature !== undefined && correction.avoidsTiedSignature !== failure.signature) return undefined;
    // Told after a failure a class explains ("we never pip" after pip refused an externally managed
    // environment), it is not about a failure of that command no class explains.
    if (correction.tiedClass !== undefined && failure.failureClass === 'other') return undefined;
    const failures = failed.members.map((member) => member.failure!);
    // A tool or one of its commands to avoid, with nothing to use instead ("never apt-installed
    // rustc/cargo", "we never wrangler deploy by hand"), is not every way it can go wrong: a failure
    // no class explains (a deploy whose image crashed, a build with a bad feature) needs more than
    // the command's name. Nor is the shell a platform mistake was made in ("powershell: $env:X = …"
    // after `export` was refused) every platform mistake made in it (`rm -rf`, `&&`).
    const wholeOnly = (term: Term) => term.flags.length === 0 && term.args.every((arg) => term.sub?.split(' ').includes(arg))
      && ((failure.failureClass === 'platform' && term.sub === undefined) || (failure.failureClass === 'other' && !anyUsedInstead(correction.prefer, term)));
    // A single-letter flag named with no program and told after no failure ("kein lokales deploy -t
    // prod") means something else to every tool: it names no failure by itself.
    const loneLetter = (term: Term) => term.program === undefined && correction.tie === undefined && term.flags.length > 0 && term.flags.every((flag) => /^-[a-z]$/i.test(flag));
    // One command of a tool said never to run ("STOP. we never wrangler deploy by hand"), with nothing
    // to run instead, is not what to do when the tool is not there at all.
    const commandOfMissing = (term: Term) => failure.failureClass === 'not-found' && term.sub !== undefined && correction.prefer.length === 0;
    if (correction.avoid.some((term) => !wholeOnly(term) && !loneLetter(term) && !commandOfMissing(term) && failures.some((each) => namesFailure(term, each)))) {
      return correction.avoid.some((term) => term.program !== undefined || term.flags.length > 0) ? 2 : 1;
    }
    // A bare word to avoid that is not what failed ("compose v1 já era, usa docker compose") names no
    // tool: the replacement decides, as below. A tool or flag to avoid that is not this one does.
    if (correction.avoid.some(isNamed)) return undefined;
  }
  // Only the replacement is named: it must replace this tool, for a failure that blames the tool…
  // …or be this very command, fixed (`uv sync --python 3.12` after `uv sync --python 3.11` failed).
  // A step to take first (`godot --headless --import` before an export that crashed) fixes nothing of it.
  if (!failure.blamesCommand) return failure.invocation && correction.step !== true && correction.prefer.some((prefer) => prefer.verbatim && fixesFailure(prefer, failure.invocation!)) ? 1 : undefined;
  let best: Rank | undefined;
  for (const prefer of correction.prefer) {
    for (const avoid of failed.avoid) {
      const how = replaces(prefer, avoid);
      if (!how) continue;
      // A push a server refused (a protected branch, a ruleset) is not fixed by the same program with
      // other flags ("push with --force-with-lease, it's your own branch"): the policy refused it.
      if (how === 'variant' && failure.failureClass === 'refused' && prefer.program === avoid.program) continue;
      // `gsed` replaces macOS's `sed`, not a GNU sed that failed on Linux.
      if (how === 'variant' && failure.platform === 'linux' && /^g/.test(effectiveProgramOf(prefer)) && !/^g/.test(avoid.program ?? '')) continue;
      // A variant to run another subcommand with (`./mvnw spotless:apply` after `mvn test` was not found) is another step.
      // (`docker compose` for `docker-compose up` names no step: its subcommand is the tool.)
      if (how === 'variant' && prefer.sub !== undefined && prefer.sub !== prefer.family && failure.invocation
        && !subsAgree(prefer.sub, invocationSub(failure.invocation) ?? prefer.sub)) continue;
      // Another tool's command for another job (`oc login --web`, `oc rollout restart` after
      // `kubectl rollout history` was not found) is another lesson; `bun install` for `npm ci` is not.
      if (how === 'alternative' && prefer.sub !== undefined && failure.invocation && !sameJob(prefer.sub, invocationSub(failure.invocation))) continue;
      // Told after a failure of another tool (`oc login --web` after `oc login` failed), it replaces
      // that tool; a variant of this one told so (`docker compose run --rm builder` after a static
      // `crystal build` failed) is a step for that failure, not this tool's lesson.
      if (correction.tiedFamily !== undefined && failure.invocation && correction.tiedFamily !== familyOfInvocation(failure.invocation)) continue;
      const rank: Rank = how === 'variant' ? 2 : 1;
      if (best === undefined || rank > best) best = rank;
    }
  }
  return best;
}

/** Answers of anyUsedInstead by a node's list of recommendations: nodes do not change while they are linked. */
const usedInsteadAnswers = new WeakMap<readonly Term[], Map<Term, boolean>>();

/** One of `prefer` is used in place of `avoid`: remembered, since a correction meets up to FAILURES_PER_KEY failures per key. */
function anyUsedInstead(prefer: readonly Term[], avoid: Term): boolean {
  let answers = usedInsteadAnswers.get(prefer);
  if (answers === undefined) usedInsteadAnswers.set(prefer, (answers = new Map()));
  let answer = answers.get(avoid);
  if (answer === undefined) {
    answer = prefer.some((each) => usedInstead(each, avoid));
    answers.set(avoid, answer);
  }
  return answer;
}

/** `prefer` is a tool to use in place of `avoid`: a variant or alternative of it, or a name no tool list knows ("use acme2 instead"). */
function usedInstead(prefer: Term, avoid: Term): boolean {
  if (prefer.program !== undefined) return replaces(prefer, avoid) !== undefined;
  return prefer.flags.length === 0 && prefer.args.length === 1 && /^[a-z][\w-]*$/i.test(prefer.args[0]!);
}

/** A flag with its value to pass ("always --target dev") that the failed command passed: another problem. */
function passedAlready(prefer: Term, failure: NonNullable<LessonFeatures['failure']>): boolean {
  const invocation = failure.invocation;
  if (!invocation || prefer.flags.length === 0 || prefer.args.length === 0) return false;
  if (prefer.program !== undefined && familyOf(prefer.program) !== familyOf(invocation.program)) return false;
  if (!ranSub(prefer, invocation)) return false;
  return prefer.flags.every((flag) => passesFlag(invocation, flag)) && prefer.args.every((arg) => invocation.args.includes(arg.toLowerCase()));
}

/** The correction recommends running the very program the failure found missing (`php artisan migrate` after `php: command not found`). */
function runsMissing(prefer: Term, failure: NonNullable<LessonFeatures['failure']>): boolean {
  const invocation = failure.invocation;
  return failure.failureClass === 'not-found' && invocation !== undefined && prefer.program === invocation.program && (prefer.dir ?? '') === (invocation.dir ?? '');
}

function effectiveProgramOf(term: Term): string {
  return term.program ?? '';
}

/** Tools that run a program in a container: a failure there ran in another place than the same command on the host. */
const CONTAINER_RUNNERS = new Set(['sail', 'docker', 'podman', 'docker-compose']);

/** The failed command ran the subcommand `prefer` names, if it names one: `ruff check --fix .` is another command than `ruff --fix .`. */
function ranSub(prefer: Term, invocation: Invocation): boolean {
  if (prefer.sub === undefined) return true;
  const ran = invocationSub(invocation);
  return ran !== undefined && subsAgree(prefer.sub, ran);
}

/** The failed command is what the correction recommends (a failure of `bun install` is not the "use bun" lesson). */
function namesPreferred(prefer: Term, failure: NonNullable<LessonFeatures['failure']>): boolean {
  const invocation = failure.invocation;
  if (!invocation || prefer.program === undefined) return false;
  // `./vendor/bin/sail composer …` recommended, and composer ran in sail; `pnpm supabase …`, and
  // supabase ran through pnpm.
  if ((CONTAINER_RUNNERS.has(prefer.program) || runsToolsByName(prefer.program)) && invocation.wrappers.includes(prefer.program)) {
    const runs = prefer.sub ?? prefer.args[0];
    return runs === invocation.program || (runs !== undefined && invocation.wrappers.includes(runs));
  }
  if (prefer.program !== invocation.program || (prefer.dir ?? '') !== (invocation.dir ?? '')) return false;
  return prefer.flags.every((flag) => invocation.flags.includes(flag)) && ranSub(prefer, invocation)
    && prefer.args.every((arg) => invocation.args.includes(arg));
}

function paraphrases(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return shared >= MIN_SHARED_WORDS && union > 0 && shared / union >= SIMILARITY;
}

/** Two programs are clients of one database (`psql`, `pg_dump`). */
function sameSuite(a: string | undefined, b: string | undefined): boolean {
  const suite = a === undefined ? undefined : suiteOf(a);
  return suite !== undefined && b !== undefined && suiteOf(b) === suite;
}

/** `prefer` is another tool for the job of `avoid`, or a client of another database (`pg_dump` where `mysql` was). */
function switches(prefer: Term, avoid: Term): boolean {
  if (replaces(prefer, avoid) === 'alternative') return true;
  const from = avoid.program === undefined ? undefined : suiteOf(avoid.program);
  const to = prefer.program === undefined ? undefined : suiteOf(prefer.program);
  return from !== undefined && to !== undefined && from !== to;
}

/**
 * Two sets of terms cannot be one lesson: they recommend different things, one avoids what the
 * other recommends, or they avoid unrelated things (not even alternatives to one another). A tie
 * (`rank` 3) outweighs how each side names what it avoids: the person answered that failure.
 */
function termsConflict(a: Pick<Node, 'avoid' | 'prefer'>, b: Pick<Node, 'avoid' | 'prefer'>, rank?: Rank): boolean {
  if (a.avoid.length + a.prefer.length === 0 || b.avoid.length + b.prefer.length === 0) return false;
  const namedA = a.prefer.filter(isNamed);
  const namedB = b.prefer.filter(isNamed);
  // Two commands of one other tool, each in place of one tool both avoid ("uv add" and "uv sync, not pip"), are one switch;
  // so are two clients of one database in place of another's (`psql` for `mysql`, `pg_dump` for `mysqldump`).
  const oneSwitch = () => namedA.some((x) => namedB.some((y) => x.program !== undefined && y.program !== undefined && (x.program === y.program || sameSuite(x.program, y.program))
    && a.avoid.some((ax) => b.avoid.some((bx) => (sameAvoided(ax, bx) || sameSuite(ax.program, bx.program)) && switches(x, ax) && switches(y, bx)))));
  // Told right after a failure, another use of the same tool is another way to the same fix (`date -r`, `date -v-1d`).
  const agree = (x: Term, y: Term) => samePreferred(x, y) || (rank === 3 && x.program !== undefined && effectiveFamily(x) === effectiveFamily(y));
  if (namedA.length > 0 && namedB.length > 0 && !namedA.some((x) => namedB.some((y) => agree(x, y))) && !oneSwitch()) return true;
  // (A tool named alone after a failure of it, "that's gnu date again… -v-7d", says which tool, not to run it bare.)
  const against = (x: Term, y: Term) => contradicts(x, y) && !(rank === 3 && isBare(y) && !isBare(x));
  if (a.avoid.some((x) => b.prefer.some((y) => against(x, y))) || b.avoid.some((x) => a.prefer.some((y) => against(x, y)))) return true;
  if (rank === 3) return false;
  const toolsA = a.avoid.filter((term) => term.program !== undefined);
  const toolsB = b.avoid.filter((term) => term.program !== undefined);
  if (toolsA.length > 0 && toolsB.length > 0 && !toolsA.some((x) => toolsB.some((y) => sameAvoided(x, y)))) {
    const alternatives = toolsA.some((x) => toolsB.some((y) => categoriesOf(x.program!, x.sub).some((category) => categoriesOf(y.program!, y.sub).includes(category))));
    const sharedReplacement = namedA.length > 0 && namedB.length > 0;
    // "lint is ruff here" after flake8 and "ruff format, not black": one tool replaces both.
    const replacedByShared = () => sharedReplacement && namedA.some((x) => namedB.some((y) => samePreferred(x, y)
      && toolsA.every((avoid) => replaces(x, avoid)) && toolsB.every((avoid) => replaces(y, avoid))));
    if (!(alternatives && sharedReplacement) && !replacedByShared()) return true;
  }
  return false;
}

/** A term a recommendation can be compared by: a tool or a flag, not a bare word. */
function isNamed(term: Term): boolean {
  return term.program !== undefined || term.flags.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Merging

function mergeLinked(nodes: Node[], links: Link[]): Cluster[] {
  const clusterOf = nodes.map((_, index) => index);
  const clusters: Cluster[] = nodes.map((node, index) => ({
    nodes: [index],
    failures: node.failure ? [index] : [],
    avoid: [...node.avoid],
    prefer: [...node.prefer],
    plain: node.words ? [...node.members] : [],
  }));
  for (const { a, b, rank } of links) {
    const left = clusterOf[a]!;
    const right = clusterOf[b]!;
    if (left === right) continue;
    const [big, small] = clusters[left]!.nodes.length >= clusters[right]!.nodes.length ? [left, right] : [right, left];
    const target = clusters[big]!;
    const source = clusters[small]!;
    // A correction tied to a failure is about it, whatever else the two clusters say, unless all it
    // recommends is the program that failed ("use poetry for the docs env" after `poetry run pytest`).
    const tiedAnyway = rank === 3 && !recommendsOnlyWhatFailed(nodes[a]!, nodes[b]!);
    if (!tiedAnyway && termsConflict(target, source, rank)) continue;
    if (rank === 0 && !allParaphrases(target.plain, source.plain)) continue;
    if (ranAlready(nodes, target.failures, source.prefer) || ranAlready(nodes, source.failures, target.prefer)) continue;
    if (tooManyWaysToFail(nodes, target.failures, source.failures)) continue;
    for (const index of source.nodes) clusterOf[index] = big;
    target.nodes.push(...source.nodes);
    for (const index of source.failures) if (target.failures.length < FAILURES_PER_KEY) target.failures.push(index);
    for (const term of source.avoid) addTerm(target.avoid, term);
    for (const term of source.prefer) addTerm(target.prefer, term);
    target.plain.push(...source.plain);
    clusters[small] = { nodes: [], failures: [], avoid: [], prefer: [], plain: [] };
  }
  return clusters.filter((cluster) => cluster.nodes.length > 0);
}

/**
 * One lesson's failures of one program fail in at most this many ways (signature and missing name):
 * over the 1,244 lessons and programs of the corpus none fails in more than three. A cluster that
 * would hold more is a hub, lessons joined through a reading that lost what set them apart (`no mix
 * deps.update --all` read as "no mix" once linked every failure of mix): the merge is refused.
 */
const MAX_WAYS_TO_FAIL = 3;

/** Of a correction and the failure it is tied to: all the correction recommends is the failed program itself, with no subcommand or folder of its own. */
function recommendsOnlyWhatFailed(x: Node, y: Node): boolean {
  const [failed, correction] = x.failure ? [x, y] : [y, x];
  const program = failed.failure?.invocation?.program;
  return program !== undefined && correction.prefer.length > 0
    && correction.prefer.every((term) => term.program === program && term.dir === undefined && term.sub === undefined);
}

function tooManyWaysToFail(nodes: readonly Node[], left: readonly number[], right: readonly number[]): boolean {
  // One failure of each way, by program; a failure that complains like one of them is that way.
  const ways = new Map<string, Array<NonNullable<Node['failure']>>>();
  for (const index of [...left, ...right]) {
    const failure = nodes[index]!.failure;
    if (!failure?.invocation) continue;
    let seen = ways.get(failure.invocation.program);
    if (!seen) ways.set(failure.invocation.program, (seen = []));
    if (seen.some((way) => (way.signature === failure.signature && way.missing === failure.missing) || similarComplaints(way, failure))) continue;
    seen.push(failure);
    if (seen.length > MAX_WAYS_TO_FAIL) return true;
  }
  return false;
}

/**
 * One of the failures already ran what the other side recommends, as it recommends it (`sed -i ''
 * -E …` failing on a bad regex is not the lesson "use sed -i ''"): another problem.
 */
function ranAlready(nodes: readonly Node[], failures: readonly number[], prefer: readonly Term[]): boolean {
  const specific = prefer.filter((term) => term.program !== undefined && term.flags.length + term.args.length > 0);
  if (specific.length === 0) return false;
  return failures.some((index) => specific.some((term) => namesPreferred(term, nodes[index]!.failure!) || passedAlready(term, nodes[index]!.failure!)));
}

/**
 * A merge resting on a paraphrase must hold for every pair of plain corrections across the two
 * groups, so a chain of near-paraphrases ("check the lockfile before merging", "check the
 * migration before merging", "check the migration before pushing") does not become one lesson.
 */
function allParaphrases(left: readonly LessonFeatures[], right: readonly LessonFeatures[]): boolean {
  if (left.length * right.length > MAX_PARAPHRASE_PAIRS) return false;
  return left.every((a) => right.every((b) => paraphrases(a.words, b.words) || sameProseAvoided(a, b)));
}

// ---------------------------------------------------------------------------------------------
// Summaries

function summarize(unsorted: LessonFeatures[], cluster: Cluster, now: Date): LessonGroup {
  const members = [...unsorted].sort((a, b) => compare(a.learning.time, b.learning.time) || compare(a.learning.ref, b.learning.ref));
  const times = members.map((member) => member.learning.updated || member.learning.time).sort();
  const lastSeen = times[times.length - 1]!;
  const sessions = new Set(members.map((member) => member.learning.session ?? member.learning.time.slice(0, 10))).size;
  const pains = members.map((member) => member.learning.pain).filter((pain): pain is number => typeof pain === 'number');
  const pain = pains.length > 0 ? Math.max(...pains) : undefined;
  const ageDays = Math.max(0, (now.getTime() - Date.parse(lastSeen)) / DAY_MS);
  const recency = Number.isFinite(ageDays) ? 0.5 + 0.5 * 2 ** (-ageDays / RECENCY_HALF_LIFE_DAYS) : 0.5;
  const painFactor = (pains.length > 0 ? pains.reduce((sum, value) => sum + value, 0) / pains.length : DEFAULT_PAIN) / DEFAULT_PAIN;
  const occurrences = countOccurrences(members);
  return {
    members,
    occurrences,
    sessions,
    firstSeen: times[0]!,
    lastSeen,
    ...(pain === undefined ? {} : { pain }),
    score: Math.round(occurrences * recency * painFactor * 1000) / 1000,
    subject: groupSubject(members, cluster),
    avoid: cluster.avoid,
    prefer: cluster.prefer,
  };
}

/**
 * Failures and corrections count once each; candidates not at all; and a correction the agent
 * recorded itself counts nothing beside the hook's record of the same session's prompt (the
 * person said it once: the hook heard it and the agent wrote it down).
 */
export function countOccurrences(members: readonly LessonFeatures[]): number {
  const prompts = new Map<string, LessonFeatures[]>();
  for (const member of members) {
    if (member.source !== 'hook' || member.candidate || !member.learning.session) continue;
    const list = prompts.get(member.learning.session) ?? [];
    list.push(member);
    prompts.set(member.learning.session, list);
  }
  const used = new Set<LessonFeatures>();
  let count = 0;
  for (const member of members) {
    if (member.candidate) continue;
    if (member.source === 'agent' && member.learning.session) {
      const time = Date.parse(member.learning.time);
      const twin = prompts.get(member.learning.session)?.find((prompt) => !used.has(prompt) && Math.abs(Date.parse(prompt.learning.time) - time) <= SAME_CORRECTION_MS);
      if (twin) {
        used.add(twin);
        continue;
      }
    }
    count += 1;
  }
  return count;
}

function byRank(a: LessonGroup, b: LessonGroup): number {
  return b.score - a.score
    || b.occurrences - a.occurrences
    || compare(b.lastSeen, a.lastSeen)
    || compare(a.members[0]!.learning.ref, b.members[0]!.learning.ref);
}

/** Code-unit order: ISO times and refs sort right, and far faster than localeCompare. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The subject a fingerprint is made of: what the group avoids (or recommends), else its failure or words. */
function groupSubject(members: readonly LessonFeatures[], cluster: Cluster): string {
  const counted = (terms: readonly Term[]) => {
    const counts = new Map<string, number>();
    for (const term of terms) {
      const family = effectiveFamily(term);
      const name = [family, term.sub, ...term.flags].filter(Boolean).join(' ') || term.args.join(' ');
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]?.[0];
  };
  const memberAvoid = members.flatMap((member) => member.avoid);
  const avoided = counted(memberAvoid.length > 0 ? memberAvoid : cluster.avoid);
  if (avoided) return `avoid:${avoided}`;
  const preferred = counted(members.flatMap((member) => member.prefer));
  if (preferred) return `prefer:${preferred}`;
  const failure = members.find((member) => member.failure);
  if (failure) return `fail:${failure.failure!.signature}`;
  const counts = new Map<string, number>();
  for (const member of members) for (const word of member.words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const shared = [...counts].filter(([, count]) => count * 2 >= members.length).map(([word]) => word).sort();
  return `words:${shared.join(' ')}`;
}

/** What the learnings that `sources` cite recorded, one text each: what a drafted or edited pattern must match. */
export function citedEvidence(sources: readonly string[], learnings: readonly Learning[]): string[] {
  const byRef = new Map(learnings.map((learning) => [learning.ref, learning]));
  return sources
    .map((source) => byRef.get(source))
    .filter((learning): learning is Learning => learning !== undefined)
    .map(learningEvidence);
}
