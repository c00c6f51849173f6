// The MCP server's tools: each one turns its typed arguments into a call of one existing use-case
// (the same functions `sweep`, `learn` and `evolve draft` call) and its result into structured
// content plus a short text. Nothing here approves, applies or edits a rule or the evolution log:
// those stay at a person's terminal (`rulesweep evolve`). A known failure (no rules file, an
// unknown rule id, nothing to record) is a tool result with `isError`, never a crash of the server.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { isRulesweepError, messageOf } from '../diagnostics/errors.js';
import { draftProposal } from '../evolve/draft-proposal.js';
import { captureLearning, correctLearning } from '../learnings/capture.js';
import { queryStoredLearnings } from '../learnings/lookup.js';
import type { ProjectPaths } from '../memory/paths.js';
import { listRules } from '../rules/list-rules.js';
import { sweepProject } from '../sweep/sweep-project.js';

/** What every tool call gets: the project (resolved per call, so an edited config applies), the clock, the client's name. */
export interface ToolContext {
  paths(): ProjectPaths;
  /** The server's working directory, where the project was found from: as `learn capture|query` pass theirs. */
  cwd: string;
  env: Record<string, string | undefined>;
  now(): Date;
  /** The MCP client's name, recorded as the agent of what it captures or drafts. */
  agent(): string | undefined;
}

const BUG_HINT = 'this is a bug in rulesweep; please report it with the tool call that caused it';

const diagnosticShape = z.object({
  severity: z.string(),
  code: z.string(),
  message: z.string(),
  file: z.string().optional(),
  position: z.object({ line: z.number(), column: z.number().optional() }).optional(),
  hint: z.string().optional(),
});

const sampleShape = z.object({ path: z.string(), line: z.number(), text: z.string() });

const learningShape = z.object({
  ref: z.string(),
  kind: z.string(),
  time: z.string(),
  command: z.string().optional(),
  error: z.string().optional(),
  exitCode: z.number().optional(),
  correction: z.string().optional(),
  latestCorrection: z.string().optional(),
  context: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

const scopeArg = z.enum(['project', 'global']).optional().describe('the project\'s store (default) or the user\'s global one');

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: z.ZodRawShape;
  outputSchema: z.ZodRawShape;
  readOnly: boolean;
  run(args: Record<string, unknown>, ctx: ToolContext): Promise<{ text: string; data: Record<string, unknown> }>;
}

export const TOOLS: ToolDefinition[] = [
  {
    name: 'sweep',
    title: 'Sweep the rules',
    description: 'Check the project\'s learned rules (.claude/memory/learned-rules.md) against the code with ripgrep: each verify line is PASS, FAIL, SKIP or ERROR (never a false PASS), with counts and up to 3 offending lines (secrets redacted). All rules, or only the ids given (ids come from list_rules).',
    inputSchema: {
      ruleIds: z.array(z.string().min(1)).min(1).optional().describe('sweep only these rules (ids from list_rules); all rules when absent'),
    },
    outputSchema: {
      rulesFile: z.string(),
      summary: z.object({ checked: z.number(), passed: z.number(), failed: z.number(), skipped: z.number(), errors: z.number(), toRewrite: z.number(), withoutVerify: z.number() }),
      results: z.array(z.object({
        ruleId: z.string(),
        ruleText: z.string(),
        ruleLine: z.number(),
        line: z.number(),
        verify: z.string(),
        status: z.enum(['PASS', 'FAIL', 'SKIP', 'ERROR', 'NOT RUN']),
        count: z.number().optional(),
        expected: z.string().optional(),
        samples: z.array(sampleShape),
        reason: z.string().optional(),
      })),
      diagnostics: z.array(diagnosticShape),
    },
    readOnly: true,
    async run(args, ctx) {
      const ruleIds = args.ruleIds as string[] | undefined;
      const { report } = await sweepProject(ctx.paths(), { env: ctx.env, ruleIds });
      const { summary } = report;
      const results = report.results.map((result) => pick(result, ['ruleId', 'ruleText', 'ruleLine', 'line', 'verify', 'status', 'count', 'expected', 'samples', 'reason']));
      const failing = report.results.filter((result) => result.status === 'FAIL' || result.status === 'ERROR');
      const lines = failing.slice(0, 10).map((result) => `${result.status}: ${result.ruleText}${result.reason ? ` (${result.reason})` : ''}`);
      return {
        text: [`${report.rulesFile}: ${summary.checked} checked, ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped, ${summary.errors} errors.`, ...lines].join('\n'),
        data: { rulesFile: report.rulesFile, summary: pick(summary, ['checked', 'passed', 'failed', 'skipped', 'errors', 'toRewrite', 'withoutVerify']), results, diagnostics: report.diagnostics },
      };
    },
  },
  {
    name: 'list_rules',
    title: 'List the rules',
    description: 'The project\'s learned rules without checking them: each rule\'s id, text, line, verify lines and guard lines (the shell commands it refuses before they run).',
    inputSchema: {},
    outputSchema: {
      rulesFile: z.string(),
      rules: z.array(z.object({
        id: z.string(),
        text: z.string(),
        line: z.number(),
        verify: z.array(z.string()),
        guards: z.array(z.object({ guard: z.string(), action: z.enum(['deny', 'ask']), problem: z.string().optional() })),
        source: z.string().optional(),
      })),
      diagnostics: z.array(diagnosticShape),
    },
    readOnly: true,
    async run(_args, ctx) {
      const listing = await listRules({ paths: ctx.paths() });
      const rules = listing.rules.map((rule) => ({
        id: rule.id,
        text: rule.text,
        line: rule.line,
        verify: rule.verify.map((verify) => verify.raw),
        guards: rule.guards.map((guard) => ({ guard: guard.raw, action: guard.action, ...(guard.problem ? { problem: guard.problem } : {}) })),
        ...(rule.source !== undefined ? { source: rule.source } : {}),
      }));
      const text = [`${listing.rulesFile}: ${rules.length} rule${rules.length === 1 ? '' : 's'}.`, ...rules.map((rule) => `[${rule.id}] ${rule.text}`)].join('\n');
      return { text, data: { rulesFile: listing.rulesFile, rules, diagnostics: listing.diagnostics } };
    },
  },
  {
    name: 'query_learnings',
    title: 'Look up past lessons',
    description: 'Search the recorded failures and corrections by meaning (synonyms, other languages), best first, ranked as `rulesweep learn query` ranks them. Use it before a command that failed before.',
    inputSchema: {
      query: z.string().min(1).describe('what to look for, e.g. "install python packages"'),
      limit: z.number().int().min(1).max(100).optional().describe('most results (default 10)'),
      scope: z.enum(['project', 'global', 'both']).optional().describe('which store: the project\'s (default), the global one, or both'),
    },
    outputSchema: {
      query: z.string(),
      concepts: z.array(z.object({ term: z.string(), alternatives: z.array(z.string()) })),
      results: z.array(z.object({ score: z.number(), matched: z.array(z.string()), learning: learningShape })),
    },
    readOnly: true,
    async run(args, ctx) {
      const query = await queryStoredLearnings({
        paths: ctx.paths(),
        selection: (args.scope as 'project' | 'global' | 'both' | undefined) ?? 'project',
        text: args.query as string,
        limit: (args.limit as number | undefined) ?? 10,
        now: ctx.now(),
        cwd: ctx.cwd,
      });
      const results = query.results.map((result) => ({ score: result.score, matched: result.matched, learning: learningData(result.learning) }));
      const lines = results.map(({ learning }) => `${learning.ref} ${learning.kind}: ${learning.command ?? learning.correction ?? ''}${learning.latestCorrection && learning.command ? ` → ${learning.latestCorrection}` : ''}`);
      return { text: [`${results.length} learning${results.length === 1 ? '' : 's'} for "${query.query}".`, ...lines].join('\n'), data: { query: query.query, concepts: query.concepts, results } };
    },
  },
  {
    name: 'capture_learning',
    title: 'Record a failure or a correction',
    description: 'Record a failed command (with its error) or a correction a person gave ("use uv, not pip") in the learnings store, redacted and locked as the hooks record them. A failing test run is not recorded unless force is set.',
    inputSchema: {
      kind: z.enum(['failure', 'correction', 'observation']).optional().describe('default: failure when a command is given, else correction'),
      command: z.string().optional().describe('the command that failed'),
      error: z.string().optional().describe('what it printed'),
      exitCode: z.number().int().optional(),
      correction: z.string().optional().describe('what should have been done instead'),
      context: z.string().optional(),
      tags: z.array(z.string()).optional(),
      session: z.string().optional(),
      scope: scopeArg,
      force: z.boolean().optional().describe('record a failing test run too'),
    },
    outputSchema: { ref: z.string(), scope: z.enum(['project', 'global']), learning: learningShape },
    readOnly: false,
    async run(args, ctx) {
      const outcome = await captureLearning({
        paths: ctx.paths(),
        now: ctx.now(),
        cwd: ctx.cwd,
        ...(pick(args, ['kind', 'command', 'error', 'exitCode', 'correction', 'context', 'tags', 'session', 'scope', 'force']) as object),
        agent: ctx.agent(),
      });
      const { learning } = outcome;
      return {
        text: `Recorded learning ${outcome.ref} in ${outcome.store.label}.`,
        data: { ref: outcome.ref, scope: outcome.store.scope, learning: learningData({ ...learning, ref: outcome.ref }) },
      };
    },
  },
  {
    name: 'correct_learning',
    title: 'Correct a recorded learning',
    description: 'Add what should have been done instead to a learning already recorded (its id from query_learnings: #8, or #g8 in the global store). A new event; nothing is rewritten.',
    inputSchema: {
      id: z.string().min(1).describe('#8 (project) or #g8 (global)'),
      correction: z.string().min(1).describe('what should have been done instead'),
      session: z.string().optional(),
      scope: scopeArg,
    },
    outputSchema: { ref: z.string(), scope: z.enum(['project', 'global']), correction: z.string() },
    readOnly: false,
    async run(args, ctx) {
      const outcome = await correctLearning({
        paths: ctx.paths(),
        id: args.id as string,
        correction: args.correction as string,
        ...(pick(args, ['session', 'scope']) as object),
        agent: ctx.agent(),
        now: ctx.now(),
      });
      return { text: `Corrected ${outcome.ref}: ${outcome.event.correction}`, data: { ref: outcome.ref, scope: outcome.store.scope, correction: outcome.event.correction } };
    },
  },
  {
    name: 'draft_proposal',
    title: 'Draft a rule for review',
    description: 'Propose a new rule for a person to review in the next `rulesweep evolve` (.claude/memory/evolve-drafts.jsonl). Checked now: the verify line must parse, point at paths that exist and match every learning it cites; a rule the file already has, or one the log settled, is refused. Drafting never changes the rules file: only a person approves.',
    inputSchema: {
      rule: z.string().min(1).describe('the rule, one line: "Never use pip install; use uv add instead."'),
      verify: z.string().min(1).describe('its check: Grep("pip install", path="src/") -> 0 matches'),
      risk: z.enum(['low', 'medium', 'high']).describe('what a wrong rule would cost'),
      riskNote: z.string().optional().describe('why that risk'),
      sources: z.array(z.string()).optional().describe('learnings it comes from (#8, #g3) or a note'),
      evidence: z.string().optional().describe('why the rule is needed, for the reviewer'),
    },
    outputSchema: {
      id: z.string(),
      fingerprint: z.string(),
      alreadyDrafted: z.boolean(),
      file: z.string(),
      check: z.object({ evidenceMatched: z.number(), evidenceTotal: z.number(), treeMatches: z.number().optional(), treeStatus: z.string().optional() }),
    },
    readOnly: false,
    async run(args, ctx) {
      const outcome = await draftProposal({
        paths: ctx.paths(),
        env: ctx.env,
        now: ctx.now(),
        rule: args.rule as string,
        verify: args.verify as string,
        risk: args.risk as 'low' | 'medium' | 'high',
        ...(pick(args, ['riskNote', 'sources', 'evidence']) as object),
        agent: ctx.agent(),
      });
      const { check } = outcome;
      const verb = outcome.alreadyDrafted ? 'Already drafted' : 'Drafted';
      return {
        text: `${verb} ${outcome.draft.id} (${outcome.fingerprint.slice(0, 4)}) in ${outcome.file}; a person reviews it in \`rulesweep evolve\`.`,
        data: {
          id: outcome.draft.id,
          fingerprint: outcome.fingerprint,
          alreadyDrafted: outcome.alreadyDrafted,
          file: outcome.file,
          check: pick(check, ['evidenceMatched', 'evidenceTotal', 'treeMatches', 'treeStatus']),
        },
      };
    },
  },
];

/** Runs a tool; a failure becomes an `isError` result that says what went wrong and what to do. */
export async function callTool(tool: ToolDefinition, args: Record<string, unknown>, ctx: ToolContext): Promise<CallToolResult> {
  try {
    const { text, data } = await tool.run(args, ctx);
    return { content: [{ type: 'text', text }], structuredContent: data };
  } catch (error) {
    const hint = isRulesweepError(error) ? error.hint : BUG_HINT;
    return { content: [{ type: 'text', text: `${tool.name} failed: ${messageOf(error)}${hint ? `\nHint: ${hint}` : ''}` }], isError: true };
  }
}

/** The learning as a tool returns it: what an agent needs, not the store's bookkeeping. */
function learningData(learning: { ref: string; kind: string; time: string }): Record<string, unknown> {
  return pick(learning, ['ref', 'kind', 'time', 'command', 'error', 'exitCode', 'correction', 'latestCorrection', 'context', 'tags']);
}

/** The keys of `object` that are present, in the order given. */
function pick<T extends object>(object: T, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (object as Record<string, unknown>)[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}
