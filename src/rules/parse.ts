// Reads a learned-rules.md into rules. remark gives the block structure (lists, headings,
// comments, code; see blocks.ts), but every piece of text is cut from the source by position:
// markdown would otherwise eat the `\.`, `*…*`, backticks and entities that belong to a regex.
// A rule is a top-level list item (its first line the rule, indented `key: value` lines under it),
// or a heading or bold paragraph followed by a field list (`- Verify: …`, `- 规则：…`), which is
// one rule whatever its number of fields.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { InputError } from '../diagnostics/errors.js';
import { readBlocks, type Block, type ListItemBlock } from './blocks.js';
import { readFieldLine, type FieldLine } from './fields.js';
import type { GuardLine, Rule, RuleField, RuleLayout, RulesDocument, RuleTest, VerifyLine } from './model.js';
import type { PatternWarning } from './pattern-warnings.js';
import { parseGuard, parseTest } from './rule-lines.js';
import { parseVerify } from './verify.js';

const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/;
const EXPLICIT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** `## title`: an id in brackets leading a heading (it must hold a digit: `[Rule]` is a word). */
const TITLE_ID = /^\[([A-Za-z0-9][A-Za-z0-9._-]*)\]\s*/;

interface Entry {
  field: FieldLine;
  line: number;
  /** Lines under a field line that continue its value. */
  more: string[];
}

interface Draft {
  text: string;
  line: number;
  column: number;
  layout: RuleLayout;
  entries: Entry[];
  /** From `## …`. */
  titleId?: string;
}

export async function readRulesFile(file: string, displayName = file): Promise<RulesDocument> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new InputError(`no rules file at ${displayName}`, {
        hint: 'create one with `rulesweep init`, or point to yours with --rules FILE',
        cause: error,
      });
    }
    throw new InputError(`cannot read the rules file ${displayName}: ${(error as Error).message}`, { cause: error });
  }
  return parseRules(source, file, displayName);
}

export function parseRules(source: string, file: string, displayName = file): RulesDocument {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const lines = text.split(/\r\n|\r|\n/);
  const { blocks, diagnostics } = readBlocks(lines, displayName);
  const drafts: Draft[] = [];
  const preambleEnd = blocks.find((block) => block.kind === 'break')?.line ?? 0;
  // The heading or bold paragraph that field lines attach to; `open` while only its fields follow it.
  let owner: Draft | undefined;
  let open = false;

  const attach = (entries: Entry[]) => {
    if (owner) {
      owner.entries.push(...entries);
      return;
    }
    for (const orphan of entries.filter((entry) => entry.field.role === 'verify')) {
      diagnostics.push(diagnostic('warning', 'rules/orphan-verify', 'verify line does not belong to any rule', {
        file: displayName,
        position: { line: orphan.line, column: orphan.field.column },
        hint: 'put it under a rule: a list item, a heading or a bold paragraph',
      }));
    }
  };

  for (const block of blocks) {
    let keepOpen = false;
    switch (block.kind) {
      case 'heading': {
        owner = titled(headingText(lines[block.line - 1] ?? ''), block.line, 1, 'heading');
        drafts.push(owner);
        keepOpen = true;
        break;
      }
      case 'paragraph': {
        const lead = boldLead(lines, block);
        if (lead !== undefined) {
          owner = titled(lead, block.line, block.column, 'bold');
          drafts.push(owner);
          owner.entries.push(...entriesIn(lines, block.line + 1, block.endLine));
          keepOpen = true;
          break;
        }
        const entries = entriesIn(lines, block.line, block.endLine, { firstIsField: true });
        const fieldBlock: boolean = open && owner !== undefined && readsAsFields(entries, entries.length + entries.reduce((sum, entry) => sum + entry.more.length, 0));
        attach(fieldBlock ? entries : entries.filter(isStructural));
        keepOpen = fieldBlock;
        break;
      }
      case 'list': {
        const firsts = block.items.map((item) => readFieldLine(lines[item.line - 1] ?? ''));
        const structural = firsts.some((field) => field !== undefined && isStructural({ field, line: 0, more: [] }));
        const fields: boolean = structural || (open && owner !== undefined && readsAsFields(
          firsts.flatMap((field) => (field ? [{ field, line: 0, more: [] }] : [])),
          block.items.length,
        ));
        if (fields) {
          attach(block.items.flatMap((item) => entriesIn(lines, item.line, item.endLine, { firstIsField: true })));
          keepOpen = owner !== undefined;
          break;
        }
        for (const item of block.items) {
          const draft = listItemDraft(item, lines);
          if (draft && (block.line > preambleEnd || draft.entries.some((entry) => entry.field.role === 'verify'))) drafts.push(draft);
        }
        break;
      }
      default:
        break;
    }
    open = keepOpen;
  }

  const rules: Rule[] = [];
  const seen = new Map<string, number>();
  const unknown = new Map<string, { field: RuleField; rules: number }>();
  let templates = 0;
  for (const draft of drafts) {
    if (draft.layout !== 'list') {
      if (draft.entries.length === 0) continue;
      if (draft.entries.every((entry) => entry.field.value === '' && entry.more.length === 0)) {
        templates += 1;
        continue;
      }
    }
    const rule = finishRule(draft, seen, displayName, diagnostics, lines);
    rules.push(rule);
    const keys = new Set<string>();
    for (const field of rule.fields) {
      const key = field.key.toLowerCase();
      if (keys.has(key)) continue;
      keys.add(key);
      const known = unknown.get(key);
      if (known) known.rules += 1;
      else unknown.set(key, { field, rules: 1 });
    }
  }
  for (const { field, rules: count } of unknown.values()) {
    diagnostics.push(diagnostic('warning', 'rules/unknown-field', `"${field.key}" is not a field rulesweep reads (${count} ${count === 1 ? 'rule' : 'rules'}); it is kept as written and never checked`, {
      file: displayName,
      position: { line: field.line, column: field.column },
      hint: 'rulesweep reads verify, source, id, guard and test under a rule',
    }));
  }
  if (rules.length === 0) diagnostics.push(noRules(text, lines, blocks, templates, displayName));
  return { file, rules, diagnostics, lineCount: text.endsWith('\n') ? lines.length - 1 : lines.length };
}

function titled(title: string, line: number, column: number, layout: RuleLayout): Draft {
  const id = TITLE_ID.exec(title)?.[1];
  return { text: title, line, column, layout, entries: [], ...(id && /\d/.test(id) ? { titleId: id } : {}) };
}

/**
 * `verify:`, `source:`, `id:` (as the seed writes them, in English), and guard/test lines shaped
 * as such: they belong to the rule above wherever they are.
 */
function isStructural(entry: Entry): boolean {
  const { key, role, value, bracketed } = entry.field;
  if (bracketed) return true;
  if (role === 'guard') return /^`?bash\s*\(/i.test(value);
  if (role === 'test') return /^["']/.test(value);
  return ['verify', 'source', 'id'].includes(key.toLowerCase());
}

/** Lines read as a field list: every one a field line, one with a key rulesweep knows. */
function readsAsFields(entries: Entry[], lineCount: number): boolean {
  return entries.length === lineCount && entries.some((entry) => entry.field.known);
}

/**
 * The field lines in lines `from`..`to`, each with the non-field lines that continue it. Lines in
 * fenced code or HTML comments are not fields. `firstIsField` lets the first line hold a key of
 * several words (a field list's item); elsewhere a key is one word, so wrapped prose stays prose.
 */
function entriesIn(lines: string[], from: number, to: number, options: { firstIsField?: boolean } = {}): Entry[] {
  const entries: Entry[] = [];
  let fence: string | undefined;
  let comment = false;
  for (let line = from; line <= to; line += 1) {
    const content = lines[line - 1] ?? '';
    if (fence) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(content)?.[1];
      if (close?.startsWith(fence)) fence = undefined;
      continue;
    }
    if (comment) {
      if (content.includes('-->')) comment = false;
      continue;
    }
    const opener = /^\s*(?:[-*+]\s+)?(`{3,}|~{3,})/.exec(content);
    if (opener) {
      fence = opener[1]!;
      continue;
    }
    if (/^\s*<!--/.test(content) && !content.includes('-->')) {
      comment = true;
      continue;
    }
    const singleWord = !(options.firstIsField && (line === from || BULLET.test(content)));
    const field = readFieldLine(content, { singleWord });
    if (field) entries.push({ field, line, more: [] });
    else if (entries.length > 0 && content.trim() !== '' && !BULLET.test(content)) entries[entries.length - 1]!.more.push(content.trim());
  }
  return entries;
}

/** A list item as a rule: its text up to the first field line, and the field lines under it. */
function listItemDraft(item: ListItemBlock, lines: string[]): Draft | undefined {
  const first = lines[item.line - 1] ?? '';
  const marker = BULLET.exec(first);
  const column = (marker?.[0].length ?? 0) + 1;
  const textLines = [first.slice(column - 1)];
  for (let line = item.line + 1; line <= item.endLine; line += 1) {
    const content = lines[line - 1] ?? '';
    if (content.trim() === '' || BULLET.test(content) || readFieldLine(content, { singleWord: true })) break;
    textLines.push(content.trim());
  }
  const text = textLines.join(' ').trim();
  if (text === '') return undefined;
  return { text, line: item.line, column, layout: 'list', entries: entriesIn(lines, item.line + 1, item.endLine) };
}

function finishRule(
  draft: Draft,
  seen: Map<string, number>,
  file: string,
  diagnostics: Diagnostic[],
  lines: string[],
): Rule {
  const verify: VerifyLine[] = [];
  const guards: GuardLine[] = [];
  const tests: RuleTest[] = [];
  const fields: RuleField[] = [];
  let source: string | undefined;
  let explicitId: string | undefined;
  let ruleText: string | undefined;
  const warn = (code: string, message: string, line: number, column: number, hint?: string) => {
    diagnostics.push(diagnostic('warning', code, message, { file, position: { line, column }, ...(hint ? { hint } : {}) }));
  };
  const warnAll = (warnings: PatternWarning[], line: number, column: number) => {
    for (const warning of warnings) warn(warning.code, warning.message, line, warning.column ?? column, warning.hint);
  };
  for (const { field, line, more } of draft.entries) {
    const column = field.column;
    switch (field.role) {
      case 'source':
        if (field.value !== '') source = source === undefined ? field.value : `${source}; ${field.value}`;
        break;
      case 'id':
        if (EXPLICIT_ID.test(field.value)) explicitId = field.value;
        else warn('rules/bad-id', `"${field.value}" is not a usable rule id`, line, column, 'use letters, digits, dots, dashes and underscores');
        break;
      case 'verify': {
        const raw = (lines[line - 1] ?? '').slice(column - 1);
        const parsed = parseVerify(raw, column);
        verify.push({ raw: raw.trim(), line, column, check: parsed.check });
        warnAll(parsed.warnings, line, column);
        break;
      }
      case 'guard': {
        const parsed = parseGuard((lines[line - 1] ?? '').slice(column - 1), line, column);
        guards.push(parsed.guard);
        if (parsed.guard.problem && parsed.guard.pattern === undefined) warn('rules/bad-guard', `guard line not read: ${parsed.guard.problem}`, line, column, 'write  guard: Bash("REGEX")  or  guard: Bash("REGEX") -> ask');
        else if (parsed.guard.problem) warn('rules/bad-guard', `guard not enforced: ${parsed.guard.problem}`, line, column, 'commands are let through until the guard line is fixed; see docs/guard.md for the patterns a guard matches');
        warnAll(parsed.warnings, line, column);
        break;
      }
      case 'test': {
        const parsed = parseTest((lines[line - 1] ?? '').slice(column - 1), line, column);
        if (parsed.test) tests.push(parsed.test);
        if (parsed.problem) warn('rules/bad-test', `test line not read: ${parsed.problem}`, line, column, 'write  test: "TEXT" -> match  or  test: "TEXT" -> no match');
        warnAll(parsed.warnings, line, column);
        break;
      }
      case 'rule':
        if (draft.layout !== 'list' && ruleText === undefined && field.value !== '') {
          ruleText = [field.value, ...more].join(' ').trim();
          break;
        }
        fields.push({ key: field.key, value: field.value, line, column });
        break;
      default:
        fields.push({ key: field.key, value: field.value, line, column });
    }
  }
  const text = ruleText ?? draft.text;
  let id = explicitId ?? draft.titleId ?? ruleId(text);
  const count = (seen.get(id) ?? 0) + 1;
  seen.set(id, count);
  if (count > 1) {
    warn('rules/duplicate', `rule "${truncate(text)}" appears more than once`, draft.line, draft.column, 'remove the copy, or give each an explicit [id: …]');
    id = `${id}-${count}`;
  }
  if (verify.length === 0) {
    warn('rules/no-verify', `rule "${truncate(text)}" has no verify line`, draft.line, draft.column,
      'a rule without a check is a wish: add  verify: Grep("…", path="…") -> 0 matches  or  verify: manual — why');
  }
  return {
    id,
    text,
    line: draft.line,
    column: draft.column,
    layout: draft.layout,
    verify,
    ...(source === undefined ? {} : { source }),
    guards,
    tests,
    fields,
  };
}

/** The error for a file in which no rule was recognised, saying what was found instead. */
function noRules(text: string, lines: string[], blocks: Block[], templates: number, file: string): Diagnostic {
  const found: string[] = [];
  let line: number | undefined;
  const at = (where: number) => {
    line ??= where;
  };
  if (text.trim() === '') found.push('the file is empty');
  const table = lines.findIndex((content, index) => content.trimStart().startsWith('|') && tableSeparator(lines[index + 1] ?? ''));
  if (table >= 0) {
    found.push(`a table at line ${table + 1} (rules in a table are not read)`);
    at(table + 1);
  }
  const examples = blocks.find((block) => block.kind === 'comment' && lines.slice(block.line - 1, block.endLine).some((content) => BULLET.test(content)));
  if (examples) {
    found.push(`example rules inside the <!-- --> comment at line ${examples.line} (comments are not rules)`);
    at(examples.line);
  }
  if (templates > 0) found.push(`${templates} ${templates === 1 ? 'heading' : 'headings'} with only empty fields (a template)`);
  const breakLine = blocks.find((block) => block.kind === 'break')?.line;
  const header = blocks.find((block) => block.kind === 'list' && breakLine !== undefined && block.line < breakLine);
  if (header) {
    found.push(`a list at line ${header.line}, above the --- that ends the header`);
    at(header.line);
  }
  if (found.length === 0) found.push('prose and headings only');
  return diagnostic('error', 'rules/no-rules', `no rule found in ${file}: ${found.join('; ')}`, {
    file,
    position: { line: line ?? 1, column: 1 },
    hint: 'write each rule as a list item with an indented verify: line ("- Never use pip." then "  verify: Grep(\\"pip install\\", path=\\".\\") -> 0 matches"), '
      + 'or as a ## heading or **bold** line followed by a field list ("- Rule: …", "- Verify: …")',
  });
}

/** `|---|:---:|`: the line under a markdown table's header. */
function tableSeparator(line: string): boolean {
  if (!line.includes('|')) return false;
  const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');
  return cells.every((cell) => /^:?-{3,}:?$/.test(cell.trim()));
}

/** Same text (ignoring case, spacing and emphasis) ⇒ same id. */
export function ruleId(text: string): string {
  const normalized = text.toLowerCase().replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
  return `r-${createHash('sha256').update(normalized).digest('hex').slice(0, 8)}`;
}

/** `## Title ##` → `Title`; a setext heading's first line as it is. */
function headingText(lineText: string): string {
  const text = lineText.trim();
  if (!text.startsWith('#')) return text;
  const inner = text.replace(/^#{1,6}/, '').trim();
  // A closing run of # counts only after a space (or as the whole heading).
  let cut = inner.length;
  while (cut > 0 && inner[cut - 1] === '#') cut -= 1;
  return cut === 0 || /\s/.test(inner[cut - 1]!) ? inner.slice(0, cut).trim() : inner;
}

/**
 * The bold text a paragraph opens with (`**Never log tokens.** …`), or undefined. A bold key
 * (`**Verify:** …`) opens a field, not a rule.
 */
function boldLead(lines: string[], block: Extract<Block, { kind: 'paragraph' }>): string | undefined {
  const first = (lines[block.line - 1] ?? '').slice(block.column - 1);
  const delimiter = /^(\*\*|__)(?=\S)/.exec(first)?.[1];
  if (!delimiter) return undefined;
  if (readFieldLine(first)?.known) return undefined;
  const close = first.indexOf(delimiter, 2);
  if (close > 2 && !/\s/.test(first[close - 1]!)) return first.slice(2, close).trim();
  for (let line = block.line + 1; line <= block.endLine; line += 1) {
    if ((lines[line - 1] ?? '').includes(delimiter)) return first.slice(2).trim();
  }
  return undefined;
}

function truncate(text: string, length = 60): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
