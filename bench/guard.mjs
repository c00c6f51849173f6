// Benchmark of `rulesweep guard`, the PreToolUse hook that runs before every shell command an
// agent runs, against the built bin (npm run build first): Claude Code's PreToolUse payload for a
// command a rule's guard refuses (deny) and for an unrelated one (allow), in a project whose rules
// file holds 12 rules with guards, against `node -e 0` with the same stdin; runs alternate so
// machine noise hits both alike. The guards are stored after the first call (as boot stores them
// at session start); the cold case, the first call after the rules file changed (a full parse), is
// reported beside. Reports medians. Target (issue 12): within 1.5x of node -e 0, like `learn hook`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from './median.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const BIN = path.join(repo, 'dist', 'bin', 'rulesweep.cjs');
const PAYLOAD = JSON.parse(readFileSync(path.join(repo, 'test', 'fixtures', 'hooks', 'claude-pre-tool-use-bash.json'), 'utf8'));
const payload = (command) => JSON.stringify({ ...PAYLOAD, tool_input: { ...PAYLOAD.tool_input, command } });
const DENIED = payload('pip install -r requirements.txt');
const ALLOWED = payload('npm run build && npm test -- --reporter=dot');

const GUARDS = [
  ['Never use pip, pip3, or pipx; always use uv instead.', '\\bpip3? install|\\bpipx install'],
  ['Never force-push to main.', 'git push\\s+(?:-f|--force)\\b'],
  ['Never rm -rf the root.', 'rm\\s+-[a-zA-Z]*r[a-zA-Z]*f[a-zA-Z]*\\s+/(?:\\s|$)'],
  ['Never pipe curl into a shell.', 'curl[^|]*\\|\\s*(?:ba|z)?sh\\b'],
  ['Use gtimeout on macOS.', '^timeout\\s'],
  ['No sudo in scripts.', '\\bsudo\\b'],
  ['No global npm installs.', 'npm\\s+(?:i|install)\\s+(?:-g|--global)\\b'],
  ['Never run terraform apply without a plan.', 'terraform\\s+apply(?:\\s|$)'],
  ['No docker system prune.', 'docker\\s+system\\s+prune'],
  ['Use kubectl with --context.', '\\bkubectl\\s+(?:apply|delete)\\b'],
  ['No chmod 777.', 'chmod\\s+(?:-R\\s+)?777'],
  ['No git reset --hard on shared branches.', 'git\\s+reset\\s+--hard'],
];

function rulesFile() {
  const rules = GUARDS.map(([text, pattern], index) => `- ${text}\n  verify: manual — rule ${index + 1}\n  guard: Bash("${pattern}")${index % 4 === 3 ? ' -> ask' : ''}\n`);
  return `# Learned Rules\n\n---\n\n${rules.join('\n')}`;
}

function timeRun(args, { input, cwd, env }) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { input, cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return { ms, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

export async function benchGuard({ runs = 41, coldRuns = 11 } = {}) {
  const base = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-bench-guard-'));
  try {
    const root = path.join(base, 'project');
    mkdirSync(path.join(root, '.git'), { recursive: true });
    mkdirSync(path.join(root, '.claude', 'memory'), { recursive: true });
    const rules = path.join(root, '.claude', 'memory', 'learned-rules.md');
    writeFileSync(rules, rulesFile());
    const env = { PATH: process.env.PATH, HOME: base, XDG_CACHE_HOME: path.join(base, 'cache'), CLAUDE_PROJECT_DIR: root };
    const guard = [BIN, 'guard'];
    // The answers are checked, not assumed: a refusal for the first, nothing for the second.
    const denied = timeRun(guard, { input: DENIED, cwd: root, env });
    if (JSON.parse(denied.stdout).hookSpecificOutput.permissionDecision !== 'deny') throw new Error(`not refused: ${denied.stdout}`);
    const allowed = timeRun(guard, { input: ALLOWED, cwd: root, env });
    if (allowed.stdout !== '' || allowed.stderr !== '') throw new Error(`not let through quietly: ${allowed.stdout}${allowed.stderr}`);
    const baseline = [];
    const deny = [];
    const allow = [];
    for (let i = 0; i < runs; i += 1) {
      baseline.push(timeRun(['-e', '0'], { input: DENIED, cwd: root, env }).ms);
      deny.push(timeRun(guard, { input: DENIED, cwd: root, env }).ms);
      allow.push(timeRun(guard, { input: ALLOWED, cwd: root, env }).ms);
    }
    const cold = [];
    for (let i = 0; i < coldRuns; i += 1) {
      // A changed rules file: the stored guards no longer match, so the guard parses it again.
      writeFileSync(rules, `${rulesFile()}\n<!-- edit ${i} -->\n`);
      cold.push(timeRun(guard, { input: DENIED, cwd: root, env }).ms);
    }
    const nodeBaselineMs = round(median(baseline));
    const denyMs = round(median(deny));
    const allowMs = round(median(allow));
    const coldMs = round(median(cold));
    return {
      guards: GUARDS.length,
      nodeBaselineMs,
      denyMs,
      denyRatio: round(denyMs / nodeBaselineMs, 2),
      allowMs,
      allowRatio: round(allowMs / nodeBaselineMs, 2),
      coldMs,
      coldRatio: round(coldMs / nodeBaselineMs, 2),
    };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

function round(value, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The line `npm run bench` prints. */
export function describeGuard(result) {
  return `guard (PreToolUse, ${result.guards} guards): refuses ${result.denyMs} ms, lets through ${result.allowMs} ms vs node -e 0 ${result.nodeBaselineMs} ms → ` +
    `${result.denyRatio}x / ${result.allowRatio}x (target ≤ 1.5x); first call after the rules file changed (full parse) ${result.coldMs} ms → ${result.coldRatio}x`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(`${describeGuard(await benchGuard())} (load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})`);
}
