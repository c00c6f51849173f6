// What the guard reads of a PreToolUse payload: the shell command about to run, and which agent
// sent it. Claude Code sends its Bash and PowerShell tools; Codex sends its shell tool as `Bash`
// and carries `turn_id`; OpenCode's plugin (memory-templates/opencode-plugin.ts) sends `Bash`.
// Every other tool, and every other event, is none of the guard's business.

export type GuardAgent = 'claude' | 'codex';

export type GuardPayload =
  | { kind: 'command'; command: string; agent: GuardAgent; cwd?: string }
  /** A payload the guard has nothing to say about (another tool or event): let it through quietly. */
  | { kind: 'other'; why: string }
  /** Not a payload at all: let it through, with a note. */
  | { kind: 'unreadable'; why: string };

const SHELL_TOOLS = new Set(['bash', 'powershell', 'shell']);

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
  if (typeof tool !== 'string' || !SHELL_TOOLS.has(tool.toLowerCase())) return { kind: 'other', why: `tool ${typeof tool === 'string' ? tool : '(none)'} is not a shell` };
  const input = payload.tool_input;
  const command = input !== null && typeof input === 'object' ? (input as Record<string, unknown>).command : undefined;
  if (typeof command !== 'string') return { kind: 'unreadable', why: `the ${tool} payload has no tool_input.command` };
  const agent: GuardAgent = typeof payload.turn_id === 'string' ? 'codex' : 'claude';
  return { kind: 'command', command, agent, ...(typeof payload.cwd === 'string' ? { cwd: payload.cwd } : {}) };
}
