// The words of a PROMOTE: a rule a person can approve as written, naming the wrong thing and the
// right thing the evidence gives ("Never use `npm`; use `bun` instead.", "macOS has no
// `timeout`; use `gtimeout` instead.", "Always pass `--context kind-local` to `kubectl`."), and
// the reason a failure gives when nobody said what to use instead. Pure text work.
import type { LessonGroup } from './group.js';
import { contradicts, distinctTerms, effectiveFamily, termKey, type LessonFeatures, type Term } from './lesson.js';
import type { DerivedVerify, PatternPlan } from './pattern.js';

const CLASS_WORDS: Record<string, string> = {
  'not-found': 'command not found',
  'invalid-option': 'unknown option',
  usage: 'usage error',
  'unknown-subcommand': 'unknown subcommand',
  'no-such-target': 'no such target',
  refused: 'refused',
  platform: 'wrong platform',
  hang: 'never returned',
};

export function ruleTextFor(group: Pick<LessonGroup, 'members' | 'occurrences'>, plan: PatternPlan, chosen: DerivedVerify | undefined): string {
  const members = group.members;
  const prefer = preferredTerm(members, chosen);
  const replacement = prefer ? writtenCommand(prefer) : plan.replacements.find((text) => members.some((member) => member.prefer.some((term) => term.program === undefined && text.endsWith(term.args[0] ?? '\u0000'))));
  const instead = replacement ? `; use ${code(replacement)} instead` : '';
  const macos = onMacos(members);
  const failures = members.filter((member) => member.failure);
  const dominant = dominantClass(failures);
  if (chosen?.from === 'missing-flag' || (!plan.avoided && prefer && hasFlags(prefer) && failures.length > 0)) {
    const source = prefer ?? members.flatMap((member) => member.prefer).find(hasFlags);
    if (source) return alwaysPass(source, chosen?.head);
  }
  const avoided = plan.avoided;
  if (avoided) {
    const flagged = /\s-/.test(avoided);
    if (macos && dominant === 'not-found' && !flagged) return `macOS has no ${code(avoided)}${instead}.`;
    if (macos && flagged && (dominant === 'invalid-option' || dominant === 'usage' || dominant === undefined)) return `${code(avoided)} does not work on macOS${instead}.`;
    const verb = members.every((member) => member.failure && !member.correction) ? 'run' : 'use';
    const corrected = members.some((member) => !member.failure && !member.candidate);
    const why = !replacement && !corrected && failures.length > 0 && dominant ? ` (it failed ${times(failures.length)}: ${CLASS_WORDS[dominant] ?? dominant})` : '';
    return `Never ${verb} ${avoidedCode(avoided)}${instead}${why}.`;
  }
  if (prefer) return hasFlags(prefer) ? alwaysPass(prefer) : `Always use ${code(prefer.text)}.`;
  const latest = [...members].reverse().find((member) => member.correction && !member.candidate) ?? [...members].reverse().find((member) => member.correction);
  if (latest?.correction) return sentence(latest.correction);
  const failure = failures[0] ?? members[0]!;
  return `Avoid what failed ${times(group.occurrences)}: ${failure.failure?.command ?? 'see the sources'}.`;
}

/** What the corrections say to use instead: the tool named most often, in the shortest way it was written. */
function preferredTerm(members: readonly LessonFeatures[], chosen: DerivedVerify | undefined): Term | undefined {
  const avoided = distinctTerms(members.flatMap((member) => member.avoid));
  const allowed = new Map<string, boolean>();
  const terms = members.flatMap((member) => member.prefer).filter((term) => {
    if (!term.code || (term.program === undefined && term.flags.length === 0)) return false;
    const key = termKey(term);
    let ok = allowed.get(key);
    if (ok === undefined) {
      ok = !avoided.some((avoid) => contradicts(avoid, term));
      allowed.set(key, ok);
    }
    return ok;
  });
  if (terms.length === 0) return undefined;
  const counts = new Map<string, { count: number; terms: Term[] }>();
  for (const term of terms) {
    const family = effectiveFamily(term) ?? term.flags.join(' ');
    const entry = counts.get(family) ?? { count: 0, terms: [] };
    entry.count += 1;
    entry.terms.push(term);
    counts.set(family, entry);
  }
  const [, best] = [...counts].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))[0]!;
  // For a missing flag, the form that carries it; else the plainest form written most often.
  const withFlags = best.terms.filter(hasFlags);
  const pool = chosen?.from === 'missing-flag' && withFlags.length > 0 ? withFlags : best.terms;
  const written = new Map<string, number>();
  for (const term of pool) written.set(term.text, (written.get(term.text) ?? 0) + 1 + (term.verbatim ? 0.5 : 0));
  const text = [...written].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))[0]![0];
  return pool.find((term) => term.text === text);
}

function hasFlags(term: Term): boolean {
  return term.flags.length > 0;
}

/** "Always pass `--context kind-local` to `kubectl`." */
function alwaysPass(term: Term, head?: string): string {
  const text = term.text.replace(/`/g, '').trim();
  const at = text.search(/(?:^|\s)--?[A-Za-z]/);
  const flags = at >= 0 ? text.slice(at).trim() : term.flags.join(' ');
  const named = head ?? (at > 0 ? text.slice(0, at).trim() : [term.dir ? `${term.dir}${term.program}` : term.program, term.sub].filter(Boolean).join(' '));
  return named ? `Always pass ${code(flags)} to ${code(named)}.` : `Always pass ${code(flags)}.`;
}

/** A recommended command as written, with its program when only its flags were (`base64 -b 0` for "use -b 0"). */
function writtenCommand(term: Term): string {
  const text = term.text.replace(/`/g, '').trim();
  return term.program !== undefined && /^-/.test(text) ? `${term.dir ?? ''}${term.program} ${text}` : text;
}

/** The corrections say it is about macOS (a tool missing on a laptop is not, by itself, a macOS lesson). */
function onMacos(members: readonly LessonFeatures[]): boolean {
  return members.some((member) => member.reading?.platform === 'macos');
}

function dominantClass(failures: readonly LessonFeatures[]): string | undefined {
  const counts = new Map<string, number>();
  for (const member of failures) if (member.failure!.blamesCommand) counts.set(member.failure!.failureClass, (counts.get(member.failure!.failureClass) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** `make test` or `make tests` → "`make test` or `make tests`". */
function avoidedCode(text: string): string {
  return text.split(/, | or /).length > 1 ? text.split(/(, | or )/).map((part) => (/^(?:, | or )$/.test(part) ? part : code(part))).join('') : code(text);
}

function code(term: string): string {
  return term.includes('`') ? term : `\`${term}\``;
}

export function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

/** The first sentence of a correction, capitalised and ending with a full stop, on one line. */
export function sentence(text: string): string {
  return sentenceOf(text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s/)[0]!);
}

export function sentenceOf(text: string): string {
  const trimmed = capital(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
