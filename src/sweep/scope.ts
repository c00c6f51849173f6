// Turns a verify line's `path=` into something ripgrep can search, and refuses what must not
// be searched: a scope that does not exist, or one that leads outside the project root.
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

export type Scope =
  | { kind: 'path'; /** relative to the root, forward slashes, `.` for the root */ relative: string }
  | { kind: 'glob'; /** folder to walk, relative to the root */ base: string; /** anchored ripgrep glob */ glob: string };

export type ScopeResult = { scope: Scope } | { error: string };

const GLOB_CHARS = /[*?[\]{}]/;

export function hasGlob(text: string): boolean {
  return GLOB_CHARS.test(text);
}

export function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** Resolves one scope against the root (whose real path is `realRoot`). */
export function resolveScope(root: string, realRoot: string, written: string): ScopeResult {
  const absolute = path.resolve(root, written);
  if (!isInside(root, absolute)) return { error: `path escapes the project root: ${written}` };
  if (existsSync(absolute) || isDanglingLink(absolute)) {
    let real: string;
    try {
      real = realpathSync(absolute);
    } catch {
      return { error: `path not found: ${written} (a broken link)` };
    }
    if (!isInside(realRoot, real)) return { error: `path leads outside the project root: ${written}` };
    return { scope: { kind: 'path', relative: toPosix(path.relative(root, absolute)) || '.' } };
  }
  if (!hasGlob(written)) return { error: `path not found: ${written}` };

  const relative = toPosix(path.relative(root, absolute));
  const segments = relative.split('/');
  const firstGlob = segments.findIndex(hasGlob);
  const base = segments.slice(0, firstGlob).join('/') || '.';
  const baseAbsolute = path.resolve(root, base);
  if (!existsSync(baseAbsolute) || !statSync(baseAbsolute).isDirectory()) return { error: `path not found: ${base}/ (from ${written})` };
  const realBase = realpathSync(baseAbsolute);
  if (!isInside(realRoot, realBase)) return { error: `path leads outside the project root: ${written}` };
  return { scope: { kind: 'glob', base, glob: `/${relative}` } };
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

function isDanglingLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
