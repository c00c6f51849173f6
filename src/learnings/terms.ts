// Words as the query engine compares them: lower-cased, split on anything that is not a letter
// or digit, and reduced by a small suffix stripper so "values", "installing" and "configured"
// meet "value", "install" and "configure". It only has to be consistent, not linguistically right.
import { remembered } from './memo.js';

const STOP_WORDS = new Set(
  'a an and are as at be by do does for from how i in is it of on or the this to was what when where which why with'.split(' '),
);

/** `stemWord`, remembered: a store repeats the same few thousand words over and over. */
export const stem: (word: string) => string = remembered(stemWord, 100_000);

function stemWord(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -5);
  else if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-km-np-rtv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/** Anything that is not part of a word: ASCII punctuation and spaces (letters beyond ASCII are word characters). */
export const NON_WORD = /[^a-z0-9\u00c0-\uffff]+/;

/** Every word of `text`, stemmed, in order (stop words included: phrases need them). */
export function terms(text: string): string[] {
  const out: string[] = [];
  if (text === '') return out;
  for (const word of text.toLowerCase().split(NON_WORD)) {
    if (word !== '') out.push(stem(word));
  }
  return out;
}

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/**
 * A cheap substring that every text containing a word with this stem also contains, for
 * skipping texts before tokenizing them ("dependency" comes from "dependencies").
 */
export function stemProbe(term: string): string {
  return term.length > 3 && term.endsWith('y') ? term.slice(0, -1) : term;
}
