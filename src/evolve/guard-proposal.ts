// The guard line a PROMOTE proposes beside its verify line, when its lesson came from failed
// commands: the same pattern (ripgrep's dialect, which guards share with verify lines), kept only
// when the guard hook can enforce it exactly, it reads back from `guard: Bash("…")` unchanged, and,
// run as the hook runs it, it refuses every failed command the lesson came from and none of the
// replacements the corrections recommend. Otherwise no guard is proposed: never a guard that
// would let the lesson's own mistake through or stop what people said to do instead.
import { guardMatches, translateGuardPattern } from '../rules/guard-regex.js';
import { parseGuard } from '../rules/rule-lines.js';

export interface GuardEvidence {
  /** The failed commands the lesson came from: the guard must refuse each. */
  failedCommands: readonly string[];
  /** What the corrections say to run instead: the guard must refuse none. */
  replacements: readonly string[];
}

/** `Bash("PATTERN")` for the first of `patterns` that passes the checks above, else undefined. */
export function proposeGuard(patterns: readonly string[], evidence: GuardEvidence): string | undefined {
  if (evidence.failedCommands.length === 0) return undefined;
  for (const pattern of patterns) {
    const written = `Bash("${pattern.replace(/"/g, '\\"')}")`;
    const { guard } = parseGuard(written, 1, 1);
    if (guard.problem !== undefined || guard.pattern !== pattern || guard.action !== 'deny') continue;
    const translated = translateGuardPattern(pattern);
    if (!translated.regex) continue;
    // The ASCII form (cheap to compile) matches as the hook would when every command is ASCII.
    const ascii = [...evidence.failedCommands, ...evidence.replacements].every((command) => /^[\x00-\x7F]*$/.test(command));
    const regex = new RegExp(ascii ? translated.regex.asciiSource : translated.regex.source, translated.regex.flags);
    if (!evidence.failedCommands.every((command) => guardMatches(regex, command))) continue;
    if (evidence.replacements.some((replacement) => guardMatches(regex, replacement))) continue;
    return written;
  }
  return undefined;
}
