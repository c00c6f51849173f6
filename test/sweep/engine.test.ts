import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveProject } from '../../src/memory/paths.js';
import { findRipgrep } from '../../src/sweep/ripgrep.js';
import { sweepProject } from '../../src/sweep/sweep-project.js';
import { initGitRepo, tempProject } from '../helpers/project.js';
import { loggingRipgrep } from './logging-ripgrep.js';

const RULES = '.claude/memory/learned-rules.md';

function rulesFile(...rules: Array<[text: string, verify: string]>): string {
  return ['# Learned Rules', '---', ...rules.map(([text, verify]) => `- ${text}\n  verify: ${verify}`)].join('\n') + '\n';
}

async function sweep(root: string, env: Record<string, string | undefined> = {}, timeoutMs?: number) {
  const paths = resolveProject({ cwd: root, env: { ...process.env, ...env }, root });
  const { report } = await sweepProject(paths, { env: { ...process.env, ...env }, timeoutMs });
  return report;
}

const rows = (report: Awaited<ReturnType<typeof sweep>>) =>
  report.results.map((result) => [result.status, result.count ?? result.reason]);

describe('expectations', () => {
  const root = tempProject({
    'src/a.ts': 'hit\nhit\nmiss\n',
    'src/b.ts': 'hit hit\n',
    [RULES]: rulesFile(
      ['zero fails', 'Grep("hit", path="src/") -> 0 matches'],
      ['zero passes', 'Grep("absent", path="src/") -> 0 matches'],
      ['at least 3 passes', 'Grep("hit", path="src/") -> 3+ matches'],
      ['at least 4 fails', 'Grep("hit", path="src/") -> 4+ matches'],
      ['exactly 3 passes', 'Grep("hit", path="src/") -> 3 matches'],
      ['exactly 2 fails', 'Grep("hit", path="src/") -> 2 matches'],
      ['at most 3 passes', 'Grep("hit", path="src/") -> <=3 matches'],
      ['at most 2 fails', 'Grep("hit", path="src/") -> <=2 matches'],
    ),
  });

  it('counts lines with a match, summed over files, against each kind of expectation', async () => {
    const report = await sweep(root);
    expect(rows(report)).toEqual([
      ['FAIL', 3], ['PASS', 0], ['PASS', 3], ['FAIL', 3], ['PASS', 3], ['FAIL', 3], ['PASS', 3], ['FAIL', 3],
    ]);
    expect(report.results.map((r) => r.expected)).toEqual(['0', '0', '3+', '4+', '3', '2', '<=3', '<=2']);
    expect(report.summary).toEqual({ checked: 8, passed: 4, failed: 4, skipped: 0, errors: 0, toRewrite: 0, withoutVerify: 0, withoutTests: 8 });
  });

  it('shows samples only when there are too many matches, at most one per file', async () => {
    const report = await sweep(root);
    expect(report.results[0]!.samples).toEqual([
      { path: 'src/a.ts', line: 1, text: 'hit' },
      { path: 'src/b.ts', line: 1, text: 'hit hit' },
    ]);
    expect(report.results[3]!.samples).toEqual([]);
    expect(report.results[5]!.samples).toHaveLength(2);
  });
});

describe('every ERROR cause, each for its rule alone', () => {
  it('reports missing scopes, escaping scopes and bad regexes while the other rules still run', async () => {
    const outside = tempProject({ 'secret.txt': 'hit\n' });
    const root = tempProject({
      'src/a.ts': 'hit\n',
      [RULES]: rulesFile(
        ['good before', 'Grep("hit", path="src/") -> 1+ matches'],
        ['missing scope', 'Grep("hit", path=".github/") -> 0 matches'],
        ['escaping scope', 'Grep("hit", path="../") -> 0 matches'],
        ['escaping by link', 'Grep("hit", path="linked/") -> 0 matches'],
        ['bad regex', 'Grep("(unclosed", path="src/") -> 0 matches'],
        ['bad type', 'Grep("hit", path="src/", type="no-such-type") -> 0 matches'],
        ['unparsable', 'Grep("hit", path="src/" -> 0 matches'],
        ['glob matching nothing', 'Grep("hit", path="src/*/nothing.py") -> 0 matches'],
        ['good after', 'Grep("hit", path="src/") -> 0 matches'],
      ),
    });
    symlinkSync(outside, path.join(root, 'linked'));
    const report = await sweep(root);
    expect(report.results.map((r) => r.status)).toEqual(['PASS', 'ERROR', 'ERROR', 'ERROR', 'ERROR', 'ERROR', 'ERROR', 'ERROR', 'FAIL']);
    const reasons = report.results.map((r) => r.reason ?? '');
    expect(reasons[1]).toBe('path not found: .github/');
    expect(reasons[2]).toBe('path escapes the project root: ../');
    expect(reasons[3]).toBe('path leads outside the project root: linked/');
    expect(reasons[4]).toBe('bad regex at column 1 of the pattern: unclosed group (this ( is never closed)');
    expect(report.results[4]!.detail).toMatch(/regex parse error:\n\s+\(\?:\(unclosed\)\n\s+\^\nerror: unclosed group/);
    expect(reasons[5]).toMatch(/^ripgrep: .*no-such-type/);
    expect(reasons[6]).toMatch(/cannot read Grep|expected -> or →|unexpected/);
    expect(reasons[7]).toBe('no files match path src/*/nothing.py');
    expect(report.summary.errors).toBe(7);
  });

  it('reports a timeout as an ERROR', async () => {
    const root = tempProject({
      'src/a.ts': 'hit\n',
      'slow-rg.mjs': `#!${process.execPath}\nif (process.argv.includes('--version')) { console.log('ripgrep 99.0.0'); } else { setTimeout(() => {}, 60000); }\n`,
      [RULES]: rulesFile(['slow', 'Grep("hit", path="src/") -> 0 matches']),
    });
    chmodSync(path.join(root, 'slow-rg.mjs'), 0o755);
    const report = await sweep(root, { RULESWEEP_RG: path.join(root, 'slow-rg.mjs') }, 300);
    expect(rows(report)).toEqual([['ERROR', 'timed out after 0.3s']]);
  });

  it('reports a ripgrep failure as an ERROR, never a PASS', async () => {
    const root = tempProject({
      'src/a.ts': 'hit\n',
      'failing-rg.mjs': `#!${process.execPath}\nif (process.argv.includes('--version')) { console.log('ripgrep 99.0.0'); } else { console.error('rg: something broke'); process.exitCode = 2; }\n`,
      [RULES]: rulesFile(['zero', 'Grep("absent", path="src/") -> 0 matches']),
    });
    chmodSync(path.join(root, 'failing-rg.mjs'), 0o755);
    const report = await sweep(root, { RULESWEEP_RG: path.join(root, 'failing-rg.mjs') });
    expect(rows(report)).toEqual([['ERROR', 'ripgrep: rg: something broke']]);
  });

  it('refuses a stand-in binary that is not ripgrep instead of reading its silence as "no matches"', async () => {
    const root = tempProject({ [RULES]: rulesFile(['zero', 'Grep("absent") -> 0 matches']) });
    await expect(sweep(root, { RULESWEEP_RG: '/bin/false' })).rejects.toThrow(/not a working ripgrep/);
  });
});

describe('paths and patterns that would do harm in a shell', () => {
  it('searches paths with spaces, parentheses, brackets and leading dashes literally', async () => {
    const root = tempProject({
      'web/src/app/(protected)/page.tsx': 'useParams<\n',
      'my docs/notes.md': 'hit\n',
      'app/[slug]/page.tsx': 'hit\n',
      '-rf/x.txt': 'hit\n',
      [RULES]: rulesFile(
        ['parens', 'Grep("useParams<", path="web/src/app/(protected)/") -> 1 matches'],
        ['spaces', 'Grep("hit", path="my docs/") -> 1 matches'],
        ['brackets', 'Grep("hit", path="app/[slug]/") -> 1 matches'],
        ['dash', 'Grep("hit", path="-rf/") -> 1 matches'],
      ),
    });
    expect(rows(await sweep(root))).toEqual([['PASS', 1], ['PASS', 1], ['PASS', 1], ['PASS', 1]]);
  });

  it('passes $(…), backticks, ;, quotes and leading dashes to ripgrep as patterns and runs nothing', async () => {
    const marker = (name: string) => path.join(root, name);
    const hostile = [
      '$(touch pwned-subshell)',
      '`touch pwned-backtick`',
      '; touch pwned-semicolon',
      "' ; touch pwned-quote ; '",
      '--pre=touch',
      '-e touch',
      '| touch pwned-pipe',
    ];
    const root = tempProject({
      'src/hostile.txt': `${hostile.join('\n')}\n`,
      [RULES]: rulesFile(
        ...hostile.map((pattern): [string, string] => [`hostile ${pattern}`, `Grep("${pattern}", path="src/", fixed_strings=true) -> 1 matches`]),
        ['pre as regex', 'Grep("--pre=touch", path="src/") -> 1 matches'],
        ['subshell in scope', 'Grep("x", path="$(touch pwned-scope)") -> 0 matches'],
      ),
    });
    const report = await sweep(root);
    expect(rows(report)).toEqual([
      ...hostile.map(() => ['PASS', 1]),
      ['PASS', 1],
      ['ERROR', 'path not found: $(touch pwned-scope)'],
    ]);
    for (const name of ['pwned-subshell', 'pwned-backtick', 'pwned-semicolon', 'pwned-quote', 'pwned-pipe', 'pwned-scope', 'touch']) {
      expect(existsSync(marker(name)), name).toBe(false);
    }
  });
});

describe('what is searched', () => {
  it('never counts the rules file or the evolution log, even when the scope holds them', async () => {
    const root = tempProject({
      '.claude/memory/evolution-log.md': 'forbidden\n',
      '.claude/memory/notes.md': 'forbidden\n',
      [RULES]: rulesFile(['self', 'Grep("forbidden", path=".claude/memory/") -> 1 matches']),
    });
    expect(rows(await sweep(root))).toEqual([['PASS', 1]]);
  });

  it('uses PCRE2 for look-around and honours multiline, case, glob and type options', async () => {
    const root = tempProject({
      'src/a.py': 'foo\nfoobar\nFOO\ncatch (e) {\n  setError(e)\n}\n',
      'src/b.ts': 'foo\n',
      [RULES]: rulesFile(
        ['look-ahead', 'Grep("foo(?!bar)", path="src/a.py") -> 1 matches'],
        ['ignore case', 'Grep("^foo$", path="src/a.py", -i=true) -> 2 matches'],
        ['glob', 'Grep("^foo$", path="src/", glob="*.ts") -> 1 matches'],
        ['type', 'Grep("^foo$", path="src/", type="py") -> 1 matches'],
        ['multiline', 'Grep("catch \\(e\\) \\{\\n\\s*setError", path="src/", multiline=true) -> 1 matches'],
      ),
    });
    expect(rows(await sweep(root))).toEqual([['PASS', 1], ['PASS', 2], ['PASS', 1], ['PASS', 1], ['PASS', 1]]);
  });

  it('resolves glob scopes, several scopes and overlapping scopes without counting a file twice', async () => {
    const root = tempProject({
      'api/domains/users/service.py': 'raise HTTPException\n',
      'api/domains/orders/service.py': 'raise HTTPException\n',
      'api/domains/orders/router.py': 'raise HTTPException\n',
      'lib/x.py': 'raise HTTPException\n',
      [RULES]: rulesFile(
        ['glob scope', 'Grep("HTTPException", path="api/domains/*/service.py") -> 2 matches'],
        ['several scopes', 'Grep("HTTPException", path=["api/domains/users/", "lib/"]) -> 2 matches'],
        ['overlapping', 'Grep("HTTPException", path=["api/", "api/domains/"]) -> 3 matches'],
        ['glob and folder', 'Grep("HTTPException", path=["api/domains/*/service.py", "api/"]) -> 3 matches'],
      ),
    });
    expect(rows(await sweep(root))).toEqual([['PASS', 2], ['PASS', 2], ['PASS', 3], ['PASS', 3]]);
  });

  it('respects .gitignore when a glob is in play (ripgrep globs alone would override it)', async () => {
    const root = tempProject({
      '.gitignore': '*.log\nsecrets.env\n',
      'app/secrets.env': 'API_KEY=x\n',
      'app/config.env': 'PORT=1\n',
      'app/debug.log': 'API_KEY=x\n',
      'app/a/run.log': 'API_KEY=x\n',
      [RULES]: rulesFile(
        ['Glob', 'Glob("app/*.env") -> 1 matches'],
        ['glob option selecting only ignored files', 'Grep("API_KEY", path="app/", glob="*.log") -> 0 matches'],
        ['glob scope', 'Grep("API_KEY", path="app/*.env") -> 0 matches'],
        ['glob scope of ignored files only', 'Grep("API_KEY", path="app/*/*.log") -> 0 matches'],
      ),
    });
    await initGitRepo(root);
    expect(rows(await sweep(root))).toEqual([
      ['PASS', 1],
      ['ERROR', 'glob="*.log" selects no file in path app'],
      ['PASS', 0],
      ['ERROR', 'no files match path app/*/*.log'],
    ]);
  });

  it('counts files for Glob checks, including hidden folders the glob names', async () => {
    const root = tempProject({
      'scripts/a.sh': '',
      'scripts/b.sh': '',
      '.github/workflows/ci.yml': '',
      [RULES]: rulesFile(
        ['scripts', 'Glob("scripts/*.sh") -> 2 matches'],
        ['none', 'Glob("bin/*.sh") -> 1+ matches'],
        ['hidden', 'Glob(".github/workflows/*.yml") -> 1+ matches'],
        ['plain file', 'Glob("scripts/a.sh") -> 1 matches'],
      ),
    });
    expect(rows(await sweep(root))).toEqual([['PASS', 2], ['FAIL', 0], ['PASS', 1], ['PASS', 1]]);
  });

  it('skips binary files the way a ripgrep directory walk does, even when another rule matched them first', async () => {
    const late = Buffer.concat([Buffer.from('shared 1\n'), Buffer.alloc(300_000, 'x'), Buffer.from('\n\0\nonly-after-nul\n')]);
    const root = tempProject({
      'data/big.bin': late,
      'data/text.txt': 'shared\n',
      [RULES]: rulesFile(
        ['shared', 'Grep("shared", path="data/") -> 1 matches'],
        ['after nul', 'Grep("only-after-nul", path="data/") -> 0 matches'],
      ),
    });
    expect(rows(await sweep(root))).toEqual([['PASS', 1], ['PASS', 0]]);
  });
});

describe('the shared prefilter', () => {
  it('gives every rule the count ripgrep gives it alone', async () => {
    const files: Record<string, string> = {};
    const words = ['alpha', 'beta', 'gamma', 'delta', 'TODO', 'pip install', 'console.log(', 'x--y'];
    for (let i = 0; i < 60; i += 1) {
      files[`src/m${i % 5}/f${i}.ts`] = words.filter((_, w) => (i * 7 + w * 3) % (w + 2) === 0).join('\n') + '\n';
    }
    const patterns = ['alpha', 'beta|gamma', '^delta$', 'TODO', 'pip install', 'console\\.log\\(', 'x--y', 'absent', '(?i)ALPHA'];
    const root = tempProject({
      ...files,
      [RULES]: rulesFile(...patterns.map((pattern): [string, string] => [`rule ${pattern}`, `Grep("${pattern}", path="src/") -> 0 matches`])),
    });
    const report = await sweep(root);
    const rg = findRipgrep(process.env);
    const alone = patterns.map((pattern) => {
      const out = spawnSync(rg, ['--no-config', '--count', '--no-filename', `--regexp=${pattern}`, '--', 'src/'], { cwd: root, encoding: 'utf8' });
      return out.stdout.split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line), 0);
    });
    expect(alone.some((count) => count > 0)).toBe(true);
    expect(report.results.map((result) => result.count)).toEqual(alone);
  });

  it('patterns with look-around (evolve ends a flag with `(?![\\w-])`) share one pass and keep their own counts', async () => {
    const lines = ['git push --force', 'git push --force-with-lease', 'npm install --legacy-peer-deps', 'npm install --legacy-peer-deps-x', 'curl -k https://x', 'sed -i.bak s/a/b/', 'docker compose up'];
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i += 1) files[`src/f${i}.sh`] = lines.filter((_, w) => (i + w) % 3 !== 0).join('\n') + '\n';
    const patterns = [
      '\\bgit\\b[^|;&]*\\s--force(?![\\w-])',
      'npm install[^|;&]*--legacy-peer-deps(?![\\w-])',
      '(?<![\\w-])curl\\b[^|;&]*\\s-k(?![\\w-])',
      'sed -i(?=\\.bak)',
      'docker compose(?! down)',
      '(?<!\\()git push --force(?:(?!-with)[^|;&])*$',
    ];
    const root = tempProject({ ...files, [RULES]: rulesFile(...patterns.map((pattern): [string, string] => [`rule ${pattern}`, `Grep("${pattern}", path="src/") -> 0 matches`])) });
    const rg = loggingRipgrep(root);
    const report = await sweep(root, { RULESWEEP_RG: rg.binary });
    const alone = patterns.map((pattern) => {
      const out = spawnSync(findRipgrep(process.env), ['--no-config', '--pcre2', '--count', '--no-filename', `--regexp=${pattern.replace(/\\\\/g, '\\')}`, '--', 'src/'], { cwd: root, encoding: 'utf8' });
      return out.stdout.split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line), 0);
    });
    expect(alone.every((count) => count > 0)).toBe(true);
    expect(report.results.map((result) => result.count)).toEqual(alone);
    // One pass walks the tree for all of them; each pattern then reads only the lines it gathered.
    const walks = rg.runs().filter((line) => !/(?:^| )--(?:files|version)(?: |$)/.test(line) && / src\/?$/.test(line));
    expect(walks).toHaveLength(1);
  });
});

describe('the seed example', () => {
  it('prints the seed\'s output on an equivalent tree', async () => {
    const heading = (n: number) => Array.from({ length: n }, (_, i) => `# Heading ${i} -- more`).join('\n');
    const root = tempProject({
      'automation/setup.sh': 'uv pip sync\nbun add x\n',
      'automation/hooks/pre-push': 'git push\n',
      'knowledge/mem-layer-graph-memory.md': `# Mem-Layer -- Graph-Based AI Memory System\n${heading(99)}\n`,
      'knowledge/claude-1m-context-ga.md': `intro\n\n\n\n\n\n# Claude 1M Context Window -- General Availability\n${heading(99)}\n`,
      'knowledge/ukri-funding-opportunities-2026.md': `intro\n\n\n\n\n\n# UKRI Funding Opportunities -- 2026 Active/Recent\n${heading(51)}\n`,
      'knowledge/topics/context-engineering.md': `${'\n'.repeat(40)}- locality-of-behavior-dev-community.md\n${'behavior\n'.repeat(157)}`,
      'knowledge/topics/conway-vs-strongdm-identity.md': `${'\n'.repeat(48)}- Govern AI agent behavior at runtime\n${'color\n'.repeat(157)}`,
      [RULES]: `# Learned Rules
Rules graduated from terraphim-agent corrections and CLAUDE.md conventions.
Each rule has a \`verify:\` pattern checked by the /boot verification sweep.
---
- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install|pip3 install|pipx install", path="automation/") -> 0 matches
  [source: CLAUDE.md convention, terraphim-agent learning #4, 2026-03-30]
- Never use npm, yarn, or pnpm; always use bun instead.
  verify: Grep("npm install|yarn add|pnpm add", path="automation/") -> 0 matches
  [source: CLAUDE.md convention, terraphim KG hook replacement, 2026-03-30]
- Never use double dashes in document titles or markdown headings.
  verify: Grep("^#.*--", path="knowledge/") -> 0 matches
  [source: corrected 2x, terraphim-agent learning #5, 2026-03-30]
- Use British English spelling in all generated content.
  verify: Grep("behavior|color", path="knowledge/topics/") -> 0 matches
  [source: CLAUDE.md convention, 2026-03-30]
- Always run date before date-sensitive operations.
  verify: manual — the date comes from the system, not the context
  [source: CLAUDE.md convention, 2026-03-30]
- Never hardcode API keys as default values in bash scripts.
  verify: Grep("API_KEY=.[a-zA-Z0-9]", path="automation/") -> 0 matches
  [source: MEMORY.md security lesson, 2026-03-30]
- Never use git commit --amend in pre-push hooks.
  verify: Grep("commit --amend", path="automation/hooks/") -> 0 matches
  [source: incident, 2026-03-30]
`,
    });
    const { formatText } = await import('../../src/report/text.js');
    const { palette } = await import('../../src/report/color.js');
    expect(formatText(await sweep(root), { color: palette(false), version: 'test' })).toBe(`PASS: Never use pip, pip3, or pipx; always use uv instead.
PASS: Never use npm, yarn, or pnpm; always use bun instead.
FAIL: Never use double dashes in document titles or markdown headings. (found 252 matches, expected 0)
 >> knowledge/mem-layer-graph-memory.md:1:# Mem-Layer -- Graph-Based AI Memory System
 >> knowledge/claude-1m-context-ga.md:7:# Claude 1M Context Window -- General Availability
 >> knowledge/ukri-funding-opportunities-2026.md:7:# UKRI Funding Opportunities -- 2026 Active/Recent
FAIL: Use British English spelling in all generated content. (found 316 matches, expected 0)
 >> knowledge/topics/context-engineering.md:41:- locality-of-behavior-dev-community.md
 >> knowledge/topics/conway-vs-strongdm-identity.md:49:- Govern AI agent behavior at runtime
SKIP: Always run date before date-sensitive operations. (manual check)
PASS: Never hardcode API keys as default values in bash scripts.
PASS: Never use git commit --amend in pre-push hooks.

--- Verification Summary ---
Rules checked: 7 | Passed: 4 | Failed: 2 | Skipped: 1
`);
  });
});

it('writes nothing into the project it sweeps', async () => {
  const root = tempProject({ 'src/a.ts': 'x\n', [RULES]: rulesFile(['r', 'Grep("x", path="src/") -> 1 matches']) });
  writeFileSync(path.join(root, '.gitignore'), 'ignored/\n');
  const before = spawnSync('find', ['.', '-type', 'f'], { cwd: root, encoding: 'utf8' }).stdout;
  await sweep(root);
  expect(spawnSync('find', ['.', '-type', 'f'], { cwd: root, encoding: 'utf8' }).stdout).toBe(before);
});

it('prints control characters of matched lines as escapes, so a sample cannot rewrite the terminal', async () => {
  const root = tempProject({ 'src/a.ts': 'bad\r::add-mask::x \u001B[2J\n', [RULES]: rulesFile(['r', 'Grep("bad", path="src/") -> 0 matches']) });
  const { formatText } = await import('../../src/report/text.js');
  const { palette } = await import('../../src/report/color.js');
  expect(formatText(await sweep(root), { color: palette(false), version: 'test' })).toContain(' >> src/a.ts:1:bad\\u000D::add-mask::x \\u001B[2J\n');
});

describe('every count is ripgrep\'s own, cold and with the cache warm', () => {
  it('across options, scopes, encodings, line endings, binary files and long lines', async () => {
    const { mkdtempSync } = await import('node:fs');
    const os = await import('node:os');
    const files: Record<string, string | Buffer> = {
      'src/crlf.ts': 'alpha\r\nALPHA beta\r\nend\r\n',
      'src/bom8.ts': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('alpha first\nbeta\n')]),
      'src/bom16.ts': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('alpha utf16\nbeta gamma\n', 'utf16le')]),
      'src/late-nul.bin': Buffer.concat([Buffer.from('alpha\n'), Buffer.alloc(200_000, 'y'), Buffer.from('\n\0alpha\n')]),
      'src/long.js': `${'x'.repeat(300_000)} alpha ${'z'.repeat(5000)}\nbeta\n`,
      'src/no-newline.ts': 'gamma alpha',
      'src/words.py': 'alphabet\nalpha\nAlpha_beta\n',
      'lib/x.ts': 'alpha\nbeta\n',
      'docs/a.md': '# alpha -- beta\n',
    };
    const checks: Array<[verify: string, rg: string[]]> = [
      ['Grep("alpha", path="src/") -> 0 matches', ['--', 'alpha', 'src/']],
      ['Grep("^alpha$", path="src/") -> 0 matches', ['--', '^alpha$', 'src/']],
      ['Grep("alpha", path="src/", -i=true) -> 0 matches', ['-i', '--', 'alpha', 'src/']],
      ['Grep("alpha", path="src/", word=true) -> 0 matches', ['-w', '--', 'alpha', 'src/']],
      ['Grep("a.p", path="src/", fixed_strings=true) -> 0 matches', ['-F', '--', 'a.p', 'src/']],
      ['Grep("alpha", path=["src/", "lib/"], glob="*.ts") -> 0 matches', ['--glob', '*.ts', '--', 'alpha', 'src/', 'lib/']],
      ['Grep("beta", path=".", type="py") -> 0 matches', ['--type', 'py', '--', 'beta', '.']],
      ['Grep("alpha(?= )", path="src/") -> 0 matches', ['--engine=auto', '--', 'alpha(?= )', 'src/']],
      ['Grep("(?<!\\w)beta$", path=".") -> 0 matches', ['--engine=auto', '--', '(?<!\\w)beta$', '.']],
      ['Grep("end\\r$|gamma", path="src/") -> 0 matches', ['--', 'end\\r$|gamma', 'src/']],
    ];
    const root = tempProject({ ...files, [RULES]: rulesFile(...checks.map(([verify], i): [string, string] => [`rule ${i}`, verify])) });
    const rg = findRipgrep(process.env);
    const alone = checks.map(([, args]) => {
      const out = spawnSync(rg, ['--no-config', '--count', '--no-filename', ...args], { cwd: root, encoding: 'utf8' });
      return out.stdout.split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line), 0);
    });
    expect(alone.filter((count) => count > 0).length).toBeGreaterThan(7);
    const cacheHome = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-cache-'));
    const env = { ...process.env, XDG_CACHE_HOME: cacheHome };
    const paths = resolveProject({ cwd: root, env, root });
    for (const cache of [false, true, true]) {
      const { report } = await sweepProject(paths, { env, cache });
      expect(report.results.map((result) => result.count), `cache: ${cache}`).toEqual(alone);
    }
  });
});

describe('a folder listed through the root\'s listing holds what ripgrep lists for it alone', () => {
  it('with ignore files above and inside it, negations, ignored, hidden and linked folders, and a file as the scope', async () => {
    const { mkdtempSync } = await import('node:fs');
    const os = await import('node:os');
    const scopes = ['.', 'vendor', 'vendor/tmp', 'pkg', 'pkg/src', 'pkg/gen', 'build', '.github', 'linked', 'vendor/kept.js', 'vendor/drop.log'];
    const root = tempProject({
      [RULES]: rulesFile(
        ...scopes.map((scope, i): [string, string] => [`rule ${i}`, `Grep("alph[a]", path="${scope}") -> 0 matches`]),
        ...scopes.map((scope, i): [string, string] => [`hidden rule ${i}`, `Grep("alph[a]", path="${scope}", hidden=true) -> 0 matches`]),
      ),
      '.gitignore': '*.log\n!keep.log\n/vendor/skip.js\nbuild/\n',
      '.ignore': 'tmp/\n',
      'vendor/skip.js': 'alpha\n',
      'vendor/kept.js': 'alpha\n',
      'vendor/keep.log': 'alpha\n',
      'vendor/drop.log': 'alpha\n',
      'vendor/tmp/x.js': 'alpha\n',
      'vendor/.hidden.js': 'alpha\n',
      'pkg/.gitignore': 'gen/\n',
      'pkg/.rgignore': 'secret.js\n',
      'pkg/gen/out.js': 'alpha\n',
      'pkg/secret.js': 'alpha\n',
      'pkg/src/a.js': 'alpha\nalpha\n',
      'build/out.js': 'alpha\n',
      '.github/ci.yml': 'alpha\n',
      'top.js': 'alpha\n',
    });
    await initGitRepo(root);
    symlinkSync(path.join(root, 'pkg'), path.join(root, 'linked'));
    const rg = findRipgrep(process.env);
    const count = (args: string[]) => {
      const out = spawnSync(rg, ['--no-config', '--count', '--no-filename', ...args], { cwd: root, encoding: 'utf8' });
      return out.stdout.split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line), 0);
    };
    // (The rules file says alph[a], which the pattern does not match: ripgrep alone counts no line of it.)
    const alone = [...scopes.map((scope) => count(['--', 'alph[a]', scope])), ...scopes.map((scope) => count(['--hidden', '--', 'alph[a]', scope]))];
    // The cases differ: ignored, hidden and linked folders count differently with and without the root.
    expect(new Set(alone).size).toBeGreaterThan(3);
    const cacheHome = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-cache-'));
    const env = { ...process.env, XDG_CACHE_HOME: cacheHome };
    const paths = resolveProject({ cwd: root, env, root });
    for (const cache of [false, true, true]) {
      const { report } = await sweepProject(paths, { env, cache });
      expect(report.results.map((result) => result.count ?? result.reason), `cache: ${cache}`).toEqual(alone);
    }
  });
});
