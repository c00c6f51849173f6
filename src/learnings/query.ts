// `learn query`: finds learnings by meaning, not exact wording. The query is split into concepts
// (a word, or a thesaurus phrase such as "missing value"); each concept matches its own words
// fully and its synonyms at a discount; rarer concepts weigh more (idf). Relevance is then
// tempered by recency, so of two equally good matches the fresher lesson comes first.
import { placeFactor, type Place } from './contexts.js';
import type { Learning } from './model.js';
import { builtInThesaurus, compileThesaurus, type CompiledThesaurus, type Thesaurus } from './thesaurus.js';
import { isStopWord, NON_WORD, stemProbe, terms } from './terms.js';

export interface QueryOptions {
  thesaurus?: Thesaurus;
  /** Clock for recency (default: now). */
  now?: Date;
  /** Most results returned (default: all that match). */
  limit?: number;
  /** Half-life of recency in days (default 30). */
  halfLifeDays?: number;
  /** Where the query is asked from: learnings whose contexts fit it rank higher, those whose anti-contexts do lower. */
  place?: Place;
}

export interface QueryResult {
  learning: Learning;
  /** Final rank key: relevance tempered by recency, 0..1. */
  score: number;
  /** How well the text matches, 0..1. */
  relevance: number;
  /** 1 for today, 0.5 one half-life ago. */
  recency: number;
  /** The query's words and synonyms found in this learning. */
  matched: string[];
}

/** One concept of the query and every way it may appear in a learning. */
export interface QueryConcept {
  label: string;
  alternatives: Array<{ phrase: string[]; weight: number }>;
}

const SYNONYM_WEIGHT = 0.7;
const PREFIX_WEIGHT = 0.5;
const RECENCY_SHARE = 0.25;
const FIELD_WEIGHTS = { command: 1, correction: 1, tags: 1, context: 0.8, error: 0.7, extra: 0.5 } as const;

const compiledCache = new WeakMap<Thesaurus, CompiledThesaurus>();
const builtIn = builtInThesaurus();

function compiled(thesaurus: Thesaurus): CompiledThesaurus {
  let result = compiledCache.get(thesaurus);
  if (!result) {
    result = compileThesaurus(thesaurus);
    compiledCache.set(thesaurus, result);
  }
  return result;
}

/** Splits a query into concepts, each expanded with its synonyms (longest thesaurus phrase first). */
export function expandQuery(text: string, thesaurus: Thesaurus = builtIn): QueryConcept[] {
  const { index, groups, longest } = compiled(thesaurus);
  const words = terms(text);
  const meaningful = words.some((word) => !isStopWord(word));
  const concepts: QueryConcept[] = [];
  for (let at = 0; at < words.length;) {
    let taken = 1;
    let holders: number[] | undefined;
    for (let length = Math.min(longest, words.length - at); length >= 1; length -= 1) {
      holders = index.get(words.slice(at, at + length).join(' '));
      if (holders) {
        taken = length;
        break;
      }
    }
    const phrase = words.slice(at, at + taken);
    at += taken;
    if (!holders && meaningful && phrase.length === 1 && isStopWord(phrase[0]!)) continue;
    const label = phrase.join(' ');
    const alternatives = new Map<string, { phrase: string[]; weight: number }>([[label, { phrase, weight: 1 }]]);
    for (const group of holders ?? []) {
      for (const synonym of groups[group]!) {
        const key = synonym.join(' ');
        if (!alternatives.has(key)) alternatives.set(key, { phrase: synonym, weight: SYNONYM_WEIGHT });
      }
    }
    if (!concepts.some((concept) => concept.label === label)) concepts.push({ label, alternatives: [...alternatives.values()] });
  }
  return concepts;
}

/** Ranks `learnings` against `text`; only learnings matching at least one concept are returned. */
export function queryLearnings(learnings: readonly Learning[], text: string, options: QueryOptions = {}): QueryResult[] {
  const concepts = expandQuery(text, options.thesaurus ?? builtIn);
  if (concepts.length === 0) return [];
  const matcher = new Matcher(concepts);
  const now = (options.now ?? new Date()).getTime();
  const halfLife = options.halfLifeDays ?? 30;

  const candidates: Array<{ learning: Learning; scores: number[]; matched: string[] }> = [];
  const documentFrequency = new Array<number>(concepts.length).fill(0);
  for (const learning of learnings) {
    const found = matcher.match(learning);
    if (!found) continue;
    found.scores.forEach((score, i) => {
      if (score > 0) documentFrequency[i]! += 1;
    });
    candidates.push({ learning, ...found });
  }

  const total = Math.max(learnings.length, 1);
  const idf = documentFrequency.map((df) => Math.log(1 + total / (1 + df)));
  const idfSum = idf.reduce((sum, value) => sum + value, 0) || 1;
  const results = candidates.map(({ learning, scores, matched }) => {
    const relevance = scores.reduce((sum, score, i) => sum + score * idf[i]!, 0) / idfSum;
    const updated = timeOf(learning.updated);
    const ageDays = Math.max(0, (now - updated) / 86_400_000);
    const recency = Math.pow(0.5, ageDays / halfLife);
    // Confidence, contexts and anti-contexts weigh in: a lesson that says it does not hold here sinks.
    const score = Math.min(1, relevance * (1 - RECENCY_SHARE + RECENCY_SHARE * recency) * placeFactor(learning, options.place));
    return { learning, score: round(score), relevance: round(relevance), recency: round(recency), matched, updated };
  });
  results.sort((a, b) => b.score - a.score || b.updated - a.updated || b.learning.id - a.learning.id);
  const ranked = results.map(({ updated: _updated, ...result }) => result);
  return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
}

interface Alternative {
  concept: number;
  phrase: string[];
  weight: number;
}

/**
 * Scores learnings against the query's concepts. Built for 10,000 learnings in well under a
 * second: a field is tokenized only when one regex finds a word that could match in it, and
 * each word is then looked up among the alternatives starting with it.
 */
class Matcher {
  private readonly byFirstWord = new Map<string, Alternative[]>();
  private readonly probe: RegExp;
  /** Each concept's own one-word form, matched as a word prefix when nothing else matches. */
  private readonly prefixes: Array<{ concept: number; word: string }> = [];

  constructor(private readonly concepts: QueryConcept[]) {
    const probes = new Set<string>();
    concepts.forEach((concept, index) => {
      for (const { phrase, weight } of concept.alternatives) {
        const list = this.byFirstWord.get(phrase[0]!) ?? [];
        list.push({ concept: index, phrase, weight });
        this.byFirstWord.set(phrase[0]!, list);
        probes.add(stemProbe(phrase.reduce((best, word) => (word.length > best.length ? word : best), '')));
      }
      const own = concept.alternatives[0]!.phrase;
      if (own.length === 1 && own[0]!.length >= 3) this.prefixes.push({ concept: index, word: own[0]! });
    });
    const escaped = [...probes].map((probe) => probe.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.probe = new RegExp(`(?:^|${NON_WORD.source})(?:${escaped.join('|')})`);
  }

  match(learning: Learning): { scores: number[]; matched: string[] } | undefined {
    let scores: number[] | undefined;
    let labels: string[] | undefined;
    let prefixScores: number[] | undefined;
    let prefixLabels: string[] | undefined;
    const visit = (text: string | undefined, fieldWeight: number) => {
      if (!text) return;
      const lower = text.toLowerCase();
      if (!this.probe.test(lower)) return;
      const words = terms(lower);
      scores ??= new Array<number>(this.concepts.length).fill(0);
      labels ??= new Array<string>(this.concepts.length).fill('');
      for (let i = 0; i < words.length; i += 1) {
        const word = words[i]!;
        for (const alternative of this.byFirstWord.get(word) ?? []) {
          const value = alternative.weight * fieldWeight;
          if (value > scores[alternative.concept]! && startsPhrase(words, i, alternative.phrase)) {
            scores[alternative.concept] = value;
            labels[alternative.concept] = alternative.phrase.join(' ');
          }
        }
        for (const { concept, word: prefix } of this.prefixes) {
          if (word.length > prefix.length && word.startsWith(prefix)) {
            prefixScores ??= new Array<number>(this.concepts.length).fill(0);
            prefixLabels ??= new Array<string>(this.concepts.length).fill('');
            if (PREFIX_WEIGHT * fieldWeight > prefixScores[concept]!) {
              prefixScores[concept] = PREFIX_WEIGHT * fieldWeight;
              prefixLabels[concept] = word;
            }
          }
        }
      }
    };
    visit(learning.command, FIELD_WEIGHTS.command);
    if (learning.corrections.length > 0) for (const correction of learning.corrections) visit(correction.text, FIELD_WEIGHTS.correction);
    else visit(learning.correction, FIELD_WEIGHTS.correction);
    if (learning.tags.length > 0) visit(learning.tags.join(' '), FIELD_WEIGHTS.tags);
    visit(learning.context, FIELD_WEIGHTS.context);
    visit(learning.error, FIELD_WEIGHTS.error);
    if (learning.extra) visit(stringsOf(learning.extra).join('\n'), FIELD_WEIGHTS.extra);
    if (!scores || !labels) return undefined;
    const exact = scores;
    const final = exact.map((score, i) => (score > 0 ? score : (prefixScores?.[i] ?? 0)));
    const matched = final.flatMap((score, i) => (score === 0 ? [] : [exact[i]! > 0 ? labels![i]! : prefixLabels![i]!]));
    return matched.length > 0 ? { scores: final, matched } : undefined;
  }
}

function startsPhrase(words: string[], at: number, phrase: string[]): boolean {
  if (at + phrase.length > words.length) return false;
  for (let j = 1; j < phrase.length; j += 1) if (words[at + j] !== phrase[j]) return false;
  return true;
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function timeOf(time: string): number {
  const value = Date.parse(time);
  return Number.isNaN(value) ? 0 : value;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
