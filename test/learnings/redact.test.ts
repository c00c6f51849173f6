// The redactor against its corpus (redact-fixtures.ts): every kind it names has a fixture and is
// hidden, with the text around it kept; look-alikes come out unchanged; redaction is idempotent
// and linear on hostile input. Then the same corpus through the built bin, as `learn capture` and
// the learn hook store it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { redactSecrets, redactValue, secretKinds } from '../../src/learnings/redact.js';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';
import { ALL_POSITIVES, NAMED_FIXTURES, NEGATIVE_FIXTURES, SHAPE_FIXTURES, TOKEN_FIXTURES, type SecretFixture } from './redact-fixtures.js';

function expectRedacted(fixture: SecretFixture, output: string) {
  for (const secret of fixture.secrets) expect(output, fixture.label).not.toContain(secret);
  expect(output, fixture.label).toContain(`[REDACTED:${fixture.kind}]`);
  for (const kept of fixture.kept) expect(output, `${fixture.label}: keeps ${kept}`).toContain(kept);
}

describe('redactSecrets', () => {
  it.each(TOKEN_FIXTURES.map((fixture) => [fixture.label, fixture] as const))('hides %s', (_label, fixture) => {
    expectRedacted(fixture, redactSecrets(fixture.text));
  });

  it.each(NAMED_FIXTURES.map((fixture) => [fixture.label, fixture] as const))('hides a provider key named %s', (_label, fixture) => {
    expectRedacted(fixture, redactSecrets(fixture.text));
  });

  it.each(SHAPE_FIXTURES.map((fixture) => [fixture.label, fixture] as const))('hides %s', (_label, fixture) => {
    expectRedacted(fixture, redactSecrets(fixture.text));
  });

  it.each(NEGATIVE_FIXTURES)('leaves %s alone', (_label, input) => {
    expect(redactSecrets(input)).toBe(input);
  });

  it('has a fixture for every kind it names', () => {
    const covered = new Set(ALL_POSITIVES.map((fixture) => fixture.kind));
    expect(secretKinds().filter((kind) => !covered.has(kind))).toEqual([]);
    expect(secretKinds().length).toBeGreaterThanOrEqual(120);
  });

  it('is idempotent', () => {
    for (const fixture of ALL_POSITIVES) {
      const once = redactSecrets(fixture.text);
      expect(redactSecrets(once), fixture.label).toBe(once);
    }
  });

  it('names the kind of secret it hid, and keeps the rest exactly', () => {
    const awsId = ['AKIA', 'IOSFODNN7EXAMPLE'].join('');
    const gh = `ghp_${'A1b2C3d4E5'.repeat(4)}`;
    expect(redactSecrets(`key ${awsId}`)).toBe('key [REDACTED:aws-access-key]');
    expect(redactSecrets('postgres://u:pw123456@h/db')).toBe('postgres://u:[REDACTED:password]@h/db');
    expect(redactSecrets(`Authorization: token ${gh}`)).toBe('Authorization: token [REDACTED:github-token]');
    expect(redactSecrets('redis://:hunter2@cache:6379')).toBe('redis://:[REDACTED:password]@cache:6379');
    expect(redactSecrets('mysql -uroot -pS3cret shop')).toBe('mysql -uroot -p[REDACTED:password] shop');
    expect(redactSecrets('curl -u admin:S3cret https://x.example')).toBe('curl -u admin:[REDACTED:credentials] https://x.example');
    expect(redactSecrets('aws_secret_access_key = abc/def+ghi')).toBe('aws_secret_access_key = [REDACTED:secret]');
  });

  it('hides several secrets in one text, each with its own marker', () => {
    const labels = ['AWS access key id', 'GitHub classic token', 'Redis URL with no user', 'mysql -pPW', 'ALGOLIA_ADMIN (algolia-key)'];
    const texts = ALL_POSITIVES.filter((fixture) => labels.includes(fixture.label));
    expect(texts).toHaveLength(labels.length);
    const output = redactSecrets(texts.map((fixture) => fixture.text).join('\n'));
    for (const fixture of texts) expectRedacted(fixture, output);
  });

  it('stays linear on hostile input (a quadratic scan would time the test out)', () => {
    const hostile = [
      'token="'.repeat(20_000),
      'password=' + 'a'.repeat(200_000),
      'curl '.repeat(20_000),
      'curl -u a'.repeat(20_000),
      'mysql -p'.repeat(20_000),
      'https://a:b/'.repeat(20_000),
      'a://b:c@'.repeat(30_000),
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA'.repeat(5_000),
      'postgres://u:' + '@'.repeat(100_000),
      'Authorization: Bearer '.repeat(10_000),
      'algolia = '.repeat(20_000),
      'apiVersion: v1\nkind: Secret\ndata:\n' + '  k: v\n'.repeat(20_000),
    ];
    for (const text of hostile) {
      const output = redactSecrets(text);
      expect(redactSecrets(output)).toBe(output);
    }
    expect(redactSecrets('password=' + 'a'.repeat(200_000))).toBe('password=[REDACTED:secret]');
  });
});

describe('redactValue', () => {
  it('redacts strings at any depth and keeps keys, numbers and booleans', () => {
    const token = TOKEN_FIXTURES.find((fixture) => fixture.label === 'GitHub classic token')!;
    const value = { note: token.text, nested: [{ url: 'https://a:b1234567@x.io' }], count: 3, ok: true, password: 'x' };
    const output = redactValue(value);
    expect(JSON.stringify(output)).not.toContain(token.secrets[0]);
    expect(JSON.stringify(output)).not.toContain('b1234567');
    expect(output.count).toBe(3);
    expect(output.ok).toBe(true);
    expect(Object.keys(output)).toEqual(Object.keys(value));
  });
});

// ---- Through the built bin --------------------------------------------------------------------

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/hooks');
const STORE = '.claude/memory/learnings.jsonl';

/** The positives in batches small enough that the store keeps each error whole (its cap is 8,000). */
function batches(fixtures: SecretFixture[], limit = 5_000): SecretFixture[][] {
  const out: SecretFixture[][] = [[]];
  let size = 0;
  for (const fixture of fixtures) {
    if (size + fixture.text.length > limit && out.at(-1)!.length > 0) {
      out.push([]);
      size = 0;
    }
    out.at(-1)!.push(fixture);
    size += fixture.text.length + 1;
  }
  return out;
}

function setup() {
  const root = tempProject({ '.git/HEAD': 'ref: refs/heads/main\n' });
  return { root, env: { HOME: root, XDG_DATA_HOME: path.join(root, 'xdg'), CLAUDE_PROJECT_DIR: root }, store: path.join(root, STORE) };
}

describe('every secret kind and shape, through the built bin', () => {
  it('learn capture stores none of them and keeps the text around them', async () => {
    const { root, env, store } = setup();
    const groups = batches(ALL_POSITIVES);
    for (const group of groups) {
      const result = await runBin(['learn', 'capture', 'deploy --prod', '--error', group.map((fixture) => fixture.text).join('\n')], { cwd: root, env });
      expect(result.code, result.stderr).toBe(0);
    }
    const events = readFileSync(store, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { error: string });
    expect(events).toHaveLength(groups.length);
    groups.forEach((group, index) => {
      for (const fixture of group) expectRedacted(fixture, events[index]!.error);
    });
  });

  it('the learn hook (its own bundle) stores none of them either', async () => {
    const { root, env, store } = setup();
    const payload = JSON.parse(readFileSync(path.join(FIXTURES, 'claude-post-tool-use-failure-bash.json'), 'utf8')) as Record<string, unknown>;
    const groups = batches(SHAPE_FIXTURES.concat(TOKEN_FIXTURES.slice(0, 30)), 4_000);
    for (const group of groups) {
      const stdin = JSON.stringify({ ...payload, cwd: root, error: group.map((fixture) => fixture.text).join('\n') });
      expect(await runBin(['learn', 'hook'], { cwd: root, env, stdin })).toEqual({ code: 0, stdout: '', stderr: '' });
    }
    const events = readFileSync(store, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { error: string; command: string });
    expect(events).toHaveLength(groups.length);
    groups.forEach((group, index) => {
      for (const fixture of group) expectRedacted(fixture, events[index]!.error);
      expect(events[index]!.command).toContain('postgres://shop:[REDACTED:password]@db.internal');
    });
  });
});
