// `learn query`: finds learnings by meaning, not exact wording. The query is split into concepts
// (a word, or a thesaurus phrase such as "missing value"); each concept matches its own words
// fully and its synonyms at a discount; rarer concepts weigh more (idf). Relevance is then
// tempered by recency, so of two equally good matches the fresher lesson comes first.
import type { Learning } from './model.js';
import { builtInThesaurus, compileThesaurus, type CompiledThesaurus, type Thesaurus } from './thesaurus.js';
import { isStopWord, stemProbe, terms } from './terms.js';

export interface QueryOptions {
  thesaurus?: Thesaurus;
  /** Clock for recency (default: now). */
  now?: Date;
  /** Most results returned (default: all that match). */
  limit?: number;
  /** Half-life of recency in days (default 30). */
  halfLifeDays?: number;
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
type Field = keyof typeof FIELD_WEIGHTS;

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
  const probes = [...new Set(concepts.flatMap((concept) => concept.alternatives.map((alt) => stemProbe(alt.phrase[0]!))))];
  const now = (options.now ?? new Date()).getTime();
  const halfLife = options.halfLifeDays ?? 30;

  const candidates: Array<{ learning: Learning; scores: number[]; matched: Set<string> }> = [];
  const documentFrequency = new Array<number>(concepts.length).fill(0);
  for (const learning of learnings) {
    const fields = fieldsOf(learning);
    const haystack = Object.values(fields).join('\n').toLowerCase();
    if (!probes.some((probe) => haystack.includes(probe))) continue;
    const tokens = Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, terms(value)])) as Record<Field, string[]>;
    const matched = new Set<string>();
    const scores = concepts.map((concept, conceptIndex) => {
      const best = scoreConcept(concept, tokens, matched);
      if (best > 0) documentFrequency[conceptIndex]! += 1;
      return best;
    });
    if (scores.some((score) => score > 0)) candidates.push({ learning, scores, matched });
  }

  const total = Math.max(learnings.length, 1);
  const idf = documentFrequency.map((df) => Math.log(1 + total / (1 + df)));
  const idfSum = idf.reduce((sum, value) => sum + value, 0) || 1;
  const results = candidates.map(({ learning, scores, matched }) => {
    const relevance = scores.reduce((sum, score, i) => sum + score * idf[i]!, 0) / idfSum;
    const ageDays = Math.max(0, (now - timeOf(learning.updated)) / 86_400_000);
    const recency = Math.pow(0.5, ageDays / halfLife);
    const score = relevance * (1 - RECENCY_SHARE + RECENCY_SHARE * recency);
    return { learning, score: round(score), relevance: round(relevance), recency: round(recency), matched: [...matched] };
  });
  results.sort((a, b) => b.score - a.score || timeOf(b.learning.updated) - timeOf(a.learning.updated) || b.learning.id - a.learning.id);
  return options.limit === undefined ? results : results.slice(0, options.limit);
}

function scoreConcept(concept: QueryConcept, tokens: Record<Field, string[]>, matched: Set<string>): number {
  let best = 0;
  let bestLabel = '';
  for (const [field, words] of Object.entries(tokens) as Array<[Field, string[]]>) {
    if (words.length === 0) continue;
    for (const { phrase, weight } of concept.alternatives) {
      const found = findPhrase(words, phrase);
      const value = found * weight * FIELD_WEIGHTS[field];
      if (value > best) {
        best = value;
        bestLabel = phrase.join(' ');
      }
    }
  }
  if (best > 0) matched.add(bestLabel);
  return best;
}

/** 1 when the phrase occurs as consecutive words, PREFIX_WEIGHT when a one-word phrase starts a word, else 0. */
function findPhrase(words: string[], phrase: string[]): number {
  let prefix = false;
  for (let i = 0; i + phrase.length <= words.length; i += 1) {
    let all = true;
    for (let j = 0; j < phrase.length; j += 1) {
      if (words[i + j] !== phrase[j]) {
        all = false;
        break;
      }
    }
    if (all) return 1;
    if (phrase.length === 1 && phrase[0]!.length >= 3 && words[i]!.startsWith(phrase[0]!)) prefix = true;
  }
  return prefix ? PREFIX_WEIGHT : 0;
}

function fieldsOf(learning: Learning): Record<Field, string> {
  return {
    command: learning.command ?? '',
    correction: learning.corrections.map((correction) => correction.text).join('\n') || (learning.correction ?? ''),
    tags: learning.tags.join(' '),
    context: learning.context ?? '',
    error: learning.error ?? '',
    extra: learning.extra ? stringsOf(learning.extra).join('\n') : '',
  };
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
