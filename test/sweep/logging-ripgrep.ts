// A ripgrep that logs each run's arguments (one line per run) and then runs the real one: handed
// to rulesweep by absolute path through RULESWEEP_RG, the option every sweep takes, so a test can
// count the runs of each kind without standing in for ripgrep. It lives beside the project, never in it.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRipgrep } from '../../src/sweep/ripgrep.js';

export interface LoggingRipgrep {
  /** The wrapper's absolute path, for RULESWEEP_RG. */
  binary: string;
  /** The arguments of each run so far, one string per run. */
  runs(): string[];
}

/** `version`: what the wrapper answers to `--version` instead of the real ripgrep (an upgrade, as a sweep sees it). */
export function loggingRipgrep(root: string, version?: string): LoggingRipgrep {
  const log = path.join(root, '..', `${path.basename(root)}-rg.log`);
  const binary = path.join(root, '..', `${path.basename(root)}-rg.sh`);
  const answer = version === undefined ? '' : `if [ "$*" = '--no-config --color=never --engine=auto --version' ]; then echo 'ripgrep ${version}'; exit 0; fi\n`;
  writeFileSync(binary, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\n${answer}exec '${findRipgrep({})}' "$@"\n`);
  chmodSync(binary, 0o755);
  return { binary, runs: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []) };
}
