// Recognises commands that run a test suite. A failing test run is the suite doing its job, not
// an agent mistake, so capture skips it. The command is split on shell separators and each
// part is judged after leading `cd`, `env`, `VAR=value`, `time`, `sudo` and runner prefixes.
// The hook runs this on every failed command: plain string work (./chars), no regex to compile.
import { collapseSpaces, isAssignment, splitOn } from './chars.js';

/** First words of a test run, after prefixes are stripped. `*` matches any one word. */
const TEST_INVOCATIONS: string[][] = [
  ['npm', 'test'], ['npm', 't'], ['npm', 'run', 'test*'], ['npm', 'run-script', 'test*'], ['npm', 'run', 'vitest'], ['npm', 'run', 'jest'],
  ['yarn', 'test*'], ['yarn', 'run', 'test*'], ['pnpm', 'test*'], ['pnpm', 'run', 'test*'], ['pnpm', '-r', 'test*'],
  ['bun', 'test*'], ['bun', 'run', 'test*'], ['deno', 'test'],
  ['vitest'], ['jest'], ['mocha'], ['ava'], ['tap'], ['playwright', 'test'], ['cypress', 'run'], ['karma', 'start'],
  ['node', '--test'],
  ['pytest'], ['py.test'], ['python*', '-m', 'pytest'], ['python*', '-m', 'unittest'], ['tox'], ['nox'], ['hatch', 'test'],
  ['uv', 'run', 'pytest'], ['poetry', 'run', 'pytest'],
  ['cargo', 'test'], ['cargo', 'nextest'], ['go', 'test'], ['gotestsum'],
  ['mvn', 'test'], ['mvn', 'verify'], ['gradle', 'test'], ['./gradlew', 'test'], ['gradlew', 'test'], ['dotnet', 'test'],
  ['rspec'], ['bundle', 'exec', 'rspec'], ['rake', 'test'], ['rails', 'test'], ['phpunit'], ['vendor/bin/phpunit'],
  ['mix', 'test'], ['swift', 'test'], ['ctest'], ['make', 'test'], ['make', 'check'], ['just', 'test'],
];

const WRAPPERS = new Set(['sudo', 'time', 'env', 'command', 'exec', 'nice', 'nohup', 'npx', 'pnpx', 'bunx', 'xvfb-run']);

/** True when any part of `command` runs a test suite. */
export function isTestCommand(command: string): boolean {
  // `&&` and `||` split into two parts around an empty one, which runs nothing.
  return splitOn(command, ';|&\n').some((part) => isTestInvocation(words(part)));
}

function words(part: string): string[] {
  let text = part.trim();
  if (text.startsWith('(') || text.startsWith('{')) text = text.slice(1).trimStart();
  const list = collapseSpaces(text).split(' ').filter(Boolean).map(unquote);
  while (list.length > 0 && (isAssignment(list[0]!) || WRAPPERS.has(list[0]!))) list.shift();
  // Tools are often called by path: node_modules/.bin/vitest, ./venv/bin/pytest.
  const first = list[0];
  if (first?.includes('/') && !first.startsWith('./gradlew') && !first.startsWith('vendor/')) {
    list[0] = first.slice(first.lastIndexOf('/') + 1);
  }
  return list;
}

/** `word.replace(/^["']|["']$/g, '')`: a quote at either end dropped. */
function unquote(word: string): string {
  const start = word[0] === '"' || word[0] === "'" ? 1 : 0;
  const last = word[word.length - 1];
  const end = word.length > start && (last === '"' || last === "'") ? word.length - 1 : word.length;
  return word.slice(start, end);
}

function isTestInvocation(list: string[]): boolean {
  if (list.length === 0) return false;
  return TEST_INVOCATIONS.some((pattern) => pattern.every((expected, i) => matchWord(expected, list[i])));
}

function matchWord(expected: string, actual: string | undefined): boolean {
  if (actual === undefined) return false;
  if (expected.endsWith('*')) return actual.startsWith(expected.slice(0, -1));
  return actual === expected;
}
