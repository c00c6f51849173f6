// The slow half of reading guards: parse the rules file with the full parser (remark) and keep
// its guard lines. The guard hook loads this module only when its stored guards no longer match
// the rules file; boot loads it to list the guards (and so stores them for the hook).
import { parseRules } from '../rules/parse.js';
import { guardSetOf, type GuardSet } from './guard-set.js';

/** The guards of the rules file whose text is `text` (`rulesFile` absolute, `label` as people read it). */
export function compileGuardSet(text: string, rulesFile: string, label: string): GuardSet {
  return guardSetOf(parseRules(text, rulesFile, label), label);
}
