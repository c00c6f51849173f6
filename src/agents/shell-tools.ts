// Which tools of an agent run shell commands, by the `tool_name` its hook payloads carry: the one
// list the guard (src/guard/payload.ts) and the learn hook (src/learnings/hook.ts) both read, so
// a command the learn hook records on failure is a command the guard checks before it runs.
// Matched without regard to case. No imports: both hook bundles carry this module.
//   Bash, PowerShell   Claude Code's shell tools (its hooks reference: the `Bash|PowerShell`
//                      matcher); Codex reports every shell call to its hooks as `Bash`
//                      (developers.openai.com/codex/hooks), on Windows too.
//   bash               OpenCode's shell tool, as its plugin hooks name it.
//   shell, local_shell, exec_command
//                      Codex's own names for its shell tools (classic, local, unified exec),
//                      which some versions and wrappers pass on.
//   run_shell_command  Gemini CLI's shell tool.
//   run_terminal_cmd   Cursor's terminal tool.
export const SHELL_TOOL_NAMES = ['bash', 'powershell', 'shell', 'local_shell', 'exec_command', 'run_shell_command', 'run_terminal_cmd'] as const;

/** Whether a `tool_name` is a shell tool: `isShellTool('Bash')`. A string test, not a regex: a hook compiles each regex it runs. */
export function isShellTool(name: string): boolean {
  return (SHELL_TOOL_NAMES as readonly string[]).includes(name.toLowerCase());
}
