// The learnings store's data: append-only JSONL events (a learning, or a correction of one) and
// the folded view people read, where each learning carries every correction made to it.

export type LearningKind = 'failure' | 'correction' | 'observation';

/**
 * Where a learning came from: a failed command, a correction a person gave (read from their
 * prompt), a correction the agent recorded itself, or an import.
 */
export type LearningSource = 'failure' | 'person' | 'agent' | 'import';

/** Where a lesson applies (contexts) or does not (anti-contexts); see ./contexts.ts. */
export interface LearningContexts {
  /** Folders or files, relative to the project root: `automation/`. */
  paths?: string[];
  /** Lower-cased: `python`, `typescript`. */
  languages?: string[];
  /** Programs: `pip`, `docker-compose`. */
  tools?: string[];
}
export type LearningScope = 'project' | 'global';

/** Where an imported learning came from, so re-importing adds nothing twice. */
export interface ImportOrigin {
  format: string;
  /** A stable key of the original record (its id, or a hash of it). */
  key: string;
  file?: string;
}

/** One `learnings.jsonl` line: a new learning. */
export interface LearningRecorded {
  type: 'learning';
  v: 1;
  /** Short id people type (`#8`), unique within its store. */
  id: number;
  /** ISO 8601. */
  time: string;
  kind: LearningKind;
  command?: string;
  exitCode?: number;
  /** Error output, redacted, possibly shortened. */
  error?: string;
  /** What should have been done instead. */
  correction?: string;
  /** For a correction: the id of the failed learning (same store, same session) it corrects. */
  correcting?: number;
  context?: string;
  tags: string[];
  agent?: string;
  session?: string;
  cwd?: string;
  /** 1 (minor) .. 5 (costly); how much this hurt, when known. */
  pain?: number;
  /** 0..1: how sure whoever recorded it is that the lesson holds. */
  confidence?: number;
  source?: LearningSource;
  contexts?: LearningContexts;
  antiContexts?: LearningContexts;
  origin?: ImportOrigin;
  /** When `learn restore` brought it back from the archive (ISO 8601): it counts as seen then. */
  restored?: string;
  /** Fields of an imported record with no place above, kept so nothing is lost. */
  extra?: Record<string, unknown>;
}

/** One `learnings.jsonl` line: a correction of an existing learning. Never a rewrite. */
export interface LearningCorrected {
  type: 'correction';
  v: 1;
  /** The corrected learning's id. */
  id: number;
  time: string;
  correction: string;
  agent?: string;
  session?: string;
}

/**
 * One `learnings.jsonl` line left where an archived learning was (issue 13 item 5): its events
 * moved to the archive file beside the store. It keeps the id taken (ids are never reused) and an
 * imported learning's origin (importing it again adds nothing); `learn restore` removes it.
 */
export interface LearningArchived {
  type: 'archived';
  v: 1;
  id: number;
  /** When it was archived. */
  time: string;
  origin?: ImportOrigin;
}

export type LearningEvent = LearningRecorded | LearningCorrected | LearningArchived;

/** A learning as read: its first event with every later correction folded in. */
export interface Learning extends Omit<LearningRecorded, 'type' | 'v'> {
  scope: LearningScope;
  /** `#8` in the project store, `#g8` in the global one. */
  ref: string;
  /** Every correction, oldest first (the recorded one, then later events). */
  corrections: Array<{ time: string; text: string }>;
  /** The latest correction, if any. */
  latestCorrection?: string;
  /** Time of the latest event touching this learning. */
  updated: string;
  /** Line of its first event in the store. */
  line: number;
}
