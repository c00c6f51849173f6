// Registering rulesweep's MCP server (`rulesweep mcp`, stdio) in each agent's own config, the
// way the hooks are merged: nothing of the user's moves, an entry that already runs
// `rulesweep mcp` (under any name) counts as registered, and a `rulesweep` entry of the user's
// that runs something else is left alone.
//   Claude Code  .mcp.json            {"mcpServers": {"rulesweep": {"type": "stdio", "command", "args"}}}
//   OpenCode     opencode.json(c)     {"mcp": {"rulesweep": {"type": "local", "command": [...], "enabled": true}}}
//   Codex        .codex/config.toml   [mcp_servers.rulesweep] command = …, args = […]
import { isDeepStrictEqual } from 'node:util';
import { parse as parseToml, TomlError } from 'smol-toml';
import { InputError } from '../diagnostics/errors.js';
import { runsSameRulesweep } from './hook-settings.js';
import { detectLayout, insertMember, JsonTextError, lineColumn, memberOf, nodeValue, parseJsonText, type JsonNode, type JsonObjectNode } from './json-text.js';

/** How the server is started: a program and its arguments (no shell). */
export interface McpServerCommand {
  command: string;
  args: string[];
}

export const SERVER_NAME = 'rulesweep';

export type McpMergeResult =
  /** The entry was added; `text` is the new file. */
  | { status: 'added'; text: string }
  /** An entry already runs `rulesweep mcp` (its name). */
  | { status: 'present'; name: string }
  /** The file has a `rulesweep` entry that runs something else: left alone. */
  | { status: 'taken' };

/** True when a server entry (`command` string or array, plus `args`) runs `rulesweep mcp`. */
export function runsRulesweepMcp(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  const { command, args } = entry as { command?: unknown; args?: unknown };
  const words = [...(Array.isArray(command) ? command : [command]), ...(Array.isArray(args) ? args : [])];
  if (words.length === 0 || !words.every((word) => typeof word === 'string')) return false;
  return runsSameRulesweep(words.join(' '), `${SERVER_NAME} mcp`);
}

/** The existing servers' verdict: one runs rulesweep, our name is taken, or there is room. */
function existingVerdict(servers: Record<string, unknown>): McpMergeResult | undefined {
  const running = Object.entries(servers).find(([, entry]) => runsRulesweepMcp(entry));
  if (running) return { status: 'present', name: running[0] };
  if (Object.hasOwn(servers, SERVER_NAME)) return { status: 'taken' };
  return undefined;
}

export interface JsonMcpTarget {
  /** The agent that reads the file, for messages. */
  host: string;
  /** How the file is named in messages. */
  file: string;
  /** The object that holds the servers, by name. */
  key: 'mcpServers' | 'mcp';
  /** The entry to add under SERVER_NAME. */
  entry: Record<string, unknown>;
  /** Read comments and trailing commas, as the host does. */
  jsonc: boolean;
  /** What a new file starts as. */
  emptyFile: string;
}

function jsonError(target: JsonMcpTarget, text: string, node: JsonNode, problem: string): InputError {
  const { line, column } = lineColumn(text, node.start);
  return new InputError(`${target.file}:${line}:${column}: ${problem}`, {
    hint: `${target.host} reads {"${target.key}": {"name": {…}}} from ${target.file}; fix it (or move it aside) and run rulesweep init again. Nothing was written.`,
  });
}

/** Adds our entry to a JSON (or JSONC) config file. */
export function mergeJsonMcpServer(existing: string | undefined, target: JsonMcpTarget): McpMergeResult {
  const text = existing?.trim() ? existing : target.emptyFile;
  let root: JsonNode;
  try {
    root = parseJsonText(text, { jsonc: target.jsonc });
  } catch (error) {
    if (!(error instanceof JsonTextError)) throw error;
    throw new InputError(`${target.file}:${error.line}:${error.column}: not valid ${target.jsonc ? 'JSONC' : 'JSON'}: ${error.message}`, {
      hint: `${target.host} reads ${target.file} as ${target.jsonc ? 'JSON with comments' : 'strict JSON'}; fix it (or move it aside) and run rulesweep init again. Nothing was written.`,
      cause: error,
    });
  }
  if (root.kind !== 'object') throw jsonError(target, text, root, `${target.file} must hold a JSON object`);
  const container = memberOf(root, target.key)?.value;
  if (container && container.kind !== 'object') throw jsonError(target, text, container, `"${target.key}" must be an object keyed by server name`);
  if (container) {
    const verdict = existingVerdict(nodeValue(container) as Record<string, unknown>);
    if (verdict) return verdict;
  }
  const layout = detectLayout(text);
  const merged = container
    ? insertMember(text, container as JsonObjectNode, SERVER_NAME, target.entry, layout)
    : insertMember(text, root, target.key, { [SERVER_NAME]: target.entry }, layout);
  return { status: 'added', text: merged };
}

/** The `[mcp_servers.rulesweep]` table, in the file's line endings. */
export function codexServerTable(server: McpServerCommand, eol = '\n'): string {
  const list = server.args.map((arg) => JSON.stringify(arg)).join(', ');
  return [`[mcp_servers.${SERVER_NAME}]`, `command = ${JSON.stringify(server.command)}`, `args = [${list}]`, ''].join(eol);
}

/** Reads Codex's config.toml, or says where it is not TOML. */
export function parseCodexConfig(text: string, file: string): Record<string, unknown> {
  try {
    return parseToml(text) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    throw new InputError(`${file}:${error.line}:${error.column}: not valid TOML: ${error.message.split('\n')[0]}`, {
      hint: `Codex reads ${file} as TOML; fix it (or move it aside) and run rulesweep init again. Nothing was written.`,
      cause: error,
    });
  }
}

/**
 * Adds `[mcp_servers.rulesweep]` at the end of Codex's config.toml, leaving every byte before it
 * as it was. The result is parsed again and must mean the old file plus our server and nothing
 * else (a file that defines mcp_servers inline cannot take a new table): otherwise nothing is written.
 */
export function mergeCodexMcpServer(existing: string | undefined, file: string, server: McpServerCommand): McpMergeResult {
  const before = existing ?? '';
  const eol = before.includes('\r\n') ? '\r\n' : '\n';
  const old = parseCodexConfig(before, file);
  const servers = old.mcp_servers;
  if (servers !== undefined && (typeof servers !== 'object' || servers === null || Array.isArray(servers))) {
    throw new InputError(`${file}: mcp_servers must be a table of servers`, {
      hint: `Codex reads [mcp_servers.<name>] tables from ${file}; fix it (or move it aside) and run rulesweep init again. Nothing was written.`,
    });
  }
  const verdict = servers ? existingVerdict(servers as Record<string, unknown>) : undefined;
  if (verdict) return verdict;

  const separator = before.trim() === '' ? '' : before.endsWith('\n') ? eol : eol + eol;
  const text = (before.trim() === '' ? '' : before) + separator + codexServerTable(server, eol);
  const wanted = { command: server.command, args: server.args };
  let merged: Record<string, unknown> | undefined;
  try {
    merged = parseToml(text) as Record<string, unknown>;
  } catch {
    merged = undefined;
  }
  const mergedServers = { ...(merged?.mcp_servers as Record<string, unknown> | undefined) };
  const ours = mergedServers[SERVER_NAME];
  delete mergedServers[SERVER_NAME];
  const rest = { ...merged, mcp_servers: mergedServers };
  const expected = { ...old, mcp_servers: { ...(servers as Record<string, unknown> | undefined) } };
  // Compared as JSON: the parser's tables have no prototype, and dates compare by their text.
  const same = (a: unknown, b: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));
  if (!merged || !same(ours, wanted) || !same(rest, expected)) {
    throw new InputError(`${file}: rulesweep init cannot add [mcp_servers.${SERVER_NAME}] at the end of this file without changing what it means (mcp_servers is written inline?)`, {
      hint: `add this table to ${file} yourself, then run rulesweep init again:\n${codexServerTable(server)}Nothing was written.`,
    });
  }
  return { status: 'added', text };
}
