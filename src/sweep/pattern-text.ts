// What can be told for sure from a pattern's text alone, without ripgrep: where a character class
// or a group ends, and the text every match must contain (one literal per top-level alternative). A shared
// pass uses the literals to skip a pattern none of whose literals occurs in the gathered lines: it
// matches nothing there, and no ripgrep process is started for it. Anything this reading is not
// sure of (inline flags, escapes that take arguments, ignore-case searches, non-ASCII text) gives
// no literals, and the pattern is searched as usual.

/** Where the character class opening at `start` closes (nested classes and `[:name:]` included), or -1. */
export function classEnd(pattern: string, start: number): number {
  let depth = 0;
  for (let i = start; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      i += 1;
    } else if (char === '[') {
      if (pattern[i + 1] === ':') {
        const close = pattern.indexOf(':]', i + 2);
        if (close !== -1) {
          i = close + 1;
          continue;
        }
      }
      depth += 1;
      // A `]` (after an optional `^`) right after the opening is a literal bracket.
      if (pattern[i + 1] === '^') i += 1;
      if (pattern[i + 1] === ']') i += 1;
    } else if (char === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Where the group opening at `start` closes, past escapes and character classes (a `)` in `[)]` closes nothing), or -1. */
export function groupEnd(pattern: string, start: number): number {
  let depth = 0;
  for (let i = start; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      i += 1;
    } else if (char === '[') {
      const end = classEnd(pattern, i);
      if (end === -1) return -1;
      i = end;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Characters that are special outside a class; escaped, each stands for itself. */
const META = '.()[]{}*+?|\\^$';
/** Escapes that match no character or a class of them, and take no argument: they only end a literal. */
const BREAKING_ESCAPES = 'bBAzdDwWsSntr';
const REPETITION = /^\{\d+(?:,\d*)?\}/;

/**
 * For each top-level alternative of `pattern`, a run of printable ASCII text every match of that
 * alternative contains; undefined when that cannot be told for sure. Only for case-sensitive
 * searches: case folding (`ſ` matches `s` under `-i`) is ripgrep's to decide.
 */
export function requiredLiterals(pattern: string, flags: { ignoreCase: boolean; fixedStrings: boolean }): string[] | undefined {
  if (flags.ignoreCase || pattern === '') return undefined;
  if (flags.fixedStrings) return /^[\x20-\x7e]+$/.test(pattern) ? [pattern] : undefined;
  const literals: string[] = [];
  let depth = 0;
  let run = '';
  let best = '';
  const end = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  const take = (char: string) => {
    if (depth === 0) run += char;
  };
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      i += 1;
      if (next !== '' && META.includes(next)) take(next);
      else if (next !== '' && BREAKING_ESCAPES.includes(next) && pattern[i + 1] !== '{') end();
      else return undefined;
    } else if (char === '?' || char === '*' || char === '{') {
      // What stands before is optional: a literal character drops out of the run.
      if (char === '{') {
        const repetition = REPETITION.exec(pattern.slice(i));
        if (!repetition) return undefined;
        i += repetition[0].length - 1;
      }
      run = run.slice(0, -1);
      end();
    } else if (char === '+') {
      end();
    } else if (char === '[') {
      end();
      const close = classEnd(pattern, i);
      if (close === -1) return undefined;
      i = close;
    } else if (char === '(') {
      if (pattern[i + 1] === '?' && !/^\(\?(?::|P?<[A-Za-z_][A-Za-z0-9_]*>)/.test(pattern.slice(i))) return undefined;
      end();
      depth += 1;
    } else if (char === ')') {
      end();
      depth -= 1;
      if (depth < 0) return undefined;
    } else if (char === '|') {
      if (depth === 0) {
        end();
        if (best === '') return undefined;
        literals.push(best);
        best = '';
      }
    } else if (char === '.' || char === '^' || char === '$' || char === ']' || char === '}') {
      end();
    } else if (char >= ' ' && char <= '~') {
      take(char);
    } else {
      end();
    }
  }
  end();
  if (depth !== 0 || best === '') return undefined;
  literals.push(best);
  return literals;
}
