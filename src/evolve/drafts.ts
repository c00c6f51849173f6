// Drafted proposals: an agent (or anyone without a terminal) writes a rule it wants, with its
// verify line, sources and risk; `evolve draft` validates it and appends it here, where it waits
// for a person's review. The file (paths.drafts, beside the evolution log) is append-only JSONL;
// a draft is settled by the log (its fingerprint decided), never by rewriting this file.
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { appendUnderLock, readTextIfExists } from '../memory/atomic.js';
import { fingerprintOf, type RiskLevel } from './model.js';

export interface Draft {
  type: 'draft';
  v: 1;
  /** `d1`, `d2`, … in the order drafted. */
  id: string;
  /** ISO 8601. */
  time: string;
  rule: string;
  verify: string;
  /** Learning refs (`#8`, `#g3`) or free text (`CLAUDE.md convention`). */
  sources: string[];
  risk: RiskLevel;
  /** Why the drafter chose that risk. */
  riskNote?: string;
  /** Why the drafter thinks the rule is needed. */
  evidence?: string;
  agent?: string;
}

export interface DraftsRead {
  drafts: Draft[];
  problems: Diagnostic[];
}

const RISKS: readonly RiskLevel[] = ['low', 'medium', 'high'];

/** Same rule text and verify line ⇒ same fingerprint, so a rejected draft drafted again stays rejected. */
export function draftFingerprint(draft: Pick<Draft, 'rule' | 'verify'>): string {
  const rule = draft.rule.toLowerCase().replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
  return fingerprintOf('PROMOTE', `draft:${rule}\0${draft.verify.trim()}`);
}

export async function readDrafts(file: string, displayName = file): Promise<DraftsRead> {
  const text = await readTextIfExists(file, `the drafts ${displayName}`);
  return text === undefined ? { drafts: [], problems: [] } : parseDrafts(text, displayName);
}

function parseDrafts(text: string, displayName: string): DraftsRead {
  const drafts: Draft[] = [];
  const problems: Diagnostic[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const skip = (why: string) =>
      problems.push(diagnostic('warning', 'evolve/draft-unreadable', `skipped a draft: ${why}`, {
        file: displayName,
        position: { line: index + 1 },
        hint: 'add drafts with `rulesweep evolve draft`; fix or remove the line',
      }));
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      skip('not JSON');
      return;
    }
    const draft = value as Partial<Draft>;
    if (typeof value !== 'object' || value === null || draft.type !== 'draft') return skip('not a draft record');
    if (typeof draft.id !== 'string' || typeof draft.rule !== 'string' || typeof draft.verify !== 'string') {
      return skip('it needs an id, a rule and a verify line');
    }
    drafts.push({
      type: 'draft',
      v: 1,
      id: draft.id,
      time: typeof draft.time === 'string' ? draft.time : '',
      rule: draft.rule,
      verify: draft.verify,
      sources: Array.isArray(draft.sources) ? draft.sources.filter((source): source is string => typeof source === 'string') : [],
      risk: RISKS.includes(draft.risk as RiskLevel) ? (draft.risk as RiskLevel) : 'high',
      ...(typeof draft.riskNote === 'string' ? { riskNote: draft.riskNote } : {}),
      ...(typeof draft.evidence === 'string' ? { evidence: draft.evidence } : {}),
      ...(typeof draft.agent === 'string' ? { agent: draft.agent } : {}),
    });
  });
  return { drafts, problems };
}

/**
 * Appends a draft under the file's lock, numbering it after the drafts already there. A draft
 * with the same fingerprint already there is returned instead (`added: false`): deciding that
 * under the lock keeps two agents drafting the same rule at once from filing it twice.
 */
export async function appendDraft(file: string, draft: Omit<Draft, 'type' | 'v' | 'id'>): Promise<{ draft: Draft; added: boolean }> {
  return appendUnderLock<{ draft: Draft; added: boolean }>(file, `the drafts ${file}`, (text) => {
    const { drafts } = parseDrafts(text ?? '', file);
    const fingerprint = draftFingerprint(draft);
    const pending = drafts.find((existing) => draftFingerprint(existing) === fingerprint);
    if (pending) return { result: { draft: pending, added: false } };
    const next = Math.max(0, ...drafts.map((existing) => Number(/^d(\d+)$/.exec(existing.id)?.[1] ?? 0))) + 1;
    const record: Draft = { type: 'draft', v: 1, id: `d${next}`, ...draft };
    return { append: `${JSON.stringify(record)}\n`, result: { draft: record, added: true } };
  });
}
