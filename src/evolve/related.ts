// `rulesweep learn related ID` (issue 13 item 4): what a learning is tied to. Its group (the
// learnings evolve reads as the same lesson), the rules made from it (a rule whose `[source: …]`
// line names it or a learning of its group, and the approvals the evolution log records, which
// name every learning even where the rules file names the first 12), and the corrections that
// contradict it (one says to avoid what the other recommends: shown together, never merged).
// Plain data out; the formatters are in ./format.ts.
import { InputError, UsageError } from '../diagnostics/errors.js';
import { listArchivedLearnings } from '../learnings/archive.js';
import type { Learning } from '../learnings/model.js';
import { formatRef, parseRef } from '../learnings/store.js';
import type { ProjectPaths } from '../memory/paths.js';
import { gather } from './gather.js';
import { groupLearnings } from './group.js';
import { contradicts, lessonFeatures, type LessonFeatures, type Term } from './lesson.js';
import { sourcesOf } from './model.js';

export interface RelatedInput {
  paths: ProjectPaths;
  /** `8`, `#8`, `g8` or `#g8`. */
  id: string;
  now: Date;
}

export interface RelatedRule {
  /** The rule's id in the rules file; absent when the log's approved rule is no longer there. */
  ruleId?: string;
  text: string;
  /** Line of the rule in the rules file. */
  line?: number;
  /** The learning of the group the rule names: the one asked about, or another member. */
  via: string;
  /** Where the tie was read: the rule's `[source: …]` line, or an approval in the evolution log. */
  from: 'source' | 'log';
  /** For a rule found through the log: the date it was approved. */
  approved?: string;
}

export interface Contradiction {
  learning: Learning;
  /** What one of the two says to avoid and the other recommends, as written. */
  term: string;
  /** Which of the two recommends it. */
  recommendedBy: 'this' | 'other';
}

export interface RelatedLearnings {
  learning: Learning;
  /** The other learnings of its lesson, oldest first; empty when it stands alone. */
  group: Learning[];
  rules: RelatedRule[];
  contradictions: Contradiction[];
  rulesFile: string;
}

export async function relatedLearnings(input: RelatedInput): Promise<RelatedLearnings> {
  const ref = parseRef(input.id);
  if (!ref) throw new UsageError(`"${input.id}" is not a learning id`, { hint: 'ids look like 8 or #8 (project) and g8 or #g8 (global); see `rulesweep learn list --all`' });
  const wanted = formatRef(ref.scope ?? 'project', ref.id);
  const gathered = await gather(input.paths);
  const learning = gathered.learnings.find((each) => each.ref === wanted);
  if (!learning) {
    const scope = ref.scope ?? 'project';
    const archived = (await listArchivedLearnings({ paths: input.paths, selection: scope })).learnings.some((each) => each.ref === wanted);
    throw archived
      ? new InputError(`learning ${wanted} is archived`, { hint: `bring it back with \`rulesweep learn restore ${wanted.slice(1)}\`, then ask again` })
      : new InputError(`no learning ${wanted} in the ${scope} store`, { hint: 'see `rulesweep learn list --all` for the ids there are' });
  }

  let features: readonly LessonFeatures[] = [];
  const groups = groupLearnings(gathered.learnings, { now: input.now, canonical: gathered.canonical, minOccurrences: 1, onFeatures: (read) => { features = read; } });
  const lesson = groups.find((group) => group.members.some((member) => member.learning.ref === wanted));
  const group = (lesson?.members ?? []).map((member) => member.learning).filter((each) => each.ref !== wanted);
  const family = [wanted, ...group.map((each) => each.ref)];

  const rules: RelatedRule[] = [];
  for (const rule of gathered.rules.document.rules) {
    const named = rule.source === undefined ? [] : sourcesOf(rule.source);
    const via = family.find((each) => named.includes(each));
    if (via) rules.push({ ruleId: rule.id, text: rule.text, line: rule.line, via, from: 'source' });
  }
  for (const entry of gathered.log) {
    if (entry.kind !== 'PROMOTE' || (entry.decision !== 'approved' && entry.decision !== 'modified')) continue;
    const via = family.find((each) => entry.sources.includes(each));
    if (!via || rules.some((rule) => rule.text === entry.rule)) continue;
    const inFile = gathered.rules.document.rules.find((rule) => rule.text === entry.rule);
    rules.push({
      ...(inFile ? { ruleId: inFile.id, line: inFile.line } : {}),
      text: entry.rule,
      via,
      from: 'log',
      approved: entry.date,
    });
  }

  // As evolve reads them (the programs and subcommands of the store's failures known); an
  // observation, which evolve does not group, read on its own.
  const own = features.find((each) => each.learning.ref === wanted) ?? lessonFeatures(learning, { canonical: gathered.canonical });
  const contradictions: Contradiction[] = [];
  for (const other of features) {
    if (other.learning.ref === wanted) continue;
    const found = opposed(own, other);
    if (found) contradictions.push({ learning: other.learning, ...found });
  }
  return { learning, group, rules, contradictions, rulesFile: gathered.rules.label };
}

/** One side avoids what the other recommends (`use pip here` against `never pip, use uv`). */
export function opposed(own: Pick<LessonFeatures, 'avoid' | 'prefer'>, other: Pick<LessonFeatures, 'avoid' | 'prefer'>): Pick<Contradiction, 'term' | 'recommendedBy'> | undefined {
  const clash = (avoid: readonly Term[], prefer: readonly Term[]) => {
    for (const avoided of avoid) for (const preferred of prefer) if (contradicts(avoided, preferred)) return preferred.text;
    return undefined;
  };
  const recommendedByOther = clash(own.avoid, other.prefer);
  if (recommendedByOther !== undefined) return { term: recommendedByOther, recommendedBy: 'other' };
  const recommendedByThis = clash(other.avoid, own.prefer);
  if (recommendedByThis !== undefined) return { term: recommendedByThis, recommendedBy: 'this' };
  return undefined;
}
