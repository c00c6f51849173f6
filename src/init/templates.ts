// What init lays into a project, read from the installed package (never from the project):
// skills/<name>/SKILL.md and memory-templates/. Both sit two folders above this module, in
// dist/init/ when installed and in src/init/ when run from source.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from '../diagnostics/errors.js';
import { parseHookTemplate, type ClaudeHookSettings } from './claude-settings.js';

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
  claudeHooks: ClaudeHookSettings;
  /** The GitHub Actions workflow, when this package ships one. */
  ciWorkflow: string | undefined;
  skills: SkillTemplate[];
}

export const TEMPLATE_FILES = {
  rules: 'memory-templates/learned-rules.md',
  evolutionLog: 'memory-templates/evolution-log.md',
  instructionsBlock: 'memory-templates/agent-instructions.md',
  claudeHooks: 'memory-templates/claude-settings.json',
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
    ciWorkflow: existsSync(ciFile) ? await readFile(ciFile, 'utf8') : undefined,
    skills: await loadSkills(root, read),
  };
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
