// Issue 9 item 11: one bad rule never kills the sweep. Mutated rules files (NUL bytes, patterns too
// long for a command line, unicode, unbalanced quotes, CRLF, control characters, many rules) go
// through `sweep --json --strict` of the built bin: always exit 0 or 1 with a report that parses,
// never `internal error`; each broken rule is an ERROR row of its own and the others are swept.
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';
import { seededRandom as random } from './seeded-random.js';

const RULES = '.claude/memory/learned-rules.md';
const TREE = {
  'src/a.ts': 'const x = 1; // TODO\nimport os from "os";\n',
  'src/ünï cødé.py': 'print("héllo") # 你好\n',
  'docs/guide.md': '# Guide -- intro\npip install x\n',
};


const SEEDS = [
  'verify: Grep("TODO", path="src/") -> 0 matches',
  'verify: Grep("import \\w+ from", path="src/") -> 1+ matches',
  'verify: Grep("pip install|pip3 install", path="docs/") -> 0 matches',
  'verify: Glob("src/*.ts") -> 1+ matches',
  "verify: Grep('h\u00e9llo', path=\"src/\") -> <=1 matches",
  'verify: Grep("^#.*--", path=["docs/", "src/"], glob="*.md") -> 0 matches',
];

const INSERTS = ['\0', '"', "'", '(', ')', '[', '\\', '\u202e', '\r\n', '\u0007', '你好', '🚀', ', path="../"', ' -> ', '\t', '|', '\\|'];

function mutate(line: string, next: () => number): string {
  const kind = Math.floor(next() * 6);
  const at = Math.floor(next() * (line.length + 1));
  if (kind === 0) return line.slice(0, at) + INSERTS[Math.floor(next() * INSERTS.length)] + line.slice(at);
  if (kind === 1) return line.slice(0, at) + line.slice(at + 1 + Math.floor(next() * 4));
  if (kind === 2) {
    // A pattern far too long for one command-line argument.
    const huge = Array.from({ length: 12_000 }, (_, i) => `word${i}`).join('|');
    return line.replace(/Grep\("[^"]*"/, `Grep("${huge}"`);
  }
  if (kind === 3) return line.replace(/Grep\("/, 'Grep("\0');
  if (kind === 4) return line.replace(/"([^"]*)"/, (_m, inner: string) => `"${inner}${'x'.repeat(Math.floor(next() * 200))}`);
  return line;
}

function mutatedRulesFile(seed: number): string {
  const next = random(seed);
  const lines = ['# Learned Rules', '---'];
  const rules = 3 + Math.floor(next() * 8);
  for (let i = 0; i < rules; i += 1) {
    const verify = SEEDS[Math.floor(next() * SEEDS.length)]!;
    lines.push(`- Rule ${i} ${seed}.`, `  ${next() < 0.6 ? mutate(verify, next) : verify}`);
  }
  return `${lines.join(next() < 0.2 ? '\r\n' : '\n')}\n`;
}

interface Row {
  status: string;
  reason?: string;
  count?: number;
}

async function sweepJson(root: string): Promise<{ code: number; results: Row[]; stderr: string }> {
  const { code, stdout, stderr } = await runBin(['sweep', '--json', '--strict', '-q'], { cwd: root });
  expect(stderr).not.toMatch(/internal error|bug/i);
  expect([0, 1], stderr).toContain(code);
  return { code, results: JSON.parse(stdout).results, stderr };
}

describe('one bad rule never kills the sweep', () => {
  it('a NUL byte in a pattern is an ERROR row of its own; a pattern too long for a command line is swept from a pattern file', async () => {
    const huge = Array.from({ length: 30_000 }, (_, i) => `word${i}`).join('|');
    const root = tempProject({
      ...TREE,
      [RULES]: [
        '# Learned Rules', '---',
        '- Before.', '  verify: Grep("TODO", path="src/") -> 0 matches',
        '- NUL.', '  verify: Grep("TO\0DO", path="src/") -> 0 matches',
        '- Huge.', `  verify: Grep("${huge}|TODO", path="src/") -> 0 matches`,
        '- NUL in a Glob.', '  verify: Glob("src/\0*.ts") -> 0 matches',
        '- After.', '  verify: Grep("pip install", path="docs/") -> 1 matches',
      ].join('\n'),
    });
    const { code, results } = await sweepJson(root);
    expect(code).toBe(1);
    expect(results.map((row) => [row.status, row.count ?? row.reason])).toEqual([
      ['FAIL', 1],
      ['ERROR', 'the pattern contains a NUL byte at column 3; a verify line cannot search for one (binary files are never searched)'],
      // Passed in a pattern file: ripgrep compiles it and counts like any other pattern.
      ['FAIL', 1],
      ['ERROR', 'the Glob pattern contains a NUL byte'],
      ['PASS', 1],
    ]);
  });

  it('a ripgrep that dies of a signal is an ERROR for each rule, not a crash', async () => {
    const { chmodSync } = await import('node:fs');
    const path = await import('node:path');
    const root = tempProject({
      ...TREE,
      'dying-rg.mjs': `#!${process.execPath}\nif (process.argv.includes('--version')) console.log('ripgrep 99.0.0'); else process.kill(process.pid, 'SIGKILL');\n`,
      [RULES]: '---\n- One.\n  verify: Grep("TODO", path="src/") -> 0 matches\n',
    });
    chmodSync(path.join(root, 'dying-rg.mjs'), 0o755);
    const { stdout, code } = await runBin(['sweep', '--json', '-q'], { cwd: root, env: { RULESWEEP_RG: path.join(root, 'dying-rg.mjs') } });
    expect(code).toBe(0);
    expect(JSON.parse(stdout).results[0]).toMatchObject({ status: 'ERROR', reason: 'ripgrep exited with a signal' });
  });

  it('sweeps 40 mutated rules files: exit 0 or 1, a parseable report, a status and a reason for every row', async () => {
    const seeds = Array.from({ length: 40 }, (_, i) => 1000 + i);
    let errors = 0;
    let swept = 0;
    for (let i = 0; i < seeds.length; i += 4) {
      await Promise.all(seeds.slice(i, i + 4).map(async (seed) => {
        const root = tempProject({ ...TREE, [RULES]: mutatedRulesFile(seed) });
        const { results } = await sweepJson(root);
        for (const row of results) {
          expect(['PASS', 'FAIL', 'SKIP', 'ERROR']).toContain(row.status);
          if (row.status === 'ERROR') {
            errors += 1;
            expect(row.reason).toBeTruthy();
          }
          if (row.status === 'PASS' || row.status === 'FAIL') swept += 1;
        }
      }));
    }
    // The corpus holds both kinds: broken rules and rules that were still swept.
    expect(errors).toBeGreaterThan(5);
    expect(swept).toBeGreaterThan(20);
  }, 120_000);
});
