// A small real project whose sweep exercises every status and every escaping hazard the report
// formats must survive: commas, colons, percent signs, spaces, parentheses, quotes, `<&>`, `]]>`,
// `#`/`?`, emoji and accented names, control characters, and a bare CR hiding a workflow command.
import { palette } from '../../src/report/color.js';
import type { FormatContext } from '../../src/report/context.js';
import { resolveProject } from '../../src/memory/paths.js';
import type { SweepReport } from '../../src/sweep/result.js';
import { sweepProject } from '../../src/sweep/sweep-project.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

export const ESCAPE_HEAVY_RULE = 'Never log "100%" or a literal %0A: a, b <c> & d 🚀 | pipes ]]> `ticks` *stars* _under_ $x$ @team :smile: #1 [link](x) ~~gone~~';

export const RULES = `# Learned Rules

Lessons for the fixture project.

---

- ${ESCAPE_HEAVY_RULE}
  verify: Grep("console\\.log", path="src/") -> 0 matches
  [source: fixture]

- No TODO markers in the source.
  verify: Grep("TODO", path="src/") -> 0 matches

- Every module carries a licence header.
  verify: Grep("SPDX-License-Identifier", path="src/") -> 1+ matches

- No debugger statements.
  verify: Grep("debugger", path="src/") -> 0 matches
  verify: Glob("src/*.ts") -> 1+ matches

- Read the docs before a release.
  verify: manual — a person reads them

- Run the linter.
  verify: \`make lint\` passes

- No tabs in workflow files.
  verify: Grep("\\t", path=".github/") -> 0 matches

- A pattern that does not compile.
  verify: Grep("(unclosed", path="src/") -> 0 matches

- A rule with no verify line at all.
`;

/** Paths (relative to the project root) and contents; every one is matched by some rule. */
export const FILES: Record<string, string> = {
  'src/a,b:c%d.ts': 'console.log("100%, done: <b>&</b> ]]>");\n',
  'src/cr.ts': 'console.log("cr"); // \r::add-mask::leaked\n',
  'src/dir with spaces (1)/ünï cødé 😀.ts': 'export {};\n// console.log("emoji 🚀 \u0001\u001B[31m red \u007F \uFFFE")\n',
  'src/tag <&> "q" \'a\'.ts': '// TODO: fix <this> & "that" ]]> %0A\n',
  'src/per%cent#hash?q.ts': 'export const todo = 1; // TODO, later: 50%\n',
};

export interface FixtureProject {
  /** The project root (a git repository). */
  dir: string;
  report: SweepReport;
}

export async function sweepFixture(dir: string): Promise<SweepReport> {
  const paths = resolveProject({ cwd: dir, env: {} });
  return (await sweepProject(paths, { env: process.env })).report;
}

/** A fresh git repository holding the fixture, and its sweep by the real engine. */
export async function fixtureProject(): Promise<FixtureProject> {
  const dir = tempProject({ '.claude/memory/learned-rules.md': RULES, ...FILES });
  await initGitRepo(dir);
  return { dir, report: await sweepFixture(dir) };
}

export function formatContext(dir: string): FormatContext {
  return { color: palette(false), version: '9.9.9-test', repositoryRoot: dir };
}

/**
 * Rules whose FAILs have several matches in a file (two of them the same text), in several
 * files, and past the engine's per-file cap; each rule carries an `[id: …]`.
 */
export const MANY_RULES = `# Learned Rules
---
- Never call legacyApi; use the client in src/api/.
  verify: Grep("legacyApi\\(", path="src/") -> 0 matches
  [id: no-legacy-api]
- No debug prints left behind.
  verify: Grep("debugPrint\\(", path="src/") -> 0 matches
  [id: no-debug-print]
- No sleeps in request handlers.
  verify: Grep("sleepFor\\(", path="src/") -> 0 matches
  [id: no-sleep]
`;

export const MANY_FILES: Record<string, string> = {
  // legacyApi: 3 lines here, two alike, and 2 in b.ts: 5 matches.
  'src/a.ts': 'legacyApi(1);\nconst ok = 1;\nlegacyApi(1);\nlegacyApi(2);\n',
  'src/b.ts': 'export const b = legacyApi(3);\n// legacyApi(4) once more\n',
  // debugPrint: 8 lines in one file, more than the engine lists per file.
  'src/debug.ts': Array.from({ length: 8 }, (_, index) => `debugPrint(${index});`).join('\n') + '\n',
  // sleepFor: 6 files with one line each.
  ...Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`src/handlers/h${index}.ts`, `await sleepFor(${index * 100});\n`])),
};

/** A fresh git repository holding MANY_RULES and MANY_FILES, and its sweep. */
export async function manyMatchesProject(): Promise<FixtureProject> {
  const dir = tempProject({ '.claude/memory/learned-rules.md': MANY_RULES, ...MANY_FILES });
  await initGitRepo(dir);
  return { dir, report: await sweepFixture(dir) };
}
