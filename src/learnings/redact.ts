// Secret redaction: every text the learnings store writes passes through `redactSecrets` first,
// so a token an agent printed in an error never lands on disk. Each secret becomes
// `[REDACTED:<kind>]`; the text around it is kept, because that is the part worth learning from.

interface SecretPattern {
  kind: string;
  pattern: RegExp;
  /** Builds the replacement from the match; default: the whole match becomes the marker. */
  replace?: (match: string, ...groups: string[]) => string;
}

const marker = (kind: string) => `[REDACTED:${kind}]`;

/** Names whose `NAME=value` / `"name": "value"` assignments hold secrets. */
const SECRET_NAME = String.raw`[A-Za-z0-9_.-]*?(?:api[_-]?key|apikey|secret(?:[_-]?key)?|access[_-]?key|private[_-]?key|client[_-]?secret|auth[_-]?token|access[_-]?token|refresh[_-]?token|token|password|passwd|passphrase|credentials?)`;
/** Upper-case environment names ending in `_KEY` (`STRIPE_KEY`, `SSH_KEY`); lower-case `sort_key` is left alone. */
const ENV_KEY_NAME = String.raw`[A-Z][A-Z0-9_]*_KEY`;
/** A value: quoted, or a run without spaces. Never a `$VAR` reference or an earlier marker. */
const VALUE = String.raw`(?!\$|\[REDACTED)(?:"[^"\n]{1,400}"|'[^'\n]{1,400}'|[^\s"',;&|)]{1,400})`;

// Order matters: specific token shapes first, so the marker names the kind of secret.
const PATTERNS: SecretPattern[] = [
  {
    kind: 'private-key',
    pattern: /-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----[\s\S]*?(?:-----END \1PRIVATE KEY\2-----|$)/g,
  },
  { kind: 'anthropic-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: 'openai-key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'stripe-key', pattern: /\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { kind: 'aws-access-key', pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b/g },
  { kind: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g },
  { kind: 'gitlab-token', pattern: /\bgl(?:pat|ptt|dt|rt|ft|imt|oas|cbt|soat|agent)-[A-Za-z0-9_-]{20,}/g },
  { kind: 'slack-token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{10,}/g },
  { kind: 'slack-webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{20,}/g },
  { kind: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'npm-token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  {
    kind: 'url-password',
    pattern: /\b([a-z][a-z0-9+.-]*:\/\/)([^\s:/@]+):([^\s@/]+)@/gi,
    replace: (_match, scheme: string, user: string, password: string) =>
      password.startsWith('[REDACTED') ? _match : `${scheme}${user}:${marker('password')}@`,
  },
  {
    kind: 'authorization',
    pattern: /\b(Authorization\s*[:=]\s*["']?)(Bearer|Basic|Token|Bot)\s+(?!\[REDACTED)[A-Za-z0-9._~+/=-]{6,}/gi,
    replace: (_match, prefix: string, scheme: string) => `${prefix}${scheme} ${marker('credentials')}`,
  },
  {
    kind: 'bearer',
    pattern: /\b(Bearer)\s+(?!\[REDACTED)[A-Za-z0-9._~+/-]{16,}=*/g,
    replace: (_match, scheme: string) => `${scheme} ${marker('bearer')}`,
  },
  {
    kind: 'assignment',
    pattern: new RegExp(String.raw`(["']?\b(?:${SECRET_NAME})["']?[ \t]*[:=][ \t]*)${VALUE}`, 'gi'),
    replace: (_match, prefix: string) => `${prefix}${marker('secret')}`,
  },
  {
    kind: 'assignment',
    pattern: new RegExp(String.raw`(["']?\b${ENV_KEY_NAME}["']?[ \t]*[:=][ \t]*)${VALUE}`, 'g'),
    replace: (_match, prefix: string) => `${prefix}${marker('secret')}`,
  },
  {
    kind: 'cli-password',
    pattern: /((?:^|\s)--?(?:password|passwd|token|api-key|secret)(?:=|\s+))(?!\$|\[REDACTED|-)(\S+)/gi,
    replace: (_match, prefix: string) => `${prefix}${marker('secret')}`,
  },
];

/** `text` with every secret it recognises replaced by a `[REDACTED:kind]` marker. Idempotent. */
export function redactSecrets(text: string): string {
  let result = text;
  for (const { kind, pattern, replace } of PATTERNS) {
    pattern.lastIndex = 0;
    result = replace
      ? result.replace(pattern, replace as (match: string, ...rest: string[]) => string)
      : result.replace(pattern, marker(kind));
  }
  return result;
}

/** Redacts every string inside a JSON-like value (object keys are kept as they are). */
export function redactValue<T>(value: T): T {
  if (typeof value === 'string') return redactSecrets(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactValue(item)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = redactValue(item);
    return out as T;
  }
  return value;
}
