// `draftProposal`: an agent (or anyone without a terminal) files a rule it wants for a person to
// review later. The draft is validated now (the verify line parses, compiles, points at paths
// that exist, and matches every learning it cites) and refused at once when evolve would leave it
// out anyway (a rule already covers it, or the log settled it: the same check evolve runs), so
// "drafted" always means "a person will see it". Changes no rule. Errors are UsageErrors with a
// hint; the CLI's `evolve draft` and the MCP server call this.
import { UsageError } from '../diagnostics/errors.js';
import { formatRef, parseRef } from '../learnings/store.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { appendDraft, draftFingerprint, type Draft } from './drafts.js';
import { patternChecker } from './evolve-project.js';
import { gather } from './gather.js';
import { citedEvidence } from './group.js';
import { isLearningRef, type PatternCheck, type RiskLevel } from './model.js';
import { checkPassed } from './pattern.js';
import { suppressionOf } from './propose.js';

export interface DraftInput {
  paths: ProjectPaths;
  env: Record<string, string | undefined>;
  now: Date;
  /** The rule, one line. */
  rule: string;
  /** Its check, e.g. `Grep("pip install", path="src/") -> 0 matches` (a leading `verify:` is dropped). */
  verify: string;
  /** Learnings it comes from (`#8`, `8`, `learning #8`, `g3`) or a note such as "CLAUDE.md convention". */
  sources?: readonly string[] | undefined;
  risk: RiskLevel;
  /** Why that risk. */
  riskNote?: string | undefined;
  /** Why the rule is needed, shown to the reviewer. */
  evidence?: string | undefined;
  agent?: string | undefined;
  /** Time limit for checking the pattern (default: the sweep's). */
  timeoutMs?: number | undefined;
}

export interface DraftOutcome {
  draft: Draft;
  fingerprint: string;
  check: PatternCheck;
  /** The same draft was already waiting (nothing was written). */
  alreadyDrafted: boolean;
  /** The drafts file as people read it. */
  file: string;
}

export async function draftProposal(input: DraftInput): Promise<DraftOutcome> {
  const rule = input.rule.trim();
  const verify = input.verify.trim().replace(/^verify:\s*/i, '');
  if (rule === '' || /[\r\n]/.test(rule)) throw new UsageError('--rule must be one line of text', { hint: 'e.g. --rule "Never use pip install; use uv add instead."' });
  const { paths } = input;
  const gathered = await gather(paths);
  const sources = (input.sources ?? []).flatMap((source) => source.split(',')).map(normalizeRef).filter(Boolean);
  const known = new Set(gathered.learnings.map((learning) => learning.ref));
  const missing = sources.filter((source) => isLearningRef(source) && !known.has(source));
  if (missing.length > 0) {
    throw new UsageError(`no learning ${missing.join(', ')} in the learnings store`, { hint: 'list learnings with `rulesweep learn list` (global ones are #g…)' });
  }
  const evidence = citedEvidence(sources, gathered.learnings);
  const check = await patternChecker(paths, gathered, input).check({ ruleText: rule, verify, evidence });
  if (!check.parses || !check.compiles || check.problem !== undefined) {
    throw new UsageError(`the draft's verify line does not check: ${check.problem ?? 'it does not parse'}`, {
      hint: 'write it as Grep("pattern", path="folder/") -> 0 matches, with a path that exists',
    });
  }
  if (!checkPassed(check)) {
    throw new UsageError(`the pattern matches only ${check.evidenceMatched} of the ${check.evidenceTotal} learnings it cites`, {
      hint: 'a rule must catch the mistakes it came from: widen the pattern, or cite only the learnings it matches',
    });
  }
  const fingerprint = draftFingerprint({ rule, verify });
  const suppressed = suppressionOf(gathered.rules.document, gathered.log, { kind: 'PROMOTE', fingerprint, rule, verify, sources }, evidence);
  if (suppressed?.coveredBy) {
    const { text, line } = suppressed.coveredBy;
    throw new UsageError(`not drafted: ${gathered.rules.label}:${line} already covers it ("${text}")`, {
      hint: 'evolve would never propose it; edit the existing rule in the rules file instead, or draft a rule that says something new',
    });
  }
  if (suppressed?.entry) {
    const { decision, date, reason } = suppressed.entry;
    throw new UsageError(`not drafted: this proposal was already ${decision} on ${date}${reason ? ` (${reason})` : ''}`, {
      hint: decision === 'rejected'
        ? `a person can bring it back with \`rulesweep evolve restore ${suppressed.entry.fingerprint}\``
        : 'it is in the rules file already',
    });
  }
  const { draft, added } = await appendDraft(paths.drafts, {
    time: input.now.toISOString(),
    rule,
    verify,
    sources,
    risk: input.risk,
    ...(input.riskNote ? { riskNote: input.riskNote } : {}),
    ...(input.evidence ? { evidence: input.evidence } : {}),
    ...(input.agent ? { agent: input.agent } : {}),
  });
  return { draft, fingerprint, check, alreadyDrafted: !added, file: displayPath(paths.root, paths.drafts) };
}

/** `8`, `#8` and `learning #8` name the same learning (`g8` a global one); other text is kept as written. */
function normalizeRef(source: string): string {
  const text = source.trim().replace(/^learnings?\s+(?=#?g?\d+$)/i, '');
  const ref = parseRef(text);
  return ref ? formatRef(ref.scope ?? 'project', ref.id) : text;
}
