// Reading the learnings as use-cases: `listLearnings` (most recently touched first) and
// `queryStoredLearnings` (by meaning, with the built-in and the project's thesaurus). Both read
// the stores through ./load-stores.ts and stop with an InputError when a store asked for cannot
// be read. Plain data out; `learn list`, `learn query` and the MCP server format it.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { UsageError } from '../diagnostics/errors.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { loadStores, requireReadable, type StoreLocation, type StoreSelection } from './load-stores.js';
import type { Learning } from './model.js';
import { languagesOf, type Place } from './contexts.js';
import { expandQuery, queryLearnings, type QueryResult } from './query.js';
import { loadThesaurus } from './thesaurus.js';

export interface LookupInput {
  paths: ProjectPaths;
  /** The project's store, the user's global one, or both. */
  selection: StoreSelection;
  /** Most learnings returned (default: all). */
  limit?: number | undefined;
}

export interface LearningList {
  stores: StoreLocation[];
  /** Most recently touched first. */
  learnings: Learning[];
  /** Lines of the stores that are not learnings events. */
  problems: Diagnostic[];
}

export async function listLearnings(input: LookupInput): Promise<LearningList> {
  const { stores, learnings, problems } = requireReadable(await loadStores(input.paths, input.selection));
  return { stores, learnings: input.limit === undefined ? learnings : learnings.slice(0, input.limit), problems };
}

export interface QueryInput extends LookupInput {
  text: string;
  /** The clock recency is measured against. */
  now: Date;
  /** The folder the query is asked from: its languages and path rank learnings whose contexts name them. */
  cwd?: string | undefined;
}

export interface LearningQuery {
  stores: StoreLocation[];
  query: string;
  /** The query's concepts and the synonyms each was expanded with. */
  concepts: Array<{ term: string; alternatives: string[] }>;
  /** Best first. */
  results: QueryResult[];
  /** Lines of the stores and the thesaurus that could not be read. */
  problems: Diagnostic[];
}

export async function queryStoredLearnings(input: QueryInput): Promise<LearningQuery> {
  const query = input.text.trim();
  if (query === '') throw new UsageError('learn query needs some text to search for', { hint: 'rulesweep learn query "missing values"' });
  const [stores, { thesaurus, problems: thesaurusProblems }] = await Promise.all([
    loadStores(input.paths, input.selection).then(requireReadable),
    loadThesaurus([input.paths.thesaurus]),
  ]);
  const place = input.cwd === undefined ? undefined : placeOf(input.paths.root, input.cwd);
  const results = queryLearnings(stores.learnings, query, { thesaurus, now: input.now, ...(place ? { place } : {}), ...(input.limit !== undefined ? { limit: input.limit } : {}) });
  const concepts = expandQuery(query, thesaurus).map((concept) => ({
    term: concept.label,
    alternatives: concept.alternatives.map((alternative) => alternative.phrase.join(' ')),
  }));
  const labelled = thesaurusProblems.map((problem) => (problem.file ? { ...problem, file: displayPath(input.paths.root, problem.file) } : problem));
  return { stores: stores.stores, query, concepts, results, problems: [...stores.problems, ...labelled] };
}

/** The languages of the folder (and of the project root) and the folder's path in the project. */
function placeOf(root: string, cwd: string): Place {
  const languages = [...new Set([...languagesOf(cwd), ...languagesOf(root)])];
  const relative = displayPath(root, cwd);
  return { languages, ...(relative !== cwd && relative !== '' ? { path: relative } : {}) };
}
