// What init lays into a project, read from the installed package (never from the project):
// skills/<name>/SKILL.md and memory-templates/ (rules, log, instructions block, the Claude Code
// and Codex hooks, the OpenCode plugin, the MCP server command, the CI workflow). Both sit two
// folders above this module, in dist/init/ when installed and in src/init/ when run from source.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from '../diagnostics/errors.js';
import { parseHookTemplate, type HookSettings } from './hook-settings.js';
import { runsRulesweepMcp, type McpServerCommand } from './mcp-registration.js';

export interface SkillTemplate {
  /** Folder name under skills/, which is also the skill's name. */
  name: string;
  text: string;
}

export interface Templates {
  /** Where they were read from (the package root). */
  root: string;
  rules: string;
  evolutionLog: string;
  instructionsBlock: string;
  claudeHooks: HookSettings;
  codexHooks: HookSettings;
  /** The OpenCode plugin's source, without its marker line. */
  opencodePlugin: string;
  /** How every agent starts rulesweep's MCP server. */
  mcpServer: McpServerCommand;
  /** The GitHub Actions workflow, when this package ships one. */
  ciWorkflow: string | undefined;
  skills: SkillTemplate[];
}

export const TEMPLATE_FILES = {
  rules: 'memory-templates/learned-rules.md',
  evolutionLog: 'memory-templates/evolution-log.md',
  instructionsBlock: 'memory-templates/agent-instructions.md',
  claudeHooks: 'memory-templates/claude-settings.json',
  codexHooks: 'memory-templates/codex-hooks.json',
  opencodePlugin: 'memory-templates/opencode-plugin.ts',
  mcpServer: 'memory-templates/mcp-server.json',
  ciWorkflow: 'memory-templates/ci/rulesweep.yml',
} as const;

/** The installed package's root: the folder holding skills/ and memory-templates/. */
export function packageRoot(): string {
  return fileURLToPath(new URL('../../', import.meta.url));
}

export async function loadTemplates(root = packageRoot()): Promise<Templates> {
  const read = async (relative: string) => {
    try {
      return await readFile(path.join(root, relative), 'utf8');
    } catch (error) {
      throw new InputError(`rulesweep's template ${relative} is missing from ${root}`, {
        hint: 'reinstall rulesweep (npm install --save-dev rulesweep); its package files are incomplete',
        cause: error,
      });
    }
  };
  const ciFile = path.join(root, TEMPLATE_FILES.ciWorkflow);
  return {
    root,
    rules: await read(TEMPLATE_FILES.rules),
    evolutionLog: await read(TEMPLATE_FILES.evolutionLog),
    instructionsBlock: await read(TEMPLATE_FILES.instructionsBlock),
    claudeHooks: parseHookTemplate(await read(TEMPLATE_FILES.claudeHooks), TEMPLATE_FILES.claudeHooks),
    codexHooks: parseHookTemplate(await read(TEMPLATE_FILES.codexHooks), TEMPLATE_FILES.codexHooks),
    opencodePlugin: await read(TEMPLATE_FILES.opencodePlugin),
    mcpServer: parseServerTemplate(await read(TEMPLATE_FILES.mcpServer), TEMPLATE_FILES.mcpServer),
    ciWorkflow: existsSync(ciFile) ? await readFile(ciFile, 'utf8') : undefined,
    skills: await loadSkills(root, read),
  };
}

/** Reads memory-templates/mcp-server.json: `{"command": "…", "args": ["…"]}` running `rulesweep mcp`. */
export function parseServerTemplate(text: string, file: string): McpServerCommand {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`the MCP server template ${file} is not valid JSON: ${(error as Error).message}`, {
      hint: 'reinstall rulesweep; its templates are damaged',
      cause: error,
    });
  }
  const { command, args } = (data ?? {}) as { command?: unknown; args?: unknown };
  if (typeof command !== 'string' || !Array.isArray(args) || !args.every((arg) => typeof arg === 'string') || !runsRulesweepMcp({ command, args })) {
    throw new InputError(`the MCP server template ${file} does not have the shape {"command": "…", "args": ["…", "rulesweep", "mcp"]}`, {
      hint: 'reinstall rulesweep; its templates are damaged',
    });
  }
  return { command, args: args as string[] };
}

async function loadSkills(root: string, read: (relative: string) => Promise<string>): Promise<SkillTemplate[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, 'skills'), { withFileTypes: true });
  } catch (error) {
    throw new InputError(`rulesweep's skills/ folder is missing from ${root}`, {
      hint: 'reinstall rulesweep (npm install --save-dev rulesweep); its package files are incomplete',
      cause: error,
    });
  }
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await read(`skills/${name}/SKILL.md`) })));
}
