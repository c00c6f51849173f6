// `--format sarif`: validated against the SARIF 2.1.0 JSON schema (vendored in test/fixtures),
// and read back the way code scanning reads it: rules, levels, locations, fingerprints.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, test } from 'vitest';
import { encodeRelativeUri, FINGERPRINT_KEY, formatSarif, SOURCE_ROOT } from '../../src/report/sarif.js';
import type { SweepReport } from '../../src/sweep/result.js';
import { runBin, runCli } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';
import { MATCHES_PER_FILE } from '../../src/sweep/matched-lines.js';
import { FILES, fixtureProject, formatContext, manyMatchesProject, MANY_RULES, sweepFixture } from './fixture.js';

const SCHEMA_FILE = fileURLToPath(new URL('../fixtures/schemas/sarif-schema-2.1.0.json', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Location {
  physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number; startColumn?: number } };
}
interface Result {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: Location[];
  partialFingerprints: Record<string, string>;
}
interface Log {
  $schema: string;
  version: string;
  runs: Array<{ tool: { driver: { name: string; version: string; informationUri: string; rules: Array<{ id: string; shortDescription: { text: string } }> } }; results: Result[] }>;
}

/**
 * This copy of the schema keeps the log's own shape under definitions/Root and has no top-level
 * `properties`, so compiling the file as it stands would accept anything; validate against Root.
 * Its `language` pattern (`…[a-zA-Z]{2}]?$`) is not a valid Unicode-mode regex, hence
 * `unicodeRegExp: false`.
 */
function sarifValidator(): ValidateFunction {
  const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as { $id: string };
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  (addFormatsModule as unknown as (ajv: Ajv) => void)(ajv);
  ajv.addSchema(schema);
  return ajv.compile({ $ref: `${schema.$id}#/definitions/Root` });
}

const validate = sarifValidator();

function expectValid(log: unknown): void {
  const valid = validate(log);
  expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
  expect(valid).toBe(true);
}

/** Where code scanning finds a file: the URI resolved against the checkout for %SRCROOT%. */
function resolveUri(root: string, location: Location): string {
  const { uri, uriBaseId } = location.physicalLocation.artifactLocation;
  expect(uriBaseId).toBe(SOURCE_ROOT);
  return fileURLToPath(new URL(uri, pathToFileURL(`${root}/`)));
}

describe('the validator itself', () => {
  test('rejects what code scanning would reject', () => {
    expect(validate({ version: '2.0.0', runs: [] })).toBe(false);
    expect(validate({ version: '2.1.0' })).toBe(false);
    const result = (uri: string, startLine: number) => ({
      version: '2.1.0',
      runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine } } }] }] }],
    });
    expect(validate(result('src/a.ts', 1))).toBe(true);
    expect(validate(result('src/a.ts', 0))).toBe(false);
    expect(validate(result('src/a b.ts', 1))).toBe(false);
    expect(validate(result('src/ü.ts', 1))).toBe(false);
  });
});

describe('SARIF for a real sweep', () => {
  let dir: string;
  let report: SweepReport;
  let log: Log;

  beforeAll(async () => {
    ({ dir, report } = await fixtureProject());
    log = JSON.parse(formatSarif(report, formatContext(dir))) as Log;
  });

  test('validates against the SARIF 2.1.0 schema', () => {
    expectValid(log);
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/^https:\/\/.*sarif-2\.1\.0.*\.json$/);
    expect(log.runs).toHaveLength(1);
  });

  test('the driver names the tool and lists every swept rule once, by its rule id', () => {
    const { driver } = log.runs[0]!.tool;
    expect(driver).toMatchObject({ name: 'rulesweep', version: '9.9.9-test' });
    expect(new URL(driver.informationUri).protocol).toBe('https:');
    const ids = [...new Set(report.results.map((result) => result.ruleId))];
    expect(driver.rules.map((rule) => rule.id)).toEqual(ids);
    expect(driver.rules[0]!.shortDescription.text).toBe(report.results[0]!.ruleText);
    for (const result of log.runs[0]!.results) expect(driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
  });

  test('one error result per offending line, at that file and line, URI-encoded under %SRCROOT%', () => {
    const results = log.runs[0]!.results;
    const samples = report.results.filter((result) => result.status === 'FAIL').flatMap((result) => result.samples.map((sample) => ({ result, sample })));
    expect(samples).toHaveLength(5);
    for (const { result, sample } of samples) {
      const found = results.filter((entry) =>
        entry.ruleId === result.ruleId && resolveUri(dir, entry.locations[0]!) === path.join(dir, sample.path));
      expect(found, sample.path).toHaveLength(1);
      expect(found[0]!.level).toBe('error');
      expect(found[0]!.locations[0]!.physicalLocation.region.startLine).toBe(sample.line);
      expect(found[0]!.message.text).toContain(sample.text);
    }
    for (const result of results) {
      expect(result.locations[0]!.physicalLocation.artifactLocation.uri).toMatch(/^[A-Za-z0-9\-._~%/!'()*]+$/);
    }
    expect(results.map((result) => result.locations[0]!.physicalLocation.artifactLocation.uri)).toContain('src/a%2Cb%3Ac%25d.ts');
  });

  test('a FAIL with nothing to point at, and each ERROR, sit at the rules file verify line', () => {
    const results = log.runs[0]!.results;
    const rulesFile = path.join(dir, '.claude/memory/learned-rules.md');
    for (const result of report.results.filter((entry) => entry.status === 'ERROR' || (entry.status === 'FAIL' && entry.samples.length === 0))) {
      const found = results.filter((entry) => entry.ruleId === result.ruleId);
      expect(found).toHaveLength(1);
      expect(found[0]!.level).toBe(result.status === 'ERROR' ? 'warning' : 'error');
      expect(resolveUri(dir, found[0]!.locations[0]!)).toBe(rulesFile);
      expect(found[0]!.locations[0]!.physicalLocation.region).toMatchObject({ startLine: result.line, startColumn: result.column });
    }
    expect(results).toHaveLength(5 + 1 + 2);
  });

  test('PASS and SKIP produce no results', () => {
    const quiet = new Set(report.results.filter((result) => result.status === 'PASS' || result.status === 'SKIP').map((result) => result.ruleId));
    const noisy = new Set(report.results.filter((result) => result.status === 'FAIL' || result.status === 'ERROR').map((result) => result.ruleId));
    for (const result of log.runs[0]!.results) expect(quiet.has(result.ruleId) && !noisy.has(result.ruleId)).toBe(false);
  });

  test('fingerprints are distinct, and survive a rerun and a moved line', async () => {
    const fingerprints = (entries: Result[]) => entries.map((entry) => entry.partialFingerprints[FINGERPRINT_KEY]);
    const first = fingerprints(log.runs[0]!.results);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((value) => /^[0-9a-f]{32}$/.test(value ?? ''))).toBe(true);

    writeFileSync(path.join(dir, 'src/a,b:c%d.ts'), `// a new first line\n${FILES['src/a,b:c%d.ts']}`);
    const moved = JSON.parse(formatSarif(await sweepFixture(dir), formatContext(dir))) as Log;
    expectValid(moved);
    const line = (entries: Result[]) => entries.find((entry) => entry.locations[0]!.physicalLocation.artifactLocation.uri === 'src/a%2Cb%3Ac%25d.ts')!;
    expect(line(moved.runs[0]!.results).locations[0]!.physicalLocation.region.startLine).toBe(2);
    expect(fingerprints(moved.runs[0]!.results).sort()).toEqual([...first].sort());
  });
});

describe('SARIF carries every match the sweep lists, not the three text samples', () => {
  const resultsOf = (log: Log, ruleId: string) => log.runs[0]!.results.filter((result) => result.ruleId === ruleId);
  const where = (result: Result) => `${decodeURIComponent(result.locations[0]!.physicalLocation.artifactLocation.uri)}:${result.locations[0]!.physicalLocation.region.startLine}`;

  test('a rule with 5 matches gives 5 results that validate, through the built bin', async () => {
    const { dir } = await manyMatchesProject();
    const { code, stdout } = await runBin(['sweep', '--format', 'sarif', '-q'], { cwd: dir });
    expect(code).toBe(0);
    const log = JSON.parse(stdout) as Log;
    expectValid(log);
    const legacy = resultsOf(log, 'no-legacy-api');
    expect(legacy.map(where)).toEqual(['src/a.ts:1', 'src/a.ts:3', 'src/a.ts:4', 'src/b.ts:1', 'src/b.ts:2']);
    expect(legacy.every((result) => result.level === 'error' && result.message.text.includes('(found 5 matches, expected 0)'))).toBe(true);
    expect(resultsOf(log, 'no-sleep')).toHaveLength(6);
    // Two lines alike in one file are two alerts, not one.
    const fingerprints = log.runs[0]!.results.map((result) => result.partialFingerprints[FINGERPRINT_KEY]);
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });

  test('past the engine\'s cap of MATCHES_PER_FILE lines per file, the message says how many are listed', async () => {
    const { dir, report } = await manyMatchesProject();
    const log = JSON.parse(formatSarif(report, formatContext(dir))) as Log;
    const debug = resultsOf(log, 'no-debug-print');
    expect(debug).toHaveLength(MATCHES_PER_FILE);
    expect(debug[0]!.message.text).toContain(`(found 8 matches, expected 0; ${MATCHES_PER_FILE} listed): debugPrint(0);`);
  });

  test('fingerprints and rule ids hold across a rerun, moved lines and an edited rule text with an [id: …]', async () => {
    const { dir, report } = await manyMatchesProject();
    const before = JSON.parse(formatSarif(report, formatContext(dir))) as Log;
    const keyed = (log: Log) => log.runs[0]!.results.map((result) => `${result.ruleId} ${result.partialFingerprints[FINGERPRINT_KEY]}`).sort();
    expect(keyed(JSON.parse(formatSarif(await sweepFixture(dir), formatContext(dir))) as Log)).toEqual(keyed(before));

    writeFileSync(path.join(dir, 'src/a.ts'), `// a new first line\n${readFileSync(path.join(dir, 'src/a.ts'), 'utf8')}`);
    writeFileSync(path.join(dir, '.claude/memory/learned-rules.md'), MANY_RULES.replace('Never call legacyApi; use the client in src/api/.', 'Do not call legacyApi: the typed client in src/api/ replaced it in 2026.'));
    const after = JSON.parse(formatSarif(await sweepFixture(dir), formatContext(dir))) as Log;
    expectValid(after);
    expect(resultsOf(after, 'no-legacy-api').map(where)[0]).toBe('src/a.ts:2');
    expect(after.runs[0]!.tool.driver.rules.map((rule) => rule.id)).toEqual(before.runs[0]!.tool.driver.rules.map((rule) => rule.id));
    expect(after.runs[0]!.tool.driver.rules[0]!.shortDescription.text).toMatch(/^Do not call legacyApi/);
    expect(keyed(after)).toEqual(keyed(before));
  });

  test('without an [id: …], editing the rule text changes its id: why init\'s rules carry one', async () => {
    const { dir, report } = await manyMatchesProject();
    const untagged = MANY_RULES.replace('  [id: no-legacy-api]\n', '');
    writeFileSync(path.join(dir, '.claude/memory/learned-rules.md'), untagged);
    const first = JSON.parse(formatSarif(await sweepFixture(dir), formatContext(dir))) as Log;
    writeFileSync(path.join(dir, '.claude/memory/learned-rules.md'), untagged.replace('Never call legacyApi', 'Never call legacyApi()'));
    const edited = JSON.parse(formatSarif(await sweepFixture(dir), formatContext(dir))) as Log;
    expect(first.runs[0]!.tool.driver.rules[0]!.id).toMatch(/^r-[0-9a-f]{8}$/);
    expect(edited.runs[0]!.tool.driver.rules[0]!.id).not.toBe(first.runs[0]!.tool.driver.rules[0]!.id);
    expect(report.results[0]!.ruleId).toBe('no-legacy-api');
  });
});

describe('URI encoding of relative paths', () => {
  test('round-trips through a URL resolver for every awkward name', () => {
    const root = '/checkout/repo';
    for (const name of [...Object.keys(FILES), 'a b/c%20d.ts', 'x:y/z.ts', '?#[]@!$&\'()*+,;=.ts', 'emoji/😀/🚀.md']) {
      const uri = encodeRelativeUri(name);
      expect(uri).not.toMatch(/[\s:,#?[\]@$&+;=]/);
      expect(fileURLToPath(new URL(uri, pathToFileURL(`${root}/`)))).toBe(path.posix.join(root, name));
    }
  });
});

describe('the CLI', () => {
  test('--output writes a valid SARIF file through the built bin and prints nothing', async () => {
    const { dir } = await fixtureProject();
    const { code, stdout } = await runBin(['sweep', '--format', 'sarif', '--output', 'rulesweep.sarif', '-q'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expectValid(JSON.parse(readFileSync(path.join(dir, 'rulesweep.sarif'), 'utf8')));
  });

  test('a rules file outside the repository is named by an absolute file URI', async () => {
    const { dir } = await fixtureProject();
    const elsewhere = tempProject({ 'rules.md': '- No TODO.\n  verify: Glob("nothing-here/*.x") -> 1+ matches\n' });
    const { code, stdout } = await runCli(['sweep', '--format', 'sarif', '--rules', path.join(elsewhere, 'rules.md')], { cwd: dir });
    expect(code).toBe(0);
    const log = JSON.parse(stdout) as Log;
    expectValid(log);
    const { artifactLocation } = log.runs[0]!.results[0]!.locations[0]!.physicalLocation;
    expect(artifactLocation.uriBaseId).toBeUndefined();
    expect(fileURLToPath(artifactLocation.uri)).toBe(path.join(elsewhere, 'rules.md'));
  });

  test("rulesweep's own rules sweep to a valid log", async () => {
    const { code, stdout } = await runCli(['sweep', '--format', 'sarif'], { cwd: REPO_ROOT });
    expect(code).toBe(0);
    const log = JSON.parse(stdout) as Log;
    expectValid(log);
    expect(log.runs[0]!.tool.driver.rules.length).toBeGreaterThan(0);
  });
});
