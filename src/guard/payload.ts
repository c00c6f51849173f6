// What the guard reads of a PreToolUse payload: the shell command about to run, and which agent
// sent it. A shell tool is one of src/agents/shell-tools.ts (the learn hook reads the same list):
// Claude Code sends its Bash and PowerShell tools; Codex sends its shell tool as `Bash` and
// carries `turn_id`; OpenCode's plugin (memory-templates/opencode-plugin.ts) sends `Bash`. A
// command given as an argv (Codex's own `shell`/`local_shell` arguments) is read as its words
// joined by spaces. Every other tool, and every other event, is none of the guard's business.
import { isShellTool } from '../agents/shell-tools.js';

export type GuardAgent = 'claude' | 'codex';

export type GuardPayload =
  | { kind: 'command'; command: string; agent: GuardAgent; cwd?: string }
  /** A payload the guard has nothing to say about (another tool or event): let it through quietly. */
  | { kind: 'other'; why: string }
  /** Not a payload at all: let it through, with a note. */
  | { kind: 'unreadable'; why: string };

export function readGuardPayload(text: string): GuardPayload {
  if (text.trim() === '') return { kind: 'unreadable', why: 'no hook payload on stdin' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', why: 'the hook payload is not JSON' };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { kind: 'unreadable', why: 'the hook payload is not a JSON object' };
  const payload = data as Record<string, unknown>;
  const event = payload.hook_event_name;
  if (event !== undefined && event !== 'PreToolUse') return { kind: 'other', why: `a ${String(event)} payload, not PreToolUse` };
  const tool = payload.tool_name;
  if (typeof tool !== 'string' || !isShellTool(tool)) return { kind: 'other', why: `tool ${typeof tool === 'string' ? tool : '(none)'} is not a shell` };
  const input = payload.tool_input;
  const given = input !== null && typeof input === 'object' ? (input as Record<string, unknown>).command : undefined;
  const command = Array.isArray(given) && given.length > 0 && given.every((word) => typeof word === 'string') ? given.join(' ') : given;
  if (typeof command !== 'string') return { kind: 'unreadable', why: `the ${tool} payload has no tool_input.command` };
  const agent: GuardAgent = typeof payload.turn_id === 'string' ? 'codex' : 'claude';
  return { kind: 'command', command, agent, ...(typeof payload.cwd === 'string' ? { cwd: payload.cwd } : {}) };
}
