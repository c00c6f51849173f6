// Formatter registry: each format name maps to a module loaded only when that format is asked for.
import type { SweepReport } from '../sweep/result.js';
import type { FormatContext } from './context.js';

export type Formatter = (report: SweepReport, ctx: FormatContext) => string;

export const FORMAT_NAMES = ['text', 'json', 'github', 'markdown', 'sarif', 'junit'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

const LOADERS: Record<FormatName, () => Promise<Formatter>> = {
  text: async () => (await import('./text.js')).formatText,
  json: async () => (await import('./json.js')).formatJson,
  github: async () => (await import('./github.js')).formatGithub,
  markdown: async () => (await import('./markdown.js')).formatMarkdown,
  sarif: async () => (await import('./sarif.js')).formatSarif,
  junit: async () => (await import('./junit.js')).formatJunit,
};

export function loadFormatter(name: FormatName): Promise<Formatter> {
  return LOADERS[name]();
}
