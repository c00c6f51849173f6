// The files of a test project as text, for "a second init changes nothing" checks: everything
// but .git and node_modules (which the tests fill with a link to this package).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === '.git' || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(dir, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return files;
}
