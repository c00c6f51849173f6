// What a guard pattern means, and how rulesweep matches it without a shell or a ripgrep process:
// guard patterns are written in ripgrep's default regex dialect (Rust's regex crate, as verify
// lines are), and each one is translated here into a JavaScript RegExp that matches exactly the
// same lines. Rust's regex is Unicode-aware by default: `\w`, `\d`, `\s` and `\b` are Unicode
// classes, and `.` is any character but a line break; the translation spells those out with
// Unicode property escapes (JavaScript's own `\w`, `\d`, `\b` are ASCII only). ripgrep matches line
// by line, so a command is matched one line at a time (see guardMatches).
//
// Only the part of the dialect JavaScript can honour exactly is accepted. Everything else (look-
// around and backreferences, which need ripgrep's PCRE2 engine; flags other than a leading `(?i)`;
// `\p{…}` beyond the general categories; class set operations and complements inside a class;
// `\<`, `\>`, `\b{start}`) is refused
// with a reason, which the rules parser reports as a warning: a guard is enforced exactly as
// written or not at all, never a silent miss. Imports nothing: the guard hook's compile step and
// the parser both use it.

export interface GuardRegex {
  /** The JavaScript source; compile with `new RegExp(source, flags)`. */
  source: string;
  /** `u`, or `iu` for a pattern that starts with `(?i)`. */
  flags: string;
  /**
   * The same pattern for a command that is all ASCII, written with JavaScript's own `\w`, `\d`,
   * `\s` and `\b`: on ASCII text they are exactly Rust's Unicode classes, and they compile in a
   * fraction of the time the Unicode property classes take (see compileGuard).
   */
  asciiSource: string;
}

export type GuardRegexResult = { regex: GuardRegex; problem?: undefined } | { regex?: undefined; problem: string };

/** Counted repetitions above this are refused: ripgrep's size limit refuses some of them, JavaScript none. */
const MAX_REPEAT = 1000;

const WORD = '\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}';
const WORD_CLASS = `[${WORD}]`;
const NOT_WORD_CLASS = `[^${WORD}]`;
const BOUNDARY = `(?:(?<=${WORD_CLASS})(?!${WORD_CLASS})|(?<!${WORD_CLASS})(?=${WORD_CLASS}))`;
const NOT_BOUNDARY = `(?:(?<=${WORD_CLASS})(?=${WORD_CLASS})|(?<!${WORD_CLASS})(?!${WORD_CLASS}))`;

/** How the Perl classes and word boundaries are written: for any text, or for ASCII text only. */
interface Classes {
  boundary: string;
  notBoundary: string;
  outside: Record<string, string>;
  inside: Record<string, string | undefined>;
}

/** Perl classes as Rust reads them (Unicode), outside a class. */
const PERL_CLASSES: Record<string, string> = {
  d: '\\p{Nd}',
  D: '\\P{Nd}',
  s: '\\p{White_Space}',
  S: '\\P{White_Space}',
  w: WORD_CLASS,
  W: NOT_WORD_CLASS,
};

/** The same inside a class, where only a union can be written (`\W` would need a nested class). */
const PERL_CLASS_ITEMS: Record<string, string | undefined> = {
  d: '\\p{Nd}',
  D: '\\P{Nd}',
  s: '\\p{White_Space}',
  S: '\\P{White_Space}',
  w: WORD,
  W: undefined,
};

const UNICODE_CLASSES: Classes = { boundary: BOUNDARY, notBoundary: NOT_BOUNDARY, outside: PERL_CLASSES, inside: PERL_CLASS_ITEMS };

/** On ASCII text JavaScript's own classes are Rust's: `\w` is [0-9A-Za-z_], `\s` the six ASCII spaces. */
const ASCII_CLASSES_OF_TEXT: Classes = {
  boundary: '\\b',
  notBoundary: '\\B',
  outside: { d: '\\d', D: '\\D', s: '\\s', S: '\\S', w: '\\w', W: '\\W' },
  inside: { d: '\\d', D: '\\D', s: '\\s', S: '\\S', w: '\\w', W: undefined },
};

/** POSIX classes inside brackets, `[[:alpha:]]`: ASCII only in Rust too. */
const ASCII_CLASSES: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`\\{-~',
  space: '\\t\\n\\x0B\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

/** General categories JavaScript names exactly as Rust does (`\pL`, `\p{Lu}`). */
const GENERAL_CATEGORIES = new Set([
  'L', 'Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'M', 'Mn', 'Mc', 'Me', 'N', 'Nd', 'Nl', 'No', 'P', 'Pc', 'Pd', 'Ps', 'Pe', 'Pi',
  'Pf', 'Po', 'S', 'Sm', 'Sc', 'Sk', 'So', 'Z', 'Zs', 'Zl', 'Zp', 'C', 'Cc', 'Cf', 'Cs', 'Co', 'Cn',
]);

/** Characters with a meaning outside a class; escaped (`\.`) they stand for themselves. */
const META = new Set([...'\\.+*?()|[]{}^$#&-~']);

class Refusal extends Error {}

interface Piece {
  source: string;
  /** An assertion (`^`, `\b`): JavaScript's u-mode cannot repeat it. */
  assertion: boolean;
}

/**
 * The JavaScript RegExp for a guard pattern, or why the pattern cannot be matched exactly (or
 * would refuse every command).
 */
export function translateGuardPattern(pattern: string): GuardRegexResult {
  // Compiling a pattern with Unicode classes costs most of a millisecond; evolve checks the same
  // few hundred patterns over and over (each proposal's verify line, read back and as a guard).
  let known = translations.get(pattern);
  if (known === undefined) {
    if (translations.size >= TRANSLATIONS_KEPT) translations.clear();
    known = translate(pattern);
    translations.set(pattern, known);
  }
  return known;
}

const TRANSLATIONS_KEPT = 2_000;
const translations = new Map<string, GuardRegexResult>();

function translate(pattern: string): GuardRegexResult {
  let result: GuardRegex;
  try {
    const { source, flags } = new Translator(pattern, UNICODE_CLASSES).translate();
    result = { source, flags, asciiSource: new Translator(pattern, ASCII_CLASSES_OF_TEXT).translate().source };
  } catch (error) {
    if (error instanceof Refusal) return { problem: error.message };
    throw error;
  }
  // The two forms differ only in what their character classes hold, so the ASCII one (a hundred
  // times quicker to compile than one with Unicode properties) answers whether the pattern compiles
  // and what it matches in an empty command.
  let regex: RegExp;
  try {
    regex = new RegExp(result.asciiSource, result.flags);
  } catch (error) {
    return { problem: `the pattern does not compile: ${(error as Error).message}` };
  }
  if (regex.test('')) return { problem: 'the guard pattern matches an empty command, so it would refuse every command' };
  return { regex: result };
}

/** The RegExp to match `command` with: the ASCII form when the command is all ASCII. */
export function compileGuard(regex: GuardRegex, command: string): RegExp {
  return new RegExp(/^[\x00-\x7F]*$/.test(command) ? regex.asciiSource : regex.source, regex.flags);
}

/** Whether a command matches: ripgrep reads a text line by line, so the pattern is tried on each line alone. */
export function guardMatches(regex: RegExp, command: string): boolean {
  for (const line of command.split('\n')) if (regex.test(line)) return true;
  return false;
}

class Translator {
  private readonly chars: string[];
  private at = 0;

  constructor(pattern: string, private readonly classes: Classes) {
    this.chars = Array.from(pattern);
  }

  translate(): { source: string; flags: string } {
    const flags = this.leadingFlags();
    const source = this.alternation();
    if (this.at < this.chars.length) {
      // Only a `)` without its `(` stops the top-level alternation early.
      throw new Refusal(`the ) at character ${this.at + 1} closes no group`);
    }
    return { source, flags: flags.ignoreCase ? 'iu' : 'u' };
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset];
  }

  private startsWith(text: string): boolean {
    return this.chars.slice(this.at, this.at + text.length).join('') === text;
  }

  /** `(?i)` (and the flags that change nothing for one line: s, m, U, u) at the very start. */
  private leadingFlags(): { ignoreCase: boolean } {
    const match = /^\(\?([a-zA-Z-]*)\)/.exec(this.chars.slice(0, 16).join(''));
    if (!match) return { ignoreCase: false };
    if (match[1] === '') throw new Refusal('(?) names no flag');
    const [on, off = ''] = match[1]!.split('-');
    for (const flag of on!) {
      if (!'imsUu'.includes(flag)) throw new Refusal(`the flag ${flag} in (?${match[1]}) is not supported in a guard pattern (only a leading (?i) is)`);
    }
    for (const flag of off) {
      if (flag === 'u') throw new Refusal('(?-u) (ASCII-only matching) is not supported in a guard pattern');
      if (!'imsUx'.includes(flag)) throw new Refusal(`the flag ${flag} in (?${match[1]}) is not supported in a guard pattern`);
    }
    if (on!.includes('i') && off.includes('i')) throw new Refusal(`(?${match[1]}) turns i both on and off`);
    this.at = Array.from(match[0]).length;
    return { ignoreCase: on!.includes('i') };
  }

  private alternation(): string {
    const branches = [this.concatenation()];
    while (this.peek() === '|') {
      this.at += 1;
      branches.push(this.concatenation());
    }
    return branches.join('|');
  }

  private concatenation(): string {
    let source = '';
    for (;;) {
      const char = this.peek();
      if (char === undefined || char === '|' || char === ')') return source;
      const piece = this.atom();
      source += this.quantified(piece);
    }
  }

  private quantified(piece: Piece): string {
    const quantifier = this.quantifier();
    if (quantifier === undefined) return piece.source;
    if (piece.assertion) throw new Refusal(`a repeated assertion (${quantifier} after an anchor or word boundary) is not supported in a guard pattern`);
    const lazy = this.peek() === '?' ? (this.at += 1, '?') : '';
    const next = this.peek();
    if (next === '*' || next === '+' || next === '?' || (next === '{' && this.countedAhead())) {
      throw new Refusal(`a repetition cannot be repeated again (character ${this.at + 1}); wrap the first one in (?:…)`);
    }
    return `${piece.source}${quantifier}${lazy}`;
  }

  private quantifier(): string | undefined {
    const char = this.peek();
    if (char === '*' || char === '+' || char === '?') {
      this.at += 1;
      return char;
    }
    if (char !== '{') return undefined;
    const counted = this.countedAhead();
    if (!counted) throw new Refusal(`a { at character ${this.at + 1} starts no repetition {n}, {n,} or {n,m}; write \\{ for the character`);
    const [min, max] = counted.bounds;
    if (max !== undefined && max < min) throw new Refusal(`the repetition {${min},${max}} counts down`);
    if (min > MAX_REPEAT || (max ?? 0) > MAX_REPEAT) throw new Refusal(`repetitions above {${MAX_REPEAT}} are not supported in a guard pattern`);
    this.at += counted.length;
    return counted.text;
  }

  /** `{n}`, `{n,}` or `{n,m}` at the cursor, without spaces. */
  private countedAhead(): { text: string; length: number; bounds: [number, number | undefined] } | undefined {
    const match = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(this.chars.slice(this.at, this.at + 24).join(''));
    if (!match) return undefined;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? undefined : Number(match[3]);
    return { text: match[0], length: match[0].length, bounds: [min, max] };
  }

  private atom(): Piece {
    const char = this.peek()!;
    switch (char) {
      case '(':
        return { source: this.group(), assertion: false };
      case '[':
        return { source: this.bracketClass(), assertion: false };
      case '.':
        this.at += 1;
        return { source: '[^\\n]', assertion: false };
      case '^':
        this.at += 1;
        return { source: '^', assertion: true };
      case '$':
        this.at += 1;
        return { source: '$', assertion: true };
      case '\\':
        return this.escape();
      case '*':
      case '+':
      case '?':
        throw new Refusal(`the ${char} at character ${this.at + 1} repeats nothing; write \\${char} for the character`);
      case '{':
        throw new Refusal(`the { at character ${this.at + 1} repeats nothing; write \\{ for the character`);
      case '}':
      case ']':
        throw new Refusal(`write \\${char} for a literal ${char} (character ${this.at + 1})`);
      case '\n':
        throw new Refusal('a guard pattern cannot hold a line break: commands are matched line by line');
      default:
        this.at += 1;
        return { source: literal(char), assertion: false };
    }
  }

  private group(): string {
    const start = this.at;
    this.at += 1;
    if (this.peek() === '?') {
      if (this.startsWith('?:')) this.at += 2;
      else if (this.startsWith('?P<') || (this.startsWith('?<') && this.peek(2) !== '=' && this.peek(2) !== '!')) {
        const close = this.chars.indexOf('>', this.at);
        const name = close < 0 ? '' : this.chars.slice(this.at + (this.peek(1) === 'P' ? 3 : 2), close).join('');
        if (!/^[_A-Za-z][_0-9A-Za-z.[\]]*$/.test(name)) throw new Refusal(`the group name at character ${start + 1} is not a valid name`);
        this.at = close + 1;
      } else if (this.startsWith('?=') || this.startsWith('?!') || this.startsWith('?<=') || this.startsWith('?<!')) {
        throw new Refusal('look-around ((?=…), (?!…), (?<=…), (?<!…)) needs ripgrep\'s PCRE2 engine and is not supported in a guard pattern; write the pattern without it');
      } else {
        throw new Refusal(`flags inside the pattern (character ${start + 1}) are not supported in a guard pattern; only a leading (?i) is`);
      }
    }
    const inner = this.alternation();
    if (this.peek() !== ')') throw new Refusal(`the ( at character ${start + 1} is never closed`);
    this.at += 1;
    return `(?:${inner})`;
  }

  private escape(): Piece {
    const start = this.at;
    const next = this.peek(1);
    if (next === undefined) throw new Refusal('the pattern ends with a lone \\');
    if (next === 'b' || next === 'B') {
      if (this.peek(2) === '{') throw new Refusal(`\\${next}{…} word boundaries are not supported in a guard pattern; use \\b`);
      this.at += 2;
      return { source: next === 'b' ? this.classes.boundary : this.classes.notBoundary, assertion: true };
    }
    if (next === 'A' || next === 'z') {
      this.at += 2;
      return { source: next === 'A' ? '^' : '$', assertion: true };
    }
    if (next === '<' || next === '>') throw new Refusal(`\\${next} (a word start or end) is not supported in a guard pattern; use \\b`);
    const perl = this.classes.outside[next];
    if (perl) {
      this.at += 2;
      return { source: perl, assertion: false };
    }
    if (next === 'p' || next === 'P') return { source: this.property(), assertion: false };
    return { source: this.characterEscape(start), assertion: false };
  }

  /** `\pL`, `\p{Lu}`, `\P{N}`: general categories only. */
  private property(): string {
    const start = this.at;
    const negated = this.peek(1) === 'P';
    this.at += 2;
    let name: string;
    if (this.peek() === '{') {
      const close = this.chars.indexOf('}', this.at);
      if (close < 0) throw new Refusal(`the \\${negated ? 'P' : 'p'}{ at character ${start + 1} is never closed`);
      name = this.chars.slice(this.at + 1, close).join('');
      this.at = close + 1;
    } else {
      name = this.peek() ?? '';
      this.at += 1;
    }
    if (!GENERAL_CATEGORIES.has(name)) {
      throw new Refusal(`\\p{${name}} is not supported in a guard pattern; only general categories written as JavaScript writes them (\\p{L}, \\p{Lu}, \\pN) are`);
    }
    return `\\${negated ? 'P' : 'p'}{${name}}`;
  }

  /** An escape that stands for one character (`\.`, `\t`, `\x{1F600}`), as a JavaScript escape. */
  private characterEscape(start: number): string {
    return literal(this.escapedCharacter(start));
  }

  private escapedCharacter(start: number): string {
    const next = this.peek(1)!;
    const simple: Record<string, string> = { a: '\u0007', f: '\f', t: '\t', r: '\r', v: '\u000B' };
    if (next === 'n') throw new Refusal('a guard pattern cannot match \\n: commands are matched line by line');
    if (simple[next] !== undefined) {
      this.at += 2;
      return simple[next]!;
    }
    if (next === 'x' || next === 'u' || next === 'U') {
      this.at += 2;
      let hex: string;
      if (this.peek() === '{') {
        const close = this.chars.indexOf('}', this.at);
        hex = close < 0 ? '' : this.chars.slice(this.at + 1, close).join('');
        if (!/^[0-9A-Fa-f]{1,8}$/.test(hex)) throw new Refusal(`the escape at character ${start + 1} needs hexadecimal digits in {…}`);
        this.at = close + 1;
      } else {
        const digits = next === 'x' ? 2 : next === 'u' ? 4 : 8;
        hex = this.chars.slice(this.at, this.at + digits).join('');
        if (!new RegExp(`^[0-9A-Fa-f]{${digits}}$`).test(hex)) throw new Refusal(`\\${next} at character ${start + 1} needs exactly ${digits} hexadecimal digits (or {…})`);
        this.at += digits;
      }
      const code = Number.parseInt(hex, 16);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new Refusal(`the escape at character ${start + 1} is not a Unicode scalar value`);
      if (code === 0x0a) throw new Refusal('a guard pattern cannot match a line break: commands are matched line by line');
      return String.fromCodePoint(code);
    }
    if (/^[0-9]$/.test(next)) throw new Refusal(`\\${next} (a backreference or octal escape) is not supported in a guard pattern (ripgrep's default engine refuses it too)`);
    if (META.has(next) || /^[!-/:-@[-`{-~]$/.test(next)) {
      this.at += 2;
      return next;
    }
    throw new Refusal(`the escape \\${next} at character ${start + 1} is not one ripgrep's regex dialect knows`);
  }

  /**
   * `[…]`, with ranges, negation, Perl classes, `[:name:]` and nested classes. JavaScript's
   * u-mode has no nested classes (v-mode has, but Node 20's V8 mismatches negated classes in a
   * repeated group with it), so a class is written as one flat union: what only a nested
   * complement could say (`[\W]`, `[[:^alpha:]x]`, `[a[^b]]`) is refused.
   */
  private bracketClass(): string {
    const { negated, items } = this.classItems();
    return `[${negated ? '^' : ''}${items.join('')}]`;
  }

  /** The items of the class at the cursor, each valid inside a u-mode class. */
  private classItems(): { negated: boolean; items: string[] } {
    const start = this.at;
    this.at += 1;
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.at += 1;
    }
    const items: string[] = [];
    let first = true;
    for (;;) {
      const char = this.peek();
      if (char === undefined) throw new Refusal(`the [ at character ${start + 1} is never closed`);
      if (char === ']' && !first) {
        this.at += 1;
        return { negated, items };
      }
      first = false;
      if (this.startsWith('&&') || this.startsWith('--') || this.startsWith('~~')) {
        throw new Refusal(`class set operations (&&, --, ~~) are not supported in a guard pattern (character ${this.at + 1})`);
      }
      if (char === '[') {
        const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.chars.slice(this.at, this.at + 16).join(''));
        if (posix) {
          const ranges = ASCII_CLASSES[posix[2]!];
          if (!ranges) throw new Refusal(`[:${posix[2]}:] is not a class ripgrep knows`);
          if (posix[1]) throw new Refusal(`[:^${posix[2]}:] inside a class is not supported in a guard pattern; write the characters it allows`);
          items.push(ranges);
          this.at += posix[0].length;
          continue;
        }
        const nestedAt = this.at;
        const nested = this.classItems();
        if (nested.negated) throw new Refusal(`a negated class inside a class (character ${nestedAt + 1}) is not supported in a guard pattern`);
        items.push(...nested.items);
        continue;
      }
      if (char === '\\') {
        const next = this.peek(1);
        if (next !== undefined && next in this.classes.inside) {
          const item = this.classes.inside[next];
          if (item === undefined) throw new Refusal(`\\${next} inside a class (character ${this.at + 1}) is not supported in a guard pattern; use \\${next} outside the class`);
          items.push(item);
          this.at += 2;
          continue;
        }
        if (next === 'p' || next === 'P') {
          items.push(this.property());
          continue;
        }
      }
      const low = this.classCharacter();
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.at += 1;
        if (this.peek() === '[' || (this.peek() === '\\' && this.peek(1) !== undefined && (this.peek(1)! in PERL_CLASS_ITEMS || /^[pP]$/.test(this.peek(1)!)))) {
          throw new Refusal(`a range at character ${this.at} ends in a class, not a character`);
        }
        const high = this.classCharacter();
        if (high.codePointAt(0)! < low.codePointAt(0)!) throw new Refusal(`the range ${low}-${high} in the class at character ${start + 1} runs backwards`);
        items.push(`${literal(low)}-${literal(high)}`);
        continue;
      }
      if (low === '-' && this.peek() !== ']' && items.length > 0) {
        throw new Refusal(`a - in the middle of the class at character ${start + 1} is ambiguous; write \\- for the character`);
      }
      items.push(literal(low));
    }
  }

  /** One character of a class: itself, or an escape that stands for one character. */
  private classCharacter(): string {
    const char = this.peek()!;
    if (char === '\\') return this.escapedCharacter(this.at);
    if (char === '\n') throw new Refusal('a guard pattern cannot hold a line break: commands are matched line by line');
    this.at += 1;
    return char;
  }
}

/**
 * A character as JavaScript u-mode source that means only that character, inside a class or
 * out: letters, digits, space and `_` as they are, regex syntax escaped, anything else by code.
 */
function literal(char: string): string {
  if (/^[A-Za-z0-9 _]$/.test(char)) return char;
  if (/^[\^$\\.*+?()[\]{}|/]$/.test(char)) return `\\${char}`;
  return `\\u{${hex(char.codePointAt(0)!)}}`;
}

/** A code point in hexadecimal digits. */
function hex(code: number): string {
  let digits = '';
  for (let rest = code; digits === '' || rest > 0; rest >>>= 4) digits = '0123456789abcdef'[rest & 15]! + digits;
  return digits;
}
