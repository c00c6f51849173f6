// `--format junit`: well-formed XML 1.0 that an XML parser reads back to the same rule texts,
// statuses and messages, whatever the rules file and the tree contain.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, test } from 'vitest';
import { attribute, formatJunit, text } from '../../src/report/junit.js';
import type { SweepReport } from '../../src/sweep/result.js';
import { runBin } from '../helpers/cli.js';
import { MATCHES_PER_FILE } from '../../src/sweep/matched-lines.js';
import { fixtureProject, formatContext, manyMatchesProject } from './fixture.js';

interface Testcase {
  name: string;
  classname: string;
  line: string;
  failure?: { message: string; type: string; '#text': string };
  error?: { message: string; type: string; '#text': string };
  skipped?: { message: string };
}
interface Testsuite {
  name: string;
  tests: string;
  failures: string;
  errors: string;
  skipped: string;
  testcase: Testcase[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (name) => ['testsuite', 'testcase'].includes(name),
});

/** Anything XML 1.0's Char production does not allow. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const dropIllegal = (value: string) => value.replace(new RegExp(NOT_XML_CHAR, 'gu'), '');

function parse(xml: string): Testsuite {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(NOT_XML_CHAR);
  const document = parser.parse(xml) as { testsuites: { testsuite: Testsuite[] } };
  expect(document.testsuites.testsuite).toHaveLength(1);
  return document.testsuites.testsuite[0]!;
}

describe('escaping', () => {
  test('element text and attribute values come back exactly, minus what XML cannot carry', () => {
    const hostile = 'a <b> & "c" \'d\' ]]> e\r\nf\tg \u0000\u0001\u001B\uFFFE\uFFFF h 😀 \uD800 i';
    const xml = `<r a="${attribute(hostile)}">${text(hostile)}</r>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(NOT_XML_CHAR);
    expect(xml).not.toContain(']]>');
    const parsed = parser.parse(xml) as { r: { a: string; '#text': string } };
    expect(parsed.r.a).toBe(dropIllegal(hostile));
    expect(parsed.r['#text']).toBe(dropIllegal(hostile));
  });
});

describe('JUnit for a real sweep', () => {
  let report: SweepReport;
  let suite: Testsuite;

  beforeAll(async () => {
    const project = await fixtureProject();
    report = project.report;
    suite = parse(formatJunit(report, formatContext(project.dir)));
  });

  test('one testsuite whose counts are the summary', () => {
    const { summary } = report;
    expect(suite).toMatchObject({
      tests: String(summary.checked),
      failures: String(summary.failed),
      errors: String(summary.errors),
      skipped: String(summary.skipped),
    });
  });

  test('a testcase per verify line, named by its rule, unique when a rule has several', () => {
    expect(suite.testcase).toHaveLength(report.results.length);
    const names = suite.testcase.map((testcase) => testcase.name);
    expect(new Set(names).size).toBe(names.length);
    report.results.forEach((result, index) => {
      const testcase = suite.testcase[index]!;
      expect(testcase.line).toBe(String(result.line));
      const shared = report.results.filter((other) => other.ruleId === result.ruleId).length > 1;
      expect(testcase.name).toBe(shared ? `${result.ruleText} (line ${result.line})` : result.ruleText);
    });
  });

  test('FAIL is a failure with its samples, ERROR an error, SKIP skipped, PASS empty', () => {
    report.results.forEach((result, index) => {
      const testcase = suite.testcase[index]!;
      const children = ['failure', 'error', 'skipped'].filter((key) => key in testcase);
      if (result.status === 'PASS') expect(children).toEqual([]);
      if (result.status === 'FAIL') {
        expect(children).toEqual(['failure']);
        expect(testcase.failure!.message).toBe(`found ${result.count} matches, expected ${result.expected}`);
        const lines = testcase.failure!['#text'];
        for (const sample of result.samples) expect(lines).toContain(dropIllegal(`${sample.path}:${sample.line}:${sample.text}`));
      }
      if (result.status === 'ERROR') {
        expect(children).toEqual(['error']);
        expect(testcase.error!.message).toBe(result.reason);
      }
      if (result.status === 'SKIP') {
        expect(children).toEqual(['skipped']);
        expect(testcase.skipped!.message).toBe(result.reason);
      }
    });
  });

  test('control characters in a matched line are dropped, the rest of the line kept', () => {
    const emoji = suite.testcase[0]!.failure!['#text'].split('\n').find((line) => line.includes('emoji'))!;
    expect(emoji).toBe('src/dir with spaces (1)/ünï cødé 😀.ts:2:// console.log("emoji 🚀 [31m red \u007F ")');
  });
});

describe('the CLI', () => {
  test('the built bin prints the same well-formed report', async () => {
    const { dir } = await fixtureProject();
    const { code, stdout } = await runBin(['sweep', '--format', 'junit', '-q'], { cwd: dir });
    expect(code).toBe(0);
    const suite = parse(stdout);
    expect(suite.testcase).toHaveLength(9);
    expect(suite.name).toBe('rulesweep .claude/memory/learned-rules.md');
  });
});

describe('JUnit lists every match the sweep lists', () => {
  test('each matching line of a FAIL in its <failure>, and how many the cap left out, through the built bin', async () => {
    const { dir } = await manyMatchesProject();
    const { code, stdout } = await runBin(['sweep', '--format', 'junit', '-q'], { cwd: dir });
    expect(code).toBe(0);
    const [legacy, debug, sleep] = parse(stdout).testcase;
    expect(legacy!.failure!['#text'].split('\n').slice(3)).toEqual([
      'src/a.ts:1:legacyApi(1);', 'src/a.ts:3:legacyApi(1);', 'src/a.ts:4:legacyApi(2);', 'src/b.ts:1:export const b = legacyApi(3);', 'src/b.ts:2:// legacyApi(4) once more',
    ]);
    const debugLines = debug!.failure!['#text'].split('\n').slice(3);
    expect(debugLines).toHaveLength(MATCHES_PER_FILE + 1);
    expect(debugLines.at(-1)).toBe(`…and ${8 - MATCHES_PER_FILE} more matching lines, not listed`);
    expect(sleep!.failure!['#text'].split('\n').slice(3)).toHaveLength(6);
  });
});
