// Where a lesson applies (issue 13 item 3): the paths, languages and tools a learning holds for
// (its contexts) and those where it does not (its anti-contexts: "don't use pip" is right for our
// projects, not for one that deliberately uses pip), how people write them on the command line
// (`path:automation/`, `lang:python`, `tool:pip`), what a hook can infer (the cwd's language from
// its marker files, the failing tool), and how well a learning fits a place (for `learn query`).
// The hook loads this module: Node's own modules and ./commands only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mainInvocation, parseCommand } from './commands.js';
import type { LearningContexts } from './model.js';

export type ContextKind = keyof LearningContexts;
const PREFIXES: Record<string, ContextKind> = { path: 'paths', lang: 'languages', language: 'languages', tool: 'tools' };

/** `path:automation/` → paths, `lang:Python` → languages (lower-cased), `tool:pip` → tools; undefined when it is not one. */
export function parseContext(text: string): { kind: ContextKind; value: string } | undefined {
  const match = /^\s*([a-z]+)\s*:\s*(\S(?:.*\S)?)\s*$/i.exec(text);
  const kind = match ? PREFIXES[match[1]!.toLowerCase()] : undefined;
  if (!match || !kind) return undefined;
  const value = kind === 'paths' ? match[2]!.replace(/\\/g, '/').replace(/^\.\//, '') : match[2]!.toLowerCase();
  return value === '' ? undefined : { kind, value };
}

/** Several `kind:value` texts as one LearningContexts; the texts that do not read are returned apart. */
export function contextsOf(texts: readonly string[]): { contexts: LearningContexts; unread: string[] } {
  const contexts: LearningContexts = {};
  const unread: string[] = [];
  for (const text of texts) {
    const parsed = parseContext(text);
    if (!parsed) {
      unread.push(text);
      continue;
    }
    const list = (contexts[parsed.kind] ??= []);
    if (!list.includes(parsed.value)) list.push(parsed.value);
  }
  return { contexts, unread };
}

export function isEmptyContexts(contexts: LearningContexts | undefined): boolean {
  return !contexts || Object.values(contexts).every((list) => !list || list.length === 0);
}

/** Marker files and the language a folder holding one is written in. */
const LANGUAGE_MARKERS: ReadonlyArray<[string, string]> = [
  ['pyproject.toml', 'python'], ['requirements.txt', 'python'], ['setup.py', 'python'], ['Pipfile', 'python'],
  ['tsconfig.json', 'typescript'], ['package.json', 'javascript'],
  ['go.mod', 'go'], ['Cargo.toml', 'rust'], ['Gemfile', 'ruby'], ['composer.json', 'php'],
  ['pom.xml', 'java'], ['build.gradle', 'java'], ['build.gradle.kts', 'kotlin'], ['mix.exs', 'elixir'],
  ['Package.swift', 'swift'], ['pubspec.yaml', 'dart'], ['deno.json', 'typescript'],
];

/**
 * The languages of the folder a command ran in, from the marker files in it (a handful of
 * existsSync calls: cheap enough for the hook). A folder that does not exist has none.
 */
export function languagesOf(cwd: string | undefined): string[] {
  if (!cwd || !path.isAbsolute(cwd)) return [];
  const found: string[] = [];
  for (const [marker, language] of LANGUAGE_MARKERS) {
    if (!found.includes(language) && existsSync(path.join(cwd, marker))) found.push(language);
  }
  // A TypeScript project holds a package.json too: it is one language, not two.
  return found.includes('typescript') ? found.filter((language) => language !== 'javascript') : found;
}

/** What a hook can tell about where a failure or a correction happened: the cwd's languages and, for a command, its tool. */
export function inferredContexts(cwd: string | undefined, command?: string): LearningContexts | undefined {
  const languages = languagesOf(cwd);
  const tool = command === undefined ? undefined : mainInvocation(parseCommand(command))?.program;
  const contexts: LearningContexts = {
    ...(languages.length > 0 ? { languages } : {}),
    ...(tool ? { tools: [tool] } : {}),
  };
  return isEmptyContexts(contexts) ? undefined : contexts;
}

/** The place a query is asked from: its languages (and a path, relative to the project root, when known). */
export interface Place {
  languages: string[];
  path?: string;
}

/**
 * How well a learning fits a place, as a factor on its query score: 1 when nothing is known,
 * up to 1.25 when its contexts name the place's language or path, 0.4 when its anti-contexts do
 * (it says it does not hold there), times its confidence when recorded (0.5 + confidence / 2).
 */
export function placeFactor(learning: { contexts?: LearningContexts; antiContexts?: LearningContexts; confidence?: number }, place: Place | undefined): number {
  const confidence = typeof learning.confidence === 'number' && learning.confidence >= 0 && learning.confidence <= 1 ? 0.5 + learning.confidence / 2 : 1;
  if (!place) return confidence;
  if (fits(learning.antiContexts, place)) return 0.4 * confidence;
  return (fits(learning.contexts, place) ? 1.25 : 1) * confidence;
}

function fits(contexts: LearningContexts | undefined, place: Place): boolean {
  if (!contexts) return false;
  if (contexts.languages?.some((language) => place.languages.includes(language))) return true;
  const here = place.path;
  return here !== undefined && (contexts.paths ?? []).some((scope) => {
    const prefix = scope.replace(/\/+$/, '');
    return prefix === '' || prefix === '.' || here === prefix || here.startsWith(`${prefix}/`);
  });
}

/** `lang:python, path:automation/` as people write them. */
export function describeContexts(contexts: LearningContexts | undefined): string {
  if (!contexts) return '';
  return [
    ...(contexts.paths ?? []).map((value) => `path:${value}`),
    ...(contexts.languages ?? []).map((value) => `lang:${value}`),
    ...(contexts.tools ?? []).map((value) => `tool:${value}`),
  ].join(', ');
}
