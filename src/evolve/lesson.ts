// What a learning teaches, in a form that can be compared: the failing command reduced to its
// program (and subcommand), the error reduced to a signature without numbers, paths and
// hashes, the term a correction says to avoid ("use X instead of Y", "don't use Y") and the
// words it uses, folded through the thesaurus. Pure text work, no files.

export interface CommandShape {
  /** Program basename, e.g. `git`. */
  program: string;
  /** Program plus subcommand when the program has subcommands, e.g. `["git", "push"]`. */
  head: string[];
  /** Every word of the command after wrappers and variable assignments, lowercased. */
  tokens: string[];
}

export interface CorrectionTerms {
  /** What the correction says not to use, as written (backticks and quotes removed). */
  avoid?: string;
  /** What it says to use instead. */
  prefer?: string;
  /** The avoided term was quoted, backticked or starts with a known program: it names code. */
  avoidIsCode: boolean;
}

/** Programs whose second word is a subcommand, so `git push` and `git pull` are different commands. */
const SUBCOMMAND_PROGRAMS = new Set([
  'apt', 'apt-get', 'aws', 'az', 'brew', 'bun', 'bundle', 'cargo', 'composer', 'conda', 'deno', 'docker',
  'docker-compose', 'dotnet', 'gcloud', 'gem', 'gh', 'git', 'go', 'gradle', 'helm', 'kubectl', 'make', 'mvn',
  'npm', 'npx', 'nvm', 'pip', 'pip3', 'pipx', 'pnpm', 'poetry', 'pyenv', 'rails', 'rustup', 'systemctl', 'terraform',
  'uv', 'yarn', 'bunx',
]);

/** Programs people name in corrections; with the programs of captured commands, what counts as code. */
const KNOWN_PROGRAMS = new Set([
  ...SUBCOMMAND_PROGRAMS, 'awk', 'base64', 'bash', 'black', 'cat', 'cd', 'chmod', 'chown', 'clang', 'cmake', 'cp',
  'curl', 'cut', 'date', 'diff', 'echo', 'eslint', 'eval', 'exec', 'find', 'flake8', 'gcc', 'grep', 'gtimeout',
  'head', 'heroku', 'java', 'jest', 'jq', 'kill', 'killall', 'less', 'ln', 'ls', 'mocha', 'mongo', 'mv', 'mypy',
  'mysql', 'nano', 'ninja', 'node', 'nohup', 'openssl', 'patch', 'perl', 'pkill', 'prettier', 'psql', 'pwsh',
  'pylint', 'pytest', 'python', 'python3', 'redis-cli', 'rg', 'rm', 'rsync', 'ruby', 'ruff', 'rustc', 'scp', 'sed',
  'sh', 'sort', 'ssh', 'sudo', 'tail', 'tar', 'tee', 'timeout', 'tr', 'tsc', 'tsx', 'uniq', 'vercel', 'vim',
  'vitest', 'watch', 'wc', 'wget', 'xargs', 'yq', 'zip', 'zsh',
]);

/** Words that wrap the command that really ran. */
const WRAPPERS = new Set(['sudo', 'env', 'time', 'nohup', 'command', 'exec', 'nice']);
/** Segments of a compound command that are set-up, not the thing that failed. */
const SETUP = new Set(['cd', 'export', 'source', '.', 'set', 'echo', 'pushd', 'popd', 'true']);

const STOPWORDS = new Set([
  'a', 'about', 'after', 'again', 'all', 'always', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'because', 'been',
  'before', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'doesn', 'don', 'dont', 'done', 'each', 'else', 'ever',
  'every', 'first', 'for', 'from', 'had', 'has', 'have', 'here', 'how', 'i', 'if', 'in', 'instead', 'into', 'is',
  'isn', 'it', 'its', 'just', 'let', 'like', 'make', 'may', 'me', 'more', 'must', 'my', 'need', 'never', 'no', 'not',
  'now', 'of', 'on', 'only', 'or', 'other', 'our', 'out', 'over', 'please', 'rather', 'same', 'should', 'so', 'some',
  'still', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'to', 'too',
  'try', 'up', 'us', 'use', 'used', 'using', 'very', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while',
  'who', 'why', 'will', 'with', 'won', 'would', 'you', 'your', 'yes', 'avoid', 'stop', 'run', 'running', 'ran',
  's', 't', 'll', 've', 're', 'd', 'm',
]);

/** Words after which an avoided term ends: "don't use git push to main" avoids `git push`. */
const TERM_END = new Set([
  'to', 'on', 'in', 'for', 'with', 'when', 'because', 'unless', 'if', 'at', 'from', 'into', 'before', 'after',
  'while', 'since', 'as', 'and', 'but', 'or', 'here', 'there', 'anymore', 'ever', 'again', 'it', 'this', 'that',
  'directly', 'command', 'commands', 'tool', 'binary', 'cli', 'anywhere', 'instead', 'please', 'so', 'unless',
  'which', 'we', 'you', 'they', 'is', 'are', 'was', 'does', 'doesn\'t', 'isn\'t', 'will', 'can', 'cannot', 'over',
  'rather', 'than', 'any', 'more', 'by', 'via', 'inside', 'outside', 'under', 'within', 'without',
]);
const LEADING_ARTICLES = new Set(['the', 'a', 'an', 'any', 'bare', 'plain', 'raw']);
const MAX_TERM_WORDS = 4;

/** Splits a command line into words the way a shell would quote them, without running anything. */
function splitWords(command: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | undefined;
  let started = false;
  for (let i = 0; i < command.length; i += 1) {
    const char = command[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < command.length) current += command[++i];
      else current += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (char === '\\' && i + 1 < command.length) {
      current += command[++i];
      started = true;
    } else if (/\s/.test(char)) {
      if (started) words.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (started) words.push(current);
  return words;
}

/** The segment of a compound command (`a && b; c | d`) that did the work: the last one that is not set-up. */
function workingSegment(command: string): string {
  const segments = command.split(/&&|\|\||;|\||\n/).map((part) => part.trim()).filter(Boolean);
  const working = segments.filter((segment) => !SETUP.has(splitWords(segment)[0] ?? ''));
  return working[working.length - 1] ?? segments[segments.length - 1] ?? command;
}

export function commandShape(command: string | undefined): CommandShape | undefined {
  if (!command || command.trim() === '') return undefined;
  const words = splitWords(workingSegment(command));
  let start = 0;
  while (start < words.length) {
    const word = words[start]!;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || WRAPPERS.has(word)) start += 1;
    else break;
  }
  const rest = words.slice(start);
  if (rest.length === 0) return undefined;
  const program = basename(rest[0]!).toLowerCase();
  const tokens = [program, ...rest.slice(1).map((word) => word.toLowerCase())];
  const next = tokens[1];
  const head = SUBCOMMAND_PROGRAMS.has(program) && next !== undefined && /^[a-z][a-z0-9:_-]*$/.test(next)
    ? [program, next]
    : [program];
  return { program, head, tokens };
}

function basename(word: string): string {
  const parts = word.split(/[\\/]/);
  return parts[parts.length - 1] || word;
}

const NOT_FOUND = /command not found|not found: |is not recognized as an internal or external command|no such file or directory \(os error 2\)|enoent/i;
const SIGNAL_WORDS = /error|fatal|not found|denied|failed|failure|cannot|can't|unable|no such|exception|invalid|refused|rejected|unknown|missing|not allowed|permission|timed? ?out/i;

/**
 * The error as a comparable signature: the most telling line, lowercased, with URLs, paths,
 * hashes, numbers and shell prefixes removed. `bash: timeout: command not found` and
 * `zsh: command not found: timeout` are the same signature.
 */
export function errorSignature(error: string | undefined, program?: string): string | undefined {
  if (!error) return undefined;
  const lines = error.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0) return undefined;
  if (lines.some((line) => NOT_FOUND.test(line) && (!program || line.toLowerCase().includes(program)))) {
    return 'command not found';
  }
  const telling = lines.find((line) => SIGNAL_WORDS.test(line)) ?? lines[0]!;
  const signature = telling
    .toLowerCase()
    .replace(/^(?:(?:ba|z|k|da)?sh|fish|pwsh)(?:: line \d+)?:\s*/, '')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/g, '<url>')
    .replace(/\b[\w.-]+@[\w.-]+:[^\s'"]+/g, '<url>')
    .replace(/(?:[a-z]:)?(?:~|\.{1,2})?(?:[\\/][^\s'":,()]+)+[\\/]?/g, '<path>')
    .replace(/\b[0-9a-f]{7,64}\b/g, (hex) => (/\d/.test(hex) ? '<hash>' : hex))
    .replace(/\d+(?:\.\d+)*/g, '<n>')
    .replace(/(['"`])<(path|url|hash|n)>\1/g, '<$2>')
    .replace(/\s+/g, ' ')
    .trim();
  return signature.slice(0, 160) || undefined;
}

interface TermPattern {
  regex: RegExp;
  avoid: number;
  prefer?: number;
}

const VERBS = '(?:use|using|run|running|call|calling|invoke|invoking|type|typing|write|writing|rely on|reach for)';

/** Ways people say "not that, this", most specific first. `avoid`/`prefer` name capture groups. */
const TERM_PATTERNS: TermPattern[] = [
  { regex: new RegExp(`\\b(?:${VERBS}\\s+)?(.+?)\\s+instead\\s+of\\s+(?:${VERBS}\\s+)?(.+)`, 'i'), prefer: 1, avoid: 2 },
  { regex: new RegExp(`\\b${VERBS}\\s+(.+?)\\s+rather\\s+than\\s+(?:${VERBS}\\s+)?(.+)`, 'i'), prefer: 1, avoid: 2 },
  { regex: /\bprefer\s+(.+?)\s+(?:over|to)\s+(.+)/i, prefer: 1, avoid: 2 },
  { regex: /\breplace\s+(.+?)\s+with\s+(.+)/i, avoid: 1, prefer: 2 },
  { regex: new RegExp(`\\b(?:don'?t|do not|never|avoid|stop|no longer|shouldn'?t|should not|must not|mustn'?t)\\s+(?:${VERBS}\\s+)?(.+)`, 'i'), avoid: 1 },
  { regex: /(?:^|[\s(])(`[^`]+`|"[^"]+"|'[^']+'|[\w./:@-]+(?:\s+[\w./:@-]+)?)\s+(?:(?:does not|doesn'?t|is not|isn'?t|won'?t|will not)\s+(?:exist|work|available|installed|supported)|is\s+(?:deprecated|not available|unavailable|missing|gone|broken)|has been (?:removed|deprecated))/i, avoid: 1 },
  { regex: /(`[^`]+`|"[^"]+"|'[^']+'|[\w./:@-]+),\s+not\s+(`[^`]+`|"[^"]+"|'[^']+'|[\w./:@-]+)/i, prefer: 1, avoid: 2 },
];

/** Reads the "use X instead of Y" / "don't use Y" of a correction, if it has one. */
export function correctionTerms(text: string | undefined, programs: ReadonlySet<string> = new Set()): CorrectionTerms {
  if (!text) return { avoidIsCode: false };
  for (const sentence of sentences(text)) {
    for (const pattern of TERM_PATTERNS) {
      const match = pattern.regex.exec(sentence);
      if (!match) continue;
      const avoid = termAt(match[pattern.avoid]!, programs);
      if (!avoid) continue;
      const prefer = pattern.prefer === undefined ? undefined : termBefore(match[pattern.prefer]!, programs);
      if (pattern.prefer !== undefined && pattern.avoid === 2 && pattern.prefer === 1 && !prefer) continue;
      return { avoid: avoid.term, avoidIsCode: avoid.code, ...(prefer ? { prefer: prefer.term } : {}) };
    }
  }
  return { avoidIsCode: false };
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+/).map((part) => part.trim()).filter(Boolean);
}

/** The term at the start of `text`: a quoted span, or words up to punctuation or a connective. */
function termAt(text: string, programs: ReadonlySet<string>): { term: string; code: boolean } | undefined {
  const trimmed = text.trim();
  const quoted = /^(`+)([^`]+)\1|^"([^"]+)"|^'([^']+)'/.exec(trimmed);
  if (quoted) {
    const term = (quoted[2] ?? quoted[3] ?? quoted[4] ?? '').trim();
    return term ? { term, code: true } : undefined;
  }
  const words: string[] = [];
  for (const raw of trimmed.split(/\s+/)) {
    const ends = /[,;:!?()]$|\.$/.test(raw) && !/^\.\w/.test(raw);
    const word = raw.replace(/[,;:!?()]+$/, '').replace(/\.$/, '');
    if (word === '' || /^[,;:!?()]/.test(word)) break;
    const lower = word.toLowerCase();
    if (words.length === 0 && LEADING_ARTICLES.has(lower)) continue;
    if (TERM_END.has(lower)) break;
    words.push(word);
    if (ends || words.length >= MAX_TERM_WORDS) break;
  }
  if (words.length === 0) return undefined;
  const term = words.join(' ');
  return { term, code: looksLikeCode(words, programs) };
}

/** The term at the end of `text`, for the "X" of "use X instead of Y". */
function termBefore(text: string, programs: ReadonlySet<string>): { term: string; code: boolean } | undefined {
  const trimmed = text.trim().replace(/[,;:]+$/, '');
  const quoted = /(`+)([^`]+)\1$|"([^"]+)"$|'([^']+)'$/.exec(trimmed);
  if (quoted) return { term: (quoted[2] ?? quoted[3] ?? quoted[4] ?? '').trim(), code: true };
  const words = trimmed.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < MAX_TERM_WORDS; i -= 1) {
    const lower = words[i]!.toLowerCase().replace(/[,;:!?()]+/g, '');
    if (TERM_END.has(lower) || STOPWORDS.has(lower) || /^(?:just|always|only|please)$/.test(lower)) break;
    kept.unshift(words[i]!.replace(/[,;:!?()]+/g, ''));
  }
  if (kept.length === 0) return undefined;
  return { term: kept.join(' '), code: looksLikeCode(kept, programs) };
}

function looksLikeCode(words: string[], programs: ReadonlySet<string>): boolean {
  const first = words[0]!.toLowerCase();
  if (KNOWN_PROGRAMS.has(first) || programs.has(first)) return true;
  return words.some((word) => /[-_./:=()$@<>[\]{}]|^[a-z]+[A-Z]\w*$|\d/.test(word) && /[a-z]/i.test(word));
}

/** Words of a text that carry meaning: lowercased, stopwords dropped, plurals folded, synonyms folded. */
export function contentWords(text: string, canonical: (word: string) => string = (word) => word): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z0-9][a-z0-9._+-]*/g) ?? []) {
    const word = raw.replace(/[._-]+$/, '');
    if (word.length < 2 || STOPWORDS.has(word) || /^\d+$/.test(word)) continue;
    words.add(canonical(singular(word)));
  }
  return words;
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Lowercased words of a term, for prefix comparison: `Pip Install` → `["pip", "install"]`. */
export function termWords(term: string): string[] {
  return term.toLowerCase().split(/\s+/).filter(Boolean);
}

/** True when one list of words starts with the other. */
export function isWordPrefix(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length === 0) return false;
  return short.every((word, index) => long[index] === word);
}

export function isKnownProgram(word: string): boolean {
  return KNOWN_PROGRAMS.has(word.toLowerCase());
}
