// The real-code benchmark's rules: 50 rules of the kind people write for a JavaScript codebase, in
// the seed's format, most of which find violations in any node_modules (as in real projects).
// Each entry: [rule text, pattern, scope, { glob, type }].
export const REAL_RULES = [
  ['No console.log left in library code.', 'console\\.log\\(', '.'],
  ['No eval.', '\\beval\\(', '.'],
  ['No TODO markers in shipped code.', 'TODO', '.'],
  ['No FIXME markers.', 'FIXME', '.'],
  ['No var declarations.', '^\\s*var ', 'node_modules/'],
  ['No loose equality against null.', '[^=!]==\\s*null', '.'],
  ['No debugger statements.', '^\\s*debugger;', '.'],
  ['No new Function.', 'new Function\\(', '.'],
  ['No process.exit in libraries.', 'process\\.exit\\(', '.'],
  ['No synchronous file reads.', 'readFileSync\\(', '.'],
  ['No new Buffer().', 'new Buffer\\(', '.'],
  ['No __proto__.', '__proto__', '.'],
  ['No arguments.callee.', 'arguments\\.callee', '.'],
  ['No @ts-ignore.', '@ts-ignore', '.'],
  ['No eslint-disable comments.', 'eslint-disable', '.'],
  ['No istanbul ignore.', 'istanbul ignore', '.'],
  ['No http:// links.', 'http://', '.'],
  ['No hard-coded localhost.', 'localhost:\\d+', '.'],
  ['No Math.random for ids.', 'Math\\.random\\(\\)', '.'],
  ['No child_process exec.', 'child_process', '.'],
  ['No innerHTML.', '\\.innerHTML\\s*=', '.'],
  ['No setTimeout with 0.', 'setTimeout\\([^,]*,\\s*0\\)', '.'],
  ['No Object.assign on prototypes.', 'Object\\.assign\\(', '.'],
  ['No JSON.parse without try.', 'JSON\\.parse\\(', 'node_modules/'],
  ['No deprecated APIs.', '@deprecated', '.'],
  ['No trailing whitespace in markdown.', '[ \\t]+$', '.', { glob: '*.md' }],
  ['No double dashes in headings.', '^#.*--', '.', { glob: '*.md' }],
  ['No sourceMappingURL in dist.', 'sourceMappingURL', 'node_modules/'],
  ['No hasOwnProperty calls.', '\\.hasOwnProperty\\(', '.'],
  ['No typeof undefined checks.', 'typeof \\w+ === .undefined.', '.'],
  ['No instanceof Array.', 'instanceof Array\\b', '.'],
  ['No use strict in ESM.', '.use strict.', 'node_modules/'],
  ['No XXX markers.', '\\bXXX\\b', '.'],
  ['No HACK markers.', '\\bHACK\\b', '.'],
  ['No password literals.', '(?i)password\\s*[:=]', '.'],
  ['No api keys.', '(?i)api[_-]?key', '.'],
  ['No private keys.', 'BEGIN (RSA|EC|OPENSSH) PRIVATE KEY', '.'],
  ['No catch-all empty catch.', 'catch \\(\\w+\\) \\{\\s*\\}', '.'],
  ['No Promise constructor antipattern.', 'new Promise\\(\\s*async', '.'],
  ['No then chains.', '\\.then\\(', 'npm/'],
  ['No require in typescript.', 'require\\(', 'node_modules/typescript/'],
  ['No export default.', 'export default', '.', { type: 'ts' }],
  ['No any in type definitions.', ':\\s*any\\b', '.', { type: 'ts' }],
  ['Never call forbiddenApi43.', 'forbiddenApi43\\(|deprecated_43_call', '.'],
  ['Never call forbiddenApi44.', 'forbiddenApi44\\(|deprecated_44_call', '.'],
  ['Never call forbiddenApi45.', 'forbiddenApi45\\(|deprecated_45_call', 'npm/'],
  ['No pip install in docs.', 'pip install|pip3 install|pipx install', '.'],
  ['No git commit --amend.', 'commit --amend', '.'],
  ['No npm install -g.', 'npm install -g', '.', { glob: '*.md' }],
  ['No sudo.', '\\bsudo\\b', '.'],
];

/** The rules as a learned-rules.md. */
export function realRulesMarkdown() {
  const out = ['# Learned Rules', 'Benchmark rules for a real tree, in the seed\'s format.', '', '---', ''];
  for (const [text, pattern, scope, extra] of REAL_RULES) {
    const options = `${extra?.glob ? `, glob="${extra.glob}"` : ''}${extra?.type ? `, type="${extra.type}"` : ''}`;
    out.push(`- ${text}`, `  verify: Grep("${pattern.replace(/"/g, '\\"')}", path="${scope}"${options}) -> 0 matches`, '  [source: benchmark, 2026-11-23]', '');
  }
  return out.join('\n');
}
