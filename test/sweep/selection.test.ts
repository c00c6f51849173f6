// Issue 15 item 3, "no PASS on nothing": every scope and every glob=/type= filter that selects no
// file is an ERROR, Glob(…) patterns are normalised, and absolute or escaping ones are ERROR like
// an escaping path=. Through the built bin.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const RULES = '.claude/memory/learned-rules.md';

function rulesFile(...verifies: string[]): string {
  return ['# Learned Rules', '---', ...verifies.map((verify, i) => `- Rule ${i + 1}.\n  verify: ${verify}`)].join('\n') + '\n';
}

async function sweepRows(root: string): Promise<Array<[string, number | string | undefined]>> {
  const { code, stdout, stderr } = await runBin(['sweep', '--json', '-q'], { cwd: root });
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout).results.map((row: { status: string; count?: number; reason?: string }) => [row.status, row.count ?? row.reason]);
}

describe('a scope or filter that selects nothing is an ERROR, never a PASS', () => {
  it('checks each scope of a list, each glob= and type= filter, and empty folders', async () => {
    const root = tempProject({
      'lib/a.js': 'x\n',
      'src/a.js': 'x\n',
      'src/b.ts': 'x\n',
      '.gitignore': 'generated/\n',
      'generated/out.js': 'x\n',
      [RULES]: rulesFile(
        'Grep("absent", path=["lib/", "src/*.jss"]) -> 0 matches',
        'Grep("absent", path=["lib/", "src/*.js"]) -> 0 matches',
        'Grep("absent", path="src/", glob="*.jss") -> 0 matches',
        'Grep("absent", path="src/", glob="*.ts") -> 0 matches',
        'Grep("absent", path="lib/", type="rust") -> 0 matches',
        'Grep("absent", path="lib/", type="js") -> 0 matches',
        'Grep("absent", path="empty/") -> 0 matches',
        'Grep("absent", path=["src/", "lib/"], glob="*.ts") -> 0 matches',
      ),
    });
    mkdirSync(path.join(root, 'empty'));
    expect(await sweepRows(root)).toEqual([
      ['ERROR', 'no files match path src/*.jss'],
      ['PASS', 0],
      ['ERROR', 'glob="*.jss" selects no file in path src'],
      ['PASS', 0],
      ['ERROR', 'type="rust" selects no file in path lib'],
      ['PASS', 0],
      ['ERROR', 'path selects no file: empty (empty, or every file in it is ignored)'],
      ['PASS', 0],
    ]);
  });

  it('lets the root itself be empty: a new project has nothing to break its rules', async () => {
    const root = tempProject({
      [RULES]: rulesFile('Grep("absent", path=".") -> 0 matches', 'Grep("absent") -> 0 matches', 'Grep("absent", glob="*.py") -> 0 matches'),
    });
    expect(await sweepRows(root)).toEqual([['PASS', 0], ['PASS', 0], ['PASS', 0]]);
  });
});

describe('Glob(…) patterns', () => {
  it('are normalised, so every spelling of a path counts what the canonical one counts', async () => {
    const root = tempProject({
      'src/a.js': '',
      [RULES]: rulesFile(
        'Glob("src/a.js") -> 0 matches',
        'Glob("src/./a.js") -> 0 matches',
        'Glob("src//a.js") -> 0 matches',
        'Glob("src/../src/a.js") -> 0 matches',
        'Glob("./src/*.js") -> 0 matches',
      ),
    });
    expect(await sweepRows(root)).toEqual([['FAIL', 1], ['FAIL', 1], ['FAIL', 1], ['FAIL', 1], ['FAIL', 1]]);
  });

  it('refuses absolute and escaping patterns like an escaping path=', async () => {
    const root = tempProject({ 'src/a.js': '' });
    const absolute = path.join(root, 'src', '*.js');
    const { writeFileSync } = await import('node:fs');
    mkdirSync(path.join(root, '.claude/memory'), { recursive: true });
    writeFileSync(path.join(root, RULES), rulesFile(
      'Glob("../*") -> 0 matches',
      'Glob("/etc/*") -> 0 matches',
      `Glob("${absolute}") -> 0 matches`,
      'Glob("src/../../*") -> 0 matches',
      'Glob("src/*/../a.js") -> 0 matches',
      'Grep("x", path="/etc/") -> 0 matches',
    ));
    expect(await sweepRows(root)).toEqual([
      ['ERROR', 'Glob pattern escapes the project root: ../*'],
      ['ERROR', 'Glob pattern escapes the project root: /etc/* is absolute; write it relative to the project root'],
      ['ERROR', `Glob pattern escapes the project root: ${absolute} is absolute; write it relative to the project root`],
      ['ERROR', 'Glob pattern escapes the project root: src/../../*'],
      ['ERROR', 'Glob pattern src/*/../a.js has .. after a wildcard; write the folders out'],
      ['ERROR', 'path escapes the project root: /etc/ is absolute; write it relative to the project root'],
    ]);
  });
});
