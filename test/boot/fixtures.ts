// Fixture projects for boot and scorecard tests: the seed's seven rules over a small tree
// (4 pass, 2 fail, 1 manual), learnings written through the real store, and an isolated
// environment so the user's own global learnings never leak in.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { appendLearning } from '../../src/learnings/store.js';
import { tempProject, writeFiles } from '../helpers/project.js';

export const SEED_RULES = `# Learned Rules
Rules graduated from corrections. Each one carries a verify line.

---

- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install|pip3 install|pipx install", path="automation/") -> 0 matches
  [source: CLAUDE.md convention, learning #4, 2026-03-30]
- Never use npm, yarn, or pnpm; always use bun instead.
  verify: Grep("npm install|yarn add|pnpm add", path="automation/") -> 0 matches
- Never use double dashes in document titles or markdown headings.
  verify: Grep("^#.* -- ", path="knowledge/") -> 0 matches
- Use British English spelling in all generated content.
  verify: Grep("behavior|color", path="knowledge/") -> 0 matches
- Always run date before date-sensitive operations.
  verify: manual — read the session transcript
- Never hardcode API keys as default values in bash scripts.
  verify: Grep("API_KEY=[A-Za-z0-9]", path="automation/") -> 0 matches
- Never use git commit --amend in pre-push hooks.
  verify: Grep("commit --amend", path="automation/") -> 0 matches
`;

export const SEED_TREE: Record<string, string> = {
  '.claude/memory/learned-rules.md': SEED_RULES,
  'automation/deploy.sh': 'uv sync\nbun install\nexport API_KEY="${API_KEY:-}"\ngit push\n',
  'knowledge/mem-layer.md': '# Mem-Layer -- Graph-Based AI Memory\nGovern AI agent behavior at runtime.\n',
  'knowledge/notes.md': 'Plain notes in British English.\n',
};

/** The clock the tests use: midday, so the local date is the same in every time zone near UTC. */
export const MONDAY = new Date('2026-03-30T12:00:00');

/** A folder named `name` inside a fresh temp dir, holding `files`; returns its path. */
export function namedProject(name: string, files: Record<string, string>): string {
  const dir = path.join(tempProject(), name);
  mkdirSync(dir, { recursive: true });
  writeFiles(dir, files);
  return dir;
}

/** Environment with its own HOME and XDG data dir, so the global store is the test's own. */
export function isolatedEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const home = tempProject();
  return { HOME: home, XDG_DATA_HOME: path.join(home, 'data'), ...extra };
}

/** Writes `count` learnings into the project store, the first `corrected` of them with a correction. */
export async function writeLearnings(
  root: string,
  count: number,
  corrected: number,
  options: { start?: Date; file?: string } = {},
): Promise<void> {
  const file = options.file ?? path.join(root, '.claude/memory/learnings.jsonl');
  const start = (options.start ?? new Date('2026-03-20T09:00:00Z')).getTime();
  for (let i = 1; i <= count; i += 1) {
    await appendLearning(file, {
      kind: 'failure',
      time: new Date(start + i * 3_600_000).toISOString(),
      command: `make target${i}`,
      exitCode: 2,
      error: `make: *** No rule to make target${i}`,
      ...(i <= corrected ? { correction: `run make build${i} first` } : {}),
      tags: [],
    });
  }
}
