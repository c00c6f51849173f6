// `rulesweep mcp`: an MCP server over stdio, on the official SDK (@modelcontextprotocol/sdk). It
// offers the tools of ./tools.ts and the rules file as a resource (read-only), and runs until the
// client closes its end of the pipe. The streams are injected: the protocol owns stdout, so
// nothing else may write there; notes go to the stderr stream the caller gives.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { InputError } from '../diagnostics/errors.js';
import { displayPath, type ProjectPaths } from '../memory/paths.js';
import { callTool, TOOLS, type ToolContext } from './tools.js';

export interface McpServeOptions {
  /** The project, resolved again on each call (an edited `.rulesweep.json` applies at once). */
  paths(): ProjectPaths;
  /** The working directory the project is found from. */
  cwd: string;
  env: Record<string, string | undefined>;
  now(): Date;
  version: string;
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  /** One line per problem of the transport (a message that is not JSON-RPC, say). */
  note(message: string): void;
}

const INSTRUCTIONS = 'rulesweep keeps the lessons learned in this project as rules (.claude/memory/learned-rules.md) checked by ripgrep. '
  + 'Call query_learnings before a command that may have failed before; capture_learning when a command fails or a person corrects you; '
  + 'sweep to check the rules; draft_proposal to suggest a rule. Only a person approves rules, in `rulesweep evolve`.';

/** Serves until the client closes stdin (or the transport fails); resolves then. */
export async function serveMcp(options: McpServeOptions): Promise<void> {
  const server = new McpServer({ name: 'rulesweep', version: options.version }, { instructions: INSTRUCTIONS });
  const ctx: ToolContext = {
    paths: options.paths,
    cwd: options.cwd,
    env: options.env,
    now: options.now,
    agent: () => server.server.getClientVersion()?.name,
  };
  for (const tool of TOOLS) {
    server.registerTool(tool.name, {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema,
      annotations: { readOnlyHint: tool.readOnly, destructiveHint: false, idempotentHint: tool.readOnly, openWorldHint: false },
    }, (args: Record<string, unknown>) => callTool(tool, args, ctx));
  }
  const rulesUri = pathToFileURL(options.paths().rulesFile).href;
  server.registerResource('rules-file', rulesUri, {
    title: 'Learned rules',
    description: 'The project\'s rules file: each rule with its verify, guard and test lines. Read-only here; a person edits it.',
    mimeType: 'text/markdown',
  }, async (uri) => {
    const paths = options.paths();
    let text: string;
    try {
      text = await readFile(paths.rulesFile, 'utf8');
    } catch (error) {
      throw new InputError(`cannot read the rules file ${displayPath(paths.root, paths.rulesFile)}: ${(error as Error).message}`, { cause: error });
    }
    return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
  });

  const transport = new StdioServerTransport(options.stdin as never, options.stdout as never);
  // Set before connect(), which chains the server's own handlers after these: a line that is not
  // a message is noted and skipped, and the session goes on.
  transport.onerror = (error) => options.note(error.message);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  const close = () => void server.close();
  options.stdin.once('end', close);
  options.stdin.once('close', close);
  await server.connect(transport);
  await closed;
}
