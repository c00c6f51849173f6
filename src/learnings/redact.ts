// Secret redaction: every text the learnings store writes passes through `redactSecrets` first,
// so a token an agent printed in an error never lands on disk. Each secret becomes
// `[REDACTED:<kind>]`; the text around it is kept, because that is the part worth learning from.

interface SecretPattern {
  kind: string;
  pattern: RegExp;
  /**
   * Substrings a match must contain (in the lower-cased text when `lower`). Checking them first
   * spares compiling and running the regex on ordinary text: the hook redacts every capture,
   * and each regex's first run costs more than the rest of the hook's work.
   */
  hints: string[];
  lower?: boolean;
  /** Builds the replacement from the match; default: the whole match becomes the marker. */
  replace?: (match: string, ...groups: string[]) => string;
}

const marker = (kind: string) => `[REDACTED:${kind}]`;

/**
 * How the names of secret-holding assignments end (`GITHUB_TOKEN=`, `"password": `). Matching the
 * ending rather than the whole name keeps the scan linear; the ending must be followed by `=`/`:`,
 * so `max_tokens=4096` or `tokenizer: bpe` are left alone.
 */
const SECRET_NAME_END = String.raw`(?:api[_-]?key|apikey|secret(?:[_-]?key)?|access[_-]?key|private[_-]?key|token|password|passwd|passphrase|credentials?)`;
/** Upper-case environment names ending in `_KEY` (`STRIPE_KEY`, `SSH_KEY`); lower-case `sort_key` is left alone. */
const ENV_KEY_END = String.raw`[A-Z0-9]_KEY`;
/** `=` or `:`; after `=` a space ends the (empty) value unless a quoted value follows (`KEY= cmd` is shell). */
const ASSIGN = String.raw`[ \t]*(?:=(?:[ \t]*(?=["']))?|:[ \t]*)`;
/** A value: quoted, or a run without spaces. Never a `$VAR` reference or an earlier marker. */
const VALUE = String.raw`(?!\$|\[REDACTED)(?:"[^"\n]{1,400}"|'[^'\n]{1,400}'|[^\s"',;&|)]{1,400})`;

// Order matters: specific token shapes first, so the marker names the kind of secret.
const PATTERNS: SecretPattern[] = [
  {
    kind: 'private-key',
    hints: ['PRIVATE KEY'],
    pattern: /-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----[\s\S]*?(?:-----END \1PRIVATE KEY\2-----|$)/g,
  },
  { kind: 'anthropic-key', hints: ['sk-ant-'], pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: 'openai-key', hints: ['sk-'], pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'stripe-key', hints: ['k_live_', 'k_test_'], pattern: /\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { kind: 'aws-access-key', hints: ['AKIA', 'ASIA', 'AGPA', 'AIDA', 'AROA', 'ANPA', 'ANVA', 'AIPA'], pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b/g },
  { kind: 'github-token', hints: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'], pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g },
  { kind: 'gitlab-token', hints: ['gl'], pattern: /\bgl(?:pat|ptt|dt|rt|ft|imt|oas|cbt|soat|agent)-[A-Za-z0-9_-]{20,}/g },
  { kind: 'slack-token', hints: ['xox', 'xapp-'], pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{10,}/g },
  { kind: 'slack-webhook', hints: ['hooks.slack.com'], pattern: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{20,}/g },
  { kind: 'google-api-key', hints: ['AIza'], pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: 'npm-token', hints: ['npm_'], pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'jwt', hints: ['eyJ'], pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  {
    kind: 'url-password',
    hints: ['://'],
    pattern: /\b([a-z][a-z0-9+.-]*:\/\/)([^\s:/@]+):([^\s@/]+)@/gi,
    replace: (_match, scheme: string, user: string, password: string) =>
      password.startsWith('[REDACTED') ? _match : `${scheme}${user}:${marker('password')}@`,
  },
  {
    kind: 'authorization',
    hints: ['authorization'],
    lower: true,
    pattern: /\b(Authorization\s*[:=]\s*["']?)(Bearer|Basic|Token|Bot)\s+(?!\[REDACTED)[A-Za-z0-9._~+/=-]{6,}/gi,
    replace: (_match, prefix: string, scheme: string) => `${prefix}${scheme} ${marker('credentials')}`,
  },
  {
    kind: 'bearer',
    hints: ['Bearer'],
    pattern: /\b(Bearer)\s+(?!\[REDACTED)[A-Za-z0-9._~+/-]{16,}=*/g,
    replace: (_match, scheme: string) => `${scheme} ${marker('bearer')}`,
  },
  {
    kind: 'assignment',
    hints: ['key', 'secret', 'token', 'pass', 'credential'],
    lower: true,
    pattern: new RegExp(String.raw`(${SECRET_NAME_END}["']?${ASSIGN})${VALUE}`, 'gi'),
    replace: (_match, prefix: string) => `${prefix}${marker('secret')}`,
  },
  {
    kind: 'assignment',
    hints: ['_KEY'],
    pattern: new RegExp(String.raw`(${ENV_KEY_END}["']?${ASSIGN})${VALUE}`, 'g'),
    replace: (_match, prefix: string) => `${prefix}${marker('secret')}`,
  },
  {
    kind: 'cli-password',
    hints: ['-pass', '-token', '-api-key', '-secret'],
    lower: true,
    pattern: /((?:^|\s)--?(?:password|passwd|token|api-key|secret)(?:=|\s+))(?!\$|\[REDACTED|-)(\S+)/gi,
    replace: (_match, prefix: string) => `${prefix}${marker('secret')}`,
  },
];

/** `text` with every secret it recognises replaced by a `[REDACTED:kind]` marker. Idempotent. */
export function redactSecrets(text: string): string {
  let result = text;
  let lowered = { from: '', to: '' };
  const lower = () => {
    if (lowered.from !== result || result === '') lowered = { from: result, to: result.toLowerCase() };
    return lowered.to;
  };
  for (const { kind, pattern, replace, hints, lower: caseless } of PATTERNS) {
    const haystack = caseless ? lower() : result;
    if (!hints.some((hint) => haystack.includes(hint))) continue;
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
