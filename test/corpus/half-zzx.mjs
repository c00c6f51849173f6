// Half ZZX of the evaluation corpus, written blind: "wigeon", a Julia 1.11 code base for climate
// model post-processing (juliaup, one project env per folder, ReTestItems, Documenter, NCDatasets,
// Slurm cluster on RHEL 9, /scratch and DVC, PythonCall + CondaPkg, PR-only main). Developers on
// the cluster (bash), macOS (zsh) and Windows 11 (PowerShell 5.1 / 7, Git Bash); en, gl, ne, ka.

const PKG_NOT_FOUND = (pkg, where) =>
  `ERROR: ${where ? 'LoadError: ' : ''}ArgumentError: Package ${pkg} not found in current path.\n` +
  "- Run `import Pkg; Pkg.add(\"" + pkg + "\")` to install the " + pkg + ' package.\n' +
  'Stacktrace:\n  [1] macro expansion\n    @ ./loading.jl:2296 [inlined]\n  [2] macro expansion\n    @ ./lock.jl:273 [inlined]\n' +
  '  [3] __require(into::Module, mod::Symbol)\n    @ Base ./loading.jl:2271\n  [4] #invoke_in_world#3\n    @ ./essentials.jl:1089 [inlined]\n' +
  '  [5] invoke_in_world\n    @ ./essentials.jl:1086 [inlined]\n  [6] require(into::Module, mod::Symbol)\n    @ Base ./loading.jl:2260' +
  (where ? `\nin expression starting at ${where}` : '');

const BREW_LINK = '==> Fetching julia\n==> Downloading https://ghcr.io/v2/homebrew/core/julia/manifests/1.11.3\n' +
  '==> Pouring julia--1.11.3.arm64_sequoia.bottle.tar.gz\nError: The `brew link` step did not complete successfully\n' +
  'The formula built, but is not symlinked into /opt/homebrew\nCould not symlink bin/julia\nTarget /opt/homebrew/bin/julia\n' +
  'is a symlink belonging to juliaup. You can unlink it:\n  brew unlink juliaup\n\nTo force the link and overwrite all conflicting files:\n' +
  '  brew link --overwrite julia\n\nTo list all files that would be deleted:\n  brew link --overwrite julia --dry-run';

const SBATCH_ACCOUNT = 'sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified';
const SRUN_ACCOUNT = 'srun: error: Unable to allocate resources: Invalid account or account/partition combination specified';

const GH006 = (branch) => `remote: error: GH006: Protected branch update failed for refs/heads/${branch}.\n` +
  'remote: error: Changes must be made through a pull request.\nTo github.com:wigeon-lab/wigeon.git\n' +
  ` ! [remote rejected] ${branch} -> ${branch} (protected branch hook declined)\nerror: failed to push some refs to 'github.com:wigeon-lab/wigeon.git'`;
const GH013 = 'remote: error: GH013: Repository rule violations found for refs/heads/main.\n' +
  'remote: Review all repository rules at https://github.com/wigeon-lab/wigeon/rules?ref=refs%2Fheads%2Fmain\nremote: \n' +
  'remote: - Changes must be made through a pull request.\nremote: \nTo github.com:wigeon-lab/wigeon.git\n' +
  " ! [remote rejected] main -> main (push declined due to repository rule violations)\nerror: failed to push some refs to 'github.com:wigeon-lab/wigeon.git'";
const GH006_FORCE = 'remote: error: GH006: Protected branch update failed for refs/heads/main.\n' +
  'remote: error: Cannot force-push to this branch\nTo github.com:wigeon-lab/wigeon.git\n' +
  " ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'github.com:wigeon-lab/wigeon.git'";

const MAC_GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n' +
  '\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n' +
  '\t[--null] [pattern] [file ...]';
const MAC_DATE_USAGE = 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n' +
  '            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[mm]dd]HH]MM[[cc]yy][.SS] [+output_fmt]';
const MAC_STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';

// Windows PowerShell 5.1 and PowerShell 7 error records.
const PS51_NOT_RECOGNIZED = (name, line, col = 1) =>
  `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. ` +
  'Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\n' +
  `At line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}${'~'.repeat(name.length)}\n` +
  `    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n` +
  '    + FullyQualifiedErrorId : CommandNotFoundException';
const PS7_NOT_RECOGNIZED = (name) =>
  `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\n` +
  'Check the spelling of the name, or if a path was included, verify that the path is correct and try again.';
const PS51_AND = (line, col) => `At line:1 char:${col}\n+ ${line.length > 70 ? `${line.slice(0, 70)} ...` : line}\n+ ${' '.repeat(col - 1)}~~\n` +
  "The token '&&' is not a valid statement separator in this version.\n" +
  '    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine';
const PS51_RM_RF = (line) => "Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\n" +
  `At line:1 char:4\n+ ${line}\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException\n` +
  '    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand';

const JULIA_UNDEF = (name) => `ERROR: UndefVarError: \`${name}\` not defined in \`Main\`\nStacktrace:\n [1] top-level scope\n   @ none:1`;

const FORMAT_DIFF = (file, hunk, before, after) => `Formatting ./${file}\n` +
  `diff --git a/${file} b/${file}\nindex 3c1e2f0..9ab41d2 100644\n--- a/${file}\n+++ b/${file}\n${hunk}\n-${before}\n+${after}\n` +
  "Error: Process completed with exit code 1.";

const MANIFEST_WARN = (v, manifest) => `┌ Warning: The active manifest file has dependencies that were resolved with a different julia version (${v}). Unexpected behavior may occur.\n└ @ ${manifest}:0`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'wigeon', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'juliaup', 'brew install julia', BREW_LINK, 1, 'Install Julia'],
      ['prompt', 'juliaup', 'not brew. juliaup — `juliaup add 1.11`, that is how everyone here gets julia'],
      ['ok', 'juliaup add 1.11'],
      ['fail', 'project-env', "julia -e 'using Wigeon; Wigeon.check_config(\"config/era5.toml\")'", PKG_NOT_FOUND('Wigeon'), 1, 'Validate the ERA5 config'],
      ['prompt', 'project-env', 'sen --project=. estás no entorno global, por iso non atopa Wigeon'],
      ['ok', "julia --project=. -e 'using Pkg; Pkg.instantiate()'"],
    ],
  },
  {
    machine: 'linux', project: 'wigeon', start: '2026-02-03T09:10:00Z',
    steps: [
      ['fail', 'module-load', "julia --project=. -e 'using Pkg; Pkg.instantiate()'", 'bash: julia: command not found', 127, 'Instantiate the project environment'],
      ['prompt', 'module-load', 'module load julia first, nothing is on PATH on this box'],
      ['ok', "module load julia && julia --project=. -e 'using Pkg; Pkg.instantiate()'"],
      ['fail', 'login-node', 'julia --project=. scripts/regrid.jl --year 2019', 'Killed', 137, 'Regrid ERA5 2019 to 0.25°'],
      ['prompt', 'login-node', "you're on login1!! that's what sbatch is for"],
      ['fail', 'slurm-account', 'sbatch jobs/regrid.sbatch', SBATCH_ACCOUNT, 1],
      ['prompt', 'slurm-account', '-A clim-wigeon. our allocation, always'],
    ],
  },
  {
    machine: 'codex', project: 'wigeon', start: '2026-02-04T13:20:00Z',
    steps: [
      ['fail', 'x:module-typo', 'module load juila', 'Lmod has detected the following error:  The following module(s) are unknown: "juila"\n\nPlease check the spelling or version number. Also try "module spider ..."\nIt is also possible your cache file is out-of-date; it may help to try:\n  $ module --ignore_cache load "juila"\n\nAlso make sure that all modulefiles written in TCL start with the string #%Module', 1],
      ['ok', 'module load julia'],
      ['fail', 'x:pkg-registry-offline', "srun -A clim-wigeon -p compute -c 4 julia --project=. -e 'using Pkg; Pkg.instantiate()'", "┌ Warning: could not download https://pkg.julialang.org/registries\n│   exception = RequestError: Could not resolve host: pkg.julialang.org while requesting https://pkg.julialang.org/registries\n└ @ Pkg.Registry /cvmfs/soft/julia/1.11.3/share/julia/stdlib/v1.11/Pkg/src/Registry/Registry.jl:77\nERROR: failed to clone from https://github.com/JuliaRegistries/General.git, error: GitError(Code:ERROR, Class:Net, failed to resolve address for github.com: Name or service not known)\nsrun: error: cn031: task 0: Exited with exit code 1", 1],
      ['agent', 'slurm-account', 'sbatch was rejected for missing account; every wigeon job needs --account=clim-wigeon (or #SBATCH -A clim-wigeon in the script).'],
      ['ok', 'sbatch -A clim-wigeon jobs/regrid.sbatch'],
    ],
  },
  {
    machine: 'mac2', project: 'wigeon', start: '2026-02-05T10:05:00Z',
    steps: [
      ['fail', 'module-local', 'module load julia', 'zsh: command not found: module', 127],
      ['prompt', 'module-local', 'module მხოლოდ კლასტერზეა. აქ, ლეპტოპზე, julia juliaup-ით გიყენია'],
      ['fail', 'sed-mac', "sed -i 's/version = \"0.4.1\"/version = \"0.4.2\"/' Project.toml", 'sed: 1: "Project.toml": invalid command code P', 1, 'Bump the version'],
      ['prompt', 'sed-mac', "ეს მაკია, sed BSD-ია: -i ''"],
      ['ok', "sed -i '' 's/version = \"0.4.1\"/version = \"0.4.2\"/' Project.toml"],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry for 0.4.2: conservative regridding now handles the dateline'],
    ],
  },
  {
    machine: 'winps', project: 'wigeon', start: '2026-02-06T09:30:00Z',
    steps: [
      ['fail', 'ps-and', 'julia --project=. -e "using Pkg; Pkg.instantiate()" && julia --project=. -e "using Pkg; Pkg.test()"', PS51_AND('julia --project=. -e "using Pkg; Pkg.instantiate()" && julia --project=. -e "using Pkg; Pkg.test()"', 53), 1, 'Instantiate and run tests'],
      ['prompt', 'ps-and', 'windows powershell 5.1 — no && there. use ; or run them one by one'],
      ['fail', 'ps-rm', 'rm -rf docs/build', PS51_RM_RF('rm -rf docs/build'), 1, 'Clean the docs build'],
      ['agent', 'ps-rm', 'rm -rf is not valid in Windows PowerShell (Remove-Item has no -rf); use Remove-Item -Recurse -Force docs\\build.'],
      ['ok', 'Remove-Item -Recurse -Force docs\\build'],
    ],
  },
  {
    machine: 'ci', project: 'wigeon', start: '2026-02-06T14:00:00Z',
    steps: [
      ['fail', 'ci-apk', 'apt-get update && apt-get install -y netcdf-bin', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'ci-apk', 'the docs/format image is alpine. apk add --no-cache'],
      ['fail', 'formatter', "julia --project=.format -e 'using JuliaFormatter; format(\".\", verbose=true)' && git diff --exit-code", FORMAT_DIFF('src/regrid.jl', '@@ -41,7 +41,7 @@ function regrid_conservative(src, dst; weights=nothing)', '    w = isnothing(weights) ? compute_weights(src,dst) : weights', '    w = isnothing(weights) ? compute_weights(src, dst) : weights'), 1],
      ['prompt', 'formatter', 'format check red. run JuliaFormatter locally before pushing'],
    ],
  },
  {
    machine: 'mac', project: 'wigeon', start: '2026-02-09T08:15:00Z',
    steps: [
      ['fail', 'test-runner', 'julia --project=. test/runtests.jl', PKG_NOT_FOUND('ReTestItems', '/Users/ana/wigeon/test/runtests.jl:1'), 1, 'Run the test suite'],
      ['prompt', 'test-runner', "tests: julia --project=. -e 'using Pkg; Pkg.test()'. runtests.jl on its own doesnt see the test deps"],
      ['ok', "julia --project=. -e 'using Pkg; Pkg.test()'"],
      ['fail', 'x:test-real-failure', "julia --project=. -e 'using Pkg; Pkg.test(test_args=[\"regrid\"])'", "lon wrap: Test Failed at /Users/ana/wigeon/test/regrid_tests.jl:42\n  Expression: isapprox(out[1, :], ref[1, :]; rtol = 1.0e-5)\n   Evaluated: isapprox(Float32[271.3, 271.9], Float32[271.3, 272.4]; rtol = 1.0e-5)\n\nTest Summary:  | Pass  Fail  Total  Time\nregrid         |   37     1     38  11.4s\nERROR: LoadError: Some tests did not pass: 37 passed, 1 failed, 0 errored, 0 broken.\nin expression starting at /Users/ana/wigeon/test/runtests.jl:3\nERROR: Package Wigeon errored during testing", 1],
      ['prompt', 'x:galician-test-request', 'engade tamén un test para latitudes descendentes en regrid_conservative, os ficheiros do CMIP6 veñen así'],
    ],
  },
  {
    machine: 'linux', project: 'wigeon', start: '2026-02-10T09:00:00Z',
    steps: [
      ['fail', 'x:grep-no-match', "grep -rn 'regrid_conservative!' src/ test/", '', 1],
      ['fail', 'scratch-data', 'cp /scratch/wigeon/era5/t2m_*.nc data/', "cp: error writing 'data/t2m_2019.nc': Disk quota exceeded\ncp: error writing 'data/t2m_2020.nc': Disk quota exceeded", 1, 'Copy ERA5 inputs next to the code'],
      ['prompt', 'scratch-data', 'the era5 files stay in /scratch/wigeon/era5. the repo never holds .nc inputs, point config/era5.toml at them'],
      ['fail', 'x:sbatch-typo', 'sbatch -A clim-wigeon jobs/regird.sbatch', 'sbatch: error: Unable to open file jobs/regird.sbatch', 1],
      ['ok', 'sbatch -A clim-wigeon jobs/regrid.sbatch'],
    ],
  },
  {
    machine: 'mac2', project: 'wigeon', start: '2026-02-11T11:40:00Z',
    steps: [
      ['fail', 'date-mac', "date -d '2020-01-01 + 30 days' +%F", MAC_DATE_USAGE, 1, 'Compute the end date of the first window'],
      ['prompt', 'date-mac', 'მაკზე date -d არ არსებობს. gdate ან date -v+30d'],
      ['fail', 'grep-P-mac', "grep -P '\\d{4}-\\d{2}-\\d{2}' config/*.toml", MAC_GREP_USAGE, 2],
      ['prompt', 'grep-P-mac', 'no -P in mac grep. rg is installed, use that'],
      ['ok', "rg '\\d{4}-\\d{2}-\\d{2}' config/"],
    ],
  },
  {
    machine: 'winbash', project: 'wigeon', start: '2026-02-12T08:50:00Z',
    steps: [
      ['fail', 'module-local', 'module load julia && julia --version', 'bash: module: command not found', 127],
      ['prompt', 'module-local', 'thats the cluster recipe. on windows juliaup put julia on your PATH already'],
      ['fail', 'ncdump', 'ncdump -h test/reference/tas_ref.nc', 'bash: ncdump: command not found', 127, 'Show the NetCDF header'],
      ['prompt', 'ncdump', 'no ncdump on our laptops. NCDataset(path) prints the whole header'],
      ['ok', "julia --project=. -e 'using NCDatasets; println(NCDataset(\"test/reference/tas_ref.nc\"))'"],
    ],
  },
  {
    machine: 'codex', project: 'wigeon', start: '2026-02-13T15:10:00Z',
    steps: [
      ['fail', 'login-node', 'julia --project=. -t 32 scripts/climatology.jl --period 1991-2020', '\n[2875431] signal 15: Terminated\nin expression starting at /home/dev/wigeon/scripts/climatology.jl:41\nepoll_wait at /lib64/libc.so.6 (unknown line)', 143],
      ['agent', 'login-node', 'Ran climatology.jl with 32 threads on the login node and it was killed; compute goes through sbatch/srun on compute nodes, never on login1/login2.'],
      ['fail', 'x:slurm-oom', 'srun -A clim-wigeon -p compute -c 16 --mem=8G julia --project=. -t 16 scripts/climatology.jl --period 1991-2020', 'slurmstepd: error: Detected 1 oom_kill event in StepId=4471907.0. Some of the step tasks have been OOM Killed.\nsrun: error: cn017: task 0: Out Of Memory', 137],
    ],
  },
  {
    machine: 'mac', project: 'wigeon', start: '2026-02-16T09:20:00Z',
    steps: [
      ['fail', 'docs-env', 'julia --project=. docs/make.jl', PKG_NOT_FOUND('Documenter', '/Users/ana/wigeon/docs/make.jl:1'), 1, 'Build the documentation'],
      ['prompt', 'docs-env', 'docs/ is its own project. --project=docs'],
      ['ok', "julia --project=docs -e 'using Pkg; Pkg.develop(path=\".\"); Pkg.instantiate()'"],
      ['ok', 'julia --project=docs docs/make.jl'],
      ['prompt', 'x:docs-typo', "fix 'regriding' in docs/src/index.md while you're there"],
    ],
  },
  {
    machine: 'winps', project: 'wigeon', start: '2026-02-17T10:00:00Z',
    steps: [
      ['fail', 'ps-quotes', "julia --project=. -e 'using Pkg; Pkg.add(\"Interpolations\")'", JULIA_UNDEF('Interpolations'), 1, 'Add Interpolations to the project'],
      ['prompt', 'ps-quotes', 'powershell 5.1 strips the inner " when it calls julia.exe. write it to a .jl file and run that'],
      ['fail', 'ps-env', 'export JULIA_NUM_THREADS=8; julia --project=. scripts/climatology.jl --period 2001-2010', PS51_NOT_RECOGNIZED('export', 'export JULIA_NUM_THREADS=8; julia --project=. scripts/climatology.jl --per ...'), 1],
      ['prompt', 'ps-env', "$env:JULIA_NUM_THREADS = 8 — it's powershell, not bash"],
      ['fail', 'docs-env', 'julia --project=. docs\\make.jl', PKG_NOT_FOUND('Documenter', 'C:\\Users\\joao\\wigeon\\docs\\make.jl:1'), 1, 'Build the docs locally'],
      ['agent', 'docs-env', 'Built the docs with the main project env; Documenter is only in docs/Project.toml, so build with julia --project=docs docs/make.jl.'],
    ],
  },
  {
    machine: 'linux', project: 'wigeon', start: '2026-02-18T08:30:00Z',
    steps: [
      ['prompt', 'x:threads-request', 'set --cpus-per-task=16 in jobs/regrid.sbatch and pass -t 16 to julia so they match'],
      ['ok', 'git diff jobs/regrid.sbatch'],
      ['fail', 'scratch-rm', 'rm -rf /scratch/wigeon/shared/regrid_2019', "rm: cannot remove '/scratch/wigeon/shared/regrid_2019/tas_0p25_2019.nc': Permission denied\nrm: cannot remove '/scratch/wigeon/shared/regrid_2019/pr_0p25_2019.nc': Permission denied", 1, 'Free space on scratch'],
      ['prompt', 'scratch-rm', "WHAT. never rm anything under /scratch/wigeon/shared, that's the whole team's output. yours is /scratch/$USER"],
    ],
  },
  {
    machine: 'mac', project: 'wigeon', start: '2026-02-19T13:45:00Z',
    steps: [
      ['fail', 'condapkg', 'pip install cartopy', 'zsh: command not found: pip', 127, 'Install cartopy for the map plots'],
      ['prompt', 'condapkg', 'python stuff goes in CondaPkg.toml and julia installs it. CondaPkg.add("cartopy")'],
      ['ok', "julia --project=. -e 'using CondaPkg; CondaPkg.add(\"cartopy\")'"],
      ['fail', 'x:python-plot-bug', 'julia --project=. scripts/plot_maps.jl --var tas --year 2020', "ERROR: LoadError: Python: ValueError: x and y must have same first dimension, but have shapes (1440,) and (721,)\nPython stacktrace:\n [1] _plot_args\n   @ matplotlib.axes._base ~/wigeon/.CondaPkg/env/lib/python3.12/site-packages/matplotlib/axes/_base.py:494\n [2] plot_zonal_mean\n   @ wigeon_plots ~/wigeon/python/wigeon_plots.py:37\nin expression starting at /Users/ana/wigeon/scripts/plot_maps.jl:22", 1],
    ],
  },
  {
    machine: 'codex', project: 'wigeon', start: '2026-02-20T09:40:00Z',
    steps: [
      ['fail', 'pr-only', 'git push origin main', GH006('main'), 1],
      ['prompt', 'pr-only', 'main is protected. branch, push, gh pr create'],
      ['ok', 'git switch -c fix/lon-wrap'],
      ['ok', 'git push -u origin fix/lon-wrap'],
      ['fail', 'x:gh-auth', 'gh pr create --fill --base main', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['prompt', 'x:pr-description', 'once gh works: PR description should link issue #41 and paste the timing table from the 2019 run'],
    ],
  },
  {
    machine: 'mac2', project: 'wigeon', start: '2026-02-23T10:20:00Z',
    steps: [
      ['fail', 'julia-111', "julia --project=. -e 'using Pkg; Pkg.instantiate()'", `${MANIFEST_WARN('1.11.3', '~/wigeon/Manifest.toml')}\nERROR: Unsatisfiable requirements detected for package ReTestItems [817f1d60]:\n ReTestItems [817f1d60] log:\n ├─possible versions are: 0.1.0-1.29.0 or uninstalled\n ├─restricted to versions 1.29.0 by an explicit requirement, leaving only versions: 1.29.0\n └─restricted by julia compatibility requirements to versions: uninstalled — no versions left`, 1],
      ['prompt', 'julia-111', 'შენი default 1.10-ია. julia +1.11 — Manifest 1.11-ით არის ამოხსნილი'],
      ['ok', "julia +1.11 --project=. -e 'using Pkg; Pkg.instantiate()'"],
      ['fail', 'stat-mac', 'stat -c %s test/reference/tas_ref.nc', MAC_STAT_USAGE, 1, 'Check the reference file size'],
      ['agent', 'stat-mac', 'stat -c is GNU only; on macOS use stat -f %z for the size (or gstat from coreutils).'],
    ],
  },
  {
    machine: 'ci', project: 'wigeon', start: '2026-02-24T12:00:00Z',
    steps: [
      ['fail', 'ci-apk', 'apt update && apt install -y git-lfs', '/bin/sh: apt: not found', 127],
      ['agent', 'ci-apk', 'CI container is Alpine: there is no apt/apt-get; install packages with apk add --no-cache.'],
      ['fail', 'x:apk-no-such-package', 'apk add --no-cache netcdf-bin', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz\nERROR: unable to select packages:\n  netcdf-bin (no such package):\n    required by: world[netcdf-bin]', 1],
      ['ok', 'apk add --no-cache netcdf-utils'],
      ['fail', 'formatter', "julia --project=.format -e 'using JuliaFormatter; format(\".\", verbose=true)' && git diff --exit-code", FORMAT_DIFF('src/io.jl', '@@ -12,7 +12,7 @@ end', 'function open_era5(path::AbstractString; vars = (\"t2m\",\"tp\"))', 'function open_era5(path::AbstractString; vars = ("t2m", "tp"))'), 1],
      ['agent', 'formatter', 'Pushed unformatted code and the CI format check failed; run JuliaFormatter (format(".")) before every push.'],
    ],
  },
  {
    machine: 'winbash', project: 'wigeon', start: '2026-02-25T09:15:00Z',
    steps: [
      ['fail', 'project-env', 'julia scripts/regrid.jl --year 2020', PKG_NOT_FOUND('NCDatasets', 'C:\\Users\\lea\\wigeon\\scripts\\regrid.jl:3'), 1, 'Regrid 2020'],
      ['prompt', 'project-env', 'same as yesterday. the project env!'],
      ['fail', 'julia-111', 'julia --project=. scripts/regrid.jl --year 2020 --dry-run', `${MANIFEST_WARN('1.11.3', 'C:\\Users\\lea\\wigeon\\Manifest.toml')}\nERROR: LoadError: UndefVarError: \`Memory\` not defined\nStacktrace:\n [1] top-level scope\n   @ C:\\Users\\lea\\wigeon\\src\\buffers.jl:12\nin expression starting at C:\\Users\\lea\\wigeon\\scripts\\regrid.jl:3`, 1],
      ['fail', 'x:juliaup-network', 'juliaup add 1.11', 'Installing Julia 1.11.3+0.x64.w64.mingw32\nError: Failed to add `1.11`.\n\nCaused by:\n    0: Failed to install version `1.11.3+0.x64.w64.mingw32`.\n    1: Failed to download from url `https://julialang-s3.julialang.org/bin/winnt/x64/1.11/julia-1.11.3-win64.tar.gz`.\n    2: error sending request for url (https://julialang-s3.julialang.org/bin/winnt/x64/1.11/julia-1.11.3-win64.tar.gz)\n    3: operation timed out', 1],
      ['ok', 'juliaup add 1.11'],
      ['agent', 'julia-111', 'Ran wigeon with Julia 1.10 (the juliaup default); the code and Manifest need 1.11: juliaup default 1.11, or julia +1.11.'],
    ],
  },
  {
    machine: 'linux', project: 'wigeon', start: '2026-02-26T08:05:00Z',
    steps: [
      ['fail', 'module-load', 'sudo dnf install -y julia', '\nWe trust you have received the usual lecture from the local System\nAdministrator. It usually boils down to these three things:\n\n    #1) Respect the privacy of others.\n    #2) Think before you type.\n    #3) With great power comes great responsibility.\n\nsudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'module-load', 'no clúster non hai sudo nin dnf. module load julia e listo'],
      ['fail', 'dvc', 'git lfs track "test/reference/*.nc"', "git: 'lfs' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tlog", 1, 'Track reference files'],
      ['prompt', 'dvc', 'non usamos lfs: os ficheiros de referencia van con dvc add e dvc push, a git só vai o .dvc'],
      ['ok', "module load julia && julia --project=. -e 'using Pkg; Pkg.status(outdated=true)'"],
      ['prompt', 'pkg-update', 'ani Pkg.update nagara hai, Manifest lock ho. instantiate matra'],
    ],
  },
  {
    machine: 'mac', project: 'wigeon', start: '2026-03-02T09:00:00Z',
    steps: [
      ['ok', "julia --project=. -e 'using Pkg; Pkg.update()'"],
      ['prompt', 'pkg-update', 'why did you run Pkg.update?? the Manifest diff is 200 lines now. instantiate, and bumps only when we decide to'],
      ['ok', 'git checkout -- Manifest.toml'],
      ['fail', 'sed-mac', "sed -i 's/regrid_bilinear/regrid_bilin/g' docs/src/index.md", 'sed: 1: "docs/src/index.md": extra characters at the end of d command', 1],
      ['prompt', 'sed-mac', "sed -i again... same thing as last week, BSD sed wants -i ''"],
      ['ok', "sed -i '' 's/regrid_bilinear/regrid_bilin/g' docs/src/index.md"],
    ],
  },
  {
    machine: 'codex', project: 'wigeon', start: '2026-03-03T14:30:00Z',
    steps: [
      ['fail', 'ncdatasets', "julia --project=. -e 'using NetCDF; ncinfo(\"/scratch/wigeon/era5/t2m_2021.nc\")'", PKG_NOT_FOUND('NetCDF'), 1],
      ['agent', 'ncdatasets', 'Tried NetCDF.jl; wigeon reads NetCDF only through NCDatasets (NCDataset(path)), NetCDF.jl is not a dependency.'],
      ['fail', 'x:nc-missing-var', "julia --project=. -e 'using NCDatasets; ds = NCDataset(\"/scratch/wigeon/era5/t2m_2021.nc\"); ds[\"tas\"]'", 'ERROR: KeyError: key "tas" not found\nStacktrace:\n [1] getindex(ds::NCDataset{Nothing, Missing}, varname::String)\n   @ NCDatasets ~/.julia/packages/NCDatasets/5Mzwd/src/variable.jl:283\n [2] top-level scope\n   @ none:1', 1],
      ['prompt', 'x:varname-mapping', 'in the 2021 files the variable is t2m, not tas. add a name mapping to config/era5.toml'],
    ],
  },
  {
    machine: 'winps', project: 'wigeon', start: '2026-03-04T10:10:00Z',
    steps: [
      ['fail', 'ps-and', 'git add -A && git commit -m "regrid: fix lon wrap at 180"', PS51_AND('git add -A && git commit -m "regrid: fix lon wrap at 180"', 12), 1],
      ['prompt', 'ps-and', 'feri && ? yo PowerShell 5.1 ho, && chaldaina. ; use gara'],
      ['ok', 'git add -A; git commit -m "regrid: fix lon wrap at 180"'],
      ['fail', 'x:ps-execution-policy', '.\\tools\\setup-depot.ps1', '.\\tools\\setup-depot.ps1 : File C:\\Users\\joao\\wigeon\\tools\\setup-depot.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\tools\\setup-depot.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess', 1],
    ],
  },
  {
    machine: 'linux', project: 'wigeon', start: '2026-03-05T09:30:00Z',
    steps: [
      ['ok', 'ls -la /scratch/wigeon/shared'],
      ['agent', 'scratch-rm', 'Tried to rm -rf /scratch/wigeon/shared/regrid_2019, which is shared team output; only delete under /scratch/$USER, never in /scratch/wigeon/shared.'],
      ['fail', 'x:scratch-quota', 'cp -r /scratch/dev/regrid_2020 /scratch/dev/backup_2020', "cp: error writing '/scratch/dev/backup_2020/tas_0p25_2020.nc': Disk quota exceeded\ncp: failed to close '/scratch/dev/backup_2020/tas_0p25_2020.nc': Disk quota exceeded", 1],
      ['prompt', 'git-clean', 'git clean -fdx नचलाऊ नि, .CondaPkg र .dvc/cache सबै उडिन्छ। -fd मात्र'],
    ],
  },
  {
    machine: 'mac2', project: 'wigeon', start: '2026-03-09T11:00:00Z',
    steps: [
      ['fail', 'nproc-mac', 'julia --project=. -t $(nproc) scripts/climatology.jl --period 2011-2020', 'zsh: command not found: nproc\nERROR: julia: -t,--threads=<n>[,auto|<m>]; n must be an integer >= 1', 1],
      ['prompt', 'nproc-mac', 'nproc აქ არ გვაქვს — sysctl -n hw.ncpu, ან უბრალოდ -t auto'],
      ['fail', 'grep-P-mac', "grep -oP 'julia = \"\\K[^\"]+' Project.toml", MAC_GREP_USAGE, 2],
      ['prompt', 'grep-P-mac', 'again -P... mac grep. rg or grep -E'],
      ['prompt', 'x:georgian-readme', 'README-ში დაამატე, როგორ გავუშვათ regrid კლასტერზე, ნაბიჯ-ნაბიჯ'],
    ],
  },
  {
    machine: 'winbash', project: 'wigeon', start: '2026-03-10T08:40:00Z',
    steps: [
      ['ok', '.CondaPkg/env/Scripts/pip install xarray'],
      ['prompt', 'condapkg', "you pip-installed into .CondaPkg by hand, CondaPkg throws that away on the next resolve. it goes in CondaPkg.toml"],
      ['fail', 'ncdump', 'ncdump -h /c/data/wigeon/pr_2020.nc | head -40', 'bash: ncdump: command not found', 127],
      ['agent', 'ncdump', "ncdump is not installed on dev laptops; inspect NetCDF headers with NCDatasets (julia --project=. -e 'using NCDatasets; println(NCDataset(path))')."],
    ],
  },
  {
    machine: 'codex', project: 'wigeon', start: '2026-03-11T13:00:00Z',
    steps: [
      ['fail', 'login-node', 'julia --project=. -t 16 scripts/regrid.jl --year 2021', 'Killed', 137],
      ['prompt', 'login-node', 'login node ma feri chalayo? sbatch jobs/regrid.sbatch bata pathau, kati choti bhanne'],
      ['fail', 'slurm-account', 'srun -p compute -c 16 --mem=32G --pty bash', SRUN_ACCOUNT, 1],
      ['agent', 'slurm-account', 'srun failed without -A; every sbatch/srun on this cluster needs --account=clim-wigeon.'],
      ['ok', 'srun -A clim-wigeon -p compute -c 16 --mem=32G --pty bash'],
    ],
  },
  {
    machine: 'ci', project: 'wigeon', start: '2026-03-12T16:00:00Z',
    steps: [
      ['fail', 'test-runner', 'julia --project=. test/runtests.jl', PKG_NOT_FOUND('ReTestItems', '/workspace/test/runtests.jl:1'), 1],
      ['prompt', 'test-runner', 'in CI too: Pkg.test(), it builds the test env. runtests.jl alone has no ReTestItems'],
      ['ok', "julia --project=. -e 'using Pkg; Pkg.test()'"],
      ['fail', 'x:docs-doctest', 'julia --project=docs docs/make.jl', "[ Info: SetupBuildDirectory: setting up build directory.\n[ Info: Doctest: running doctests.\n┌ Error: doctest failure in src/regrid.jl:88-93\n│ \n│ ```jldoctest\n│ julia> regrid_bilin([1.0 2.0; 3.0 4.0], (0.5, 0.5))\n│ 2.5\n│ ```\n│ \n│ Subexpression:\n│ \n│ regrid_bilin([1.0 2.0; 3.0 4.0], (0.5, 0.5))\n│ \n│ Evaluated output:\n│ \n│ 2.4999999999999996\n│ \n│ Expected output:\n│ \n│ 2.5\n└ @ Documenter /root/.julia/packages/Documenter/C1XEF/src/doctests.jl:426\nERROR: LoadError: `makedocs` encountered a doctest error. Terminating build", 1],
    ],
  },
  {
    machine: 'mac', project: 'wigeon', start: '2026-03-16T09:30:00Z',
    steps: [
      ['fail', 'x:login-ssh-down', 'ssh login1.hpc.wigeon-lab.org squeue -u ana', 'ssh: connect to host login1.hpc.wigeon-lab.org port 22: Operation timed out', 255],
      ['ok', 'git show --stat HEAD'],
      ['prompt', 'dvc', 'tas_ref_0p25.nc went into the commit as a blob. take it out, dvc add it, commit only the .dvc file'],
      ['agent', 'dvc', 'Committed test/reference/tas_ref_0p25.nc straight into git; reference files are tracked with dvc add + dvc push, only the .dvc pointer is committed.'],
      ['fail', 'x:dvc-remote-auth', 'dvc pull', "ERROR: unexpected error - : An error occurred (403) when calling the HeadObject operation: Forbidden\n\nHaving any troubles? Hit us up at https://dvc.org/support, we are always happy to help!", 255],
    ],
  },
  {
    machine: 'wincodex7', project: 'wigeon', start: '2026-03-17T10:00:00Z',
    steps: [
      ['fail', 'ps-rm', 'rm -rf .\\docs\\build .\\docs\\src\\generated', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm', 'Remove-Item -Recurse -Force. rm -rf is bash'],
      ['fail', 'ps-env', "JULIA_DEPOT_PATH=D:/julia-depot julia --project=. -e 'using Pkg; Pkg.instantiate()'", PS7_NOT_RECOGNIZED('JULIA_DEPOT_PATH=D:/julia-depot'), 1],
      ['agent', 'ps-env', "Used a bash-style VAR=value prefix in PowerShell; set it first with $env:JULIA_DEPOT_PATH = 'D:\\julia-depot'."],
      ['fail', 'x:ps-path-typo', 'Remove-Item -Recurse -Force .\\docs\\buid', "Remove-Item: Cannot find path 'C:\\Users\\sora\\wigeon\\docs\\buid' because it does not exist.", 1],
    ],
  },
  {
    machine: 'linux', project: 'wigeon', start: '2026-03-18T09:10:00Z',
    steps: [
      ['ok', 'git push -f origin feat/cons-weights'],
      ['prompt', 'force-push', "whoa whoa. -f on feat/cons-weights just wiped Brais's commit from this morning"],
      ['agent', 'force-push', "Force-pushed feat/cons-weights over a teammate's commit; never git push --force on shared branches, at most --force-with-lease on a branch only I use."],
      ['fail', 'x:push-nonff', 'git push origin feat/cons-weights', "To github.com:wigeon-lab/wigeon.git\n ! [rejected]        feat/cons-weights -> feat/cons-weights (fetch first)\nerror: failed to push some refs to 'github.com:wigeon-lab/wigeon.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac2', project: 'wigeon', start: '2026-03-19T11:20:00Z',
    steps: [
      ['fail', 'pr-only', 'git push origin main', GH013, 1],
      ['prompt', 'pr-only', 'main დაცულია, მხოლოდ PR-ით შედის. ახალი ბრენჩი გააკეთე'],
      ['fail', 'force-push', 'git push --force origin main', GH006_FORCE, 1],
      ['prompt', 'force-push', 'და --force main-ზე?! არასდროს. არც სხვის ბრენჩზე'],
      ['ok', 'git switch -c feat/era5-2021 && git push -u origin feat/era5-2021'],
    ],
  },
  {
    machine: 'winps', project: 'wigeon', start: '2026-03-23T09:00:00Z',
    steps: [
      ['fail', 'ps-quotes', "julia --project=. -e 'using NCDatasets; ds = NCDataset(\"test/reference/tas_ref.nc\"); println(ds)'", JULIA_UNDEF('test'), 1, 'Print the reference header'],
      ['agent', 'ps-quotes', 'Windows PowerShell 5.1 drops the inner double quotes of a -e argument passed to julia; put the code in a .jl file or escape them as \\".'],
      ['ok', 'julia --project=. scripts/inspect.jl test/reference/tas_ref.nc'],
      ['prompt', 'x:nepali-units', 'output मा तापक्रम Kelvin मा छ, plot मा चाहिँ Celsius देखाऊ'],
    ],
  },
  {
    machine: 'codex', project: 'wigeon', start: '2026-03-24T14:00:00Z',
    steps: [
      ['ok', "julia -e 'using Pkg; Pkg.add(\"Plots\")'"],
      ['prompt', 'project-env', "that went into @v1.11. we keep the global env empty, everything lives in the project's Project.toml"],
      ['ok', "julia --project=. -e 'using Pkg; Pkg.update(\"NCDatasets\")'"],
      ['agent', 'pkg-update', 'Ran Pkg.update and re-resolved Manifest.toml; wigeon only instantiates the committed Manifest, version bumps are their own PR.'],
      ['fail', 'x:manifest-merge-conflict', 'git merge origin/main', 'Auto-merging Manifest.toml\nCONFLICT (content): Merge conflict in Manifest.toml\nAuto-merging src/regrid.jl\nAutomatic merge failed; fix conflicts and then commit the result.', 1],
    ],
  },
  {
    machine: 'mac', project: 'wigeon', start: '2026-03-26T10:30:00Z',
    steps: [
      ['ok', 'git clean -fdx'],
      ['prompt', 'git-clean', "you ran git clean -fdx?? .CondaPkg and .dvc/cache are gone, that's 20 min of resolving again. never -x in this repo"],
      ['prompt', 'x:gitignore-request', 'add docs/build/ and *.cov to .gitignore'],
      ['fail', 'date-mac', 'date -d @1767225600 +%F', MAC_DATE_USAGE, 1],
      ['prompt', 'date-mac', 'that again? bsd date. gdate -d or date -r'],
      ['agent', 'git-clean', 'Ran git clean -fdx, which deleted .CondaPkg/ and .dvc/cache; in wigeon clean with git clean -fd (never -x), after a git clean -n dry run.'],
    ],
  },
  {
    machine: 'linux', project: 'wigeon', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'module-load', 'juliaup add 1.11', 'bash: juliaup: command not found', 127],
      ['prompt', 'module-load', "the cluster doesn't have juliaup, that's laptops. here it's module load julia"],
      ['prompt', 'x:precompile-q', 'precompiling takes ages on the compute nodes, can we add a PrecompileTools workload for regrid?'],
      ['ok', "module load julia && julia --project=. -e 'using Pkg; Pkg.add(\"NetCDF\")'"],
      ['prompt', 'ncdatasets', 'NetCDF.jl किन थपेको? हामी सबै NCDatasets बाट पढ्छौं, त्यो हटाऊ'],
    ],
  },
  {
    machine: 'winbash', project: 'wigeon', start: '2026-04-01T08:30:00Z',
    steps: [
      ['ok', 'winget install --id Julialang.Julia -e'],
      ['prompt', 'juliaup', "that's the standalone installer. we want juliaup: winget install --id 9NJNWW8PVKMN -e -s msstore, then juliaup add 1.11"],
      ['fail', 'x:julia-methoderror', 'julia --project=. scripts/regrid.jl --year 2022', 'ERROR: LoadError: MethodError: no method matching regrid_conservative(::Matrix{Float32}, ::Nothing)\n\nClosest candidates are:\n  regrid_conservative(::AbstractMatrix, ::Grid; weights)\n   @ Wigeon C:\\Users\\lea\\wigeon\\src\\regrid.jl:37\n\nStacktrace:\n [1] main(args::Vector{String})\n   @ Main C:\\Users\\lea\\wigeon\\scripts\\regrid.jl:58\nin expression starting at C:\\Users\\lea\\wigeon\\scripts\\regrid.jl:64', 1],
      ['prompt', 'x:date-iso', 'output filenames: ISO 8601 dates please, tas_2022-01-01.nc not tas_01012022.nc'],
    ],
  },
  {
    machine: 'mac2', project: 'wigeon', start: '2026-04-02T10:00:00Z',
    steps: [
      ['fail', 'condapkg', 'conda install -y -c conda-forge cartopy', 'zsh: command not found: conda', 127],
      ['prompt', 'condapkg', 'conda ხელით არა. CondaPkg.toml-ში ჩაამატე, PythonCall თვითონ დააყენებს'],
      ['fail', 'stat-mac', "stat -c '%Y %n' test/reference/*.nc", MAC_STAT_USAGE, 1],
      ['prompt', 'stat-mac', "mac: stat -f '%m %N'"],
      ['ok', "stat -f '%m %N' test/reference/*.nc"],
    ],
  },
  {
    machine: 'ci', project: 'wigeon', start: '2026-04-06T12:30:00Z',
    steps: [
      ['fail', 'formatter', "julia --project=.format -e 'using JuliaFormatter; format(\".\", verbose=true)' && git diff --exit-code", FORMAT_DIFF('scripts/climatology.jl', '@@ -5,7 +5,7 @@ using Wigeon', 'const PERIODS = [(1991,2020), (2001,2010)]', 'const PERIODS = [(1991, 2020), (2001, 2010)]'), 1],
      ['prompt', 'formatter', 'outra vez o formatter en vermello. pasa o format(".") antes do push, por favor'],
      ['fail', 'ci-apk', 'apt-get install -y --no-install-recommends git', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'ci-apk', 'apk. its alpine'],
      ['ok', 'apk add --no-cache git'],
    ],
  },
  {
    machine: 'linux', project: 'wigeon', start: '2026-04-08T09:40:00Z',
    steps: [
      ['fail', 'scratch-data', 'git push -u origin feat/era5-2021', "remote: error: Trace: 8f1c2e9b7a4d0e5f6a1b2c3d4e5f6a7b\nremote: error: See https://gh.io/lfs for more information.\nremote: error: File data/era5_t2m_2021.nc is 842.17 MB; this exceeds GitHub's file size limit of 100.00 MB\nremote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com.\nTo github.com:wigeon-lab/wigeon.git\n ! [remote rejected] feat/era5-2021 -> feat/era5-2021 (pre-receive hook declined)\nerror: failed to push some refs to 'github.com:wigeon-lab/wigeon.git'", 1],
      ['prompt', 'scratch-data', 'ठूलो .nc फाइल repo मा होइन, /scratch/wigeon मा राख। config मा path मात्र'],
      ['fail', 'x:sed-typo', "sed -i 's/era5_t2m_2021.nc/\\/scratch\\/wigeon\\/era5\\/t2m_2021.nc' config/era5.toml", "sed: -e expression #1, char 60: unterminated `s' command", 1],
      ['ok', "sed -i 's|data/era5_t2m_2021.nc|/scratch/wigeon/era5/t2m_2021.nc|' config/era5.toml"],
    ],
  },
];

// Windows machines: the hook sees cwd and transcript paths with backslashes, as Claude Code and
// Codex send them on Windows 11.
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd)) return event;
  const win = (p) => p.replace(/\//g, '\\');
  const transcript = payload.transcript_path.replace(/projects\/([A-Z]):-/, 'projects/$1--');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(transcript) } };
}
