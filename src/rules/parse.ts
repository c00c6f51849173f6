// Reads a learned-rules.md into rules. remark gives the structure (lists, headings, comments,
// code), but every piece of text is cut from the source by position: markdown would otherwise
// eat the `\.`, `*…*`, backticks and entities that belong to a regex.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Heading, List, ListItem, Paragraph, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { InputError } from '../diagnostics/errors.js';
import type { Rule, RuleLayout, RulesDocument, VerifyLine } from './model.js';
import { parseVerify } from './verify.js';

const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/;
const ANNOTATION = /^(\s*(?:[-*+]\s+)?(?:\*\*|__)?(verify|source|id)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*)(.*)$/i;
const BRACKET_ANNOTATION = /^(\s*(?:[-*+]\s+)?\[(source|id)\s*:\s*)(.*?)\]\s*$/i;
const EXPLICIT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

interface Annotation {
  key: 'verify' | 'source' | 'id';
  value: string;
  line: number;
  column: number;
}

interface Draft {
  text: string;
  line: number;
  column: number;
  layout: RuleLayout;
  annotations: Annotation[];
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
  const tree = unified().use(remarkParse).parse(text) as Root;
  const diagnostics: Diagnostic[] = [];
  const drafts: Draft[] = [];
  const firstBreak = tree.children.find((node) => node.type === 'thematicBreak');
  const preambleEnd = firstBreak?.position?.start.line ?? 0;
  let owner: Draft | undefined;

  const annotationsIn = (from: number, to: number): Annotation[] => {
    const found: Annotation[] = [];
    for (let line = from; line <= to; line += 1) {
      const annotation = readAnnotation(lines[line - 1] ?? '', line);
      if (annotation) found.push(annotation);
    }
    return found;
  };
  const attachToOwner = (annotations: Annotation[]) => {
    if (annotations.length === 0) return;
    if (owner) {
      owner.annotations.push(...annotations);
      return;
    }
    for (const orphan of annotations.filter((a) => a.key === 'verify')) {
      diagnostics.push(diagnostic('warning', 'rules/orphan-verify', 'verify line does not belong to any rule', {
        file: displayName,
        position: { line: orphan.line, column: orphan.column },
        hint: 'put it under a rule: a list item, a heading or a bold paragraph',
      }));
    }
  };

  for (const node of tree.children) {
    const start = node.position?.start.line ?? 0;
    const end = node.position?.end.line ?? start;
    switch (node.type) {
      case 'heading':
        owner = { text: headingText(lines[start - 1] ?? '', node), line: start, column: 1, layout: 'heading', annotations: [] };
        drafts.push(owner);
        break;
      case 'paragraph':
        if (startsBold(node)) {
          owner = { text: boldText(lines, node), line: start, column: (node.position?.start.column ?? 1), layout: 'bold', annotations: [] };
          drafts.push(owner);
          owner.annotations.push(...annotationsIn(start + 1, end));
        } else {
          attachToOwner(annotationsIn(start, end));
        }
        break;
      case 'list': {
        const items = (node as List).children;
        // A list with a `- verify:` / `- source:` item is the field list of the heading or bold
        // rule above it (`- **Trigger**: …` items included), not a list of rules.
        if (items.some((item) => startsWithAnnotation(item, lines))) {
          attachToOwner(annotationsIn(start, end));
          break;
        }
        for (const item of items) {
          const draft = listItemDraft(item, lines, annotationsIn);
          if (draft && (start > preambleEnd || draft.annotations.some((a) => a.key === 'verify'))) drafts.push(draft);
        }
        break;
      }
      default:
        break;
    }
  }

  const rules: Rule[] = [];
  const seen = new Map<string, number>();
  for (const draft of drafts) {
    if (draft.layout !== 'list' && draft.annotations.length === 0) continue;
    rules.push(finishRule(draft, seen, displayName, diagnostics, lines));
  }
  return { file, rules, diagnostics, lineCount: text.endsWith('\n') ? lines.length - 1 : lines.length };
}

function readAnnotation(lineText: string, line: number): Annotation | undefined {
  const match = BRACKET_ANNOTATION.exec(lineText) ?? ANNOTATION.exec(lineText);
  if (!match) return undefined;
  const prefix = match[1]!;
  const key = match[2]!.toLowerCase() as Annotation['key'];
  return { key, value: match[3]!.trim(), line, column: prefix.length + 1 };
}

function startsWithAnnotation(item: ListItem, lines: string[]): boolean {
  const start = item.position?.start.line;
  return start !== undefined && readAnnotation(lines[start - 1] ?? '', start) !== undefined;
}

/** A list item as a rule: its text up to the first annotation, and the annotations under it. */
function listItemDraft(
  item: ListItem,
  lines: string[],
  annotationsIn: (from: number, to: number) => Annotation[],
): Draft | undefined {
  const start = item.position?.start.line;
  const end = item.position?.end.line;
  if (start === undefined || end === undefined) return undefined;
  const first = lines[start - 1] ?? '';
  const marker = BULLET.exec(first);
  const column = (marker?.[0].length ?? 0) + 1;
  const textLines = [first.slice(column - 1)];
  for (let line = start + 1; line <= end; line += 1) {
    const content = lines[line - 1] ?? '';
    if (content.trim() === '' || BULLET.test(content) || readAnnotation(content, line)) break;
    textLines.push(content.trim());
  }
  const text = textLines.join(' ').trim();
  if (text === '') return undefined;
  return { text, line: start, column, layout: 'list', annotations: annotationsIn(start + 1, end) };
}

function finishRule(
  draft: Draft,
  seen: Map<string, number>,
  file: string,
  diagnostics: Diagnostic[],
  lines: string[],
): Rule {
  const verify: VerifyLine[] = [];
  let source: string | undefined;
  let explicitId: string | undefined;
  for (const annotation of draft.annotations) {
    if (annotation.key === 'source') {
      source = source === undefined ? annotation.value : `${source}; ${annotation.value}`;
    } else if (annotation.key === 'id') {
      if (EXPLICIT_ID.test(annotation.value)) explicitId = annotation.value;
      else diagnostics.push(diagnostic('warning', 'rules/bad-id', `"${annotation.value}" is not a usable rule id`, {
        file,
        position: { line: annotation.line, column: annotation.column },
        hint: 'use letters, digits, dots, dashes and underscores',
      }));
    } else {
      const raw = rawVerifyText(lines[annotation.line - 1] ?? '', annotation.column);
      const parsed = parseVerify(raw);
      verify.push({ raw: raw.trim(), line: annotation.line, column: annotation.column, check: parsed.check });
      for (const warning of parsed.warnings) {
        diagnostics.push(diagnostic('warning', warning.code, warning.message, {
          file,
          position: { line: annotation.line, column: annotation.column },
          ...(warning.hint ? { hint: warning.hint } : {}),
        }));
      }
    }
  }
  let id = explicitId ?? ruleId(draft.text);
  const count = (seen.get(id) ?? 0) + 1;
  seen.set(id, count);
  if (count > 1) {
    diagnostics.push(diagnostic('warning', 'rules/duplicate', `rule "${truncate(draft.text)}" appears more than once`, {
      file,
      position: { line: draft.line, column: draft.column },
      hint: 'remove the copy, or give each an explicit [id: …]',
    }));
    id = `${id}-${count}`;
  }
  if (verify.length === 0) {
    diagnostics.push(diagnostic('warning', 'rules/no-verify', `rule "${truncate(draft.text)}" has no verify line`, {
      file,
      position: { line: draft.line, column: draft.column },
      hint: 'a rule without a check is a wish: add  verify: Grep("…", path="…") -> 0 matches  or  verify: manual — why',
    }));
  }
  return {
    id,
    text: draft.text,
    line: draft.line,
    column: draft.column,
    layout: draft.layout,
    verify,
    ...(source === undefined ? {} : { source }),
    guards: [],
    tests: [],
    fields: [],
  };
}

/** The verify text from the source line; a `**` left over from `**Verify:**` is not part of it. */
function rawVerifyText(lineText: string, column: number): string {
  return lineText.slice(column - 1);
}

/** Same text (ignoring case, spacing and emphasis) ⇒ same id. */
export function ruleId(text: string): string {
  const normalized = text.toLowerCase().replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
  return `r-${createHash('sha256').update(normalized).digest('hex').slice(0, 8)}`;
}

function headingText(lineText: string, node: Heading): string {
  if (/^\s*#/.test(lineText)) return lineText.replace(/^\s*#{1,6}\s*/, '').replace(/\s+#+\s*$/, '').trim();
  return lineText.trim() || String(node.depth);
}

function startsBold(node: Paragraph): boolean {
  return node.children[0]?.type === 'strong' && node.children[0].position?.start.offset === node.position?.start.offset;
}

function boldText(lines: string[], node: Paragraph): string {
  const strong = node.children[0] as RootContent;
  const start = strong.position!.start;
  const end = strong.position!.end;
  if (start.line !== end.line) return (lines[start.line - 1] ?? '').trim();
  return (lines[start.line - 1] ?? '').slice(start.column + 1, end.column - 3).trim();
}

function truncate(text: string, length = 60): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
