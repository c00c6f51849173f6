// The block reader cuts the file into pieces to keep remark linear. Its promise: the blocks are
// exactly those of one remark parse of the whole file. Checked here against thousands of random
// documents built from the lines that make CommonMark's block structure tricky (fences, HTML
// blocks, lazy lines, setext underlines, nested lists), with every piece parsed on its own.
import type { List, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { readBlocks, type Block } from '../../src/rules/blocks.js';

const LINES = [
  '', '', '', '- item', '  - nested', '    - deeper', '# Heading', 'para text', 'more text', '> quote', '> - quoted item',
  '```', '~~~', '<!--', '-->', '<!-- one -->', '<div>', '</div>', '    code', '---', '***', '1. ordered', '2. ordered',
  'Title', '===', '  continuation', '- verify: x', '<script>', '</script>', '\t- tab item', '   - three', '* star',
  '+ plus', '[ref]: /url', '[ref]: /url "title', 'still title"', '```js', '````', '<span>x</span>', '<?php', '?>',
  '<!DOCTYPE html>', '- ```', '  ```', '- ', '-', '>', '#', '- # heading item', '1) paren', '10. ten',
  '  > nested quote', '<pre>', '</pre>', '- - nested same line', '| a | b |', '|---|---|', '**Bold rule**',
];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const whole = unified().use(remarkParse).data('micromarkExtensions', [{
  disable: { null: ['attention', 'autolink', 'characterEscape', 'characterReference', 'codeText', 'hardBreakEscape', 'htmlText', 'labelEnd', 'labelStartImage', 'labelStartLink'] },
}]);

function lastLine(node: { position?: { start: { line: number }; end: { line: number; column: number } } }): number {
  const { start, end } = node.position!;
  return end.column === 1 && end.line > start.line ? end.line - 1 : end.line;
}

function kindOf(node: RootContent): string {
  if (node.type === 'heading' || node.type === 'paragraph' || node.type === 'list') return node.type;
  if (node.type === 'thematicBreak') return 'break';
  if (node.type === 'html' && /^\s*<!--/.test(node.value)) return 'comment';
  return 'other';
}

function shapeOfTree(tree: Root): string[] {
  return tree.children.flatMap((node) => [
    `${kindOf(node)} ${node.position!.start.line}-${lastLine(node)}`,
    ...(node.type === 'list' ? (node as List).children.map((item) => `  item ${item.position!.start.line}-${lastLine(item)}`) : []),
  ]);
}

function shapeOfBlocks(blocks: Block[]): string[] {
  return blocks.flatMap((block) => [
    `${block.kind} ${block.line}-${block.endLine}`,
    ...(block.kind === 'list' ? block.items.map((item) => `  item ${item.line}-${item.endLine}`) : []),
  ]);
}

describe('reading in pieces', () => {
  it.each([[42, 40], [7, 80]])('gives the blocks of one whole parse (seed %i, up to %i lines)', (seed, length) => {
    const next = random(seed);
    const failures: string[] = [];
    for (let n = 0; n < 800; n += 1) {
      const lines = Array.from({ length: 3 + Math.floor(next() * length) }, () => LINES[Math.floor(next() * LINES.length)]!);
      const expected = shapeOfTree(whole.parse(lines.join('\n')) as Root);
      const actual = shapeOfBlocks(readBlocks(lines, 'f', { pieceLines: 1 }).blocks);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) failures.push(JSON.stringify(lines.join('\n')));
    }
    expect(failures.slice(0, 3)).toEqual([]);
  }, 120_000);

  it('keeps a list whole across pieces, and a fence that runs past a cut', () => {
    const lines = ['- a', '- b', '```', '- not an item', '', '# not a heading', '```', '- c'];
    expect(shapeOfBlocks(readBlocks(lines, 'f', { pieceLines: 1 }).blocks)).toEqual([
      'list 1-2', '  item 1-1', '  item 2-2', 'other 3-7', 'list 8-8', '  item 8-8',
    ]);
  });
});

describe('nesting no rules file needs', () => {
  it('reads lines nested deeper than 32 levels as text of the item above, with one warning', () => {
    const lines = ['- rule', ...Array.from({ length: 60 }, (_, level) => `${'  '.repeat(level + 1)}- level ${level}`), '- next rule', '> '.repeat(50) + 'quote'];
    const { blocks, diagnostics } = readBlocks(lines, 'rules.md');
    expect(shapeOfBlocks(blocks).filter((line) => line.includes('item'))).toEqual(['  item 1-61', '  item 62-62']);
    expect(diagnostics).toEqual([{
      severity: 'warning',
      code: 'rules/flattened',
      message: 'lists or quotes nested deeper than 32 levels (from line 33) are read as plain text',
      file: 'rules.md',
      position: { line: 33, column: 1 },
      hint: expect.stringContaining('write deeper detail as plain text'),
    }]);
  });

  it('warns once per file, naming the first place and how many more', () => {
    const deep = '  '.repeat(40) + '- deep';
    const lines = ['- one', deep, '', '# Section', '', '- two', deep];
    expect(readBlocks(lines, 'rules.md', { pieceLines: 1 }).diagnostics.map((d) => [d.message, d.position])).toEqual([
      ['lists or quotes nested deeper than 32 levels (from line 2) are read as plain text (and in 1 more place)', { line: 2, column: 1 }],
    ]);
  });

  it('leaves ordinary nesting alone', () => {
    const lines = ['- rule', '  - verify: x', '    - note', '      - detail'];
    expect(readBlocks(lines, 'rules.md').diagnostics).toEqual([]);
  });
});
