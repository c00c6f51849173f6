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
