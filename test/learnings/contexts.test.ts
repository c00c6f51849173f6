// Where a lesson applies (issue 13 item 3): contexts and anti-contexts as people write them, what
// the hook infers from real folders (marker files) and the failing command, capture's flags
// through the built bin, and `learn query` ranking a lesson that says it does not hold here below
// one that says it does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextsOf, inferredContexts, languagesOf, parseContext, placeFactor } from '../../src/learnings/contexts.js';
import { runBin } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

const STORE = '.claude/memory/learnings.jsonl';

describe('contexts as written', () => {
  it('reads path:, lang: and tool: in any case, and refuses the rest', () => {
    expect(parseContext('path:./automation/')).toEqual({ kind: 'paths', value: 'automation/' });
    expect(parseContext('Lang: Python')).toEqual({ kind: 'languages', value: 'python' });
    expect(parseContext('tool:docker-compose')).toEqual({ kind: 'tools', value: 'docker-compose' });
    expect(parseContext('path:src\\legacy')).toEqual({ kind: 'paths', value: 'src/legacy' });
    for (const bad of ['python', 'lang:', 'os:linux', '', ':pip']) expect(parseContext(bad)).toBeUndefined();
    expect(contextsOf(['lang:python', 'lang:Python', 'tool:pip', 'idioma:es'])).toEqual({ contexts: { languages: ['python'], tools: ['pip'] }, unread: ['idioma:es'] });
  });

  it('infers the languages of a real folder from its marker files, and the tool a command ran', () => {
    const root = tempProject({ 'py/pyproject.toml': '', 'ts/package.json': '{}', 'ts/tsconfig.json': '{}', 'mixed/go.mod': '', 'mixed/Cargo.toml': '', 'none/readme.md': '' });
    expect(languagesOf(path.join(root, 'py'))).toEqual(['python']);
    expect(languagesOf(path.join(root, 'ts'))).toEqual(['typescript']);
    expect(languagesOf(path.join(root, 'mixed'))).toEqual(['go', 'rust']);
    expect(languagesOf(path.join(root, 'none'))).toEqual([]);
    expect(languagesOf(path.join(root, 'missing'))).toEqual([]);
    expect(languagesOf('relative/path')).toEqual([]);
    expect(inferredContexts(path.join(root, 'py'), 'cd app && sudo pip3 install requests')).toEqual({ languages: ['python'], tools: ['pip3'] });
    expect(inferredContexts(path.join(root, 'none'))).toBeUndefined();
  });

  it('weighs a learning for a place: its contexts lift it, its anti-contexts sink it, its confidence scales it', () => {
    const place = { languages: ['python'], path: 'automation/deploy' };
    expect(placeFactor({}, place)).toBe(1);
    expect(placeFactor({ contexts: { languages: ['python'] } }, place)).toBe(1.25);
    expect(placeFactor({ contexts: { paths: ['automation/'] } }, place)).toBe(1.25);
    expect(placeFactor({ contexts: { paths: ['auto'] } }, place)).toBe(1);
    expect(placeFactor({ contexts: { languages: ['python'] }, antiContexts: { paths: ['automation'] } }, place)).toBe(0.4);
    expect(placeFactor({ confidence: 0 }, undefined)).toBe(0.5);
    expect(placeFactor({ confidence: 7 }, undefined)).toBe(1);
  });
});

async function project(files: Record<string, string> = {}) {
  const root = tempProject(files);
  await initGitRepo(root);
  const env = { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg') };
  const bin = (args: string[], options: { cwd?: string; stdin?: string } = {}) => runBin(args, { cwd: options.cwd ?? root, env, ...(options.stdin !== undefined ? { stdin: options.stdin } : {}) });
  const events = () => readFileSync(path.join(root, STORE), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  return { root, bin, events };
}

describe('capture, hook and query with contexts (built bin)', () => {
  it('learn capture records confidence, source, contexts and anti-contexts; a bad one records nothing', async () => {
    const { bin, events, root } = await project();
    const result = await bin(['learn', 'capture', '--correction', 'usa uv, no pip', '--source', 'person', '--confidence', '0.8',
      '--applies-to', 'lang:python', '--applies-to', 'path:automation/', '--not-for', 'path:tools/legacy/', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).learning).toMatchObject({
      kind: 'correction', source: 'person', confidence: 0.8,
      contexts: { languages: ['python'], paths: ['automation/'] }, antiContexts: { paths: ['tools/legacy/'] },
    });
    expect((await bin(['learn', 'capture', 'make deploy'])).code).toBe(0);
    expect(events()[1]).toMatchObject({ kind: 'failure', source: 'failure' });
    for (const args of [['--applies-to', 'python'], ['--not-for', 'os:mac'], ['--confidence', '1.5'], ['--confidence', 'high'], ['--source', 'rumour']]) {
      const bad = await bin(['learn', 'capture', '--correction', 'x y z', ...args]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).not.toBe('');
    }
    expect(events()).toHaveLength(2);
    expect(readFileSync(path.join(root, STORE), 'utf8')).not.toContain('x y z');
  });

  it('the hook records the cwd\'s language and the failing tool, and a prompt correction as from a person', async () => {
    const { bin, events, root } = await project({ 'svc/pyproject.toml': '[project]\nname = "svc"\n' });
    const cwd = path.join(root, 'svc');
    const failure = JSON.stringify({ hook_event_name: 'PostToolUseFailure', session_id: 's1', cwd, tool_name: 'Bash', tool_input: { command: 'cd svc && pip install requests' }, error: 'Exit code 1\nerror: externally-managed-environment' });
    const prompt = JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: 's1', cwd, prompt: 'no, usa uv en vez de pip install' });
    for (const stdin of [failure, prompt]) expect(await bin(['learn', 'hook'], { stdin })).toEqual({ code: 0, stdout: '', stderr: '' });
    const [failed, corrected] = events();
    expect(failed).toMatchObject({ kind: 'failure', source: 'failure', contexts: { languages: ['python'], tools: ['pip'] } });
    expect(corrected).toMatchObject({ kind: 'correction', source: 'person', contexts: { languages: ['python'] } });
  });

  it('learn query ranks a lesson that says it does not hold here below one that says it does', async () => {
    const { bin, root } = await project({ 'legacy/setup.py': '', 'api/pyproject.toml': '', 'web/package.json': '{}' });
    await bin(['learn', 'capture', '--correction', 'never use pip install, use uv add', '--not-for', 'path:legacy/']);
    await bin(['learn', 'capture', '--correction', 'here we use pip install, not uv', '--applies-to', 'path:legacy/']);
    const fromLegacy = await bin(['learn', 'query', 'pip install', '--json'], { cwd: path.join(root, 'legacy') });
    expect((JSON.parse(fromLegacy.stdout) as { results: Array<{ ref: string }> }).results.map((result) => result.ref)).toEqual(['#2', '#1']);
    const fromApi = await bin(['learn', 'query', 'pip install', '--json'], { cwd: path.join(root, 'api') });
    const ranked = (JSON.parse(fromApi.stdout) as { results: Array<{ ref: string; score: number }> }).results;
    // Neither says anything about api/: the more recent one first, both with the same relevance.
    expect(ranked.map((result) => result.ref).sort()).toEqual(['#1', '#2']);
    expect(ranked.find((result) => result.ref === '#1')!.score).toBeGreaterThan((JSON.parse(fromLegacy.stdout) as { results: Array<{ ref: string; score: number }> }).results.find((result) => result.ref === '#1')!.score);
  });
});
