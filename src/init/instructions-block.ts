// The rulesweep block in CLAUDE.md or AGENTS.md: added once between its markers, at the end of
// the file, in the file's own line endings. A block already there is never rewritten, even when
// it differs from ours: the person may have edited it.

export const BLOCK_BEGIN = '<!-- rulesweep:begin -->';
export const BLOCK_END = '<!-- rulesweep:end -->';

export type BlockStatus =
  /** The file did not exist; it now holds the block alone. */
  | 'create'
  /** The block was appended to the file. */
  | 'append'
  /** The file already holds this very block. */
  | 'present'
  /** The file holds a rulesweep block that differs from ours (edited, or from another version). */
  | 'present-different';

export interface BlockMergeResult {
  text: string;
  status: BlockStatus;
}

export function mergeInstructionsBlock(existing: string | undefined, block: string): BlockMergeResult {
  const ours = block.replace(/\r\n/g, '\n').trimEnd() + '\n';
  if (!ours.startsWith(BLOCK_BEGIN) || !ours.trimEnd().endsWith(BLOCK_END)) {
    throw new Error(`the instructions template must start with ${BLOCK_BEGIN} and end with ${BLOCK_END}`);
  }
  if (existing === undefined) return { text: ours, status: 'create' };
  const normalized = existing.replace(/\r\n/g, '\n');
  if (normalized.includes(BLOCK_BEGIN)) {
    return { text: existing, status: normalized.includes(ours.trimEnd()) ? 'present' : 'present-different' };
  }
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  const separator = existing.trim() === '' ? '' : existing.endsWith('\n') ? eol : eol + eol;
  const body = existing.trim() === '' ? '' : existing;
  return { text: body + separator + ours.split('\n').join(eol), status: 'append' };
}
