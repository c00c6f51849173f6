// `rulesweep learn related ID` through the built bin, in a real git repository: a learning's
// group, the rule made from it (named by its [source: …] line, or only by the evolution log when
// the rules file names the first 12), and the corrections that contradict it, in several languages.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

const RULES = '.claude/memory/learned-rules.md';
const LOG = '.claude/memory/evolution-log.md';
const STORE = '.claude/memory/learnings.jsonl';

function learning(id: number, fields: Record<string, unknown>): string {
  return JSON.stringify({ type: 'learning', v: 1, id, time: `2026-11-0${Math.min(id, 9)}T10:00:00.000Z`, tags: [], ...fields });
}

const LEARNINGS = [
  learning(1, { kind: 'failure', command: 'pip install requests', exitCode: 1, error: 'error: externally-managed-environment', session: 's1' }),
  learning(2, { kind: 'correction', correction: 'no, use uv instead of pip install', session: 's1' }),
  learning(3, { kind: 'correction', correction: 'usa uv, nunca pip install', session: 's2' }),
  learning(4, { kind: 'correction', correction: 'in diesem Projekt nutzen wir pip install, nicht uv', session: 's3' }),
  learning(5, { kind: 'failure', command: 'docker-compose up -d', exitCode: 127, error: 'docker-compose: command not found', session: 's4' }),
  learning(6, { kind: 'correction', correction: '请用 docker compose，不要用 docker-compose', session: 's4' }),
].join('\n');

async function project(files: Record<string, string>) {
  const root = tempProject({ [STORE]: `${LEARNINGS}\n`, ...files });
  await initGitRepo(root);
  const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') };
  return { root, related: (args: string[]) => runBin(['learn', 'related', ...args], { cwd: root, env }) };
}

describe('learn related', () => {
  it('lists the group, the rule its [source: …] line names, and the correction that says the opposite', async () => {
    const { related } = await project({
      [RULES]: '# Learned Rules\n\n---\n\n- Never use `pip install`; use `uv` instead.\n  verify: Grep("\\bpip install\\b", path=".") -> 0 matches\n  [source: corrected 2x, learning #1, #2, 2026-11-02]\n',
    });
    const result = await related(['#3']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const [head, , group, ...rest] = result.stdout.split('\n');
    expect(head).toBe('#3 [P] 2026-11-03 correction: usa uv, nunca pip install');
    expect(group).toBe('Group: 2 other learnings of the same lesson');
    expect(rest.join('\n')).toContain('  #1 [P] 2026-11-01 failure: pip install requests (exit 1)');
    expect(rest.join('\n')).toContain('  #2 [P] 2026-11-02 correction: no, use uv instead of pip install');
    expect(result.stdout).toContain('Rules made from it or its group:\n  Never use `pip install`; use `uv` instead. (.claude/memory/learned-rules.md:5; its [source: …] names #1)');
    expect(result.stdout).toContain('Contradicting corrections (shown together, never merged):\n  #4 [P] 2026-11-04 correction: in diesem Projekt nutzen wir pip install, nicht uv  recommends `pip install`, which #3 says to avoid');
    // The docker lesson is neither its group nor a contradiction.
    expect(result.stdout).not.toMatch(/#5|#6/);
  });

  it('the contradicting correction is not merged into the lesson it contradicts, and sees it from its side', async () => {
    const { related } = await project({});
    const result = await related(['4', '--json']);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as { learning: { ref: string }; group: unknown[]; rules: unknown[]; contradictions: Array<{ learning: { ref: string }; term: string; recommendedBy: string }> };
    expect(json.learning.ref).toBe('#4');
    expect(json.group).toEqual([]);
    expect(json.rules).toEqual([]);
    expect(json.contradictions.map((each) => [each.learning.ref, each.recommendedBy]).sort()).toEqual([['#1', 'this'], ['#2', 'other'], ['#3', 'other']]);
  });

  it('finds the rule through the evolution log when its [source: …] line does not name the learning, and says when it is gone', async () => {
    const log = `# Evolution log\n\n## 2026-11-05 · PROMOTE · approved · 0123456789ab\n\n- Rule: Never use \`docker-compose\`; use \`docker compose\` instead.\n- Verify: \`Grep("\\bdocker-compose\\b", path=".") -> 0 matches\`\n- Source: learning #5, #6\n- Time: 2026-11-05T10:00:00.000Z\n\n## 2026-11-05 · PROMOTE · approved · ba9876543210\n\n- Rule: Never run \`docker-compose down -v\`.\n- Source: learning #5, #6\n- Time: 2026-11-05T10:01:00.000Z\n`;
    const { related } = await project({
      [LOG]: log,
      [RULES]: '# Learned Rules\n\n---\n\n- Never use `docker-compose`; use `docker compose` instead.\n  verify: Grep("\\bdocker-compose\\b", path=".") -> 0 matches\n  [source: corrected 2x, learning #1, #2, … and 12 more, 2026-11-05]\n',
    });
    const result = await related(['#6']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Group: 1 other learning of the same lesson\n  #5 [P] 2026-11-05 failure: docker-compose up -d (exit 127)');
    expect(result.stdout).toContain('  Never use `docker-compose`; use `docker compose` instead. (.claude/memory/learned-rules.md:5; approved 2026-11-05 from #6 (evolution log))');
    expect(result.stdout).toContain('  Never run `docker-compose down -v`. (no longer in the rules file; approved 2026-11-05 from #6 (evolution log))');
    expect(result.stdout).toContain('Contradicting corrections: none');
  });

  it('a learning standing alone says so; a bad or unknown id exits 2 with a hint, reading nothing else', async () => {
    const { related, root } = await project({});
    const alone = await runBin(['learn', 'capture', '--correction', 'préfère rg à grep -r', '--global'], { cwd: root, env: { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') } });
    expect(alone.code).toBe(0);
    const result = await related(['g1']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^#g1 \[G\] \d{4}-\d\d-\d\d correction: préfère rg à grep -r\n    source: agent\n\nGroup: none \(evolve reads no other learning as the same lesson\)\nRules: none in \.claude\/memory\/learned-rules\.md made from it or its group\nContradicting corrections: none\n$/);
    for (const [id, message] of [['#99', 'no learning #99 in the project store'], ['g7', 'no learning #g7 in the global store'], ['pip', '"pip" is not a learning id'], ['#0', '"#0" is not a learning id']]) {
      const bad = await related([id!]);
      expect(bad.code).toBe(2);
      expect(bad.stdout).toBe('');
      expect(bad.stderr).toContain(message);
      expect(bad.stderr).toContain('hint:');
    }
    const help = await related(['--help']);
    expect(help.stdout).toContain('Reads both stores, the rules file and the evolution log; changes nothing.');
    expect(help.stdout).toContain('--json');
  });
});
