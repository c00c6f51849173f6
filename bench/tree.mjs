// Generates the benchmark's project: a deterministic tree of source-like files (same seed ⇒
// same bytes) and a rules file of 50 rules in the seed's format, some of them violated.
import { mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from './seeded-random.mjs';

const WORDS = ('const let return function import export from async await value result error handler ' +
  'request response config options service client server install package module build test data ' +
  'user session token cache index query update delete create fetch parse render state props').split(' ');

/** Violations planted in a few files, so some rules fail as they would in a real project. */
const PLANTED = [
  { every: 97, line: 'RUN pip install requests' },
  { every: 131, line: '# Title -- with double dashes' },
  { every: 389, line: 'export API_KEY=abc123' },
  { every: 53, line: '// TODO: remove this hack' },
  { every: 211, line: 'console.log(debugValue)' },
];

export const RULES = [
  ['Never use pip, pip3, or pipx; always use uv instead.', 'pip install|pip3 install|pipx install', 'src/'],
  ['Never use npm, yarn, or pnpm; always use bun instead.', 'npm install|yarn add|pnpm add', 'src/'],
  ['Never use double dashes in document titles or markdown headings.', '^#.*--', 'docs/'],
  ['Never hardcode API keys as default values in bash scripts.', 'API_KEY=.[a-zA-Z0-9]', 'src/'],
  ['Leave no TODO markers in shipped code.', 'TODO:', 'src/'],
  ['No console.log left in source.', 'console\\.log\\(', 'src/'],
];

export function rulesMarkdown(count = 50) {
  const out = ['# Learned Rules', 'Benchmark rules in the seed\'s format.', '', '---', ''];
  for (let i = 0; i < count; i += 1) {
    const [text, pattern, scope] = i < RULES.length
      ? RULES[i]
      : [`Never call forbiddenApi${i} directly.`, `forbiddenApi${i}\\(|deprecated_${i}_call`, i % 2 ? 'src/' : 'docs/'];
    out.push(`- ${text}`, `  verify: Grep("${pattern}", path="${scope}") -> 0 matches`, `  [source: benchmark, 2026-11-21]`, '');
  }
  return out.join('\n');
}

/** Writes the tree under `root` unless a stamp shows the same parameters already wrote it. */
export function generateTree(root, { files = 10_000, bytes = 100 * 1024 * 1024, seed = 42 } = {}) {
  const stamp = path.join(root, '.bench-stamp');
  const wanted = JSON.stringify({ files, bytes, seed, version: 1 });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  const next = seededRandom(seed);
  const perFile = Math.floor(bytes / files);
  for (let f = 0; f < files; f += 1) {
    const top = f % 3 === 0 ? 'docs' : 'src';
    const dir = path.join(root, top, `pkg${f % 40}`, `mod${f % 7}`);
    mkdirSync(dir, { recursive: true });
    const lines = [];
    let size = 0;
    while (size < perFile) {
      const n = 4 + Math.floor(next() * 10);
      let line = '  ';
      for (let w = 0; w < n; w += 1) line += `${WORDS[Math.floor(next() * WORDS.length)]} `;
      lines.push(line);
      size += line.length + 1;
    }
    for (const plant of PLANTED) if (f % plant.every === 0) lines.splice(Math.floor(lines.length / 2), 0, plant.line);
    writeFileSync(path.join(dir, `file${f}.${top === 'docs' ? 'md' : 'ts'}`), `${lines.join('\n')}\n`);
  }
  mkdirSync(path.join(root, '.claude', 'memory'), { recursive: true });
  writeFileSync(path.join(root, '.claude', 'memory', 'learned-rules.md'), rulesMarkdown());
  writeFileSync(stamp, wanted);
}
