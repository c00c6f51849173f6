// Tells a person correcting their agent from an ordinary request, and ties a correction to the
// failed command of the same session it is about. The reading itself (what the text names, in
// which languages, with which cues) is ./correction-reading. Only the opening of a prompt is
// read, and long prompts (pasted articles, logs) are never candidates: a correction is short and
// says so up front. A false positive pollutes the store, so requests stay out, and a prompt the
// reading is unsure of is kept only as a low-weight candidate, or when it names what just failed.
import { categoriesOf, familyOf, mainInvocation, parseCommand, passesFlag } from './commands.js';
import { mentionPrograms, readCorrection, type CorrectionReading, type Mention } from './correction-reading.js';
import { readFailure } from './failure-class.js';

export interface CorrectionCue {
  /**
   * `correction`: record it. `candidate`: record it as a low-weight candidate (a norm naming no
   * tool). `request`: a request that names a tool ("use gsed"): a correction only when it names
   * what failed just before in the same session.
   */
  level: 'correction' | 'candidate' | 'request';
  /** Which phrasing gave it away, e.g. `no`, `instead-of`, `does-not-exist`, `norm`. */
  cue: string;
  reading: CorrectionReading;
}

/** Prompts longer than this are requests or pasted material, not corrections. */
export const MAX_CORRECTION_PROMPT = 1_500;
const OPENING = 400;

/** How far back a failure of the same session may be for a prompt that names its tool to be about it. */
const NAMED_FAILURE_WINDOW_MS = 12 * 60 * 60_000;
/** …and for a terse prompt that names no program ("ALWAYS pass --context kind-local") to be about the last one. */
const LAST_FAILURE_WINDOW_MS = 10 * 60_000;

/** How `prompt` reads, or undefined for a prompt that corrects nothing. */
export function detectCorrection(prompt: string): CorrectionCue | undefined {
  const text = prompt.trim();
  if (text === '' || text.length > MAX_CORRECTION_PROMPT || text.startsWith('/')) return undefined;
  const reading = readCorrection(text.slice(0, OPENING));
  switch (reading.strength) {
    case 'strong':
    case 'norm':
      return { level: 'correction', cue: reading.cue ?? reading.strength, reading };
    case 'weak':
      return { level: 'request', cue: reading.cue ?? 'use', reading };
    case 'candidate':
      return { level: 'candidate', cue: reading.cue ?? 'norm', reading };
    default:
      // A command written out with its subcommand or flags ("this is ubuntu, apt-get install -y jq"):
      // a correction when it answers what just failed, else an ordinary request.
      return reading.mentions.some((mention) => mention.code && mention.program !== undefined && (mention.sub !== undefined || mention.flags.length > 0 || mention.dir !== undefined))
        ? { level: 'request', cue: 'command', reading }
        : undefined;
  }
}

/** What the hook knows of an earlier learning of the store. */
export interface EarlierLearning {
  id: number;
  time: string;
  kind: string;
  command?: string;
  error?: string;
  session?: string;
}

/**
 * The failure of the same session a correction is about: the latest one whose program (or a
 * variant or alternative of it: `gtimeout` for `timeout`, `bun` for `npm`) or flag the prompt
 * names; else, when the prompt names no program at all ("ALWAYS pass --context kind-local",
 * "nope, uv" after `pip install`), the session's last learning if it is a failure of the last
 * few minutes. Undefined when there is none.
 */
export function failureCorrected(cue: CorrectionCue, session: string | undefined, earlier: readonly EarlierLearning[], now: Date): EarlierLearning | undefined {
  if (!session) return undefined;
  const mine = earlier
    .filter((learning) => learning.session === session && now.getTime() - Date.parse(learning.time) <= NAMED_FAILURE_WINDOW_MS)
    .sort((a, b) => b.id - a.id);
  const mentions = cue.reading.mentions;
  const wanted = mentions.filter((mention) => mention.role === 'prefer' && mention.flags.length > 0);
  // A session repeats its failures: each command is judged once.
  const judged = new Map<string, boolean>();
  for (const learning of mine) {
    if (learning.kind !== 'failure' || !learning.command) continue;
    let named = judged.get(learning.command);
    if (named === undefined) {
      named = namesFailure(mentions, wanted, learning.command);
      judged.set(learning.command, named);
    }
    if (named) return learning;
  }
  // "ALWAYS pass --context kind-local", "the script is lint:ci here": a flag or a name to use,
  // with no program, is about the session's last failure when that failure is not the command's
  // fault (the flag is what was missing) or when its command or output shares a word with it.
  const namesAProgram = mentions.some((mention) => mentionPrograms(mention).length > 0);
  const last = mine[0];
  const toUse = mentions.filter((mention) => mention.code && mention.role === 'prefer');
  // It may mention more (a file, the flag again), but nothing to avoid.
  if (!namesAProgram && toUse.length > 0 && !mentions.some((mention) => mention.code && mention.role === 'avoid') && cue.level !== 'candidate'
    && last?.kind === 'failure' && last.command && now.getTime() - Date.parse(last.time) <= LAST_FAILURE_WINDOW_MS) {
    const failure = readFailure(last.command, last.error);
    const said = `${last.command} ${last.error ?? ''}`.toLowerCase();
    const shares = toUse.some((mention) => [...mention.flags, ...mention.args].some((word) => word.toLowerCase().split(/[^a-z0-9]+/).some((part) => part.length >= 3 && said.includes(part))));
    // A target or script that was not there, and a name to use: "script's called `types`" after `pnpm run typecheck`.
    const renamed = failure.failureClass === 'no-such-target' && toUse.every((mention) => mention.flags.length === 0);
    if (!failure.blamesCommand || shares || renamed) return last;
  }
  return undefined;
}

/** Whether the prompt's mentions name the program (or a variant or alternative of it) or a flag of a failed `command`. */
function namesFailure(mentions: readonly Mention[], wanted: readonly Mention[], command: string): boolean {
  // Any program the failed command ran may be the one named (`git ls-files | xargs -r …`).
  const ran = parseCommand(command);
  const failed = mainInvocation(ran);
  if (!failed) return false;
  // A failure that already did what the prompt asks for ("always -h localhost" after `psql -h localhost …` failed) is another problem.
  if (wanted.some((mention) => mention.flags.every((flag) => failed.flags.includes(flag)) && mention.args.every((arg) => failed.args.includes(arg)))) return false;
  return mentions.some((mention) => {
    const programs = mentionPrograms(mention);
    if (programs.length === 0) return mention.flags.length > 0 && ran.some((invocation) => mention.flags.every((flag) => passesFlag(invocation, flag)));
    return ran.some((invocation) => {
      // "no `git reset --hard`" names git, but not a failed `git push` (what to use instead may well be another subcommand: `make fmt` for `make format`).
      if (mention.role === 'avoid' && mention.sub !== undefined && invocation.sub !== undefined && mention.sub !== invocation.sub && mention.program === invocation.program) return false;
      const family = familyOf(invocation.program);
      const categories = categoriesOf(invocation.program, invocation.sub);
      return [invocation.program, ...invocation.wrappers].some((program) => programs.includes(program))
        || programs.some((program) => familyOf(program) === family || categoriesOf(program).some((category) => categories.includes(category)));
    });
  });
}
