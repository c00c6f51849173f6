// Grouping learnings into lessons: one lesson in many words (failures by signature, corrections by
// the commands they name, in several languages, tied to the failure they follow), and look-alikes
// kept apart.
import { describe, expect, it } from 'vitest';
import { builtInThesaurus } from '../../src/learnings/thesaurus.js';
import { thesaurusCanonical } from '../../src/evolve/gather.js';
import { countOccurrences, groupLearnings } from '../../src/evolve/group.js';
import type { Learning } from '../../src/learnings/model.js';
import { readCorrection } from '../../src/learnings/correction-reading.js';
import { sameAvoided, samePreferred, termOfMention, type LessonFeatures, type Term } from '../../src/evolve/lesson.js';
import { learning, PIP_PARAPHRASES, type LearningSpec } from './helpers.js';

const now = new Date('2026-03-30T12:00:00Z');
const canonical = thesaurusCanonical(builtInThesaurus());
const refsOf = (learnings: Parameters<typeof groupLearnings>[0]) =>
  groupLearnings(learnings, { now, canonical }).map((group) => group.members.map((member) => member.learning.ref).sort(byId));
const byId = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));

/** Every learning as the grouping read it (its terms, its failure reading). */
function featuresOf(learnings: Parameters<typeof groupLearnings>[0]): readonly LessonFeatures[] {
  let features: readonly LessonFeatures[] = [];
  groupLearnings(learnings, { now, canonical, minOccurrences: 1, onFeatures: (read) => { features = read; } });
  return features;
}

/** A learning the hook recorded from a prompt (tagged `prompt`), possibly tied to a failure. */
function prompt(spec: LearningSpec & { correcting?: number; candidate?: boolean }): Learning {
  const made = learning(spec);
  return { ...made, tags: spec.candidate ? ['prompt', 'candidate'] : ['prompt'], ...(spec.correcting ? { correcting: spec.correcting } : {}) };
}

describe('one lesson in many words', () => {
  it('groups two corrections of the same mistake in different words', () => {
    expect(refsOf(PIP_PARAPHRASES.map(learning))).toEqual([['#1', '#2']]);
  });

  it('groups failures by tool and what went wrong, across shells and arguments', () => {
    const learnings = [
      learning({ id: 1, command: 'timeout 5 curl http://example.com', error: 'bash: timeout: command not found' }),
      learning({ id: 2, command: 'timeout 120 make test', error: 'zsh: command not found: timeout' }),
      learning({ id: 3, command: "sed -i 's/1/2/' package.json", error: 'sed: 1: "package.json": extra characters at the end of p command' }),
      learning({ id: 4, command: "sed -i 's|a|b|' Makefile", error: 'sed: 1: "Makefile": invalid command code M' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('joins corrections that name one replacement for different tools, and a flag with its value told as a bare word', () => {
    const ruff = [
      learning({ id: 1, command: 'flake8 tools/', error: 'bash: flake8: command not found' }),
      prompt({ id: 2, correction: 'python lint is ruff here (ruff check / ruff format)', correcting: 1 }),
      learning({ id: 3, command: 'black tools/', error: 'zsh: command not found: black' }),
      learning({ id: 4, correction: 'no black here, use ruff format tools/ instead' }),
    ];
    expect(refsOf(ruff)).toEqual([['#1', '#2', '#3', '#4']]);
    const profile = [
      learning({ id: 1, command: 'aws s3 ls s3://uploads-dev', error: 'Unable to locate credentials. You can configure credentials by running "aws configure".' }),
      prompt({ id: 2, correction: 'always --profile acme-dev with aws', correcting: 1 }),
      learning({ id: 3, command: 'aws s3 cp a.csv s3://uploads-dev/a.csv', error: 'upload failed: ./a.csv to s3://uploads-dev/a.csv Unable to locate credentials' }),
      prompt({ id: 4, correction: 'u forgot `acme-dev` again', correcting: 3 }),
    ];
    expect(refsOf(profile)).toEqual([['#1', '#2', '#3', '#4']]);
  });

  it('joins a correction that adds a subcommand to the failed command ("`ruff check --fix .`, not `ruff --fix .`") to that failure', () => {
    const learnings = [
      learning({ id: 1, command: 'cd backend && poetry run ruff --fix .', error: "error: unexpected argument '--fix' found\n\nUsage: ruff <COMMAND>" }),
      learning({ id: 2, correction: 'ruff >= 0.5 needs a subcommand: `ruff check --fix .`, not `ruff --fix .`.' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
  });

  it('joins corrections in other languages through the commands they name', () => {
    const learnings = [
      learning({ id: 1, command: 'timeout 30 ./smoke.sh', error: '(eval):1: command not found: timeout' }),
      learning({ id: 2, correction: 'en mac no existe timeout, usa gtimeout' }),
      learning({ id: 3, correction: 'timeout gibt es auf dem Mac nicht, nimm gtimeout' }),
      learning({ id: 4, command: "date -d '+7 days' +%F", error: 'date: illegal option -- d' }),
      learning({ id: 5, correction: 'mac 上的 date 没有 -d 参数，用 gdate' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#3'], ['#4', '#5']]);
  });

  it('reads synonyms as one: npm i and npm install, -f and --force, docker-compose and docker compose, python and python3', () => {
    const learnings = [
      learning({ id: 1, command: 'npm i left-pad', error: 'npm error code 1\nnpm error command sh -c npx only-allow pnpm\nnpm error Use "pnpm install" for installation in this project.' }),
      learning({ id: 2, correction: "don't npm install here" }),
      learning({ id: 3, correction: 'no `git push -f` on main' }),
      learning({ id: 4, correction: 'never git push --force to main' }),
      learning({ id: 5, command: 'docker-compose up -d', error: 'bash: docker-compose: command not found' }),
      learning({ id: 6, correction: 'use docker compose, not docker-compose' }),
      learning({ id: 7, command: 'python manage.py migrate', error: 'bash: python: command not found' }),
      learning({ id: 8, correction: "it's python3 on these boxes" }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4'], ['#5', '#6'], ['#7', '#8']]);
  });

  it('groups one command\'s failures that complain in mostly the same words, and keeps another complaint apart', () => {
    const build = 'west build -p always -b lumen_tracker/nrf9151/ns firmware/apps/tracker -d build/tracker';
    const learnings = [
      learning({ id: 1, command: build, error: 'CMake Error at /opt/ncs/zephyr/cmake/modules/FindZephyr-sdk.cmake:87 (find_package):\n  Could not find a configuration file for package "Zephyr-sdk" that is\n  compatible with requested version "0.17".' }),
      learning({ id: 2, command: build, error: 'CMake Error at /home/ana/ncs/zephyr/cmake/modules/FindZephyr-sdk.cmake:87 (find_package):\n  Could not find a package configuration file provided by "Zephyr-sdk"\n  (requested version 0.17) with any of the following names:' }),
      learning({ id: 3, command: build, error: 'ERROR: Build directory build/tracker is for application /home/ana/lumen/firmware/apps/gateway, but source directory /home/ana/lumen/firmware/apps/tracker was specified; please clean it, use --pristine, or use --build-dir to set another build directory' }),
      learning({ id: 4, command: build, error: 'ERROR: Build directory build/tracker is for application /home/ana/lumen/firmware/apps/beacon, but source directory /home/ana/lumen/firmware/apps/tracker was specified; please clean it, use --pristine, or use --build-dir to set another build directory' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('reads what ran on another host as what failed there, and a tool to avoid here as not about it', () => {
    const learnings = [
      learning({ id: 1, command: "ssh root@panel.local 'ps -ef | grep hmi'", error: "ps: invalid option -- 'e'\nBusyBox v1.36.1 () multi-call binary.\n\nUsage: ps [-o COL1,COL2=HEADER] [-T]" }),
      prompt({ id: 2, correction: 'no `ps -ef` on the panel, busybox ps lists everything anyway' }),
      learning({ id: 3, command: "gunzip -c backups/local.sql.gz | ssh shared-host mysql u4821_shop", error: "ERROR 1273 (HY000) at line 41: Unknown collation: 'utf8mb4_0900_ai_ci'" }),
      learning({ id: 4, correction: 'no mysql on the host, use ddev mysql' }),
      learning({ id: 5, command: 'mysql -uroot shop < backups/local.sql', error: 'zsh: command not found: mysql' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#4', '#5']]);
  });

  it('joins a correction that only names the replacement to failures of the tool it replaces', () => {
    const learnings = [
      learning({ id: 1, command: 'npm ci', error: 'npm error code EUSAGE' }),
      learning({ id: 2, correction: 'use bun not npm!!' }),
      learning({ id: 3, correction: "we're on bun here" }),
      learning({ id: 4, command: 'wget -q https://x/install.sh', error: 'bash: wget: command not found' }),
      learning({ id: 5, correction: 'curl -fsSL please' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#3'], ['#4', '#5']]);
  });

  it('joins a prompt to the failure the hook tied it to, however little it says', () => {
    const learnings = [
      learning({ id: 1, command: 'pip install -r requirements.txt', error: 'error: externally-managed-environment', session: 's1' }),
      prompt({ id: 2, correction: 'nope, uv', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'kubectl apply -f k8s/', error: 'dial tcp: lookup prod.internal: no such host', session: 's2' }),
      prompt({ id: 4, correction: 'ALWAYS pass --context kind-local', session: 's2', correcting: 3 }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('reads a tied flag in the failed program\'s spelling, and the failed command with something added as the fix', () => {
    const push = [
      learning({ id: 1, command: 'git push --force origin main', error: 'remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch', session: 's1' }),
      prompt({ id: 2, correction: 'WHOA. no force pushing main, ever', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'git push -f', error: 'remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch', session: 's2' }),
      prompt({ id: 4, correction: 'never -f main!! force-with-lease on your own branch if you must', session: 's2', correcting: 3 }),
      learning({ id: 5, command: 'docker-compose logs -f api', error: 'zsh: command not found: docker-compose', session: 's3' }),
      learning({ id: 6, command: 'docker-compose up -d', error: 'bash: docker-compose: command not found', session: 's4' }),
      learning({ id: 7, correction: 'o compose v1 já era, usa docker compose', session: 's4' }),
    ];
    expect(refsOf(push).sort()).toEqual([['#1', '#2', '#3', '#4'], ['#5', '#6', '#7']]);
    const sed = [
      learning({ id: 1, command: "sed -i 's/a/b/' models/orders.sql", error: 'sed: 1: "models/orders.sql": invalid command code m', session: 's1' }),
      prompt({ id: 2, correction: "bsd sed, neds -i ''", session: 's1', correcting: 1 }),
      learning({ id: 3, correction: "BSD sed on macOS: `sed -i` takes a suffix argument — use `sed -i ''` (or gsed).", session: 's2' }),
    ];
    expect(refsOf(sed)).toEqual([['#1', '#2', '#3']]);
    // Another tool's command told last after the failure is the fix.
    const lfs = [
      learning({ id: 1, command: "sbt 'jobs/testOnly glacier.jobs.BronzeReaderSpec'", error: '[info] BronzeReaderSpec:\n[info] - reads bronze events *** FAILED ***\n[info]   java.lang.RuntimeException: file:/repo/jobs/src/test/resources/events.parquet is not a Parquet file. Expected magic number at tail, but found [118, 51, 10, 0]', session: 's1' }),
      prompt({ id: 2, correction: 'les fixtures parquet sont dans LFS, fais un git lfs pull avant de lancer les tests', session: 's1', correcting: 1 }),
      learning({ id: 3, correction: 'parquet fixtures are git LFS pointers in a fresh worktree; run `git lfs pull` before the tests', session: 's2' }),
    ];
    expect(refsOf(lfs)).toEqual([['#1', '#2', '#3']]);
  });

  it('keeps a version to run at apart from the tool it runs under', () => {
    const learnings = [
      learning({ id: 1, command: 'poetry install --with dev', error: 'zsh: command not found: poetry' }),
      learning({ id: 2, correction: 'nope, uv. poetry is gone since last week' }),
      learning({ id: 3, correction: "we're on uv now, the poetry.lock is gone" }),
      learning({ id: 4, command: 'uv sync --python 3.11', error: "error: The requested interpreter resolved to Python 3.11.9, which is incompatible with the project's Python requirement: `>=3.12`" }),
      learning({ id: 5, correction: 'Created the env with Python 3.11; the project requires Python 3.12 — use `uv sync --python 3.12`.' }),
      learning({ id: 6, correction: "il faut python 3.12 minimum, c'est dans requires-python" }),
    ];
    const groups = refsOf(learnings);
    expect(groups.find((group) => group.includes('#2'))).toEqual(['#1', '#2', '#3']);
    // The very command that failed, fixed, is about that failure even when the failure blames no command.
    expect(groups.find((group) => group.includes('#5'))).toEqual(['#4', '#5', '#6']);
    expect(groups.find((group) => group.includes('#5')) ?? []).not.toContain('#2');
  });

  it('lets no group gather failures of one program that failed in more ways than one lesson does', () => {
    const learnings = [
      learning({ id: 1, command: 'git push --force origin develop', error: 'remote: error: GH006: Protected branch update failed for refs/heads/develop.' }),
      learning({ id: 2, command: 'git push -f origin main', error: ' ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs' }),
      learning({ id: 3, command: 'git push -f', error: 'fatal: The current branch feat/y has no upstream branch.\nTo push the current branch and set the remote as upstream, use\n\n    git push --set-upstream origin feat/y' }),
      learning({ id: 4, command: 'git push --force origin HEAD', error: 'ERROR: Permission to acme/app.git denied to deploy-bot.\nfatal: Could not read from remote repository.' }),
      learning({ id: 5, command: 'git push --force origin release', error: 'error: src refspec release does not match any\nerror: failed to push some refs' }),
      learning({ id: 6, correction: 'never git push --force, ever' }),
      learning({ id: 7, correction: 'whoa, no force pushing. git push --force is banned here' }),
    ];
    // Each failure names the command the corrections forbid, but five ways of failing are more
    // than one lesson has: the fifth is left out.
    expect(refsOf(learnings).find((group) => group.includes('#6'))).toEqual(['#1', '#2', '#3', '#4', '#6', '#7']);
  });

  it('does not tie a correction that names another command of the tool to the failure before it', () => {
    const learnings = [
      learning({ id: 1, command: 'git push --force origin develop', error: 'remote: error: GH006: Protected branch update failed for refs/heads/develop.', session: 's1' }),
      prompt({ id: 2, correction: 'git clean -fdx just deleted .venv and the vcpkg downloads. please never -x in this repo', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'git push -f origin develop', error: 'remote: error: GH006: Protected branch update failed for refs/heads/develop.', session: 's2' }),
      prompt({ id: 4, correction: 'WHOA. no force-pushing develop, ever', session: 's2', correcting: 3 }),
      prompt({ id: 5, correction: "đừng git clean -xfd nữa, mất hết .venv", session: 's3' }),
    ];
    const groups = refsOf(learnings);
    expect(groups.find((group) => group.includes('#4'))).toEqual(['#1', '#3', '#4']);
    expect(groups.find((group) => group.includes('#2'))).toEqual(['#2', '#5']);
  });

  it('reads another tool of its kind, named alone after a tool was not found, as what to use', () => {
    const learnings = [
      learning({ id: 1, command: 'sudo apt install -y ninja-build ccache', error: 'sudo: apt: command not found', session: 's1' }),
      prompt({ id: 2, correction: 'this box is fedora. dnf', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'sudo apt-get install -y clang-tools-extra', error: 'sudo: apt-get: command not found', session: 's2' }),
      prompt({ id: 4, correction: 'fedora box. dnf. again', session: 's2', correcting: 3 }),
    ];
    expect(refsOf(learnings).find((group) => group.includes('#2'))).toEqual(['#1', '#2', '#3', '#4']);
  });

  it('does not take another mode of the program for the failed command fixed', () => {
    const learnings = [
      learning({ id: 1, command: 'cmake --preset linux-debug', error: 'CMake Error at CMakeLists.txt:41 (find_package):\n  Could not find a package configuration file provided by "FFTW3"' }),
      learning({ id: 2, command: 'cmake --preset win-debug', error: 'CMake Error at CMakeLists.txt:41 (find_package):\n  Could not find a package configuration file provided by "FFTW3"' }),
      learning({ id: 3, correction: "it's ninja + presets, not make: cmake --build --preset mac-debug" }),
      learning({ id: 4, correction: 'there is no Makefile, the presets generate Ninja. cmake --build --preset linux-debug' }),
    ];
    const groups = refsOf(learnings);
    expect(groups.find((group) => group.includes('#3'))).toEqual(['#3', '#4']);
    expect(groups.find((group) => group.includes('#1'))).toEqual(['#1', '#2']);
  });

  it('does not take another script run the right way for the failed script fixed', () => {
    const documenter = 'ERROR: LoadError: ArgumentError: Package Documenter not found in current path.\n- Run `import Pkg; Pkg.add("Documenter")` to install the Documenter package.';
    const learnings = [
      learning({ id: 1, command: 'julia --project=. docs/make.jl', error: documenter }),
      prompt({ id: 2, correction: 'docs/ is its own project. --project=docs', correcting: 1 }),
      learning({ id: 3, command: 'julia --project=. docs\\make.jl', error: documenter }),
      // The agent's own record of what it got wrong.
      { ...learning({ id: 4, correction: 'Built the docs with the main project env; Documenter is only in docs/Project.toml, so build with julia --project=docs docs/make.jl.' }), correcting: 3 },
      // A script that failed in its own code: the docs' fix does not fix it.
      learning({ id: 5, command: 'julia --project=. scripts/regrid.jl --year 2022', error: 'ERROR: LoadError: MethodError: no method matching regrid_conservative(::Matrix{Float32}, ::Nothing)\n\nClosest candidates are:\n  regrid_conservative(::AbstractMatrix, ::Grid; weights)\n   @ Wigeon ~/wigeon/src/regrid.jl:37\n\nStacktrace:\n [1] main(args::Vector{String})\n   @ Main ~/wigeon/scripts/regrid.jl:58\nin expression starting at ~/wigeon/scripts/regrid.jl:64' }),
    ];
    const groups = refsOf(learnings);
    expect(groups.find((group) => group.includes('#1'))).toEqual(['#1', '#2', '#3']);
    expect(groups.flat()).not.toContain('#5');
    // Nor code handed to the interpreter inline, which failed in that code.
    const inline = [
      ...learnings.slice(0, 4),
      learning({ id: 5, command: 'julia --project=. -e \'using Pkg; Pkg.add("Interpolations")\'', error: 'ERROR: UndefVarError: `Interpolations` not defined in `Main`\nStacktrace:\n [1] top-level scope\n   @ none:1' }),
      learning({ id: 6, command: 'julia --project=. -e \'using NCDatasets; ds = NCDataset("test/reference/tas_ref.nc")\'', error: 'ERROR: UndefVarError: `test` not defined in `Main`\nStacktrace:\n [1] top-level scope\n   @ none:1' }),
    ];
    expect(refsOf(inline).find((group) => group.includes('#5')) ?? []).not.toContain('#4');
  });

  it('does not take a step to run first for the fix of a command that failed in its own right', () => {
    const learnings = [
      learning({ id: 1, command: 'godot --headless --export-release "Linux" build/linux/grebe.x86_64', error: 'ERROR: Condition "!p_scene" is true. Returned: nullptr\n   at: instantiate (scene/resources/packed_scene.cpp:1212)\nhandle_crash: Program crashed with signal 11' }),
      learning({ id: 2, command: 'godot --headless --export-release "Windows Desktop" build/win/grebe.exe', error: 'ERROR: Cannot open file \'res://.godot/imported/tileset.png-5a1c.ctex\'.\nERROR: Failed loading resource: res://art/tileset.png.' }),
      { ...learning({ id: 3, correction: 'a fresh CI checkout has no .godot/imported; run godot --headless --import before --export-release' }), correcting: 2 },
    ];
    expect(refsOf(learnings).flat()).not.toContain('#1');
  });

  it('reads the command an agent names last as what is right, when its words do not say', () => {
    const draft = [
      prompt({ id: 1, correction: 'always open PRs as drafts: gh pr create --draft', session: 's1' }),
      learning({ id: 2, correction: 'Opened the PR as ready for review; PRs in this repo start as drafts: `gh pr create --draft`.', session: 's2' }),
    ];
    expect(refsOf(draft)).toEqual([['#1', '#2']]);
  });

  it('keeps a correction with the failure it is tied to, unless all it recommends is the program that failed', () => {
    const learnings = [
      learning({ id: 1, command: 'composer install', error: 'Problem 1\n    - laravel/framework v11.9.2 requires php ^8.2 -- your php version (8.1.2) does not satisfy that requirement.', session: 's1' }),
      prompt({ id: 2, correction: "composer only inside the container — ./vendor/bin/sail composer install. the host php is 8.1, it doesn't matter", session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'composer require barryvdh/laravel-dompdf', error: '(eval):1: command not found: composer', session: 's2' }),
      prompt({ id: 4, correction: 'composer runs in sail too, I never installed it on the mac: ./vendor/bin/sail composer require ...', session: 's2', correcting: 3 }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
    // "use poetry for the docs env" after `poetry run pytest` failed recommends what failed: another matter.
    const poetry = [
      learning({ id: 1, command: 'poetry install --with dev', error: 'bash: poetry: command not found', session: 's1' }),
      prompt({ id: 2, correction: 'we moved to uv, no poetry anymore. uv sync', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'poetry run pytest -q', error: 'zsh: command not found: poetry', session: 's2' }),
      prompt({ id: 4, correction: "use poetry for the docs env, it's separate", session: 's2', correcting: 3 }),
    ];
    expect(refsOf(poetry).flat()).not.toContain('#4');
  });

  it('joins remarks that name no command on an identifier few corrections write', () => {
    const learnings = [
      prompt({ id: 1, correction: 'nope, 5433. 5432 is the brew postgres', session: 's1' }),
      prompt({ id: 2, correction: 'port 5433!! again', session: 's2' }),
      prompt({ id: 3, correction: 'wrong db. ledger_main holds the orders', session: 's3' }),
      prompt({ id: 4, correction: 'ledger_main, for the third time', session: 's4' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
    // Written by more corrections than a lesson is told, it is the project's word, not one lesson's.
    const everywhere = ['seed ledger_main before the demo', 'ledger_main backups run nightly', 'grant read on ledger_main to bi',
      'ledger_main is on the replica too', 'vacuum ledger_main on sundays', 'ledger_main has the audit schema', 'ledger_main lives in eu-west-1']
      .map((correction, index) => prompt({ id: 5 + index, correction, session: `t${index}` }));
    expect(refsOf([...learnings, ...everywhere]).sort()).toEqual([['#1', '#2']]);
  });

  it('joins corrections that name commands on an identifier no other correction writes, not on the project\'s name', () => {
    const redis = [
      prompt({ id: 1, correction: 'use docker compose exec redis redis-cli, it is published on 6380', session: 's1' }),
      prompt({ id: 2, correction: 'bundle exec sidekiq needs REDIS_URL on port 6380, not the default', session: 's2' }),
    ];
    expect(refsOf(redis)).toEqual([['#1', '#2']]);
    // A third correction writing it makes it a word of the store, no more a pair's.
    expect(refsOf([...redis, prompt({ id: 3, correction: 'memcached on the old box listens on 6380 as well, leave it alone', session: 's3' })])).toEqual([]);
    // The project's own name in it (`petrel-stage` in ~/petrel) is a word of the project.
    const project = [
      { ...prompt({ id: 1, correction: 'the cluster is petrel-stage, use kubectl get pods -A', session: 's1' }), cwd: '/home/dev/petrel' },
      { ...prompt({ id: 2, correction: 'the bucket petrel-stage is read through make sync', session: 's2' }), cwd: '/home/dev/petrel' },
    ];
    expect(refsOf(project)).toEqual([]);
    // A dotted name is an identifier too: a file or a member no other correction writes.
    expect(refsOf([
      prompt({ id: 1, correction: 'please don\'t put build settings in project.pbxproj, they go in Config/Debug.xcconfig', session: 's1' }),
      prompt({ id: 2, correction: 'you touched project.pbxproj again for OTHER_SWIFT_FLAGS. use xcodebuild -showBuildSettings to check', session: 's2' }),
    ])).toEqual([['#1', '#2']]);
    // So is a console command written with its colons.
    expect(refsOf([
      prompt({ id: 1, correction: 'hold on, why schema:update --force?? schema changes ship as migrations, full stop', session: 's1' }),
      prompt({ id: 2, correction: 'NO schema:update. every schema change is a Version*.php in migrations/, reviewed in the MR', session: 's2' }),
    ])).toEqual([['#1', '#2']]);
  });

  it('joins the failures that miss one branch, whichever command it was given to, with the corrections that name it', () => {
    const learnings = [
      learning({ id: 1, command: 'git checkout main', error: "error: pathspec 'main' did not match any file(s) known to git", session: 's1' }),
      prompt({ id: 2, correction: "there's no main here, trunk", session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'gh pr create --base main --fill', error: 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', session: 's2' }),
      prompt({ id: 4, correction: 'PRs go to trunk!!', session: 's2', correcting: 3 }),
      learning({ id: 5, correction: 'Opened the PR against main; the default branch here is trunk (gh pr create --base trunk).', session: 's3' }),
      learning({ id: 6, command: 'git rebase origin/main', error: "fatal: invalid upstream 'origin/main'", session: 's4' }),
      learning({ id: 7, command: 'git checkout -b feat/x origin/main', error: "fatal: 'origin/main' is not a commit and a branch 'feat/x' cannot be created from it", session: 's5' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3', '#4', '#5', '#6', '#7']]);
  });

  it('joins a step told first after a failure with the same step recommended elsewhere', () => {
    const learnings = [
      learning({ id: 1, command: 'bazelisk build //services/api/...', error: 'services/api/handler.go:88:15: req.EtaWindow undefined (type *apiv1.Request has no field or method EtaWindow)', session: 's1' }),
      prompt({ id: 2, correction: 'when you change a proto: make proto first, then build', session: 's1', correcting: 1 }),
      learning({ id: 3, correction: 'Changed api.proto but built against stale gen/ code; run `make proto` after editing any .proto, before building.', session: 's2' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3']]);
  });

  it('reads another spelling of a program that was not there, told after it, as the fix', () => {
    const learnings = [
      learning({ id: 1, command: 'docker-compose -f compose.dev.yml ps', error: '/bin/bash: line 1: docker-compose: command not found', session: 's1' }),
      prompt({ id: 2, correction: 'compose v2 is a docker subcommand now: docker compose', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'docker-compose logs -f api', error: 'zsh: command not found: docker-compose', session: 's2' }),
      prompt({ id: 4, correction: 'o compose v1 já era, usa docker compose', session: 's2', correcting: 3 }),
    ];
    const [group] = groupLearnings(learnings, { now, canonical });
    expect(group!.members.map((member) => member.learning.ref).sort(byId)).toEqual(['#1', '#2', '#3', '#4']);
    expect(group!.avoid.map((term) => term.text)).not.toContain('docker compose');
  });

  it('reads a runner named alone and the same runner running the program as one fix, whichever python was missing', () => {
    const learnings = [
      learning({ id: 1, command: 'python tools/export.py --month 10', error: 'zsh: command not found: python', session: 's1' }),
      prompt({ id: 2, correction: 'uv run, always. there is no python on the PATH here', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'python3 tools/export.py --all', error: "Traceback (most recent call last):\n  File \"tools/export.py\", line 3, in <module>\n    import polars\nModuleNotFoundError: No module named 'polars'", session: 's2' }),
      prompt({ id: 4, correction: 'uv run python tools/export.py. the system python3 has none of the deps', session: 's2', correcting: 3 }),
      learning({ id: 5, command: 'python tools/export.py --month 9', error: 'bash: python: command not found', session: 's3' }),
      prompt({ id: 6, correction: 'not the bare python, uv run python tools/export.py', session: 's3', correcting: 5 }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3', '#4', '#5', '#6']]);
  });

  it('joins two commands of one tool, each used in place of a tool both avoid', () => {
    const learnings = [
      learning({ id: 1, command: 'pip install httpx==0.27.0', error: 'error: externally-managed-environment', session: 's1' }),
      prompt({ id: 2, correction: 'no pip in this repo. uv add, so it lands in uv.lock', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'pip install -r requirements.txt', error: "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'requirements.txt'", session: 's2' }),
      learning({ id: 4, correction: 'There is no requirements.txt: dependencies live in pyproject.toml, install them with uv sync, not pip.', session: 's2' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3', '#4']]);
  });

  it('joins two clients of one database used in place of another database\'s clients', () => {
    const learnings = [
      learning({ id: 1, command: 'mysql -u root tavola < storage/dumps/staging.sql', error: "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/tmp/mysql.sock' (2)", session: 's1' }),
      prompt({ id: 2, correction: 'la base de datos es postgres, no mysql. usa psql', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'mysqldump tavola > storage/dumps/tavola.sql', error: 'bash: mysqldump: command not found', session: 's2' }),
      prompt({ id: 4, correction: "pg_dump. there's no mysql anywhere in this stack", session: 's2', correcting: 3 }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3', '#4']]);
  });

  it('joins corrections that name one base branch, and keeps a force push on it apart', () => {
    const learnings = [
      prompt({ id: 1, correction: 'wrong base. PRs go to develop, main only gets the release merges', session: 's1' }),
      prompt({ id: 2, correction: 'la rama base es develop che', session: 's2' }),
      learning({ id: 3, correction: 'Opened the PR against main; feature branches start from develop and PRs target develop.', session: 's3' }),
      prompt({ id: 4, correction: 'whoa. never force push develop, other people build on it', session: 's4' }),
      prompt({ id: 5, correction: 'NO force pushing develop, ever', session: 's5' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3'], ['#4', '#5']]);
  });

  it('joins a replacement tool\'s command to a failure only when it does the failed command\'s job, and not when it was told after that tool\'s own failure', () => {
    const learnings = [
      learning({ id: 1, command: 'kubectl rollout history deployment/api -n dev', error: 'bash: line 1: kubectl: command not found', session: 's1' }),
      prompt({ id: 2, correction: 'we are on openshift, the tool is oc', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'kubectl get pods -n dev', error: 'zsh:1: command not found: kubectl', session: 's2' }),
      learning({ id: 4, command: 'oc login https://api.ocp.internal:6443 -u developer -p developer', error: 'Login failed (401 Unauthorized)', session: 's3' }),
      prompt({ id: 5, correction: 'usa oc login --web, todo va por SSO', session: 's3', correcting: 4 }),
      learning({ id: 6, correction: 'Logged in with a password; the cluster is SSO only, `oc login --web`.', session: 's4' }),
      learning({ id: 9, command: 'oc logs deployment/api --tail=200', error: 'Error from server (NotFound): deployments.apps "api" not found', session: 's7' }),
      prompt({ id: 10, correction: 'oc -n dev!! your default project is your sandbox', session: 's7', correcting: 9 }),
      learning({ id: 7, command: 'npm ci', error: 'bash: npm: command not found', session: 's5' }),
      prompt({ id: 8, correction: 'bun install. there is no npm on this box', session: 's6' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2', '#3']);
    expect(groups.find((group) => group.includes('#1'))).not.toContain('#5');
    expect(groups.find((group) => group.includes('#1'))).not.toContain('#6');
    expect(groups.find((group) => group.includes('#1'))).not.toContain('#10');
    expect(groups).toContainEqual(['#7', '#8']);
  });

  it('keeps a failure that already ran the tool through the recommended runner out of the lesson to use that runner', () => {
    const learnings = [
      learning({ id: 1, command: 'supabase start', error: 'zsh: command not found: supabase', session: 's1' }),
      learning({ id: 2, correction: 'The supabase CLI is not installed globally here; it is a pinned devDependency, so call it as `pnpm supabase …`.', session: 's1' }),
      learning({ id: 3, command: 'pnpm supabase db push --linked', error: 'Cannot find project ref. Have you run supabase link?', session: 's2' }),
      learning({ id: 4, command: 'pnpm supabase db push --linked', error: 'Cannot find project ref. Have you run supabase link?', session: 's3' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2']);
    expect(groups.find((group) => group.includes('#1'))).not.toContain('#3');
  });

  it('takes a command the correction opens with, of another tool, as the step to take', () => {
    const learnings = [
      learning({ id: 1, command: 'yarn install', error: 'error ledger@1.0.0: The engine "node" is incompatible with this module. Expected version ">=20". Got "18.19.0"', session: 's1' }),
      prompt({ id: 2, correction: 'nvm use. the .nvmrc file says 20', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'yarn install --immutable', error: 'error ledger@1.0.0: The engine "node" is incompatible with this module. Expected version ">=20". Got "18.19.0"', session: 's2' }),
    ];
    const [group] = groupLearnings(learnings, { now, canonical });
    expect(group!.members.map((member) => member.learning.ref).sort(byId)).toEqual(['#1', '#2', '#3']);
    expect(group!.prefer.map((term) => term.text)).toEqual(['nvm use']);
  });

  it('reads a tool named alone in a correction of its failure as which tool, not as the fix', () => {
    const learnings = [
      learning({ id: 1, command: 'date -d yesterday +%F', error: 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]', session: 's1' }),
      prompt({ id: 2, correction: 'bsd date → date -v-1d +%F', session: 's1', correcting: 1 }),
      learning({ id: 3, command: "date --date='-7 days' +%Y%m%d", error: 'date: illegal option -- -\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]', session: 's2' }),
      prompt({ id: 4, correction: "that's gnu date again… -v-7d on the mac", session: 's2', correcting: 3 }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3', '#4']]);
  });

  it('joins a correction to the failure it answers, however each names what went wrong', () => {
    const learnings = [
      learning({ id: 1, command: 'apt-get install -y jq', error: '/bin/sh: apt-get: not found', session: 's1' }),
      prompt({ id: 2, correction: 'alpine image, there is no apt. apk add jq', session: 's1', correcting: 1 }),
      learning({ id: 3, command: "date -d '2 days ago' +%F", error: 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]', session: 's2' }),
      prompt({ id: 4, correction: 'bsd date: date -v-2d +%F', session: 's2', correcting: 3 }),
      learning({ id: 5, command: "date --date='yesterday' +%F", error: 'date: illegal option -- -\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]', session: 's3' }),
      prompt({ id: 6, correction: 'mac again. date -r $(( $(date +%s) - 86400 )) +%F', session: 's3', correcting: 5 }),
    ];
    const groups = refsOf(learnings);
    expect(groups.find((group) => group.includes('#2'))).toEqual(['#1', '#2']);
    expect(groups.find((group) => group.includes('#4'))).toEqual(['#3', '#4', '#5', '#6']);
  });
});

describe('look-alikes stay apart', () => {
  it('keeps a command of a tool said never to run away from that tool not being there', () => {
    const learnings = [
      learning({ id: 1, command: 'wrangler types', error: 'bash: wrangler: command not found', session: 's1' }),
      learning({ id: 2, command: 'wrangler --version', error: 'zsh: command not found: wrangler', session: 's2' }),
      learning({ id: 3, correction: 'STOP. we never wrangler deploy by hand, only CI deploys', session: 's3' }),
      learning({ id: 4, correction: 'never run wrangler deploy from a laptop, CI does it', session: 's4' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('keeps a correction that only took what it avoids from its failure away from another way that command failed', () => {
    const learnings = [
      learning({ id: 1, command: 'kas-container build kas/hmi.yml kas/debug.yml', error: 'usage: kas [-h] [--version] [-d]\n           {build,checkout,dump,lock,menu,purge,shell} ...\nkas: error: unrecognized arguments: kas/debug.yml', session: 's1' }),
      prompt({ id: 2, correction: 'overlay files go with a colon: kas/hmi.yml:kas/debug.yml', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'sudo kas-container build kas/hmi.yml', error: 'sudo: kas-container: command not found', session: 's2' }),
      learning({ id: 4, command: 'sudo kas-container shell kas/hmi.yml', error: 'sudo: kas-container: command not found', session: 's3' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('keeps trouble that is not the command\'s fault away from lessons about which command to use', () => {
    const learnings = [
      learning({ id: 1, command: 'pip install x', error: 'error: externally-managed-environment' }),
      learning({ id: 2, correction: 'use uv instead of pip' }),
      learning({ id: 3, command: 'pip install --index-url https://pypi.internal/simple y', error: "ConnectTimeoutError: Connection to pypi.internal timed out" }),
      learning({ id: 4, command: 'docker-compose up', error: 'bash: docker-compose: command not found' }),
      learning({ id: 5, correction: 'docker compose, not docker-compose' }),
      learning({ id: 6, command: 'docker build -t api .', error: 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?' }),
      learning({ id: 7, command: 'docker compose up -d', error: 'Bind for 0.0.0.0:5432 failed: port is already allocated' }),
      learning({ id: 8, correction: 'no `git push -f` on main' }),
      learning({ id: 9, command: 'git push --force origin main', error: 'remote: error: GH006: Protected branch update failed' }),
      learning({ id: 10, command: 'git push origin main', error: ' ! [rejected] main -> main (fetch first)' }),
      learning({ id: 11, command: 'bun install --frozen-lockfile', error: 'error: lockfile had changes, but lockfile is frozen' }),
      learning({ id: 12, correction: 'use bun not npm' }),
      learning({ id: 13, command: 'npm ci', error: 'npm error code EUSAGE' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#12', '#13'], ['#4', '#5'], ['#8', '#9']]);
  });

  it('proposes nothing from trouble around commands alone: the network down twice, a login expired twice', () => {
    const learnings = [
      learning({ id: 1, command: 'pip install -r requirements.txt', error: "WARNING: Retrying (Retry(total=4)) after connection broken by 'NewConnectionError': Failed to establish a new connection: [Errno 101] Network is unreachable" }),
      learning({ id: 2, command: 'pip install requests', error: "ERROR: Could not find a version that satisfies the requirement requests (from versions: none)\nConnection to pypi.org timed out" }),
      learning({ id: 3, command: 'az keyvault secret list --vault-name kv-prod', error: 'ERROR: AADSTS700082: The refresh token has expired due to inactivity.' }),
      learning({ id: 4, command: 'az webapp list -g rg-dev', error: 'ERROR: AADSTS700082: The refresh token has expired due to inactivity.' }),
      // A command that is the mistake still groups on its failures alone.
      learning({ id: 5, command: 'timeout 5 make test', error: 'zsh: command not found: timeout' }),
      learning({ id: 6, command: 'timeout 60 ./scripts/e2e.sh', error: 'bash: timeout: command not found' }),
    ];
    expect(refsOf(learnings)).toEqual([['#5', '#6']]);
  });

  it('keeps unrelated corrections apart', () => {
    const learnings = [
      learning({ id: 1, command: 'git push origin main', error: '! [rejected] main -> main (non-fast-forward)' }),
      learning({ id: 2, command: 'git push origin feature', error: 'git@github.com: Permission denied (publickey).' }),
      learning({ id: 3, correction: 'use bun instead of npm' }),
      learning({ id: 4, correction: 'use uv instead of pip' }),
      learning({ id: 5, correction: 'always run the tests before committing' }),
      learning({ id: 6, correction: 'always run the linter before committing' }),
      learning({ id: 7, correction: 'use pnpm instead of npm install' }),
      learning({ id: 8, command: 'pytest tests/a.py', error: "ModuleNotFoundError: No module named 'foo'" }),
      learning({ id: 9, command: 'pytest tests/b.py -k x', error: "ModuleNotFoundError: No module named 'bar'" }),
      learning({ id: 10, correction: "don't git push --force" }),
      learning({ id: 11, correction: "don't git rebase main" }),
      learning({ id: 12, correction: 'use poetry for the docs env, it is separate' }),
    ];
    expect(refsOf(learnings)).toEqual([]);
  });

  it('keeps a failure of the recommended tool out of the lesson that recommends it', () => {
    const learnings = [
      learning({ id: 1, command: 'wget -q https://x', error: 'bash: wget: command not found' }),
      learning({ id: 2, correction: 'curl, not wget' }),
      learning({ id: 3, command: 'curl -fsSL https://x/v2.sh', error: 'curl: (22) The requested URL returned error: 404' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
  });

  it('keeps "use the wrapper" apart from "always pass this flag to the wrapper"', () => {
    const learnings = [
      learning({ id: 1, command: 'gradle intTest', error: 'bash: line 1: gradle: command not found' }),
      prompt({ id: 2, correction: 'no gradle on the PATH, only the wrapper: ./gradlew', correcting: 1 }),
      learning({ id: 3, command: 'gradle build', error: 'zsh: command not found: gradle' }),
      learning({ id: 4, command: './gradlew :api:bootRun', error: "APPLICATION FAILED TO START\n\nDescription:\nFailed to configure a DataSource: 'url' attribute is not specified" }),
      prompt({ id: 5, correction: "ALWAYS start it with the local profile: --args='--spring.profiles.active=local'", correcting: 4 }),
      learning({ id: 6, command: './gradlew :api:bootRun', error: "APPLICATION FAILED TO START\n\nDescription:\nFailed to configure a DataSource: 'url' attribute is not specified" }),
      prompt({ id: 7, correction: "--args='--spring.profiles.active=local' every time", correcting: 6 }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#3'], ['#4', '#5', '#6', '#7']]);
  });

  it('does not take a rejected push as the mistake of a correction about a flag it did not pass', () => {
    const learnings = [
      learning({ id: 1, command: 'git push -f origin main', error: 'remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Cannot force-push to this branch', session: 's1' }),
      prompt({ id: 2, correction: 'WHOA. no force pushes to main, ever', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'git push origin feat/tide-alerts', error: ' ! [rejected]        feat/tide-alerts -> feat/tide-alerts (non-fast-forward)\nerror: failed to push some refs', session: 's2' }),
      prompt({ id: 4, correction: 'ojo, nada de push --force a develop ni a main. pull --rebase', session: 's2', correcting: 3 }),
    ];
    expect(refsOf(learnings).flat()).not.toContain('#3');
  });

  it('reads "the old X syntax" after a failure as the form that failed, not every use of X', () => {
    const learnings = [
      learning({ id: 1, command: 'az group deployment create -g rg-dev --template-file main.bicep', error: "az group: 'deployment' is not in the 'az group' command group. See 'az group --help'.", session: 's1' }),
      prompt({ id: 2, correction: "that's the old az syntax", session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'az webapp list -g rg-dev -o table', error: "ERROR: (ResourceGroupNotFound) Resource group 'rg-dev' could not be found.", session: 's2' }),
      learning({ id: 4, command: 'az storage account list -g rg-dev -o table', error: "ERROR: (ResourceGroupNotFound) Resource group 'rg-dev' could not be found.", session: 's3' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('tells nested subcommands apart (`az group deployment`, `az group delete`) and lets one begin the other', () => {
    const learnings = [
      learning({ id: 1, command: 'az group deployment create -g rg-dev --template-file main.bicep', error: "az group: 'deployment' is not in the 'az group' command group. See 'az group --help'.", session: 's1' }),
      prompt({ id: 2, correction: "that's the old az syntax", session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'az group delete --name rg-shared --yes', error: "ERROR: (AuthorizationFailed) The client 'kai@lumen.dev' does not have authorization to perform action 'Microsoft.Resources/subscriptions/resourcegroups/delete'.", session: 's2' }),
      prompt({ id: 4, correction: 'WHAT. never delete a resource group, rg-shared has the vnet', session: 's2', correcting: 3 }),
      learning({ id: 5, correction: 'Ran `az group delete` on rg-shared; never delete resource groups, remove single resources with `az resource delete --ids`', session: 's3' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4', '#5']]);
  });

  it('keeps out a failure that already ran what the lesson recommends', () => {
    const learnings = [
      learning({ id: 1, command: "sed -i 's/V14__/V15__/' README.md", error: 'sed: 1: "README.md": invalid command code R', session: 's1' }),
      prompt({ id: 2, correction: "en mac el sed es BSD, hace falta -i '' (o usa gsed)", session: 's1', correcting: 1 }),
      learning({ id: 3, command: "sed -i 's/8080/8081/' api/application.yml", error: 'sed: 1: "api/application.yml": command a expects \\ followed by text', session: 's2' }),
      prompt({ id: 4, correction: "bsd sed on mac, it wants an empty suffix: sed -i '' ...", session: 's2', correcting: 3 }),
      learning({ id: 5, command: "sed -i '' -E 's/(amount: [0-9]+/\\1.00/' docs/api.md", error: 'sed: 1: "s/(amount: [0-9]+/\\1.00/": RE error: parentheses not balanced', session: 's3' }),
      prompt({ id: 6, correction: 'amounts in the JSON responses should be strings like "12.50", never floats', session: 's3', correcting: 5 }),
    ];
    const groups = refsOf(learnings);
    expect(groups.find((group) => group.includes('#1'))).toEqual(['#1', '#2', '#3', '#4']);
    expect(groups.find((group) => group.includes('#5'))).toEqual(['#5', '#6']);
  });

  it('keeps a subcommand to use apart from a flag to pass, and a flag of a tool apart from its other subcommands', () => {
    const pnpm = [
      learning({ id: 1, command: 'pnpm -C web serve', error: ' ERR_PNPM_NO_SCRIPT  Missing script: serve', session: 's1' }),
      prompt({ id: 2, correction: 'serve died with vue-cli, its `pnpm dev` now', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'pnpm vitest run', error: ' ERR_PNPM_NO_IMPORTER_MANIFEST_FOUND  No package.json was found in "/home/dev/quay".', session: 's2' }),
      prompt({ id: 4, correction: 'frontend is under web/ — pnpm -C web', session: 's2', correcting: 3 }),
    ];
    expect(refsOf(pnpm).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
    const cargo = [
      learning({ id: 1, command: 'cargo clippy --workspace --deny warnings', error: "error: unexpected argument '--deny' found", session: 's1' }),
      prompt({ id: 2, correction: '-D warnings goes after the `--`, clippy itself doesnt take it', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'cargo fmt --check', error: "warning: can't set `imports_granularity = Crate`, unstable features are only available in nightly channel.", session: 's2' }),
      prompt({ id: 4, correction: 'cargo +nightly fmt. every time, stable rustfmt ignores our config', session: 's2', correcting: 3 }),
    ];
    expect(refsOf(cargo).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('compares a correction with at most 64 distinct failures of the tool it names, those that recurred most', () => {
    // A hundred unrelated failures: each error says something else (letters, not numbers, which a key ignores).
    const name = (index: number) => String.fromCharCode(97 + (index % 26)) + String.fromCharCode(97 + Math.floor(index / 26));
    const failure = (id: number, index: number) => learning({ id, command: `acmectl sync ${name(index)}`, error: `Error: queue ${name(index)} refused the ${name(index)} payload` });
    // The last one failed three times.
    const failures = [...Array.from({ length: 100 }, (_, index) => failure(index + 1, index)), failure(102, 99), failure(103, 99)];
    const learnings = [...failures, learning({ id: 101, correction: 'never use acmectl, use acme2 instead' })];
    const [group] = refsOf(learnings);
    expect(group).toHaveLength(67);
    expect(group).toEqual(expect.arrayContaining(['#101', '#100', '#102', '#103', '#1']));
    expect(group).not.toContain('#99');
  });

  it('keeps a tool that ran and was not at fault apart from another spelling of it that is a lesson', () => {
    const learnings = [
      learning({ id: 1, command: 'docker-compose logs -f api', error: 'zsh: command not found: docker-compose', session: 's1' }),
      prompt({ id: 2, correction: "that's the old compose syntax", session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'docker-compose up -d', error: 'bash: docker-compose: command not found', session: 's2' }),
      learning({ id: 4, command: 'docker compose exec postgres pg_isready', error: 'service "postgres" is not running', session: 's3' }),
      learning({ id: 5, command: 'docker compose exec kafka kafka-topics --list', error: 'service "kafka" is not running', session: 's4' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2', '#3']);
    expect(groups.flat()).not.toContain('#4');
  });

  it('does not join a whole tool to avoid, with no tool to use instead, to every way that tool can fail', () => {
    const learnings = [
      learning({ id: 1, correction: "On the Ubuntu boxes /usr/bin/cargo is apt's 1.75; use rustup's toolchain (rust-toolchain.toml pins 1.85), never apt-installed rustc/cargo." }),
      learning({ id: 2, correction: "On the Ubuntu boxes /usr/bin/cargo is apt's 1.75; use rustup's toolchain (rust-toolchain.toml pins 1.85), never apt-installed rustc/cargo." }),
      learning({ id: 3, command: 'cargo flash --chip nrf52 --release', error: "Error: Found multiple chips matching 'nrf52', unable to select a single chip." }),
      learning({ id: 4, command: 'cargo publish -p orbitctl', error: 'error: `orbitctl` cannot be published.\n`package.publish` must be set to `true` or a non-empty list in Cargo.toml to publish.' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
    // With a tool to use instead, the tool's failures are its lesson.
    expect(refsOf([...learnings.slice(2), learning({ id: 5, correction: 'never cargo here, use acme2 instead' })]).flat()).toContain('#3');
  });

  it('reads a correction told after a failure of one kind as about failures of that kind', () => {
    const learnings = [
      learning({ id: 1, command: 'pip install pyserial', error: 'error: externally-managed-environment', session: 's1' }),
      prompt({ id: 2, correction: 'uv add pyserial. we never pip in the harness', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'pip install pytest-timeout', error: 'error: externally-managed-environment', session: 's2' }),
      learning({ id: 4, command: '.venv/bin/pip install -e harness', error: "ERROR: Package 'orbit-harness' requires a different Python: 3.9.6 not in '>=3.12'", session: 's3' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3']]);
  });

  it('joins a correction that says which name to avoid and which to use to prose that writes both', () => {
    const learnings = [
      learning({ id: 1, correction: 'we branch off develop, not main' }),
      learning({ id: 2, correction: 'Opened the PR with base main; fjordline PRs target develop.' }),
      learning({ id: 3, correction: 'Opened the PR without a description; fjordline PRs need the template filled in.' }),
      learning({ id: 4, correction: 'the main queue is fine for mail jobs' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
  });

  it('keeps a failure in the container a correction recommends apart from the same failure on the host', () => {
    const error = 'Your requirements could not be resolved to an installable set of packages.';
    const learnings = [
      learning({ id: 1, command: 'composer require spatie/laravel-query-builder', error, session: 's1' }),
      prompt({ id: 2, correction: 'ran composer on the host (PHP 8.1); quarry needs PHP 8.3 → always `./vendor/bin/sail composer …`', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'composer require spatie/laravel-query-builder', error, session: 's2' }),
      learning({ id: 4, command: './vendor/bin/sail composer require spatie/laravel-data:^3.0', error, session: 's3' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3']]);
  });

  it('reads the failed program run through a runner, told after it failed, as the fix', () => {
    const learnings = [
      learning({ id: 1, command: 'python3 -m pytest tests/', error: '/usr/bin/python3: No module named pytest', session: 's1' }),
      prompt({ id: 2, correction: 'pixi run pytest. the system python has nothing in it', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'pytest -x tests/', error: '(eval):1: command not found: pytest', session: 's2' }),
      prompt({ id: 4, correction: 'pixi run pytest pls', session: 's2', correcting: 3 }),
    ];
    const [group] = groupLearnings(learnings, { now, canonical });
    expect(group!.members.map((member) => member.learning.ref).sort(byId)).toEqual(['#1', '#2', '#3', '#4']);
    expect(group!.prefer.map((term) => term.text)).toContain('pixi run pytest');
  });

  it('keeps apart corrections that only took a whole tool from two unexplained failures of it', () => {
    const learnings = [
      learning({ id: 1, command: 'acmectl sync --queue jobs', error: 'Error: payload schema mismatch at field id', session: 's1' }),
      prompt({ id: 2, correction: 'the queue is called jobs-v2 since the move', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'acmectl push --realm main', error: 'Error: unexpected realm main in request', session: 's2' }),
      prompt({ id: 4, correction: 'log in first, the realm is corp here', session: 's2', correcting: 3 }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('joins corrections tied to two unexplained failures of one command only when they name one fix', () => {
    const learnings = [
      learning({ id: 1, command: 'gcloud run deploy orders --image=orders:dev --region=europe-west3', error: 'ERROR: (gcloud.run.deploy) Revision orders-00012 is not ready: exec format error', session: 's1' }),
      prompt({ id: 2, correction: 'arm image again… --platforms=linux_amd64 on the push', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'gcloud run deploy orders --image=orders:1.14.0 --project=acme-prod', error: 'ERROR: (gcloud.run.deploy) PERMISSION_DENIED: caller lacks run.services.update on acme-prod', session: 's2' }),
      prompt({ id: 4, correction: 'STOP. nothing goes to acme-prod from a laptop, prod is the release workflow', session: 's2', correcting: 3 }),
      learning({ id: 5, command: 'pnpm install', error: ' ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)', session: 's3' }),
      prompt({ id: 6, correction: 'nvm use first. .nvmrc says 20', session: 's3', correcting: 5 }),
      learning({ id: 7, command: 'pnpm install --frozen-lockfile', error: 'ERROR: This version of pnpm requires at least Node.js v18.12\nThe current version of Node.js is v16.20.2', session: 's4' }),
      prompt({ id: 8, correction: 'necesitas node 20, está en el .nvmrc. nvm use', session: 's4', correcting: 7 }),
    ];
    const groups = refsOf(learnings);
    expect(groups.find((group) => group.includes('#2'))).toEqual(['#1', '#2']);
    expect(groups.find((group) => group.includes('#6'))).toEqual(['#5', '#6', '#7', '#8']);
  });

  it('does not read a flag to avoid into a program that was not there', () => {
    const learnings = [
      learning({ id: 1, command: 'docker build -t api -f backend/Containerfile backend', error: 'zsh: command not found: docker' }),
      learning({ id: 2, command: 'docker compose up -d db', error: 'bash: docker: command not found' }),
      learning({ id: 3, correction: "if you ever need to rewrite a branch it's --force-with-lease, never plain -f" }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2']]);
  });

  it('keeps a step to take with a tool apart from using that tool in place of another', () => {
    const learnings = [
      learning({ id: 1, command: 'mvn -q test', error: 'zsh: command not found: mvn', session: 's1' }),
      prompt({ id: 2, correction: 'use ./mvnw, nobody has maven installed globally', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'mvn -B verify', error: 'bash: mvn: command not found', session: 's2' }),
      learning({ id: 4, correction: 'Run ./mvnw spotless:apply before committing; verify fails on format violations.' }),
      learning({ id: 5, correction: 'run ./mvnw spotless:apply before you commit, CI checks formatting' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#3'], ['#4', '#5']]);
  });

  it('reads what a tied correction avoids in the failed command as its lesson, not another tool named beside it', () => {
    const learnings = [
      learning({ id: 1, command: 'git -C /mnt/c/Users/lucia/code/quarry status', error: "fatal: detected dubious ownership in repository at '/mnt/c/Users/lucia/code/quarry'", session: 's1' }),
      prompt({ id: 2, correction: 'keep the checkout in ~/ inside WSL, /mnt/c is dead slow with sail and breaks perms', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'sail up -d', error: 'zsh: command not found: sail', session: 's2' }),
      prompt({ id: 4, correction: 'nope, no alias on my box. ./vendor/bin/sail', session: 's2', correcting: 3 }),
      learning({ id: 5, command: 'sail artisan tinker', error: 'bash: sail: command not found', session: 's3' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4', '#5']]);
  });

  it('meets failures that missed one name, in any tool, and the corrections that write it, never two corrections by a name alone', () => {
    const learnings = [
      learning({ id: 1, command: 'git checkout main', error: "error: pathspec 'main' did not match any file(s) known to git" }),
      learning({ id: 2, command: 'git pull --rebase origin main', error: "fatal: couldn't find remote ref main" }),
      learning({ id: 3, command: 'gh pr create --base main --fill', error: "pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)\nBase ref 'main' not found" }),
      learning({ id: 4, correction: 'quarry has no `main` branch; PRs and rebases target `develop`' }),
      learning({ id: 5, correction: 'never force-push main, open a PR' }),
      learning({ id: 7, command: 'git checkout v0.5.2', error: "error: pathspec 'v0.5.2' did not match any file(s) known to git" }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2', '#3', '#4']);
    expect(groups.flat()).not.toContain('#7');
    expect(groups.flat()).not.toContain('#5');
  });

  it('joins a failure that missed the project\'s own name only to a correction that says not to use it', () => {
    const missedProject = { ...learning({ id: 1, command: 'ddev describe atelier', error: "Failed to describe project(s): could not find requested project 'atelier', you may need to use \"ddev start\" to add it to the project list" }), cwd: '/Users/ana/atelier' };
    const learnings = [
      missedProject,
      learning({ id: 2, correction: 'The DDEV project is named `atelier-site`, not `atelier`.' }),
      learning({ id: 3, correction: 'Built the theme with the wrong Node; run `nvm use` in web/app/themes/atelier before npm.' }),
      learning({ id: 4, correction: 'Worked in /mnt/c on WSL; the atelier checkout lives in ~/atelier, /mnt/c is slow.' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2']);
    expect(groups.flat()).not.toContain('#3');
    expect(groups.flat()).not.toContain('#4');
  });

  it('tells the subcommands and flag values of a tool no list knows apart, and a lone letter flag from every tool\'s', () => {
    const learnings = [
      learning({ id: 1, command: 'databricks clusters create --json @/tmp/c.json', error: 'Error: User does not have permission to create clusters without a cluster policy.' }),
      learning({ id: 2, correction: 'never create clusters with `databricks clusters create`; use the shared cluster' }),
      learning({ id: 3, command: 'databricks bundle deploy -t dev', error: 'Error: cannot resolve bundle auth configuration: multiple profiles matched: default, glacier-dev' }),
      learning({ id: 4, command: 'databricks bundle deploy -t prod', error: 'Error: not on the right git branch:\n  expected: main\n  actual: feat/x' }),
      learning({ id: 5, correction: 'tried `databricks bundle deploy -t prod` from a laptop; prod goes out through the release workflow only' }),
      learning({ id: 6, correction: 'zur Erinnerung: kein lokales deploy -t prod' }),
      learning({ id: 7, command: 'databricks bundle validate -t stg', error: 'Error: stg: no such target. Available targets: dev, staging, prod' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2']);
    expect(groups.find((group) => group.includes('#5'))).toEqual(['#4', '#5', '#6']);
    expect(groups.flat()).not.toContain('#3');
    expect(groups.flat()).not.toContain('#7');
  });

  it('joins a failure no tool explains to the corrections that name the mistake in words, in any language', () => {
    const learnings = [
      learning({ id: 1, command: './bin/assets-setup', error: "./bin/assets-setup: line 2: $'\\r': command not found" }),
      learning({ id: 2, command: './scripts/seed-demo.sh', error: "/usr/bin/env: 'bash\\r': No such file or directory" }),
      learning({ id: 3, correction: 'bin/assets-setup came back with CRLF line endings from the Windows checkout; scripts must be LF (core.autocrlf=input)' }),
      learning({ id: 4, correction: 'és el CRLF: el clon es va fer des de windows. a WSL posa autocrlf=input i torna a fer checkout' }),
      learning({ id: 5, correction: 'the Windows checkout is slow, work in the WSL home' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2', '#3', '#4']);
    expect(groups.flat()).not.toContain('#5');
  });

  it('does not join failures by a missing file they do not name, or by the project\'s own name missed for two reasons', () => {
    const at = (spec: Parameters<typeof learning>[0]) => ({ ...learning(spec), cwd: '/home/dev/glacier' });
    const learnings = [
      at({ id: 1, command: 'source .env && databricks bundle deploy -t dev', error: 'bash: .env: No such file or directory' }),
      at({ id: 3, command: 'databricks tables get glacier.raw.events', error: "Error: Catalog 'glacier' does not exist." }),
      at({ id: 4, command: "psql -h localhost -p 5433 -U glacier -c 'select 1'", error: 'psql: error: connection to server at "localhost" (::1), port 5433 failed: FATAL:  database "glacier" does not exist' }),
      at({ id: 5, command: 'databricks tables get glacier.curated.sessions', error: "Error: Catalog 'glacier' does not exist." }),
      at({ id: 6, command: 'git checkout glacier', error: "error: pathspec 'glacier' did not match any file(s) known to git" }),
      at({ id: 7, command: 'git push origin glacier', error: 'error: src refspec glacier does not match any\nerror: failed to push some refs' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toEqual([['#3', '#5']]);
  });

  it('keeps apart the platform mistakes made in one shell, and the corrections tied to each', () => {
    const notRecognized = (term: string) => `${term} : The term '${term}' is not recognized as the name of a cmdlet, function, script file, or operable program.`;
    const learnings = [
      learning({ id: 1, command: 'export VCPKG_ROOT=$PWD\\external\\vcpkg', error: notRecognized('export'), session: 's1' }),
      prompt({ id: 2, correction: 'powershell: $env:VCPKG_ROOT = "$PWD\\external\\vcpkg"', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'export LANTERN_DDC=D:\\ddc', error: notRecognized('export'), session: 's2' }),
      learning({ id: 4, command: 'rm -rf build\\win-msvc', error: "Remove-Item : A parameter cannot be found that matches parameter name 'rf'.", session: 's3' }),
      prompt({ id: 5, correction: 'in powershell rm is Remove-Item. Remove-Item -Recurse -Force build', session: 's3', correcting: 4 }),
      learning({ id: 6, command: 'rm -r -f apps\\portal\\.next', error: "Remove-Item : Parameter cannot be processed because the parameter name 'f' is ambiguous.", session: 's4' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#3'], ['#4', '#5', '#6']]);
  });

  it('reads a word said not to use as a failure\'s own word only where the command ran with it, not as a flag\'s value', () => {
    const learnings = [
      learning({ id: 1, command: 'celery -A ember worker -l info', error: "Usage: celery [OPTIONS] COMMAND [ARGS]...\nTry 'celery --help' for help.\n\nError: Invalid value for '-A' / '--app': \nUnable to load celery application.\nThe module ember was not found.", session: 's1' }),
      learning({ id: 2, correction: 'die Sentry-Org heißt ember-hq, nicht ember', session: 's2' }),
      learning({ id: 3, command: 'make test', error: "make: *** No rule to make target 'test'.  Stop.", session: 's3' }),
      learning({ id: 4, correction: 'the target is called check, not test', session: 's4' }),
      learning({ id: 5, command: "mysql -u sail -psecret quarry -e 'show tables'", error: "ERROR 2002 (HY000): Can't connect to local MySQL server through socket '/tmp/mysql.sock' (2)", session: 's5' }),
      learning({ id: 6, correction: 'there is no `sail` alias on the team machines; call Sail as `./vendor/bin/sail`', session: 's6' }),
    ];
    expect(refsOf(learnings)).toEqual([['#3', '#4']]);
  });

  it('keeps apart the scripts a package manager runs, and a command of a tool from the tool found missing', () => {
    const learnings = [
      learning({ id: 1, command: 'npm ci', error: 'npm error code EUSAGE\nnpm error The `npm ci` command can only install with an existing package-lock.json', session: 's1' }),
      prompt({ id: 2, correction: 'bun, not npm. lockfile is bun.lock', session: 's1', correcting: 1 }),
      learning({ id: 3, correction: 'Added the KV binding to wrangler.jsonc without regenerating the types; run `bun run cf-typegen` after any binding change', session: 's2' }),
      learning({ id: 4, correction: 'Hand-wrote a migration; migrations are generated from the schema with `bun run db:generate`', session: 's3' }),
      learning({ id: 5, correction: 'usiamo bun qui, niente yarn', session: 's4' }),
      learning({ id: 6, command: 'wrangler types', error: 'zsh: command not found: wrangler', session: 's5' }),
      prompt({ id: 7, correction: "bunx wrangler. it's not global", session: 's5', correcting: 6 }),
      learning({ id: 8, command: 'wrangler d1 list', error: 'bash: wrangler: command not found', session: 's6' }),
      learning({ id: 9, correction: 'Ran `wrangler deploy` from the dev machine; production deploys only go through the deploy workflow', session: 's7' }),
      learning({ id: 10, correction: 'STOP. we never wrangler deploy by hand, prod deploys are the GH action', session: 's8' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#5'], ['#6', '#7', '#8'], ['#9', '#10']]);
  });

  it('reads the shell a platform mistake was made in as the place, not the tool to avoid', () => {
    const separator = "At line:1 char:14\n+ yarn.cmd install && yarn.cmd build\n+              ~~\nThe token '&&' is not a valid statement separator in this version.";
    const notRecognized = (term: string) => `${term} : The term '${term}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
    const learnings = [
      learning({ id: 1, command: 'yarn.cmd install && yarn.cmd build', error: separator, session: 's1' }),
      learning({ id: 2, command: 'rm -rf node_modules', error: "Remove-Item : A parameter cannot be found that matches parameter name 'rf'.", session: 's2' }),
      learning({ id: 3, command: 'which node', error: notRecognized('which'), session: 's3' }),
      prompt({ id: 4, correction: 'which doesnt exist in powershell -> Get-Command node (or where.exe node)', session: 's3', correcting: 3 }),
      learning({ id: 5, command: 'rm -rf admin/dist', error: "Remove-Item : A parameter cannot be found that matches parameter name 'rf'.", session: 's4' }),
      learning({ id: 6, command: 'cd admin && yarn.cmd build', error: separator.replace('yarn.cmd install', 'cd admin'), session: 's5' }),
      learning({ id: 7, correction: 'otra vez && ... en powershell 5 no existe, sepáralo con ;', session: 's5' }),
      learning({ id: 8, command: 'which yarn', error: notRecognized('which'), session: 's6' }),
      learning({ id: 9, correction: 'isso é o PowerShell 5.1, não tem &&. usa ; ou roda no pwsh 7', session: 's7' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#6', '#7', '#9'], ['#2', '#5'], ['#3', '#4', '#8']]);
  });

  it('joins a correction that names a cmdlet to the aliases of that cmdlet only', () => {
    const learnings = [
      learning({ id: 1, command: 'rm -rf transform/target', error: "Remove-Item : A parameter cannot be found that matches parameter name 'rf'." }),
      learning({ id: 2, command: 'curl -sS https://api.github.com/repos/pallet/pallet/pulls', error: "Invoke-WebRequest : A parameter cannot be found that matches parameter name 'sS'." }),
      learning({ id: 3, correction: 'same as always: Remove-Item -Recurse -Force' }),
      learning({ id: 4, command: 'curl -H "Accept: application/json" https://api.github.com/user', error: "Invoke-WebRequest : Cannot bind parameter 'Headers'. Cannot convert the \"Accept: application/json\" value of type \"System.String\" to type \"System.Collections.IDictionary\"." }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#3'], ['#2', '#4']]);
  });

  it('reads a flag told after a PowerShell mistake as no flag of PowerShell, so the shell\'s mistakes stay apart', () => {
    const separator = (line: string) => `At line:1 char:11\n+ ${line}\n+           ~~\nThe token '&&' is not a valid statement separator in this version.`;
    const envPrefix = (term: string) => `${term} : The term '${term}' is not recognized as the name of a cmdlet, function, script file, or operable program.`;
    const learnings = [
      learning({ id: 1, command: 'gradle clean && gradle test', error: separator('gradle clean && gradle test'), session: 's1' }),
      prompt({ id: 2, correction: 'windows powershell 5.1 has no &&. use ; or open pwsh 7', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'curl -s http://localhost:8080/health', error: "Invoke-WebRequest : A parameter cannot be found that matches parameter name 's'.", session: 's2' }),
      prompt({ id: 4, correction: 'curl is Invoke-WebRequest in powershell 5, use curl.exe', session: 's2', correcting: 3 }),
      learning({ id: 5, command: 'GRADLE_OPTS=-Xmx2g gradle test', error: envPrefix('GRADLE_OPTS=-Xmx2g'), session: 's3' }),
      { ...learning({ id: 6, correction: 'PowerShell has no VAR=value prefix for a command; set $env:GRADLE_OPTS = "-Xmx2g" first, then run gradle', session: 's3' }), correcting: 5 },
      learning({ id: 7, command: 'git fetch && git rebase origin/main', error: separator('git fetch && git rebase origin/main'), session: 's4' }),
      learning({ id: 8, command: 'JAVA_OPTS=-Xmx1g gradle run', error: envPrefix('JAVA_OPTS=-Xmx1g'), session: 's5' }),
      learning({ id: 9, command: 'curl -X POST -d "{}" http://localhost:8080/v1/jobs', error: "Invoke-WebRequest : A parameter cannot be found that matches parameter name 'X'.", session: 's6' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#7'], ['#3', '#4', '#9'], ['#5', '#6', '#8']]);
  });

  it('reads "not bash" told after a PowerShell mistake as where the command ran, not bash to avoid', () => {
    const envPrefix = (term: string) => `${term} : The term '${term}' is not recognized as the name of a cmdlet, function, script file, or operable program.`;
    const learnings = [
      learning({ id: 1, command: 'export AWS_PROFILE=acme-dev', error: envPrefix('export'), session: 's1' }),
      prompt({ id: 2, correction: 'you\'re in windows powershell, not bash: $env:AWS_PROFILE = "acme-dev"', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'export TF_LOG=debug', error: envPrefix('export'), session: 's2' }),
      learning({ id: 4, command: 'bash scripts/check-fmt.sh', error: '/bin/sh: bash: not found', session: 's3' }),
      prompt({ id: 5, correction: 'the runner image is alpine. there is no bash in it, keep the scripts posix sh', session: 's3', correcting: 4 }),
      learning({ id: 6, command: './scripts/preflight.sh', error: "env: can't execute 'bash': No such file or directory", session: 's4' }),
      prompt({ id: 7, correction: "#!/usr/bin/env bash won't run in the alpine image. /bin/sh and posix, like the other scripts", session: 's4', correcting: 6 }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#3'], ['#4', '#5', '#6', '#7']]);
  });

  it('does not read another flag of the same command as the fix of a push the server refused', () => {
    const gh006 = (ref: string) => `remote: error: GH006: Protected branch update failed for refs/heads/${ref}.\nremote: \nremote: - Cannot force-push to this branch\n ! [remote rejected] ${ref} -> ${ref} (protected branch hook declined)`;
    const learnings = [
      learning({ id: 1, command: 'git push --force origin main', error: gh006('main'), session: 's1' }),
      prompt({ id: 2, correction: 'whoa. NEVER force push main. revert it in a new commit and open a PR', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'git push -f origin HEAD:main', error: gh006('main'), session: 's2' }),
      learning({ id: 4, command: 'git push origin feature/lobby', error: " ! [rejected]        feature/lobby -> feature/lobby (non-fast-forward)\nerror: failed to push some refs\nhint: Updates were rejected because the tip of your current branch is behind", session: 's3' }),
      prompt({ id: 5, correction: 'rebase that on main and push with --force-with-lease, it\'s your own branch so that\'s fine', session: 's3', correcting: 4 }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#3'], ['#4', '#5']]);
  });

  it('keeps apart corrections that recommend different sbt tasks', () => {
    const learnings = [
      learning({ id: 1, correction: 'Committed unformatted files and CI failed scalafmtCheckAll; run sbt scalafmtAll before every commit', session: 's1' }),
      prompt({ id: 2, correction: 'CI is red on formatting again. sbt scalafmtAll before you commit, every time pls', session: 's2' }),
      prompt({ id: 3, correction: "there is no Dockerfile on purpose. the image comes out of native-packager: sbt Docker/publishLocal", session: 's3' }),
      prompt({ id: 4, correction: 'still no dockerfile :) native-packager builds it, run sbt Docker/publishLocal', session: 's4' }),
      learning({ id: 5, correction: 'Wiped ~/.cache/coursier to fix a stale dependency; never needed and very slow to refill, sbt clean is enough', session: 's5' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('keeps apart corrections that recommend different cdktf commands through npx', () => {
    const learnings = [
      prompt({ id: 1, correction: ".gen/ isn't committed. after the aws provider bump you have to `npx cdktf get` before synth", session: 's1' }),
      learning({ id: 2, correction: 'Synth failed on a missing .gen/providers module; the bindings are generated, run `npx cdktf get` after pulling.', session: 's2' }),
      prompt({ id: 3, correction: "the root has no .tf at all, it's all generated. `npx cdktf diff stack-dev`", session: 's3' }),
      prompt({ id: 4, correction: 'use `npx cdktf diff stack-dev`, not terraform plan in cdktf.out', session: 's4' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });

  it('keeps apart a tool alone and one of its commands unless both replace something', () => {
    const learnings = [
      learning({ id: 1, correction: 'aqui não tem GitHub, PR é sempre az repos pr create' }),
      learning({ id: 2, correction: 'az pipelines failed because the azure-devops extension is missing; run az extension add --name azure-devops before az pipelines / az repos commands' }),
      learning({ id: 3, correction: 'prisma 在 packages/db 里，别在根目录跑，用 pnpm --filter @tidepool/db' }),
      learning({ id: 4, correction: 'also the deploy workflow: it has to be prisma migrate deploy, never migrate dev' }),
    ];
    expect(refsOf(learnings)).toEqual([]);
  });

  it('keeps apart a whole tool to avoid and one command of it to avoid, unless both name one fix', () => {
    const learnings = [
      prompt({ id: 1, correction: 'Prod nur über Cloud Deploy, nie kubectl gegen prod. Release erstellen und promoten' }),
      prompt({ id: 2, correction: 'never kubectl delete namespace on the shared dev cluster, delete only what you created' }),
      prompt({ id: 3, correction: 'we are a bun shop, no npm here' }),
      prompt({ id: 4, correction: 'never npm install, bun install' }),
    ];
    expect(refsOf(learnings)).toEqual([['#3', '#4']]);
  });

  it('joins a failure that missed a name only to a correction that says not to use it, not one that merely writes it', () => {
    const learnings = [
      learning({ id: 1, command: 'cmake --preset default', error: 'CMake Error: No such preset in /home/kai/src/lumen: "default"\nAvailable configure presets:\n  "dev"\n  "release"' }),
      learning({ id: 2, correction: 'The default branch is `trunk`; there is no `main` (rebase on origin/trunk)' }),
      learning({ id: 3, correction: 'there is no `default` preset, use `cmake --preset dev`' }),
      learning({ id: 4, command: 'oc logs deployment/gantry-worker --tail=200', error: 'Error from server (NotFound): deployments.apps "gantry-worker" not found' }),
      learning({ id: 5, correction: 'Restarted gantry-worker by deleting its pods; restart a deployment with oc rollout restart' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#3']);
    expect(groups.flat()).not.toContain('#2');
    expect(groups.flat()).not.toContain('#5');
  });

  it('joins a failure that missed a name many corrections write only to one that says not to use it', () => {
    const learnings = [
      learning({ id: 1, command: 'git rebase origin/dev', error: "fatal: invalid upstream 'origin/dev'" }),
      learning({ id: 2, correction: 'develop. not dev, not main' }),
      learning({ id: 3, correction: 'Tried requirements-dev.txt; dev dependencies live in requirements/local.txt' }),
      learning({ id: 4, correction: "pas de dev : c'est config.settings.test pour pytest" }),
      learning({ id: 5, correction: 'the dev database is ember_dev, created by make db' }),
      learning({ id: 6, correction: 'dev server runs on :8001, 8000 is the docs' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2']);
    expect(groups.flat().filter((ref) => ['#3', '#4', '#5', '#6'].includes(ref))).toEqual([]);
  });

  it('keeps a task or script to run apart from a recommendation of the runner itself', () => {
    const learnings = [
      learning({ id: 1, correction: 'fresh.gen.ts is generated, never edit it by hand: run `deno task manifest`' }),
      learning({ id: 2, correction: 'no package.json here, everything goes through `deno task`' }),
      learning({ id: 3, correction: 'there is no npm in this repo, tasks run with deno task' }),
      learning({ id: 4, correction: 'Typed .svelte props by guesswork; run `bun run check` after touching a component' }),
      learning({ id: 5, correction: 'no npm here, use bun' }),
      learning({ id: 6, correction: "we're on bun here, not npm" }),
    ];
    const groups = refsOf(learnings);
    expect(groups.flat()).not.toContain('#1');
    expect(groups.flat()).not.toContain('#4');
    expect(groups).toContainEqual(['#5', '#6']);
  });

  it('does not join a failure no class explains to a correction that only says not to run that command', () => {
    const crashed = "ERROR: (gcloud.run.deploy) Revision 'payments-00042-kup' is not ready and cannot serve traffic. The user-provided container failed to start and listen on the port defined provided by the PORT=8080 environment variable.";
    const learnings = [
      learning({ id: 1, command: 'gcloud run deploy payments --image=europe-west3-docker.pkg.dev/meridian/services/payments:4.1.0 --region=europe-west3', error: crashed }),
      learning({ id: 2, command: 'gcloud run deploy payments --image=europe-west3-docker.pkg.dev/meridian/services/payments:4.1.1 --region=europe-west3', error: crashed.replace('00042-kup', '00043-wiz') }),
      learning({ id: 3, correction: 'never `gcloud run deploy` against prod by hand' }),
      learning({ id: 4, correction: 'again: no gcloud run deploy from a laptop!!' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#1', '#2']);
    expect(groups).toContainEqual(['#3', '#4']);
  });

  it('reads what a runner ran with its flags: a failure that passed the flag recommended is another problem', () => {
    const learnings = [
      learning({ id: 1, command: 'cd transform && uv run dbt build --select dim_customers', error: "Runtime Error\n  Database Error in model dim_customers (models/marts/dim_customers.sql)\n  000904 (42000): SQL compilation error: invalid identifier 'CUSTOMER_TIER'" }),
      learning({ id: 2, command: 'cd transform && uv run dbt build --select fct_orders+ --target dev', error: 'Done. PASS=41 WARN=0 ERROR=1 SKIP=3 TOTAL=45' }),
      learning({ id: 3, correction: 'Ran a bare `dbt build` over the whole project; always scope it with --select (state:modified+ or model+).' }),
      learning({ id: 4, correction: 'no bare `dbt build` please, it rebuilds every model in the warehouse: pass --select' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toContainEqual(['#3', '#4']);
    expect(groups.flat()).not.toContain('#1');
    expect(groups.flat()).not.toContain('#2');
  });

  it('does not join two corrections on the tool they avoid when the only other thing they share is that tool again', () => {
    const noTarget = "Error: cabal: No targets given and there is no package in the current directory. Use the target 'all' for all packages in the project or specify packages or components by name or location. See 'cabal build --help' for more information on target forms.";
    const learnings = [
      learning({ id: 1, command: 'cabal test', error: noTarget, session: 's1' }),
      prompt({ id: 2, correction: 'cabal test all. the root is a multi-package project, plain `cabal test` finds nothing', session: 's1', correcting: 1 }),
      learning({ id: 3, command: 'cabal build', error: noTarget, session: 's2' }),
      learning({ id: 4, correction: 'Ran cabal directly in the CI container; the toolchain only exists inside the flake devshell, so run it as nix develop -c cabal …', session: 's3' }),
      learning({ id: 5, correction: 'no bare cabal in CI, it only exists inside nix develop', session: 's4' }),
    ];
    const groups = refsOf(learnings);
    expect(groups.find((group) => group.includes('#2'))).toEqual(['#1', '#2', '#3']);
    expect(groups.find((group) => group.includes('#4'))).toEqual(['#4', '#5']);
  });

  it('holds two commands of one tool that found no file apart when the error names none', () => {
    const obanMissing = (pkg: string) => `Resolving Hex dependencies...\nFailed to fetch record for oban/${pkg} from registry (using cache instead)\nThis could be because the package does not exist, it was spelled incorrectly or you don't have permissions to it`;
    const learnings = [
      learning({ id: 1, command: 'mix deps.get', error: obanMissing('oban_pro') }),
      learning({ id: 2, command: 'mix compile', error: '== Compilation error in file lib/keelson/route/native.ex ==\n** (RuntimeError) Error while downloading precompiled NIF: the precompiled NIF file does not exist in the checksum file.' }),
      learning({ id: 3, command: 'mix deps.get', error: obanMissing('oban_web') }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#3']]);
  });

  it('does not chain near-paraphrases into one lesson', () => {
    const learnings = [
      learning({ id: 1, correction: 'rebuild cache index after upgrading postgres extensions' }),
      learning({ id: 2, correction: 'rebuild cache index after upgrading postgres plugins' }),
      learning({ id: 3, correction: 'rebuild cache index after upgrading redis plugins' }),
    ];
    const groups = refsOf(learnings);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(2);
  });

  it('does not let a failure join two corrections that recommend different things', () => {
    const learnings = [
      learning({ id: 1, correction: 'use uv instead of pip install' }),
      learning({ id: 2, command: 'pip install x', error: 'error: externally-managed-environment' }),
      learning({ id: 3, command: 'pip install y', error: 'error: externally-managed-environment', later: ['use poetry instead of pip'] }),
    ];
    const groups = refsOf(learnings);
    expect(groups.flat()).not.toContain('#3');
  });
});

describe('comparing what corrections name', () => {
  /** The term a correction names as code. */
  const term = (code: string) => termOfMention(readCorrection(`\`${code}\``).mentions[0]!);

  it('holds a tool and what it runs as the same thing, a subcommand and a flag of it as two', () => {
    expect(samePreferred(term('pnpm'), term('pnpm install'))).toBe(true);
    // As the grouping builds it from a tied "pnpm -C web": the flag with its value, no subcommand.
    const pnpmInWeb: Term = { program: 'pnpm', family: 'pnpm', flags: ['-C'], args: ['web'], code: true, verbatim: false, text: 'pnpm -C web' };
    expect(samePreferred(term('pnpm dev'), pnpmInWeb)).toBe(false);
    expect(samePreferred(term('pnpm -C web'), pnpmInWeb)).toBe(true);
    expect(sameAvoided(term('npm'), term('npm install'))).toBe(true);
    expect(sameAvoided(term('cargo --deny warnings'), term('cargo fmt'))).toBe(false);
    // A flag to pass and which copy of the tool to run are two lessons.
    expect(samePreferred(term('cargo --probe 1366:1051'), term('/usr/bin/cargo'))).toBe(false);
    expect(samePreferred(term('cargo --probe 1366:1051'), term('cargo'))).toBe(true);
  });

  it('holds one flag with two values as two things to pass', () => {
    expect(samePreferred(term('--target web'), term('cross build --target aarch64-unknown-linux-musl'))).toBe(false);
    expect(samePreferred(term('--target web'), term('wasm-pack build --target web'))).toBe(true);
    expect(samePreferred(term('--target'), term('wasm-pack build --target web'))).toBe(true);
  });

  it('keeps a version to run at apart from the tool, and lets a nested subcommand agree with the one it begins', () => {
    expect(samePreferred(term('uv sync --python 3.12'), term('uv'))).toBe(false);
    expect(samePreferred(term('node 22'), term('node 22'))).toBe(true);
    // Two versions are one only when one is a release of the other.
    expect(samePreferred(term('node 22'), term('node 22.11'))).toBe(true);
    expect(samePreferred(term('dotnet --version 8.0.11'), term('dotnet --version 8.0.404'))).toBe(false);
    expect(samePreferred(term('python 3.11'), term('python 3.12'))).toBe(false);
    expect(sameAvoided(term('az group delete --name rg'), term('az group'))).toBe(true);
    expect(sameAvoided(term('az group delete --name rg'), term('az group deployment create'))).toBe(false);
  });

  it('holds two scripts or tasks of one runner as two things', () => {
    expect(samePreferred(term('bun run check'), term('bun run cf-typegen'))).toBe(false);
    expect(samePreferred(term('deno task manifest'), term('deno task seed'))).toBe(false);
    expect(samePreferred(term('deno task manifest'), term('deno task manifest'))).toBe(true);
  });

  it('reads the subcommands of a subcommand that has its own (`git lfs pull`, `podman machine start`)', () => {
    expect(samePreferred(term('git lfs pull'), term('git lfs lock'))).toBe(false);
    expect(samePreferred(term('git lfs pull'), term('git lfs pull --include "*.wav"'))).toBe(true);
    expect(samePreferred(term('podman machine start'), term('podman machine stop'))).toBe(false);
  });
});

describe('counting', () => {
  it('needs a lesson taught twice: a single learning is not a candidate', () => {
    expect(refsOf([learning({ id: 1, correction: 'Use uv instead of pip install' })])).toEqual([]);
  });

  it('leaves observations out', () => {
    const learnings = [
      learning({ id: 1, correction: 'Use uv instead of pip install' }),
      learning({ id: 2, kind: 'observation', correction: 'use uv instead of pip install here too' }),
    ];
    expect(refsOf(learnings)).toEqual([]);
  });

  it('counts a correction recorded by both the hook and the agent once', () => {
    const hook = prompt({ id: 1, correction: 'use bun not npm!!', session: 's1', time: '2026-03-20T10:00:00.000Z' });
    const agent = learning({ id: 2, correction: 'Used npm ci; this repo uses bun, run bun install instead of npm.', session: 's1', time: '2026-03-20T10:03:00.000Z' });
    expect(refsOf([hook, agent])).toEqual([]);
    const again = learning({ id: 3, command: 'npm ci', error: 'npm error code EUSAGE', session: 's2', time: '2026-03-25T10:00:00.000Z' });
    const [group] = groupLearnings([hook, agent, again], { now, canonical });
    expect(group!.members.map((member) => member.learning.ref)).toEqual(['#1', '#2', '#3']);
    expect(group!.occurrences).toBe(2);
    expect(countOccurrences(group!.members)).toBe(2);
  });

  it('never counts a candidate toward "twice", though it may support a lesson', () => {
    const candidates = [
      prompt({ id: 1, correction: 'dates should be ISO 8601', candidate: true }),
      prompt({ id: 2, correction: 'dates should be ISO 8601 everywhere', candidate: true }),
    ];
    expect(refsOf(candidates)).toEqual([]);
  });

  it('ranks by frequency, then recency, then pain', () => {
    const old = '2026-01-01T10:00:00.000Z';
    const recent = '2026-03-29T10:00:00.000Z';
    const learnings = [
      learning({ id: 1, correction: 'use gtimeout instead of timeout', time: old }),
      learning({ id: 2, correction: 'gtimeout, not timeout', time: old }),
      learning({ id: 3, correction: 'never use timeout', time: old }),
      learning({ id: 4, correction: 'use uv instead of pip', time: recent }),
      learning({ id: 5, correction: 'never pip, uv', time: recent }),
      learning({ id: 6, correction: 'use bun instead of npm', time: recent, pain: 5 }),
      learning({ id: 7, correction: 'do not use npm', time: recent, pain: 5 }),
    ];
    const groups = groupLearnings(learnings, { now, canonical });
    expect(groups.map((group) => group.subject)).toEqual(['avoid:npm', 'avoid:pip', 'avoid:timeout']);
    expect(groups[0]!.pain).toBe(5);
    const frequent = groupLearnings(learnings.slice(0, 5).map((item) => ({ ...item, time: recent, updated: recent })), { now, canonical });
    expect(frequent[0]!.subject).toBe('avoid:timeout');
  });

  it('keeps a lesson\'s subject, and so its fingerprint, as more of it arrives', () => {
    const two = groupLearnings([learning({ id: 1, correction: 'never pip install' }), learning({ id: 2, correction: "don't pip install packages" })], { now });
    const three = groupLearnings([
      learning({ id: 1, correction: 'never pip install' }),
      learning({ id: 2, correction: "don't pip install packages" }),
      learning({ id: 3, correction: 'use uv rather than pip install' }),
    ], { now });
    expect(three).toHaveLength(1);
    expect(three[0]!.members).toHaveLength(3);
    expect(three[0]!.subject).toBe(two[0]!.subject);
  });

  it('reports its progress while it reads', () => {
    const seen: Array<[number, number]> = [];
    groupLearnings(PIP_PARAPHRASES.map(learning), { now, onProgress: (done, total) => seen.push([done, total]) });
    expect(seen.at(-1)).toEqual([2, 2]);
  });
});

describe('tools the store teaches', () => {
  it('reads a correction with the subcommands the store runs a tool with, as it reads the failures', () => {
    const learnings = [
      learning({ id: 1, command: 'dune exec garganey -- --port 8080', error: 'Error: Program "garganey" not found!' }),
      learning({ id: 2, command: 'dune build', error: 'File "lib/dune", line 4, characters 31-39:\nError: Library "eio_main" not found.' }),
      prompt({ id: 3, correction: 'the exe has no public_name. dune exec bin/main.exe', correcting: 1 }),
    ];
    const features = featuresOf(learnings);
    const correction = features.find((each) => each.learning.ref === '#3')!;
    const named = [...correction.avoid, ...correction.prefer, ...correction.neutral].find((term) => term.program === 'dune');
    expect(named).toMatchObject({ program: 'dune', sub: 'exec' });
    // …and `dune exec garganey` runs garganey, as `pnpm exec` runs what it is given.
    expect(features.find((each) => each.learning.ref === '#1')?.failure?.invocation).toMatchObject({ program: 'garganey', wrappers: ['dune'] });
  });
});

describe('subcommands the store ran', () => {
  it('reads a tool rulesweep knows with the subcommands the store ran it with, beyond its own list', () => {
    const learnings = [
      learning({ id: 1, command: 'nix build .#tern', error: "error: flake 'git+file:///home/dev/tern' does not provide attribute 'packages.x86_64-linux.tern'" }),
      learning({ id: 2, command: 'docker build -t tern:dev .', error: 'ERROR: failed to solve: failed to read dockerfile: open Dockerfile: no such file or directory' }),
      prompt({ id: 3, correction: 'no Dockerfile, on purpose. the image comes out of the flake: nix build .#image && docker load < result', correcting: 2 }),
    ];
    const features = featuresOf(learnings);
    const correction = features.find((each) => each.learning.ref === '#3')!;
    expect([...correction.avoid, ...correction.prefer, ...correction.neutral].find((term) => term.program === 'nix')).toMatchObject({ program: 'nix', sub: 'build' });
  });
});

describe('a project script named after a tool', () => {
  it('joins corrections that run the same script in place of the tool, and not with the package manager as a tool', () => {
    const learnings = [
      learning({ id: 1, command: 'prettier --write force-app/main/default/classes/InvoiceService.cls', error: "Exit code 2\n[error] Cannot find package 'prettier-plugin-apex' imported from /Users/ana/.npm-global/lib/node_modules/prettier/index.mjs" }),
      prompt({ id: 2, correction: "use npm run prettier. the global prettier doesn't see the apex plugin", correcting: 1 }),
      learning({ id: 3, command: 'npx prettier --check force-app/main/default/triggers/InvoiceTrigger.trigger', error: 'Exit code 2\nChecking formatting...\n[error] No parser could be inferred for file "force-app/main/default/triggers/InvoiceTrigger.trigger".' }),
      prompt({ id: 4, correction: 'apex format karanna `npm run prettier` use karanna, eke thamai apex plugin eka load wenne', correcting: 3 }),
      learning({ id: 5, command: 'yarn install', error: 'bash: yarn: command not found' }),
      learning({ id: 6, kind: 'correction', correction: 'Used yarn; this project is npm only (package-lock.json): `npm install --save-dev`' }),
    ];
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3', '#4'], ['#5', '#6']]);
  });
});

describe('a file two corrections mention', () => {
  it('is no fix in common: two failures of one command, fixed two ways, stay two lessons', () => {
    const learnings = [
      learning({ id: 1, command: 'cabal build all', error: "Error: cabal: Cannot find the program 'ghc'. User-specified path 'ghc-9.6.6' does not refer to an executable and the program is not on the system path." }),
      prompt({ id: 2, correction: 'ghcup install ghc 9.6.6 — cabal.project pins with-compiler: ghc-9.6.6, nothing else works', correcting: 1 }),
      learning({ id: 3, command: 'cabal build all', error: 'Resolving dependencies...\nError: cabal: Could not resolve dependencies:\n[__0] trying: tern-0.4.1 (user goal)\n[__1] unknown package: servant-auth-server (dependency of tern)' }),
      prompt({ id: 4, correction: 'cabal update first, the index-state in cabal.project moved yesterday', correcting: 3 }),
      learning({ id: 5, command: 'cabal update', error: 'Error: cabal: HttpExceptionRequest (ConnectionFailure Network.Socket.getAddrInfo: does not exist (No address associated with hostname))' }),
      // (A third that writes the file: a name only two corrections write is a pair of its own.)
      learning({ id: 6, kind: 'correction', correction: 'cabal.project is shared; local ghc-options go in cabal.project.local, never in cabal.project' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2'], ['#3', '#4']]);
  });
});

describe('a recommendation told after another tool failed', () => {
  it('is a step for that failure, not the lesson of a tool it is a variant of', () => {
    const learnings = [
      learning({ id: 1, command: 'docker-compose up -d db redis', error: 'zsh: command not found: docker-compose' }),
      prompt({ id: 2, correction: 'docker compose, with a space. the hyphen one got uninstalled ages ago', correcting: 1 }),
      learning({ id: 3, command: 'docker-compose exec db psql -U vole vole_development', error: 'bash: docker-compose: command not found' }),
      learning({ id: 4, command: 'crystal build src/start_server.cr --release --static -o bin/vole', error: '/usr/bin/ld: cannot find -lgc: No such file or directory\ncollect2: error: ld returned 1 exit status' }),
      prompt({ id: 5, correction: 'static only links against musl. release binaries come out of the alpine builder: docker compose run --rm builder', correcting: 4 }),
      learning({ id: 6, command: 'crystal build src/worker.cr --release --static', error: '/usr/bin/ld: cannot find -lgc: No such file or directory\ncollect2: error: ld returned 1 exit status' }),
    ];
    expect(refsOf(learnings).sort()).toEqual([['#1', '#2', '#3'], ['#4', '#5', '#6']]);
  });
});

describe('a file the tool looked for', () => {
  it('joins failures of different commands of one tool that missed the same file, and keeps another file apart', () => {
    const enoent = (folder: string) => `npm error code ENOENT\nnpm error syscall open\nnpm error path ${folder}/package.json\nnpm error enoent Could not read package.json: Error: ENOENT: no such file or directory, open '${folder}/package.json'`;
    const learnings = [
      learning({ id: 1, command: 'npm install', error: enoent('/home/yuki/pika') }),
      prompt({ id: 2, correction: 'there is no package.json in the root, on purpose. esbuild and tailwind are mix deps: mix assets.setup', correcting: 1 }),
      learning({ id: 3, command: 'npm run deploy --prefix assets', error: enoent('/Users/kai/pika/assets') }),
      learning({ id: 4, command: 'npm ci', error: "npm error code ENOENT\nnpm error enoent Could not read .npmrc: Error: ENOENT: no such file or directory, open '/home/yuki/.config/npm/.npmrc'" }),
      learning({ id: 5, command: 'npm test', error: "npm error code ENOENT\nnpm error enoent Could not read .npmrc: Error: ENOENT: no such file or directory, open '/Users/kai/.config/npm/.npmrc'" }),
    ];
    // (#4 and #5 miss another file, and with no correction they are trouble, not a lesson.)
    expect(refsOf(learnings)).toEqual([['#1', '#2', '#3']]);
  });
});
