// Tells a person correcting their agent from an ordinary request, and ties a correction to the
// failed command of the same session it is about. The reading itself (what the text names, in
// which languages, with which cues) is ./correction-reading. Only the opening of a prompt is
// read, and long prompts (pasted articles, logs) are never candidates: a correction is short and
// says so up front. A false positive pollutes the store, so requests stay out, and a prompt the
// reading is unsure of is kept only as a low-weight candidate, or when it names what just failed;
// a short remark with no cue of its own only when it answers the session's last failure.
import { baseBranchOf } from './branches.js';
import { categoriesOf, familyOf, mainInvocation, parseCommand, passesFlag } from './commands.js';
import { mentionPrograms, readCorrection, type CorrectionReading, type Mention } from './correction-reading.js';
import { readFailure, spokenFailureKeys } from './failure-class.js';

export interface CorrectionCue {
  /**
   * `correction`: record it. `candidate`: record it as a low-weight candidate (a norm naming no
   * tool). `request`: a request that names a tool ("use gsed"): a correction only when it names
   * what failed just before in the same session. `reply`: a short remark with no cue of its own
   * ("that's the old airflow CLI", "renamed. just db-migrate"): a correction only when it answers
   * the session's last failure, minutes old, naming something of it.
   */
  level: 'correction' | 'candidate' | 'request' | 'reply';
  /** Which phrasing gave it away, e.g. `no`, `instead-of`, `does-not-exist`, `norm`, `reproach` ("port 5433!! again"). */
  cue: string;
  reading: CorrectionReading;
  /** The prompt, trimmed (a reply is tied by its words). */
  text: string;
}

/** Prompts longer than this are requests or pasted material, not corrections. */
export const MAX_CORRECTION_PROMPT = 1_500;
const OPENING = 400;

/** How far back a failure of the same session may be for a prompt that names its tool to be about it. */
const NAMED_FAILURE_WINDOW_MS = 12 * 60 * 60_000;
/** …and for a terse prompt that names no program ("ALWAYS pass --context kind-local") to be about the last one. */
const LAST_FAILURE_WINDOW_MS = 10 * 60_000;

/** Longer remarks are not replies to a failure: they are requests or explanations. */
const MAX_REPLY = 240;
/** Openings of a task or a question rather than a remark about what just failed. */
const TASK_OPENING = /^(?:(?:ok(?:ay)?|so|now|also|then|and|please|pls|hey|por favor|bitte|s'il te pla[iî]t|per favore)[\s,]+)*(?:(?:can|could|would|will) (?:you|u)\b|add|write|rewrite|create|draft|exclude|document|bump|implement|generate|translate|refactor|update|rename|move|delete|remove|fix|notice|look|check|try|set up|show|explain|tell|summari[sz]e|review|list|open|make (?:a|an|the|it|this|sure)|don'?t (?:worry|forget|bother)|let'?s|i want|i need|i'?d like|añade|agrega|escribe|crea|documenta|explica|puedes|podrías|füg|schreib|erstell|ergänz|erklär|kannst|könntest|ajoute|écris|crée|explique|peux|pourrais|adiciona|escreve|cria|pode|podes|aggiungi|scrivi|puoi|添加|写|帮我|请帮|能不能|可以)(?![A-Za-z\u00C0-\u024F-])/i;

const ACKNOWLEDGEMENT = /^(?:thanks|thank you|thx|ty|great|perfect|nice|cool|lgtm|looks good|good job|yes|yep|yeah|sure|no problem|no,? thanks|nothing else|never ?mind|gracias|danke|merci|obrigad[oa]|谢谢)(?![A-Za-z\u00C0-\u024F])/i;

/** How `prompt` reads, or undefined for a prompt that corrects nothing. */
export function detectCorrection(prompt: string): CorrectionCue | undefined {
  const text = prompt.trim();
  if (text === '' || text.length > MAX_CORRECTION_PROMPT || text.startsWith('/')) return undefined;
  // "that one's a real bug, fix the service and leave the test": the failure was right, nothing to learn.
  if (saysFailureIsReal(text)) return undefined;
  const reading = readCorrection(text.slice(0, OPENING));
  // "what do -o friendly=false … do? keep them if …": a question first, whatever norm follows it.
  if (reading.strength === 'norm' && asksInPassing(text)) return undefined;
  switch (reading.strength) {
    case 'strong':
    case 'norm':
      return { level: 'correction', cue: reading.cue ?? reading.strength, reading, text };
    case 'weak':
      // "add a docs-serve target that runs dbt docs serve": a task that happens to name a tool;
      // "call the next branch feat/x": a name to give, not a program to call.
      if (TASK_OPENING.test(text) || namesABranch(text)) return undefined;
      return reproaches(text) ? { level: 'correction', cue: 'reproach', reading, text } : { level: 'request', cue: reading.cue ?? 'use', reading, text };
    case 'candidate':
      return { level: 'candidate', cue: reading.cue ?? 'norm', reading, text };
    default:
      // "port 5433!! again", "you ran snakemake bare AGAIN": said once more, and annoyed.
      if (reproaches(text)) return { level: 'correction', cue: 'reproach', reading, text };
      // Where branches start and PRs go ("PRs target develop, main is release-only"): a norm of the project.
      if (!TASK_OPENING.test(text) && !asksInPassing(text) && baseBranchOf(text) !== undefined) return { level: 'correction', cue: 'branch', reading, text };
      // A command written out with its subcommand or flags ("this is ubuntu, apt-get install -y jq"):
      // a correction when it answers what just failed, else an ordinary request.
      if (!TASK_OPENING.test(text) && reading.mentions.some((mention) => mention.code && mention.program !== undefined && (mention.sub !== undefined || mention.flags.length > 0 || mention.dir !== undefined))) {
        return { level: 'request', cue: 'command', reading, text };
      }
      return mayBeReply(text) ? { level: 'reply', cue: 'reply', reading, text } : undefined;
  }
}

/**
 * Telling it once more, annoyed: "again", "like last time", "i said…", "!!", "??", in the languages
 * the reader knows; in a short remark that is not a task, a question or thanks. "run it again" asks
 * for a rerun.
 */
function reproaches(text: string): boolean {
  if (text.length > MAX_REPLY || TASK_OPENING.test(text) || ACKNOWLEDGEMENT.test(text) || /(?<![?!])\?\s*$/.test(text)) return false;
  if (RERUN.test(text)) return false;
  // "why did that fail??" asks; "why did you push -f again??" does not.
  if (QUESTION_OPENING.test(text)) return AGAIN.test(text);
  return MARKS.test(text) || AGAIN.test(text);
}

const MARKS = /!!|\?\?|\?!|!\?/;
const AGAIN = /(?:^|[^A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF])(?:again|i said|i told you|told you|how many times|like last time|same as last (?:time|week)|same as (?:yesterday|before|always)|(?:told you|said (?:it|that)) already|already (?:told you|said)|(?:as|like) i (?:already )?said|ya te (?:lo )?dije|como te dije|igual que ayer|wie gestern|hab(?:e)? ich (?:doch )?(?:schon )?gesagt|comme hier|je (?:te l'ai|t'ai) d[ée]j[àa] dit|como ontem|j[áa] te disse|na naman|ulit|ilang beses|fir se|dobara|kitni (?:baar|bar)|abar|koto bar|kati choti|aftur|j[äa]lle|feri|otra vez|de nuevo|schon wieder|encore|de novo|di nuovo|znowu|opnieuw|alweer|tekrar|снова|опять|phir se|din nou|πάλι|ξανά|megint|igjen)(?![A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF])|又|また|또|আবার|വീണ്ടും|फेरि|फिर से|ისევ/i;
const QUESTION_OPENING = /^(?:why|what|how|where|when|which|who|whose|is|are|was|were|can|could|does|did|do|should|would|will|has|have|por ?qu[eé]|qu[eé]|c[oó]mo|d[oó]nde|warum|wieso|was|wie|wo|pourquoi|quoi|comment|o[uù]|por que|como|onde|perch[eé]|cosa|dove)(?![A-Za-z\u00C0-\u024F])|^(?:为什么|怎么|什么|なぜ|どうして|왜)/i;

const RERUN = /\b(?:run|rerun|try|retry|do|redo|go|build|rebuild|deploy|start|restart|execute|check|test|call|send|render|compile|push|sync|load|reload|fetch|pull|download|upload|install|generate|regenerate|open|apply|clone|copy|publish|merge|repeat)\b(?:\s+(?:it|this|that|them|the \w+))?\s+again\b/i;

/** A short remark, not a question, a task or thanks: it may answer what just failed. */
function mayBeReply(text: string): boolean {
  if (text.length > MAX_REPLY || text.endsWith('?') || text.endsWith('？') || text.startsWith('¿')) return false;
  // …nor one that asks something, or for a task, in passing ("did the deploy go green? check the
  // runs", "the IRSA role is missing route53:…, add it in iam.tf").
  if (asksInPassing(text) || asksForTask(text)) return false;
  // "Use the existing helper": an instruction about the code, unless it names a tool (then a request).
  return !TASK_OPENING.test(text) && !ACKNOWLEDGEMENT.test(text) && !/^use (?:the|a|an|our|my) /i.test(text);
}

// A hook reads one prompt per process, and each regex below is compiled for that prompt when it
// runs: each runs only when the text holds a word it looks for.

/** "the test is right, fix the rounding": the failure was real (see REAL_FAILURE). */
function saysFailureIsReal(text: string): boolean {
  const lower = text.toLowerCase();
  return REAL_PARTS.some((part) => lower.includes(part)) && REAL_FAILURE.test(text);
}
const REAL_PARTS = ['real', 'actual', 'genuine', 'legit', 'the bug', 'right', 'correct', 'echt', 'vrai', 'raison', 'razón', 'verdade', 'certo', '真正', '对的'];

/** "did the deploy go green? check the runs": a question asked in passing (see ASKS). */
function asksInPassing(text: string): boolean {
  return text.includes('?') && ASKS.test(text);
}

/** "…, can you check the logs", "…, add it in iam.tf": a task asked for in passing (see ASKS_TO, TASK_IN_PASSING). */
function asksForTask(text: string): boolean {
  const lower = text.toLowerCase();
  return ((lower.includes('you') || lower.includes(' u ')) && ASKS_TO.test(text)) || (TASK_VERBS.some((verb) => lower.includes(verb)) && TASK_IN_PASSING.test(text));
}
const TASK_VERBS = ['add ', 'write ', 'create ', 'fix ', 'update ', 'implement ', 'make ', 'cache ', 'exclude ', 'sort ', 'refactor ', 'rename ', 'document ', 'once ', 'in the '];

/** "call the next branch feat/x": a name to give (see NAMING). */
function namesABranch(text: string): boolean {
  return text.includes('/') && NAMING.test(text);
}

/** Naming a branch, not running a program: "call the branch feature/x", "name it fix/y". */
const NAMING = /\b(?:call|name) (?:the (?:new |next )?branch|it|this one)\s+[\w.-]+\/[\w./-]+/i;

/** A failure said to be real: the code is wrong, not the command ("the test is right, fix the rounding"). */
const REAL_FAILURE = /\b(?:a|the) (?:real|actual|genuine|legit(?:imate)?) (?:bug|failure|regression|error)\b|\b(?:that|this) (?:one|failure)(?:'s| is) (?:real|legit|the bug)\b|\bthe (?:test|tests|assertion) (?:is|are) (?:right|correct)\b|\b(?:es|é) un (?:bug|error) real\b|\bé um bug de verdade\b|\b(?:ein )?echter (?:bug|fehler)\b|\bun vrai bug\b|\ble test a raison\b|\bel test (?:está bien|tiene razón)\b|\bo teste está certo\b|真正的\s*bug|测试是对的/i;
/** A question asked in passing ("which branch is it on? rebase it when you're done"). */
const ASKS = /(?:^|[.!;]\s+)(?:why|what|which|how|where|when|who|did|does|do|is|are|was|were|can|could|should)\b[^.!?;]*\?(?:\s|$)/i;
/** A task asked for in passing ("…, can you check the logs"). */
const ASKS_TO = /(?:^|[,.;:—–]\s*)(?:can|could|would) (?:you|u)\b/i;

/** A task asked for after a remark, or a remark that opens a task ("once that works add …", "in the admin table, make …"). */
const TASK_IN_PASSING = /(?:^|[,.;:—–]\s*)(?:then\s+|once (?:that|it) works,?\s+)?(?:add|write|create|fix|update|implement|make|cache|exclude|sort|refactor|rename|document)\s+(?:it|them|this|that|the|a|an|its|their)\b|^(?:once (?:that|it) works|in the [\w\s]{1,30},)/i;

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
 * few minutes; and for a remark, a request or a correction that names no program, that failure
 * when the prompt answers it (see `answers`). Undefined when there is none.
 */
export function failureCorrected(cue: CorrectionCue, session: string | undefined, earlier: readonly EarlierLearning[], now: Date): EarlierLearning | undefined {
  // "and keep that exclude on every rsync…", "aur haan, …": a prompt that goes on to another point
  // is not about the failure just before it, whatever it names.
  if (!session || GOES_ON.test(cue.text)) return undefined;
  const mine = earlier
    .filter((learning) => learning.session === session && now.getTime() - Date.parse(learning.time) <= NAMED_FAILURE_WINDOW_MS)
    .sort((a, b) => b.id - a.id);
  const mentions = cue.reading.mentions;
  const wanted = mentions.filter((mention) => mention.role === 'prefer' && mention.flags.length > 0);
  const namesAProgram = mentions.some((mention) => mentionPrograms(mention).length > 0);
  const last = mine[0];
  // The session's last learning, when it is a failure of the last few minutes: what most remarks answer.
  const recent = last?.kind === 'failure' && last.command && now.getTime() - Date.parse(last.time) <= LAST_FAILURE_WINDOW_MS ? last : undefined;
  const command = recent?.command;
  const error = recent?.error;
  // A session repeats its failures: each command is judged once.
  const judged = new Map<string, boolean>();
  for (const learning of mine) {
    if (learning.kind !== 'failure' || !learning.command) continue;
    let named = judged.get(learning.command);
    if (named === undefined) {
      named = namesFailure(mentions, wanted, learning.command);
      judged.set(learning.command, named);
    }
    if (!named) continue;
    // A flag alone names an older command less surely than the words the prompt shares with the
    // one that just failed ("kafka is in the streaming profile, plain up -d never starts it" after
    // `docker compose exec kafka …` said the service is not running).
    if (!namesAProgram && learning !== last && command !== undefined && answers(cue, command, error ?? '')) return recent;
    return learning;
  }
  // "ALWAYS pass --context kind-local", "the script is lint:ci here": a flag or a name to use,
  // with no program, is about the session's last failure when that failure is not the command's
  // fault (the flag is what was missing) or when its command or output shares a word with it.
  const toUse = mentions.filter((mention) => mention.code && mention.role === 'prefer');
  // It may mention more (a file, the flag again), but nothing to avoid.
  if (!namesAProgram && toUse.length > 0 && !mentions.some((mention) => mention.code && mention.role === 'avoid') && cue.level !== 'candidate'
    && command !== undefined) {
    const failure = readFailure(command, error);
    const said = `${command} ${error ?? ''}`.toLowerCase();
    const shares = toUse.some((mention) => [...mention.flags, ...mention.args].some((word) => word.toLowerCase().split(/[^a-z0-9]+/).some((part) => part.length >= 3 && said.includes(part))));
    // A target or script that was not there, and a name to use: "script's called `types`" after `pnpm run typecheck`.
    const renamed = failure.failureClass === 'no-such-target' && toUse.every((mention) => mention.flags.length === 0);
    // A failure that is not the command's fault may be what the flag fixes ("ALWAYS pass --context
    // kind-local" after kubectl could not connect), unless the prompt speaks of something else too
    // ("that pr should've been a draft. --draft every time" after psql could not connect).
    if ((!failure.blamesCommand && !speaksOfMore(cue, said)) || shares || renamed) return recent;
  }
  // Just after a program was not found: a program to use and nothing to avoid, or a command written
  // out ("sysctl -n hw.ncpu, this is a mac" after `nproc: command not found`), is its replacement;
  // so is a name made of the missing one's ("ubuntu ships it as fdfind" after `fd` was not found).
  if (command !== undefined && !mentions.some((mention) => mention.role === 'avoid') && readFailure(command, error).failureClass === 'not-found') {
    const replacement = mentions.some((mention) => mention.program !== undefined
      && (mention.role === 'prefer' || (mention.role === 'neutral' && mention.code && (mention.sub !== undefined || mention.flags.length > 0))));
    if (replacement || namesAfter(cue.text, mainInvocation(parseCommand(command))?.program)) return recent;
  }
  // A command to run first, just after a failure ("make test-db first" after `make test`, "fais un
  // git lfs pull avant de lancer les tests"): the step that failure was missing.
  if (cue.level !== 'candidate' && mentions.some((mention) => mention.code && mention.role !== 'avoid' && (mention.program !== undefined || mention.flags.length > 0))
    && !mentions.some((mention) => mention.role === 'avoid') && STEP_FIRST.test(cue.text)
    && command !== undefined) return recent;
  // A remark or request that answers the session's last failure: it names a word of that command
  // ("that's the old airflow CLI" after `airflow list_dags`), a version its output gives, or
  // points at it ("that flag doesn't exist here").
  // A correction that names no program ("branch is trunk, not main" after `git checkout main`) too.
  // So does a reproach ("CRLF again…"), which would be a remark or a request without its "again";
  // one that names nothing else ("same as last week, the env flag") points back at that failure.
  if ((cue.level === 'reply' || cue.level === 'request' || cue.cue === 'reproach' || (cue.level === 'correction' && !namesAProgram)) && command !== undefined
    && (pointsBack(cue, command) || answers(cue, command, error ?? ''))) return recent;
  // A terse remark with no cue, no task and no question just after a failure ("venv pls", "verify!",
  // "develop. spelled out") answers it, unless it names a program or a word of an older failure
  // ("that's the old dagster CLI" after `dagster …`, then `ls data`, failed).
  if (cue.level === 'reply' && cue.text.length <= TERSE_REMARK && !namesAProgram && command !== undefined) {
    const words = wordsIn(cue.text).filter((word) => !COMMON_WORDS.has(word));
    if (!mine.some((learning) => learning !== recent && learning.command !== undefined && words.some((word) => wordsIn(learning.command!).includes(word)))) return recent;
  }
  // A correction that writes a name the command just failed with ("that's pwsh. $env:ZEPHYR_BASE = …"
  // after `export ZEPHYR_BASE=…`), whatever program it names.
  if (cue.level === 'correction' && command !== undefined && writesNameOf(mentions, command)) return recent;
  return undefined;
}

/** A word of `text` longer than `program` that opens or ends with it: `fdfind` of `fd`, `gtimeout` of `timeout`. */
function namesAfter(text: string, program: string | undefined): boolean {
  if (program === undefined || program.length < 2) return false;
  return text.toLowerCase().split(/[^a-z0-9._-]+/).some((word) => word.length > program.length && (word.startsWith(program) || word.endsWith(program)));
}

/** A compound name (`ZEPHYR_BASE`, `spring.profiles.active`), eight or more long, that a mention writes as code and `command` holds. */
function writesNameOf(mentions: readonly Mention[], command: string): boolean {
  const said = command.toLowerCase();
  return mentions.some((mention) => mention.code && mention.program === undefined && mention.flags.length === 0
    && mention.args.some((arg) => (arg.match(/[a-z0-9]+(?:[_.][a-z0-9]+)+/g) ?? []).some((name) => name.length >= 8 && said.includes(name))));
}

/**
 * The failure an agent's own record of a correction is about (`learn capture --correction`): read as
 * a correction, tied as a prompt is, in its session; an agent records what it was just told, so
 * without a session, in the session of the project's last failure of the last few minutes.
 */
export function failureRecorded(text: string, session: string | undefined, earlier: readonly EarlierLearning[], now: Date): EarlierLearning | undefined {
  const said = text.trim();
  if (said === '' || said.length > MAX_CORRECTION_PROMPT) return undefined;
  // `earlier` is oldest first.
  const last = earlier.findLast((learning) => learning.kind === 'failure');
  const inSession = session ?? (last !== undefined && now.getTime() - Date.parse(last.time) <= LAST_FAILURE_WINDOW_MS ? last.session : undefined);
  const cue: CorrectionCue = { level: 'correction', cue: 'agent', reading: readCorrection(said.slice(0, OPENING)), text: said };
  return failureCorrected(cue, inSession, earlier, now);
}

/**
 * A reproach that names nothing else ("same as last week, the env flag", "that again??") points
 * back at the failure just before it: no program, and no flag the failed command did not pass.
 */
function pointsBack(cue: CorrectionCue, command: string): boolean {
  if (cue.cue !== 'reproach') return false;
  const words = command.split(/\s+/);
  return cue.reading.mentions.every((mention) => mentionPrograms(mention).length === 0 && mention.flags.every((flag) => words.includes(flag)));
}

/** "and …", "also …", "btw …" opening a prompt, in the languages the reader knows. */
const GOES_ON = /^(?:and|also|btw|by the way|oh,? and|plus|aur|und|außerdem|et|aussi|e|y|además|también|também|och|ook|oraz|ayrıca)(?:[\s,]+)|^(?:另外|还有|あと|それと|그리고)/i;

/** Whether a correction says to do something first ("make proto first", "najpierw make proto", "before building"). */
export function saysFirst(text: string): boolean {
  return STEP_FIRST.test(text);
}

/** "first", "before", in the languages the reader knows: a step to take before another ("before every commit" is a habit, not a step). */
const STEP_FIRST = /(?:^|[^A-Za-z\u00C0-\u024F\u0400-\u04FF])(?:first|frist|firts|before|beforehand|avant|d'abord|prima|primero|primeiro|antes|zuerst|vorher|erst|abans|først|najpierw|eerst|först|önce|сначала|сперва|pehle|pahle|pahile|muna|fyrst|enne|kõigepealt)(?![A-Za-z\u00C0-\u024F\u0400-\u04FF])(?!\s+(?:every|each|any|committing|commit|pushing|push|merging|opening|de commit|cada)\b)|首先|先に|まず|먼저|^先|पहिले|पहले|پہلے|আগে|ആദ്യം|ჯერ/i;

/** Words that say how to run a flag, not what it is about. */
const FLAG_TALK = new Set([
  'always', 'pass', 'every', 'time', 'each', 'again', 'please', 'pls', 'plz', 'use', 'with', 'the', 'you', 'forgot', 'add',
  'need', 'needs', 'must', 'should', 'never', 'dont', "don't", 'run', 'that', 'this', 'its', "it's", 'for', 'and', 'not', 'just',
  'only', 'here', 'also', 'flag', 'option', 'goes', 'lives', 'live', 'siempre', 'immer', 'toujours', 'sempre', 'usa', 'pasa', 'mit', 'avec', 'con',
]);

/** The prompt has words beyond its flags and the talk around them that the failure does not share. */
function speaksOfMore(cue: CorrectionCue, said: string): boolean {
  const named = new Set(cue.reading.mentions.flatMap((mention) => [...mention.flags, ...mention.args, mention.program ?? '']).flatMap(wordsIn));
  // A flag's value as written after it ("-h localhost").
  for (const match of cue.text.matchAll(/(?:^|\s)-{1,2}[A-Za-z][\w-]*[=\s]+([^\s,.;]+)/g)) for (const word of wordsIn(match[1]!)) named.add(word);
  return wordsIn(cue.text).some((word) => word.length >= 4 && !named.has(word) && !FLAG_TALK.has(word) && !said.includes(word));
}

/** Words of a command too common to tie a remark to it: folders every project has, ordinary verbs. */
const COMMON_WORDS = new Set([
  'the', 'and', 'for', 'not', 'you', 'with', 'this', 'that', 'src', 'app', 'lib', 'test', 'tests', 'doc', 'docs', 'config',
  'data', 'build', 'dist', 'tmp', 'api', 'web', 'bin', 'usr', 'local', 'home', 'file', 'files', 'run', 'all', 'new', 'dev',
]);
/** How long a remark with no cue is terse enough to answer the failure just before it by itself. */
const TERSE_REMARK = 30;
/** How long a remark is short enough to answer a failure by a word of its error alone. */
const SHORT_REMARK = 60;
/** How much of an error is read for that word: its opening says what went wrong. */
const ERROR_OPENING = 300;
/** Words any error prints, which tie a remark to none. */
const ERROR_TALK = new Set([
  'with', 'only', 'please', 'code', 'null', 'output', 'error', 'errors', 'failed', 'found', 'command', 'option', 'unknown', 'invalid',
  'missing', 'usage', 'exist', 'exists', 'cannot', 'could', 'unable', 'denied', 'running', 'warning', 'line', 'exit', 'stderr', 'stdout',
  'true', 'false', 'users', 'from', 'into', 'have', 'what', 'when', 'there', 'here', 'your', 'some', 'make', 'just', 'then', 'than',
  'will', 'would', 'should', 'does', 'done', 'used', 'using', 'name', 'named',
]);
const POINTS_AT_IT = /\b(?:that|this|the same)\s+(?:flag|option|switch|command|syntax|subcommand|target|script|recipe|binary|tool|one|version|path|folder|dir|directory|arg|argument)\b|(?:esa|ese|esta|este)\s+(?:opción|opcion|flag|bandera|comando|sintaxis|versión|version)|\bdiese[rs]?\s+(?:option|flag|befehl|schalter|version)|\bcette\s+(?:option|commande|syntaxe|version)|\b(?:essa|esse|esta|este)\s+(?:opção|opcao|flag|comando|versão)|(?:那个|这个)(?:参数|选项|命令|版本)/i;

/**
 * Whether the prompt answers the failed `command`: a word of it (or, in a short remark, of the
 * opening of its `error`), a version from its `error`, the command its `error` gave as the fix or
 * the program that reported it, a mistake named in words, or a pointer to it.
 */
function answers(cue: CorrectionCue, command: string, error: string): boolean {
  const text = cue.text;
  if (POINTS_AT_IT.test(text)) return true;
  // "the client is stale, run prisma generate" after an error that said "Please run prisma generate":
  // the command the failure's own output named.
  // "quotes. zsh eats the parens" after "zsh: no matches found: test(orders)": the program that reported it.
  if (error !== '') {
    const output = error.toLowerCase();
    if (cue.reading.mentions.some((mention) => mention.program !== undefined
      && ((mention.role !== 'avoid' && mention.sub !== undefined && output.includes(`${mention.program} ${mention.sub}`)) || reportedBy(error, mention.program)))) return true;
  }
  const said = new Set(wordsIn(command).filter((word) => !COMMON_WORDS.has(word)));
  const words = wordsIn(text);
  if (words.some((word) => said.has(word))) return true;
  // "same thing, two devices. -s emulator-5554" after "more than one device/emulator": a short
  // remark that writes a word the error printed. A longer one may only share a word in passing, and
  // a request ("now run prisma studio so I can look at the rows") asks for something new.
  if (text.length <= SHORT_REMARK && cue.level !== 'request') {
    const printed = new Set(wordsIn(error.slice(0, ERROR_OPENING)).filter((word) => word.length >= 4 && !COMMON_WORDS.has(word) && !ERROR_TALK.has(word)));
    if (words.some((word) => printed.has(word))) return true;
  }
  // "3.12. the system python on mac is 3.9": a version the error names.
  const versions = text.match(/\d+(?:\.\d+)+|\b\d{2}\b/g) ?? [];
  if (versions.some((version) => error.includes(version))) return true;
  // "CRLF again" after a script failed on `$'\r'`: the mistake, named in words.
  const spoken = spokenFailureKeys(text);
  return spoken.length > 0 && spoken.includes(readFailure(command, error).key);
}

/** Whether a line of `error` opens with `program:` (`zsh: no matches found: …`, `sed: 1: …`). */
function reportedBy(error: string, program: string): boolean {
  for (let at = error.indexOf(`${program}:`); at !== -1; at = error.indexOf(`${program}:`, at + 1)) if (at === 0 || error[at - 1] === '\n') return true;
  return false;
}

/** Lower-case runs of letters and digits (Latin and CJK), three or more long. */
function wordsIn(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9\u00C0-\u024F\u3040-\u9fff]+/).filter((word) => word.length >= 3);
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
    // "az bicep lint" after `bicep lint` was not found: the failed tool, run through another.
    if (mention.sub !== undefined && ran.some((invocation) => invocation.program === mention.sub)) return true;
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
