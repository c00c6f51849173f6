// `npm run eval`: how well rulesweep learns from a labelled corpus of hook events. Each event of
// a corpus file (test/corpus/half-*.jsonl; see test/corpus/README.md) goes through the real hook
// path (the bundled `learn hook` the bin runs, with the event's time as its clock) into a fresh
// project's store, or, for the corrections an agent records itself, through the same store the
// `learn capture --correction` command writes. Then `evolve --json` runs on that project, as a user
// runs it, and its PROMOTE proposals are compared with the labels:
//   precision  of the pairs of events that share a PROMOTE proposal, the share taught the same lesson
//   recall     of the pairs of events taught the same lesson, the share that share a PROMOTE proposal
// Events labelled `x:…` are one-offs (near misses, ordinary requests): every pair with one is wrong.
// Usage: npm run build && node bench/eval.mjs [corpus.jsonl …] [--verbose] [--json]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => path.join(repo, 'dist', file);
export const DEFAULT_CORPORA = ['test/corpus/half-a.jsonl', 'test/corpus/half-b.jsonl', 'test/corpus/half-c.jsonl', 'test/corpus/half-d.jsonl'].map((file) => path.join(repo, file));
/**
 * Halves written blind by someone who had not read the reader or the grouping (test/corpus/README.md):
 * the honest estimate for a corpus never seen. Printed by `npm run eval`, never asserted by the tests.
 */
export const BLIND_CORPORA = ['e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', 'za', 'zb', 'zc', 'zd', 'ze', 'zf', 'zg', 'zh', 'zi', 'zj', 'zk', 'zl', 'zm', 'zn', 'zo', 'zp', 'zq', 'zr', 'zs', 'zt', 'zu', 'zv', 'zw', 'zx', 'zy', 'zz', 'zzc', 'zza', 'zzd', 'zzb', 'zzh', 'zze', 'zzf', 'zzg', 'zzl', 'zzk', 'zzi', 'zzj', 'zzp', 'zzm', 'zzn', 'zzo', 'zzq', 'zzt', 'zzs', 'zzr', 'zzu', 'zzv', 'zzw', 'zzx', 'zzz', 'zzy', 'zzzb', 'zzza', 'zzzc', 'zzzd', 'zzze', 'zzzf', 'zzzg', 'zzzh', 'zzzi', 'zzzj'].map((half) => path.join(repo, 'test', 'corpus', `half-${half}.jsonl`));

/**
 * The corpus's events, in time order. JSON Lines or one JSON array; an event's label may be
 * `lesson`, `label` or `group`, its payload `payload`, `hook` or `stdin` (an object or its JSON
 * text), its time `time`, `timestamp` or `at` (events without one are a minute apart).
 */
function readCorpus(file) {
  const text = readFileSync(file, 'utf8').trim();
  const raw = text.startsWith('[') ? JSON.parse(text) : text.split('\n').filter((line) => line.trim() !== '').map((line, index) => {
    try {
      return JSON.parse(line);
    } catch (error) {
      throw new Error(`${file}:${index + 1}: not JSON: ${error.message}`);
    }
  });
  const start = Date.parse('2026-01-01T00:00:00Z');
  const events = raw.map((event, index) => {
    const payload = event.payload ?? event.hook ?? event.stdin;
    const time = event.time ?? event.timestamp ?? event.at;
    return {
      lesson: event.lesson ?? event.label ?? event.group ?? null,
      time: time ? new Date(time).toISOString() : new Date(start + index * 60_000).toISOString(),
      ...(payload !== undefined ? { payload: typeof payload === 'string' ? JSON.parse(payload) : payload } : {}),
      ...(event.capture ? { capture: event.capture } : {}),
    };
  });
  return events.sort((a, b) => a.time.localeCompare(b.time));
}

const sink = () => {
  let text = '';
  return { write: (chunk) => (text += chunk), text: () => text };
};

/** Runs one corpus through the hook and evolve; returns the figures and what was proposed. */
export async function evaluateCorpus(file) {
  if (!existsSync(dist('hook/learn-hook.cjs'))) throw new Error('dist/ is missing: run npm run build first');
  // The hook bundle, loaded as the bin loads it (it is one function expression, not a module).
  const hook = createRequire(import.meta.url)(dist('bin/rulesweep.cjs')).loadBundle('learn-hook');
  const { main } = await import(pathToFileURL(dist('cli/main.js')).href);
  const { captureLearning } = await import(pathToFileURL(dist('learnings/capture.js')).href);
  const { resolveProject } = await import(pathToFileURL(dist('memory/paths.js')).href);
  const events = readCorpus(file);
  const base = mkdtempSync(path.join(os.tmpdir(), 'rulesweep-eval-'));
  const root = path.join(base, 'project');
  mkdirSync(path.join(root, '.git'), { recursive: true });
  const env = { PATH: process.env.PATH, HOME: base, XDG_DATA_HOME: path.join(base, 'data'), NO_COLOR: '1' };
  const store = path.join(root, '.claude', 'memory', 'learnings.jsonl');
  const lastId = () => {
    if (!existsSync(store)) return 0;
    const lines = readFileSync(store, 'utf8').trim().split('\n');
    return lines.reduce((max, line) => {
      try {
        const event = JSON.parse(line);
        return event.type === 'learning' ? Math.max(max, event.id) : max;
      } catch {
        return max;
      }
    }, 0);
  };
  try {
    const recordedAs = [];
    for (const event of events) {
      const before = lastId();
      const now = new Date(event.time);
      if (event.payload) {
        const stdin = Readable.from([JSON.stringify(event.payload)]);
        await hook.runLearnHook({ root }, { argv: ['learn', 'hook'], cwd: root, env, stdout: sink(), stderr: sink(), stdin, now: () => now });
      } else if (event.capture) {
        // What `rulesweep learn capture --correction "…" --session … --agent …` records, through the same use-case.
        await captureLearning({ paths: resolveProject({ cwd: root, env }), now, correction: event.capture.correction, session: event.capture.session, agent: event.capture.agent });
      }
      const after = lastId();
      recordedAs.push(after > before ? `#${after}` : undefined);
    }
    const out = sink();
    const err = sink();
    const evolveNow = new Date(events.reduce((max, event) => (event.time > max ? event.time : max), events[0]?.time ?? new Date().toISOString()));
    const code = await main({ argv: ['evolve', '--json', '--root', root], cwd: root, env, stdout: out, stderr: err, stdin: Readable.from([]), now: () => evolveNow });
    if (code !== 0) throw new Error(`evolve --json exited ${code}: ${err.text()}`);
    const { proposals } = JSON.parse(out.text());
    const promotes = proposals.filter((proposal) => proposal.kind === 'PROMOTE');
    const learnings = readFileSync(store, 'utf8').trim().split('\n').map((line) => JSON.parse(line)).filter((event) => event.type === 'learning');
    return score(events, recordedAs, promotes, learnings);
  } finally {
    if (process.env.RULESWEEP_EVAL_KEEP) console.error(`kept ${base}`); else rmSync(base, { recursive: true, force: true });
  }
}

function score(events, recordedAs, promotes, learnings) {
  const labelled = events.map((event, index) => ({ event, index, ref: recordedAs[index] })).filter(({ event }) => event.lesson);
  const groupOf = new Map();
  promotes.forEach((proposal, index) => {
    for (const source of proposal.sources) groupOf.set(source, index);
  });
  let truePairs = 0;
  let predicted = 0;
  let correct = 0;
  const missed = new Map();
  const wrong = [];
  for (let i = 0; i < labelled.length; i += 1) {
    for (let j = i + 1; j < labelled.length; j += 1) {
      const a = labelled[i];
      const b = labelled[j];
      const same = a.event.lesson === b.event.lesson && !a.event.lesson.startsWith('x:');
      const ga = a.ref === undefined ? undefined : groupOf.get(a.ref);
      const together = ga !== undefined && ga === groupOf.get(b.ref);
      if (same) truePairs += 1;
      if (together) predicted += 1;
      if (same && together) correct += 1;
      if (same && !together) missed.set(a.event.lesson, (missed.get(a.event.lesson) ?? 0) + 1);
      if (together && !same) wrong.push([a.event.lesson, b.event.lesson]);
    }
  }
  const byRef = new Map(labelled.filter(({ ref }) => ref).map(({ ref, event }) => [ref, event]));
  const prompts = labelled.filter(({ event }) => event.payload?.hook_event_name === 'UserPromptSubmit');
  const lessonPrompts = prompts.filter(({ event }) => !event.lesson.startsWith('x:'));
  const kindOf = new Map(learnings.map((learning) => [`#${learning.id}`, learning]));
  return {
    events: events.length,
    lessons: new Set(labelled.map(({ event }) => event.lesson).filter((label) => !label.startsWith('x:'))).size,
    oneOffs: labelled.filter(({ event }) => event.lesson.startsWith('x:')).length,
    recorded: recordedAs.filter(Boolean).length,
    correctionPrompts: { total: lessonPrompts.length, recorded: lessonPrompts.filter(({ ref }) => ref).length },
    oneOffPrompts: { total: prompts.length - lessonPrompts.length, recorded: prompts.filter(({ event, ref }) => ref && event.lesson.startsWith('x:')).length },
    candidates: learnings.filter((learning) => learning.tags?.includes('candidate')).length,
    promotes: promotes.length,
    pairs: { truePairs, predicted, correct },
    precision: predicted === 0 ? 1 : correct / predicted,
    recall: truePairs === 0 ? 1 : correct / truePairs,
    missed: [...missed].sort((a, b) => b[1] - a[1]),
    wrong,
    proposals: promotes.map((proposal) => ({
      rule: proposal.rule,
      verify: proposal.verify,
      lessons: proposal.sources.map((source) => byRef.get(source)?.lesson ?? source),
      sources: proposal.sources.map((source) => `${source} ${kindOf.get(source)?.kind ?? ''}: ${(kindOf.get(source)?.command ?? kindOf.get(source)?.correction ?? '').slice(0, 70)}`),
    })),
  };
}

const pct = (value) => value.toFixed(2);

export function describeResult(name, result) {
  return `${name}: ${result.events} events (${result.lessons} lessons, ${result.oneOffs} one-offs), ${result.recorded} recorded; ` +
    `correction prompts recorded ${result.correctionPrompts.recorded}/${result.correctionPrompts.total}, one-off prompts recorded ${result.oneOffPrompts.recorded}/${result.oneOffPrompts.total}; ` +
    `${result.promotes} PROMOTE proposals; pairwise precision ${pct(result.precision)} (target ≥ 0.90), recall ${pct(result.recall)} (target ≥ 0.80)`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith('--'));
  const verbose = args.includes('--verbose');
  const results = [];
  for (const file of files.length > 0 ? files : [...DEFAULT_CORPORA, ...BLIND_CORPORA]) {
    const result = await evaluateCorpus(path.resolve(file));
    const blind = BLIND_CORPORA.includes(path.resolve(file));
    results.push({ file: path.relative(repo, path.resolve(file)), ...(blind ? { blind } : {}), ...result });
    if (args.includes('--json')) continue;
    console.log(`${blind ? '(blind) ' : ''}${describeResult(path.relative(repo, path.resolve(file)), result)}`);
    if (verbose) {
      for (const proposal of result.proposals) {
        console.log(`  PROMOTE ${proposal.rule}\n    verify: ${proposal.verify ?? '(none)'}\n    lessons: ${proposal.lessons.join(', ')}`);
        for (const source of proposal.sources) console.log(`      ${source}`);
      }
      if (result.missed.length > 0) console.log(`  missed pairs by lesson: ${result.missed.map(([lesson, count]) => `${lesson} ${count}`).join(', ')}`);
      if (result.wrong.length > 0) console.log(`  wrong pairs: ${result.wrong.map((pair) => pair.join(' + ')).join('; ')}`);
    }
  }
  if (args.includes('--json')) console.log(JSON.stringify(results, null, 2));
}
