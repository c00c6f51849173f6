// Tells a person correcting their agent ("no, use uv", "don't mock the database", "use bun instead
// of npm", "actually, …", "remember: …") from an ordinary request. Only the opening of a prompt
// is judged, and long prompts (pasted articles, logs) are never candidates: a correction is
// short and says so up front. False negatives are cheap; a false positive pollutes the store.

export interface CorrectionCue {
  /** Which phrasing gave it away, e.g. `no-use`, `instead-of`, `remember`. */
  cue: string;
}

/** Prompts longer than this are requests or pasted material, not corrections. */
export const MAX_CORRECTION_PROMPT = 1_500;
const OPENING = 400;

const DIRECTIVE = String.raw`(?:use|do|don'?t|do not|never|always|not|that'?s|it'?s|this|you|we|run|try|stop|should|instead|the|it|please|wrong|keep|put|call|install)`;

const CUES: Array<{ cue: string; pattern: RegExp }> = [
  { cue: 'no', pattern: new RegExp(String.raw`^(?:no+|nope|nah)\s*[,.!:;—–-]+\s*${DIRECTIVE}\b`, 'i') },
  { cue: 'instead-of', pattern: /\buse\s+[^.!?\n]{1,80}?\s+instead\s+of\s+\S/i },
  { cue: 'instead-of', pattern: /\binstead\s+of\s+[^.!?\n]{1,80}?,?\s+(?:use|run|call|try)\s+\S/i },
  { cue: 'instead', pattern: /\b(?:use|run|call|try)\s+[^.!?\n]{1,60}?\s+instead\b/i },
  { cue: 'not-but', pattern: /\buse\s+[^\s.!?,]{1,40},\s*not\s+\S/i },
  { cue: 'dont', pattern: /^(?:please\s+)?(?:don'?t|do not|never|stop)\s+(?!(?:you|we|they|i|mind|worry)\b)[a-z]/i },
  { cue: 'actually', pattern: /^actually\s*[,:—–-]?\s+\S/i },
  { cue: 'remember', pattern: /^(?:please\s+)?remember\s*(?::|,|\bthat\b|\bto\b)\s*\S/i },
  { cue: 'wrong', pattern: /^(?:that'?s|that is|this is|it'?s|it is|you'?re|you are)\s+(?:wrong|incorrect|not right|not correct|not what i)/i },
  { cue: 'wrong', pattern: /^wrong\s*[,.!:—–-]/i },
  { cue: 'always', pattern: /^(?:please\s+)?always\s+[a-z]/i },
  { cue: 'we-use', pattern: /^(?:in this (?:project|repo),?\s+)?we\s+(?:use|don'?t use|never use|always use)\s+\S/i },
];

const QUESTION = /^(?:what|why|how|when|where|which|who|can|could|would|will|is|are|does|did|should|shall)\b[^.!?\n]*\?/i;

/** The cue when `prompt` reads as a correction of the agent, else undefined. */
export function detectCorrection(prompt: string): CorrectionCue | undefined {
  const text = prompt.trim().replace(/[\u2018\u2019]/g, "'");
  if (text === '' || text.length > MAX_CORRECTION_PROMPT) return undefined;
  // Slash commands and questions to the agent are requests, not corrections.
  if (text.startsWith('/') || QUESTION.test(text)) return undefined;
  const opening = text.slice(0, OPENING);
  for (const { cue, pattern } of CUES) {
    if (pattern.test(opening)) return { cue };
  }
  return undefined;
}
