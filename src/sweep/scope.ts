// Turns a verify line's `path=` (and a `Glob(…)` pattern) into something ripgrep can search, and
// refuses what must not be searched: a scope that does not exist, or one that leads outside the
// project root. Written paths are normalised first (`src/./a`, `src//a`, `src/../src/a` are `src/a`).
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
  return path.sep === '/' ? file : file.split(path.sep).join('/');
}

/**
 * A written path or glob as a forward-slash path relative to the root, with `.` and empty
 * segments dropped and `..` applied; an absolute path or one that climbs out of the root is an
 * error, and so is a `..` after a wildcard (what it climbs out of depends on what matched).
 */
export function normalizeWritten(written: string, what = 'path'): { relative: string } | { error: string } {
  const slashed = path.sep === '\\' ? written.replace(/\\/g, '/') : written;
  if (path.posix.isAbsolute(slashed) || path.win32.isAbsolute(written)) {
    return { error: `${what} escapes the project root: ${written} is absolute; write it relative to the project root` };
  }
  const segments = slashed.split('/');
  const firstGlob = segments.findIndex(hasGlob);
  if (firstGlob !== -1 && segments.slice(firstGlob + 1).includes('..')) {
    return { error: `${what} ${written} has .. after a wildcard; write the folders out` };
  }
  const normal = path.posix.normalize(slashed).replace(/\/+$/, '') || '.';
  if (normal === '..' || normal.startsWith('../')) return { error: `${what} escapes the project root: ${written}` };
  return { relative: normal === '' ? '.' : normal };
}

/** Resolves one scope against the root (whose real path is `realRoot`). */
export function resolveScope(root: string, realRoot: string, written: string): ScopeResult {
  const normal = normalizeWritten(written);
  if ('error' in normal) return normal;
  const absolute = path.resolve(root, normal.relative);
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
