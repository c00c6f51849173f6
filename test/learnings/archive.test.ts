// Age (issue 13 item 5) through the built bin, in a real git repository: `learn archive` moves
// the learnings not seen again within the window to the archive beside their store (never
// deleting one), `learn list --archived` shows them, `learn restore ID` brings one back; ids are
// never reused, an archived import is not imported again, and hook processes writing at the
// same time lose nothing.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLock } from '../../src/memory/lock.js';
import { runBin } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

const STORE = '.claude/memory/learnings.jsonl';
const ARCHIVE = '.claude/memory/learnings-archive.jsonl';
const DAY_MS = 86_400_000;
/** The built bin reads the real clock: times are so many days before now. */
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const dayOf = (time: string) => time.slice(0, 10);

function learning(id: number, time: string, fields: Record<string, unknown>): string {
  return JSON.stringify({ type: 'learning', v: 1, id, time, tags: [], ...fields });
}

const T1 = ago(205);
const T1_CORRECTED = ago(190);
const T4 = ago(170);
const LINES = [
  learning(1, T1, { kind: 'failure', command: 'timeout 5 ./sync.sh', exitCode: 127, error: 'timeout: command not found' }),
  learning(2, ago(200), { kind: 'failure', command: 'pip install requests', exitCode: 1, error: 'error: externally-managed-environment' }),
  JSON.stringify({ type: 'correction', v: 1, id: 1, time: T1_CORRECTED, correction: 'en macOS usa gtimeout' }),
  // Seen again: the same lesson as #2, recently.
  learning(3, ago(3), { kind: 'correction', correction: 'no, use uv instead of pip install' }),
  learning(4, T4, { kind: 'observation', context: 'Les runners CI sont lents le lundi' }),
  learning(5, ago(230), { kind: 'correction', correction: 'immer pnpm statt npm benutzen', origin: { format: 'corrections', key: 'k-5' } }),
  // Corrected recently: seen.
  learning(6, ago(260), { kind: 'failure', command: 'docker-compose up', exitCode: 127, error: 'docker-compose: command not found' }),
  JSON.stringify({ type: 'correction', v: 1, id: 6, time: ago(40), correction: '用 docker compose' }),
];

async function project(files: Record<string, string> = {}) {
  const root = tempProject({ [STORE]: `${LINES.join('\n')}\n`, ...files });
  await initGitRepo(root);
  const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') };
  const bin = (args: string[]) => runBin(args, { cwd: root, env });
  const read = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : '');
  return { root, env, bin, read };
}

describe('learn archive / list --archived / restore', () => {
  it('moves the learnings not seen in 90 days, with their corrections, and keeps every line somewhere', async () => {
    const { bin, read } = await project();
    const before = `${LINES.join('\n')}\n`;
    const dry = await bin(['learn', 'archive', '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    const planned = JSON.parse(dry.stdout) as { afterDays: number; dryRun: boolean; stores: Array<{ archived: Array<{ ref: string }> }> };
    expect(planned.afterDays).toBe(90);
    expect(planned.stores[0]!.archived.map((each) => each.ref).sort()).toEqual(['#1', '#4', '#5']);
    expect(read(STORE)).toBe(before);
    expect(read(ARCHIVE)).toBe('');

    const result = await bin(['learn', 'archive']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Archived 3 learnings not seen in 90 days, from .claude/memory/learnings.jsonl to .claude/memory/learnings-archive.jsonl:');
    expect(result.stdout).toContain(`#1 [P] ${dayOf(T1)} failure: timeout 5 ./sync.sh (exit 127)  last seen ${dayOf(T1_CORRECTED)}`);
    // Every original line is in exactly one of the two files; the store keeps an archived line per id.
    const store = read(STORE).trim().split('\n');
    const archive = read(ARCHIVE).trim().split('\n');
    for (const line of LINES) expect(Number(store.includes(line)) + Number(archive.includes(line))).toBe(1);
    expect(archive).toEqual([LINES[0], LINES[2], LINES[4], LINES[5]]);
    expect(store.filter((line) => line.includes('"archived"')).map((line) => JSON.parse(line).id)).toEqual([1, 4, 5]);

    const listed = await bin(['learn', 'list']);
    expect(listed.stdout).not.toMatch(/^#[145] /m);
    expect(listed.stdout).toMatch(/^#3 /m);
    const archived = await bin(['learn', 'list', '--archived']);
    expect(archived.stdout).toContain(`#1 [P] ${dayOf(T1)} failure: timeout 5 ./sync.sh (exit 127)\n    timeout: command not found\n    correction: en macOS usa gtimeout`);
    expect(archived.stdout).toContain(`#4 [P] ${dayOf(T4)} observation: Les runners CI sont lents le lundi`);
    const json = JSON.parse((await bin(['learn', 'list', '--archived', '--json'])).stdout) as { archived: boolean; learnings: Array<{ ref: string }> };
    expect(json.archived).toBe(true);
    expect(json.learnings.map((each) => each.ref).sort()).toEqual(['#1', '#4', '#5']);

    // Running again moves nothing more.
    const again = await bin(['learn', 'archive']);
    expect(again.stdout).toBe('Nothing to archive in .claude/memory/learnings.jsonl: every learning was seen in the last 90 days.\n');
    expect(read(ARCHIVE).trim().split('\n')).toEqual(archive);
  });

  it('never reuses an archived id, and does not import an archived learning again', async () => {
    const { root, bin, read } = await project();
    await bin(['learn', 'archive', '--days', '30']);
    expect(read(STORE)).toContain('"type":"archived","v":1,"id":6');
    const captured = await bin(['learn', 'capture', 'make deploy', '--error', 'No rule to make target']);
    expect(captured.stdout).toBe('Recorded learning #7 in .claude/memory/learnings.jsonl\n');
    writeFileSync(path.join(root, 'corrections.jsonl'), `${JSON.stringify({ id: 'k-5', correction: 'immer pnpm statt npm benutzen', timestamp: ago(230) })}\n`);
    const imported = await bin(['learn', 'import', 'corrections.jsonl', '--format', 'corrections', '--json']);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ imported: 0, alreadyPresent: 1 });
  });

  it('after restoring many, the next learning still gets a fresh id', async () => {
    const many = Array.from({ length: 40 }, (_, index) => learning(index + 1, ago(index < 20 ? 200 : 1), { kind: 'failure', command: `./step-${index + 1}.sh`, exitCode: 127, error: `./step-${index + 1}.sh: not found` }));
    const root = tempProject({ [STORE]: `${many.join('\n')}\n` });
    await initGitRepo(root);
    const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') };
    const bin = (args: string[]) => runBin(args, { cwd: root, env });
    expect((await bin(['learn', 'archive', '--days', '30'])).code).toBe(0);
    for (let id = 1; id <= 20; id += 1) expect((await bin(['learn', 'restore', String(id)])).code).toBe(0);
    const captured = await bin(['learn', 'capture', 'make deploy', '--error', 'No rule to make target']);
    expect(captured.stdout).toBe('Recorded learning #41 in .claude/memory/learnings.jsonl\n');
    const ids = readFileSync(path.join(root, STORE), 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { id: number }).id);
    expect(ids).toEqual(Array.from({ length: 41 }, (_, index) => index + 1));
  });

  it('restores a learning with its corrections, counts it as seen, and refuses what is not archived', async () => {
    const { bin, read } = await project();
    await bin(['learn', 'archive']);
    const restored = await bin(['learn', 'restore', '#1']);
    expect(restored).toMatchObject({ code: 0, stdout: 'Restored #1 from .claude/memory/learnings-archive.jsonl to .claude/memory/learnings.jsonl\n' });
    expect(read(ARCHIVE)).not.toContain('"id":1,');
    expect(read(STORE)).not.toContain('"type":"archived","v":1,"id":1,');
    const listed = await bin(['learn', 'list', '--recent', '20']);
    expect(listed.stdout).toContain(`#1 [P] ${dayOf(T1)} failure: timeout 5 ./sync.sh (exit 127)\n    timeout: command not found\n    correction: en macOS usa gtimeout`);
    // Restored today: the next archive leaves it.
    expect((await bin(['learn', 'archive'])).stdout).toContain('Nothing to archive');

    for (const [id, message] of [['1', 'learning #1 is not archived: it is in .claude/memory/learnings.jsonl'], ['#99', 'no archived learning #99'], ['g1', 'no archived learning #g1'], ['nope', '"nope" is not a learning id']]) {
      const bad = await bin(['learn', 'restore', id!]);
      expect(bad.code).toBe(2);
      expect(bad.stdout).toBe('');
      expect(bad.stderr).toContain(message);
      expect(bad.stderr).toContain('hint:');
    }
    const related = await bin(['learn', 'related', '4']);
    expect(related.code).toBe(2);
    expect(related.stderr).toContain('learning #4 is archived');
    expect(related.stderr).toContain('rulesweep learn restore 4');
  });

  it('takes the window from .rulesweep.json, and refuses a bad one with the key named', async () => {
    const { bin } = await project({ '.rulesweep.json': JSON.stringify({ learn: { archiveAfterDays: 365 } }) });
    expect((await bin(['learn', 'archive', '--dry-run'])).stdout).toContain('Nothing to archive');
    expect((await bin(['learn', 'archive', '--dry-run', '--days', '180'])).stdout).toContain('Would archive 2 learnings not seen in 180 days');
    const bad = await project({ '.rulesweep.json': JSON.stringify({ learn: { archiveAfterDays: 0 } }) });
    const refused = await bad.bin(['learn', 'archive']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('"learn.archiveAfterDays" must be a whole number above 0');
    expect(bad.read(ARCHIVE)).toBe('');
    const flag = await bin(['learn', 'archive', '--days', '-3']);
    expect(flag.code).toBe(2);
  });

  it('judges again under the lock: a learning corrected while it ran is seen, not archived', async () => {
    const { bin, read, root } = await project();
    const store = path.join(root, STORE);
    const memory = path.dirname(store);
    const correction = JSON.stringify({ type: 'correction', v: 1, id: 4, time: new Date().toISOString(), correction: 'lundi: lancer les tests la veille' });
    let archiving!: ReturnType<typeof bin>;
    // This test holds the store's lock (the lock every rulesweep process takes) while `learn
    // archive` has read the store and waits for the lock to move #1, #4 and #5; a correction of
    // #4 lands meanwhile, as a hook writes one under the lock.
    await withLock(store, async () => {
      archiving = bin(['learn', 'archive', '--json']);
      const waiting = () => readdirSync(memory).some((name) => name.startsWith('.learnings.jsonl.lock.holder.'));
      for (const started = Date.now(); !waiting(); await new Promise((resolve) => setTimeout(resolve, 10))) {
        if (Date.now() - started > 20_000) throw new Error('learn archive never reached the lock');
      }
      appendFileSync(store, `${correction}\n`);
    });
    const result = await archiving;
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { stores: Array<{ archived: Array<{ ref: string }> }> };
    expect(report.stores[0]!.archived.map((each) => each.ref)).toEqual(['#1', '#5']);
    const archive = read(ARCHIVE).trim().split('\n');
    expect(archive).toEqual([LINES[0], LINES[2], LINES[5]]);
    const kept = read(STORE).trim().split('\n');
    expect(kept).toContain(LINES[4]);
    expect(kept).toContain(correction);
    expect(kept.filter((line) => line.includes('"archived"')).map((line) => JSON.parse(line).id)).toEqual([1, 5]);
  }, 60_000);

  it('loses nothing when hook processes record failures while it archives', async () => {
    const { bin, read, root, env } = await project();
    const payload = (i: number) => JSON.stringify({
      hook_event_name: 'PostToolUseFailure', session_id: `s${i}`, cwd: root, tool_name: 'Bash',
      tool_input: { command: `cargo biuld --release ${i}` }, error: `error: no such command: \`biuld\`\nexit code 101`,
    });
    const results = await Promise.all([
      bin(['learn', 'archive']),
      ...Array.from({ length: 6 }, (_, i) => runBin(['learn', 'hook'], { cwd: root, env, stdin: payload(i) })),
    ]);
    expect(results.map((result) => result.code)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const store = read(STORE).trim().split('\n').map((line) => JSON.parse(line) as { type: string; id: number; command?: string });
    const archive = read(ARCHIVE).trim().split('\n').map((line) => JSON.parse(line) as { type: string; id: number });
    const hooked = store.filter((event) => event.command?.startsWith('cargo biuld'));
    expect(hooked).toHaveLength(6);
    const ids = [...store.filter((event) => event.type !== 'correction').map((event) => event.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(archive.filter((event) => event.type === 'learning').map((event) => event.id)).toEqual([1, 4, 5]);
  }, 60_000);
});
