// The guards of a rules file: each rule's `guard:` lines, split into the ones the guard hook
// enforces (with the JavaScript RegExp that matches what ripgrep would) and the ones it does not
// (a line that does not read, or a pattern the guard cannot honour exactly), each with the rule it
// belongs to so a refusal can quote it. Pure data; boot lists it, the hook enforces it.
import type { RulesDocument } from '../rules/model.js';
import { translateGuardPattern, type GuardRegex } from '../rules/guard-regex.js';

export interface GuardedRule {
  ruleId: string;
  ruleText: string;
  /** Line of the rule in the rules file. */
  ruleLine: number;
  /** Line of its `guard:` line. */
  line: number;
  /** The guard as written after `guard:`. */
  raw: string;
}

export interface ActiveGuard extends GuardedRule {
  pattern: string;
  /** `deny` refuses the command; `ask` asks a person (Claude Code) or refuses (Codex, OpenCode). */
  action: 'deny' | 'ask';
  regex: GuardRegex;
}

export interface UnenforcedGuard extends GuardedRule {
  /** Why the guard lets every command through. */
  problem: string;
}

export interface GuardSet {
  /** The rules file as people read it. */
  rulesFile: string;
  /** In file order. */
  guards: ActiveGuard[];
  unenforced: UnenforcedGuard[];
}

export function guardSetOf(document: RulesDocument, rulesFile: string): GuardSet {
  const guards: ActiveGuard[] = [];
  const unenforced: UnenforcedGuard[] = [];
  for (const rule of document.rules) {
    for (const guard of rule.guards) {
      const base: GuardedRule = { ruleId: rule.id, ruleText: rule.text, ruleLine: rule.line, line: guard.line, raw: guard.raw };
      const translated = guard.pattern === undefined || guard.problem !== undefined ? undefined : translateGuardPattern(guard.pattern);
      if (translated?.regex) guards.push({ ...base, pattern: guard.pattern!, action: guard.action, regex: translated.regex });
      else unenforced.push({ ...base, problem: guard.problem ?? translated?.problem ?? 'the guard line does not read' });
    }
  }
  return { rulesFile, guards, unenforced };
}
