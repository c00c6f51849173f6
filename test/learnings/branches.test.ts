// The base branch a correction names: where work starts and pull requests go, in the languages
// people write, and not the branch a force push or a plain push was forbidden on.
import { describe, expect, it } from 'vitest';
import { baseBranchOf } from '../../src/learnings/branches.js';
import { detectCorrection } from '../../src/learnings/prompt-corrections.js';

describe('baseBranchOf', () => {
  it('reads the branch work starts from and PRs go to, beside the one they do not', () => {
    expect(baseBranchOf('PRs go against develop, main is release-only')).toBe('develop');
    expect(baseBranchOf('Opened the PR with base main; fjordline PRs target develop.')).toBe('develop');
    expect(baseBranchOf('trunk. there is no main in this repo')).toBe('trunk');
    expect(baseBranchOf('theres no master. diff against origin/develop')).toBe('develop');
    expect(baseBranchOf('la rama base es develop che')).toBe('develop');
    expect(baseBranchOf('główna gałąź to trunk')).toBe('trunk');
    expect(baseBranchOf('la branche principale c\'est develop, pas main')).toBe('develop');
    expect(baseBranchOf('PR 要提到 develop 分支，不是 main')).toBe('develop');
    expect(baseBranchOf('main!! master doesnt exist anymore')).toBe('main');
    expect(baseBranchOf('main was renamed to master, target master')).toBe('master');
    expect(baseBranchOf("we're on trunk here")).toBe('trunk');
    expect(baseBranchOf("we're on it, the trunk build is red")).toBeUndefined();
  });

  it('reads nothing of a force push, a push forbidden, how PRs are merged, or a file named like a branch', () => {
    expect(baseBranchOf('never force push develop. rebase your branch on it and push the branch')).toBeUndefined();
    expect(baseBranchOf('ojo, nada de push --force a develop ni a main')).toBeUndefined();
    expect(baseBranchOf('never push to develop, it is PR only. push the feature branch and open a PR')).toBeUndefined();
    expect(baseBranchOf('nada directo a trunk, todo pasa por PR')).toBeUndefined();
    expect(baseBranchOf('there is no main.dart and no flavorless build: --flavor staging')).toBeUndefined();
    expect(baseBranchOf('az bicep build --file infra/bicep/main.bicep')).toBeUndefined();
    expect(baseBranchOf('develop the CSV export next')).toBeUndefined();
    expect(baseBranchOf('the changelog goes in the release notes, main is release-only')).toBeUndefined();
    // A rebase asked for now is not where work starts, unless it says which not, or that it always is so.
    expect(baseBranchOf('stash what you have and rebase on develop, Deniz merged the sync fix')).toBeUndefined();
    expect(baseBranchOf('rebase on develop, not main')).toBe('develop');
    expect(baseBranchOf('we always rebase on develop here')).toBe('develop');
    // How PRs are merged is another lesson, whichever branch they go to.
    expect(baseBranchOf('PRs into develop are squash-merged only; merge commits and rebase merges are disabled, use `gh pr merge --squash`.')).toBeUndefined();
  });

  it('makes the hook record a base-branch norm that names no command, and not a task that names one', () => {
    expect(detectCorrection('PRs go against develop, main is release-only')).toMatchObject({ level: 'correction', cue: 'branch' });
    expect(detectCorrection('la rama base es develop che')).toMatchObject({ level: 'correction', cue: 'branch' });
    expect(detectCorrection('open a PR against develop for the CSV export')).toBeUndefined();
  });
});
