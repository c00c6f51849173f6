// `learn query`: finds learnings by meaning, not exact wording. The query is split into concepts
// (a word, or a thesaurus phrase such as "missing value"); each concept matches its own words
// fully and its synonyms at a discount; rarer concepts weigh more (idf). Relevance is then
// tempered by recency, so of two equally good matches the fresher lesson comes first.
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
  const probe = probeFor(concepts);
  const now = (options.now ?? new Date()).getTime();
  const halfLife = options.halfLifeDays ?? 30;

  const candidates: Array<{ learning: Learning; scores: number[]; matched: string[] }> = [];
  const documentFrequency = new Array<number>(concepts.length).fill(0);
  for (const learning of learnings) {
    const fields = fieldsOf(learning);
    // Most learnings share no word with the query: one regex over the raw text rules them out
    // before anything is tokenized.
    if (!fields.some(([, value]) => probe.test(value.toLowerCase()))) continue;
    const document = new Document(fields);
    const matched: string[] = [];
    const scores = concepts.map((concept, conceptIndex) => {
      const { score, label } = document.score(concept);
      if (score > 0) {
        documentFrequency[conceptIndex]! += 1;
        matched.push(label);
      }
      return score;
    });
    if (matched.length > 0) candidates.push({ learning, scores, matched });
  }

  const total = Math.max(learnings.length, 1);
  const idf = documentFrequency.map((df) => Math.log(1 + total / (1 + df)));
  const idfSum = idf.reduce((sum, value) => sum + value, 0) || 1;
  const results = candidates.map(({ learning, scores, matched }) => {
    const relevance = scores.reduce((sum, score, i) => sum + score * idf[i]!, 0) / idfSum;
    const updated = timeOf(learning.updated);
    const ageDays = Math.max(0, (now - updated) / 86_400_000);
    const recency = Math.pow(0.5, ageDays / halfLife);
    const score = relevance * (1 - RECENCY_SHARE + RECENCY_SHARE * recency);
    return { learning, score: round(score), relevance: round(relevance), recency: round(recency), matched, updated };
  });
  results.sort((a, b) => b.score - a.score || b.updated - a.updated || b.learning.id - a.learning.id);
  const ranked = results.map(({ updated: _updated, ...result }) => result);
  return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
}

/** A regex that finds, in lower-cased text, a word starting like some alternative's rarest word. */
function probeFor(concepts: QueryConcept[]): RegExp {
  const probes = new Set<string>();
  for (const concept of concepts) {
    for (const { phrase } of concept.alternatives) {
      const longest = phrase.reduce((best, word) => (word.length > best.length ? word : best), '');
      probes.add(stemProbe(longest));
    }
  }
  const escaped = [...probes].map((probe) => probe.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:^|${NON_WORD.source})(?:${escaped.join('|')})`);
}

/** A learning's words, by field, with the best field weight of each word. */
class Document {
  private readonly fields: Array<{ weight: number; words: string[] }> = [];
  private readonly best = new Map<string, number>();

  constructor(fields: Array<[Field, string]>) {
    for (const [field, value] of fields) {
      const words = terms(value);
      if (words.length === 0) continue;
      const weight = FIELD_WEIGHTS[field];
      this.fields.push({ weight, words });
      for (const word of words) if ((this.best.get(word) ?? 0) < weight) this.best.set(word, weight);
    }
  }

  /** The concept's best match: its own words fully, a synonym at a discount, its word as a prefix at less. */
  score(concept: QueryConcept): { score: number; label: string } {
    let score = 0;
    let label = '';
    for (const { phrase, weight } of concept.alternatives) {
      const fieldWeight = phrase.length === 1 ? (this.best.get(phrase[0]!) ?? 0) : this.phraseWeight(phrase);
      if (fieldWeight * weight > score) {
        score = fieldWeight * weight;
        label = phrase.join(' ');
      }
    }
    const own = concept.alternatives[0]!.phrase;
    if (score === 0 && own.length === 1 && own[0]!.length >= 3) {
      for (const [word, fieldWeight] of this.best) {
        if (word.startsWith(own[0]!) && fieldWeight * PREFIX_WEIGHT > score) {
          score = fieldWeight * PREFIX_WEIGHT;
          label = word;
        }
      }
    }
    return { score, label };
  }

  private phraseWeight(phrase: string[]): number {
    if (!phrase.every((word) => this.best.has(word))) return 0;
    let weight = 0;
    for (const field of this.fields) {
      if (field.weight > weight && containsPhrase(field.words, phrase)) weight = field.weight;
    }
    return weight;
  }
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i += 1) {
    for (let j = 0; j < phrase.length; j += 1) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

function fieldsOf(learning: Learning): Array<[Field, string]> {
  const fields: Array<[Field, string]> = [];
  if (learning.command) fields.push(['command', learning.command]);
  const corrections = learning.corrections.length > 0 ? learning.corrections.map((correction) => correction.text).join('\n') : learning.correction;
  if (corrections) fields.push(['correction', corrections]);
  if (learning.tags.length > 0) fields.push(['tags', learning.tags.join(' ')]);
  if (learning.context) fields.push(['context', learning.context]);
  if (learning.error) fields.push(['error', learning.error]);
  if (learning.extra) fields.push(['extra', stringsOf(learning.extra).join('\n')]);
  return fields;
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
