// The top-level block structure of a rules file (headings, paragraphs, lists and their items,
// thematic breaks, comments, code), read with remark in time that stays near-linear whatever the
// input. micromark copies its whole event list each time a container closes, so a file of many
// lists, or of rules with nested bullets, costs quadratic time in one parse. Two measures keep it
// bounded:
// - the file is cut where a new top-level block starts at column 1 (after a blank line, or a
//   heading, bullet, fence or HTML block, which no container can take as a lazy line), and the
//   pieces are parsed a few hundred lines at a time. Only a fence or an HTML block can run past
//   such a line; when remark leaves one open at the end of a piece, that block is parsed again
//   with the lines up to where it really ends. The blocks are those of one whole parse.
// - lines nested deeper than any rules file needs (or a list of thousands of lines without a
//   break) are handed to remark with their inner list and quote markers blanked out (same lines,
//   same columns): they read as text of the item above, with a warning.
// Inline markdown (emphasis, links, code spans) is not parsed at all: every text rulesweep keeps is
// cut from the source by position.
import type { Heading, List, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';

export interface ListItemBlock {
  line: number;
  endLine: number;
}

export type Block =
  | { kind: 'heading'; line: number; endLine: number; depth: number }
  | { kind: 'paragraph'; line: number; endLine: number; column: number }
  | { kind: 'list'; line: number; endLine: number; items: ListItemBlock[] }
  | { kind: 'break'; line: number; endLine: number }
  | { kind: 'comment'; line: number; endLine: number }
  | { kind: 'other'; line: number; endLine: number };

/** Nesting estimated from a line's leading markers and indentation; no rules file comes close. */
export const MAX_NESTING = 32;
/** A piece starting with a list item and longer than this is read with its nested lists flat. */
export const MAX_ITEM_LINES = 2000;
/** Pieces are gathered up to about this many lines before remark parses them. */
const PIECE_LINES = 200;

export interface ReadBlocksOptions {
  /** Gather pieces up to this many lines (1: parse every piece alone, as the tests do). */
  pieceLines?: number;
}

const INLINE_CONSTRUCTS = [
  'attention', 'autolink', 'characterEscape', 'characterReference', 'codeText',
  'hardBreakEscape', 'htmlText', 'labelEnd', 'labelStartImage', 'labelStartLink',
];

let processor: Processor<Root> | undefined;

function markdown(): Processor<Root> {
  processor ??= unified()
    .use(remarkParse)
    .data('micromarkExtensions', [{ disable: { null: INLINE_CONSTRUCTS } }]) as unknown as Processor<Root>;
  return processor;
}

interface Flattening {
  /** 0-based line the warning points at. */
  line: number;
  message: string;
}

/**
 * The blocks of `lines` (the file split at line breaks), with 1-based lines and columns of the
 * file. `file` names the rules file in the diagnostics.
 */
export function readBlocks(lines: string[], file: string, options: ReadBlocksOptions = {}): { blocks: Block[]; diagnostics: Diagnostic[] } {
  const size = options.pieceLines ?? PIECE_LINES;
  const starts = pieceStarts(lines);
  const blocks: Block[] = [];
  const flattened: Flattening[] = [];
  let next = 0;
  let from = 0;
  // Lines 0-based. A range runs from `from` to just before the next piece start at or after `atLeast`.
  let atLeast = 0;
  // The last list was cut at the end of its range: a list that opens the next range goes on with it.
  let cutList: Extract<Block, { kind: 'list' }> | undefined;
  while (from < lines.length) {
    while (next < starts.length && starts[next]! <= from) next += 1;
    let stop = next;
    while (stop < starts.length && (starts[stop]! <= atLeast || starts[stop]! - from < size)) stop += 1;
    const to = (starts[stop] ?? lines.length) - 1;
    // One line more is parsed than kept: the block that starts there proves the cut, and the
    // lines before it read as they do in the whole file.
    const probe = Math.min(to + 1, lines.length - 1);
    const flat = flattening(lines, from, probe);
    const nodes = parse(lines, from, probe, flat);
    const first = (node: Positioned) => node.position!.start.line - 1 + from;
    const last = (node: Positioned) => endLine(node) - 1 + from;
    // A list may go on with a new item on the probe line; any other block must end before it.
    const spanning = probe > to
      ? nodes.find((node) => (node.type === 'list' ? node.children : [node]).some((unit) => first(unit) <= to && last(unit) > to))
      : undefined;
    if (spanning) {
      // A fence or an HTML block runs on past the cut: parse again from its start, up to its end.
      for (const node of nodes) if (last(node) < first(spanning)) cutList = pushBlock(blocks, node, from, cutList, to);
      atLeast = Math.max(to + 1, runsUntil(spanning, lines, from, to) ?? 0);
      from = first(spanning);
      continue;
    }
    // The probe line may have been the deep one; it is counted once, in its own range.
    if (flat && flat.line <= to && flattened[flattened.length - 1]?.line !== flat.line) flattened.push(flat);
    for (const node of nodes) if (first(node) <= to) cutList = pushBlock(blocks, node, from, cutList, to);
    from = to + 1;
    atLeast = from;
  }
  const first = flattened[0];
  const diagnostics = first === undefined ? [] : [diagnostic('warning', 'rules/flattened',
    `${first.message}${flattened.length > 1 ? ` (and in ${flattened.length - 1} more ${flattened.length === 2 ? 'place' : 'places'})` : ''}`, {
      file,
      position: { line: first.line + 1, column: 1 },
      hint: 'a rule needs one level of list (its verify, source and other lines); write deeper detail as plain text',
    })];
  return { blocks, diagnostics };
}

function parse(lines: string[], from: number, to: number, flat: Flattening | undefined): RootContent[] {
  const slice = lines.slice(from, to + 1);
  const siblings = flat ? siblingColumn(slice[0]!) : 0;
  const text = (flat ? slice.map((line) => flatLine(line, siblings)) : slice).join('\n');
  return markdown().parse(text).children;
}

type Positioned = { position?: { start: { line: number }; end: { line: number; column: number } } };

/**
 * Adds the block of `node`, keeping only the list items that start by line `to` (0-based); a list
 * that continues a list cut at the end of the range before is merged into it. Returns the list
 * when it was cut here.
 */
function pushBlock(
  blocks: Block[],
  node: RootContent,
  from: number,
  cutList: Extract<Block, { kind: 'list' }> | undefined,
  to: number,
): Extract<Block, { kind: 'list' }> | undefined {
  const block = toBlock(node, from);
  if (!block) return undefined;
  if (block.kind !== 'list') {
    blocks.push(block);
    return undefined;
  }
  const items = block.items.filter((item) => item.line - 1 <= to);
  const cut = items.length < block.items.length;
  const kept = { ...block, items, endLine: items[items.length - 1]?.endLine ?? block.endLine };
  if (cutList && blocks[blocks.length - 1] === cutList && kept.line - 1 === from) {
    cutList.items.push(...kept.items);
    cutList.endLine = kept.endLine;
    return cut ? cutList : undefined;
  }
  blocks.push(kept);
  return cut ? kept : undefined;
}

/**
 * The last line of a node. micromark ends a container cut short (a list item with an open fence)
 * at column 1 of the next line; that line is not part of it.
 */
function endLine(node: Positioned): number {
  const { start, end } = node.position!;
  return end.column === 1 && end.line > start.line ? end.line - 1 : end.line;
}

function toBlock(node: RootContent, offset: number): Block | undefined {
  if (!node.position) return undefined;
  const line = node.position.start.line + offset;
  const last = endLine(node) + offset;
  switch (node.type) {
    case 'heading':
      return { kind: 'heading', line, endLine: last, depth: (node as Heading).depth };
    case 'paragraph':
      return { kind: 'paragraph', line, endLine: last, column: node.position.start.column };
    case 'list':
      return {
        kind: 'list',
        line,
        endLine: last,
        items: (node as List).children.flatMap((item) =>
          item.position ? [{ line: item.position.start.line + offset, endLine: endLine(item) + offset }] : []),
      };
    case 'thematicBreak':
      return { kind: 'break', line, endLine: last };
    case 'html':
      return { kind: /^\s*<!--/.test(node.value) ? 'comment' : 'other', line, endLine: last };
    default:
      return { kind: 'other', line, endLine: last };
  }
}

/**
 * 0-based lines where a new top-level block starts unless a fence or an HTML block above is
 * still open: a line at column 1 after a blank line, or one at column 1 that starts a heading,
 * a bullet item, a fence or an HTML block that may interrupt a paragraph.
 */
function pieceStarts(lines: string[]): number[] {
  const starts: number[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    if (startsTopLevelBlock(lines[index]!, lines[index - 1]!)) starts.push(index);
  }
  return starts;
}

function startsTopLevelBlock(line: string, previous: string): boolean {
  if (line === '' || /^\s/.test(line)) return false;
  if (previous.trim() === '') return true;
  if (/^(?:#{1,6}(?:[ \t]|$)|[-*+][ \t]+\S|`{3,}|~{3,})/.test(line)) return true;
  return htmlBlock(line)?.interrupts === true;
}

/**
 * Where `node`, a block that runs past line `to` (0-based) of a range starting at `from`, really
 * ends: the closing fence, the end of an HTML block or the blank line after a link definition.
 * Undefined for any other block, which is then read one piece further at a time.
 */
function runsUntil(node: RootContent, lines: string[], from: number, to: number): number | undefined {
  const first = lines[node.position!.start.line - 1 + from]!;
  const scan = (test: (line: string) => boolean) => {
    for (let index = to + 1; index < lines.length; index += 1) if (test(lines[index]!)) return index;
    return lines.length - 1;
  };
  if (node.type === 'code') {
    const fence = /^ {0,3}(`{3,}|~{3,})/.exec(first)?.[1];
    if (!fence) return undefined;
    return scan((line) => {
      const close = /^ {0,3}(`+|~+)[ \t]*$/.exec(line)?.[1];
      return close !== undefined && close[0] === fence[0] && close.length >= fence.length;
    });
  }
  if (node.type === 'html') {
    const html = htmlBlock(first.replace(/^ {0,3}/, ''));
    if (!html) return undefined;
    const end = html.end;
    return end === 'blank' ? scan((line) => line.trim() === '') : scan((line) => end.test(line));
  }
  if (node.type === 'definition' || node.type === 'paragraph') return scan((line) => line.trim() === '');
  return undefined;
}

const BLOCK_TAGS = new Set(('address article aside base basefont blockquote body caption center col colgroup dd details '
  + 'dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html '
  + 'iframe legend li link main menu menuitem nav noframes ol optgroup option p param search section summary table '
  + 'tbody td tfoot th thead title tr track ul').split(' '));

/**
 * The HTML block `text` starts: where it ends, a pattern (CommonMark kinds 1–5) or a blank line
 * (kinds 6–7, kind 7 taken generously: any tag), and whether it may interrupt a paragraph (all
 * but kind 7). Undefined when `text` starts none.
 */
function htmlBlock(text: string): { end: RegExp | 'blank'; interrupts: boolean } | undefined {
  if (!text.startsWith('<')) return undefined;
  const ends: Array<[RegExp, RegExp]> = [
    [/^<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
    [/^<!--/, /-->/],
    [/^<\?/, /\?>/],
    [/^<!\[CDATA\[/, /\]\]>/],
    [/^<![A-Za-z]/, />/],
  ];
  for (const [start, end] of ends) if (start.test(text)) return { end, interrupts: true };
  const tag = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(text);
  if (!tag) return undefined;
  return { end: 'blank', interrupts: BLOCK_TAGS.has(tag[1]!.toLowerCase()) };
}

/** A list or quote marker with the spaces before it, read at `lastIndex`. */
const CONTAINER_MARKER = /[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/y;
const LIST_ITEM_START = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** The leading list and quote markers of a line, as [start, end) of each with its spaces. */
function* markers(line: string): Generator<[number, number]> {
  let at = 0;
  for (;;) {
    CONTAINER_MARKER.lastIndex = at;
    if (!CONTAINER_MARKER.exec(line)) return;
    yield [at, CONTAINER_MARKER.lastIndex];
    at = CONTAINER_MARKER.lastIndex;
  }
}

/** Whether a line's leading markers and indentation nest it deeper than MAX_NESTING (an estimate, never low). */
function tooDeep(line: string): boolean {
  let depth = 0;
  let end = 0;
  for (const [start, stop] of markers(line)) {
    depth += 1 + Math.floor(indentWidth(line, start) / 2);
    end = stop;
    if (depth > MAX_NESTING) return true;
  }
  return depth + Math.floor(indentWidth(line, end) / 2) > MAX_NESTING;
}

/** Width of the spaces and tabs at `from` (a tab counts four). */
function indentWidth(line: string, from: number): number {
  let width = 0;
  for (let index = from; index < line.length; index += 1) {
    if (line[index] === ' ') width += 1;
    else if (line[index] === '\t') width += 4;
    else break;
  }
  return width;
}

/** Why lines `from`..`to` must be read flat, or undefined when remark can read them as they are. */
function flattening(lines: string[], from: number, to: number): Flattening | undefined {
  for (let index = from; index <= to; index += 1) {
    if (tooDeep(lines[index]!)) {
      return { line: index, message: `lists or quotes nested deeper than ${MAX_NESTING} levels (from line ${index + 1}) are read as plain text` };
    }
  }
  if (to - from + 1 > MAX_ITEM_LINES && LIST_ITEM_START.test(lines[from]!)) {
    return { line: from, message: `a list of more than ${MAX_ITEM_LINES} lines without a break (from line ${from + 1}) is read with its nested lists as plain text` };
  }
  return undefined;
}

/** Where the content of the first list item or quote starts: markers left of it are its siblings. */
function siblingColumn(first: string): number {
  const marker = markers(first).next();
  if (marker.done) return 1;
  const end = marker.value[1];
  return end + Math.min(Math.max(indentWidth(first, end), 1), 4);
}

/**
 * The line with its nested list and quote markers blanked: only a first marker left of
 * `siblings` (at column 1, or a sibling of the first item) is kept. Same length, same columns.
 */
function flatLine(line: string, siblings: number): string {
  let out = '';
  let end = 0;
  for (const [start, stop] of markers(line)) {
    const marker = line.slice(start, stop);
    const spaces = /^[ \t]*/.exec(marker)![0];
    const keep = start === 0 && spaces.length < siblings;
    out += spaces + (keep ? marker.slice(spaces.length) : ' '.repeat(marker.length - spaces.length));
    end = stop;
  }
  return out + line.slice(end);
}
