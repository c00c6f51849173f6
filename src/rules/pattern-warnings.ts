// Warnings about the characters of a pattern (or a test text) as written in the rules file.
// A control character other than tab is almost always corruption (a pasted terminal escape, a
// NUL from a broken editor): the pattern is kept as written, and the author is told where.

export interface PatternWarning {
  code: string;
  message: string;
  hint?: string;
  /** Column in the rules file line the warning points at; the line's own column when absent. */
  column?: number;
}

// C0 controls but tab, DEL, and the C1 controls.
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/g;

const NAMES: Record<number, string> = { 0: 'NUL', 7: 'BEL', 8: 'BS', 11: 'VT', 12: 'FF', 27: 'ESC', 127: 'DEL' };

/** `0x1b` → `001B`: control characters are all below U+0100. */
function hex4(code: number): string {
  return [12, 8, 4, 0].map((shift) => '0123456789ABCDEF'[(code >> shift) & 15]).join('');
}

/**
 * A warning naming the first control character of `text[from, to)` and its column (`base` is
 * the column of `text[0]`), or undefined when there is none.
 */
export function controlCharacterWarning(text: string, from: number, to: number, base: number, what: string): PatternWarning | undefined {
  const slice = text.slice(from, to);
  const found = [...slice.matchAll(CONTROL)];
  if (found.length === 0) return undefined;
  const first = found[0]!;
  const code = first[0].charCodeAt(0);
  const name = `U+${hex4(code)}${NAMES[code] ? ` (${NAMES[code]})` : ''}`;
  const column = base + from + first.index!;
  const more = found.length > 1 ? ` and ${found.length - 1} more` : '';
  return {
    code: 'verify/control-character',
    message: `the ${what} contains the control character ${name} at column ${column}${more}; it is kept as written`,
    hint: 'control characters in a rules file are almost always corruption: retype the line',
    column,
  };
}
