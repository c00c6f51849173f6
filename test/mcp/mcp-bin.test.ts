// `rulesweep mcp` through the built bin, driven by the MCP SDK's own Client over a real stdio
// pipe: it lists its tools and the rules file as a resource, sweeps, captures, corrects, queries
// and drafts through the same use-cases as the CLI, answers bad arguments and known failures with
// `isError` results without ending the session, and no tool changes the rules file or the log.
import { spawn } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';

const TOKEN = `ghp_${'a1B2c3D4e5'.repeat(4)}`;

const RULES = `# Learned Rules

---

- Never use pip, pip3, or pipx; always use uv instead.
  verify: Grep("pip install", path="automation/") -> 0 matches
  guard: Bash("\\bpip3? install|\\bpipx install")

- Nunca uses console.log en el código de producción; usa el logger.
  verify: Grep("console\\.log", path="src/") -> 0 matches
`;

const LOG = '# Evolution Log\n\nNothing decided yet.\n';

const EXPECTED_TOOLS = ['capture_learning', 'correct_learning', 'draft_proposal', 'list_rules', 'query_learnings', 'sweep'];

const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});

async function project(files: Record<string, string> = {}): Promise<string> {
  const root = tempProject({
    '.claude/memory/learned-rules.md': RULES,
    '.claude/memory/evolution-log.md': LOG,
    'automation/setup.sh': `#!/bin/sh\npip install requests  # export GITHUB_TOKEN=${TOKEN}\n`,
    'src/app.ts': 'export const answer = 42;\n',
    ...files,
  });
  await initGitRepo(root);
  return root;
}

async function connect(root: string, args: string[] = [], cwd = root): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', ...args],
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: root, XDG_DATA_HOME: path.join(root, '.xdg-data'), XDG_CACHE_HOME: path.join(root, '.xdg-cache') },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'vitest-agent', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return { client, stderr: () => stderr };
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
const text = (result: CallToolResult) => result.content.map((item) => (item.type === 'text' ? item.text : '')).join('\n');

describe('rulesweep mcp over stdio, with the SDK\'s client', () => {
  it('lists exactly its tools, typed, and none that approves, applies or edits a rule or the log', async () => {
    const { client } = await connect(await project());
    expect(client.getServerVersion()?.name).toBe('rulesweep');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(EXPECTED_TOOLS);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.name).not.toMatch(/approve|apply|edit|evolve|reject|restore|delete/);
    }
    const sweep = tools.find((tool) => tool.name === 'sweep')!;
    expect(sweep.annotations?.readOnlyHint).toBe(true);
    expect(Object.keys(tools.find((tool) => tool.name === 'draft_proposal')!.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['rule', 'verify', 'risk']),
    );
  });

  it('offers the rules file as a resource, read exactly as it is on disk', async () => {
    const root = await project();
    const { client } = await connect(root);
    const { resources } = await client.listResources();
    expect(resources).toHaveLength(1);
    expect(resources[0]!.mimeType).toBe('text/markdown');
    expect(resources[0]!.uri).toMatch(/^file:\/\/.*learned-rules\.md$/);
    const read = await client.readResource({ uri: resources[0]!.uri });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: RULES });
  });

  it('sweeps every rule, or only the ids given, with statuses, counts and redacted samples', async () => {
    const { client } = await connect(await project());
    const result = await call(client, 'sweep');
    expect(result.isError).toBeFalsy();
    const data = result.structuredContent as any;
    expect(data.rulesFile).toBe('.claude/memory/learned-rules.md');
    expect(data.summary).toMatchObject({ checked: 2, passed: 1, failed: 1, errors: 0 });
    const [pip, consoleLog] = data.results;
    expect(pip).toMatchObject({ status: 'FAIL', count: 1, expected: '0', ruleText: expect.stringContaining('Never use pip') });
    expect(pip.samples).toHaveLength(1);
    expect(pip.samples[0]).toMatchObject({ path: 'automation/setup.sh', line: 2 });
    expect(pip.samples[0].text).toContain('pip install requests');
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(consoleLog).toMatchObject({ status: 'PASS', count: 0 });
    expect(text(result)).toMatch(/2 checked, 1 passed, 1 failed/);
    expect(text(result)).toMatch(/FAIL: Never use pip/);

    const listed = await call(client, 'list_rules');
    const ids = (listed.structuredContent as any).rules.map((rule: { id: string }) => rule.id);
    expect((listed.structuredContent as any).rules[0].guards).toEqual([{ guard: 'Bash("\\bpip3? install|\\bpipx install")', action: 'deny' }]);
    const one = await call(client, 'sweep', { ruleIds: [ids[1]] });
    expect((one.structuredContent as any).results.map((row: { ruleId: string }) => row.ruleId)).toEqual([ids[1]]);
    expect((one.structuredContent as any).summary).toMatchObject({ checked: 1, passed: 1, failed: 0 });
  });

  it('captures a failure and a correction in the same store the hooks write, redacted, and finds them by meaning', async () => {
    const root = await project();
    const { client } = await connect(root);
    const failure = await call(client, 'capture_learning', {
      command: 'pip install requests',
      error: `bash: pip: command not found (token ${TOKEN})`,
      exitCode: 127,
    });
    expect(failure.isError).toBeFalsy();
    expect(failure.structuredContent).toMatchObject({ ref: '#1', scope: 'project', learning: { kind: 'failure', command: 'pip install requests', exitCode: 127 } });
    const correction = await call(client, 'correct_learning', { id: '#1', correction: 'usa uv add, no pip' });
    expect(correction.structuredContent).toMatchObject({ ref: '#1', correction: 'usa uv add, no pip' });
    const noted = await call(client, 'capture_learning', { correction: 'Für Python-Pakete immer uv verwenden, nie pip.' });
    expect(noted.structuredContent).toMatchObject({ ref: '#2', learning: { kind: 'correction' } });

    const store = readFileSync(path.join(root, '.claude/memory/learnings.jsonl'), 'utf8');
    expect(store).not.toContain(TOKEN);
    const events = store.trim().split('\n').map((line) => JSON.parse(line));
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.agent === 'vitest-agent')).toBe(true);

    const found = await call(client, 'query_learnings', { query: 'install python packages' });
    const refs = (found.structuredContent as any).results.map((row: { learning: { ref: string } }) => row.learning.ref);
    expect(refs).toContain('#1');
    const first = (found.structuredContent as any).results.find((row: { learning: { ref: string } }) => row.learning.ref === '#1');
    expect(first.learning.latestCorrection).toBe('usa uv add, no pip');
    expect(text(found)).toMatch(/#1 failure: pip install requests → usa uv add, no pip/);
  });

  it('captures and queries from the folder it was started in, as learn capture and learn query do from theirs', async () => {
    const root = await project({ 'services/api/go.mod': 'module example.com/api\n', 'tools/requirements.txt': 'requests\n' });
    const env = { XDG_DATA_HOME: path.join(root, '.xdg-data'), XDG_CACHE_HOME: path.join(root, '.xdg-cache') };
    for (const language of ['go', 'python']) {
      const captured = await runBin(['learn', 'capture', 'make release', '--error', 'release failed: missing credentials', '--applies-to', `lang:${language}`], { cwd: root, env });
      expect(captured.code, captured.stderr).toBe(0);
    }
    const api = path.join(root, 'services/api');
    // Started in a subfolder, the server still finds the project at its root …
    const { client } = await connect(root, [], api);
    const captured = await call(client, 'capture_learning', { command: 'go run ./cmd/api', error: 'missing go.sum entry' });
    expect(captured.structuredContent).toMatchObject({ ref: '#3' });
    const events = readFileSync(path.join(root, '.claude/memory/learnings.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    // … and records where it runs, as the hooks and `learn capture` record theirs.
    expect(events.at(-1)).toMatchObject({ command: 'go run ./cmd/api', cwd: realpathSync(api) });

    // The folder's language ranks the lessons that apply there first: Go in services/api, Python in tools/.
    const firstFor = async (from: Client) => {
      const found = await call(from, 'query_learnings', { query: 'release missing credentials' });
      return (found.structuredContent as any).results.map((row: { learning: { ref: string } }) => row.learning.ref).slice(0, 2);
    };
    expect(await firstFor(client)).toEqual(['#1', '#2']);
    const { client: inTools } = await connect(root, [], path.join(root, 'tools'));
    expect(await firstFor(inTools)).toEqual(['#2', '#1']);
  });

  it('drafts a proposal into the drafts file for a person to review, and refuses one that does not check', async () => {
    const root = await project();
    const { client } = await connect(root);
    const drafted = await call(client, 'draft_proposal', {
      rule: 'Never call eval(); parse the input instead.',
      verify: 'Grep("\\beval\\(", path="src/") -> 0 matches',
      risk: 'low',
      evidence: 'seen in review',
    });
    expect(drafted.isError).toBeFalsy();
    expect(drafted.structuredContent).toMatchObject({ id: 'd1', alreadyDrafted: false, file: '.claude/memory/evolve-drafts.jsonl' });
    expect(text(drafted)).toMatch(/rulesweep evolve/);
    const draft = JSON.parse(readFileSync(path.join(root, '.claude/memory/evolve-drafts.jsonl'), 'utf8').trim());
    expect(draft).toMatchObject({ rule: 'Never call eval(); parse the input instead.', risk: 'low', agent: 'vitest-agent' });

    const again = await call(client, 'draft_proposal', { rule: 'Never call eval(); parse the input instead.', verify: 'Grep("\\beval\\(", path="src/") -> 0 matches', risk: 'low' });
    expect(again.structuredContent).toMatchObject({ id: 'd1', alreadyDrafted: true });

    const broken = await call(client, 'draft_proposal', { rule: 'Never do X.', verify: 'Grep("x", path="no-such-folder/") -> 0 matches', risk: 'low' });
    expect(broken.isError).toBe(true);
    expect(text(broken)).toMatch(/^draft_proposal failed: /);
    expect(text(broken)).toMatch(/Hint: /);
    const covered = await call(client, 'draft_proposal', { rule: 'Never use pip, pip3, or pipx; always use uv instead.', verify: 'Grep("pip install", path="automation/") -> 0 matches', risk: 'low' });
    expect(covered.isError).toBe(true);
    expect(text(covered)).toMatch(/already covers it/);
  });

  it('no tool changes the rules file or the evolution log, whatever it is called with', async () => {
    const root = await project();
    const rulesFile = path.join(root, '.claude/memory/learned-rules.md');
    const logFile = path.join(root, '.claude/memory/evolution-log.md');
    const { client } = await connect(root);
    const { tools } = await client.listTools();
    const ids = ((await call(client, 'list_rules')).structuredContent as any).rules.map((rule: { id: string }) => rule.id);
    const calls: Record<string, Array<Record<string, unknown>>> = {
      sweep: [{}, { ruleIds: ids }],
      list_rules: [{}],
      query_learnings: [{ query: 'pip' }],
      capture_learning: [{ command: 'pip install x', error: 'not found' }, { correction: 'approve the rule "never use pip"', kind: 'correction' }],
      correct_learning: [{ id: '#1', correction: 'apply: remove the pip rule from learned-rules.md' }],
      draft_proposal: [{ rule: 'Never call eval(); parse the input instead.', verify: 'Grep("\\beval\\(", path="src/") -> 0 matches', risk: 'high' }],
    };
    expect(Object.keys(calls).sort()).toEqual(tools.map((tool) => tool.name).sort());
    for (const [name, argsList] of Object.entries(calls)) {
      for (const args of argsList) {
        const result = await call(client, name, args);
        expect(result.isError, `${name} ${text(result)}`).toBeFalsy();
        expect(readFileSync(rulesFile, 'utf8')).toBe(RULES);
        expect(readFileSync(logFile, 'utf8')).toBe(LOG);
      }
    }
  });

  it('answers bad arguments and known failures with an error result, and the session goes on', async () => {
    const root = await project();
    const { client } = await connect(root);
    const unknownRule = await call(client, 'sweep', { ruleIds: ['no-such-rule'] });
    expect(unknownRule.isError).toBe(true);
    expect(text(unknownRule)).toMatch(/no rule with id no-such-rule/);

    const wrongType = await call(client, 'query_learnings', { query: 42 });
    expect(wrongType.isError).toBe(true);
    expect(text(wrongType)).toMatch(/query/);
    const missing = await call(client, 'draft_proposal', { rule: 'x' });
    expect(missing.isError).toBe(true);
    const badRisk = await call(client, 'draft_proposal', { rule: 'x', verify: 'Grep("x", path="src/") -> 0 matches', risk: 'extreme' });
    expect(badRisk.isError).toBe(true);

    const nothing = await call(client, 'capture_learning', {});
    expect(nothing.isError).toBe(true);
    expect(text(nothing)).toMatch(/nothing to record/);
    const testRun = await call(client, 'capture_learning', { command: 'npm test', error: '1 failing' });
    expect(testRun.isError).toBe(true);
    expect(text(testRun)).toMatch(/runs tests/);
    const unknownLearning = await call(client, 'correct_learning', { id: '#99', correction: 'use uv' });
    expect(unknownLearning.isError).toBe(true);
    expect(text(unknownLearning)).toMatch(/no learning #99/);

    const notATool = await call(client, 'approve_rule', { fingerprint: 'abcd' });
    expect(notATool.isError).toBe(true);
    expect(text(notATool)).toMatch(/approve_rule not found/);

    // Still serving after all of that.
    const after = await call(client, 'sweep');
    expect(after.isError).toBeFalsy();
    expect((after.structuredContent as any).summary.checked).toBe(2);
    expect(readFileSync(path.join(root, '.claude/memory/learned-rules.md'), 'utf8')).toBe(RULES);
  });

  it('without a rules file, says so in an error result with what to do, and the resource read fails cleanly', async () => {
    const root = tempProject({ 'src/app.ts': 'export {};\n' });
    await initGitRepo(root);
    const { client } = await connect(root);
    const sweep = await call(client, 'sweep');
    expect(sweep.isError).toBe(true);
    expect(text(sweep)).toMatch(/learned-rules\.md/);
    expect(text(sweep)).toMatch(/Hint: .*init/);
    expect((await call(client, 'list_rules')).isError).toBe(true);
    const [resource] = (await client.listResources()).resources;
    await expect(client.readResource({ uri: resource!.uri })).rejects.toThrow(/cannot read the rules file/);
    // A capture still works: the learnings store does not need the rules file.
    expect((await call(client, 'capture_learning', { correction: 'use uv' })).isError).toBeFalsy();
  });

  it('reads --rules, and a line that is not JSON-RPC on stdin is noted on stderr and skipped; closing stdin ends it with exit 0', async () => {
    const root = await project({ 'docs/other-rules.md': '# Rules\n\n- Never use var.\n  verify: Grep("\\\\bvar ", path="src/") -> 0 matches\n' });
    const child = spawn(process.execPath, [BIN, 'mcp', '--rules', 'docs/other-rules.md'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: root, XDG_CACHE_HOME: path.join(root, '.xdg-cache') },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    const answer = async (id: number) => {
      for (let waited = 0; waited < 15_000; waited += 20) {
        const line = stdout.split('\n').find((text) => text.includes(`"id":${id}`));
        if (line) return JSON.parse(line);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no answer to ${id}; stderr: ${stderr}`);
    };
    child.stdin.write('this is not json\n');
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } });
    expect((await answer(1)).result.serverInfo.name).toBe('rulesweep');
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_rules', arguments: {} } });
    const listed = await answer(2);
    expect(listed.result.structuredContent.rulesFile).toBe('docs/other-rules.md');
    expect(listed.result.structuredContent.rules.map((rule: { text: string }) => rule.text)).toEqual(['Never use var.']);
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(stderr).toMatch(/rulesweep mcp: .*JSON/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
