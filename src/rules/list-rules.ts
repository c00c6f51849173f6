// `listRules`: the rules file as data, for a caller that shows or picks rules without sweeping
// them (the MCP server's "list rules"; an id from here is what sweepProject's `ruleIds` takes).
// An InputError when there is no rules file or it cannot be read.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import type { Rule } from './model.js';
import { readRulesFile } from './parse.js';

export interface RulesListing {
  /** The rules file as people read it. */
  rulesFile: string;
  /** In file order, each with its id, text, position and verify lines. */
  rules: Rule[];
  /** What the parser noticed about the file. */
  diagnostics: Diagnostic[];
}

export async function listRules(input: { paths: ProjectPaths }): Promise<RulesListing> {
  const rulesFile = displayPath(input.paths.root, input.paths.rulesFile);
  const document = await readRulesFile(input.paths.rulesFile, rulesFile);
  return { rulesFile, rules: document.rules, diagnostics: document.diagnostics };
}
