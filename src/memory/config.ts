// The optional project config file `.rulesweep.json`: path overrides and sweep/evolve tuning, and
// the sweep's settings as they take effect (flag, else config, else default). Read only when
// present, checked key by key by hand (the hook path loads this module: no packages), and every
// mistake names the key at fault.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { InputError } from '../diagnostics/errors.js';

export const CONFIG_FILE = '.rulesweep.json';

export interface RulesweepConfig {
  rules?: string;
  evolutionLog?: string;
  learnings?: string;
  globalLearnings?: string;
  sessions?: string;
  thesaurus?: string;
  drafts?: string;
  sweep?: { concurrency?: number; timeoutMs?: number };
  evolve?: { cap?: number };
  /** `learn archive`: learnings not seen for this many days are archived (default 90). */
  learn?: { archiveAfterDays?: number };
}

const KNOWN_KEYS: Record<string, 'string' | 'object'> = {
  rules: 'string',
  evolutionLog: 'string',
  learnings: 'string',
  globalLearnings: 'string',
  sessions: 'string',
  thesaurus: 'string',
  drafts: 'string',
  sweep: 'object',
  evolve: 'object',
  learn: 'object',
};

/** What the sweep does when neither a flag nor the config says otherwise. */
export const SWEEP_DEFAULTS = { concurrency: 4, timeoutMs: 30_000 } as const;

export interface SweepSettings {
  concurrency: number;
  timeoutMs: number;
}

/** The sweep's settings: each flag when given, else the config's `sweep` key, else SWEEP_DEFAULTS. */
export function sweepSettings(config: RulesweepConfig, flags: { concurrency?: number | undefined; timeoutMs?: number | undefined }): SweepSettings {
  return {
    concurrency: flags.concurrency ?? config.sweep?.concurrency ?? SWEEP_DEFAULTS.concurrency,
    timeoutMs: flags.timeoutMs ?? config.sweep?.timeoutMs ?? SWEEP_DEFAULTS.timeoutMs,
  };
}

export function loadConfig(root: string): RulesweepConfig {
  const file = path.join(root, CONFIG_FILE);
  if (!existsSync(file)) return {};
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new InputError(`${CONFIG_FILE} is not valid JSON: ${(error as Error).message}`, {
      hint: `fix or remove ${file}`,
      cause: error,
    });
  }
  return validateConfig(data, file);
}

function validateConfig(data: unknown, file: string): RulesweepConfig {
  const fail = (problem: string) =>
    new InputError(`${CONFIG_FILE}: ${problem}`, {
      hint: `keys allowed in ${file}: ${Object.keys(KNOWN_KEYS).join(', ')}`,
    });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw fail('must hold a JSON object');
  for (const [key, value] of Object.entries(data)) {
    const kind = KNOWN_KEYS[key];
    if (!kind) throw fail(`unknown key "${key}"`);
    if (kind === 'string' && (typeof value !== 'string' || value === '')) throw fail(`"${key}" must be a non-empty path`);
    if (kind === 'object' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw fail(`"${key}" must be an object`);
    }
  }
  const config = data as RulesweepConfig;
  positiveInteger(config.sweep?.concurrency, 'sweep.concurrency', fail);
  positiveInteger(config.sweep?.timeoutMs, 'sweep.timeoutMs', fail);
  positiveInteger(config.evolve?.cap, 'evolve.cap', fail);
  positiveInteger(config.learn?.archiveAfterDays, 'learn.archiveAfterDays', fail);
  return config;
}

function positiveInteger(value: unknown, key: string, fail: (problem: string) => Error): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw fail(`"${key}" must be a whole number above 0`);
  }
}
