// Groups learnings that are the same lesson in different words or commands, and ranks the
// groups seen twice or more by how often, how recently and how painfully they recurred.
// A pure function of the learnings: no files, no clock (the caller passes `now`).
import type { Learning } from '../learnings/model.js';
import {
  commandShape,
  contentWords,
  correctionTerms,
  errorSignature,
  isWordPrefix,
  termWords,
  type CommandShape,
} from './lesson.js';

/** What one learning says, ready to compare. */
export interface LessonFeatures {
  learning: Learning;
  command?: CommandShape;
  errorSignature?: string;
  /** The correction people gave (latest), if any. */
  correction?: string;
  avoid?: { term: string; words: string[]; code: boolean };
  prefer?: string;
  /** Meaningful words of the correction (or, without one, of the error), synonyms folded. */
  words: Set<string>;
  /** Everything the learning recorded, as text: what a derived pattern must match. */
  evidence: string;
}

export interface LessonGroup {
  /** Oldest first. */
  members: LessonFeatures[];
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
}

export interface GroupOptions {
  now: Date;
  /** Folds a word to its thesaurus entry so synonyms compare equal. */
  canonical?: (word: string) => string;
  /** Groups smaller than this are not candidates. */
  minOccurrences?: number;
}

const DAY_MS = 86_400_000;
const RECENCY_HALF_LIFE_DAYS = 14;
const DEFAULT_PAIN = 3;
/** Share of meaningful words two corrections need in common to be read as paraphrases. */
const SIMILARITY = 0.7;
const MIN_SHARED_WORDS = 2;

function lessonFeatures(learning: Learning, canonical?: (word: string) => string, programs?: ReadonlySet<string>): LessonFeatures {
  const command = commandShape(learning.command);
  const correction = learning.latestCorrection ?? learning.correction ?? (learning.kind === 'correction' ? learning.context : undefined);
  const signature = errorSignature(learning.error, command?.program);
  let terms = correctionTerms(correction, programs);
  if (!terms.avoid) {
    // An older correction may say it plainly where the latest only adds detail.
    for (const older of [...learning.corrections].reverse()) {
      const found = correctionTerms(older.text, programs);
      if (found.avoid) {
        terms = found;
        break;
      }
    }
  }
  const evidence = [
    learning.command,
    learning.error,
    learning.correction,
    ...learning.corrections.map((entry) => entry.text),
    learning.context,
  ].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return {
    learning,
    ...(command ? { command } : {}),
    ...(signature ? { errorSignature: signature } : {}),
    ...(correction ? { correction } : {}),
    ...(terms.avoid ? { avoid: { term: terms.avoid, words: termWords(terms.avoid), code: terms.avoidIsCode } } : {}),
    ...(terms.prefer ? { prefer: terms.prefer.toLowerCase() } : {}),
    words: contentWords(correction ?? signature ?? '', canonical),
    evidence: [...new Set(evidence)].join('\n'),
  };
}

/** What the learnings that `sources` cite recorded, one text each: what a drafted or edited pattern must match. */
export function citedEvidence(sources: readonly string[], learnings: readonly Learning[]): string[] {
  const byRef = new Map(learnings.map((learning) => [learning.ref, learning]));
  return sources
    .map((source) => byRef.get(source))
    .filter((learning): learning is Learning => learning !== undefined)
    .map((learning) => lessonFeatures(learning).evidence);
}

/** Two corrections that avoid different terms, or recommend different replacements, are never one lesson. */
function conflicting(a: LessonFeatures, b: LessonFeatures): boolean {
  if (a.avoid && b.avoid && !isWordPrefix(a.avoid.words, b.avoid.words)) return true;
  return Boolean(a.prefer && b.prefer && a.prefer !== b.prefer && !a.prefer.includes(b.prefer) && !b.prefer.includes(a.prefer));
}

/**
 * How two learnings are the same lesson, if they are: `strong` for the same program failing with
 * the same error signature, corrections avoiding the same term (one may be more specific: `pip`
 * and `pip install`), or an uncorrected failure of the command a correction avoids;
 * `paraphrase` for corrections in different words that share most of their meaning.
 */
function lessonLink(a: LessonFeatures, b: LessonFeatures): 'strong' | 'paraphrase' | undefined {
  if (conflicting(a, b)) return undefined;
  if (a.command && b.command && a.errorSignature && a.command.program === b.command.program && a.errorSignature === b.errorSignature) {
    return 'strong';
  }
  if (a.avoid && b.avoid) return 'strong';
  if (avoidsFailedCommand(a, b) || avoidsFailedCommand(b, a)) return 'strong';
  if (a.correction && b.correction && paraphrases(a.words, b.words)) return 'paraphrase';
  return undefined;
}

/** `a` says not to use what `b` ran and failed with (and nobody corrected `b` otherwise). */
function avoidsFailedCommand(a: LessonFeatures, b: LessonFeatures): boolean {
  if (!a.avoid?.code || !b.command || b.correction) return false;
  return a.avoid.words.every((word, index) => b.command!.tokens[index] === word);
}

function paraphrases(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return shared >= MIN_SHARED_WORDS && union > 0 && shared / union >= SIMILARITY;
}

/**
 * Whether two groups may become one: no two members conflict, and a merge resting only on a
 * paraphrase needs every pair of corrections across the groups to be the same lesson, so that
 * a chain of near-paraphrases ("check the lockfile before merging", "check the migration
 * before merging", "check the migration before pushing") does not become one lesson.
 */
function mayMerge(left: LessonFeatures[], right: LessonFeatures[], link: 'strong' | 'paraphrase'): boolean {
  for (const a of left) {
    for (const b of right) {
      if (conflicting(a, b)) return false;
      if (link === 'paraphrase' && a.correction && b.correction && lessonLink(a, b) === undefined) return false;
    }
  }
  return true;
}

/** Groups the learnings into lessons and returns those seen at least twice, best first. */
export function groupLearnings(learnings: readonly Learning[], options: GroupOptions): LessonGroup[] {
  const programs = new Set(learnings.map((learning) => commandShape(learning.command)?.program).filter((p): p is string => p !== undefined));
  const features = learnings
    .filter((learning) => learning.kind !== 'observation')
    .map((learning) => lessonFeatures(learning, options.canonical, programs));
  const clusters = features.map((feature) => [feature]);
  const clusterOf = features.map((_, index) => index);
  const indexOf = new Map(features.map((feature, index) => [feature, index]));
  const links: Array<{ i: number; j: number; link: 'strong' | 'paraphrase' }> = [];
  for (let i = 0; i < features.length; i += 1) {
    for (let j = i + 1; j < features.length; j += 1) {
      const link = lessonLink(features[i]!, features[j]!);
      if (link) links.push({ i, j, link });
    }
  }
  // Strong links first, so paraphrases are judged against whole lessons.
  links.sort((a, b) => (a.link === b.link ? 0 : a.link === 'strong' ? -1 : 1));
  for (const { i, j, link } of links) {
    const left = clusterOf[i]!;
    const right = clusterOf[j]!;
    if (left === right || !mayMerge(clusters[left]!, clusters[right]!, link)) continue;
    for (const feature of clusters[right]!) clusterOf[indexOf.get(feature)!] = left;
    clusters[left]!.push(...clusters[right]!);
    clusters[right] = [];
  }
  const minimum = options.minOccurrences ?? 2;
  return clusters
    .filter((members) => members.length >= minimum)
    .map((members) => summarize(members, options.now))
    .sort(byRank);
}

function summarize(unsorted: LessonFeatures[], now: Date): LessonGroup {
  const members = [...unsorted].sort((a, b) => a.learning.time.localeCompare(b.learning.time) || a.learning.ref.localeCompare(b.learning.ref));
  const times = members.map((member) => member.learning.updated || member.learning.time).sort();
  const lastSeen = times[times.length - 1]!;
  const sessions = new Set(members.map((member) => member.learning.session ?? member.learning.time.slice(0, 10))).size;
  const pains = members.map((member) => member.learning.pain).filter((pain): pain is number => typeof pain === 'number');
  const pain = pains.length > 0 ? Math.max(...pains) : undefined;
  const ageDays = Math.max(0, (now.getTime() - Date.parse(lastSeen)) / DAY_MS);
  const recency = Number.isFinite(ageDays) ? 0.5 + 0.5 * 2 ** (-ageDays / RECENCY_HALF_LIFE_DAYS) : 0.5;
  const painFactor = (pains.length > 0 ? pains.reduce((sum, value) => sum + value, 0) / pains.length : DEFAULT_PAIN) / DEFAULT_PAIN;
  return {
    members,
    occurrences: members.length,
    sessions,
    firstSeen: times[0]!,
    lastSeen,
    ...(pain === undefined ? {} : { pain }),
    score: Math.round(members.length * recency * painFactor * 1000) / 1000,
    subject: groupSubject(members),
  };
}

function byRank(a: LessonGroup, b: LessonGroup): number {
  return b.score - a.score
    || b.occurrences - a.occurrences
    || b.lastSeen.localeCompare(a.lastSeen)
    || a.members[0]!.learning.ref.localeCompare(b.members[0]!.learning.ref);
}

/** The words every avoided term of the group starts with: `pip` for `pip` and `pip install`. */
export function commonAvoidedWords(members: readonly LessonFeatures[]): string[] | undefined {
  const terms = members.map((member) => member.avoid?.words).filter((words): words is string[] => words !== undefined);
  if (terms.length === 0) return undefined;
  const common: string[] = [];
  for (let index = 0; ; index += 1) {
    const word = terms[0]![index];
    if (word === undefined || !terms.every((words) => words[index] === word)) break;
    common.push(word);
  }
  return common.length > 0 ? common : undefined;
}

function groupSubject(members: LessonFeatures[]): string {
  const avoided = commonAvoidedWords(members);
  if (avoided) return `avoid:${avoided.join(' ')}`;
  const failure = members.find((member) => member.command && member.errorSignature);
  if (failure && members.every((member) => !member.command || member.command.program === failure.command!.program)) {
    return `fail:${failure.command!.program}|${failure.errorSignature}`;
  }
  const counts = new Map<string, number>();
  for (const member of members) for (const word of member.words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const shared = [...counts].filter(([, count]) => count * 2 >= members.length).map(([word]) => word).sort();
  return `words:${shared.join(' ')}`;
}
