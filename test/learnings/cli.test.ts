// `rulesweep learn capture | list | query | correct | import` as people use them: in-process
// through main(), plus the built bin for the round trip. Results on stdout, diagnostics on stderr,
// exit 2 with a hint when the command cannot do its job.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin, runCli } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

const STORE = '.claude/memory/learnings.jsonl';

function setup(files: Record<string, string> = {}) {
  const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n', ...files });
  const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') };
  const cli = (argv: string[], options: { now?: string; tty?: boolean; env?: Record<string, string | undefined> } = {}) =>
    runCli(argv, { cwd: root, env: { ...env, ...options.env }, now: new Date(options.now ?? '2026-06-01T12:00:00Z'), tty: options.tty });
  return { root, env, cli, store: path.join(root, STORE), globalStore: path.join(root, 'xdg', 'rulesweep', 'learnings.jsonl') };
}

function line(event: Record<string, unknown>): string {
  return `${JSON.stringify({ type: 'learning', v: 1, tags: [], kind: 'failure', ...event })}\n`;
}

describe('learn capture', () => {
  it('records a failed command and says where', async () => {
    const { cli, store, root } = setup();
    const result = await cli(['learn', 'capture', 'npm install sharp', '--error', 'EACCES: permission denied', '--exit-code', '243', '--tag', 'node', '--tag', 'perm']);
    expect(result).toEqual({ code: 0, stdout: 'Recorded learning #1 in .claude/memory/learnings.jsonl\n', stderr: '' });
    expect(JSON.parse(readFileSync(store, 'utf8'))).toEqual({
      type: 'learning', v: 1, id: 1, time: '2026-06-01T12:00:00.000Z', kind: 'failure', command: 'npm install sharp',
      exitCode: 243, error: 'EACCES: permission denied', tags: ['node', 'perm'], cwd: root, source: 'failure',
    });
  });

  it('defaults the exit code to 1 and prints JSON when asked', async () => {
    const { cli } = setup();
    const result = await cli(['learn', 'capture', 'make deploy', '--error', 'no rule', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ ref: '#1', scope: 'project', learning: { id: 1, exitCode: 1, command: 'make deploy' } });
  });

  it('records corrections and observations with --kind', async () => {
    const { cli, store } = setup();
    await cli(['learn', 'capture', 'pip install x', '--kind', 'correction', '--correction', 'use uv add x']);
    expect(JSON.parse(readFileSync(store, 'utf8'))).toMatchObject({ kind: 'correction', correction: 'use uv add x' });
    const bad = await cli(['learn', 'capture', 'x', '--kind', 'rumour']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Allowed choices are failure, correction, observation/);
  });

  it('skips test runs unless forced', async () => {
    const { cli, store } = setup();
    const skipped = await cli(['learn', 'capture', 'npm test', '--error', '1 failing']);
    expect(skipped.code).toBe(2);
    expect(skipped.stdout).toBe('');
    expect(skipped.stderr).toMatch(/not recorded: "npm test" runs tests/);
    expect(skipped.stderr).toMatch(/hint: pass --force/);
    expect(existsSync(store)).toBe(false);
    const forced = await cli(['learn', 'capture', 'npm test', '--error', '1 failing', '--force']);
    expect(forced.stdout).toMatch(/Recorded learning #1/);
  });

  it('writes to the global store with --global', async () => {
    const { cli, store, globalStore } = setup();
    const result = await cli(['learn', 'capture', 'brew install x', '--error', 'no bottle', '--global']);
    // The test keeps XDG_DATA_HOME inside the project, so the path is shown relative to it.
    expect(result.stdout).toBe('Recorded learning #g1 in xdg/rulesweep/learnings.jsonl\n');
    expect(existsSync(store)).toBe(false);
    expect(existsSync(globalStore)).toBe(true);
  });

  it('redacts secrets in what it records', async () => {
    const { cli, store } = setup();
    await cli(['learn', 'capture', 'curl -u admin:hunter2hunter2@x https://x', '--error', 'Authorization: Bearer abcdefabcdef0123456789']);
    const text = readFileSync(store, 'utf8');
    expect(text).not.toContain('abcdefabcdef0123456789');
  });

  it('rejects a bad exit code and a missing command with exit 2', async () => {
    const { cli } = setup();
    expect((await cli(['learn', 'capture', 'x', '--exit-code', 'one'])).code).toBe(2);
    const missing = await cli(['learn', 'capture']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nothing to record: give the command that failed, or --correction/);
  });

  it('explains a store it cannot write to, with exit 2', async () => {
    const { cli } = setup({ '.claude/memory': 'a file, not a folder' });
    const result = await cli(['learn', 'capture', 'x', '--error', 'y']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^rulesweep: cannot write \.claude\/memory\/learnings\.jsonl: /);
    expect(result.stderr).toMatch(/hint: /);
  });
});

describe('learn list', () => {
  it('says so when there is nothing yet', async () => {
    const { cli } = setup();
    expect(await cli(['learn', 'list'])).toEqual({ code: 0, stdout: 'No learnings in .claude/memory/learnings.jsonl yet.\n', stderr: '' });
  });

  it('lists the most recent first, with corrections, and --recent limits it', async () => {
    const { cli } = setup();
    await cli(['learn', 'capture', 'timeout 5 ./sync.sh', '--error', 'timeout: command not found', '--exit-code', '127'], { now: '2026-05-01T00:00:00Z' });
    await cli(['learn', 'capture', 'git push -f', '--error', 'remote: rejected\nmore detail'], { now: '2026-05-02T00:00:00Z' });
    await cli(['learn', 'correct', '1', '--correction', 'use gtimeout on macOS'], { now: '2026-05-03T00:00:00Z' });
    await cli(['learn', 'correct', '#1', '--correction', 'or brew install coreutils'], { now: '2026-05-04T00:00:00Z' });
    const result = await cli(['learn', 'list']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe([
      '#1 [P] 2026-05-01 failure: timeout 5 ./sync.sh (exit 127)',
      '    timeout: command not found',
      '    correction: or brew install coreutils (corrected 2 times)',
      '#2 [P] 2026-05-02 failure: git push -f (exit 1)',
      '    remote: rejected',
      '',
    ].join('\n'));
    const one = await cli(['learn', 'list', '--recent', '1']);
    expect(one.stdout.split('\n')[0]).toMatch(/^#1 /);
    expect(one.stdout).not.toMatch(/#2/);
    expect((await cli(['learn', 'list', '--recent', '0'])).code).toBe(2);
  });

  it('merges both stores with --all, marking each [P] or [G]', async () => {
    const { cli } = setup();
    await cli(['learn', 'capture', 'project one', '--error', 'e'], { now: '2026-05-01T00:00:00Z' });
    await cli(['learn', 'capture', 'global one', '--error', 'e', '--global'], { now: '2026-05-02T00:00:00Z' });
    const all = await cli(['learn', 'list', '--all']);
    expect(all.stdout.split('\n').filter((row) => row.startsWith('#'))).toEqual([
      '#g1 [G] 2026-05-02 failure: global one (exit 1)',
      '#1 [P] 2026-05-01 failure: project one (exit 1)',
    ]);
    const global = await cli(['learn', 'list', '--global']);
    expect(global.stdout).toMatch(/^#g1 \[G\]/);
    expect(global.stdout).not.toMatch(/project one/);
    const both = await cli(['learn', 'list', '--all', '--global']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/cannot be used with/);
  });

  it('prints JSON with --json', async () => {
    const { cli } = setup();
    await cli(['learn', 'capture', 'x', '--error', 'y']);
    const result = await cli(['learn', 'list', '--json']);
    const data = JSON.parse(result.stdout);
    expect(data.stores).toEqual([{ scope: 'project', file: expect.stringMatching(/learnings\.jsonl$/), path: STORE }]);
    expect(data.learnings).toEqual([expect.objectContaining({ ref: '#1', id: 1, scope: 'project', command: 'x', corrections: [] })]);
    expect(data.learnings[0]).not.toHaveProperty('type');
  });

  it('warns about malformed lines on stderr with file and line, and lists the rest', async () => {
    const { cli } = setup({ [STORE]: `${line({ id: 1, time: '2026-05-01T00:00:00Z', command: 'ok' })}{oops\n` });
    const result = await cli(['learn', 'list']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^#1 \[P\] 2026-05-01 failure: ok/);
    expect(result.stderr).toBe(
      '.claude/memory/learnings.jsonl:2: warning: line 2 is not a learnings event: not valid JSON [learnings/malformed-line]\n' +
      '  hint: the line is kept as it is and ignored; fix or delete it by hand\n',
    );
  });

  it('colours only on a terminal without NO_COLOR', async () => {
    const { cli } = setup();
    await cli(['learn', 'capture', 'x', '--error', 'y']);
    expect((await cli(['learn', 'list'], { tty: true, env: { NO_COLOR: undefined } })).stdout).toMatch(/\u001B\[/);
    expect((await cli(['learn', 'list'], { tty: true })).stdout).not.toMatch(/\u001B\[/);
    expect((await cli(['learn', 'list'], { env: { NO_COLOR: undefined } })).stdout).not.toMatch(/\u001B\[/);
  });
});

describe('learn query', () => {
  const seeded = async () => {
    const context = setup();
    await context.cli(['learn', 'capture', 'python etl.py', '--error', 'null value handling failed for column price'], { now: '2026-05-01T00:00:00Z' });
    await context.cli(['learn', 'capture', 'npm install sharp', '--error', 'EACCES'], { now: '2026-05-02T00:00:00Z' });
    await context.cli(['learn', 'capture', 'terraform apply', '--error', 'state lock'], { now: '2026-05-03T00:00:00Z' });
    return context;
  };

  it('finds by meaning and ranks', async () => {
    const { cli } = await seeded();
    const missing = await cli(['learn', 'query', 'missing', 'values']);
    expect(missing.code).toBe(0);
    expect(missing.stdout).toMatch(/^#1 \[P\] 2026-05-01 failure: python etl\.py \(exit 1\)  score \d\.\d\d\n    null value handling failed/);
    expect((await cli(['learn', 'query', 'setup'])).stdout).toMatch(/^#2 \[P\]/);
  });

  it('says when nothing matches, and refuses an empty query', async () => {
    const { cli } = await seeded();
    expect(await cli(['learn', 'query', 'kafka'])).toEqual({ code: 0, stdout: 'No learnings match "kafka".\n', stderr: '' });
    const empty = await cli(['learn', 'query', '  ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^rulesweep: learn query needs some text/);
  });

  it('prints the expansion and scores with --json', async () => {
    const { cli } = await seeded();
    const data = JSON.parse((await cli(['learn', 'query', 'setup', '--json'])).stdout);
    expect(data.query).toBe('setup');
    expect(data.concepts[0].term).toBe('setup');
    expect(data.concepts[0].alternatives).toContain('install');
    expect(data.results).toEqual([expect.objectContaining({ ref: '#2', matched: ['install'], learning: expect.objectContaining({ command: 'npm install sharp' }) })]);
    expect(data.results[0].score).toBeGreaterThan(0);
  });

  it('uses the project thesaurus file and the config key, and warns about a broken one', async () => {
    const { cli, root } = await seeded();
    expect((await cli(['learn', 'query', 'infrastructure'])).stdout).toMatch(/^No learnings match/);
    writeFileSync(path.join(root, '.claude/memory/thesaurus.json'), JSON.stringify({ infrastructure: ['terraform'] }));
    expect((await cli(['learn', 'query', 'infrastructure'])).stdout).toMatch(/^#3 \[P\]/);

    writeFileSync(path.join(root, 'words.json'), JSON.stringify({ iac: ['terraform'] }));
    writeFileSync(path.join(root, '.rulesweep.json'), JSON.stringify({ thesaurus: 'words.json' }));
    expect((await cli(['learn', 'query', 'iac'])).stdout).toMatch(/^#3 \[P\]/);

    writeFileSync(path.join(root, 'words.json'), '{ broken');
    const broken = await cli(['learn', 'query', 'terraform']);
    expect(broken.code).toBe(0);
    expect(broken.stdout).toMatch(/^#3 \[P\]/);
    expect(broken.stderr).toMatch(/^words\.json: warning: thesaurus is not valid JSON/);
  });

  it('limits results with --limit', async () => {
    const { cli } = setup();
    for (let i = 0; i < 5; i += 1) await cli(['learn', 'capture', `npm run build:${i}`, '--error', 'failed']);
    const result = await cli(['learn', 'query', 'build', '--limit', '2']);
    expect(result.stdout.split('\n').filter((row) => row.startsWith('#'))).toHaveLength(2);
  });
});

describe('learn correct', () => {
  it('appends a correction event and prints it', async () => {
    const { cli, store } = setup();
    await cli(['learn', 'capture', 'git push -f', '--error', 'rejected']);
    const before = readFileSync(store, 'utf8');
    const result = await cli(['learn', 'correct', '#1', '--correction', 'use --force-with-lease'], { now: '2026-06-02T00:00:00Z' });
    expect(result).toEqual({ code: 0, stdout: 'Corrected #1: use --force-with-lease\n', stderr: '' });
    const after = readFileSync(store, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(JSON.parse(after.slice(before.length))).toEqual({ type: 'correction', v: 1, id: 1, time: '2026-06-02T00:00:00.000Z', correction: 'use --force-with-lease' });
  });

  it('corrects global learnings by their g id', async () => {
    const { cli, globalStore } = setup();
    await cli(['learn', 'capture', 'x', '--error', 'y', '--global']);
    const result = await cli(['learn', 'correct', 'g1', '--correction', 'z', '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject({ ref: '#g1', scope: 'global', event: { id: 1, correction: 'z' } });
    expect(readFileSync(globalStore, 'utf8')).toMatch(/"correction":"z"/);
  });

  it('refuses unknown ids, bad ids and empty corrections with exit 2 and a hint', async () => {
    const { cli, store } = setup();
    await cli(['learn', 'capture', 'x', '--error', 'y']);
    const before = readFileSync(store, 'utf8');
    const unknown = await cli(['learn', 'correct', '9', '--correction', 'z']);
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr: 'rulesweep: no learning #9 in .claude/memory/learnings.jsonl\nhint: run rulesweep learn list to see the ids (global ones start with g)\n',
    });
    const bad = await cli(['learn', 'correct', 'eight', '--correction', 'z']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/"eight" is not a learning id/);
    expect((await cli(['learn', 'correct', '1', '--correction', '   '])).code).toBe(2);
    expect((await cli(['learn', 'correct', '1'])).stderr).toMatch(/required option '--correction <text>' not specified/);
    expect(readFileSync(store, 'utf8')).toBe(before);
  });
});

describe('learn import', () => {
  const CORRECTIONS = [
    '# header comment',
    '{"ts":"2026-04-28T06:30:00Z","session":"S97","context":"review","correction":"close handles","applied_to":["src/a.rs"]}',
    'garbage',
    '{"ts":"2026-04-29T06:30:00Z","correction":"use uv"} {"ts":"2026-04-30T06:30:00Z","correction":"use bun"}',
  ].join('\n');

  it('imports, says what it skipped, and adds nothing the second time', async () => {
    const { cli, store } = setup({ 'corrections.jsonl': CORRECTIONS });
    const first = await cli(['learn', 'import', 'corrections.jsonl']);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('Imported 3 learnings from corrections.jsonl (corrections: 3) into .claude/memory/learnings.jsonl; 0 already there, 2 skipped.\n');
    expect(first.stderr).toBe(
      'corrections.jsonl:1: warning: skipped: comment [learnings/import-skipped]\n' +
      'corrections.jsonl:3: warning: skipped: not JSON: garbage [learnings/import-skipped]\n',
    );
    const written = readFileSync(store, 'utf8');
    const second = await cli(['learn', 'import', 'corrections.jsonl']);
    expect(second.stdout).toMatch(/^Imported 0 learnings .*; 3 already there, 2 skipped\.\n$/);
    expect(readFileSync(store, 'utf8')).toBe(written);
    const list = await cli(['learn', 'list']);
    expect(list.stdout).toMatch(/#3 \[P\] 2026-04-30 correction: use bun/);
  });

  it('writes nothing with --dry-run, and reports JSON', async () => {
    const { cli, store } = setup({ 'corrections.jsonl': CORRECTIONS });
    const dry = await cli(['learn', 'import', 'corrections.jsonl', '--dry-run', '--json']);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, read: 3, imported: 3, alreadyPresent: 0, formats: { corrections: 3 }, skipped: [{ line: 1 }, { line: 3 }] });
    expect(existsSync(store)).toBe(false);
    // Against a store that holds the file already, the dry run counts what the import would skip.
    await cli(['learn', 'import', 'corrections.jsonl']);
    const written = readFileSync(store, 'utf8');
    const again = await cli(['learn', 'import', 'corrections.jsonl', '--dry-run']);
    expect(again.stdout).toMatch(/^Would import 0 learnings .*; 3 already there, 2 skipped\.\n$/);
    expect(readFileSync(store, 'utf8')).toBe(written);
  });

  it('fails with exit 2 on a missing file', async () => {
    const { cli } = setup();
    const result = await cli(['learn', 'import', 'nope.jsonl']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^rulesweep: cannot read nope\.jsonl/);
    expect(result.stderr).toMatch(/hint: pass a corrections\.jsonl/);
  });
});

describe('learn (built bin)', () => {
  it('captures, corrects, lists and queries end to end', async () => {
    const { root, env } = setup();
    expect((await runBin(['learn', 'capture', 'pip install requests', '--error', 'externally-managed-environment'], { cwd: root, env })).code).toBe(0);
    expect((await runBin(['learn', 'correct', '1', '--correction', 'use uv add requests'], { cwd: root, env })).stdout).toBe('Corrected #1: use uv add requests\n');
    const list = await runBin(['learn', 'list'], { cwd: root, env });
    expect(list.stdout).toMatch(/^#1 \[P\] .* failure: pip install requests \(exit 1\)\n    externally-managed-environment\n    correction: use uv add requests\n$/);
    const query = await runBin(['learn', 'query', 'python', 'packaging', '--json'], { cwd: root, env });
    expect(JSON.parse(query.stdout).results[0].ref).toBe('#1');
  });

  it('documents every subcommand in --help', async () => {
    const { root, env } = setup();
    const help = await runBin(['learn', '--help'], { cwd: root, env });
    expect(help.code).toBe(0);
    for (const command of ['capture', 'hook', 'list', 'query', 'correct', 'import']) expect(help.stdout).toMatch(new RegExp(`\\n  ${command} `));
  });
});
