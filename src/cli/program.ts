// The whole command-line surface in one tree: every command, flag and help text. Each command's
// work lives in its own module under ./commands and is imported only when that command runs.
import { readFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option, type Help } from 'commander';
import { UsageError, type ExitCode } from '../diagnostics/errors.js';
import { SWEEP_DEFAULTS } from '../memory/config.js';
import { FORMAT_NAMES } from '../report/formats.js';
import type { CliIo } from './io.js';
import { VERSION } from './version.js';

export interface CommandContext {
  io: CliIo;
  setExitCode(code: ExitCode): void;
}

/** Options every command accepts. */
export interface GlobalOptions {
  root?: string;
}

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw new InvalidArgumentError('expected a whole number above 0.');
  }
  return number;
}

function wholeNumber(value: string): number {
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw new InvalidArgumentError('expected a whole number.');
  }
  return number;
}

/** Options of the command merged with the global ones (`--root`). */
function allOptions<T>(command: Command): T & GlobalOptions {
  return command.optsWithGlobals<T & GlobalOptions>();
}

/** A subcommand's help lists the program's own options (--root, --version) as global, not its parent command's. */
function programOptions(this: Help, command: Command): ReturnType<Help['visibleOptions']> {
  let program = command;
  while (program.parent) program = program.parent;
  return program === command ? [] : this.visibleOptions(program).filter((option) => option.long !== '--help');
}

const CONCURRENCY_HELP = `rules checked at once (default: ${SWEEP_DEFAULTS.concurrency}, or sweep.concurrency in .rulesweep.json)`;
const TIMEOUT_HELP = `time limit for each rule, in milliseconds (default: ${SWEEP_DEFAULTS.timeoutMs}, or sweep.timeoutMs in .rulesweep.json)`;
const STRICT_HELP = 'exit 1 when any rule fails or errors, or the rules file has an error (say, no rule recognised in it)';

export function buildProgram(ctx: CommandContext): Command {
  const { io } = ctx;
  const program = new Command('rulesweep')
    .description('Turn the lessons AI coding agents learn into guardrails.')
    .version(VERSION, '-v, --version')
    // -V, the version flag of earlier releases, stays as a hidden alias.
    .addOption(new Option('-V').hideHelp())
    .option('--root <dir>', 'project root (default: the nearest folder holding .claude/memory/ or .rulesweep.json up to the git top level, else the git top level, else the working directory)')
    .showHelpAfterError('(run with --help for usage)')
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false, visibleGlobalOptions: programOptions })
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  program.on('option:V', () => {
    io.stdout.write(`${VERSION}\n`);
    throw new CommanderError(0, 'commander.version', VERSION);
  });

  defineSweep(program, ctx);
  defineBaseline(program, ctx);
  defineBoot(program, ctx);
  defineLearn(program, ctx);
  defineScorecard(program, ctx);
  defineEvolve(program, ctx);
  defineGuard(program, ctx);
  defineMcp(program, ctx);
  defineInit(program, ctx);
  return program;
}

function defineSweep(program: Command, ctx: CommandContext): void {
  program
    .command('sweep')
    .description('check every verify: line of the rules file with ripgrep and print PASS / FAIL / SKIP / ERROR')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the root)')
    .addOption(
      new Option('-f, --format <name>', 'output format')
        .choices(FORMAT_NAMES)
        .default('text'),
    )
    .option('--json', 'same as --format json')
    .option('-o, --output <file>', 'write the report to this file (folders on the way are created; the sweep never counts it) instead of stdout')
    .option('--strict', `${STRICT_HELP} (default: always exit 0, advisory)`)
    .option('--concurrency <n>', CONCURRENCY_HELP, positiveInteger)
    .option('--timeout <ms>', TIMEOUT_HELP, positiveInteger)
    .option('--no-cache', 'search every file again, and leave the sweep cache as it is (default: results cached per file content)')
    .option('--changed [ref]', 'only the files changed against REF (default: the merge base with the default branch), with staged, unstaged and untracked work; rules they do not touch are NOT RUN')
    .option('--baseline <file>', 'report which violations the baseline file knows and which are new; with --strict only new ones (and errors) fail')
    .option('--tests-only', 'run only the rules\' test: lines (fast: no file is searched); a pattern failing its own test is ERROR, rules without tests are NOT RUN')
    .option('-q, --quiet', 'do not print warnings about the rules file on stderr')
    .addHelpText('after', `
A rule's test: lines run first, with the same ripgrep and options as its search: a pattern that
misses a \`-> match\` example or matches a \`-> no match\` one is ERROR, never PASS or FAIL.

Exit codes: 0 swept (also with failures, unless --strict); 1 with --strict when a rule fails or
errors or the rules file has an error; 2 a usage error (a bad --output path, say), no rules file,
or no ripgrep.`)
    .action(async (_options, command: Command) => {
      const { runSweepCommand } = await import('./commands/sweep.js');
      ctx.setExitCode(await runSweepCommand(allOptions(command), ctx.io));
    });
}

function defineBaseline(program: Command, ctx: CommandContext): void {
  program
    .command('baseline')
    .description('record today\'s violations per rule and file, so `sweep --baseline FILE --strict` fails only on new ones; only tightens an existing baseline')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the root)')
    .option('-o, --output <file>', 'the baseline file (default: .claude/memory/sweep-baseline.json under the root)')
    .option('--force', 'also record violations the baseline did not know (loosens it)')
    .option('--no-cache', 'search every file again')
    .option('--json', 'print what was recorded as JSON')
    .option('-q, --quiet', 'do not print warnings about the rules file on stderr')
    .addHelpText('after', `
The baseline is sorted JSON meant for review: one entry per failing rule, its lines with a match
per file. Run again, it keeps each count at most what it was and drops what was fixed; violations
it did not know are left out (exit 1) unless --force. ERRORs are never recorded.

Exit codes: 0 written; 1 new violations were left out; 2 usage error or the sweep could not run.`)
    .action(async (_options, command: Command) => {
      const { runBaselineCommand } = await import('./commands/baseline.js');
      ctx.setExitCode(await runBaselineCommand(allOptions(command), ctx.io));
    });
}

function defineGuard(program: Command, ctx: CommandContext): void {
  program
    .command('guard')
    .description('the PreToolUse hook: refuse an agent\'s shell command that matches a rule\'s guard: line (or ask a person, with -> ask); prints nothing to let it run; always exits 0')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the project root)')
    .addHelpText('after', `
Reads one PreToolUse payload on stdin (Claude Code: Bash and PowerShell; Codex: Bash; the
OpenCode plugin) and answers with {"hookSpecificOutput": {"hookEventName": "PreToolUse",
"permissionDecision": "deny" | "ask", "permissionDecisionReason": "…"}} when the command matches a
guard. Codex cannot ask a person from a hook, so there an ask is a deny that says so.

Guards are written under a rule:  guard: Bash("\\bpip3? install|\\bpipx install")  (or  -> ask).
Patterns are ripgrep's default regex dialect, matched line by line without a shell; a pattern the
guard cannot honour exactly is not enforced and the sweep warns about it (rules/bad-guard).

Fail-open: no rules file, a guard it cannot enforce, junk on stdin, a timeout or any failure lets
the command through, with at most one line on stderr. See docs/guard.md.`)
    .action(async (_options, command: Command) => {
      const { runGuard } = await import('./commands/guard.js');
      ctx.setExitCode(await runGuard(allOptions(command), ctx.io, () => import('../guard/compile.js')));
    });
}

function defineMcp(program: Command, ctx: CommandContext): void {
  program
    .command('mcp')
    .description('serve rulesweep to an agent as an MCP server over stdio: sweep, list rules, query and capture learnings, draft a proposal; no tool approves or edits a rule')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the project root)')
    .addHelpText('after', `
Speaks the Model Context Protocol (JSON-RPC) on stdin/stdout until the client closes stdin; notes
go to stderr. An agent starts it itself: \`rulesweep init\` registers
\`npx --no-install rulesweep mcp\` in .mcp.json (Claude Code), .codex/config.toml (Codex) or
opencode.json (OpenCode).

Tools: sweep, list_rules, query_learnings, capture_learning, correct_learning, draft_proposal.
Resource: the rules file (file:// URI, text/markdown). Approving a rule stays at a person's
terminal: rulesweep evolve. See docs/mcp.md.`)
    .action(async (_options, command: Command) => {
      const { runMcp } = await import('./commands/mcp.js');
      ctx.setExitCode(await runMcp(allOptions(command), ctx.io));
    });
}

function defineInit(program: Command, ctx: CommandContext): void {
  program
    .command('init')
    .description('set a project up: rules file, evolution log, skills, agent hooks or plugin, the MCP server, the instructions block and the CI workflow (never overwrites a file; safe to run again)')
    .addOption(
      new Option('--agent <name>', 'the agent to set up: claude (.claude/skills, hooks in .claude/settings.json, .mcp.json, CLAUDE.md), opencode (.opencode/skills, .opencode/plugins/rulesweep.ts, opencode.json, AGENTS.md) or codex (.agents/skills, .codex/hooks.json, .codex/config.toml, AGENTS.md)')
        .choices(['claude', 'opencode', 'codex'])
        .default('claude'),
    )
    .option('--dry-run', 'print what would be written and write nothing')
    .option('--json', 'print the plan as JSON')
    .addHelpText('after', `
Every file that already exists is left alone, except that the agent's hooks file gains the hooks
it lacks (Claude Code: SessionStart, PreToolUse and PostToolUseFailure on Bash|PowerShell,
UserPromptSubmit, SessionEnd; Codex: SessionStart, PreToolUse and PostToolUse on Bash,
UserPromptSubmit), its MCP config gains the rulesweep server, and CLAUDE.md or AGENTS.md gains the
rulesweep block once. Run it again: it changes nothing and says so. See docs/init.md.`)
    .action(async (_options, command: Command) => {
      const { runInitCommand } = await import('./commands/init.js');
      ctx.setExitCode(await runInitCommand(allOptions(command), ctx.io));
    });
}

function defineBoot(program: Command, ctx: CommandContext): void {
  program
    .command('boot')
    .description('start a session: today\'s date, the rules loaded, the sweep, the recent learnings, one summary line')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the root)')
    .option('--json', 'print the boot report as JSON')
    .addOption(
      new Option('--hook <agent>', 'answer as the agent\'s session-start hook, a short context, always exit 0: claude and codex get SessionStart JSON, opencode (its plugin) plain text')
        .choices(['claude', 'codex', 'opencode']),
    )
    .option('--record', 'also record this session in the session history (see `scorecard --record`)')
    .option('--session <id>', 'session id to record under (default: the hook payload\'s session_id, else CLAUDE_CODE_SESSION_ID, else one per date)')
    .option('--learnings <n>', 'recent learnings to load (default: 10; 0 for none)', wholeNumber)
    .option('--strict', STRICT_HELP)
    .option('--concurrency <n>', CONCURRENCY_HELP, positiveInteger)
    .option('--timeout <ms>', TIMEOUT_HELP, positiveInteger)
    .option('-q, --quiet', 'do not print warnings about the rules file or the learnings on stderr')
    .addHelpText('after', () => `
Exit codes: 0 the session report was printed (also with no rules file yet); 1 with --strict
when a rule fails or errors or the rules file has an error; 2 a usage error, the sweep could not
run (rules file unreadable, no ripgrep), or --record could not record. With --hook the exit
code is always 0: a problem becomes a one-line note.

\`rulesweep init\` installs it as Claude Code's SessionStart hook in .claude/settings.json:
  ${sessionStartCommand()}
and as Codex's in .codex/hooks.json (--hook codex); OpenCode's plugin runs --hook opencode.`)
    .action(async (_options, command: Command) => {
      const { runBootCommand } = await import('./commands/boot.js');
      ctx.setExitCode(await runBootCommand(allOptions(command), ctx.io));
    });
}

function defineScorecard(program: Command, ctx: CommandContext): void {
  program
    .command('scorecard')
    .description('measure the session: learnings, the sweep, relevant past learnings, and the trend over recorded sessions')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the root)')
    .option('--json', 'print the scorecard, trend and recording as JSON')
    .option('--record', 'record this session in .claude/memory/sessions.jsonl (again for the same session replaces it)')
    .option('--session <id>', 'session id to record under (default: the hook payload\'s session_id, else CLAUDE_CODE_SESSION_ID, else one session per date)')
    .option('--last <n>', 'recorded sessions the trend looks at (default: 10)', positiveInteger)
    .option('--streaks', 'show each rule\'s pass streak and last failure over the recorded sessions instead')
    .addOption(
      new Option('--hook <agent>', 'run as the agent\'s session-end hook: record the session its payload names, print nothing, always exit 0')
        .choices(['claude']),
    )
    .option('--concurrency <n>', CONCURRENCY_HELP, positiveInteger)
    .option('--timeout <ms>', TIMEOUT_HELP, positiveInteger)
    .option('-q, --quiet', 'do not print warnings about the inputs on stderr')
    .addHelpText('after', `
Direction: the last sessions are split into an earlier and a later half. A pass rate up 5 points
or more, or fewer corrections per session (by 0.5 and 20% or more), count towards improving; the
opposite towards worsening; otherwise flat. A trend needs 3 sessions in its window (--last 3+).
A rule passing 5 recorded sessions in a row is a graduation candidate (--streaks).

Exit codes: 0 printed; 2 a usage error, the sweep could not run, or the history could not be
read or written. With --hook claude the exit code is always 0.`)
    .action(async (_options, command: Command) => {
      const { runScorecardCommand } = await import('./commands/scorecard.js');
      ctx.setExitCode(await runScorecardCommand(allOptions(command), ctx.io));
    });
}

const LEARNING_KIND_CHOICES = ['failure', 'correction', 'observation'];
const IMPORT_FORMAT_CHOICES = ['auto', 'corrections', 'agentic-stack', 'terraphim'];

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

function defineLearn(program: Command, ctx: CommandContext): void {
  const learn = program
    .command('learn')
    .description('capture what agents get wrong and what people correct; list, search and correct it')
    .addHelpText('after', `
Stores: .claude/memory/learnings.jsonl (project, ids like #8) and
$XDG_DATA_HOME/rulesweep/learnings.jsonl (global, --global, ids like #g8).`);
  const globalFlag = () => new Option('--global', "use the user's global store instead of the project's");
  const scopeFlags = (command: Command) => command
    .addOption(globalFlag().conflicts('all'))
    .addOption(new Option('--all', 'read the project and the global store together').conflicts('global'));

  learn
    .command('capture')
    .description('record a failed command, or a person\'s correction (--correction alone), or with --kind an observation')
    .argument('[command]', 'the command that failed, quoted (may be left out with --correction)')
    .option('--error <text>', 'its error output')
    .option('--exit-code <n>', 'its exit code (default: 1 for a failure; none otherwise)', wholeNumber)
    .addOption(new Option('--kind <kind>', 'what this learning is (default: failure with a command, correction without)').choices(LEARNING_KIND_CHOICES))
    .option('--correction <text>', 'what should have been done instead')
    .option('--context <text>', 'what was being attempted')
    .option('--tag <tag>', 'a tag (repeat for more)', collect)
    .option('--agent <name>', 'the agent it came from')
    .option('--session <id>', 'the agent session it came from')
    .option('--force', 'record a test run too (test runs are skipped by default)')
    .option('--confidence <n>', 'how sure you are the lesson holds, 0 to 1', Number)
    .addOption(new Option('--source <type>', 'who it came from (default: failure for a failure, agent for a correction)').choices(['failure', 'person', 'agent', 'import']))
    .option('--applies-to <context>', 'where it applies: path:FOLDER, lang:LANGUAGE or tool:PROGRAM (repeat for more)', collect)
    .option('--not-for <context>', 'where it does not hold, same forms (repeat for more)', collect)
    .addOption(globalFlag())
    .option('--json', 'print the recorded event as JSON')
    .addHelpText('after', `
Exit codes: 0 recorded; 2 nothing recorded: a usage error, a failing test run (pass --force),
or a store that cannot be written.

  rulesweep learn capture "pip install requests" --error "externally-managed-environment"
  rulesweep learn capture --correction "use uv add, never pip install"
  rulesweep learn capture --correction "use uv, not pip" --source person --applies-to lang:python --not-for path:tools/legacy/`)
    .action(async (command: string | undefined, _options, cmd: Command) => {
      const { runLearnCapture } = await import('./commands/learn.js');
      ctx.setExitCode(await runLearnCapture(command, allOptions(cmd), ctx.io));
    });

  learn
    .command('hook')
    .description('read an agent hook payload on stdin (Claude Code, Codex, or the OpenCode plugin: PostToolUseFailure, PostToolUse, UserPromptSubmit) and record failed shell calls (Bash, PowerShell) and corrections; always exits 0 and prints nothing')
    .option('--agent <name>', 'agent name to record (default: guessed from the transcript path)')
    .addOption(globalFlag())
    .addHelpText('after', `
Codex's PostToolUse gives a Bash call's output without its exit code: a failure is recorded only
when the output shows one in the failing program's own words, and a success never is.
Set RULESWEEP_DEBUG=1 to see on stderr why a payload was or was not recorded.`)
    .action(async (_options, cmd: Command) => {
      const { runLearnHook } = await import('./commands/learn-hook.js');
      ctx.setExitCode(await runLearnHook(allOptions(cmd), ctx.io));
    });

  scopeFlags(learn
    .command('list')
    .description('list learnings, most recently touched first ([P] project, [G] global)')
    .option('--recent <n>', 'how many to show', positiveInteger, 10)
    .option('--archived', 'list the archived learnings instead (see learn archive)')
    .option('--json', 'print JSON'))
    .action(async (_options, cmd: Command) => {
      const { runLearnList } = await import('./commands/learn.js');
      ctx.setExitCode(await runLearnList(allOptions(cmd), ctx.io));
    });

  scopeFlags(learn
    .command('query')
    .description('search learnings by meaning: synonyms from the built-in thesaurus and .claude/memory/thesaurus.json; ranked by relevance and recency')
    .argument('<text...>', 'what to look for')
    .option('--limit <n>', 'most results shown', positiveInteger, 10)
    .option('--json', 'print JSON, with the expanded query'))
    .action(async (words: string[], _options, cmd: Command) => {
      const { runLearnQuery } = await import('./commands/learn.js');
      ctx.setExitCode(await runLearnQuery(words, allOptions(cmd), ctx.io));
    });

  learn
    .command('correct')
    .description('add a correction to a learning (a new event; nothing is rewritten)')
    .argument('<id>', 'the learning: 8 or #8 (project), g8 or #g8 (global)')
    .requiredOption('--correction <text>', 'what should have been done instead')
    .option('--agent <name>', 'who made the correction')
    .option('--session <id>', 'the session it was made in')
    .addOption(globalFlag())
    .option('--json', 'print the correction event as JSON')
    .action(async (id: string, _options, cmd: Command) => {
      const { runLearnCorrect } = await import('./commands/learn.js');
      ctx.setExitCode(await runLearnCorrect(id, allOptions(cmd), ctx.io));
    });

  learn
    .command('related')
    .description('what a learning is tied to: the other learnings of its lesson, the rules made from it, and corrections that contradict it')
    .argument('<id>', 'the learning: 8 or #8 (project), g8 or #g8 (global)')
    .option('--json', 'print JSON')
    .addHelpText('after', `
Reads both stores, the rules file and the evolution log; changes nothing.

  rulesweep learn related 8
  rulesweep learn related g3 --json`)
    .action(async (id: string, _options, cmd: Command) => {
      const { runLearnRelated } = await import('./commands/learn.js');
      ctx.setExitCode(await runLearnRelated(id, allOptions(cmd), ctx.io));
    });

  scopeFlags(learn
    .command('archive')
    .description('move learnings not seen again within a window to the archive beside their store; nothing is deleted')
    .option('--days <n>', 'the window (default: learn.archiveAfterDays in .rulesweep.json, else 90)', positiveInteger)
    .option('--dry-run', 'say what would be archived, move nothing')
    .option('--json', 'print JSON')
    .addHelpText('after', `
A learning is seen again when it is corrected, or when a learning evolve reads as the same
lesson is recorded or corrected. Archives: .claude/memory/learnings-archive.jsonl (project) and
learnings-archive.jsonl beside the global store.

  rulesweep learn archive --dry-run
  rulesweep learn archive --days 180 --all`))
    .action(async (_options, cmd: Command) => {
      const { runLearnArchive } = await import('./commands/learn.js');
      ctx.setExitCode(await runLearnArchive(allOptions(cmd), ctx.io));
    });

  learn
    .command('restore')
    .description('bring an archived learning back into its store')
    .argument('<id>', 'the archived learning: 8 or #8 (project), g8 or #g8 (global)')
    .addOption(globalFlag())
    .option('--json', 'print the restored learning as JSON')
    .action(async (id: string, _options, cmd: Command) => {
      const { runLearnRestore } = await import('./commands/learn.js');
      ctx.setExitCode(await runLearnRestore(id, allOptions(cmd), ctx.io));
    });

  learn
    .command('import')
    .description('import corrections.jsonl (Meta Alchemist style), AGENT_LEARNINGS.jsonl (agentic-stack) or a terraphim learnings folder; importing twice adds nothing')
    .argument('<file>', 'a .jsonl file, a .md file or a folder of .md files')
    .addOption(new Option('--format <name>', 'input format').choices(IMPORT_FORMAT_CHOICES).default('auto'))
    .option('--dry-run', 'say what would be imported, write nothing')
    .addOption(globalFlag())
    .option('--json', 'print the import summary as JSON')
    .action(async (file: string, _options, cmd: Command) => {
      const { runLearnImport } = await import('./commands/learn.js');
      ctx.setExitCode(await runLearnImport(file, allOptions(cmd), ctx.io));
    });
}

/**
 * The review's options belong to the review: commander lets `evolve draft --cap 3` through (the
 * parent command reads its own options anywhere), so a subcommand refuses what it does not
 * declare itself. Its help lists only the program's options as global (see programOptions).
 */
function refuseReviewOptions(evolve: Command, action: Command): void {
  if (action === evolve) return;
  const own = new Set(action.options.map((option) => option.attributeName()));
  const foreign = evolve.options.filter((option) => evolve.getOptionValueSource(option.attributeName()) === 'cli' && !own.has(option.attributeName()));
  if (foreign.length > 0) {
    const flags = foreign.map((option) => option.long ?? option.short).join(', ');
    throw new UsageError(`${flags} ${foreign.length === 1 ? 'is an option' : 'are options'} of \`rulesweep evolve\`, not of \`evolve ${action.name()}\``, {
      hint: `see \`rulesweep evolve ${action.name()} --help\``,
    });
  }
}

/** `low`, `Medium`, or `high: why`: the level, and the explanation when one follows it. */
function riskLevel(value: string): { level: 'low' | 'medium' | 'high'; note?: string } {
  const match = /^\s*(low|medium|high)\b[\s.:,;—–-]*(.*)$/is.exec(value);
  if (!match) throw new InvalidArgumentError('expected low, medium or high (optionally followed by why).');
  const note = match[2]!.trim();
  return { level: match[1]!.toLowerCase() as 'low' | 'medium' | 'high', ...(note ? { note } : {}) };
}

function defineEvolve(program: Command, ctx: CommandContext): void {
  const evolve = program
    .command('evolve')
    .hook('preAction', refuseReviewOptions)
    .description('review rule proposals from repeated corrections: approve, reject (with a reason), modify or skip each one')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the root)')
    .option('--json', 'print the proposals as JSON and change nothing')
    .option('--list', 'print the proposals and change nothing, even in a terminal')
    .option('--cap <lines>', 'most lines the rules file should have before PRUNE is proposed (default: evolve.cap in .rulesweep.json, else 50)', positiveInteger)
    .option('--timeout <ms>', `time limit for checking each proposed pattern, in milliseconds (default: ${SWEEP_DEFAULTS.timeoutMs}, or sweep.timeoutMs in .rulesweep.json)`, positiveInteger)
    .option('-q, --quiet', 'do not print warnings about the inputs on stderr')
    .addHelpText('after', `
Proposals: PROMOTE (a lesson learned twice or more, or an agent's draft), ADD-VERIFY (a rule
without a verify line), GRADUATE (a rule that passed 5+ recorded sessions in a row: a candidate
for CLAUDE.md) and PRUNE (the rules file over its cap). Each PROMOTE's verify line is checked
first: it parses, ripgrep compiles it, it matches the evidence it came from, and the proposal
says how many lines match in the tree today. The review level (auto / semi / manual, from
Δ = confidence × (1 − risk)) is advice only: every proposal needs a person.

Only an interactive terminal can approve. Piped or redirected, evolve prints the proposals and
changes nothing. Decisions go to the evolution log as they are made; in a git repository the
session ends with one commit of exactly the rules file and the log. A rejected proposal is
never proposed again (see \`evolve restore\`).

Exit codes: 0 done (also when nothing was proposed); 2 a usage error, an unreadable input, or a
decision that could not be applied (the other decisions are still committed).`)
    .action(async (_options, command: Command) => {
      const { runEvolveCommand } = await import('./commands/evolve.js');
      ctx.setExitCode(await runEvolveCommand(allOptions(command), ctx.io));
    });

  evolve
    .command('draft')
    .description('file a proposal for a person to review later (for agents): validated now, changes no rule')
    .requiredOption('--rule <text>', 'the rule, one line')
    .requiredOption('--verify <check>', 'its check, e.g. \'Grep("pip install", path="src/") -> 0 matches\'')
    .requiredOption('--risk <level>', 'how much a wrong rule would cost: low, medium or high, optionally with why ("low: macOS has no timeout")', riskLevel)
    .option('--source <refs...>', 'learnings it comes from (#8 #12, or 8,12) or a note such as "CLAUDE.md convention"')
    .option('--evidence <text>', 'why the rule is needed, shown to the reviewer')
    .option('--agent <name>', 'who drafted it')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the root)')
    .option('--json', 'print the stored draft and its check as JSON')
    .option('--timeout <ms>', 'time limit for checking the pattern, in milliseconds', positiveInteger)
    .option('-q, --quiet', 'do not print warnings about the inputs on stderr')
    .addHelpText('after', `
The verify line must parse, compile in ripgrep, point at paths that exist, and match every
learning cited with --source. A draft evolve would leave out (the rules file already has the
rule or its pattern, or the log decided it) is refused at once. Drafts wait in
.claude/memory/evolve-drafts.jsonl (beside the evolution log) and appear as PROMOTE proposals in
the next \`rulesweep evolve\`.

Exit codes: 0 drafted (or already drafted); 2 not drafted: it does not validate, or evolve would
not propose it.`)
    .action(async (_options, command: Command) => {
      const { runEvolveDraft } = await import('./commands/evolve.js');
      ctx.setExitCode(await runEvolveDraft(allOptions(command), ctx.io));
    });

  evolve
    .command('restore')
    .description('let a rejected proposal be proposed again (logged, and committed in a git repository)')
    .argument('<fingerprint>', 'the proposal\'s fingerprint, or enough of its start to be unique (see `evolve history`)')
    .option('--reason <text>', 'why it comes back, for the log')
    .option('--rules <file>', 'rules file (default: .claude/memory/learned-rules.md under the root)')
    .option('-q, --quiet', 'do not print warnings about the log on stderr')
    .addHelpText('after', `
Exit codes: 0 restored (or already restored); 2 no such rejected proposal.`)
    .action(async (fingerprint: string, _options, command: Command) => {
      const { runEvolveRestore } = await import('./commands/evolve.js');
      ctx.setExitCode(await runEvolveRestore(fingerprint, allOptions(command), ctx.io));
    });

  evolve
    .command('history')
    .description('list the decisions in the evolution log, oldest first')
    .option('--json', 'print the decisions as JSON')
    .addOption(new Option('--kind <kind>', 'only this kind of proposal').choices(['PROMOTE', 'GRADUATE', 'ADD-VERIFY', 'PRUNE']))
    .addOption(new Option('--decision <decision>', 'only this decision').choices(['approved', 'modified', 'rejected', 'restored']))
    .option('-q, --quiet', 'do not print warnings about the log on stderr')
    .action(async (_options, command: Command) => {
      const { runEvolveHistory } = await import('./commands/evolve.js');
      ctx.setExitCode(await runEvolveHistory(allOptions(command), ctx.io));
    });
}

/**
 * The SessionStart command `rulesweep init` writes, read from the template it writes it from, so
 * this help can never recommend another one.
 */
function sessionStartCommand(): string {
  try {
    const template = JSON.parse(readFileSync(new URL('../../memory-templates/claude-settings.json', import.meta.url), 'utf8')) as {
      hooks?: { SessionStart?: Array<{ hooks?: Array<{ command?: string }> }> };
    };
    const command = template.hooks?.SessionStart?.[0]?.hooks?.[0]?.command;
    if (command) return command;
  } catch {
    // The package's template is missing: say what to run instead.
  }
  return 'run `rulesweep init` to install it';
}
