// Recognising what rulesweep itself wrote, by content, wherever it was saved: a report written with
// `-o` (or redirected) in the tree must never be counted by the next sweep, or each sweep would find
// the last one's samples. Every report format carries a mark this module knows; the paths rulesweep
// writes by itself (stores, drafts, the log) are excluded by path before this is asked.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** First line of the markdown report: an HTML comment, invisible where the markdown is rendered. */
export const MARKDOWN_MARK = '<!-- rulesweep report -->';

const HEAD_BYTES = 4096;
const TAIL_BYTES = 1024;

const HEADS: RegExp[] = [
  // JSON reports (sweep --json, boot --json, scorecard --json) and the baseline file.
  /^\uFEFF?\s*\{\s*"tool"\s*:\s*"rulesweep"/,
  // SARIF: the tool driver is rulesweep.
  /^\uFEFF?\s*\{[\s\S]*?"driver"\s*:\s*\{\s*"name"\s*:\s*"rulesweep"/,
  // JUnit.
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?<testsuites name="rulesweep"/,
  // Markdown, with its mark, or as written before the mark existed.
  /^\uFEFF?(?:<!-- rulesweep report -->|## rulesweep: [^\n]*\n\nRules file [^\n]* · rulesweep )/,
];

/** Text and github reports: rows or annotations first, the verification summary last. */
const SWEEP_TEXT_HEAD = /^\uFEFF?(?:(?:PASS|FAIL|SKIP|ERROR|NOT RUN): |::(?:error|warning|notice)[ :]|\r?\n--- Verification Summary ---)/;
const SWEEP_TEXT_TAIL = /--- Verification Summary ---\r?\nRules checked: \d+ \| Passed: \d+ \| Failed: \d+ \| Skipped: \d+[^\n]*(?:\r?\n[^\n]*){0,3}\s*$/;
/** boot and scorecard as printed. */
const BOOT_HEAD = /^\uFEFF?(?:\u001B\[1m)?Date:(?:\u001B\[22m)? \d{4}-\d{2}-\d{2}/;
const BOOT_TAIL = /Boot complete: [^\n]*\s*$/;
const SCORECARD_HEAD = /^\uFEFF?=== Session Scorecard: /;
const SCORECARD_TAIL = /=== End Scorecard ===[\s\S]*$/;

/** True when `head` (the file's first bytes) and `tail` (its last) are a rulesweep report. */
export function looksLikeOwnOutput(head: string, tail: string): boolean {
  if (HEADS.some((pattern) => pattern.test(head))) return true;
  if (SWEEP_TEXT_HEAD.test(head) && SWEEP_TEXT_TAIL.test(tail)) return true;
  if (BOOT_HEAD.test(head) && BOOT_TAIL.test(tail)) return true;
  return SCORECARD_HEAD.test(head) && SCORECARD_TAIL.test(tail);
}

/** Reads the ends of `file` and says whether rulesweep wrote it; an unreadable file is not ours. */
export function isOwnOutputFile(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    readSync(fd, head, 0, head.length, 0);
    const tailLength = Math.min(TAIL_BYTES, size);
    const tail = Buffer.alloc(tailLength);
    readSync(fd, tail, 0, tailLength, size - tailLength);
    return looksLikeOwnOutput(head.toString('utf8'), tail.toString('utf8'));
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
