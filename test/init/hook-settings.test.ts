// Merging rulesweep's hooks into .claude/settings.json and .codex/hooks.json: nothing of the
// user's moves or goes, nothing of ours is added twice, and a file of the wrong shape is refused
// with its position.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mergeHooks,
  parseHookTemplate,
  parseLeniently,
  rulesweepInvocations,
  runsSameRulesweep,
  type HookSettings,
} from '../../src/init/hook-settings.js';

const TEMPLATE_FILE = path.resolve(import.meta.dirname, '../../memory-templates/claude-settings.json');
const CODEX_TEMPLATE_FILE = path.resolve(import.meta.dirname, '../../memory-templates/codex-hooks.json');
const template: HookSettings = parseHookTemplate(readFileSync(TEMPLATE_FILE, 'utf8'), TEMPLATE_FILE);
const codexTemplate: HookSettings = parseHookTemplate(readFileSync(CODEX_TEMPLATE_FILE, 'utf8'), CODEX_TEMPLATE_FILE);
const EVENTS = ['SessionStart', 'PreToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'SessionEnd'];
const merge = (existing: string | undefined, localSettings?: string) =>
  mergeHooks({ existing, file: '.claude/settings.json', host: 'Claude Code', template, alsoRunning: [parseLeniently(localSettings)] });

/** Each event's groups as matcher and the rulesweep arguments they run. */
function wiringOf(settings: HookSettings) {
  return Object.fromEntries(Object.entries(settings.hooks).map(([event, groups]) => [
    event,
    groups.map((group) => ({ matcher: group.matcher, args: group.hooks.map((hook) => rulesweepInvocations(hook.command)[0]!.join(' ')) })),
  ]));
}

/**
 * Every line of `before` appears in `after`, in order, unchanged except for the comma that
 * goes after a value when something is inserted behind it.
 */
function keepsEveryLine(before: string, after: string): boolean {
  const lines = after.split('\n');
  let at = 0;
  for (const line of before.split('\n')) {
    const found = lines.findIndex((candidate, index) => index >= at && (candidate === line || candidate === `${line},`));
    if (found === -1) return false;
    at = found + 1;
  }
  return true;
}

describe('the hook templates', () => {
  it('wires Claude Code\'s events to the rulesweep commands the issues name, shell tools as Bash|PowerShell', () => {
    expect(wiringOf(template)).toEqual({
      SessionStart: [{ matcher: undefined, args: ['boot --hook claude'] }],
      PreToolUse: [{ matcher: 'Bash|PowerShell', args: ['guard'] }],
      PostToolUseFailure: [{ matcher: 'Bash|PowerShell', args: ['learn hook'] }],
      UserPromptSubmit: [{ matcher: undefined, args: ['learn hook'] }],
      SessionEnd: [{ matcher: undefined, args: ['scorecard --record --hook claude'] }],
    });
  });

  it('runs in the background only the Claude Code hooks that print nothing and decide nothing', () => {
    const asyncEvents = Object.entries(template.hooks)
      .filter(([, groups]) => groups.some((group) => group.hooks.some((hook) => hook.async === true)))
      .map(([event]) => event);
    // SessionEnd stays synchronous: Claude Code ends the session right after it.
    expect(asyncEvents).toEqual(['PostToolUseFailure', 'UserPromptSubmit']);
  });

  it('wires Codex\'s documented events, all synchronous (Codex versions before background hooks skip async ones)', () => {
    expect(wiringOf(codexTemplate)).toEqual({
      SessionStart: [{ matcher: undefined, args: ['boot --hook codex'] }],
      PreToolUse: [{ matcher: 'Bash', args: ['guard'] }],
      PostToolUse: [{ matcher: 'Bash', args: ['learn hook'] }],
      UserPromptSubmit: [{ matcher: undefined, args: ['learn hook'] }],
    });
    const hooks = Object.values(codexTemplate.hooks).flat().flatMap((group) => group.hooks);
    expect(hooks.every((hook) => hook.async === undefined)).toBe(true);
  });

  it.each([
    ['Claude Code', template, /^cd "\$\{CLAUDE_PROJECT_DIR:-\.\}" && PATH="\$PWD\/node_modules\/\.bin:\$PATH" rulesweep .+ \|\| true$/],
    ['Codex', codexTemplate, /^cd "\$\(git rev-parse --show-toplevel 2>\/dev\/null \|\| pwd\)" && PATH="\$PWD\/node_modules\/\.bin:\$PATH" rulesweep .+ \|\| true$/],
  ])('gives every %s hook a timeout and a command that cannot fail the agent', (_host, settings, shape) => {
    for (const hook of Object.values(settings.hooks).flat().flatMap((group) => group.hooks)) {
      expect(hook.type).toBe('command');
      expect(hook.timeout).toBeGreaterThan(0);
      expect(hook.timeout).toBeLessThanOrEqual(30);
      expect(hook.command).toMatch(shape);
    }
  });
});

describe('rulesweepInvocations and runsSameRulesweep', () => {
  it.each([
    ['rulesweep learn hook', [['learn', 'hook']]],
    ['npx rulesweep learn hook 2>/dev/null || true', [['learn', 'hook']]],
    ['"$CLAUDE_PROJECT_DIR"/node_modules/.bin/rulesweep boot --hook claude; echo done', [['boot', '--hook', 'claude']]],
    ['node_modules/.bin/rulesweep learn hook; rulesweep scorecard --record', [['learn', 'hook'], ['scorecard', '--record']]],
    ['node node_modules/rulesweep/dist/bin/rulesweep.cjs learn hook', [['learn', 'hook']]],
    ['echo rulesweeper', []],
  ])('reads %j', (command, expected) => {
    expect(rulesweepInvocations(command)).toEqual(expected);
  });

  it('treats the same command with extra flags as ours, and a different subcommand as not', () => {
    const ours = template.hooks.UserPromptSubmit![0]!.hooks[0]!.command;
    expect(runsSameRulesweep('npx rulesweep learn hook --global', ours)).toBe(true);
    expect(runsSameRulesweep('rulesweep learn list', ours)).toBe(false);
    expect(runsSameRulesweep('./scripts/learn hook', ours)).toBe(false);
  });
});

describe('mergeHooks', () => {
  it('writes a new settings file with all our hooks when there is none', () => {
    const result = merge(undefined);
    expect(result.added).toEqual(EVENTS);
    expect(result.text).toBe(`${JSON.stringify(template, null, 2)}\n`);
  });

  it('treats an empty file like a missing one', () => {
    expect(merge('  \n').text).toBe(merge(undefined).text);
  });

  it('keeps every key, hook and byte of an existing file and adds ours after them', () => {
    const existing = [
      '{',
      '    "model": "opus",',
      '    "permissions": {"allow": ["Bash(npm test:*)"], "deny": []},',
      '    "hooks": {',
      '        "PostToolUse": [',
      '            {"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "npx prettier --write \\"$FILE\\""}]}',
      '        ],',
      '        "SessionStart": [',
      '            {',
      '                "matcher": "startup",',
      '                "hooks": [{"type": "command", "command": "echo hello", "timeout": 5}]',
      '            }',
      '        ]',
      '    },',
      '    "env": {"A": "1.0", "n": 1.50}',
      '}',
      '',
    ].join('\n');
    const result = merge(existing);
    expect(result.added).toEqual(EVENTS);
    expect(keepsEveryLine(existing, result.text)).toBe(true);
    expect(result.text).toContain('    "env": {"A": "1.0", "n": 1.50}\n}\n');
    const after = JSON.parse(result.text);
    const before = JSON.parse(existing);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(Object.keys(after.hooks)).toEqual(['PostToolUse', 'SessionStart', 'PreToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'SessionEnd']);
    expect(after.hooks.PostToolUse).toEqual(before.hooks.PostToolUse);
    expect(after.hooks.SessionStart[0]).toEqual(before.hooks.SessionStart[0]);
    expect(after.hooks.SessionStart[1]).toEqual(template.hooks.SessionStart![0]);
    expect(after.permissions).toEqual(before.permissions);
    expect(after.env).toEqual(before.env);
    // Our groups are indented four spaces per level, like the file.
    expect(result.text).toContain('\n            {\n                "hooks": [\n                    {\n                        "type": "command",');
  });

  it('adds "hooks" to a file that has none, at the end, in its style', () => {
    const result = merge('{\n  "model": "opus"\n}\n');
    expect(result.text.startsWith('{\n  "model": "opus",\n  "hooks": {\n    "SessionStart": [\n')).toBe(true);
    expect(JSON.parse(result.text)).toEqual({ model: 'opus', ...template });
  });

  it('keeps a minified file minified and a CRLF file in CRLF', () => {
    const minified = merge('{"model":"opus"}');
    expect(minified.text).not.toContain('\n');
    expect(JSON.parse(minified.text)).toEqual({ model: 'opus', ...template });
    const crlf = merge('{\r\n  "model": "opus"\r\n}\r\n');
    expect(crlf.text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(JSON.parse(crlf.text)).toEqual({ model: 'opus', ...template });
  });

  it('changes nothing the second time', () => {
    const once = merge('{\n  "model": "opus"\n}\n');
    const twice = merge(once.text);
    expect(twice.text).toBe(once.text);
    expect(twice.added).toEqual([]);
    expect(twice.present).toEqual(EVENTS);
  });

  it('does not add a hook the user already runs their own way', () => {
    const existing = JSON.stringify({
      hooks: {
        PostToolUseFailure: [{ matcher: '*', hooks: [{ type: 'command', command: 'npx rulesweep learn hook' }] }],
        SessionEnd: [{ hooks: [{ type: 'command', command: '/usr/local/bin/rulesweep scorecard --record --json > /dev/null' }] }],
      },
    }, null, 2);
    const result = merge(existing);
    expect(result.present).toEqual(['PostToolUseFailure', 'SessionEnd']);
    expect(result.added).toEqual(['SessionStart', 'PreToolUse', 'UserPromptSubmit']);
    const after = JSON.parse(result.text);
    expect(after.hooks.PostToolUseFailure).toHaveLength(1);
    expect(after.hooks.SessionEnd).toHaveLength(1);
  });

  it('counts hooks in .claude/settings.local.json, which Claude Code runs too', () => {
    const local = JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'rulesweep boot --hook claude' }] }] } });
    const result = merge(undefined, local);
    expect(result.present).toEqual(['SessionStart']);
    expect(Object.keys(JSON.parse(result.text).hooks)).toEqual(['PreToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'SessionEnd']);
    expect(merge(undefined, 'not json').added).toEqual(EVENTS);
  });

  it('merges Codex hooks the same way, counting hooks written inline in .codex/config.toml', () => {
    const codexMerge = (existing: string | undefined, inline?: unknown) =>
      mergeHooks({ existing, file: '.codex/hooks.json', host: 'Codex', template: codexTemplate, alsoRunning: [inline] });
    const existing = '{\n\t"hooks": {\n\t\t"Stop": [{"hooks": [{"type": "command", "command": "python3 notes.py"}]}]\n\t}\n}\n';
    const once = codexMerge(existing);
    expect(once.added).toEqual(['SessionStart', 'PreToolUse', 'PostToolUse', 'UserPromptSubmit']);
    expect(once.text).toContain('\t\t"Stop": [{"hooks": [{"type": "command", "command": "python3 notes.py"}]}],\n\t\t"SessionStart": [\n\t\t\t{\n');
    expect(codexMerge(once.text).text).toBe(once.text);
    const inline = { hooks: { PreToolUse: [{ matcher: '^Bash$', hooks: [{ type: 'command', command: 'rulesweep guard' }] }] } };
    expect(codexMerge(undefined, inline).present).toEqual(['PreToolUse']);
    expect(() => codexMerge('{"hooks": {"Stop": {}}}')).toThrow(expect.objectContaining({
      message: expect.stringContaining('.codex/hooks.json:1:20: "hooks.Stop" must be an array of hook groups'),
      hint: expect.stringMatching(/^Codex reads/),
    }));
  });

  it.each([
    ['{\n  "model": "opus",\n}', '.claude/settings.json:3:1: not valid JSON: trailing comma before "}"'],
    ['{\n  // mine\n}', '.claude/settings.json:2:3: not valid JSON: expected a quoted key, found a comment (JSON has none)'],
    ['[]', '.claude/settings.json:1:1: .claude/settings.json must hold a JSON object'],
    ['{"hooks": []}', '.claude/settings.json:1:11: "hooks" must be an object keyed by event name'],
    ['{"hooks": {"SessionStart": {"hooks": []}}}', '.claude/settings.json:1:28: "hooks.SessionStart" must be an array of hook groups'],
    ['{"hooks": {"SessionStart": ["echo hi"]}}', '"hooks.SessionStart[0]" must be an object with a "hooks" array'],
    ['{"hooks": {"SessionStart": [{"command": "echo hi"}]}}', '"hooks.SessionStart[0]" has no "hooks" array'],
    ['{"hooks": {"Stop": [{"hooks": {"type": "command"}}]}}', '"hooks.Stop[0].hooks" must be an array'],
    ['{"hooks": {"Stop": [{"matcher": 1, "hooks": []}]}}', '"hooks.Stop[0].matcher" must be a string'],
    ['{"hooks": {"Stop": [{"hooks": [{"command": "x"}]}]}}', '"hooks.Stop[0].hooks[0]" must be an object with a "type"'],
  ])('refuses %j, saying where and how to fix it', (existing, message) => {
    expect(() => merge(existing)).toThrow(expect.objectContaining({
      name: 'InputError',
      message: expect.stringContaining(message),
      hint: expect.stringMatching(/Nothing was written/),
    }));
  });

  it('refuses a damaged template', () => {
    expect(() => parseHookTemplate('{"hooks": {"SessionStart": [{"hooks": [{"command": "echo"}]}]}}', 'x.json')).toThrow(/does not have the shape/);
    expect(() => parseHookTemplate('{', 'x.json')).toThrow(/not valid JSON/);
  });
});
