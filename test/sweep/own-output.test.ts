// Issue 9 item 6: a sweep never counts a report rulesweep wrote, wherever it was saved: `-o` into
// the tree in every format, stdout redirected to a file, boot's output, the baseline file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin, runShell, BIN } from '../helpers/cli.js';
import { initGitRepo, tempProject } from '../helpers/project.js';
import { looksLikeOwnOutput } from '../../src/sweep/own-output.js';

const RULES = `# Learned Rules
---
- No TODO markers.
  verify: Grep("TODO", path=".") -> 0 matches
- No saved reports lying around.
  verify: Glob("*.{sarif,json,xml,md,txt,log}") -> 0 matches
`;

async function counts(root: string): Promise<number[]> {
  const { code, stdout, stderr } = await runBin(['sweep', '--json', '-q'], { cwd: root });
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout).results.map((row: { count: number }) => row.count);
}

describe('reports in the tree', () => {
  it.each([
    ['text', 'report.txt'],
    ['json', 'report.json'],
    ['github', 'report.log'],
    ['markdown', 'report.md'],
    ['sarif', 'report.sarif'],
    ['junit', 'report.xml'],
  ])('a %s report written with -o into the root is never counted', async (format, name) => {
    const root = tempProject({ 'src/a.ts': '// TODO: later\n', '.claude/memory/learned-rules.md': RULES });
    await initGitRepo(root);
    expect(await counts(root)).toEqual([1, 0]);
    const written = await runBin(['sweep', '-f', format, '-o', name, '-q'], { cwd: root });
    expect(written.code).toBe(0);
    expect(await counts(root)).toEqual([1, 0]);
    // And again: a report of a sweep that saw the first report is not counted either.
    await runBin(['sweep', '-f', format, '-o', `second-${name}`, '-q'], { cwd: root });
    expect(await counts(root)).toEqual([1, 0]);
  });

  it('output redirected by a shell (text, json, boot) is not counted either', async () => {
    const root = tempProject({ 'src/a.ts': '// TODO: later\n', '.claude/memory/learned-rules.md': RULES });
    const bin = JSON.stringify(BIN);
    const node = JSON.stringify(process.execPath);
    await runShell(`${node} ${bin} sweep -q > sweep.txt; ${node} ${bin} sweep --json -q > sweep.json; ${node} ${bin} boot -q > boot.txt`, { cwd: root });
    expect(await counts(root)).toEqual([1, 0]);
  });

  it('a file that only mentions rulesweep is still counted', async () => {
    const root = tempProject({
      'src/a.ts': '// TODO: later\n',
      'notes.md': '## rulesweep: our notes\n\nTODO: read the rulesweep docs\n',
      'data.json': '{ "tool": "other", "note": "TODO" }\n',
      '.claude/memory/learned-rules.md': RULES,
    });
    expect(await counts(root)).toEqual([3, 2]);
  });
});

describe('recognising rulesweep output', () => {
  it('knows each format by its mark and leaves look-alikes alone', () => {
    expect(looksLikeOwnOutput('{\n  "tool": "rulesweep",\n  "version": "1"', '}')).toBe(true);
    expect(looksLikeOwnOutput('{\n  "tool": "rulesweep",\n  "kind": "baseline",', '}')).toBe(true);
    expect(looksLikeOwnOutput('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="rulesweep" tests="1">', '</testsuites>\n')).toBe(true);
    expect(looksLikeOwnOutput('{\n  "$schema": "x",\n  "version": "2.1.0",\n  "runs": [\n    {\n      "tool": {\n        "driver": {\n          "name": "rulesweep",', '}')).toBe(true);
    expect(looksLikeOwnOutput('<!-- rulesweep report -->\n## rulesweep: no failures', '')).toBe(true);
    const text = 'PASS: a\nFAIL: b (found 1 match, expected 0)\n\n--- Verification Summary ---\nRules checked: 2 | Passed: 1 | Failed: 1 | Skipped: 0\n';
    expect(looksLikeOwnOutput(text, text)).toBe(true);
    expect(looksLikeOwnOutput('::error title=x::y\n', text)).toBe(true);
    expect(looksLikeOwnOutput('Date: 2026-11-23 (Monday)\n', '\nBoot complete: 1 rule checked, 1 passed, 0 failed. 0 recent learnings loaded.\n')).toBe(true);
    expect(looksLikeOwnOutput('=== Session Scorecard: 2026-11-23 ===\n', '=== End Scorecard ===\n')).toBe(true);

    expect(looksLikeOwnOutput('{\n  "tool": "eslint"', '}')).toBe(false);
    expect(looksLikeOwnOutput('{ "runs": [{ "tool": { "driver": { "name": "CodeQL" } } }] }', '')).toBe(false);
    expect(looksLikeOwnOutput('PASS: my own test log\n', 'all good\n')).toBe(false);
    expect(looksLikeOwnOutput('# Notes\n', '--- Verification Summary ---\nRules checked: 2 | Passed: 1 | Failed: 1 | Skipped: 0\n')).toBe(false);
    expect(looksLikeOwnOutput('## rulesweep: how we use it\n\nSome prose.\n', '')).toBe(false);
  });

  it('reads the ends of a file from disk', async () => {
    const { isOwnOutputFile } = await import('../../src/sweep/own-output.js');
    const root = tempProject({ 'a.json': '{\n  "tool": "rulesweep"\n}\n', 'b.json': '{}\n' });
    expect(isOwnOutputFile(path.join(root, 'a.json'))).toBe(true);
    expect(isOwnOutputFile(path.join(root, 'b.json'))).toBe(false);
    expect(isOwnOutputFile(path.join(root, 'missing.json'))).toBe(false);
    writeFileSync(path.join(root, 'empty.txt'), '');
    expect(isOwnOutputFile(path.join(root, 'empty.txt'))).toBe(false);
  });
});
