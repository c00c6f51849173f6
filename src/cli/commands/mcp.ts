// `rulesweep mcp`: serve rulesweep's tools to an agent over stdio (src/mcp). Resolves the project
// the way every command run from a shell does, hands the server the process's streams, and exits
// 0 when the client closes the pipe. The MCP SDK is loaded only here, when this command runs.
import type { ExitCode } from '../../diagnostics/errors.js';
import { resolveProject } from '../../memory/paths.js';
import type { CliIo } from '../io.js';
import { VERSION } from '../version.js';

export interface McpOptions {
  root?: string;
  rules?: string;
}

export async function runMcp(options: McpOptions, io: CliIo): Promise<ExitCode> {
  const paths = () => resolveProject({ cwd: io.cwd, env: io.env, root: options.root, rules: options.rules });
  // A project that cannot be resolved (a broken .rulesweep.json) is an error now, not at the first call.
  paths();
  const { serveMcp } = await import('../../mcp/server.js');
  await serveMcp({
    paths,
    cwd: io.cwd,
    env: io.env,
    now: io.now,
    version: VERSION,
    stdin: io.stdin,
    stdout: io.stdout as NodeJS.WritableStream,
    note: (message) => void io.stderr.write(`rulesweep mcp: ${message.replace(/\s+/g, ' ')}\n`),
  });
  return 0;
}
