// Registering `rulesweep mcp` with each agent: added once in the host's own shape, never twice
// under another name, never over a user's entry, and a file the host could not read refused.
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  codexServerTable,
  mergeCodexMcpServer,
  mergeJsonMcpServer,
  runsRulesweepMcp,
  type JsonMcpTarget,
} from '../../src/init/mcp-registration.js';
import { nodeValue, parseJsonText } from '../../src/init/json-text.js';

const SERVER = { command: 'npx', args: ['--no-install', 'rulesweep', 'mcp'] };
const CLAUDE: JsonMcpTarget = {
  host: 'Claude Code', file: '.mcp.json', key: 'mcpServers', jsonc: false, emptyFile: '{\n}\n',
  entry: { type: 'stdio', ...SERVER },
};
const OPENCODE: JsonMcpTarget = {
  host: 'OpenCode', file: 'opencode.json', key: 'mcp', jsonc: true, emptyFile: '{\n  "$schema": "https://opencode.ai/config.json"\n}\n',
  entry: { type: 'local', command: ['npx', '--no-install', 'rulesweep', 'mcp'], enabled: true },
};

function added(result: ReturnType<typeof mergeJsonMcpServer>): string {
  if (result.status !== 'added') throw new Error(`expected an addition, got ${result.status}`);
  return result.text;
}

describe('runsRulesweepMcp', () => {
  it.each([
    [{ command: 'npx', args: ['--no-install', 'rulesweep', 'mcp'] }, true],
    [{ command: ['npx', '-y', 'rulesweep', 'mcp', '--json'] }, true],
    [{ command: '/usr/local/bin/rulesweep', args: ['mcp'] }, true],
    [{ command: 'node', args: ['node_modules/rulesweep/dist/bin/rulesweep.cjs', 'mcp'] }, true],
    [{ command: 'rulesweep', args: ['sweep'] }, false],
    [{ command: 'npx', args: ['other-mcp'] }, false],
    [{ command: 'rulesweep', args: ['mcp', 3] }, false],
    [{ url: 'https://example.invalid/mcp' }, false],
    ['rulesweep mcp', false],
    [null, false],
  ])('reads %j as %s', (entry, expected) => {
    expect(runsRulesweepMcp(entry)).toBe(expected);
  });
});

describe('mergeJsonMcpServer', () => {
  it('writes a new .mcp.json holding our server', () => {
    const text = added(mergeJsonMcpServer(undefined, CLAUDE));
    expect(JSON.parse(text)).toEqual({ mcpServers: { rulesweep: { type: 'stdio', command: 'npx', args: ['--no-install', 'rulesweep', 'mcp'] } } });
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('adds ours after the user\'s servers, keeping their bytes', () => {
    const existing = '{\n    "mcpServers": {\n        "github": {"command": "gh-mcp", "env": {"N": 1.0}}\n    }\n}\n';
    const text = added(mergeJsonMcpServer(existing, CLAUDE));
    expect(text.startsWith('{\n    "mcpServers": {\n        "github": {"command": "gh-mcp", "env": {"N": 1.0}},\n        "rulesweep": {\n')).toBe(true);
    expect(Object.keys(JSON.parse(text).mcpServers)).toEqual(['github', 'rulesweep']);
  });

  it('adds "mcpServers" to a file that has none', () => {
    expect(JSON.parse(added(mergeJsonMcpServer('{"other": true}', CLAUDE)))).toEqual({ other: true, mcpServers: { rulesweep: CLAUDE.entry } });
  });

  it('finds the server already registered, under any name, and changes nothing', () => {
    expect(mergeJsonMcpServer(added(mergeJsonMcpServer(undefined, CLAUDE)), CLAUDE)).toEqual({ status: 'present', name: 'rulesweep' });
    const mine = JSON.stringify({ mcpServers: { rules: { command: 'node_modules/.bin/rulesweep', args: ['mcp'] } } });
    expect(mergeJsonMcpServer(mine, CLAUDE)).toEqual({ status: 'present', name: 'rules' });
  });

  it('leaves alone a "rulesweep" entry of the user\'s that runs something else', () => {
    expect(mergeJsonMcpServer('{"mcpServers": {"rulesweep": {"command": "my-own-thing"}}}', CLAUDE)).toEqual({ status: 'taken' });
  });

  it('writes a new opencode.json with its schema, and edits a commented one in place', () => {
    const fresh = added(mergeJsonMcpServer(undefined, OPENCODE));
    expect(JSON.parse(fresh)).toEqual({ $schema: 'https://opencode.ai/config.json', mcp: { rulesweep: OPENCODE.entry } });
    const commented = '{\n  // models\n  "model": "anthropic/claude-sonnet-4",\n  "mcp": {\n    "ctx": {"type": "remote", "url": "https://example.invalid"}, // docs\n  },\n}\n';
    const text = added(mergeJsonMcpServer(commented, OPENCODE));
    expect(text).toContain('  // models\n  "model": "anthropic/claude-sonnet-4",\n');
    expect(nodeValue(parseJsonText(text, { jsonc: true }))).toEqual({
      model: 'anthropic/claude-sonnet-4',
      mcp: { ctx: { type: 'remote', url: 'https://example.invalid' }, rulesweep: OPENCODE.entry },
    });
    expect(mergeJsonMcpServer(text, OPENCODE)).toEqual({ status: 'present', name: 'rulesweep' });
  });

  it.each([
    [CLAUDE, '{"mcpServers": {},}', '.mcp.json:1:19: not valid JSON: trailing comma before "}"', /strict JSON/],
    [CLAUDE, '[1]', '.mcp.json:1:1: .mcp.json must hold a JSON object', /Nothing was written/],
    [CLAUDE, '{"mcpServers": []}', '.mcp.json:1:16: "mcpServers" must be an object keyed by server name', /Nothing was written/],
    [OPENCODE, '{"mcp": 1}', 'opencode.json:1:9: "mcp" must be an object keyed by server name', /^OpenCode reads/],
    [OPENCODE, '{"mcp": {} /* open', 'opencode.json:1:12: not valid JSONC: a comment is not closed', /JSON with comments/],
  ])('refuses a file the host could not read, saying where (%#)', (target, existing, message, hint) => {
    expect(() => mergeJsonMcpServer(existing, target)).toThrow(expect.objectContaining({ name: 'InputError', message, hint: expect.stringMatching(hint) }));
  });
});

describe('mergeCodexMcpServer', () => {
  it('writes the table into a new config.toml', () => {
    const result = mergeCodexMcpServer(undefined, '.codex/config.toml', SERVER);
    expect(result).toEqual({ status: 'added', text: '[mcp_servers.rulesweep]\ncommand = "npx"\nargs = ["--no-install", "rulesweep", "mcp"]\n' });
  });

  it('appends after everything of the user\'s, byte for byte, in their line endings', () => {
    const existing = '# my codex setup\r\nmodel = "gpt-5-codex"  # keep\r\n\r\n[mcp_servers.docs]\r\ncommand = "docs-mcp"\r\n\r\n[[hooks.Stop]]\r\n[[hooks.Stop.hooks]]\r\ntype = "command"\r\ncommand = "notify"\r\n';
    const result = mergeCodexMcpServer(existing, '.codex/config.toml', SERVER);
    if (result.status !== 'added') throw new Error(result.status);
    expect(result.text.startsWith(existing)).toBe(true);
    expect(result.text.slice(existing.length)).toBe(`\r\n${codexServerTable(SERVER, '\r\n')}`);
    const parsed = parseToml(result.text) as Record<string, any>;
    expect(parsed.mcp_servers).toEqual({ docs: { command: 'docs-mcp' }, rulesweep: SERVER });
    expect(parsed.hooks.Stop).toHaveLength(1);
  });

  it('adds a line break to a file that does not end with one, and changes nothing the second time', () => {
    const result = mergeCodexMcpServer('model = "o3"', '.codex/config.toml', SERVER);
    if (result.status !== 'added') throw new Error(result.status);
    expect(result.text).toBe(`model = "o3"\n\n${codexServerTable(SERVER)}`);
    expect(mergeCodexMcpServer(result.text, '.codex/config.toml', SERVER)).toEqual({ status: 'present', name: 'rulesweep' });
  });

  it('finds ours under another name, and leaves a "rulesweep" server of the user\'s alone', () => {
    expect(mergeCodexMcpServer('[mcp_servers.rs]\ncommand = "rulesweep"\nargs = ["mcp"]\n', 'c.toml', SERVER)).toEqual({ status: 'present', name: 'rs' });
    expect(mergeCodexMcpServer('[mcp_servers.rulesweep]\nurl = "https://example.invalid"\n', 'c.toml', SERVER)).toEqual({ status: 'taken' });
  });

  it('refuses a file where a new table would change its meaning, and says what to add by hand', () => {
    expect(() => mergeCodexMcpServer('mcp_servers = { docs = { command = "docs-mcp" } }\n', '.codex/config.toml', SERVER)).toThrow(expect.objectContaining({
      name: 'InputError',
      message: expect.stringContaining('cannot add [mcp_servers.rulesweep]'),
      hint: expect.stringContaining('[mcp_servers.rulesweep]\ncommand = "npx"'),
    }));
  });

  it.each([
    ['model = "o3"\nmodel = "o4"\n', '.codex/config.toml:2:1: not valid TOML'],
    ['[mcp_servers\n', '.codex/config.toml:1:'],
    ['mcp_servers = "none"\n', '.codex/config.toml: mcp_servers must be a table of servers'],
  ])('refuses %j, saying where', (existing, message) => {
    expect(() => mergeCodexMcpServer(existing, '.codex/config.toml', SERVER)).toThrow(expect.objectContaining({
      name: 'InputError',
      message: expect.stringContaining(message),
      hint: expect.stringContaining('Nothing was written'),
    }));
  });
});
