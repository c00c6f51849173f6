// Fixtures for evolve tests: learnings built as the store folds them, learnings.jsonl events as
// `learn` writes them, a prompter that answers from a script (the review's only stand-in: the
// terminal prompter itself is proven once through a real pseudo-terminal), and a terminal io.
import { Readable } from 'node:stream';
import type { Learning, LearningEvent } from '../../src/learnings/model.js';
import type { Prompter, ReviewAction } from '../../src/evolve/prompter.js';
import { PromptClosed } from '../../src/evolve/prompter.js';
import type { Proposal } from '../../src/evolve/model.js';
import type { CliIo } from '../../src/cli/io.js';

export interface LearningSpec {
  id: number;
  time?: string;
  kind?: Learning['kind'];
  command?: string;
  error?: string;
  correction?: string;
  /** Corrections added later, as `learn correct` events. */
  later?: string[];
  session?: string;
  pain?: number;
  scope?: Learning['scope'];
}

/** A learning as `loadLearnings` folds it. */
export function learning(spec: LearningSpec): Learning {
  const time = spec.time ?? `2026-03-${String(10 + spec.id).padStart(2, '0')}T10:00:00.000Z`;
  const corrections = [
    ...(spec.correction ? [{ time, text: spec.correction }] : []),
    ...(spec.later ?? []).map((text) => ({ time, text })),
  ];
  const scope = spec.scope ?? 'project';
  return {
    id: spec.id,
    time,
    kind: spec.kind ?? (spec.command ? 'failure' : 'correction'),
    tags: [],
    scope,
    ref: scope === 'global' ? `#g${spec.id}` : `#${spec.id}`,
    corrections,
    updated: time,
    line: spec.id,
    ...(spec.command ? { command: spec.command } : {}),
    ...(spec.error ? { error: spec.error } : {}),
    ...(spec.correction ? { correction: spec.correction } : {}),
    ...(corrections.length > 0 ? { latestCorrection: corrections[corrections.length - 1]!.text } : {}),
    ...(spec.session ? { session: spec.session } : {}),
    ...(spec.pain ? { pain: spec.pain } : {}),
  };
}

/** The same learnings as learnings.jsonl lines, the way `learn capture` / `learn correct` append them. */
export function learningsJsonl(specs: LearningSpec[]): string {
  const events: LearningEvent[] = [];
  for (const spec of specs) {
    const time = spec.time ?? `2026-03-${String(10 + spec.id).padStart(2, '0')}T10:00:00.000Z`;
    events.push({
      type: 'learning',
      v: 1,
      id: spec.id,
      time,
      kind: spec.kind ?? (spec.command ? 'failure' : 'correction'),
      tags: [],
      ...(spec.command ? { command: spec.command } : {}),
      ...(spec.error ? { error: spec.error } : {}),
      ...(spec.correction ? { correction: spec.correction } : {}),
      ...(spec.session ? { session: spec.session } : {}),
      ...(spec.pain ? { pain: spec.pain } : {}),
    });
    for (const text of spec.later ?? []) events.push({ type: 'correction', v: 1, id: spec.id, time, correction: text });
  }
  return events.map((event) => JSON.stringify(event)).join('\n').concat('\n');
}

/** Two corrections of the same mistake in different words: the "done when" pair. */
export const PIP_PARAPHRASES: LearningSpec[] = [
  { id: 1, correction: 'Use uv instead of pip install', session: 's1' },
  { id: 2, command: 'pip install requests', error: 'error: externally-managed-environment', later: ["don't pip install, this repo uses uv add"], session: 's2' },
];

export type ScriptStep =
  | ReviewAction
  | { action: 'approve'; typed: string }
  | { action: 'reject'; reason: string }
  | { action: 'modify'; rule?: string; verify: string };

/** Answers the review from a script, one step per question asked about a proposal, and records what was asked. */
export class ScriptedPrompter implements Prompter {
  readonly shown: Array<{ fingerprint: string; kind: string; allowed: readonly ReviewAction[] }> = [];
  private readonly steps: ScriptStep[];
  private pending: ScriptStep | undefined;

  constructor(steps: ScriptStep[]) {
    this.steps = [...steps];
  }

  async chooseAction(proposal: Proposal, allowed: readonly ReviewAction[]): Promise<ReviewAction> {
    this.shown.push({ fingerprint: proposal.fingerprint, kind: proposal.kind, allowed });
    const step = this.steps.shift();
    if (step === undefined) throw new PromptClosed('the script ran out');
    this.pending = step;
    return typeof step === 'string' ? step : step.action;
  }

  async askReason(): Promise<string> {
    const step = this.pending;
    return typeof step === 'object' && step.action === 'reject' ? step.reason : '';
  }

  async editRule(current: string): Promise<string> {
    const step = this.pending;
    return typeof step === 'object' && step.action === 'modify' && step.rule !== undefined ? step.rule : current;
  }

  async editVerify(current: string | undefined): Promise<string> {
    const step = this.pending;
    return typeof step === 'object' && step.action === 'modify' ? step.verify : current ?? '';
  }

  /** What a person types to confirm: the code, unless the step says otherwise. */
  async confirmApproval(_proposal: Proposal, code: string): Promise<string> {
    const step = this.pending;
    return typeof step === 'object' && step.action === 'approve' ? step.typed : code;
  }

  get remaining(): number {
    return this.steps.length;
  }
}

export interface CapturedIo {
  io: CliIo;
  stdout(): string;
  stderr(): string;
}

/** An io whose stdin and stdout claim to be a terminal (what isInteractive checks). */
export function terminalIo(cwd: string, argv: string[] = [], now = new Date('2026-03-30T12:00:00Z')): CapturedIo {
  let out = '';
  let err = '';
  const stdin = Readable.from([]) as unknown as NodeJS.ReadableStream & { isTTY?: boolean };
  stdin.isTTY = true;
  return {
    io: {
      argv,
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, XDG_DATA_HOME: `${cwd}/.xdg-data`, NO_COLOR: '1' },
      stdout: { write: (chunk: string) => (out += chunk), isTTY: true },
      stderr: { write: (chunk: string) => (err += chunk), isTTY: false },
      stdin,
      now: () => now,
    },
    stdout: () => out,
    stderr: () => err,
  };
}

export const RULES_HEADER = '# Learned Rules\n\nRules for this project.\n\n---\n\n';
