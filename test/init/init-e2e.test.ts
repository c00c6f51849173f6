// End to end through the built bin, as a person and Claude Code would use it: `rulesweep init`
// in an empty git repository, then each hook command of the settings it wrote run through
// /bin/sh the way Claude Code runs them: from a subfolder, with CLAUDE_PROJECT_DIR set and the
// event's JSON on stdin. Whatever goes wrong, a hook must exit 0 and finish well within its timeout.
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin, runShell, type CliResult } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';
import { snapshot } from './project-files.js';

const REPO = path.resolve(import.meta.dirname, '../..');
/** Node and the system tools, and no other rulesweep. */
const HOOK_PATH = `${path.dirname(process.execPath)}:/usr/bin:/bin`;

/** Runs a hook command the way Claude Code does: through the shell, payload on stdin. */
async function runHook(
  command: string,
  options: { cwd: string; projectDir?: string; path?: string; stdin?: string },
): Promise<CliResult & { ms: number }> {
  const started = performance.now();
  const result = await runShell(command, {
    cwd: options.cwd,
    stdin: options.stdin,
    env: { PATH: options.path ?? HOOK_PATH, CLAUDE_PROJECT_DIR: options.projectDir },
  });
  return { ...result, ms: performance.now() - started };
}

interface Hook {
  event: string;
  matcher?: string;
  command: string;
  timeout: number;
}

function hooksOf(dir: string): Hook[] {
  const settings = JSON.parse(readFileSync(path.join(dir, '.claude/settings.json'), 'utf8')) as {
    hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ command: string; timeout: number }> }>>;
  };
  return Object.entries(settings.hooks).flatMap(([event, groups]) =>
    groups.flatMap((group) => group.hooks.map((hook) => ({ event, matcher: group.matcher, command: hook.command, timeout: hook.timeout }))));
}

/** What Claude Code sends each event on stdin (the fields rulesweep reads). */
function payload(event: string, dir: string, cwd: string): string {
  const common = { session_id: 'e2e-session', transcript_path: path.join(dir, 'transcript.jsonl'), cwd, hook_event_name: event };
  switch (event) {
    case 'PostToolUseFailure':
      return JSON.stringify({
        ...common,
        tool_name: 'Bash',
        tool_input: { command: 'pip install requests', description: 'install' },
        tool_use_id: 'toolu_e2e',
        error: 'Command exited with non-zero status code 127: pip: command not found',
      });
    case 'UserPromptSubmit':
      return JSON.stringify({ ...common, prompt: 'no, we use uv here, not pip' });
    case 'SessionStart':
      return JSON.stringify({ ...common, source: 'startup' });
    case 'PreToolUse':
      return JSON.stringify({ ...JSON.parse(readFileSync(path.join(REPO, 'test/fixtures/hooks/claude-pre-tool-use-bash.json'), 'utf8')), ...common });
    default:
      return JSON.stringify({ ...common, reason: 'prompt_input_exit' });
  }
}

/** An executable `rulesweep` in `folder` running `body` (a shell script). */
function writeExecutable(folder: string, body: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'rulesweep'), `#!/bin/sh\n${body}\n`);
  chmodSync(path.join(folder, 'rulesweep'), 0o755);
}

/**
 * What `npm install --save-dev rulesweep` leaves for the hooks to find: node_modules/.bin/rulesweep,
 * a link to the file package.json names as the bin (so its shebang and mode are tested too).
 */
function installLocally(dir: string): void {
  const { bin } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  mkdirSync(path.join(dir, 'node_modules/.bin'), { recursive: true });
  symlinkSync(path.join(REPO, bin.rulesweep!), path.join(dir, 'node_modules/.bin/rulesweep'));
}

/** The same hook command running another rulesweep subcommand. */
function withArgs(command: string, args: string): string {
  return command.replace(/ rulesweep .*? \|\| true$/, ` rulesweep ${args} || true`);
}

describe('init, then the hooks by hand, through the built bin', () => {
  it('sets up an empty git repository, then every hook runs from a subfolder and exits 0 in time', async () => {
    const dir = tempProject({ 'src/app/.keep': '' });
    await initGitRepo(dir);
    const first = await runBin(['init'], { cwd: dir });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('create  .claude/settings.json');
    installLocally(dir);

    const sweep = await runBin(['sweep'], { cwd: dir });
    expect(sweep.code).toBe(0);
    expect(sweep.stdout).toContain('Rules checked: 3 | Passed: 3 | Failed: 0 | Skipped: 0');

    const hooks = hooksOf(dir);
    expect(hooks.map((hook) => `${hook.event}${hook.matcher ? `(${hook.matcher})` : ''}`)).toEqual([
      'SessionStart', 'PreToolUse(Bash|PowerShell)', 'PostToolUseFailure(Bash|PowerShell)', 'UserPromptSubmit', 'SessionEnd',
    ]);
    // `rulesweep guard` comes in another change; until the bin has it, its hook must fail open.
    const guardKnown = /^ {2}guard\b/m.test((await runBin(['--help'], { cwd: dir })).stdout);
    const cwd = path.join(dir, 'src/app');
    for (const hook of hooks) {
      const result = await runHook(hook.command, { cwd, projectDir: dir, stdin: payload(hook.event, dir, cwd) });
      expect(result.code, `${hook.event}: ${result.stderr}`).toBe(0);
      if (hook.event !== 'PreToolUse' || guardKnown) expect(result.stderr, hook.event).toBe('');
      expect(result.ms).toBeLessThan(hook.timeout * 1000);
      if (hook.event === 'SessionStart') {
        const answer = JSON.parse(result.stdout) as { hookSpecificOutput?: { additionalContext?: string } };
        expect(answer.hookSpecificOutput?.additionalContext).toMatch(/Boot complete/);
      }
      // What UserPromptSubmit prints goes into the agent's context; `learn hook` adds nothing,
      // the SessionEnd hook records quietly, and no rule guards `pip install` here.
      if (hook.event !== 'SessionStart') expect(result.stdout, hook.event).toBe('');
    }
    const learnings = readFileSync(path.join(dir, '.claude/memory/learnings.jsonl'), 'utf8');
    expect(learnings).toContain('pip install requests');
    expect(learnings).toContain('no, we use uv here, not pip');
    // The session is recorded under the id Claude Code gave it, not one per date.
    const sessions = readFileSync(path.join(dir, '.claude/memory/sessions.jsonl'), 'utf8').trim().split('\n');
    expect(sessions.map((line) => (JSON.parse(line) as { session_id: string }).session_id)).toEqual(['e2e-session']);

    // A second init through the bin changes nothing and says so.
    const before = snapshot(dir);
    const second = await runBin(['init'], { cwd });
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/Nothing to do: the project is already set up/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('finds the project from any working directory, even outside git', async () => {
    const dir = tempProject({ 'deep/er/folder/.keep': '' });
    expect((await runBin(['init'], { cwd: dir })).code).toBe(0);
    installLocally(dir);
    const sessionStart = hooksOf(dir).find((hook) => hook.event === 'SessionStart')!;
    const result = await runHook(withArgs(sessionStart.command, 'sweep'), { cwd: path.join(dir, 'deep/er/folder'), projectDir: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Rules checked: 3 | Passed: 3 | Failed: 0 | Skipped: 0');
    // Without CLAUDE_PROJECT_DIR (run by hand), it works from the root.
    const byHand = await runHook(withArgs(sessionStart.command, 'sweep'), { cwd: dir });
    expect(byHand.stdout).toContain('Passed: 3');
  });

  it('prefers the project\'s own rulesweep and falls back to one on PATH', async () => {
    const dir = tempProject();
    expect((await runBin(['init'], { cwd: dir })).code).toBe(0);
    const elsewhere = path.join(tempProject(), 'bin');
    writeExecutable(elsewhere, 'echo "global rulesweep $*"');
    const command = withArgs(hooksOf(dir)[0]!.command, 'sweep');
    const searchPath = `${elsewhere}:${path.dirname(process.execPath)}:/usr/bin:/bin`;
    const globalOnly = await runHook(command, { cwd: dir, projectDir: dir, path: searchPath });
    expect(globalOnly.stdout).toBe('global rulesweep sweep\n');
    installLocally(dir);
    const both = await runHook(command, { cwd: dir, projectDir: dir, path: searchPath });
    expect(both.stdout).toContain('Passed: 3');
  });

  it('fails open: no rulesweep installed, or no project folder, still exits 0 and prints nothing', async () => {
    const dir = tempProject();
    expect((await runBin(['init'], { cwd: dir })).code).toBe(0);
    expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
    for (const hook of hooksOf(dir)) {
      const missing = await runHook(hook.command, { cwd: dir, projectDir: dir, stdin: payload(hook.event, dir, dir) });
      // A PreToolUse hook that printed a decision would refuse the command: it must print nothing.
      expect(missing).toMatchObject({ code: 0, stdout: '' });
      expect(missing.stderr).toMatch(/rulesweep: (command )?not found/);
      const gone = await runHook(hook.command, { cwd: dir, projectDir: path.join(dir, 'no-such-folder') });
      expect(gone).toMatchObject({ code: 0, stdout: '' });
    }
  });
});
