// Half ZE of the evaluation corpus, written blind: "almanac", a public-health analytics team.
// R 4.4 with renv, the targets pipeline (crew workers), Quarto reports (HTML and typst), a Python
// sidecar for geocoding and census pulls managed with uv, data in Snowflake through snowsql with
// key-pair auth, reports published to Posit Connect with rsconnect-python, GitHub Actions CI.
// Platforms: macOS (zsh; one developer on fish), Ubuntu (bash), Windows (Windows PowerShell 5.1 and
// pwsh 7 under Codex, Git Bash under Claude Code / RStudio's terminal), GitHub Actions runners.
// Agents: Claude Code and Codex. The team writes English, Spanish (Colombia), Italian and Hindi
// (Latin script, mixed with English).

// ---- long real error texts -------------------------------------------------------------------

const PEP668_UBUNTU = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.
    
    If you wish to install a non-Debian-packaged Python package,
    create a virtual environment using python3 -m venv path/to/venv.
    Then use path/to/venv/bin/python and path/to/venv/bin/pip. Make
    sure you have python3-full installed.
    
    If you wish to install a non-Debian packaged Python application,
    it may be easiest to use pipx install xyz, which will manage a
    virtual environment for you. Make sure you have pipx installed.
    
    See /usr/share/doc/python3.12/README.venv for more information.

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const PEP668_BREW = `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try brew install
    xyz, where xyz is the package you are trying to
    install.
    
    If you wish to install a Python library that isn't in Homebrew,
    use a virtual environment:
    
    python3 -m venv path/to/venv
    source path/to/venv/bin/activate
    python3 -m pip install xyz
    
    If you wish to install a Python application that isn't in Homebrew,
    it may be easiest to use 'pipx install xyz', which will manage a
    virtual environment for you. You can install pipx with
    
    brew install pipx
    
    You may restore the old behavior of pip by passing
    the '--break-system-packages' flag to pip, or by adding
    'break-system-packages = true' to your pip.conf file. The latter
    will permanently disable this error.
    
    If you disable this error, we STRONGLY recommend that you additionally
    pass the '--user' flag to pip, or set 'user = true' in your pip.conf
    file. Failure to do this can result in a broken Homebrew installation.
    
    Read more about this behavior here: <https://peps.python.org/pep-0668/>

note: If you believe this is a mistake, please contact your Python installation or OS distribution provider. You can override this, at the risk of breaking your Python installation or OS, by passing --break-system-packages.
hint: See PEP 668 for the detailed specification.`;

const RENV_OUT_OF_SYNC = '- The project is out-of-sync -- use `renv::status()` for details.';

/** targets' summary when tar_make() stops. */
const TAR_FAIL = (message, traceback) => `✖ Error running targets::tar_make()
  Error messages: targets::tar_meta(fields = error, complete_only = TRUE)
  Debugging guide: https://books.ropensci.org/targets/debugging.html
  How to ask for help: https://books.ropensci.org/targets/help.html
  Last error message:
    ${message}
  Last error traceback:
    ${traceback}
Execution halted`;

/** Windows PowerShell 5.1, an unknown command. */
const PS51_NOT_RECOGNIZED = (name, line) => `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the
spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(name.length)}
    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException`;

/** pwsh 7, an unknown command. */
const PS7_NOT_RECOGNIZED = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const PS51_RM_RF = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ ${line}
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand`;

const PS7_RM_RF = "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.";

const PS51_ANDAND = (line) => {
  const at = line.indexOf('&&') + 1;
  return `At line:1 char:${at}
+ ${line}
+ ${' '.repeat(at - 1)}~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine`;
};

const BSD_DATE_USAGE = `usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const BSD_GREP_USAGE = `usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]
	[-e pattern] [-f file] [--binary-files=value] [--color=when]
	[--context[=num]] [--directories=action] [--label] [--line-buffered]
	[--null] [pattern] [file ...]`;

const SNOW_NO_WAREHOUSE = "000606 (57P03): No active warehouse selected in the current session.  Select an active warehouse with the 'use warehouse' command.";

const PANDOC_MISSING = `Error: pandoc version 1.12.3 or higher is required and was not found (see the help page ?rmarkdown::pandoc_available).
Execution halted`;

const SF_GDAL = `# Installing packages --------------------------------------------------------
- Installing units ...                          OK [built from source in 14s]
- Installing sf ...                             FAILED
Error: Error installing package 'sf':
=============================

* installing *source* package ‘sf’ ...
** package ‘sf’ successfully unpacked and MD5 sums checked
** using staged installation
configure: CC: gcc
configure: CXX: g++ -std=gnu++17
checking for gdal-config... no
no
configure: error: gdal-config not found or not executable.
ERROR: configuration failed for package ‘sf’
* removing ‘/home/dev/.cache/R/renv/staging/1/sf’
Traceback (most recent calls last):
13: renv::restore(prompt = FALSE)
12: renv_restore_run_actions(project, diff, current, lockfile, rebuild)
11: renv_install_impl(records)
10: renv_install_staged(records)
 9: renv_install_default(records)
 8: handler(package, renv_install_package(record))
 7: renv_install_package(record)
 6: withCallingHandlers(renv_install_package_impl(record), error = function(e) writef("FAILED"))
 5: renv_install_package_impl(record)
 4: r_cmd_install(package, path)
 3: r_exec_error(package, output, "install", status)
 2: abort(all)
 1: stop(fallback)
Execution halted`;

const MATRIX_R43 = `# Downloading packages -------------------------------------------------------
- Downloading Matrix from CRAN ...              OK [file is up to date]
- Downloading MASS from CRAN ...                OK [file is up to date]
Successfully downloaded 2 packages in 1.9 seconds.

# Installing packages --------------------------------------------------------
- Installing Matrix ...                         FAILED
Error: Error installing package 'Matrix':
================================

* installing *source* package ‘Matrix’ ...
ERROR: this R is version 4.3.3, package 'Matrix' requires R >= 4.4
* removing ‘/Users/kai/Library/Caches/org.R-project.R/R/renv/staging/1/Matrix’
Traceback (most recent calls last):
13: renv::restore(prompt = FALSE)
12: renv_restore_run_actions(project, diff, current, lockfile, rebuild)
 4: r_cmd_install(package, path)
 3: r_exec_error(package, output, "install", status)
 2: abort(all)
 1: stop(fallback)
Execution halted`;

const PYTEST_FIPS = `============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0
rootdir: /home/dev/almanac/sidecar
configfile: pyproject.toml
collected 14 items

tests/test_geocode.py ....F.........                                     [100%]

=================================== FAILURES ===================================
_________________________ test_fips_is_five_characters _________________________

    def test_fips_is_five_characters():
        out = geocode.normalise_fips(8031)
>       assert out == "08031"
E       AssertionError: assert '8031' == '08031'
E         
E         - 08031
E         ? -
E         + 8031

tests/test_geocode.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_geocode.py::test_fips_is_five_characters - AssertionError: assert '8031' == '08031'
========================= 1 failed, 13 passed in 0.84s =========================`;

const GEOCODE_KEYERROR = `Traceback (most recent call last):
  File "/Users/kai/almanac/sidecar/geocode.py", line 118, in <module>
    main()
  File "/Users/kai/almanac/sidecar/geocode.py", line 104, in main
    rows = [to_record(r) for r in payload["result"]["geographies"]["Counties"]]
            ^^^^^^^^^^^^
  File "/Users/kai/almanac/sidecar/geocode.py", line 61, in to_record
    return {"county_fips": r["COUNTY_FIPS"], "name": r["NAME"]}
                           ~^^^^^^^^^^^^^^^
KeyError: 'COUNTY_FIPS'`;

const QUARTO_CHUNK_ERROR = `processing file: weekly.qmd
  |.............................                 |  62% [fig-trend]

Quitting from lines 88-104 [fig-trend] (weekly.qmd)
Error in \`geom_line()\`:
! Problem while computing aesthetics.
ℹ Error occurred in the 1st layer.
Caused by error:
! object 'rate_per_100k' not found
Backtrace:
     ▆
  1. ├─base::print(p)
  2. ├─ggplot2:::print.ggplot(p)
  3. │ ├─ggplot2::ggplot_build(x)
  4. │ └─ggplot2:::ggplot_build.ggplot(x)
  5. │   └─ggplot2:::by_layer(...)
Execution halted`;

const RSCONNECT_401 = `Validating server...
Error: Unexpected response from Connect: 401 Unauthorized
{"code":30,"error":"The provided API key is invalid or has expired.","payload":null}`;

const UV_DNS = `error: Failed to fetch: \`https://pypi.org/simple/polars/\`
  Caused by: Request failed after 3 retries
  Caused by: error sending request for url (https://pypi.org/simple/polars/)
  Caused by: client error (Connect)
  Caused by: dns error: failed to lookup address information: Temporary failure in name resolution
  Caused by: failed to lookup address information: Temporary failure in name resolution`;

const SF_CONNECT_TIMEOUT = '250001 (08001): Failed to connect to DB: xy12345.us-east-1.snowflakecomputing.com:443. Could not connect to Snowflake backend after 2 attempt(s).Aborting';

const DETECT_KEY = (file) => `check for added large files..............................................Passed
check yaml...............................................................Passed
detect private key.......................................................Failed
- hook id: detect-private-key
- exit code: 1

Private key found: ${file}

lintr....................................................................Passed`;

const CREW_DEFUNCT = (fn) => `Error:
! ${fn}() was deprecated in targets 1.8.0 and is now defunct. Use tar_make() with a crew controller (tar_option_set(controller = ...)) instead: https://books.ropensci.org/targets/crew.html
Backtrace:
    ▆
 1. └─targets::${fn}(workers = 4)
 2.   └─targets:::tar_throw_defunct(...)
Execution halted`;

// ---- the sessions ----------------------------------------------------------------------------

export const SESSIONS = [
  // 1. Fresh clone on Ubuntu.
  {
    machine: 'linux', project: 'almanac', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'renv-restore', "Rscript -e 'targets::tar_make()'", `${RENV_OUT_OF_SYNC}\nError in loadNamespace(x) : there is no package called ‘targets’\nCalls: loadNamespace -> withRestarts -> withOneRestart -> doWithOneRestart\nExecution halted`, 1, 'Run the targets pipeline'],
      ['prompt', 'renv-restore', "fresh clone has an empty project library. renv::restore() first, then tar_make"],
      ['fail', 'x:gdal-sysdeps', "Rscript -e 'renv::restore(prompt = FALSE)'", SF_GDAL, 1, 'Restore the renv library'],
      ['ok', 'sudo apt-get install -y libgdal-dev libgeos-dev libproj-dev libudunits2-dev'],
      ['ok', "Rscript -e 'renv::restore(prompt = FALSE)'"],
    ],
  },
  // 2. macOS, zsh.
  {
    machine: 'mac', project: 'almanac', start: '2026-09-01T13:10:00Z',
    steps: [
      ['fail', 'uv-run', 'python sidecar/geocode.py --county 08031', 'zsh: command not found: python', 127, 'Geocode one county'],
      ['prompt', 'uv-run', 'uv run, always. the sidecar env is managed by uv, there is no python on my PATH'],
      ['ok', 'uv run python sidecar/geocode.py --county 08031'],
      ['fail', 'date-mac', "date -d 'last sunday' +%Y-%m-%d", `date: illegal option -- d\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'date-mac', 'mac date has no -d. gdate from coreutils, or just compute it in R'],
      ['prompt', 'x:iso-filenames', 'and name the output weekly_2026-08-30.html, ISO date in the filename'],
    ],
  },
  // 3. Codex on Ubuntu.
  {
    machine: 'codex', project: 'almanac', start: '2026-09-02T09:15:00Z',
    steps: [
      ['fail', 'uv-pip', 'pip install polars==1.6.0', PEP668_UBUNTU, 1],
      ['prompt', 'uv-pip', 'no pip in this repo. `uv add polars` so it lands in pyproject.toml and uv.lock'],
      ['ok', 'uv add polars==1.6.0'],
      ['fail', 'x:pytest-fips', 'uv run pytest sidecar/tests -q', PYTEST_FIPS, 1],
      ['prompt', 'x:fix-fips-padding', 'the test is right, fix normalise_fips so it zero-pads to 5'],
    ],
  },
  // 4. Windows PowerShell 5.1 under Codex.
  {
    machine: 'winps', project: 'almanac', start: '2026-09-02T15:00:00Z',
    steps: [
      ['fail', 'rscript-windows', 'Rscript -e "targets::tar_make()"', PS51_NOT_RECOGNIZED('Rscript', 'Rscript -e "targets::tar_make()"'), 1],
      ['prompt', 'rscript-windows', "R isn't on PATH on the windows laptops. call it by full path: & 'C:\\Program Files\\R\\R-4.4.1\\bin\\Rscript.exe'"],
      ['ok', '& "C:\\Program Files\\R\\R-4.4.1\\bin\\Rscript.exe" -e "targets::tar_make()"'],
      ['fail', 'ps-andand', 'uv sync && uv run pytest sidecar/tests', PS51_ANDAND('uv sync && uv run pytest sidecar/tests'), 1],
      ['agent', 'ps-andand', 'Windows PowerShell 5.1 has no && between commands; run them as separate calls or chain with ; (pwsh 7 has &&).'],
    ],
  },
  // 5. macOS, onboarding to Snowflake.
  {
    machine: 'mac2', project: 'almanac', start: '2026-09-03T10:00:00Z',
    steps: [
      ['fail', 'snowsql-conn', 'snowsql -q "select count(*) from ALMANAC_DEV.STAGING.CASES"', 'Usage: snowsql [OPTIONS]\nTry "snowsql --help" for help.\n\nError: Missing option(s): --accountname', 1, 'Count rows in the staging cases table'],
      ['prompt', 'snowsql-conn', 'snowsql -c almanac. the named connection in ~/.snowsql/config has the account, user and key path'],
      ['fail', 'sf-passphrase', 'snowsql -c almanac -q "select count(*) from ALMANAC_DEV.STAGING.CASES"', 'Private Key Passphrase: \n250001 (08001): Failed to connect to DB: xy12345.us-east-1.snowflakecomputing.com:443. Password was not given but private key is encrypted', 1],
      ['prompt', 'sf-passphrase', "the .p8 is encrypted, export PRIVATE_KEY_PASSPHRASE first (it's in 1password under almanac/snowflake)"],
      ['ok', 'export PRIVATE_KEY_PASSPHRASE="$(op read op://almanac/snowflake/passphrase)" && snowsql -c almanac -q "select count(*) from ALMANAC_DEV.STAGING.CASES"'],
      ['fail', 'sf-warehouse', 'snowsql -c almanac -q "select epiweek, sum(cases) from ALMANAC_DEV.STAGING.CASES group by 1 order by 1"', SNOW_NO_WAREHOUSE, 1],
      ['prompt', 'sf-warehouse', "ugh. --warehouse ALMANAC_WH, the connection doesn't set one"],
    ],
  },
  // 6. Ubuntu: running the pipeline.
  {
    machine: 'linux', project: 'almanac', start: '2026-09-04T08:30:00Z',
    steps: [
      ['fail', 'tar-make', "Rscript -e 'source(\"R/model_rates.R\"); fit_rates(case_counts, population)'", "Error: object 'case_counts' not found\nExecution halted", 1, 'Fit the county rate model'],
      ['prompt', 'tar-make', "the functions in R/ are only called from _targets.R. build with tar_make() and look at results with tar_read(), don't source them by hand"],
      ['fail', 'x:join-rename', "Rscript -e 'targets::tar_make()'", TAR_FAIL("Join columns in `y` must be present in the data.\n    ✖ Problem with `fips`.", 'dplyr::left_join(case_counts, population, by = "fips")'), 1],
      ['prompt', 'x:pop-column', 'the population table renamed fips to county_fips last week, fix the join in R/population.R'],
      ['ok', "Rscript -e 'targets::tar_make()'"],
    ],
  },
  // 7. macOS: reports.
  {
    machine: 'mac', project: 'almanac', start: '2026-09-05T11:00:00Z',
    steps: [
      ['fail', 'quarto-render', "Rscript -e \"rmarkdown::render('reports/weekly.qmd')\"", PANDOC_MISSING, 1, 'Render the weekly report'],
      ['prompt', 'quarto-render', 'reports are quarto: quarto render reports/weekly.qmd'],
      ['ok', 'quarto render reports/weekly.qmd'],
      ['fail', 'sed-mac', "sed -i 's/2026-W35/2026-W36/' params.yml", 'sed: 1: "params.yml": extra characters at the end of p command', 1],
      ['prompt', 'sed-mac', "bsd sed here. sed -i '' 's/…/…/' params.yml"],
    ],
  },
  // 8. CI.
  {
    machine: 'ci', project: 'almanac', start: '2026-09-07T09:20:00Z',
    steps: [
      ['fail', 'renv-snapshot', "Rscript -e 'targets::tar_make()'", TAR_FAIL('there is no package called ‘janitor’', 'library(janitor)'), 1],
      ['agent', 'renv-snapshot', 'janitor was installed locally but never recorded in renv.lock, so CI cannot restore it; after renv::install() run renv::snapshot() and commit renv.lock with the change.'],
      ['fail', 'x:ci-chunk-error', 'quarto render reports/weekly.qmd', QUARTO_CHUNK_ERROR, 1],
    ],
  },
  // 9. Windows, Claude Code in Git Bash (RStudio's terminal).
  {
    machine: 'win', project: 'almanac', start: '2026-09-08T10:00:00Z',
    steps: [
      ['fail', 'rscript-windows', "Rscript -e 'renv::status()'", '/usr/bin/bash: line 1: Rscript: command not found', 127],
      ['prompt', 'rscript-windows', 'on windows use "/c/Program Files/R/R-4.4.1/bin/Rscript.exe", Rscript is not on the PATH'],
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'branch-develop', 'PRs go to develop pls, main is only for releases'],
    ],
  },
  // 10. Codex on Ubuntu: Snowflake CLI.
  {
    machine: 'codex', project: 'almanac', start: '2026-09-08T14:30:00Z',
    steps: [
      ['fail', 'snow-cli', 'snow sql -c almanac -q "select current_version()"', '/bin/bash: line 1: snow: command not found', 127],
      ['prompt', 'snow-cli', "we're on snowsql here. the new snow CLI isn't installed anywhere"],
      ['fail', 'x:sf-view-missing', 'snowsql -c almanac --warehouse ALMANAC_WH -q "select * from ALMANAC_DEV.STAGING.CASES_WEEKLY limit 5"', "002003 (42S02): SQL compilation error:\nObject 'ALMANAC_DEV.STAGING.CASES_WEEKLY' does not exist or not authorized.", 1],
    ],
  },
  // 11. pwsh 7 under Codex.
  {
    machine: 'wincodex7', project: 'almanac', start: '2026-09-09T09:00:00Z',
    steps: [
      ['fail', 'ps-rm', 'rm -rf reports/_freeze', PS7_RM_RF, 1],
      ['prompt', 'ps-rm', 'en powershell no sirve rm -rf, toca Remove-Item -Recurse -Force'],
      ['fail', 'ps-env', 'export QUARTO_PROFILE=internal; quarto render reports/', PS7_NOT_RECOGNIZED('export'), 1],
      ['agent', 'ps-env', "PowerShell has no export; set environment variables with $env:QUARTO_PROFILE = 'internal'."],
      ['ok', "$env:QUARTO_PROFILE = 'internal'; quarto render reports/"],
    ],
  },
  // 12. macOS.
  {
    machine: 'mac', project: 'almanac', start: '2026-09-10T08:45:00Z',
    steps: [
      ['ok', "Rscript -e 'targets::tar_outdated()'"],
      ['prompt', 'no-tar-destroy', "wait — do NOT tar_destroy(). the store takes 3 hours to rebuild. tar_invalidate() the target you changed"],
      ['agent', 'no-tar-destroy', 'Never run tar_destroy() or delete _targets/ (3h rebuild); invalidate only the changed target with tar_invalidate(name).'],
      ['ok', "Rscript -e 'targets::tar_invalidate(county_model); targets::tar_make()'"],
      ['fail', 'grep-mac', "grep -rP '\\d{4}-W\\d{2}' reports/", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2],
      ['prompt', 'grep-mac', 'bsd grep, no -P. rg is installed'],
    ],
  },
  // 13. macOS: versions.
  {
    machine: 'mac2', project: 'almanac', start: '2026-09-12T09:10:00Z',
    steps: [
      ['fail', 'r-version', "Rscript -e 'renv::restore(prompt = FALSE)'", MATRIX_R43, 1],
      ['prompt', 'r-version', "we're on R 4.4.1, renv.lock says so. rig default 4.4.1"],
      ['ok', 'rig default 4.4.1'],
      ['fail', 'quarto-version', 'quarto render reports/weekly.qmd', 'ERROR: quarto version 1.4.553 does not satisfy version requirement >=1.5.0 <1.6.0 (quarto-required in _quarto.yml)', 1],
      ['prompt', 'quarto-version', 'quarto is pinned to 1.5 (1.5.57). not 1.6, the typst template breaks there. install the 1.5.57 pkg from github releases'],
    ],
  },
  // 14. Codex on Ubuntu: which database.
  {
    machine: 'codex', project: 'almanac', start: '2026-09-14T08:30:00Z',
    steps: [
      ['fail', 'sf-dev-db', 'snowsql -c almanac --warehouse ALMANAC_WH -q "select * from ALMANAC.PUBLIC.CASES limit 10"', "002003 (02000): SQL compilation error:\nDatabase 'ALMANAC' does not exist or not authorized.", 1],
      ['prompt', 'sf-dev-db', 'the database is ALMANAC_DEV. there is no ALMANAC, and ALMANAC_PROD is off limits for us'],
      ['fail', 'x:sf-syntax', 'snowsql -c almanac --warehouse ALMANAC_WH -q "select county_fips, count(*) from ALMANAC_DEV.STAGING.CASES where epiweek = 36 group county_fips"', "001003 (42000): SQL compilation error:\nsyntax error line 1 at position 96 unexpected 'county_fips'.", 1],
      ['ok', 'snowsql -c almanac --warehouse ALMANAC_WH -q "select county_fips, count(*) from ALMANAC_DEV.STAGING.CASES where epiweek = 36 group by county_fips"'],
    ],
  },
  // 15. Windows PowerShell 5.1.
  {
    machine: 'winps', project: 'almanac', start: '2026-09-15T11:00:00Z',
    steps: [
      ['fail', 'ps-env', 'export QUARTO_PYTHON=sidecar\\.venv\\Scripts\\python.exe', PS51_NOT_RECOGNIZED('export', 'export QUARTO_PYTHON=sidecar\\.venv\\Scripts\\python.exe'), 1],
      ['prompt', 'ps-env', "this is powershell, env vars are $env:QUARTO_PYTHON = 'sidecar\\.venv\\Scripts\\python.exe'"],
      ['fail', 'ps-andand', 'quarto render reports/weekly.qmd && quarto preview reports/weekly.qmd', PS51_ANDAND('quarto render reports/weekly.qmd && quarto preview reports/weekly.qmd'), 1],
      ['prompt', 'ps-andand', 'the && thing again. PS 5.1 on this laptop, use ;'],
      ['fail', 'x:ps-path-typo', 'Remove-Item -Recurse -Force reports\\_freez', "Remove-Item : Cannot find path 'C:\\Users\\joao\\almanac\\reports\\_freez' because it does not exist.\nAt line:1 char:1\n+ Remove-Item -Recurse -Force reports\\_freez\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : ObjectNotFound: (C:\\Users\\joao\\almanac\\reports\\_freez:String) [Remove-Item], ItemNotFoundException\n    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand", 1],
    ],
  },
  // 16. Ubuntu: the VPN, the county table.
  {
    machine: 'linux', project: 'almanac', start: '2026-09-16T09:00:00Z',
    steps: [
      ['fail', 'x:uv-dns', 'uv sync', UV_DNS, 2],
      ['fail', 'uv-run', 'python3 sidecar/census_pull.py --year 2024', 'Traceback (most recent call last):\n  File "/home/dev/almanac/sidecar/census_pull.py", line 3, in <module>\n    import polars as pl\nModuleNotFoundError: No module named \'polars\'', 1],
      ['prompt', 'uv-run', "uv run python sidecar/census_pull.py. system python3 doesn't have the deps"],
      ['prompt', 'x:export-csv', 'export the county rates table to output/county_rates.csv for the epi team'],
      ['ok', "Rscript -e 'readr::write_csv(targets::tar_read(county_rates), \"output/county_rates.csv\")'"],
      ['prompt', 'small-cell', 'hold on, that has counts of 3 and 4 in it. cells under 11 get suppressed before anything leaves the pipeline, pipe it through suppress_small_cells()'],
      ['ok', "Rscript -e 'readr::write_csv(almanac::suppress_small_cells(targets::tar_read(county_rates)), \"output/county_rates.csv\")'"],
      ['fail', 'no-commit-key', 'git add -A && git commit -m "snowflake key-pair setup"', DETECT_KEY('keys/rsa_key.p8'), 1],
      ['prompt', 'no-commit-key', 'NEVER put the .p8 in the repo. keys live in ~/.snowflake/ and nowhere else'],
    ],
  },
  // 17. macOS: formatting, weeks.
  {
    machine: 'mac', project: 'almanac', start: '2026-09-17T14:00:00Z',
    steps: [
      ['fail', 'air-format', "Rscript -e 'styler::style_dir(\"R\")'", 'Error in loadNamespace(x) : there is no package called ‘styler’\nCalls: loadNamespace -> withRestarts -> withOneRestart -> doWithOneRestart\nExecution halted', 1, 'Format the R code'],
      ['prompt', 'air-format', "we format with air now (air format .). styler isn't in the lockfile on purpose"],
      ['ok', 'air format .'],
      ['prompt', 'epiweek', 'the week column has to be the MMWR epiweek (lubridate::epiweek), not isoweek. surveillance weeks start on sunday'],
    ],
  },
  // 18. CI.
  {
    machine: 'ci', project: 'almanac', start: '2026-09-18T10:20:00Z',
    steps: [
      ['fail', 'x:air-check', 'air format --check .', 'Would reformat: R/suppress.R\nWould reformat: R/rates.R', 1],
      ['fail', 'uv-pip', 'pip install -r sidecar/requirements.txt', "ERROR: Could not open requirements file: [Errno 2] No such file or directory: 'sidecar/requirements.txt'", 1],
      ['agent', 'uv-pip', 'The sidecar has no requirements.txt: dependencies live in pyproject.toml and uv.lock, install them with uv sync, not pip.'],
      ['fail', 'x:connect-401', 'rsconnect deploy quarto -n connect-ph reports/weekly', RSCONNECT_401, 1],
    ],
  },
  // 19. macOS: publishing a preview.
  {
    machine: 'mac2', project: 'almanac', start: '2026-09-21T09:00:00Z',
    steps: [
      ['fail', 'rsconnect', 'quarto publish connect reports/weekly.qmd', 'ERROR: No Posit Connect server configured. Pass --server or set CONNECT_SERVER and CONNECT_API_KEY (publishing needs an interactive terminal otherwise).', 1, 'Publish a preview of the weekly report'],
      ['prompt', 'rsconnect', "we publish with rsconnect-python: rsconnect deploy quarto -n connect-staging reports/weekly. quarto publish doesn't know our servers"],
      ['ok', 'rsconnect deploy quarto -n connect-staging reports/weekly'],
      ['prompt', 'no-laptop-deploy', 'and only ever to staging from a laptop. prod publishes from the github action on merge, never from someone\'s machine'],
    ],
  },
  // 20. Codex on Ubuntu.
  {
    machine: 'codex', project: 'almanac', start: '2026-09-22T09:30:00Z',
    steps: [
      ['prompt', 'renv-snapshot', "hai installato janitor ma renv.lock non ce l'ha: renv::snapshot() dopo ogni install, altrimenti la CI si rompe"],
      ['ok', "Rscript -e 'renv::snapshot(prompt = FALSE)'"],
      ['fail', 'x:lock-conflict', 'git merge origin/develop', 'Auto-merging renv.lock\nCONFLICT (content): Merge conflict in renv.lock\nAutomatic merge failed; fix conflicts and then commit the result.', 1],
    ],
  },
  // 21. macOS.
  {
    machine: 'mac', project: 'almanac', start: '2026-09-23T08:50:00Z',
    steps: [
      ['fail', 'date-mac', 'date --date="2026-09-20 -6 days" +%F', `date: illegal option -- -\n${BSD_DATE_USAGE}`, 1],
      ['prompt', 'date-mac', 'otra vez date --date en el mac... no existe, usa gdate o lubridate'],
      ['fail', 'sed-mac', "sed -i 's/^version:.*/version: 0.9.2/' _quarto.yml", 'sed: 1: "_quarto.yml": invalid command code _', 1],
      ['agent', 'sed-mac', "macOS sed needs an explicit backup suffix: sed -i '' 's/…/…/' file; GNU-style sed -i without it fails on BSD sed."],
      ['fail', 'x:sed-bad-flag', "sed -i '' 's/Week [0-9]+/Epiweek/ reports/weekly.qmd'", 'sed: 1: "s/Week [0-9]+/Epiweek/ ...": bad flag in substitute command: \'r\'', 1],
      ['ok', "sed -i '' 's/Week [0-9]+/Epiweek/' reports/weekly.qmd"],
    ],
  },
  // 22. Windows, Git Bash.
  {
    machine: 'win', project: 'almanac', start: '2026-09-24T10:00:00Z',
    steps: [
      ['fail', 'rscript-windows', "Rscript.exe -e \"quarto::quarto_render('reports/weekly.qmd')\"", 'bash: Rscript.exe: command not found', 127],
      ['prompt', 'rscript-windows', 'phir se! windows machines pe Rscript PATH pe nahi hai, full path do'],
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['fail', 'x:push-nonff', 'git push origin feat/epiweek-labels', " ! [rejected]        feat/epiweek-labels -> feat/epiweek-labels (non-fast-forward)\nerror: failed to push some refs to 'github.com:almanac-ph/almanac.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  // 23. Codex on Ubuntu: parallel pipeline.
  {
    machine: 'codex', project: 'almanac', start: '2026-09-25T09:00:00Z',
    steps: [
      ['fail', 'tar-crew', "Rscript -e 'targets::tar_make_future(workers = 4)'", CREW_DEFUNCT('tar_make_future'), 1],
      ['prompt', 'tar-crew', 'parallelism is crew now. the controller is set in _targets.R, plain tar_make() uses it'],
      ['ok', "Rscript -e 'targets::tar_make()'"],
      ['fail', 'x:oom-killed', "Rscript -e 'targets::tar_make(county_model)'", '▶ dispatched target county_model\nKilled', 137],
    ],
  },
  // 24. macOS, kai.
  {
    machine: 'mac2', project: 'almanac', start: '2026-09-28T10:00:00Z',
    steps: [
      ['fail', 'snowsql-conn', 'snowsql -a xy12345.us-east-1 -u KAI_R -q "select current_role()"', 'Password: \n250001 (08001): Failed to connect to DB: xy12345.us-east-1.snowflakecomputing.com:443. Incorrect username or password was specified.', 1],
      ['prompt', 'snowsql-conn', 'no passwords anywhere, it is key-pair. -c almanac'],
      ['fail', 'sf-warehouse', 'snowsql -c almanac -q "call ALMANAC_DEV.STAGING.REFRESH_WEEKLY()"', SNOW_NO_WAREHOUSE, 1],
      ['prompt', 'sf-warehouse', 'ALMANAC_WH. every. time.'],
      ['fail', 'x:sf-network', 'snowsql -c almanac --warehouse ALMANAC_WH -q "call ALMANAC_DEV.STAGING.REFRESH_WEEKLY()"', SF_CONNECT_TIMEOUT, 1],
    ],
  },
  // 25. Ubuntu.
  {
    machine: 'linux', project: 'almanac', start: '2026-09-29T09:30:00Z',
    steps: [
      ['fail', 'uv-pip', 'python3 -m pip install --user great-tables', PEP668_UBUNTU, 1],
      ['prompt', 'uv-pip', 'nope, uv add'],
      ['ok', 'uv add great-tables'],
      ['fail', 'py311', 'uv sync --python 3.13', "Using CPython 3.13.0\nerror: The requested interpreter resolved to Python 3.13.0, which is incompatible with the project's Python requirement: `==3.11.*`", 2],
      ['prompt', 'py311', "sidecar stays on 3.11 (.python-version), don't bump it, snowflake-connector-python wheels lag behind"],
      ['ok', 'uv sync'],
      ['ok', 'rm -rf _targets'],
      ['prompt', 'no-tar-destroy', 'NO. no me vaya a borrar _targets otra vez, eso se demora tres horas en reconstruir. tar_invalidate() y listo'],
      ['prompt', 'epiweek', 'weeks here = epiweek (MMWR, sunday start). the dashboard showed iso weeks again'],
    ],
  },
  // 26. macOS, kai's fish shell.
  {
    machine: 'mac2', project: 'almanac', start: '2026-09-30T11:00:00Z',
    steps: [
      ['fail', 'uv-run', 'python sidecar/geocode.py --all', 'fish: Unknown command: python\nfish: \npython sidecar/geocode.py --all\n^~~~~^', 127],
      ['prompt', 'uv-run', 'python seedha mat chalao yaar, uv run python sidecar/geocode.py karo'],
      ['fail', 'x:geocode-keyerror', 'uv run python sidecar/geocode.py --all', GEOCODE_KEYERROR, 1],
    ],
  },
  // 27. Windows PowerShell 5.1.
  {
    machine: 'winps', project: 'almanac', start: '2026-10-01T09:00:00Z',
    steps: [
      ['fail', 'ps-rm', 'rm -rf sidecar\\.venv', PS51_RM_RF('rm -rf sidecar\\.venv'), 1],
      ['prompt', 'ps-rm', 'rm -rf again... on windows it is Remove-Item -Recurse -Force'],
      ['fail', 'x:ps-execpolicy', '.\\scripts\\setup_dev.ps1', ".\\scripts\\setup_dev.ps1 : File C:\\Users\\joao\\almanac\\scripts\\setup_dev.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ .\\scripts\\setup_dev.ps1\n+ ~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess", 1],
    ],
  },
  // 28. CI.
  {
    machine: 'ci', project: 'almanac', start: '2026-10-05T09:00:00Z',
    steps: [
      ['fail', 'renv-restore', "Rscript -e 'targets::tar_make()'", TAR_FAIL('there is no package called ‘tarchetypes’', 'library(tarchetypes)'), 1],
      ['agent', 'renv-restore', 'The workflow must run renv::restore() before tar_make(); the runner starts with an empty renv library.'],
      ['fail', 'x:ppm-download', "Rscript -e 'renv::restore(prompt = FALSE)'", "# Downloading packages -------------------------------------------------------\n- Downloading arrow from P3M ...                ERROR [error code 22]\nWarning: failed to find source for 'arrow 16.1.0' in package repositories\nError: failed to retrieve package 'arrow@16.1.0'\nTraceback (most recent calls last):\n 7: renv::restore(prompt = FALSE)\n 2: renv_retrieve_impl(package)\n 1: stop(\"failed to retrieve package '\", record$Package, \"@\", record$Version, \"'\", call. = FALSE)\nExecution halted", 1],
      ['fail', 'snow-cli', 'snow sql --connection almanac_ci -f sql/views/cases_weekly.sql', '/home/runner/work/_temp/7c1e0f2a-41d6-4b55-9a0e-2f3c8d1b6e94.sh: line 1: snow: command not found', 127],
      ['agent', 'snow-cli', 'The runners and laptops have snowsql, not the newer snow CLI; run SQL files with snowsql -c <connection> -f <file>.'],
      ['fail', 'x:uv-locked', 'uv sync --project sidecar --locked', 'Resolved 48 packages in 412ms\nerror: The lockfile at `uv.lock` needs to be updated, but `--locked` was provided. To update the lockfile, run `uv lock`.', 1],
    ],
  },
  // 29. macOS.
  {
    machine: 'mac', project: 'almanac', start: '2026-10-06T10:00:00Z',
    steps: [
      ['fail', 'grep-mac', "grep -oP '(?<=epiweek: )\\d+' params.yml", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2],
      ['agent', 'grep-mac', 'BSD grep on macOS has no -P (PCRE); use rg (installed) or grep -E.'],
      ['ok', "Rscript -e \"rmarkdown::render('reports/county.qmd', output_dir = 'output')\""],
      ['prompt', 'quarto-render', 'ojo, los reportes se renderizan con quarto render, nada de rmarkdown::render'],
      ['prompt', 'x:render-vs-preview', "what's the difference between quarto render and quarto preview for the county report? just explain, don't change anything"],
    ],
  },
  // 30. pwsh 7 under Codex.
  {
    machine: 'wincodex7', project: 'almanac', start: '2026-10-07T09:00:00Z',
    steps: [
      ['fail', 'ps-env', 'PRIVATE_KEY_PASSPHRASE=$(op read "op://almanac/snowflake/passphrase") snowsql -c almanac --warehouse ALMANAC_WH -q "select 1"', PS7_NOT_RECOGNIZED('PRIVATE_KEY_PASSPHRASE='), 1],
      ['prompt', 'ps-env', 'en powershell las variables van con $env:PRIVATE_KEY_PASSPHRASE = ..., esa sintaxis VAR=x cmd es de bash'],
      ['ok', '$env:PRIVATE_KEY_PASSPHRASE = op read "op://almanac/snowflake/passphrase"; snowsql -c almanac --warehouse ALMANAC_WH -q "select 1"'],
      ['fail', 'x:quarto-port-win', 'quarto preview reports/county.qmd --port 4200', 'ERROR: AddrInUse: Only one usage of each socket address (protocol/network address/port) is normally permitted. (os error 10048)', 1],
    ],
  },
  // 31. Codex on Ubuntu.
  {
    machine: 'codex', project: 'almanac', start: '2026-10-08T08:40:00Z',
    steps: [
      ['prompt', 'x:invalidate-request', 'invalidate county_model and rerun only what depends on it'],
      ['ok', "Rscript -e 'targets::tar_invalidate(county_model); targets::tar_make()'"],
      ['fail', 'sf-dev-db', 'snowsql -c almanac --warehouse ALMANAC_WH -q "select count(*) from ALMANAC_PROD.REPORTING.CASES_WEEKLY"', "003001 (42501): SQL access control error:\nInsufficient privileges to operate on database 'ALMANAC_PROD'", 1],
      ['agent', 'sf-dev-db', 'Queries go to ALMANAC_DEV; ALMANAC_PROD is not ours to query (no grant), and there is no database called ALMANAC.'],
      ['prompt', 'x:snowsql-options', 'what do -o friendly=false -o header=false do in snowsql? keep them if it is just quieter output'],
      ['prompt', 'tar-make', 'tar_make() karo, R/ ke scripts ko directly source mat karo, pipeline targets se chalta hai'],
    ],
  },
  // 32. macOS, kai.
  {
    machine: 'mac2', project: 'almanac', start: '2026-10-09T09:30:00Z',
    steps: [
      ['fail', 'sf-passphrase', 'snowsql -c almanac --warehouse ALMANAC_WH -q "select max(report_date) from ALMANAC_DEV.STAGING.CASES"', 'Private Key Passphrase: \nTypeError: Password was not given but private key is encrypted', 1],
      ['prompt', 'sf-passphrase', 'manca la passphrase: export PRIVATE_KEY_PASSPHRASE prima di lanciare snowsql'],
      ['fail', 'quarto-version', 'quarto render reports/county.qmd', 'ERROR: quarto version 1.6.39 does not satisfy version requirement >=1.5.0 <1.6.0 (quarto-required in _quarto.yml)', 1],
      ['prompt', 'quarto-version', 'brew upgraded quarto again?? pin 1.5.57, `brew pin quarto`'],
      ['fail', 'x:quarto-typo', 'quarto render reports/county_report.qmd', 'ERROR: No valid input files passed to render', 1],
    ],
  },
  // 33. Ubuntu.
  {
    machine: 'linux', project: 'almanac', start: '2026-10-12T10:00:00Z',
    steps: [
      ['prompt', 'small-cell', 'county table me 11 se kam wale cells suppress hone chahiye, pehle suppress_small_cells() se guzaro'],
      ['prompt', 'x:news-entry', 'add a NEWS.md line for the suppression change'],
      ['fail', 'no-commit-key', 'git commit -am "local snowflake config"', DETECT_KEY('config/snowflake_rsa_key.p8'), 1],
      ['agent', 'no-commit-key', 'Never commit the Snowflake .p8 key (or .Renviron); it stays in ~/.snowflake/ outside the repo.'],
      ['fail', 'x:grep-nomatch', 'grep -rn "suppress_small_cells" reports/', '', 1],
    ],
  },
  // 34. CI.
  {
    machine: 'ci', project: 'almanac', start: '2026-10-13T09:00:00Z',
    steps: [
      ['fail', 'renv-snapshot', "Rscript -e 'targets::tar_make()'", TAR_FAIL('there is no package called ‘gt’', 'library(gt)'), 1],
      ['agent', 'renv-snapshot', 'gt is used in R/tables.R but not in renv.lock: renv::snapshot() belongs in the same PR as a new library() call.'],
      ['fail', 'x:tar-real-ci', "Rscript -e 'targets::tar_make()'", TAR_FAIL("ℹ In argument: `rate = cases / population * 1e+05`.\n    Caused by error:\n    ! object 'population' not found", 'dplyr::mutate(joined, rate = cases / population * 1e+05)'), 1],
    ],
  },
  // 35. Windows, Git Bash.
  {
    machine: 'win', project: 'almanac', start: '2026-10-14T10:00:00Z',
    steps: [
      ['ok', 'gh pr create --base main --title "Epiweek labels on the dashboard" --body "Closes #212"'],
      ['prompt', 'branch-develop', 'di nuovo su main?? develop, sempre develop'],
      ['agent', 'branch-develop', 'Pull requests target develop; main only receives release merges.'],
      ['fail', 'x:rscript-quoting', "\"/c/Program Files/R/R-4.4.1/bin/Rscript.exe\" -e 'targets::tar_read(county_rates) |> head(n = 5'", "Error: unexpected end of input\nExecution halted", 1],
    ],
  },
  // 36. macOS.
  {
    machine: 'mac', project: 'almanac', start: '2026-10-15T13:30:00Z',
    steps: [
      ['fail', 'air-format', "Rscript -e 'styler::style_file(\"R/suppress.R\")'", 'Error in loadNamespace(x) : there is no package called ‘styler’\nCalls: loadNamespace -> withRestarts -> withOneRestart -> doWithOneRestart\nExecution halted', 1],
      ['prompt', 'air-format', 'air, not styler. same as last time'],
      ['ok', 'air format R/suppress.R'],
      ['prompt', 'no-laptop-deploy', 'whoa — no `rsconnect deploy` to connect-ph from your session. prod goes out through the publish workflow only'],
      ['prompt', 'small-cell', 'the map labels also show raw counts. anything below 11 is "<11", always'],
    ],
  },
  // 37. Codex on Ubuntu.
  {
    machine: 'codex', project: 'almanac', start: '2026-10-16T09:00:00Z',
    steps: [
      ['fail', 'tar-crew', "Rscript -e 'targets::tar_make_clustermq(workers = 4)'", CREW_DEFUNCT('tar_make_clustermq'), 1],
      ['agent', 'tar-crew', 'tar_make_future()/tar_make_clustermq() are defunct here; parallel runs use the crew controller in _targets.R via plain tar_make().'],
      ['fail', 'py311', 'uv python pin 3.12', 'error: The requested Python version `3.12` is incompatible with the project `requires-python` value of `==3.11.*`.', 2],
      ['prompt', 'py311', 'again, 3.11. leave .python-version alone'],
      ['prompt', 'epiweek', 'usa lubridate::epiweek, no isoweek: las semanas epidemiológicas empiezan el domingo'],
    ],
  },
];
