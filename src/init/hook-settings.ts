// Merging rulesweep's hooks into a hooks file of the shape Claude Code (`.claude/settings.json`)
// and Codex (`.codex/hooks.json`) both read, `{"hooks": {"Event": [{"matcher", "hooks": [...]}]}}`:
// checks the file has that shape, leaves every existing key and hook where it is, and adds each of
// our hooks only when no hook of that event already runs the same rulesweep command.
import { InputError } from '../diagnostics/errors.js';
import {
  detectLayout,
  insertItem,
  insertMember,
  JsonTextError,
  lineColumn,
  memberOf,
  parseJsonText,
  type JsonArrayNode,
  type JsonNode,
  type JsonObjectNode,
} from './json-text.js';

export interface HookCommand {
  type: 'command';
  command: string;
  timeout?: number;
  /** Claude Code: run in the background (for hooks that print nothing). */
  async?: boolean;
}

export interface HookGroup {
  matcher?: string;
  hooks: HookCommand[];
}

/** `{"hooks": {"SessionStart": [group, …], …}}`, the part of a hooks file we write. */
export interface HookSettings {
  hooks: Record<string, HookGroup[]>;
}

export interface HookMergeResult {
  /** The new file text; when nothing was added, the input (or an empty object for none). */
  text: string;
  /** Events that received a hook, in template order. */
  added: string[];
  /** Events whose hook was already there. */
  present: string[];
}

const SHELL_OPERATORS = new Set(['||', '&&', ';', '|', '&']);

/**
 * The rulesweep arguments a hook command runs, e.g. `learn hook` for
 * `cd … && rulesweep learn hook || true`; one entry per `rulesweep` in the command.
 */
export function rulesweepInvocations(command: string): string[][] {
  const tokens = command.split(/\s+/).filter(Boolean);
  const found: string[][] = [];
  tokens.forEach((token, index) => {
    // The name npm links (rulesweep, rulesweep.cmd on Windows) or the bin file itself (…/dist/bin/rulesweep.cjs).
    if (!/(^|\/)rulesweep(\.c?js|\.cmd)?$/.test(token)) return;
    const args: string[] = [];
    for (const arg of tokens.slice(index + 1)) {
      if (SHELL_OPERATORS.has(arg) || /^[0-9]*[<>]/.test(arg) || arg.endsWith(';')) {
        if (arg.endsWith(';') && arg.length > 1) args.push(arg.slice(0, -1));
        break;
      }
      args.push(arg);
    }
    found.push(args);
  });
  return found;
}

/**
 * True when `existing` already runs the rulesweep subcommand of `ours` (`learn hook`,
 * `scorecard`, …), whatever flags either passes: the user's own way of running it stands.
 */
export function runsSameRulesweep(existing: string, ours: string): boolean {
  const wanted = subcommandOf(rulesweepInvocations(ours)[0] ?? []);
  if (wanted.length === 0) return false;
  return rulesweepInvocations(existing).some((args) => {
    const theirs = subcommandOf(args);
    return theirs.length === wanted.length && wanted.every((word, index) => theirs[index] === word);
  });
}

/** The words before the first flag: `learn hook` of `learn hook --global`. */
function subcommandOf(args: string[]): string[] {
  const firstFlag = args.findIndex((arg) => arg.startsWith('-'));
  return firstFlag === -1 ? args : args.slice(0, firstFlag);
}

/** Reads and checks a hooks template shipped in memory-templates/ (claude-settings.json, codex-hooks.json). */
export function parseHookTemplate(text: string, file: string): HookSettings {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`the hook template ${file} is not valid JSON: ${(error as Error).message}`, {
      hint: 'reinstall rulesweep; its templates are damaged',
      cause: error,
    });
  }
  const hooks = (data as { hooks?: unknown } | null)?.hooks;
  const valid = typeof hooks === 'object' && hooks !== null && !Array.isArray(hooks)
    && Object.values(hooks).every((groups) => Array.isArray(groups) && groups.every((group: unknown) => {
      const commands = (group as { hooks?: unknown } | null)?.hooks;
      return Array.isArray(commands) && commands.every((hook: unknown) =>
        typeof (hook as { command?: unknown } | null)?.command === 'string'
        && rulesweepInvocations((hook as { command: string }).command).length > 0);
    }));
  if (!valid) {
    throw new InputError(`the hook template ${file} does not have the shape {"hooks": {"Event": [{"hooks": [{"command": "… rulesweep …"}]}]}}`, {
      hint: 'reinstall rulesweep; its templates are damaged',
    });
  }
  return data as HookSettings;
}

/** Commands of every hook under `hooks` in a parsed settings object, by event (lenient: skips odd shapes). */
function commandsByEvent(settings: unknown): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const hooks = (settings as { hooks?: unknown } | null)?.hooks;
  if (typeof hooks !== 'object' || hooks === null) return result;
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    const commands = groups.flatMap((group: unknown) => {
      const list = (group as { hooks?: unknown } | null)?.hooks;
      return Array.isArray(list)
        ? list.map((hook: unknown) => (hook as { command?: unknown } | null)?.command).filter((c): c is string => typeof c === 'string')
        : [];
    });
    result.set(event, commands);
  }
  return result;
}

/** Where a hooks file is wrong, as `file:line:column: problem`, with the same hint for all. */
function shapeErrorOf(host: string, file: string, text: string, node: JsonNode, problem: string): InputError {
  const { line, column } = lineColumn(text, node.start);
  return new InputError(`${file}:${line}:${column}: ${problem}`, {
    hint: `${host} reads {"hooks": {"EventName": [{"matcher": "…", "hooks": [{"type": "command", "command": "…"}]}]}}; fix ${file} (or move it aside) and run rulesweep init again. Nothing was written.`,
  });
}

/** Checks the `hooks` part of a hooks document and returns it (undefined when absent). */
function checkHooksShape(host: string, file: string, text: string, root: JsonNode): JsonObjectNode | undefined {
  const shapeError = (node: JsonNode, problem: string) => shapeErrorOf(host, file, text, node, problem);
  if (root.kind !== 'object') throw shapeError(root, `${file} must hold a JSON object`);
  const hooks = memberOf(root, 'hooks')?.value;
  if (!hooks) return undefined;
  if (hooks.kind !== 'object') throw shapeError(hooks, '"hooks" must be an object keyed by event name');
  for (const { key: event, value: groups } of hooks.members) {
    if (groups.kind !== 'array') throw shapeError(groups, `"hooks.${event}" must be an array of hook groups`);
    groups.items.forEach((group, index) => {
      const where = `hooks.${event}[${index}]`;
      if (group.kind !== 'object') throw shapeError(group, `"${where}" must be an object with a "hooks" array`);
      const matcher = memberOf(group, 'matcher')?.value;
      if (matcher && matcher.kind !== 'string') throw shapeError(matcher, `"${where}.matcher" must be a string`);
      const list = memberOf(group, 'hooks')?.value;
      if (!list) throw shapeError(group, `"${where}" has no "hooks" array`);
      if (list.kind !== 'array') throw shapeError(list, `"${where}.hooks" must be an array`);
      list.items.forEach((hook, hookIndex) => {
        if (hook.kind !== 'object' || memberOf(hook, 'type')?.value.kind !== 'string') {
          throw shapeError(hook, `"${where}.hooks[${hookIndex}]" must be an object with a "type"`);
        }
      });
    });
  }
  return hooks;
}

function parseSettings(host: string, file: string, text: string): JsonNode {
  try {
    return parseJsonText(text);
  } catch (error) {
    if (!(error instanceof JsonTextError)) throw error;
    throw new InputError(`${file}:${error.line}:${error.column}: not valid JSON: ${error.message}`, {
      hint: `${host} reads ${file} as strict JSON; fix it (or move it aside) and run rulesweep init again. Nothing was written.`,
      cause: error,
    });
  }
}

export interface HookMergeInput {
  /** Current file text; undefined when the file does not exist. */
  existing: string | undefined;
  /** How the file is named in messages. */
  file: string;
  /** The agent that reads the file, for messages ("Claude Code", "Codex"). */
  host: string;
  template: HookSettings;
  /**
   * Other sources whose hooks the agent runs as well, already parsed (Claude Code's
   * settings.local.json, Codex's inline [hooks] in config.toml): a hook there counts as present.
   */
  alsoRunning?: unknown[];
}

/** An absent or blank settings file is edited as this, which grows like `JSON.stringify(…, null, 2)`. */
const EMPTY_SETTINGS = '{\n}\n';

export function mergeHooks(input: HookMergeInput): HookMergeResult {
  const { host, file } = input;
  let text = input.existing?.trim() ? input.existing : EMPTY_SETTINGS;
  const layout = detectLayout(text);
  checkHooksShape(host, file, text, parseSettings(host, file, text));
  const sources = [JSON.parse(text.replace(/^\uFEFF/, '')) as unknown, ...(input.alsoRunning ?? [])].map(commandsByEvent);
  const added: string[] = [];
  const present: string[] = [];

  for (const event of Object.keys(input.template.hooks)) {
    const already = sources.flatMap((commands) => commands.get(event) ?? []);
    const missing = missingGroups(input.template.hooks[event]!, already);
    if (missing.length === 0) {
      present.push(event);
      continue;
    }
    // Re-parse before every edit: offsets move, and the file is small.
    for (const group of missing) {
      const root = parseSettings(host, file, text) as JsonObjectNode;
      const hooks = memberOf(root, 'hooks')?.value as JsonObjectNode | undefined;
      if (!hooks) {
        text = insertMember(text, root, 'hooks', { [event]: [group] }, layout);
        continue;
      }
      const groups = memberOf(hooks, event)?.value as JsonArrayNode | undefined;
      text = groups ? insertItem(text, groups, group, layout) : insertMember(text, hooks, event, [group], layout);
    }
    added.push(event);
  }
  return { text, added, present };
}

/** The template's groups, keeping only hooks whose rulesweep command is not already run. */
function missingGroups(groups: HookGroup[], already: string[]): HookGroup[] {
  return groups
    .map((group) => ({ ...group, hooks: group.hooks.filter((hook) => !already.some((command) => runsSameRulesweep(command, hook.command))) }))
    .filter((group) => group.hooks.length > 0);
}

/** A file read leniently: its JSON value, or undefined when it is absent or not JSON. */
export function parseLeniently(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}
