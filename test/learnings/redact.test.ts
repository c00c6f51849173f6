// The redaction corpus: every secret shape rulesweep promises to hide, in the places they turn up
// in agent output, and look-alikes that must survive untouched (a learning stripped of its
// commands and versions teaches nothing).
import { describe, expect, it } from 'vitest';
import { redactSecrets, redactValue } from '../../src/learnings/redact.js';

// Built from pieces so that no scanner mistakes this test file for a leak.
const gh = (prefix: string) => `${prefix}_${'A1b2C3d4E5'.repeat(4)}`;
const awsId = ['AKIA', 'IOSFODNN7EXAMPLE'].join('');
const jwt = ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9', 'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ', 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'].join('.');

/** [description, input, secret that must disappear, text that must stay]. */
const POSITIVES: Array<[string, string, string, string]> = [
  ['AWS access key id', `aws configure set aws_access_key_id ${awsId}`, awsId, 'aws configure set'],
  ['AWS secret in env assignment', 'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY ./deploy.sh', 'wJalrXUtnFEMI', './deploy.sh'],
  ['GitHub classic token', `git clone https://${gh('ghp')}@github.com/org/repo.git`, gh('ghp'), 'github.com/org/repo.git'],
  ['GitHub server token', `GH_TOKEN ${gh('ghs')} rejected`, gh('ghs'), 'rejected'],
  ['GitHub fine-grained token', `token github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF`, 'github_pat_11ABCDEFG', 'token'],
  ['GitLab token', 'curl --header "PRIVATE-TOKEN: glpat-xYz12AbC34dEf56GhI78jK" https://gitlab.com/api/v4/projects', 'glpat-xYz12AbC34dEf56GhI78jK', 'gitlab.com/api/v4/projects'],
  ['Slack bot token', 'SLACK_BOT=xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx', 'xoxb-123456789012', 'SLACK_BOT='],
  ['Slack webhook', 'POST https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX failed', 'T00000000/B00000000', 'failed'],
  ['OpenAI project key', 'Incorrect API key provided: sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', 'sk-proj-AbCdEfGhIjKl', 'Incorrect API key provided'],
  ['OpenAI legacy key', 'export OPENAI=sk-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd', 'sk-AbCdEfGhIjKlMnOp', 'export OPENAI='],
  ['Anthropic key', 'x-api-key: sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz-0123456789_abcdef', 'sk-ant-api03-AbCdEf', 'x-api-key'],
  ['Stripe live key', 'stripe.api_key = "sk_live_51AbCdEfGhIjKlMnOpQrStUv"', 'sk_live_51AbCdEf', 'stripe.api_key'],
  ['Google API key', 'key=AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q in url', 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q', 'in url'],
  ['npm token', '//registry.npmjs.org/:_authToken=npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', 'npm_AbCdEfGhIjKlMnOp', 'registry.npmjs.org'],
  ['JWT', `session cookie ${jwt} expired`, jwt, 'expired'],
  ['RSA private key block', '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi\nAbCd==\n-----END RSA PRIVATE KEY-----\nafter', 'MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi', 'after'],
  ['OpenSSH private key, cut short', 'cat id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ', 'b3BlbnNzaC1rZXktdjEAAAAA', 'cat id_ed25519'],
  ['PGP private key block', '-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBF0AbCdEfGh\n-----END PGP PRIVATE KEY BLOCK-----', 'lQOYBF0AbCdEfGh', ''],
  ['password in a postgres URL', 'psql postgres://shop:s3cretPassw0rd@db.internal:5432/shop', 's3cretPassw0rd', 'postgres://shop:'],
  ['password in an https URL', 'pip install --index-url https://deploy:hunter2hunter2@pypi.corp.example/simple pkg', 'hunter2hunter2', 'pypi.corp.example/simple'],
  ['API_KEY assignment', 'export API_KEY=abc123def456', 'abc123def456', 'export API_KEY='],
  ['*_TOKEN assignment', 'HF_TOKEN=hf_AbCdEfGhIjKlMnOpQrStUv python train.py', 'hf_AbCdEfGhIjKlMnOpQrStUv', 'python train.py'],
  ['*_KEY env assignment', 'STRIPE_KEY=rk_abcdef123456 node server.js', 'rk_abcdef123456', 'node server.js'],
  ['password= assignment', 'mysql://localhost?user=root&password=Tr0ub4dor&db=x', 'Tr0ub4dor', 'db=x'],
  ['quoted JSON password', '{"user": "admin", "password": "correct horse battery staple"}', 'correct horse battery staple', '"user": "admin"'],
  ['YAML secret key', 'client_secret: 9f8e7d6c5b4a', '9f8e7d6c5b4a', 'client_secret:'],
  ['spaced, quoted assignment', 'DB_PASSWORD = "pa55 w0rd" in settings.py', 'pa55 w0rd', 'in settings.py'],
  ['Bearer header', 'curl -H "Authorization: Bearer abcdef0123456789abcdef" https://api.example.com', 'abcdef0123456789abcdef', 'https://api.example.com'],
  ['Basic auth header', 'Authorization: Basic dXNlcjpwYXNzd29yZA==', 'dXNlcjpwYXNzd29yZA==', 'Authorization: Basic'],
  ['bare Bearer token', 'got 401 for Bearer 0a1b2c3d4e5f6a7b8c9d0e1f', '0a1b2c3d4e5f6a7b8c9d0e1f', 'got 401 for Bearer'],
  ['--password flag', 'mongo --username admin --password Sup3rS3cret! --host db', 'Sup3rS3cret!', '--host db'],
  ['--token= flag', 'vercel deploy --token=AbC123xYz789', 'AbC123xYz789', 'vercel deploy'],
];

/** Text that looks a little like a secret but is not one; it must come out unchanged. */
const NEGATIVES: Array<[string, string]> = [
  ['plain failure', 'npm ERR! code ERESOLVE unable to resolve dependency tree'],
  ['max_tokens setting', 'max_tokens=4096 temperature=0.2'],
  ['tokenizer option', 'tokenizer: bpe, vocab_size: 32000'],
  ['password file flag', 'pg_dump --password-file=/run/secrets/pg'],
  ['variable reference', 'export API_KEY=$API_KEY && echo set'],
  ['templated secret', 'TOKEN=${{ secrets.DEPLOY_TOKEN }}'],
  ['prose about passwords', 'Enter your password:\nthen press return'],
  ['lower-case sort_key', 'sort_key=created_at order=desc'],
  ['git SSH remote', 'git@github.com:org/repo.git: Permission denied (publickey).'],
  ['URL without password', 'curl https://user@example.com/path returned 404'],
  ['scikit-learn and task ids', 'pip install scikit-learn && run task-assessment-report-generator'],
  ['short sk- words', 'use sk-learn? no: the flag is --sk-mode'],
  ['commit hash and uuid', 'HEAD is now at 3f2a9c1d4e5b6a7c8d9e0f1a2b3c4d5e6f7a8b9c, run 0199a3f2-5c1e-7b20-9d4a-3e8f6b1c2d7a'],
  ['public key block', '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----'],
  ['bearer scheme mentioned', 'the API expects a Bearer token in the header'],
  ['keyboard layout', 'setxkbmap keyboard=us'],
  ['PWD variable', 'PWD=/home/dev/shop OLDPWD=/home/dev'],
  ['already redacted', 'API_KEY=[REDACTED:secret] and [REDACTED:github-token]'],
  ['empty assignment', 'PASSWORD= ./configure'],
];

describe('redactSecrets', () => {
  it.each(POSITIVES)('hides %s', (_name, input, secret, kept) => {
    const output = redactSecrets(input);
    expect(output).not.toContain(secret);
    expect(output).toContain('[REDACTED:');
    expect(output).toContain(kept);
  });

  it.each(NEGATIVES)('leaves %s alone', (_name, input) => {
    expect(redactSecrets(input)).toBe(input);
  });

  it('is idempotent', () => {
    for (const [, input] of POSITIVES) {
      const once = redactSecrets(input);
      expect(redactSecrets(once)).toBe(once);
    }
  });

  it('names the kind of secret it hid', () => {
    expect(redactSecrets(`key ${awsId}`)).toBe('key [REDACTED:aws-access-key]');
    expect(redactSecrets('postgres://u:pw123456@h/db')).toBe('postgres://u:[REDACTED:password]@h/db');
    expect(redactSecrets(`Authorization: token ${gh('ghp')}`)).toBe('Authorization: token [REDACTED:github-token]');
  });

  it('hides several secrets in one text', () => {
    const text = `A=${awsId} B=${gh('gho')} C=${jwt}`;
    const output = redactSecrets(text);
    for (const secret of [awsId, gh('gho'), jwt]) expect(output).not.toContain(secret);
  });
});

describe('redactValue', () => {
  it('redacts strings at any depth and keeps keys, numbers and booleans', () => {
    const value = { note: `token ${gh('ghp')}`, nested: [{ url: 'https://a:b1234567@x.io' }], count: 3, ok: true, password: 'x' };
    const output = redactValue(value);
    expect(JSON.stringify(output)).not.toContain(gh('ghp'));
    expect(JSON.stringify(output)).not.toContain('b1234567');
    expect(output.count).toBe(3);
    expect(output.ok).toBe(true);
    expect(Object.keys(output)).toEqual(Object.keys(value));
  });
});
