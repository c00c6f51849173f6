// Which branch a correction says work starts from and pull requests go to ("PRs target develop,
// main is release-only", "trunk. there is no main in this repo", "la branche principale c'est
// develop"): a lesson nearly every team teaches, in prose that names no command. Pure text work.

/** Names of the branch work starts from, each as a word of a text (`origin/develop`, "no main.", not `main.dart`). */
const BRANCHES = ['develop', 'development', 'trunk', 'main', 'master'].map((branch) => ({ branch, regex: new RegExp(`(?<![\\w/.-])(?:origin/)?${branch}(?![\\w-]|\\.\\w)`) }));
/** Words that say the text is about where branches start and pull requests go, in the languages the reader knows. */
const BASE_TALK = /\b(?:prs?|pull requests?|merge requests?|mrs?|base|rebase|retarget|target(?:s|ed)?|branch(?:es|ed)?(?: off| from)?|default branch|integration branch|release[- ]only|release merges|diff against|work off|rama|branche|zweig|basis|hoofdbranch|odbijamy|větev|nhánh)\b|\bgałąź|\bthere(?:'s| is) no (?:main|master)\b|\bwe(?:'re| are) on (?=(?:trunk|develop|main|master)\b)|\b(?:main|master) (?:doesn'?t|does not|no longer) exists?\b|分支|提到|ブランチ|브랜치/i;
/** Every word of BASE_TALK in a text (see onlyRebase). */
const EVERY_BASE_TALK = new RegExp(BASE_TALK.source, 'gi');
/** Forcing a push, or pushing to a branch at all, is its own lesson, whichever branch it names. */
const FORCE_TALK = /force|(?:^|\s)-f\b|强推|強制|\b(?:never|don'?t|do not|no|not|nada|nie|nicht|niemals|jamais|nunca|mai)\s+(?:\w+\s+){0,2}?(?:push(?:es|ing)?|pousse|directo|directamente|direkt|directement|directly|straight)\b/i;

/** How pull requests are merged ("PRs into develop are squash-merged only") is its own lesson, whichever branch it names. */
const MERGE_METHOD_TALK = /squash|merge commits?\b|rebase merges?|rebase and merge|merge queue|fast-forward only|--ff-only/i;

/** "PRs go to develop, not main", "trunk. there is no main in this repo": the branch named, when the text is about the base branch. */
export function baseBranchOf(text: string): string | undefined {
  if (!BASE_TALK.test(text) || FORCE_TALK.test(text) || MERGE_METHOD_TALK.test(text)) return undefined;
  if (onlyRebase(text)) return undefined;
  const lower = text.toLowerCase();
  const named = BRANCHES.filter(({ regex }) => regex.test(lower)).map(({ branch }) => branch);
  if (named.length === 0) return undefined;
  // Beside main or master, the other branch is the base; both of them alone, the one not said to be gone.
  const other = named.find((branch) => branch !== 'main' && branch !== 'master');
  if (other) return other === 'development' ? 'develop' : other;
  // "main is release-only" says where work does not go, not where it does.
  if (named.length === 1) return /release|protected/i.test(text) ? undefined : named[0]!;
  const gone = /\b(?:no|not|isn'?t|renamed|deleted)\s+(?:(?!main|master)\w+\s+){0,2}?(main|master)\b|\b(main|master)\s+(?:(?!main|master)\w+\s+){0,2}?(?:doesn'?t exist|does not exist|no longer exists|was renamed|was deleted|is gone)/i.exec(text);
  const missing = gone?.[1] ?? gone?.[2];
  return missing === undefined ? undefined : missing.toLowerCase() === 'main' ? 'master' : 'main';
}

/**
 * "stash what you have and rebase on develop": a rebase asked for now, not where work starts,
 * unless it says which branch not to use, or that it always is so ("we rebase on develop here").
 */
function onlyRebase(text: string): boolean {
  const talk = text.match(EVERY_BASE_TALK) ?? [];
  return talk.length > 0 && talk.every((word) => /^rebase$/i.test(word)) && !/\b(?:not|no|never|instead|always|only|every|here|our|we)\b|\bisn'?t\b/i.test(text);
}
