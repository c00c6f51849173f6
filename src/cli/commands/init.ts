// `rulesweep init`: set a project up for an agent (rules file, evolution log, skills, hooks,
// the instructions block, the CI workflow) and print what was done, or with --dry-run what
// would be. Running it again changes nothing and says so.
import type { ExitCode } from '../../diagnostics/errors.js';
import { resolveProject } from '../../memory/paths.js';
import { AGENTS, applyInit, changingActions, planInit, type AgentName, type InitAction, type InitPlan } from '../../init/plan.js';
import { loadTemplates } from '../../init/templates.js';
import type { CliIo } from '../io.js';

export interface InitCommandOptions {
  root?: string;
  agent: AgentName;
  dryRun?: boolean;
  json?: boolean;
}

export async function runInitCommand(options: InitCommandOptions, io: CliIo): Promise<ExitCode> {
  const paths = resolveProject({ cwd: io.cwd, env: io.env, root: options.root });
  const templates = await loadTemplates();
  const plan = await planInit({ paths, agent: options.agent, templates, env: io.env });
  const dryRun = Boolean(options.dryRun);
  if (!dryRun) await applyInit(plan);
  for (const note of plan.notes) io.stderr.write(`note: ${note}\n`);
  io.stdout.write(options.json ? formatJson(plan, dryRun) : formatText(plan, dryRun));
  return 0;
}

function formatJson(plan: InitPlan, dryRun: boolean): string {
  const changes = changingActions(plan).length;
  return `${JSON.stringify({
    root: plan.root,
    agent: plan.agent,
    dryRun,
    changed: !dryRun && changes > 0,
    changes,
    actions: plan.actions.map(({ kind, path, what, detail }) => ({ action: kind, path, what, ...(detail ? { detail } : {}) })),
    notes: plan.notes,
  }, null, 2)}\n`;
}

const WOULD: Record<InitAction['kind'], string> = {
  create: 'would create',
  update: 'would update',
  unchanged: 'unchanged',
  keep: 'keep',
  skip: 'skip',
};

function formatText(plan: InitPlan, dryRun: boolean): string {
  const label = AGENTS[plan.agent].label;
  const verbs = plan.actions.map((action) => (dryRun ? WOULD[action.kind] : action.kind));
  const verbWidth = Math.max(...verbs.map((verb) => verb.length));
  const pathWidth = Math.max(...plan.actions.map((action) => action.path.length));
  const lines = [`rulesweep init for ${label} in ${plan.root}${dryRun ? ' (dry run)' : ''}`];
  plan.actions.forEach((action, index) => {
    const detail = action.detail ? `  ${action.detail}` : '';
    lines.push(`  ${verbs[index]!.padEnd(verbWidth)}  ${action.path.padEnd(pathWidth)}${detail}`.trimEnd());
  });
  const changes = changingActions(plan).length;
  const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
  if (dryRun) {
    lines.push(`Dry run: nothing was written (${files(changes)} would change).`);
  } else if (changes === 0) {
    lines.push(`Nothing to do: the project is already set up (${files(plan.actions.length)} checked, none changed).`);
  } else {
    lines.push(`Done: ${files(changes)} written. Next: run \`rulesweep sweep\` to check the rules, and ${AGENTS[plan.agent].restart}.`);
  }
  return `${lines.join('\n')}\n`;
}
