// What `rulesweep init` does to a project, decided before anything is written: one action per
// file (create, update, unchanged, keep, skip), then applied with atomic writes under a lock.
// A file that exists is never replaced: template files that differ are kept as they are, and
// settings.json and CLAUDE.md/AGENTS.md only ever gain what is missing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { InputError } from '../diagnostics/errors.js';
import { readTextIfExists, withLock, writeAtomic } from '../memory/atomic.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { mergeClaudeHooks } from './claude-settings.js';
import { mergeInstructionsBlock } from './instructions-block.js';
import type { Templates } from './templates.js';

/** The agents init can set up; the command line offers the same names as `--agent` choices. */
export type AgentName = 'claude' | 'opencode' | 'codex';

interface AgentLayout {
  label: string;
  /** Where the agent discovers project skills: `<dir>/<name>/SKILL.md`. */
  skillsDir: string;
  /** The instructions file the agent reads at every session. */
  instructions: string;
  /** Whether the agent runs command hooks from `.claude/settings.json`. */
  claudeHooks: boolean;
}

export const AGENTS: Record<AgentName, AgentLayout> = {
  claude: { label: 'Claude Code', skillsDir: '.claude/skills', instructions: 'CLAUDE.md', claudeHooks: true },
  opencode: { label: 'OpenCode', skillsDir: '.opencode/skills', instructions: 'AGENTS.md', claudeHooks: false },
  codex: { label: 'Codex', skillsDir: '.agents/skills', instructions: 'AGENTS.md', claudeHooks: false },
};

const CLAUDE_SETTINGS = '.claude/settings.json';
const CLAUDE_LOCAL_SETTINGS = '.claude/settings.local.json';
const CI_WORKFLOW = '.github/workflows/rulesweep.yml';

export type ActionKind =
  /** The file does not exist and will be written. */
  | 'create'
  /** The file exists and gains what is missing (hooks, the instructions block). */
  | 'update'
  /** The file already holds what init would write. */
  | 'unchanged'
  /** The file exists with other content and is left alone. */
  | 'keep'
  /** Nothing to lay here (e.g. no template for it in this package). */
  | 'skip';

export interface InitAction {
  kind: ActionKind;
  /** Absolute path. */
  file: string;
  /** Path relative to the root, with forward slashes. */
  path: string;
  /** What the file is, e.g. "rules file", "skill boot". */
  what: string;
  detail?: string;
  /** The content to write, for create and update. */
  content?: string;
  /** The file's content when planned (undefined when it did not exist); apply checks it is unchanged. */
  before?: string;
}

export interface InitPlan {
  root: string;
  agent: AgentName;
  actions: InitAction[];
  /** Things the person should know that are not about one file. */
  notes: string[];
}

export interface PlanOptions {
  paths: Pick<ProjectPaths, 'root' | 'rulesFile' | 'evolutionLog'>;
  agent: AgentName;
  templates: Templates;
  /** The environment whose PATH hooks would search for rulesweep. */
  env: Record<string, string | undefined>;
}

function readIfExists(file: string): Promise<string | undefined> {
  return readTextIfExists(file, file, 'make it a readable file (or move it aside) and run rulesweep init again');
}

/** A path given with forward slashes, under the project root. */
function inRoot(root: string, relative: string): string {
  return path.join(root, ...relative.split('/'));
}

/** Same text, ignoring a checkout's CRLF line endings. */
function sameText(a: string, b: string): boolean {
  return a.replace(/\r\n/g, '\n') === b.replace(/\r\n/g, '\n');
}

export async function planInit(options: PlanOptions): Promise<InitPlan> {
  const { paths, templates } = options;
  const root = paths.root;
  const layout = AGENTS[options.agent];
  const actions: InitAction[] = [];
  const notes: string[] = [];
  const at = (relative: string) => inRoot(root, relative);

  const layFile = async (file: string, content: string, what: string): Promise<void> => {
    const before = await readIfExists(file);
    const base = { file, path: displayPath(root, file), what, before };
    if (before === undefined) actions.push({ ...base, kind: 'create', content });
    else if (sameText(before, content)) actions.push({ ...base, kind: 'unchanged' });
    else actions.push({ ...base, kind: 'keep', detail: 'exists with other content; left alone' });
  };

  await layFile(paths.rulesFile, templates.rules, 'rules file');
  await layFile(paths.evolutionLog, templates.evolutionLog, 'evolution log');
  for (const skill of templates.skills) {
    await layFile(at(`${layout.skillsDir}/${skill.name}/SKILL.md`), skill.text, `skill ${skill.name}`);
  }

  if (layout.claudeHooks) {
    actions.push(await planClaudeHooks(root, templates));
    if (!rulesweepReachable(root, options.env)) {
      notes.push(
        'rulesweep is neither in this project\'s node_modules/.bin nor on PATH, so the hooks will do nothing '
        + 'until it is: npm install --save-dev rulesweep (or npm install --global rulesweep)',
      );
    }
  } else {
    notes.push(
      `${layout.label} does not run Claude Code's settings hooks; the ${layout.instructions} block asks the agent `
      + 'to run the boot skill at session start, and `rulesweep learn capture` records failures by hand',
    );
  }

  const instructionsFile = at(layout.instructions);
  const before = await readIfExists(instructionsFile);
  const block = mergeInstructionsBlock(before, templates.instructionsBlock);
  const instructions = { file: instructionsFile, path: layout.instructions, what: `${layout.instructions} block`, before };
  switch (block.status) {
    case 'create':
      actions.push({ ...instructions, kind: 'create', content: block.text, detail: 'with the rulesweep block' });
      break;
    case 'append':
      actions.push({ ...instructions, kind: 'update', content: block.text, detail: 'rulesweep block appended' });
      break;
    case 'present':
      actions.push({ ...instructions, kind: 'unchanged' });
      break;
    case 'present-different':
      actions.push({ ...instructions, kind: 'keep', detail: 'has a rulesweep block that differs from this version\'s; left alone' });
      break;
  }

  if (templates.ciWorkflow === undefined) {
    const file = at(CI_WORKFLOW);
    actions.push({ kind: 'skip', file, path: CI_WORKFLOW, what: 'CI workflow', detail: 'this rulesweep package ships no CI workflow template' });
  } else {
    await layFile(at(CI_WORKFLOW), templates.ciWorkflow, 'CI workflow');
  }

  return { root, agent: options.agent, actions, notes };
}

async function planClaudeHooks(root: string, templates: Templates): Promise<InitAction> {
  const file = inRoot(root, CLAUDE_SETTINGS);
  const before = await readIfExists(file);
  const merged = mergeClaudeHooks({
    existing: before,
    file: CLAUDE_SETTINGS,
    template: templates.claudeHooks,
    localSettings: await readIfExists(inRoot(root, CLAUDE_LOCAL_SETTINGS)),
  });
  const base = { file, path: CLAUDE_SETTINGS, what: 'Claude Code hooks', before };
  if (merged.added.length === 0) {
    return { ...base, kind: 'unchanged', detail: `hooks already there: ${merged.present.join(', ')}` };
  }
  const detail = `hooks added: ${merged.added.join(', ')}${merged.present.length > 0 ? ` (already there: ${merged.present.join(', ')})` : ''}`;
  return { ...base, kind: before === undefined ? 'create' : 'update', content: merged.text, detail };
}

/** Whether a hook command (`PATH=<root>/node_modules/.bin:$PATH rulesweep …`) would find rulesweep. */
function rulesweepReachable(root: string, env: Record<string, string | undefined>): boolean {
  const names = process.platform === 'win32' ? ['rulesweep.cmd', 'rulesweep.exe', 'rulesweep'] : ['rulesweep'];
  const dirs = [path.join(root, 'node_modules', '.bin'), ...(env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  return dirs.some((dir) => names.some((name) => existsSync(path.join(dir, name))));
}

/** Files that change when the plan is applied. */
export function changingActions(plan: InitPlan): InitAction[] {
  return plan.actions.filter((action) => action.kind === 'create' || action.kind === 'update');
}

/**
 * Writes every create and update, each atomically under the file's lock. A file that changed
 * since it was planned is not touched: the person's edit wins, and they are asked to run again.
 */
export async function applyInit(plan: InitPlan): Promise<void> {
  for (const action of changingActions(plan)) {
    await withLock(action.file, async () => {
      const now = await readIfExists(action.file);
      if (now !== action.before) {
        throw new InputError(`${action.path} changed while rulesweep init was running; it was not written`, {
          hint: 'run rulesweep init again',
        });
      }
      await writeAtomic(action.file, action.content!);
    });
  }
}
