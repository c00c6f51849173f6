// Issue 9 item 5: a rule against hard-coded keys shows where the keys are, never the keys. Each
// sample is redacted by the learnings' redactor when the engine takes it, so no format and no
// consumer of the report (boot's SessionStart context included) can print one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBin } from '../helpers/cli.js';
import { tempProject } from '../helpers/project.js';

/** Made-up secrets of the shapes people leak, each as it would sit in a file. */
const SECRETS = {
  aws: 'AKIAIOSFODNN7EXAMPLE',
  google: 'AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe',
  stripe: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
  github: 'ghp_16C7e42F292c6912E7710c838347Ae178B4aQz',
  slack: 'xoxb-2048-1234567890-abcdefGHIJKLmnop',
  jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  password: 'Tr0ub4dor&3-horse',
  urlPassword: 's3cr3tPw9',
  bearer: 'abcdef0123456789abcdef0123456789',
};

const RULES = `# Learned Rules
---
- Never hard-code cloud keys.
  verify: Grep("AKIA|AIza|sk_live_", path="src/") -> 0 matches
- Never hard-code access tokens.
  verify: Grep("ghp_|xox[bp]-|eyJ", path="lib/") -> 0 matches
- No credentials in configuration.
  verify: Grep("(?i)password|://[^/ ]+:[^@ ]+@|Bearer", path="config/") -> 0 matches
`;

const FILES = {
  'src/aws.ts': `const awsKey = "${SECRETS.aws}"; // clave de acceso\n`,
  'src/google.js': `const google = "${SECRETS.google}" // 密钥\n`,
  'src/stripe.rb': `Stripe.api_key = "${SECRETS.stripe}" # Schlüssel\n`,
  'lib/ci.yml': `token: ${SECRETS.github}\n`,
  'lib/slack.py': `SLACK_BOT = "${SECRETS.slack}"\n`,
  'lib/session.ts': `export const auth = "${SECRETS.jwt}";\n`,
  'config/db.conf': `DB_PASSWORD = "${SECRETS.password}"  # mot de passe\n`,
  'config/url.conf': `url = "postgres://admin:${SECRETS.urlPassword}@db.internal:5432/app"\n`,
  'config/http.conf': `Authorization: "Bearer ${SECRETS.bearer}"\n`,
  '.claude/memory/learned-rules.md': RULES,
};

function expectNoSecret(output: string, where: string): void {
  for (const [kind, secret] of Object.entries(SECRETS)) expect(output, `${kind} in ${where}`).not.toContain(secret);
}

let root: string;
beforeAll(() => {
  root = tempProject(FILES);
});

describe('samples of a rule against hard-coded keys', () => {
  it.each(['text', 'json', 'markdown', 'sarif', 'junit'])('are redacted in %s', async (format) => {
    const { code, stdout } = await runBin(['sweep', '-f', format, '-q'], { cwd: root });
    expect(code).toBe(0);
    expectNoSecret(stdout, format);
    // Markdown escapes its brackets and colons, so the marker reads `\[REDACTED\:…` there.
    expect(stdout.replace(/\\/g, '')).toContain('[REDACTED:');
  });

  it('are redacted in GitHub annotations and the step summary', async () => {
    const summary = path.join(root, '..', `${path.basename(root)}-summary.md`);
    const { code, stdout } = await runBin(['sweep', '-f', 'github', '-q'], { cwd: root, env: { GITHUB_STEP_SUMMARY: summary } });
    expect(code).toBe(0);
    expectNoSecret(stdout, 'annotations');
    expect(stdout).toMatch(/^::error .*\[REDACTED:aws-access-key\]/m);
    const written = readFileSync(summary, 'utf8');
    expectNoSecret(written, 'step summary');
    expect(written).toContain('\\[REDACTED\\:');
  });

  it('keep the text around each secret and name its kind', async () => {
    const { stdout } = await runBin(['sweep', '--json', '-q'], { cwd: root });
    const samples = JSON.parse(stdout).results.flatMap((row: { samples: Array<{ path: string; text: string }> }) => row.samples);
    expect(Object.fromEntries(samples.map((sample: { path: string; text: string }) => [sample.path, sample.text]))).toEqual({
      'src/aws.ts': 'const awsKey = "[REDACTED:aws-access-key]"; // clave de acceso',
      'src/google.js': 'const google = "[REDACTED:google-api-key]" // 密钥',
      'src/stripe.rb': 'Stripe.api_key = "[REDACTED:stripe-key]" # Schlüssel',
      'lib/ci.yml': 'token: [REDACTED:github-token]',
      'lib/slack.py': 'SLACK_BOT = "[REDACTED:slack-token]"',
      'lib/session.ts': 'export const auth = "[REDACTED:jwt]";',
      'config/db.conf': 'DB_PASSWORD = [REDACTED:secret]  # mot de passe',
      'config/url.conf': 'url = "postgres://admin:[REDACTED:password]@db.internal:5432/app"',
      'config/http.conf': 'Authorization: "Bearer [REDACTED:credentials]"',
    });
  });

  it('are redacted in boot, its JSON and the SessionStart context handed to the agent', async () => {
    const env = { XDG_DATA_HOME: path.join(root, '..', `${path.basename(root)}-data`) };
    for (const argv of [['boot', '-q'], ['boot', '--json', '-q']]) {
      const { code, stdout } = await runBin(argv, { cwd: root, env });
      expect(code).toBe(0);
      expectNoSecret(stdout, argv.join(' '));
    }
    const payload = JSON.stringify({ session_id: 's1', cwd: root, hook_event_name: 'SessionStart', source: 'startup' });
    const hook = await runBin(['boot', '--hook', 'claude'], { cwd: root, env, stdin: payload });
    expect(hook.code).toBe(0);
    const context: string = JSON.parse(hook.stdout).hookSpecificOutput.additionalContext;
    expect(context).toContain('[REDACTED:');
    expectNoSecret(context, 'SessionStart context');
  });
});
