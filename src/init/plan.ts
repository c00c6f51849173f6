// What `rulesweep init` does to a project, decided before anything is written: one action per
// file (create, update, unchanged, keep, skip), then applied with atomic writes under a lock.
// A file that exists is never replaced: template files that differ are kept as they are, hooks
// files, MCP configs and CLAUDE.md/AGENTS.md only ever gain what is missing, and the OpenCode
// plugin is brought up to date only while it is still exactly what an earlier init wrote.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { InputError } from '../diagnostics/errors.js';
import { readTextIfExists, withLock, writeAtomic } from '../memory/atomic.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { generatedState, stampGenerated } from './generated-file.js';
import { mergeHooks, parseLeniently, type HookSettings } from './hook-settings.js';
import { mergeInstructionsBlock } from './instructions-block.js';
import { mergeCodexMcpServer, mergeJsonMcpServer, parseCodexConfig, SERVER_NAME, type McpMergeResult } from './mcp-registration.js';
import type { Templates } from './templates.js';

/** The agents init can set up; the command line offers the same names as `--agent` choices. */
export type AgentName = 'claude' | 'opencode' | 'codex';

interface AgentLayout {
  label: string;
  /** Where the agent discovers project skills: `<dir>/<name>/SKILL.md`. */
  skillsDir: string;
  /** The instructions file the agent reads at every session. */
  instructions: string;
  /** What to do after init so the agent picks everything up. */
  restart: string;
}

export const AGENTS: Record<AgentName, AgentLayout> = {
  claude: {
    label: 'Claude Code',
    skillsDir: '.claude/skills',
    instructions: 'CLAUDE.md',
    restart: 'restart Claude Code so it loads the hooks, the MCP server and the skills',
  },
  opencode: {
    label: 'OpenCode',
    skillsDir: '.opencode/skills',
    instructions: 'AGENTS.md',
    restart: 'restart OpenCode so it loads the plugin, the MCP server and the skills',
  },
  codex: {
    label: 'Codex',
    skillsDir: '.agents/skills',
    instructions: 'AGENTS.md',
    restart: 'restart Codex and open /hooks to review and trust the new hooks',
  },
};

const CLAUDE_SETTINGS = '.claude/settings.json';
const CLAUDE_LOCAL_SETTINGS = '.claude/settings.local.json';
const CLAUDE_MCP = '.mcp.json';
const CODEX_HOOKS = '.codex/hooks.json';
const CODEX_CONFIG = '.codex/config.toml';
const OPENCODE_PLUGIN = '.opencode/plugins/rulesweep.ts';
const OPENCODE_CONFIGS = ['opencode.json', 'opencode.jsonc'] as const;
const OPENCODE_SCHEMA = 'https://opencode.ai/config.json';
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

  const wiring = await planAgentWiring(options.agent, root, templates);
  actions.push(...wiring);
  if (!rulesweepReachable(root, options.env)) {
    notes.push(
      'rulesweep is neither in this project\'s node_modules nor on PATH, so the hooks and the MCP server will do nothing '
      + 'until it is: npm install --save-dev rulesweep (or npm install --global rulesweep)',
    );
  }
  notes.push(...agentNotes(options.agent, wiring));

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

/** The files that wire rulesweep into the agent: its hooks (or plugin) and its MCP server. */
async function planAgentWiring(agent: AgentName, root: string, templates: Templates): Promise<InitAction[]> {
  switch (agent) {
    case 'claude': {
      const local = parseLeniently(await readIfExists(inRoot(root, CLAUDE_LOCAL_SETTINGS)));
      return [
        await planHooks(root, CLAUDE_SETTINGS, 'Claude Code hooks', 'Claude Code', templates.claudeHooks, [local]),
        await planJsonMcp(root, CLAUDE_MCP, {
          host: 'Claude Code',
          key: 'mcpServers',
          jsonc: false,
          emptyFile: '{\n}\n',
          entry: { type: 'stdio', command: templates.mcpServer.command, args: templates.mcpServer.args },
        }),
      ];
    }
    case 'codex': {
      const configFile = inRoot(root, CODEX_CONFIG);
      const config = await readIfExists(configFile);
      // Hooks written inline in config.toml run too, so ours count as present there.
      const inline = config === undefined ? undefined : parseCodexConfig(config, CODEX_CONFIG);
      return [
        await planHooks(root, CODEX_HOOKS, 'Codex hooks', 'Codex', templates.codexHooks, [inline]),
        mcpAction(configFile, CODEX_CONFIG, config, mergeCodexMcpServer(config, CODEX_CONFIG, templates.mcpServer)),
      ];
    }
    case 'opencode': {
      const existing = OPENCODE_CONFIGS.find((name) => existsSync(inRoot(root, name)));
      return [
        await planOpencodePlugin(root, templates.opencodePlugin),
        await planJsonMcp(root, existing ?? OPENCODE_CONFIGS[0], {
          host: 'OpenCode',
          key: 'mcp',
          jsonc: true,
          emptyFile: `{\n  "$schema": "${OPENCODE_SCHEMA}"\n}\n`,
          entry: { type: 'local', command: [templates.mcpServer.command, ...templates.mcpServer.args], enabled: true },
        }),
      ];
    }
  }
}

async function planHooks(root: string, relative: string, what: string, host: string, template: HookSettings, alsoRunning: unknown[]): Promise<InitAction> {
  const file = inRoot(root, relative);
  const before = await readIfExists(file);
  const merged = mergeHooks({ existing: before, file: relative, host, template, alsoRunning });
  const base = { file, path: relative, what, before };
  if (merged.added.length === 0) {
    return { ...base, kind: 'unchanged', detail: `hooks already there: ${merged.present.join(', ')}` };
  }
  const detail = `hooks added: ${merged.added.join(', ')}${merged.present.length > 0 ? ` (already there: ${merged.present.join(', ')})` : ''}`;
  return { ...base, kind: before === undefined ? 'create' : 'update', content: merged.text, detail };
}

async function planJsonMcp(root: string, relative: string, target: Omit<Parameters<typeof mergeJsonMcpServer>[1], 'file'>): Promise<InitAction> {
  const file = inRoot(root, relative);
  const before = await readIfExists(file);
  return mcpAction(file, relative, before, mergeJsonMcpServer(before, { ...target, file: relative }));
}

function mcpAction(file: string, relative: string, before: string | undefined, result: McpMergeResult): InitAction {
  const base = { file, path: relative, what: 'MCP server', before };
  switch (result.status) {
    case 'added':
      return { ...base, kind: before === undefined ? 'create' : 'update', content: result.text, detail: `MCP server "${SERVER_NAME}" added` };
    case 'present':
      return { ...base, kind: 'unchanged', detail: `MCP server already there ("${result.name}")` };
    case 'taken':
      return { ...base, kind: 'keep', detail: `has a "${SERVER_NAME}" MCP server that runs something else; left alone` };
  }
}

/** The plugin file: written when absent, refreshed while untouched, never replaced once edited. */
async function planOpencodePlugin(root: string, source: string): Promise<InitAction> {
  const file = inRoot(root, OPENCODE_PLUGIN);
  const before = await readIfExists(file);
  const content = stampGenerated(source);
  const base = { file, path: OPENCODE_PLUGIN, what: 'OpenCode plugin', before };
  if (before === undefined) return { ...base, kind: 'create', content };
  if (sameText(before, content)) return { ...base, kind: 'unchanged' };
  switch (generatedState(before)) {
    case 'pristine':
      return { ...base, kind: 'update', content, detail: 'brought up to date (it was an unedited copy from an earlier rulesweep)' };
    case 'edited':
      return { ...base, kind: 'keep', detail: 'edited since rulesweep wrote it; left alone' };
    case 'foreign':
      return { ...base, kind: 'keep', detail: 'not written by rulesweep; left alone' };
  }
}

/** What the person must do in the agent itself for the new wiring to run. */
function agentNotes(agent: AgentName, wiring: InitAction[]): string[] {
  const changed = (relative: string) => wiring.some((action) => action.path === relative && (action.kind === 'create' || action.kind === 'update'));
  const notes: string[] = [];
  if (agent === 'claude' && changed(CLAUDE_MCP)) {
    notes.push('Claude Code asks you to approve the project MCP server from .mcp.json the first time it starts; say yes to "rulesweep"');
  }
  if (agent === 'codex' && (changed(CODEX_HOOKS) || changed(CODEX_CONFIG))) {
    notes.push(
      'Codex runs a project\'s .codex/ hooks and MCP servers only when the project is trusted, and skips new or changed hooks '
      + 'until you review and trust them: open /hooks in Codex',
    );
  }
  return notes;
}

/**
 * Whether the wiring would find rulesweep: the hook commands look in `<root>/node_modules/.bin`
 * then PATH, the plugin and `npx --no-install` in the project's node_modules then the global install.
 */
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
