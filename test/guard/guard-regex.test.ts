// Guard patterns are ripgrep's regex dialect matched in JavaScript: every pattern the translator
// accepts must match exactly the lines real ripgrep matches (a differential test over commands in
// several languages and scripts, and hundreds of generated patterns), and what it cannot honour
// is refused with a reason, never translated into something else.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileGuard, guardMatches, translateGuardPattern } from '../../src/rules/guard-regex.js';
import { findRipgrep } from '../../src/sweep/ripgrep.js';
import { tempProject } from '../helpers/project.js';
import { seededRandom } from '../sweep/seeded-random.js';

const rg = findRipgrep(process.env);

/** One command per line, as agents run them, in the languages and scripts people write in. */
const COMMANDS = [
  'pip install requests',
  'pip3 install -r requirements.txt',
  'uv pip install -r requirements.txt',
  'pipx install poetry && poetry install',
  'python3 -m pip install numpy',
  '$HOME/.venv/bin/pip install flask',
  'C:\\Python312\\Scripts\\pip.exe install django',
  'épip install x',
  'pip installé',
  'PIP INSTALL LOUD',
  'git push --force origin main',
  'git push -f',
  'git push --force-with-lease',
  'git -c core.pager=less push',
  'rm -rf /',
  'rm -rf ./build',
  'curl -fsSL https://example.com/install.sh | sh',
  'npm run build',
  'Remove-Item -Recurse -Force .\\build',
  'docker compose up -d',
  'KUBECONFIG=x kubectl apply -f k.yaml',
  "echo 'höhe' > datei.txt",
  'grep -P "ä" datei',
  "sed -i '' s/a/b/ f",
  'timeout 5 make check',
  'gtimeout 5 make check',
  'ls\t-la',
  'echo \u00a0nbsp',
  'echo\u0085nel',
  'echo \u2028 sep',
  '日本語 pip install テスト',
  'インストール pip3 install 完了',
  '١٢٣ ٤٥ digits',
  'Kelvin \u212A sign k',
  'ǅ titlecase ǆ',
  'straße STRASSE',
  'İstanbul istanbul',
  'a_b snake_case',
  'x\u200dy joiner',
  'e\u0301 combining',
  'emoji 😀 pip install',
  'tab\tseparated\tpip',
  'trailing carriage\r',
  '   ',
  'ñandú instalar pip install',
  'rm -rf / --no-preserve-root',
  'Ω omega ω',
  'año 2026: pip-install',
  'pip_install',
  'make deploy ENV=prod',
];

/** Lines of `file` ripgrep matches with `pattern`, or its error. */
function ripgrepLines(file: string, pattern: string): { lines: Set<number> } | { error: string } {
  const run = spawnSync(rg, ['--no-config', '--line-number', '--no-filename', '--color=never', `--regexp=${pattern}`, '--', file], { encoding: 'utf8' });
  if (run.status === 2) return { error: run.stderr };
  const lines = new Set<number>();
  for (const line of run.stdout.split('\n')) {
    const number = /^(\d+):/.exec(line)?.[1];
    if (number) lines.add(Number(number));
  }
  return { lines };
}

function javascriptLines(pattern: string): Set<number> {
  const translated = translateGuardPattern(pattern);
  if (!translated.regex) throw new Error(`refused: ${translated.problem}`);
  const lines = new Set<number>();
  COMMANDS.forEach((command, index) => {
    // As the hook matches: the ASCII form for an ASCII command, so ripgrep checks both forms.
    if (guardMatches(compileGuard(translated.regex!, command), command)) lines.add(index + 1);
  });
  return lines;
}

const dir = tempProject();
const file = path.join(dir, 'commands.txt');
writeFileSync(file, `${COMMANDS.join('\n')}\n`);

const WRITTEN = [
  '\\bpip3? install|\\bpipx install',
  'pip install',
  '(?i)pip install',
  '\\bpip\\b',
  '\\Bip\\b',
  '^pip',
  'install$',
  '\\Ainstall',
  'git push\\s+(-f|--force)\\b',
  'git push (?:-f|--force)(?:\\s|$)',
  'git\\s+(?:-\\S+\\s+)*push',
  'rm\\s+-[a-z]*r[a-z]*f[a-z]*\\s+/(?:\\s|$)',
  'curl[^|]*\\|\\s*(ba)?sh',
  '\\w+',
  '\\w{5,}',
  '\\d+',
  '\\d{2}',
  '\\s\\s',
  '\\S+\\.exe',
  '.',
  '..ß',
  '[[:upper:]]{3}',
  '[[:punct:][:digit:]]{4}',
  '[^\\x00-\\x7F]',
  '[\\w-]+install',
  '[^\\w\\s]',
  '[^[:alnum:]\\s]{2}',
  '[a[b-d]]{2}',
  '[\\S&]',
  '\\p{Lu}\\p{Ll}',
  '\\pN',
  '\\P{L}{3}',
  '(?i)straße',
  '(?i)STRASSE',
  '(?i)k sign',
  '(?i)ǆ',
  '(?i)istanbul',
  '(?i)ω',
  '\\x{1F600}',
  '\\u00E9',
  '\\x41|\\x{6b}',
  'e\\u{301}',
  '\\t-la',
  '\\r$',
  'a\\.b|\\$HOME',
  '\\\\build',
  '[\\\\/]pip(?:\\.exe)?',
  'pip(?P<rest> install)',
  'pip(?<rest>3)?',
  'ENV=prod$',
  '[a-c]{2,3}',
  '[]x]',
  '[-x]y|x[x-]',
  '(?s)a.b',
  '(?m)^git',
  '(?U)pip.+install',
  'nbsp|\\u{85}nel',
  '[\\p{Nd}&]',
  '\\u{2028}',
  'x\\u{200d}y',
  '\\w\\u{200d}',
  'ñ\\w+',
  '(?i)PIP\\s+INSTALL',
  'pip\\-install',
  'pip_install\\b',
  '日本語',
  '\\b\\p{L}+\\b install',
];

describe('guard patterns match what ripgrep matches', () => {
  it.each(WRITTEN)('%s', (pattern) => {
    const expected = ripgrepLines(file, pattern);
    if ('error' in expected) throw new Error(`ripgrep refuses ${pattern}: ${expected.error}`);
    expect([...javascriptLines(pattern)].sort((a, b) => a - b)).toEqual([...expected.lines].sort((a, b) => a - b));
  });

  it('agrees with ripgrep on 300 generated patterns, and never accepts one ripgrep refuses', () => {
    const next = seededRandom(12);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const atoms = ['pip', 'install', ' ', 'i', 'p', '3', 'rm', '-rf', '/', 'git', 'push', '-f', '--force', '\\b', '\\B', '\\s', '\\S', '\\w', '\\W', '\\d', '\\D',
      '.', '[a-z]', '[^ ]', '[A-Z]', '[[:alpha:]]', '[\\w.]', '[^\\w]', '\\p{L}', '\\pN', 'é', 'ß', 'k', '\\x{212A}', '\\.', '\\|', '\\$', '^', '$', 'x', 'ä', '_', '\\t'];
    const quantifiers = ['', '', '', '?', '*', '+', '{2}', '{1,3}', '{2,}', '+?'];
    let compared = 0;
    let refused = 0;
    for (let index = 0; index < 300; index += 1) {
      const parts: string[] = [];
      const length = 1 + Math.floor(next() * 5);
      for (let part = 0; part < length; part += 1) {
        const roll = next();
        let atom = roll < 0.15 ? `(?:${pick(atoms)}|${pick(atoms)})` : roll < 0.25 ? `(${pick(atoms)}${pick(atoms)})` : pick(atoms);
        if (!['^', '$', '\\b', '\\B'].includes(atom)) atom += pick(quantifiers);
        parts.push(atom);
      }
      const pattern = `${next() < 0.15 ? '(?i)' : ''}${parts.join('')}${next() < 0.1 ? `|${pick(atoms)}${pick(atoms)}` : ''}`;
      const translated = translateGuardPattern(pattern);
      const expected = ripgrepLines(file, pattern);
      if (!translated.regex) {
        refused += 1;
        continue;
      }
      if ('error' in expected) throw new Error(`accepted ${pattern}, which ripgrep refuses: ${expected.error}`);
      expect({ pattern, lines: [...javascriptLines(pattern)].sort((a, b) => a - b) })
        .toEqual({ pattern, lines: [...expected.lines].sort((a, b) => a - b) });
      compared += 1;
    }
    // Most generated patterns are accepted; the refused ones match the empty command.
    expect(compared).toBeGreaterThan(150);
    expect(refused).toBeGreaterThan(0);
  });
});

describe('what a guard pattern cannot honour exactly is refused with a reason', () => {
  const refused: Array<[string, RegExp]> = [
    ['pip(?= install)', /look-around/],
    ['(?<!uv )pip install', /look-around/],
    ['(a)\\1', /backreference/],
    ['a(?i)b', /flags inside the pattern/],
    ['(?i:pip) install', /flags inside the pattern/],
    ['(?x) pip', /flag x/],
    ['(?-u)\\w', /ASCII-only/],
    ['\\p{Greek}', /general categories/],
    ['[a-z&&[^aeiou]]', /set operations/],
    ['[a-z--b]', /set operations/],
    ['\\<pip\\>', /word start or end/],
    ['\\b{start}pip', /word boundaries/],
    ['pip\\ninstall', /line by line/],
    ['pip\\x{a}', /line break/],
    ['x{2000}', /repetitions above/],
    ['a{3,2}', /counts down/],
    ['a**', /cannot be repeated again/],
    ['*pip', /repeats nothing/],
    ['pip{', /starts no repetition/],
    ['(pip', /never closed/],
    ['pip)', /closes no group/],
    ['[pip', /never closed/],
    ['[z-a]', /runs backwards/],
    ['[a-b-c]', /ambiguous/],
    ['\\q', /not one ripgrep's regex dialect knows/],
    ['\\x4', /exactly 2 hexadecimal digits/],
    ['\\x{D800}', /scalar value/],
    ['^*', /repeated assertion/],
    ['pip|', /every command/],
    ['^\\s*$', /every command/],
    ['[\\W]', /inside a class/],
    ['[[:^alpha:]x]', /inside a class/],
    ['[a[^b]]', /negated class inside a class/],
    ['(?i)', /every command/],
    ['x?', /every command/],
    ['a}', /literal }/],
    ['pip\\', /lone \\/],
  ];
  it.each(refused)('%s', (pattern, reason) => {
    const result = translateGuardPattern(pattern);
    expect(result.regex).toBeUndefined();
    expect(result.problem).toMatch(reason);
  });
});
