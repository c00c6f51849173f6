// What a failed command's output says went wrong, as a class a person would name: the program
// is not there, a flag or subcommand it does not know, a make target or npm script that does not
// exist, an environment that refuses (PEP 668, a protected branch), a wrong platform; or trouble
// that is not the command's fault (the network, the Docker daemon, a rejected push, a merge
// conflict, a lint or type error in the code). bash, zsh, sh/ash and BSD or GNU wordings of one
// failure read the same. Pure text work; the hook loads it, so it imports nothing but ./commands and ./memo.
import { remembered } from './memo.js';
import { canonicalFlag, familyOf, familyOfInvocation, invocationOf, mainInvocation, parseCommand, programName, ranInvocation, runsProgram, subcommandGeneration, type Invocation } from './commands.js';

export type FailureClass =
  // The command was wrong: a lesson about which tool, flag or target to use.
  | 'not-found' | 'invalid-option' | 'usage' | 'unknown-subcommand' | 'no-such-target' | 'refused' | 'platform' | 'hang'
  // Not the command's fault: a lesson, if any, about the environment or the code.
  | 'network' | 'daemon' | 'rejected' | 'conflict' | 'auth' | 'permission' | 'code' | 'module' | 'missing-file'
  | 'resource' | 'lockfile'
  | 'other';

const BLAMES_COMMAND = new Set<FailureClass>(['not-found', 'invalid-option', 'usage', 'unknown-subcommand', 'no-such-target', 'refused', 'platform', 'hang']);

export interface FailureReading {
  /** The invocation that failed: the one the error names, else the command's main one. */
  invocation?: Invocation;
  /** Every invocation of the command line, set-up and nested ones too (see parseCommand). */
  ran: readonly Invocation[];
  failureClass: FailureClass;
  /** The error says the command itself was wrong (the tool, a flag, a subcommand, a target). */
  blamesCommand: boolean;
  /** The flag the failure is about, canonical (`--date` for `date -d`). */
  flag?: string;
  /** A short phrase telling failures of one class apart (`no such host`, `connection refused`). */
  key: string;
  /**
   * A name the command gave that the error says is not there (`main` for "pathspec 'main' did not
   * match", `laravel` for "Unknown database 'laravel'"): lessons about a project's names meet on it.
   */
  missing?: string;
  /** The flag the missing name was given to (`--platform` of `--platform Win64`): wrong values of one flag are one lesson. */
  missingFlag?: string;
}

/** Flags that macOS's BSD tools lack or read differently from GNU's: the usual culprit of a usage error. */
const DIVERGENT_FLAGS: Record<string, string[]> = {
  sed: ['--in-place', '--regexp-extended'],
  date: ['--date'],
  xargs: ['--no-run-if-empty'],
  readlink: ['--canonicalize'],
  stat: ['--format'],
  base64: ['--wrap'],
  grep: ['--perl-regexp'],
  find: ['-printf', '-regextype'],
  cp: ['--parents'],
  sort: ['-V'],
  ls: ['--color'],
  tail: ['--follow'],
};

interface ClassPattern {
  failureClass: FailureClass;
  regex: RegExp;
  /** The phrase kept as key (the match, lower-cased, when absent). */
  key?: string;
  /** The key read from the matching line, where what it names tells problems apart (which module, which port). */
  keyOf?: (line: string) => string;
}

/** Shell wordings of "no such program", each capturing the program's name. */
const NOT_FOUND: RegExp[] = [
  /command not found: (\S+)/gim,
  // Ubuntu's command-not-found helper: "Command 'python' not found, did you mean:".
  /^Command '([^']+)' not found\b/gim,
  /(?:^|: )(?:line \d+: )?([^\s:]+): command not found/gim,
  /^(?:\/\S*\/)?(?:ba|da|a|z|k)?sh: (?:eval: )?(?:line \d+: |\d+: )?([^\s:]+): (?:not found|No such file or directory)/gim,
  /'([^']+)' is not recognized as an internal or external command/gim,
  // PowerShell: "The term 'x' is not recognized as the name of a cmdlet" (5.1), "as a name of" (7).
  /The term '([^']+)' is not recognized as (?:the|a) name of a cmdlet/gim,
  /exec: "([^"]+)": executable file not found/gim,
  // fish: "fish: Unknown command: probe-run".
  /^fish: Unknown command: '?([^\s']+)'?$/gim,
  /^env: ['‘]?([^\s'’:]+)['’]?: No such file or directory/gim,
  // BusyBox running a script whose #! names a missing interpreter: "env: can't execute 'bash': No such file or directory".
  /^env: can't execute '([^']+)'/gim,
  /spawn (\S+) \bENOENT\b/gim,
  // What `find -exec`, `xargs` or a runner ran: "find: sha256sum: No such file or directory".
  /^[\w.+-]+: ([\w.+-]+): (?:No such file or directory|command not found|not found)$/gim,
  // `python3 -m pip`: "No module named pip" (the module the interpreter was asked to run is not there).
  /No module named (\S+)$/gim,
  // NixOS's command-not-found: "The program 'gleam' is not in your PATH. You can make it available in an ephemeral shell…".
  /^The program '([^']+)' is not in your PATH/gim,
  // A tool that needs another program: gleam's "The program `rebar3` was not found. Is it installed?".
  /^The program [`']([^`']+)[`'] was not found\b/gim,
  // uv run: "error: Failed to spawn: `black`" (the program it was asked to run is not installed).
  /Failed to spawn: `([^`]+)`/gim,
  // zsh, for a program called by a path that is not there: "zsh: no such file or directory: ./vendor/bin/x".
  /^(?:\(eval\):\d+: |zsh: )?no such file or directory: (\S+)/gim,
];

/** A linker's "no such library", in ld64's, GNU ld's, lld's and MSVC link's words, capturing its name. */
const LINKER = /\bld(?:\.\w+)?: (?:error: )?(?:library '([^']+)' not found|library not found for -l([\w.+-]+)|cannot find -l([\w.+-]+)|unable to find library -l([\w.+-]+))|\bLNK1181: cannot open input file '([^']+?)(?:\.lib)?'/im;

function libraryKey(line: string): string {
  const named = LINKER.exec(line);
  const name = named?.slice(1).find((group) => group !== undefined);
  return name ? `library ${name.toLowerCase()}` : 'library';
}

/** In priority order: the first that matches a line decides. */
const PATTERNS: ClassPattern[] = [
  // BSD make (FreeBSD's make, bmake) reading a GNU Makefile: the make, not the target, is the mistake.
  { failureClass: 'platform', regex: /^make: "[^"]+" line \d+: (?:Need an operator|Invalid line type|Missing dependency operator|Unassociated shell command|Unknown directive|Unknown modifier)/m, key: 'bsd make' },
  { failureClass: 'platform', regex: /exec format error|platform \([^)]*\) does not match the detected host platform|bad CPU type in executable/im, key: 'exec format error' },
  { failureClass: 'daemon', regex: /Cannot connect to the Docker daemon|Is the docker daemon running|docker\.sock|error during connect/im, key: 'docker daemon' },
  // Podman on macOS and Windows runs in a VM that is off until `podman machine start`.
  { failureClass: 'daemon', regex: /Cannot connect to Podman|unable to connect to Podman socket|podman machine start/im, key: 'podman machine' },
  { failureClass: 'refused', regex: /externally-managed-environment|This environment is externally managed/im, key: 'externally managed' },
  { failureClass: 'refused', regex: /defines "packageManager"|Corepack must|This project is configured to use|Use "\w+(?: install)?" for installation|only-allow/im, key: 'package manager pinned' },
  { failureClass: 'refused', regex: /Cannot force-push|protected branch|GH006|GH013|Repository rule violations|pre-receive hook declined|force.?push(?:ing)? is (?:not allowed|disabled|forbidden)/im, key: 'protected branch' },
  { failureClass: 'rejected', regex: /\[rejected\]|non-fast-forward|\(fetch first\)|Updates were rejected|tip of your current branch is behind/im, key: 'rejected' },
  { failureClass: 'conflict', regex: /CONFLICT \(|Merge conflict|could not apply [0-9a-f]|would be overwritten by|Your local changes to the following|unmerged files|needs merge/im, key: 'conflict' },
  // A test runner that found nothing to run was pointed at the wrong place or is the wrong runner (ctest in a Zephyr tree).
  { failureClass: 'no-such-target', regex: /No tests were found|^collected 0 items|no tests ran in|No tests found, exiting|No test files found/im, key: 'no tests found' },
  { failureClass: 'no-such-target', regex: /No rule to make target|Missing script:?|Couldn't find a script named|missing script|ERR_PNPM_NO_SCRIPT|Command "[^"]+" not found|No such task|Task "[^"]+" (?:not found|does not exist)|Unknown target|Cannot find script/im, key: 'no such target' },
  // A version-control command run where there is no repository of it (a Perforce workspace, a plain folder).
  { failureClass: 'no-such-target', regex: /not a git repository|abort: no repository found|is not a working copy|There is no \w+ repository here/im, key: 'not a repository' },
  { failureClass: 'unknown-subcommand', regex: /is not a (?:docker|git|podman|\w+) command|unknown command "?[\w:-]+"? for|^(?:error: )?Unknown command:? |No such command|invalid choice: '|unrecognized subcommand|no such subcommand|Unknown subcommand/im, key: 'unknown subcommand' },
  { failureClass: 'invalid-option', regex: /(?:illegal|invalid|unrecognized|unknown|bad) option|unknown (?:shorthand )?flag|unexpected argument '-|no such option|unrecognized arguments: -|option requires an argument|unknown primary or operator|invalid argument '-|is not a recognized option/im, key: 'invalid option' },
  { failureClass: 'usage', regex: /invalid command code|extra characters at the end of|command \w expects \\ followed by text|unterminated (?:substitute|`s'|regular expression)|undefined label|bad flag in substitute|unknown command: `|unexpected `?EOF|illegal (?:line|byte) count|illegal offset|^usage: /im, key: 'usage' },
  { failureClass: 'hang', regex: /Command timed out after|timed out after \d+ ?(?:ms|s|m)\b(?!.*connect)/im, key: 'timed out' },
  // A linker that found no native library ("ld: library 'ssl' not found", "cannot find -lgc"): one to
  // install or point the build at, by its name; before the network, whose "SSL" the link line spells.
  { failureClass: 'module', regex: LINKER, key: 'library', keyOf: libraryKey },
  // ssh refusing a host whose key changed ("Host key verification failed"): a host to trust again, not the network.
  { failureClass: 'auth', regex: /Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED/im, key: 'host key' },
  { failureClass: 'network', regex: /no such host|getaddrinfo|\bENOTFOUND\b|\bEAI_AGAIN\b|Could not resolve host|name resolution/im, key: 'no such host' },
  // (curl's "(7) Failed to connect to localhost port 3000 … Couldn't connect to server" is a refusal too.)
  { failureClass: 'network', regex: /connection refused|\bECONNREFUSED\b|was refused|Failed to connect to \S+ port \d+|Could(?:n't| not) connect to server/im, key: 'connection refused', keyOf: refusedAt },
  { failureClass: 'network', regex: /i\/o timeout|\bETIMEDOUT\b|timed out|Read timed out|ConnectTimeout|TLS handshake timeout|temporary error|try again later/im, key: 'timeout' },
  { failureClass: 'network', regex: /\bECONNRESET\b|Connection reset|Network is unreachable|unreachable(?!=\d)|Failed to connect|Could not fetch URL|Max retries exceeded|certificate verify failed|SSL|\bproxy(?:connect)?\b|50[234] |Service Unavailable|Bad Gateway|META_FETCH_FAIL/im, key: 'network' },
  { failureClass: 'auth', regex: /Permission denied \(publickey|Authentication failed|Unauthorized|40[13] |Forbidden|could not read Username|You must be logged in|token (?:has )?expired|invalid credentials|access denied|not logged in/im, key: 'auth' },
  // A database server that is not running or not there: the server, not the command (`psql`, `mysql` as such) went wrong (after
  // auth: a refused password is another problem).
  { failureClass: 'daemon', regex: /Is the server running|could not connect to server|Can't connect to (?:local )?(?:MySQL|MariaDB) server|connection to server (?:at|on) .{0,120}failed/im, key: 'database server' },
  { failureClass: 'permission', regex: /Permission denied|\bEACCES\b|Operation not permitted|\bEPERM\b|must be run as root|are you root/im, key: 'permission' },
  { failureClass: 'resource', regex: /No space left|out of memory|\bKilled\b|port is already allocated|address already in use|\bEADDRINUSE\b|Too many open files/im, key: 'resource' },
  { failureClass: 'lockfile', regex: /lockfile (?:had changes|is frozen|is out of date|needs to be updated)|frozen-lockfile|OUTDATED_LOCKFILE|lock file .* out of date/im, key: 'lockfile' },
  { failureClass: 'module', regex: /ModuleNotFoundError|No module named|Cannot find module|ERR_MODULE_NOT_FOUND|cannot find package|ImportError|could not find module|Package \S+ not found in current path|there is no package called|Can't locate \S+\.pm in @INC|Library "[^"]+" not found|can't find crate for/im, key: 'module', keyOf: moduleKey },
  { failureClass: 'code', regex: /error TS\d+|SyntaxError|TypeError|ReferenceError|NameError|AssertionError|AttributeError|Found \d+ errors?|\d+ problems? \(|would reformat|would be reformatted|panic:|error\[E\d+\]|^│ Error:|Error: [A-Z][a-z]+ argument|nil pointer|did NOT match|\bELIFECYCLE\b|make: \*\*\* \[[^\]]*\] Error \d+|\b[EFW]\d{3,4}\b|Traceback \(most recent call last\)|UPGRADE FAILED/im, key: 'code' },
  // A test runner's FAILED, in capitals: "connection … failed" is not a failing test.
  { failureClass: 'code', regex: /(?<!BUILD )\bFAILED\b/m, key: 'code' },
  { failureClass: 'missing-file', regex: /No such file or directory|\bENOENT\b|cannot access|does not exist|not found/im, key: 'missing file' },
];

const reading = remembered((generationAndKey) => {
  const key = generationAndKey.slice(generationAndKey.indexOf('\u0001') + 1);
  const split = key.indexOf('\u0000');
  const command = key.slice(1, split);
  return classify(key[0] === '1' ? command : undefined, key.slice(split + 1));
}, 50_000);

/** Reads a failure; remembered, since a store repeats the same failures. */
export function readFailure(command: string | undefined, error: string | undefined): FailureReading {
  // Read again for another store's subcommands (see withStoreSubcommands).
  return reading(`${subcommandGeneration()}\u0001${command === undefined ? '0' : '1'}${command ?? ''}\u0000${error ?? ''}`);
}

/** A reading before it is given the invocations it was read from. */
type Classified = Omit<FailureReading, 'ran'>;

function classify(command: string | undefined, error: string): FailureReading {
  const invocations = parseCommand(command);
  const lines = errorLines(error);
  const found = { ...classified(invocations, lines, command), ran: invocations };
  if (!NAMES_MATTER.has(found.failureClass)) return found;
  const missing = missingName(invocations, lines);
  if (missing) return { ...found, missing: missing.name, ...(missing.flag ? { missingFlag: missing.flag } : {}) };
  // A file the tool looked for and the command did not name (`npm install` in a folder with no
  // package.json, gleam run outside the folder of gleam.toml): which file tells the mistakes apart.
  const file = found.failureClass === 'missing-file' && found.key === 'missing file' ? fileLookedFor(lines) : undefined;
  return file ? { ...found, key: `missing file ${file}` } : found;
}

/** A file named in an error line: a path whose last part has an extension, or a build file's usual name. */
const FILE_NAMED = /(?:^|[\s'"`(=])(?:[\w.~@+-]*[\/\\])*([\w@+-][\w.@+-]*\.[a-z][a-z0-9]{0,9}|Makefile|Dockerfile|Gemfile|Justfile|Procfile|Rakefile|Pipfile|Vagrantfile|Containerfile)(?=$|[\s'"`):,;])/im;

/** A line that says something is not there, or asks for a file it names on the next line ("trying to read this file:"). */
const NOT_THERE_LINE = /No such file|\bENOENT\b|cannot access|does not exist|doesn'?t exist|(?:could not|couldn'?t|can'?t|cannot|unable to|failed to) (?:read|open|find|load|locate)|no such/i;
const ASKS_FOR_FILE = /\b(?:read|open|find|load|locate)\b[^:]*:$/i;

function fileLookedFor(lines: readonly string[]): string | undefined {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const asked = i > 0 && ASKS_FOR_FILE.test(lines[i - 1]!) && !/\s/.test(line);
    if (!asked && !NOT_THERE_LINE.test(line)) continue;
    const named = FILE_NAMED.exec(line);
    if (named && !/^\d+(?:\.\d+)+$/.test(named[1]!)) return named[1]!.toLowerCase();
  }
  return undefined;
}

const CRLF = /[‘'"]?\w*\\r[’'"]?: (?:No such file or directory|command not found)|\$'\\r': command not found|\^M: bad interpreter|bad interpreter: \S*\^M/;
/** bash's "./x: /bin/bash: bad interpreter: No such file or directory" and zsh's "zsh: ./x: bad interpreter: /bin/bash: no such file or directory", capturing the interpreter. */
const BAD_INTERPRETER = /: (\/[^\s:^]+): bad interpreter: No such file or directory|bad interpreter: (\/[^\s:^]+): no such file or directory/i;
const ZSH_NO_MATCH = /^(?:zsh:\d*:? |\(eval\):\d+: )no matches found: /m;
/** fish refusing a command line's syntax (`$?`, `for …; do`, a heredoc, `VAR=x cmd`); not a command it cannot find or a job it ran. */
const FISH_SYNTAX = /^fish: (?!Unknown command|Job \d|The file )/m;
const PS_SEPARATOR = /The token '(&&|\|\|)' is not a valid statement separator/;
/** PowerShell given a POSIX shell's way to set a variable: `VAR=value cmd`, `export VAR=…`, `env VAR=… cmd`. */
const PS_ENV = /The term '(?:[A-Za-z_][A-Za-z0-9_]*=[^']*|export|env|unset)' is not recognized/;
/** PowerShell given `source` (`source .venv/bin/activate`): a script to dot-source, another lesson than variables. */
const PS_SOURCE = /The term 'source' is not recognized/;
/** The cmdlets PowerShell aliases POSIX command names to, which take other flags (`rm -rf` is Remove-Item). */
const CMDLETS = ['Remove-Item', 'Get-ChildItem', 'Copy-Item', 'Move-Item', 'Get-Content', 'Set-Location', 'Invoke-WebRequest', 'Select-String', 'Get-Process',
  'Stop-Process', 'New-Item', 'Write-Output', 'Sort-Object', 'Get-Location', 'Clear-Host', 'Compare-Object', 'Tee-Object'];
/** One of them refusing a POSIX flag (or a string where it wants a dictionary: `curl -H` is Invoke-WebRequest's). */
const PS_ALIAS = new RegExp(`^(${CMDLETS.join('|')})\\s*: (?:A parameter cannot be found that matches parameter name|Parameter cannot be processed because the parameter name|Cannot bind parameter ')`, 'm');

/** An invocation of `program` with nothing else: what failed when the command's own words do not matter. */
function programAlone(program: string): Invocation {
  return { program, flags: [], args: [], wrappers: [] };
}

/** sudo refusing the user ("not in the sudoers file") or wanting a password no one can type. */
const NO_SUDO = /is not in the sudoers file|a terminal is required to read the password|sudo: a password is required|sudo: no tty present|is not allowed to run sudo/i;

/** Classes whose failure may be a name the command gave (a server that is down or a network that is not is another story). */
const NAMES_MATTER = new Set<FailureClass>(['other', 'code', 'usage', 'missing-file', 'no-such-target', 'invalid-option', 'unknown-subcommand', 'rejected', 'auth']);

/** Errors that say a name given is not there. */
const NOT_THERE = /did not match|not found|couldn'?t find|could not find|unknown|does not exist|doesn'?t exist|no such|invalid|not a valid|must be a|cannot find|can't find|no matches for|is not a (?:commit|branch|ref)/i;

/** BSD sed's complaint about its script: `sed: 1: "<script>": <what is wrong>`. */
const BSD_SED_SCRIPT = /^sed: \d+: "/;

/** Errors that say a branch given as a flag's value is not one, naming none ("Base ref must be a branch"). */
const NOT_A_BRANCH = /\b(?:base|head) ref must be a branch|\bnot a (?:valid )?branch\b/i;
/** Flags that take a branch. */
const BRANCH_FLAGS = new Set(['--base', '-B', '--head', '-H', '--branch', '--target-branch', '--target']);

/** The name the command gave that an error line says is not there, quoted in it or after "ref". */
function missingName(invocations: readonly Invocation[], lines: readonly string[]): { name: string; flag?: string } | undefined {
  // BSD sed quotes the script it could not parse (`sed: 1: "vcpkg.json": invalid command code v`
  // after GNU-style `sed -i 's/…/' vcpkg.json` took the script as the backup suffix): no name is missing.
  const telling = lines.filter((line) => NOT_THERE.test(line) && !BSD_SED_SCRIPT.test(line));
  if (telling.length === 0) return undefined;
  // Each word the command gave, with the flag it was the value of (`--platform Win64`, `--preset=release`).
  const given = new Map<string, string | undefined>();
  for (const invocation of invocations) {
    invocation.args.forEach((arg, index) => {
      const assigned = /^(--?[a-z][\w-]*)=(.+)$/i.exec(arg);
      if (arg.startsWith('-') && !assigned) return;
      const before = invocation.args[index - 1];
      const flag = assigned ? assigned[1] : before !== undefined && /^--?[a-z]/i.test(before) && !before.includes('=') ? before : undefined;
      for (const part of (assigned ? assigned[2]! : arg).split(/\s+|\.\.\.?|[=,]/)) {
        const word = part.replace(/^["'(]|["');]$/g, '');
        if (word.length >= 2 && !given.has(word)) given.set(word, flag);
      }
    });
  }
  if (given.size === 0) return undefined;
  for (const line of telling) {
    if (NOT_A_BRANCH.test(line)) {
      const branch = [...given].find(([, flag]) => flag !== undefined && BRANCH_FLAGS.has(flag));
      if (branch) return { name: nameOf(branch[0].toLowerCase()), flag: branch[1] };
    }
    for (const match of line.matchAll(/['"`‘“]([^'"`’”\s]{2,80})['"`’”]|\bref\s+([\w./-]{2,80})/g)) {
      const named = (match[1] ?? match[2]!).toLowerCase();
      for (const part of named.split(/\.\.\.?/)) {
        const arg = given.has(part) ? part : [...given.keys()].find((each) => each.endsWith(`/${part}`) || each.startsWith(`${part}.`));
        if (arg === undefined) continue;
        const flag = given.get(arg);
        return { name: nameOf(part), ...(flag ? { flag } : {}) };
      }
    }
  }
  return undefined;
}

/** `main` for `origin/main`: the name itself, whatever remote or folder it was given under. */
function nameOf(text: string): string {
  return text.slice(text.lastIndexOf('/') + 1);
}

/** ash's or dash's word for bash's `[[ … ]]`: "/bin/sh: [[: not found", "script.sh: line 7: [[: not found". */
const BASH_TEST_MISSING = /(?:^|: )\[\[: not found$/m;

function classified(invocations: readonly Invocation[], lines: readonly string[], command: string | undefined): Classified {
  // One pass per pattern over the whole output (the patterns anchor to lines with the m flag).
  const text = lines.join('\n');
  // A script saved with Windows line endings: its `#!` names `bash\r`, each line ends in `$'\r'`.
  // Whatever script it was, the shell reading it is what failed.
  if ((text.includes('\\r') || text.includes('^M')) && CRLF.test(text)) return { invocation: programAlone('sh'), failureClass: 'platform', blamesCommand: true, key: 'crlf line endings' };
  // A script whose #! names an interpreter the system does not have there (`#!/bin/bash` on NixOS):
  // the interpreter's path, not the script, is the mistake, whichever script it was.
  const interpreter = text.includes('bad interpreter') ? BAD_INTERPRETER.exec(text) : null;
  if (interpreter) {
    const path = interpreter[1] ?? interpreter[2]!;
    const slash = path.lastIndexOf('/');
    return { invocation: { ...programAlone(programName(path.slice(slash + 1))), ...(slash >= 0 ? { dir: path.slice(0, slash + 1) } : {}) }, failureClass: 'platform', blamesCommand: true, key: 'bad interpreter' };
  }
  // zsh expanding an unquoted glob (`poetry add x[gcp]`, `gs://bucket/dt=*`, `-E test(x)`) that matches no file: the
  // quoting, not the command, is the mistake, whatever ran.
  if (text.includes('no matches found') && ZSH_NO_MATCH.test(text)) return { invocation: programAlone('zsh'), failureClass: 'usage', blamesCommand: true, key: 'zsh no matches' };
  // fish given a POSIX shell's syntax: the shell, not the command, is the mistake.
  if (text.includes('fish: ') && FISH_SYNTAX.test(text)) return { invocation: programAlone('fish'), failureClass: 'platform', blamesCommand: true, key: 'fish syntax' };
  // Windows PowerShell 5.1 knows no `&&` or `||`: the shell, not the command, is the mistake.
  const separator = text.includes('statement separator') ? PS_SEPARATOR.exec(text) : null;
  if (separator) return { invocation: { ...programAlone('powershell'), args: [separator[1]!] }, failureClass: 'platform', blamesCommand: true, key: `no ${separator[1]}` };
  // …nor `VAR=value cmd` or `export`, and its `rm`, `ls`, `cp` are cmdlets with other flags.
  if (text.includes('is not recognized') && PS_ENV.test(text)) return { invocation: { ...programAlone('powershell'), args: ['env'] }, failureClass: 'platform', blamesCommand: true, key: 'no posix env' };
  if (text.includes('is not recognized') && PS_SOURCE.test(text)) return { invocation: { ...programAlone('powershell'), args: ['source'] }, failureClass: 'platform', blamesCommand: true, key: 'no posix source' };
  // (Which cmdlet: `rm -rf` given to Remove-Item is not `curl -X` given to Invoke-WebRequest.)
  const alias = text.includes('arameter') /* "Parameter" or "parameter" */ ? PS_ALIAS.exec(text) : null;
  if (alias) {
    const cmdlet = alias[1]!.toLowerCase();
    return { invocation: { ...programAlone('powershell'), args: ['alias', cmdlet] }, failureClass: 'platform', blamesCommand: true, key: `${CMDLET_ALIAS} ${cmdlet}` };
  }
  // A POSIX shell (ash, dash) given bash's `[[`: bash is what the script needed and did not get.
  if (text.includes('[[: not found') && BASH_TEST_MISSING.test(text)) return { invocation: programAlone('bash'), failureClass: 'not-found', blamesCommand: true, key: 'not found' };
  const missing = missingProgram(text, invocations, command);
  if (missing) return { invocation: missing, failureClass: 'not-found', blamesCommand: true, key: 'not found' };
  // sudo that may not be used here: whatever it ran, sudo is what failed.
  if (text.includes('sudo') && NO_SUDO.test(text) && invocations.some((invocation) => invocation.wrappers.includes('sudo') || invocation.program === 'sudo')) {
    return { invocation: programAlone('sudo'), failureClass: 'refused', blamesCommand: true, key: 'no sudo' };
  }
  // What a runner ran is what failed: `npx expo build:ios` is expo's failure.
  const found = shebangEnv(text, invocations) ?? namedInvocation(lines, invocations) ?? mainInvocation(invocations);
  // …unless the runner says it failed itself (` ERR_PNPM_NO_IMPORTER_MANIFEST_FOUND`, `npm error`).
  const named = found && (scriptThatSpoke(found, text) ?? (!speaksFor(found.program, text) ? ranInvocation(found) : found));
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const start = text.lastIndexOf('\n', match.index) + 1;
    const stop = text.indexOf('\n', match.index);
    const line = text.slice(start, stop === -1 ? text.length : stop);
    // A sed script that is wrong whatever the platform: GNU sed's own error ("-e expression #1"), or
    // BSD sed's from a command that already gave -i its suffix. The lesson of `sed -i` is not in it.
    const failureClass = pattern.failureClass === 'usage' && named && familyOf(named.program) === 'sed' && sedScriptError(named, line) ? 'code' : pattern.failureClass;
    const flag = named && failureClass !== 'code' ? culpritFlag(failureClass, line, named) ?? refusedFlag(failureClass, pattern.regex, line, text, named) : undefined;
    return {
      ...(named ? { invocation: named } : {}),
      failureClass,
      blamesCommand: BLAMES_COMMAND.has(failureClass),
      ...(flag ? { flag } : {}),
      // Two failing builds or tests are one problem only when they fail alike: the key is what they say.
      key: failureClass === 'code' ? `code ${otherKey(lines)}` : pattern.keyOf?.(line) ?? pattern.key ?? line.toLowerCase(),
    };
  }
  return { ...(named ? { invocation: named } : {}), failureClass: 'other', blamesCommand: false, key: otherKey(lines) };
}

/**
 * A refused connection with the port it was refused on: nothing listening on 5432 (the database is
 * on 5433 here) is another problem than nothing on 5433 (the database is down).
 */
/** A time of day in a log line: `09:14:02`, `08:24:11.902`. */
const CLOCK = /\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g;

function refusedAt(line: string): string {
  // (A log line's clock, "09:14:02.517 [error] … (localhost:5432)", names no port.)
  const port = /\bport (\d{2,5})\b|\.s\.PGSQL\.(\d{2,5})|:(\d{2,5})\b(?!\.\d)/i.exec(line.replace(CLOCK, ''));
  const number = port?.[1] ?? port?.[2] ?? port?.[3];
  return number === undefined ? 'connection refused' : `connection refused :${number}`;
}

/**
 * A refusal names the flag on another of its lines than the first: GitHub says "GH006: Protected
 * branch update failed", then "- Cannot force-push to this branch".
 */
function refusedFlag(failureClass: FailureClass, regex: RegExp, first: string, text: string, invocation: Invocation): string | undefined {
  if (failureClass !== 'refused') return undefined;
  for (const line of text.split('\n')) {
    if (line === first || !regex.test(line)) continue;
    const flag = culpritFlag(failureClass, line, invocation);
    if (flag) return flag;
  }
  return undefined;
}

/** env refusing an option it was given in a script's first line (`#!/usr/bin/env -S uv run`), not on the command line. */
const SHEBANG_ENV = /^(?:(?:\/usr)?\/bin\/)?env: (?:invalid|illegal|unrecognized) option/m;

/**
 * A script whose `#!` line asks env for an option this system's env lacks (coreutils before 8.30,
 * BusyBox): env is what failed, whichever script it was.
 */
function shebangEnv(text: string, invocations: readonly Invocation[]): Invocation | undefined {
  if (!text.includes('env: ') || invocations.some((invocation) => invocation.program === 'env') || !SHEBANG_ENV.test(text)) return undefined;
  return programAlone('env');
}

/** sed's complaint is about its script, not the platform: GNU's own wording, or `-i` given its suffix already. */
function sedScriptError(invocation: Invocation, line: string): boolean {
  if (/-e expression #\d/.test(line)) return true;
  const at = invocation.args.indexOf('-i');
  const suffix = at !== -1 ? invocation.args[at + 1] : undefined;
  return suffix === '' || invocation.args.some((arg) => /^-i.+/.test(arg) && !arg.startsWith('-i=')) || invocation.args.includes('--in-place');
}

/**
 * A script run by its interpreter that complained itself (`cook.py: error: argument --platform:
 * invalid choice`, `usage: cook.py …`): the script is what failed, the interpreter only ran it.
 */
function scriptThatSpoke(invocation: Invocation, text: string): Invocation | undefined {
  const interpreter = familyOf(invocation.program);
  if (interpreter !== 'python' && interpreter !== 'node' && interpreter !== 'ruby' && interpreter !== 'php') return undefined;
  const index = invocation.args.findIndex((arg) => !arg.startsWith('-'));
  const script = index >= 0 ? invocation.args[index]! : undefined;
  if (script === undefined || !/\.(?:py|js|mjs|cjs|rb|php)$/.test(script)) return undefined;
  const name = script.slice(Math.max(script.lastIndexOf('/'), script.lastIndexOf('\\')) + 1);
  const lower = text.toLowerCase();
  if (!lower.includes(`${name}: error`) && !lower.includes(`usage: ${name}`)) return undefined;
  const ran = invocationOf(invocation.args.slice(index));
  return ran ? { ...ran, wrappers: [...invocation.wrappers, invocation.program] } : undefined;
}

/** The output names `program` as who complains: `pnpm:`, `ERR_PNPM_…`, `npm error`. */
function speaksFor(program: string, text: string): boolean {
  const lower = text.toLowerCase();
  return lower.includes(`err_${program}`) || lower.includes(`${program}:`) || lower.includes(`${program} error`) || lower.includes(`${program} err!`);
}

/** Interpreters a script names in its first line. */
const SHELLS = new Set(['bash', 'sh', 'zsh', 'ash', 'dash', 'ksh', 'fish', 'python', 'python3', 'node', 'ruby', 'perl']);

function errorLines(error: string): string[] {
  const all = error.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trim()).filter(Boolean);
  // The head and the tail say what went wrong; a long log's middle rarely does.
  return all.length <= 60 ? all : [...all.slice(0, 40), ...all.slice(-20)];
}

function missingProgram(text: string, invocations: readonly Invocation[], command: string | undefined): Invocation | undefined {
  if (!/not found|not recognized|No such file|\bENOENT\b|Failed to spawn|No module named|^fish: Unknown command|is not in your PATH/im.test(text)) return undefined;
  const words = (command ?? '').split(/\s+/);
  for (const regex of NOT_FOUND) {
    for (const match of text.matchAll(regex)) {
      const named = match[1]!.replace(/^['"‘`]|['"’`]$/g, '');
      // Windows names a script or program with its extension (`'RunUAT.bat' is not recognized`); the program is its name.
      const base = programName(named.slice(Math.max(named.lastIndexOf('/'), named.lastIndexOf('\\')) + 1));
      const invocation = invocations.find((candidate) => candidate.program === base || candidate.wrappers.includes(base) || runs(candidate, base, words));
      // A script run by its path whose interpreter is missing (`./scripts/ci/check.sh` and no bash): the interpreter failed.
      if (!invocation && SHELLS.has(base) && invocations.some((candidate) => candidate.dir !== undefined)) return programAlone(base);
      // make runs a recipe's program itself: "make: docker: No such file or directory" is docker not found.
      if (!invocation && /^g?make: /.test(match[0]) && invocations.some((candidate) => candidate.program === 'make' || candidate.program === 'gmake')) return programAlone(base);
      // cmd runs the command line given to /c: "'RunUAT.bat' is not recognized" after `cmd /c "RunUAT.bat …"` is RunUAT not found.
      if (!invocation && /is not recognized as an internal or external command/.test(match[0]) && invocations.some((candidate) => candidate.program === 'cmd')) return programAlone(base);
      // "The program `rebar3` was not found" says it is a program, whichever tool needed it (gleam, for Erlang deps).
      if (!invocation && /^The program /.test(match[0])) return programAlone(base);
      if (!invocation) continue;
      if (invocation.program === base) return invocation;
      // What a runner was asked to run is missing (`uv run black --check .`): that program failed.
      if (runs(invocation, base, words)) return programAlone(base);
      // The wrapper was missing (`sudo: not found`): it is the program that failed.
      return { program: base, flags: [], args: [invocation.program, ...invocation.args], wrappers: [] };
    }
  }
  return undefined;
}

/** `invocation` runs another program (`uv run`, `pnpm exec`, `find -exec`, `xargs`) and the command line names `program` among its words. */
function runs(invocation: Invocation, program: string, words: readonly string[]): boolean {
  if (runsProgram(invocation.program, invocation.sub)) return words.includes(program);
  // `find … -exec X`: the word after -exec (another word find names is a path it did not find).
  if (invocation.program === 'find' || invocation.program === 'gfind') return words.some((word, i) => word === program && /^-(?:exec|execdir|ok|okdir)$/.test(words[i - 1] ?? ''));
  // `xargs -0 X`, `timeout 5 X`: the first word after the program that is neither a flag nor a number.
  if (!RUNS_COMMANDS.has(invocation.program)) return false;
  const after = words.slice(words.indexOf(invocation.program) + 1).find((word) => !word.startsWith('-') && !/^\d/.test(word));
  return after === program;
}

/** Programs that run the command that follows their own options: `xargs X`, `timeout 5 X`. */
const RUNS_COMMANDS = new Set(['xargs', 'gxargs', 'parallel', 'watch', 'timeout', 'gtimeout']);

/** The invocation an error line starts with by name (`xargs: illegal option -- r`, `sed: 1: …`). */
function namedInvocation(lines: readonly string[], invocations: readonly Invocation[]): Invocation | undefined {
  if (invocations.length < 2) return invocations[0];
  // ssh failing to reach or trust the host ran nothing there: ssh failed, whatever it was to run.
  const ssh = invocations.find((invocation) => invocation.program === 'ssh');
  if (ssh && lines.some((line) => SSH_OWN.test(line))) return ssh;
  for (const line of lines.slice(0, 10)) {
    const match = /^([\w.+-]+):/.exec(line);
    if (!match) continue;
    const name = match[1]!.toLowerCase();
    const found = invocations.find((invocation) => invocation.program === name || familyOf(invocation.program) === familyOf(name));
    if (found) return found;
  }
  return undefined;
}

/** ssh's own complaints: the connection, the host key, the login. */
const SSH_OWN = /^ssh: |Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|Permission denied \(publickey|Connection (?:refused|timed out|closed by)/;

function culpritFlag(failureClass: FailureClass, line: string, invocation: Invocation): string | undefined {
  if (failureClass === 'invalid-option') {
    // Java's joptsimple (Kafka's tools): "UnrecognizedOptionException: zookeeper is not a recognized option".
    const java = /([\w-]+) is not a recognized option/.exec(line);
    if (java) return canonicalFlag(invocation.program, invocation.sub, `--${java[1]!.replace(/^-+/, '')}`);
    const named = /option(?: --|:)? ?['‘`"]?(-{0,2}[\w-]+)|flag:? ['‘`"]?(-{0,2}[\w-]+)|argument '(-{1,2}[\w-]+)|(-[\w-]+): unknown primary|arguments: (-{1,2}[\w-]+)|flag: '(\w)' in/i.exec(line);
    const raw = named?.slice(1).find((group) => group !== undefined);
    // BSD getopt reads `--format` as the option `-`: "illegal option -- -". The long flag is the culprit.
    if (raw !== undefined && /^-+$/.test(raw)) {
      const long = invocation.args.find((arg) => arg.startsWith('--') && arg.length > 2);
      return long ? canonicalFlag(invocation.program, invocation.sub, long) : undefined;
    }
    if (raw) {
      const flag = raw.startsWith('-') ? raw : raw.length === 1 ? `-${raw}` : `--${raw}`;
      return canonicalFlag(invocation.program, invocation.sub, flag);
    }
  }
  if (failureClass === 'invalid-option' || failureClass === 'usage') {
    const divergent = DIVERGENT_FLAGS[familyOf(invocation.program)] ?? [];
    const present = divergent.find((flag) => invocation.flags.includes(flag));
    if (present) return present;
  }
  if (BLAMES_COMMAND.has(failureClass)) {
    // The output names the flag in words: "Cannot force-push to this branch" is about `--force`.
    const said = line.toLowerCase();
    return invocation.flags.find((flag) => flag.replace(/^-+/, '').split('-').some((word) => word.length >= 4 && said.includes(word)));
  }
  return undefined;
}

/** Which module was missing: a different module is a different problem. */
function moduleKey(line: string): string {
  const named = /(?:No module named|Cannot find (?:module|package)|could not find module|there is no package called)\s+['"`‘]?([^'"`‘’\s]+)/i.exec(line)
    ?? /\bPackage (\S+) not found in current path/.exec(line)
    // Perl's "Can't locate Mojo/Base.pm in @INC": its distribution, the first part of the name (Mojo, not Mojolicious).
    ?? /\bCan't locate (\w+)\S*\.pm in @INC/.exec(line)
    // dune's "Library "eio_main" not found", rustc's "can't find crate for `serde`".
    ?? /\bLibrary "([^"]+)" not found|can't find crate for [`'"]([^`'"]+)/.exec(line);
  if (named && named[1] === undefined && named[2] !== undefined) return `module ${named[2].toLowerCase()}`;
  return named ? `module ${named[1]!.toLowerCase()}` : 'module';
}

/**
 * Lines a build tool prints whatever went wrong ("FAILURE: Build failed with an exception.",
 * "* What went wrong:", "BUILD FAILED"): as a key they would make every failure of the tool one.
 */
const BANNER = /^(?:FAILURE: Build failed with an exception|BUILD FAILED|\* What went wrong|Execution failed for task|\*{0,3}\s*APPLICATION FAILED TO START|\[ERROR\] (?:BUILD FAILURE|Failed to execute goal)\b(?!.*: )|error: command failed|ERROR: Job failed|Error: Process completed with exit code|npm (?:ERR!|error) (?:code|errno|Lifecycle|A complete log)|error Command failed with exit code)/i;

/** A log line's clock: `09:14:43  `, `2026/09/18 08:51:03 `, `[12:01:02] `. */
const LOG_TIME = /^\[?(?:\d{4}[-/]\d{2}[-/]\d{2}[ T])?\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\]?\s*/;

/**
 * A heading above what went wrong ("09:14:43  Encountered an error:", "The following error
 * occurred:"): a few words ending in a colon, the same for every failure of the tool.
 */
function isHeading(line: string): boolean {
  const text = line.replace(LOG_TIME, '').trim();
  const words = text.split(/\s+/).length;
  // …or a kind of error alone on its line, a title over the detail: "Runtime Error", "Compilation Error".
  return (text.endsWith(':') && words <= 5) || (words <= 3 && /^[A-Z][a-z]+ (?:Error|Exception|Failure)$/.test(text));
}

/**
 * A build tool saying that a step failed, not why ("GoCompilePkg … failed: (Exit 1)", "Execution
 * failed for task", "make: *** [build] Error 2", "npm error Lifecycle script"), or how to see more
 * ("Use --verbose_failures to see…"): another line says which problem it was.
 */
const STEP_FAILED = /^FAILED: \S|failed: \(Exit \d+\)|error executing \w+ command|error running subcommand|Build did NOT complete|build aborted|failed to build$|^Execution failed for task|^> Task \S+ FAILED|^BUILD FAILED|^FAILURE: Build failed|^make(?:\[\d+\])?: \*\*\* .*Error \d+|Lifecycle script .* failed|command failed with exit code|^error: could not compile|exited with (?:code|status) \d+|returned non-zero exit status|^Use --[\w-]+ to see|^\*? ?Try:|^> Run with --|^Run with --(?:stacktrace|info|debug)/i;

/** The most telling line of an error no class covers, without numbers, paths, hashes and URLs. */
function otherKey(lines: readonly string[]): string {
  const tells = (line: string) => /error|fatal|cannot|can't|unable|failed|invalid|unknown|denied|missing|not |undefined|unresolved|has no /i.test(line);
  const telling = lines.find((line) => tells(line) && !BANNER.test(line) && !isHeading(line) && !STEP_FAILED.test(line))
    ?? lines.find((line) => tells(line) && !BANNER.test(line) && !STEP_FAILED.test(line))
    ?? lines.find((line) => tells(line) && !BANNER.test(line) && !isHeading(line)) ?? lines.find(tells) ?? lines[0] ?? '';
  return telling
    .toLowerCase()
    .replace(LOG_TIME, '')
    // A name in quotes is this time's name: "no target named 'local'" and "… 'development'" are one complaint.
    .replace(/'[^'\s]{1,60}'|"[^"\s]{1,60}"|`[^`\s]{1,60}`/g, '<q>')
    .replace(/^(?:(?:ba|z|k|da)?sh|fish|pwsh)(?:: line \d+)?:\s*/, '')
    // Maven's "Failed to execute goal <group>:<plugin>:<version>:<goal> (<execution>) on project <module>: …"
    // is the plugin, its goal and what it said: which module and version failed is this time's.
    .replace(/failed to execute goal [\w.-]+:([\w.-]+):[\w.-]+:([\w-]+) \([^)]*\) on project [\w.-]+:/, 'maven $1:$2:')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/g, '<url>')
    .replace(/(?:[a-z]:)?(?:~|\.{1,2})?(?:[\\/][^\s'":,()]+)+[\\/]?/g, '<path>')
    .replace(/\b[0-9a-f]{7,64}\b/g, (hex) => (/\d/.test(hex) ? '<hash>' : hex))
    // …but a tool's own error code is which complaint it is: cabal's "[Cabal-7070]" is not "[Cabal-7076]".
    .replace(/\d+(?:\.\d+)*/g, (number, at: number, text: string) => (text[at + number.length] === ']' && /\[[a-z]+-?$/.test(text.slice(Math.max(0, at - 16), at)) ? number : '<n>'))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

/** A telling line at least this long says something specific to one problem. */
const SPECIFIC_KEY = 40;

/** A complaint specific to one problem: a long telling line, or one with the tool's own error code (`[Cabal-7136]`). */
function specificKey(key: string): boolean {
  return key.length >= SPECIFIC_KEY || /\[[a-z]+-?\d+\]/.test(key);
}

/**
 * How people name a mistake no tool explains, in the languages the reader knows: a correction that
 * says "CRLF" is about a script saved with Windows line endings, whatever it goes on to run, one
 * that says "Remove-Item" about a POSIX flag given to PowerShell's `rm` (see CMDLET_NAMED), and one
 * that writes `&&` or `$env:` about what Windows PowerShell 5.1 does not take.
 */
const SPOKEN_CLASSES: ReadonlyArray<{ key: string; words: RegExp }> = [
  // PowerShell 5.1's missing `&&` (`||`) and POSIX `VAR=value`: people write the operator, or the fix.
  { key: 'no &&', words: /&&/ },
  { key: 'no ||', words: /\|\|/ },
  { key: 'no posix env', words: /\$env:|cross-env/i },
  { key: 'crlf line endings', words: /\bcrlf\b|autocrlf|line[- ]endings?|\\r\b|fins? de l[ií]nia|fines? de l[ií]nea|finais? de linha|zeilenende|fins? de ligne|regeleinde|改行|换行符/i },
];

/** The key of a POSIX flag given to a PowerShell cmdlet's alias, followed by the cmdlet: one lesson per cmdlet. */
const CMDLET_ALIAS = 'cmdlet alias';

/** A cmdlet a correction names: "Remove-Item -Recurse -Force" is about `rm -rf`, not about `curl -sS`. */
const CMDLET_NAMED = new RegExp(`\\b(?:${CMDLETS.join('|')})\\b`, 'gi');

/** The keys of the failures no tool explains that `text` names (see SPOKEN_CLASSES). */
export function spokenFailureKeys(text: string): string[] {
  const keys = SPOKEN_CLASSES.filter(({ words }) => words.test(text)).map(({ key }) => key);
  const cmdlets = text.includes('-') ? new Set(Array.from(text.matchAll(CMDLET_NAMED), (match) => `${CMDLET_ALIAS} ${match[0].toLowerCase()}`)) : [];
  return [...cmdlets, ...keys];
}

/** Whether people name failures of this key in words (see SPOKEN_CLASSES). */
export function isSpokenFailureKey(key: string): boolean {
  return key.startsWith(`${CMDLET_ALIAS} `) || SPOKEN_CLASSES.some((spoken) => spoken.key === key);
}

/**
 * The subcommand a failure says there is no such one of: the argument its error names
 * (`cargo +nightly fmt`: "no such command: `+nightly`", not `fmt`), else the one parsed; never a
 * flag's value (`--platform Win64`: "invalid choice").
 */
export function refusedSubOf(failure: FailureReading): string | undefined {
  const invocation = failure.invocation;
  const named = failure.failureClass === 'unknown-subcommand' && failure.missing !== undefined && failure.missingFlag === undefined && invocation?.args.includes(failure.missing);
  return named ? failure.missing : invocation?.sub;
}

/** The signature failures of one lesson share: the tool, what went wrong, and the flag it is about. */
export function failureSignature(failure: FailureReading): string | undefined {
  const invocation = failure.invocation;
  if (!invocation) return undefined;
  // A missing program is that program, whatever subcommand followed it (`docker compose` without `docker`).
  const family = failure.failureClass === 'not-found' ? familyOf(invocation.program) : familyOfInvocation(invocation);
  switch (failure.failureClass) {
    case 'refused':
      // A refusal of the flag the output names ("Cannot force-push") is another than of the command
      // as such; `--force-with-lease` is refused as a force push.
      if (failure.flag) return `${family}|${failure.failureClass}|${failure.key}|${failure.flag.replace(/^(--?[a-z0-9]+).*/i, '$1')}`;
      return `${family}|${failure.failureClass}|${failure.key}`;
    case 'not-found':
    case 'no-such-target':
    case 'hang':
      return `${family}|${failure.failureClass}|${failure.key}`;
    case 'platform':
      // (A cmdlet alias given a POSIX flag: the key names the cmdlet, one lesson per cmdlet.)
      return `${family}|${failure.failureClass}|${failure.key}`;
    case 'invalid-option':
    case 'usage':
      return `${family}|${failure.flag ? 'flag' : failure.failureClass}|${failure.flag ?? invocation.sub ?? ''}`;
    case 'unknown-subcommand':
      return `${family}|${failure.failureClass}|${refusedSubOf(failure) ?? ''}`;
    case 'other':
      // The same specific complaint is one problem whatever the subcommand (`fly deploy`, `fly secrets
      // list`: "the config for your app is missing an app name"); a short, generic one is not.
      return `${family}|${specificKey(failure.key) ? '' : invocation.sub ?? ''}|other|${failure.key}`;
    default:
      return `${family}|${failure.failureClass}|${failure.key}`;
  }
}

export function blamesCommand(failureClass: FailureClass): boolean {
  return BLAMES_COMMAND.has(failureClass);
}
