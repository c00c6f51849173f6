// `--format github`: workflow commands parsed back the way the Actions runner parses them, so
// every file name, title and message must come back exactly as the sweep found it.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { fitStepSummary, STEP_SUMMARY_LIMIT } from '../../src/cli/commands/sweep.js';
import { ANNOTATIONS_PER_LEVEL, escapeData, escapeProperty, formatGithub, workflowCommand } from '../../src/report/github.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import type { SweepReport } from '../../src/sweep/result.js';
import { runBin, runCli } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';
import { ESCAPE_HEAVY_RULE, FILES, fixtureProject, formatContext, manyMatchesProject, RULES, sweepFixture } from './fixture.js';

interface ParsedCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
}

// The runner (actions/runner ActionCommand.cs) undoes escapes in this order, `%25` last.
const DATA_ESCAPES: Array<[string, string]> = [['%0D', '\r'], ['%0A', '\n'], ['%25', '%']];
const PROPERTY_ESCAPES: Array<[string, string]> = [['%0D', '\r'], ['%0A', '\n'], ['%3A', ':'], ['%2C', ','], ['%25', '%']];
const unescape = (text: string, table: Array<[string, string]>) =>
  table.reduce((value, [escaped, raw]) => value.split(escaped).join(raw), text);

/** The runner's command parser: `::name k=v,k=v::data`, after trimming leading space. */
function parseCommand(line: string): ParsedCommand | undefined {
  const message = line.trimStart();
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const pair of info.slice(space + 1).trim().split(',').filter(Boolean)) {
      const equals = pair.indexOf('=');
      if (equals > 0) properties[pair.slice(0, equals)] = unescape(pair.slice(equals + 1), PROPERTY_ESCAPES);
    }
  }
  return { command: space < 0 ? info : info.slice(0, space), properties, data: unescape(message.slice(end + 2), DATA_ESCAPES) };
}

/** The runner reads output with .NET's ReadLine, which ends a line at CR, LF or CRLF. */
function logLines(output: string): string[] {
  return output.split(/\r\n|\r|\n/);
}

function commands(output: string): ParsedCommand[] {
  return logLines(output).map(parseCommand).filter((command): command is ParsedCommand => command !== undefined);
}

describe('escaping, as actions/toolkit does it', () => {
  test('data escapes %, CR and LF and nothing else', () => {
    expect(escapeData('percent % percent % cr \r cr \r lf \n lf \n colon : comma ,')).toBe(
      'percent %25 percent %25 cr %0D cr %0D lf %0A lf %0A colon : comma ,',
    );
  });

  test('properties also escape : and ,', () => {
    expect(escapeProperty('percent % percent % cr \r cr \r lf \n lf \n colon : colon : comma , comma ,')).toBe(
      'percent %25 percent %25 cr %0D cr %0D lf %0A lf %0A colon %3A colon %3A comma %2C comma %2C',
    );
  });

  test('a literal escape sequence in the input survives the round trip', () => {
    for (const text of ['%0A', '%25', '%3A%2C', '%%0D%', 'a\r\n%0A\n']) {
      expect(unescape(escapeData(text), DATA_ESCAPES)).toBe(text);
      expect(unescape(escapeProperty(text), PROPERTY_ESCAPES)).toBe(text);
    }
  });

  test('a command without properties has no space before the separator', () => {
    expect(workflowCommand({ level: 'warning', message: 'plain' })).toBe('::warning::plain');
  });

  test('every property, even a file name holding a newline, comes back whole', () => {
    const annotation = { level: 'error' as const, file: 'odd\nname,with:all%.ts', line: 3, col: 7, title: 'a: b, c\r\n%', message: 'm::n\n%0A' };
    expect(parseCommand(workflowCommand(annotation))).toEqual({
      command: 'error',
      properties: { file: annotation.file, line: '3', col: '7', title: annotation.title },
      data: annotation.message,
    });
  });
});

describe('annotations for a real sweep', () => {
  let dir: string;
  let report: SweepReport;
  let output: string;

  beforeAll(async () => {
    ({ dir, report } = await fixtureProject());
    output = formatGithub(report, formatContext(dir));
  });

  test('the fixture sweeps to every status', () => {
    expect(report.summary).toMatchObject({ checked: 9, passed: 2, failed: 3, skipped: 2, errors: 2 });
    expect(report.results[0]!.ruleText).toBe(ESCAPE_HEAVY_RULE);
  });

  test('one error per offending line, pointing at that file and line', () => {
    const failures = report.results.filter((result) => result.status === 'FAIL' && result.samples.length > 0);
    const expected = failures.flatMap((result) => result.samples.map((sample) => ({ result, sample })));
    expect(expected.map(({ sample }) => sample.path).sort()).toEqual(
      ['src/a,b:c%d.ts', 'src/cr.ts', 'src/dir with spaces (1)/ünï cødé 😀.ts', 'src/per%cent#hash?q.ts', 'src/tag <&> "q" \'a\'.ts'],
    );
    const errors = commands(output).filter((command) => command.command === 'error' && command.properties.file?.startsWith('src/'));
    expect(errors).toHaveLength(expected.length);
    for (const { result, sample } of expected) {
      const found = errors.find((command) => command.properties.file === sample.path);
      expect(found, sample.path).toBeDefined();
      expect(found!.properties.line).toBe(String(sample.line));
      expect(found!.properties.title).toBe(`rulesweep FAIL: ${result.ruleText}`);
      expect(found!.data.split('\n')).toContain(sample.text);
      expect(found!.data).toContain(`verify: ${result.verify}`);
    }
  });

  test('a FAIL without samples, an ERROR and an unchecked SKIP point at the rules file line', () => {
    const rulesFile = '.claude/memory/learned-rules.md';
    const atRules = commands(output).filter((command) => command.properties.file === rulesFile);
    const licence = report.results.find((result) => result.ruleText.startsWith('Every module'))!;
    expect(atRules).toContainEqual({
      command: 'error',
      properties: { file: rulesFile, line: String(licence.line), col: String(licence.column), title: `rulesweep FAIL: ${licence.ruleText}` },
      data: `found 0 matches, expected 1+\nverify: ${licence.verify} (${rulesFile}:${licence.line})`,
    });
    const broken = report.results.filter((result) => result.status === 'ERROR');
    for (const result of broken) {
      const warning = atRules.find((command) => command.command === 'warning' && command.properties.line === String(result.line));
      expect(warning?.data.split('\n')[0]).toBe(result.reason);
    }
    expect(atRules.filter((command) => command.command === 'notice').map((command) => command.properties.title)).toEqual([
      'rulesweep did not check: Run the linter.',
    ]);
    const diagnostic = report.diagnostics[0]!;
    expect(atRules).toContainEqual(expect.objectContaining({
      command: 'warning',
      properties: expect.objectContaining({ line: String(diagnostic.position!.line), title: `rulesweep [${diagnostic.code}]` }),
    }));
  });

  test('counts: 6 errors, 3 warnings, 1 notice, nothing for PASS or a manual SKIP', () => {
    const levels = commands(output).map((command) => command.command);
    expect(levels.filter((level) => level === 'error')).toHaveLength(6);
    expect(levels.filter((level) => level === 'warning')).toHaveLength(3);
    expect(levels.filter((level) => level === 'notice')).toHaveLength(1);
    expect(levels).toHaveLength(10);
  });

  test('no line of the log starts a command the sweep did not mean, even split at a bare CR', () => {
    const raw = FILES['src/cr.ts']!;
    expect(raw).toContain('\r::add-mask::');
    for (const line of logLines(output)) {
      const command = parseCommand(line);
      if (command) expect(['error', 'warning', 'notice']).toContain(command.command);
    }
    expect(output).not.toMatch(/^\s*::add-mask::/m);
    expect(output).toContain(' >> src/cr.ts:1:console.log("cr"); // \\u000D::add-mask::leaked');
  });

  test('the plain log ends with the seed summary line', () => {
    expect(output.trimEnd().split('\n').at(-1)).toBe('Rules checked: 9 | Passed: 2 | Failed: 3 | Skipped: 2 | Errors: 2');
  });
});

describe('paths in a monorepo: --root inside a repository', () => {
  test('annotations name files from the repository root', async () => {
    const repo = tempProject({
      'packages/app/.claude/memory/learned-rules.md': RULES,
      ...Object.fromEntries(Object.entries(FILES).map(([file, content]) => [`packages/app/${file}`, content])),
    });
    await initGitRepo(repo);
    const { stdout, code } = await runCli(['sweep', '--root', 'packages/app', '--format', 'github'], { cwd: repo });
    expect(code).toBe(0);
    const files = new Set(commands(stdout).map((command) => command.properties.file));
    expect(files).toContain('packages/app/src/a,b:c%d.ts');
    expect(files).toContain('packages/app/.claude/memory/learned-rules.md');
    expect([...files].every((file) => file?.startsWith('packages/app/'))).toBe(true);
  });
});

describe('the CLI in GitHub Actions', () => {
  test('annotations on stdout, the markdown report appended to the step summary, exit 0', async () => {
    const { dir, report } = await fixtureProject();
    const summary = path.join(dir, 'runner', 'step-summary.md');
    mkdirSync(path.dirname(summary));
    writeFileSync(summary, '# An earlier step\n\n');
    const { code, stdout } = await runCli(['sweep', '--format', 'github', '-q'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: summary } });
    expect(code).toBe(0);
    expect(commands(stdout)).toHaveLength(10);
    const written = readFileSync(summary, 'utf8');
    expect(written.startsWith('# An earlier step\n\n<!-- rulesweep report -->\n## rulesweep: 3 of 9 checks failed, 2 could not be checked\n')).toBe(true);
    const markdown = formatMarkdown(report, { ...formatContext(dir), version: written.match(/rulesweep (\d+\.\d+\.\d+)/)![1]! });
    expect(written).toBe(`# An earlier step\n\n${markdown}\n`);
  });

  test('a report too long for a step summary is cut at a whole line, with a note', async () => {
    const { dir, report } = await fixtureProject();
    const markdown = formatMarkdown(report, formatContext(dir));
    expect(fitStepSummary(markdown)).toBe(markdown);
    expect(STEP_SUMMARY_LIMIT).toBeLessThan(1024 * 1024);
    const limit = Math.floor(Buffer.byteLength(markdown) / 2);
    const cut = fitStepSummary(markdown, limit);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(limit);
    const [kept, note] = cut.split('\n\n_The report is too long');
    expect(markdown.startsWith(`${kept}\n`)).toBe(true);
    expect(note).toContain('--format markdown --output FILE');
    expect(kept!.split('\n').length).toBeGreaterThan(8);
  });

  test('--strict exits 1 on failures and still writes the summary', async () => {
    const { dir } = await fixtureProject();
    const summary = path.join(dir, 'summary.md');
    const { code } = await runCli(['sweep', '--format', 'github', '--strict', '-q'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: summary } });
    expect(code).toBe(1);
    expect(readFileSync(summary, 'utf8')).toContain('| ❌ FAIL |');
  });

  test('a summary file that cannot be written is a warning, not a failure', async () => {
    const { dir } = await fixtureProject();
    writeFileSync(path.join(dir, 'not-a-folder'), '');
    const summary = path.join(dir, 'not-a-folder', 'summary.md');
    const { code, stdout, stderr } = await runCli(['sweep', '--format', 'github', '-q'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: summary } });
    expect(code).toBe(0);
    expect(commands(stdout)).toHaveLength(10);
    expect(stderr).toContain(`rulesweep: could not write the step summary to ${summary}`);
  });

  test('other formats leave the step summary alone', async () => {
    const { dir } = await fixtureProject();
    const summary = path.join(dir, 'summary.md');
    appendFileSync(summary, 'untouched\n');
    for (const format of ['text', 'markdown', 'sarif']) {
      await runCli(['sweep', '--format', format, '-q'], { cwd: dir, env: { GITHUB_STEP_SUMMARY: summary } });
    }
    expect(readFileSync(summary, 'utf8')).toBe('untouched\n');
  });

  test('the built bin writes the same annotations as main()', async () => {
    const { dir } = await fixtureProject();
    const summary = path.join(dir, 'summary.md');
    const env = { GITHUB_STEP_SUMMARY: summary, GITHUB_ACTIONS: 'true' };
    const fromBin = await runBin(['sweep', '--format', 'github'], { cwd: dir, env });
    expect(fromBin.code).toBe(0);
    const inProcess = await runCli(['sweep', '--format', 'github'], { cwd: dir, env: { GITHUB_ACTIONS: 'true' } });
    expect(commands(fromBin.stdout)).toEqual(commands(inProcess.stdout));
    expect(fromBin.stderr).toContain('rules/no-verify');
    expect(readFileSync(summary, 'utf8')).toContain('## rulesweep:');
  });

  test('the sweep of an unchanged tree gives the same annotations twice', async () => {
    const { dir, report } = await fixtureProject();
    const again = await sweepFixture(dir);
    expect(formatGithub(again, formatContext(dir)).split('\n\n')[0]).toBe(formatGithub(report, formatContext(dir)).split('\n\n')[0]);
  });
});

describe('annotations for every match, within GitHub\'s limits', () => {
  test('at most 10 error annotations, each failing rule\'s first match before any rule\'s second, the rest listed in the log', async () => {
    const { dir } = await manyMatchesProject();
    const { code, stdout } = await runBin(['sweep', '--format', 'github', '-q'], { cwd: dir, env: { GITHUB_ACTIONS: 'true' } });
    expect(code).toBe(0);
    const errors = commands(stdout).filter((command) => command.command === 'error');
    expect(ANNOTATIONS_PER_LEVEL).toBe(10);
    expect(errors).toHaveLength(ANNOTATIONS_PER_LEVEL);
    const at = (command: ParsedCommand) => `${command.properties.file}:${command.properties.line}`;
    // Rules in file order, round by round: legacyApi (5 listed), debugPrint (5 of 8), sleepFor (6).
    expect(errors.map(at)).toEqual([
      'src/a.ts:1', 'src/debug.ts:1', 'src/handlers/h0.ts:1',
      'src/a.ts:3', 'src/debug.ts:2', 'src/handlers/h1.ts:1',
      'src/a.ts:4', 'src/debug.ts:3', 'src/handlers/h2.ts:1',
      'src/b.ts:1',
    ]);
    expect(errors[1]!.data).toMatch(/^found 8 matches, expected 0; 5 listed; this line matches:\ndebugPrint\(0\);\n/);
    // The other 6 listed matches are in the log, where no line can start a command.
    const log = stdout.slice(stdout.indexOf('\n\n') + 2);
    expect(log).toMatch(/^GitHub shows 10 annotations of each level per step; 6 more findings are listed here instead:\n/);
    const listed = log.split('\n').filter((line) => line.startsWith(' >> error: '));
    expect(listed.map((line) => /^ >> error: (\S+:\d+):/.exec(line)![1])).toEqual([
      'src/debug.ts:4', 'src/handlers/h3.ts:1', 'src/b.ts:2', 'src/debug.ts:5', 'src/handlers/h4.ts:1', 'src/handlers/h5.ts:1',
    ]);
    expect(listed[0]).toBe(' >> error: src/debug.ts:4: debugPrint(3); (rulesweep FAIL: No debug prints left behind.)');
    for (const line of logLines(stdout)) if (parseCommand(line)) expect(parseCommand(line)!.command).toBe('error');
  });

  test('a sweep within the limits lists nothing extra', async () => {
    const { dir, report } = await fixtureProject();
    expect(formatGithub(report, formatContext(dir))).not.toContain('annotations of each level per step');
  });
});
