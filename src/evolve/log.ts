// evolution-log.md: the audit trail of every evolve decision, written as markdown people read
// (one `## date · kind · decision · fingerprint` section per decision, fields as a list) and
// parsed back here to know what was decided. Only appended to, always under its lock.
//
// It lives in evolve/ rather than memory/ because its format is evolve's decision model; the
// memory/ layer stays free of evolve's types and only provides the atomic, locked writes.
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { appendUnderLock, readTextIfExists } from '../memory/atomic.js';
import { PROPOSAL_KINDS, sourcesOf, type Decision, type LogEntry, type ProposalKind } from './model.js';

const LOG_HEADER = `# Evolution Log

Every decision \`rulesweep evolve\` recorded, oldest first: approved, modified, rejected and
restored proposals. A rejected proposal is never proposed again until
\`rulesweep evolve restore FINGERPRINT\` brings it back.
`;

const DECISIONS: readonly Decision[] = ['approved', 'rejected', 'modified', 'restored'];
const HEADING = /^##\s+(\d{4}-\d{2}-\d{2})\s*[·|]\s*([A-Z-]+)\s*[·|]\s*([a-z]+)\s*[·|]\s*([0-9a-f]{6,64})\s*$/;
const FIELD = /^[-*]\s+([A-Za-z ]+?):\s?(.*)$/;

export interface ParsedLog {
  entries: LogEntry[];
  problems: Diagnostic[];
}

/** One decision as markdown. */
export function formatLogEntry(entry: LogEntry): string {
  const lines = [`## ${entry.date} · ${entry.kind} · ${entry.decision} · ${entry.fingerprint}`, ''];
  lines.push(`- Rule: ${oneLine(entry.rule)}`);
  if (entry.verify !== undefined) lines.push(`- Verify: ${codeSpan(oneLine(entry.verify))}`);
  lines.push(`- Source: ${oneLine(entry.sourceText)}`);
  if (entry.reason !== undefined) lines.push(`- Reason: ${oneLine(entry.reason)}`);
  if (entry.proposedRule !== undefined) lines.push(`- Proposed rule: ${oneLine(entry.proposedRule)}`);
  if (entry.proposedVerify !== undefined) lines.push(`- Proposed verify: ${codeSpan(oneLine(entry.proposedVerify))}`);
  lines.push(`- Time: ${entry.time}`);
  return `${lines.join('\n')}\n`;
}

export function parseLog(text: string, displayName: string): ParsedLog {
  const entries: LogEntry[] = [];
  const problems: Diagnostic[] = [];
  let current: (Partial<LogEntry> & { fields: Map<string, string> }) | undefined;
  const finish = () => {
    if (!current) return;
    const fields = current.fields;
    const rule = fields.get('rule');
    if (rule === undefined) {
      problems.push(diagnostic('warning', 'evolve/log-entry', 'a decision without a "- Rule:" line was skipped', {
        file: displayName,
        ...(current.line ? { position: { line: current.line } } : {}),
        hint: 'every decision section lists at least its rule',
      }));
    } else {
      const verify = fields.get('verify');
      const proposedVerify = fields.get('proposed verify');
      const sourceText = fields.get('source') ?? '';
      // Logs written before the Source line was read back also carry a "- Sources:" list.
      const listed = fields.get('sources');
      const sources = listed === undefined ? sourcesOf(sourceText) : listed.split(',').map((part) => part.trim()).filter(Boolean);
      entries.push({
        date: current.date!,
        time: fields.get('time') ?? current.date!,
        kind: current.kind!,
        decision: current.decision!,
        fingerprint: current.fingerprint!,
        rule,
        ...(verify !== undefined ? { verify: fromCodeSpan(verify) } : {}),
        sources,
        sourceText,
        ...(fields.has('reason') ? { reason: fields.get('reason')! } : {}),
        ...(fields.has('proposed rule') ? { proposedRule: fields.get('proposed rule')! } : {}),
        ...(proposedVerify !== undefined ? { proposedVerify: fromCodeSpan(proposedVerify) } : {}),
        ...(current.line ? { line: current.line } : {}),
      });
    }
    current = undefined;
  };
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    if (line.startsWith('## ')) {
      finish();
      const heading = HEADING.exec(line.trim());
      const kind = heading?.[2] as ProposalKind | undefined;
      const decision = heading?.[3] as Decision | undefined;
      if (!heading || !PROPOSAL_KINDS.includes(kind!) || !DECISIONS.includes(decision!)) {
        problems.push(diagnostic('warning', 'evolve/log-heading', `not a decision heading: ${line.trim()}`, {
          file: displayName,
          position: { line: index + 1 },
          hint: 'decision headings read "## YYYY-MM-DD · KIND · decision · fingerprint"',
        }));
        return;
      }
      current = { date: heading[1]!, kind: kind!, decision: decision!, fingerprint: heading[4]!, line: index + 1, fields: new Map() };
      return;
    }
    if (!current) return;
    const field = FIELD.exec(line);
    if (field && !current.fields.has(field[1]!.toLowerCase())) current.fields.set(field[1]!.toLowerCase(), field[2]!.trim());
  });
  finish();
  return { entries, problems };
}

/** Reads the log; a missing log has no decisions. */
export async function readLog(file: string, displayName = file): Promise<ParsedLog> {
  const text = await readTextIfExists(file, `the evolution log ${displayName}`);
  return text === undefined ? { entries: [], problems: [] } : parseLog(text, displayName);
}

/** Appends decisions under the log's lock, starting the file with its header when it is new. */
export async function appendLogEntries(file: string, entries: LogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await appendUnderLock(file, `the evolution log ${file}`, (current) => {
    // A new log starts with its header; an entry is set off from the text above by a blank line.
    const prefix = current === undefined ? `${LOG_HEADER}\n` : current === '' || current.endsWith('\n\n') ? '' : '\n';
    return { append: prefix + entries.map(formatLogEntry).join('\n'), result: undefined };
  });
}

/** The latest decision for each fingerprint, in log order. */
export function latestDecisions(entries: readonly LogEntry[]): Map<string, LogEntry> {
  const latest = new Map<string, LogEntry>();
  for (const entry of entries) latest.set(entry.fingerprint, entry);
  return latest;
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** A markdown code span that survives any backticks inside, so regex escapes render and read back as written. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export function fromCodeSpan(text: string): string {
  const span = /^(`+)([\s\S]*)\1$/.exec(text);
  if (!span) return text;
  const inner = span[2]!;
  return inner.length >= 2 && inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '' ? inner.slice(1, -1) : inner;
}
