// Builds the labelled evaluation corpus (test/corpus/half-*.jsonl) from the session scripts in
// half-*.mjs: every step becomes the hook payload an agent would send (Claude Code
// on macOS with zsh, Claude Code or Codex on Linux with bash, an Alpine container with ash), or the
// `learn capture --correction` an agent types itself, each with its lesson label.
// Usage: node test/corpus/build.mjs   (rewrites the .jsonl files; they are committed)
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A stable fake id from a seed: the corpus must not change between builds. */
function hex(seed, length) {
  return createHash('sha256').update(seed).digest('hex').slice(0, length);
}

function uuid(seed) {
  const h = hex(seed, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Where each kind of machine keeps the project, its transcripts, and how its shell reports a missing command. */
export const MACHINES = {
  mac: { home: '/Users/ana', agent: 'claude' },
  mac2: { home: '/Users/kai', agent: 'claude' },
  linux: { home: '/home/dev', agent: 'claude' },
  codex: { home: '/home/dev', agent: 'codex' },
  ci: { home: '/root', agent: 'codex' },
  // Windows and WSL, as halves S and U wrote them: Git Bash, Windows PowerShell 5.1 and pwsh 7.
  winbash: { home: 'C:/Users/lea', agent: 'claude' },
  winps: { home: 'C:/Users/joao', agent: 'codex' },
  wsl: { home: '/home/yuki', agent: 'claude' },
  win: { home: 'C:/Users/mika', agent: 'claude' },
  wincodex: { home: 'C:/Users/jules', agent: 'codex' },
  wincodex7: { home: 'C:/Users/sora', agent: 'codex' },
};

function transcript(machine, project, session, day) {
  const { home, agent } = MACHINES[machine];
  if (agent === 'codex') return `${home}/.codex/sessions/${day.replace(/-/g, '/')}/rollout-${day}T09-00-00-${session}.jsonl`;
  return `${home}/.claude/projects/${`${home}/${project}`.replace(/\//g, '-')}/${session}.jsonl`;
}

/**
 * One session script → corpus events. Steps:
 *   ['fail', lesson, command, output, exitCode = 1, description?]
 *   ['prompt', lesson, text]
 *   ['agent', lesson, text]          the agent records a correction itself
 *   ['ok', command]                  a successful call (PostToolUse; never recorded)
 * A lesson label starting with `x:` is a one-off (a near miss or an ordinary request): it must
 * stay alone. Labels are unique per half for one-offs.
 */
function sessionEvents(half, script, index) {
  const { machine, project, start, steps } = script;
  const session = uuid(`${half}-${index}`);
  const cwd = machine === 'ci' ? '/workspace' : `${MACHINES[machine].home}/${project}`;
  const day = start.slice(0, 10);
  const common = { session_id: session, transcript_path: transcript(machine, project, session, day), cwd };
  const codex = MACHINES[machine].agent === 'codex';
  let time = Date.parse(start);
  return steps.map((step, stepIndex) => {
    time += (2 + ((index * 7 + stepIndex * 3) % 5)) * 60_000;
    const at = new Date(time).toISOString();
    const toolUseId = codex ? `call_${hex(`${half}${index}${stepIndex}`, 12)}` : `toolu_01${hex(`${half}${index}${stepIndex}`, 22)}`;
    const [kind, lesson] = step;
    switch (kind) {
      case 'fail': {
        const [, , command, output, exitCode = 1, description] = step;
        const payload = codex
          ? { ...common, hook_event_name: 'PostToolUse', model: 'gpt-5-codex', tool_name: 'Bash', tool_input: { command }, tool_use_id: toolUseId, tool_response: { exit_code: exitCode, stdout: '', stderr: output } }
          : { ...common, permission_mode: 'default', hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command, ...(description ? { description } : {}) }, tool_use_id: toolUseId, error: `Exit code ${exitCode}\n${output}`, is_interrupt: false };
        return { lesson, time: at, payload };
      }
      case 'ok': {
        const [, command] = step;
        const payload = { ...common, permission_mode: 'default', hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command }, tool_use_id: toolUseId, tool_response: { stdout: 'ok\n', stderr: '', interrupted: false, isImage: false } };
        return { lesson: null, time: at, payload };
      }
      case 'prompt':
        return { lesson, time: at, payload: { ...common, permission_mode: 'default', hook_event_name: 'UserPromptSubmit', prompt: step[2] } };
      case 'agent':
        return { lesson, time: at, capture: { correction: step[2], session, agent: codex ? 'codex' : 'claude-code' } };
      default:
        throw new Error(`unknown step ${kind}`);
    }
  });
}

export function buildHalf(half, sessions) {
  const events = sessions.flatMap((script, index) => sessionEvents(half, script, index));
  events.sort((a, b) => a.time.localeCompare(b.time));
  const oneOffs = events.filter((event) => event.lesson?.startsWith('x:')).map((event) => event.lesson);
  const repeated = oneOffs.filter((label, index) => oneOffs.indexOf(label) !== index);
  if (repeated.length > 0) throw new Error(`one-off labels used twice in half ${half}: ${repeated.join(', ')}`);
  return events;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const half of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', 'za', 'zb', 'zc', 'zd', 'ze', 'zf', 'zg', 'zh', 'zi', 'zj', 'zk', 'zl', 'zm', 'zn', 'zo', 'zp', 'zq', 'zr', 'zs', 'zt', 'zu', 'zv', 'zw', 'zx', 'zy', 'zz', 'zzc', 'zza', 'zzd', 'zzb', 'zzh', 'zze', 'zzf', 'zzg', 'zzl', 'zzk', 'zzi', 'zzj', 'zzp', 'zzm', 'zzn', 'zzo', 'zzq', 'zzt', 'zzs', 'zzr', 'zzu', 'zzv', 'zzw', 'zzx', 'zzz', 'zzy', 'zzzb', 'zzza', 'zzzc', 'zzzd', 'zzze', 'zzzf', 'zzzg', 'zzzh', 'zzzi', 'zzzj']) {
    // A half may finish each event its own way (half U writes Windows paths as the hook sees them).
    const { SESSIONS, finishEvent = (event) => event } = await import(`./half-${half}.mjs`);
    const events = buildHalf(half, SESSIONS).map(finishEvent);
    writeFileSync(path.join(here, `half-${half}.jsonl`), `${events.map((event) => JSON.stringify(event)).join('\n')}\n`);
    const lessons = new Set(events.map((event) => event.lesson).filter((label) => label && !label.startsWith('x:')));
    const oneOffs = events.filter((event) => event.lesson?.startsWith('x:')).length;
    console.log(`half ${half}: ${events.length} events, ${lessons.size} lessons, ${oneOffs} one-offs`);
  }
}
