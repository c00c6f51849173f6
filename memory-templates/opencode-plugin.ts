// rulesweep for OpenCode: checks the learned rules at session start, records failed shell
// commands and corrections you type, and refuses a shell command that a rule's `guard:` line
// forbids. It runs the project's own rulesweep (node_modules/rulesweep, else `rulesweep` on
// PATH) without a shell, and never lets a rulesweep problem stop your session.
// Docs: https://opencode.ai/docs/plugins (hooks: event, chat.message, tool.execute.before/after).
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

type Json = Record<string, unknown>

interface Run {
  code: number | null
  stdout: string
}

const LEARN_TIMEOUT_MS = 10_000
const GUARD_TIMEOUT_MS = 10_000
const BOOT_TIMEOUT_MS = 30_000
const OUTPUT_LIMIT = 64 * 1024

/** How to start rulesweep: the bin the project's package names, run by node; else rulesweep on PATH. */
function rulesweepCommand(folders: string[]): string[] {
  for (const folder of folders) {
    const pkg = path.join(folder, "node_modules", "rulesweep")
    try {
      const bin = (JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8")) as { bin?: unknown }).bin
      const relative = typeof bin === "string" ? bin : (bin as Record<string, unknown> | undefined)?.rulesweep
      if (typeof relative === "string" && existsSync(path.join(pkg, relative))) return ["node", path.join(pkg, relative)]
    } catch {
      // not installed here: look further
    }
  }
  return ["rulesweep"]
}

/** Runs rulesweep with an argument vector (never a shell), `input` on stdin; never throws. */
function runRulesweep(command: string[], args: string[], cwd: string, input: Json, timeoutMs: number): Promise<Run> {
  return new Promise((resolve) => {
    let stdout = ""
    let settled = false
    const finish = (code: number | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ code, stdout })
    }
    let child: ReturnType<typeof spawn>
    try {
      child = spawn(command[0]!, [...command.slice(1), ...args], { cwd, shell: false, stdio: ["pipe", "pipe", "ignore"], windowsHide: true })
    } catch {
      resolve({ code: null, stdout: "" })
      return
    }
    const timer = setTimeout(() => {
      child.kill()
      finish(null)
    }, timeoutMs)
    child.on("error", () => finish(null))
    child.on("close", (code) => finish(code))
    child.stdout?.setEncoding("utf8")
    child.stdout?.on("data", (chunk: string) => {
      if (stdout.length < OUTPUT_LIMIT) stdout += chunk
    })
    child.stdin?.on("error", () => {})
    child.stdin?.end(JSON.stringify(input))
  })
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined
}

export const RulesweepPlugin = async (context: { directory: string; worktree?: string; client?: any }) => {
  const cwd = context.directory
  const command = rulesweepCommand([...new Set([context.worktree, context.directory].filter((folder): folder is string => Boolean(folder)))])
  const run = (args: string[], input: Json, timeoutMs: number) => runRulesweep(command, args, cwd, input, timeoutMs)
  // Shell commands by call id, for OpenCode versions whose tool.execute.after gets no args.
  const pending = new Map<string, string>()

  return {
    // Session start: the rule check and recent learnings, as context the model reads first.
    event: async ({ event }: { event: { type: string; properties?: any } }) => {
      try {
        if (event.type !== "session.created") return
        const session = event.properties?.info
        if (!session?.id || session.parentID) return
        // `--hook opencode` answers with the context alone, as plain text.
        const result = await run(["boot", "--hook", "opencode"], { hook_event_name: "SessionStart", session_id: session.id, cwd, source: "startup" }, BOOT_TIMEOUT_MS)
        const bootContext = result.code === 0 ? textOf(result.stdout.trim()) : undefined
        if (!bootContext) return
        await context.client?.session?.prompt({
          path: { id: session.id },
          body: { noReply: true, parts: [{ type: "text", text: bootContext, synthetic: true }] },
        })
      } catch {
        // fail-open: the session goes on without the rule check
      }
    },

    // A prompt you type: recorded when it reads as a correction ("no, use uv, not pip").
    "chat.message": async (input: { sessionID: string }, output: { parts?: Array<{ type: string; text?: string; synthetic?: boolean }> }) => {
      try {
        const prompt = (output.parts ?? [])
          .filter((part) => part.type === "text" && !part.synthetic && typeof part.text === "string")
          .map((part) => part.text)
          .join("\n")
        if (prompt.trim() === "") return
        // Not awaited: the prompt never waits for rulesweep.
        void run(["learn", "hook", "--agent", "opencode"], { hook_event_name: "UserPromptSubmit", session_id: input.sessionID, cwd, prompt }, LEARN_TIMEOUT_MS)
      } catch {
        // fail-open
      }
    },

    // Before a shell command: refused when a rule's guard line forbids it (throwing blocks the call).
    "tool.execute.before": async (input: { tool: string; sessionID: string; callID?: string }, output: { args?: Json }) => {
      let reason: string | undefined
      try {
        if (input.tool !== "bash") return
        const shellCommand = textOf(output.args?.command)
        if (!shellCommand) return
        if (input.callID) {
          if (pending.size > 100) pending.clear()
          pending.set(input.callID, shellCommand)
        }
        const result = await run(["guard"], {
          hook_event_name: "PreToolUse",
          session_id: input.sessionID,
          cwd,
          tool_name: "Bash",
          tool_input: { command: shellCommand },
        }, GUARD_TIMEOUT_MS)
        const decision = (JSON.parse(result.stdout) as { hookSpecificOutput?: Json }).hookSpecificOutput
        // OpenCode cannot ask a person from here, so "ask" refuses too and says why.
        if (decision?.permissionDecision === "deny") reason = textOf(decision.permissionDecisionReason) ?? "refused by a rulesweep guard"
        else if (decision?.permissionDecision === "ask") reason = `a person must approve this command first: ${textOf(decision.permissionDecisionReason) ?? "a rulesweep guard asks for it"}`
      } catch {
        // fail-open: no answer, or one that is not JSON, lets the command run
      }
      if (reason) throw new Error(reason)
    },

    // After a shell command that failed: what was run and what it said, for `rulesweep evolve`.
    "tool.execute.after": async (input: { tool: string; sessionID: string; callID?: string; args?: Json }, output: { output?: string; metadata?: Json }) => {
      try {
        if (input.tool !== "bash") return
        const started = input.callID ? pending.get(input.callID) : undefined
        if (input.callID) pending.delete(input.callID)
        const exit = output.metadata?.exit
        if (typeof exit !== "number" || exit === 0) return
        const shellCommand = textOf(input.args?.command) ?? started
        if (!shellCommand) return
        await run(["learn", "hook", "--agent", "opencode"], {
          hook_event_name: "PostToolUse",
          session_id: input.sessionID,
          cwd,
          tool_name: "bash",
          tool_input: { command: shellCommand, description: input.args?.description },
          tool_response: { exit_code: exit, output: textOf(output.metadata?.output) ?? output.output ?? "" },
        }, LEARN_TIMEOUT_MS)
      } catch {
        // fail-open
      }
    },
  }
}
