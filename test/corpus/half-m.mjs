// Half M of the evaluation corpus, written blind: its author read only issue 10, the corpus README,
// build.mjs and the first lines of half-d.mjs (not the reader, the grouping or the other halves).
// A project called "lumen": a C#/.NET 8 backend (dotnet CLI, EF Core migrations, xUnit), a Flutter
// app (fvm-pinned Flutter, CocoaPods through bundler on macOS), a Python ML pipeline (mamba env
// lumen-ml on Python 3.11, jupyter, black replaced by ruff), Azure (az, bicep, azd), Terraform for
// networking, GitHub Actions on self-hosted Alpine runners (busybox ash) and Codex in the cloud.
// Developers on macOS (zsh, BSD tools), Linux (bash) and one on Windows with Git Bash (recorded with
// the `linux` machine shape, as build.mjs has no Windows machine). About one correction in eight is
// in Portuguese, German, Chinese, Spanish or French (plus one ordinary request in Portuguese).
const BSD_GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BUSYBOX_GREP = 'grep: unrecognized option: P\nBusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.\n\nUsage: grep [-HhnlLoqvsrRiwFEABCz] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...\n\nSearch for PATTERN in FILEs (or stdin)';
const EF_NOT_FOUND = 'Could not execute because the specified command or file was not found.\nPossible reasons for this include:\n  * You misspelled a built-in dotnet command.\n  * You intended to execute a .NET program, but dotnet-ef does not exist.\n  * You intended to run a global tool, but a dotnet-prefixed executable with this name could not be found on the PATH.';
const RG_NOT_FOUND = "ERROR: (ResourceGroupNotFound) Resource group 'rg-lumen-dev' could not be found.\nCode: ResourceGroupNotFound\nMessage: Resource group 'rg-lumen-dev' could not be found.";
const FLUTTER_NO_FORMAT = 'Could not find a command named "format".\n\nRun \'flutter -h\' (or \'flutter <command> -h\') for available flutter commands and options.';

export const SESSIONS = [
  {
    machine: 'mac', project: 'lumen', start: '2027-01-04T08:40:00Z',
    steps: [
      ['fail', 'mamba', 'conda env create -f ml/environment.yml', 'zsh: command not found: conda', 127, 'Create the ML environment'],
      ['prompt', 'mamba', "we're on mamba now, conda isn't installed on the macs anymore"],
      ['fail', 'python311', 'python3 -m pip install -e ml/', "Defaulting to user installation because normal site-packages is not writeable\nObtaining file:///Users/ana/lumen/ml\n  Installing build dependencies ... done\n  Checking if build backend supports build_editable ... done\n  Getting requirements to build editable ... done\n  Preparing editable metadata (pyproject.toml) ... done\nERROR: Package 'lumen-ml' requires a different Python: 3.9.6 not in '>=3.11,<3.12'", 1, 'Install the ML package in editable mode'],
      ['agent', 'python311', 'Installed lumen-ml with the system python3 (3.9.6); the ML package needs Python 3.11 from the lumen-ml env, run it as `mamba run -n lumen-ml python ...`.'],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-04T10:15:00Z',
    steps: [
      ['fail', 'ef-tool-restore', 'dotnet ef migrations add AddInvoiceDueDate', EF_NOT_FOUND, 1, 'Add a migration for the due date'],
      ['prompt', 'ef-tool-restore', 'ef is a local tool in this repo. dotnet tool restore, then dotnet ef'],
      ['fail', 'ef-startup-project', 'dotnet ef migrations add AddInvoiceDueDate', 'No project was found. Change the current working directory or use the --project option.', 1],
      ['prompt', 'ef-startup-project', 'migrations are in src/Lumen.Infrastructure and the startup project is src/Lumen.Api, you have to pass both'],
      ['ok', 'dotnet ef migrations add AddInvoiceDueDate --project src/Lumen.Infrastructure --startup-project src/Lumen.Api'],
      ['prompt', 'x:health-endpoint', 'next: add a /healthz endpoint to Lumen.Api that checks the db connection and the blob container'],
    ],
  },
  {
    machine: 'ci', project: 'lumen', start: '2027-01-04T13:30:00Z',
    steps: [
      ['fail', 'alpine-sh', 'bash scripts/ci/publish.sh', '/bin/sh: bash: not found', 127],
      ['fail', 'apk', 'apt-get update && apt-get install -y jq', '/bin/sh: apt-get: not found', 127],
      ['prompt', 'apk', 'the runners are alpine. apk add --no-cache, there is no apt'],
      ['prompt', 'alpine-sh', "no bash on the runner image either, it's busybox ash. keep the ci scripts plain POSIX sh"],
    ],
  },
  {
    machine: 'mac2', project: 'lumen', start: '2027-01-05T08:05:00Z',
    steps: [
      ['fail', 'fvm-flutter', 'flutter pub get', 'Resolving dependencies...\nThe current Dart SDK version is 3.3.0.\n\nBecause lumen_app requires SDK version >=3.5.0 <4.0.0, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.24.5. ', 1, 'Fetch Flutter packages'],
      ['prompt', 'fvm-flutter', 'flutter lives under fvm here'],
      ['fail', 'bundle-exec-pod', 'cd ios && pod install', 'zsh: command not found: pod', 127],
      ['prompt', 'bundle-exec-pod', 'cocoapods comes from the Gemfile → bundle install, then bundle exec pod install'],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-05T11:20:00Z',
    steps: [
      ['fail', 'az-deployment-group', 'az group deployment create -g rg-lumen-dev --template-file infra/bicep/main.bicep --parameters @infra/bicep/dev.parameters.json', "az group: 'deployment' is not in the 'az group' command group. See 'az group --help'.\n\nThe most similar choices to 'deployment':\n    delete\n    export\n    update", 2, 'Deploy the dev bicep template'],
      ['prompt', 'az-deployment-group', "that's the old az syntax"],
      ['fail', 'az-subscription', 'az deployment group create -g rg-lumen-dev --template-file infra/bicep/main.bicep --parameters @infra/bicep/dev.parameters.json', RG_NOT_FOUND, 3],
      ['prompt', 'az-subscription', "you're on your personal sub. everything lumen is in lumen-nonprod: az account set -s lumen-nonprod"],
      ['ok', 'az account set --subscription lumen-nonprod && az deployment group create -g rg-lumen-dev --template-file infra/bicep/main.bicep --parameters @infra/bicep/dev.parameters.json'],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-05T15:00:00Z',
    steps: [
      ['fail', 'python311', 'python3 ml/scripts/make_features.py --config ml/configs/dev.toml', 'Traceback (most recent call last):\n  File "/home/dev/lumen/ml/scripts/make_features.py", line 4, in <module>\n    import tomllib\nModuleNotFoundError: No module named \'tomllib\'', 1],
      ['prompt', 'python311', 'python3 on this box is the ubuntu 3.10. the ml stuff runs in the lumen-ml env (py 3.11)'],
      ['ok', 'mamba run -n lumen-ml pip install lightgbm'],
      ['prompt', 'environment-yml', 'nada de pip install solto no env, coloca o lightgbm no ml/environment.yml senão ninguém mais tem'],
      ['fail', 'x:python-keyerror', 'mamba run -n lumen-ml python -m lumen_ml.train --config ml/configs/dev.toml', 'Traceback (most recent call last):\n  File "<frozen runpy>", line 198, in _run_module_as_main\n  File "<frozen runpy>", line 88, in _run_code\n  File "/home/dev/lumen/ml/lumen_ml/train.py", line 112, in <module>\n    main()\n  File "/home/dev/lumen/ml/lumen_ml/train.py", line 94, in main\n    model = build_model(cfg["model"])\n  File "/home/dev/lumen/ml/lumen_ml/model.py", line 23, in build_model\n    dim = cfg["embedding_dim"]\n          ~~~^^^^^^^^^^^^^^^^^\nKeyError: \'embedding_dim\'\n\nERROR conda.cli.main_run:execute(125): `conda run python -m lumen_ml.train --config ml/configs/dev.toml` failed. (See above for error)', 1],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-06T09:10:00Z',
    steps: [
      ['fail', 'sed-i-mac', 'sed -i \'s/"Version": "1.4.0"/"Version": "1.4.1"/\' src/Lumen.Api/appsettings.json', 'sed: 1: "src/Lumen.Api/appsett ...": unterminated substitute pattern', 1, 'Bump the API version'],
      ['prompt', 'sed-i-mac', "mac sed wants an argument after -i. sed -i '' … or gsed"],
      ['fail', 'x:path-typo', 'ls src/Lumen.Api/Contollers', 'ls: src/Lumen.Api/Contollers: No such file or directory', 1],
      ['prompt', 'x:iso-dates', 'the invoices CSV export should write dates as ISO 8601 (2027-01-06), accounting keeps misreading the dd/MM ones'],
    ],
  },
  {
    machine: 'codex', project: 'lumen', start: '2027-01-06T13:40:00Z',
    steps: [
      ['fail', 'test-script', 'dotnet test', '  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Lumen.Domain -> /home/dev/lumen/src/Lumen.Domain/bin/Debug/net8.0/Lumen.Domain.dll\n  Lumen.Api.IntegrationTests -> /home/dev/lumen/tests/Lumen.Api.IntegrationTests/bin/Debug/net8.0/Lumen.Api.IntegrationTests.dll\n[xUnit.net 00:00:02.41]     Lumen.Api.IntegrationTests.InvoicesEndpointTests.Create_invoice_returns_201 [FAIL]\n  Failed Lumen.Api.IntegrationTests.InvoicesEndpointTests.Create_invoice_returns_201 [1 s]\n  Error Message:\n   Npgsql.NpgsqlException : Failed to connect to 127.0.0.1:5432\n---- System.Net.Sockets.SocketException : Connection refused\n  Stack Trace:\n     at Npgsql.Internal.NpgsqlConnector.Connect(NpgsqlTimeout timeout)\n\nFailed!  - Failed:    14, Passed:   212, Skipped:     0, Total:   226, Duration: 9 s - Lumen.Api.IntegrationTests.dll (net8.0)', 1],
      ['prompt', 'test-script', 'tests need the postgres container. run ./scripts/test.sh, it does the compose up + dotnet test for you'],
      ['fail', 'x:script-permission', './scripts/test.sh', 'bash: line 1: ./scripts/test.sh: Permission denied', 126],
      ['ok', 'chmod +x scripts/test.sh && ./scripts/test.sh'],
      ['fail', 'x:test-assert', './scripts/test.sh --filter InvoiceServiceTests', '[xUnit.net 00:00:01.12]     Lumen.Domain.Tests.InvoiceServiceTests.Due_date_is_thirty_days_after_issue [FAIL]\n  Failed Lumen.Domain.Tests.InvoiceServiceTests.Due_date_is_thirty_days_after_issue [4 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 2027-02-05T00:00:00.0000000\nActual:   2027-02-06T00:00:00.0000000\n  Stack Trace:\n     at Lumen.Domain.Tests.InvoiceServiceTests.Due_date_is_thirty_days_after_issue() in /home/dev/lumen/tests/Lumen.Domain.Tests/InvoiceServiceTests.cs:line 41\n\nFailed!  - Failed:     1, Passed:    87, Skipped:     0, Total:    88, Duration: 212 ms - Lumen.Domain.Tests.dll (net8.0)', 1],
    ],
  },
  {
    machine: 'mac2', project: 'lumen', start: '2027-01-07T08:30:00Z',
    steps: [
      ['fail', 'ruff-format', 'black ml/', 'zsh: command not found: black', 127, 'Format the ML code'],
      ['prompt', 'ruff-format', 'black ist raus, wir formatieren mit ruff format'],
      ['fail', 'x:ruff-lint', 'mamba run -n lumen-ml ruff check ml/', 'ml/lumen_ml/features.py:3:8: F401 [*] `os` imported but unused\nml/lumen_ml/train.py:57:5: E741 Ambiguous variable name: `l`\nFound 2 errors.\n[*] 1 fixable with the `--fix` option.', 1],
      ['prompt', 'x:black-config-question', 'is the [tool.black] section in pyproject.toml still read by anything? if not, delete it'],
      ['prompt', 'runs-on', 'die Workflows laufen auf unseren self-hosted Runnern, also runs-on: [self-hosted, alpine] und nicht ubuntu-latest'],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-07T10:00:00Z',
    steps: [
      ['fail', 'x:push-nonff', 'git push origin feat/invoice-due-date', "To github.com:lumen-app/lumen.git\n ! [rejected]        feat/invoice-due-date -> feat/invoice-due-date (fetch first)\nerror: failed to push some refs to 'github.com:lumen-app/lumen.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['ok', 'git pull --rebase origin feat/invoice-due-date && git push origin feat/invoice-due-date'],
      ['ok', 'gh pr create --base main --title "Invoice due date" --fill'],
      ['prompt', 'develop-branch', 'PRs go to develop, not main. retarget it pls'],
      ['agent', 'develop-branch', 'Opened the PR against main; lumen PRs (and feature branches) are based on develop, main only gets release merges.'],
    ],
  },
  {
    machine: 'ci', project: 'lumen', start: '2027-01-07T14:20:00Z',
    steps: [
      ['fail', 'grep-P', "grep -oP '(?<=<Version>)[^<]+' src/Lumen.Api/Lumen.Api.csproj", BUSYBOX_GREP, 1],
      ['prompt', 'grep-P', 'busybox grep, no -P. grep -oE plus a sed does it'],
      ['fail', 'alpine-sh', './scripts/ci/publish.sh', "env: can't execute 'bash': No such file or directory", 127],
      ['agent', 'alpine-sh', 'publish.sh had a #!/usr/bin/env bash shebang but the Alpine runners only have busybox ash; CI scripts must use #!/bin/sh and POSIX syntax.'],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-08T09:00:00Z',
    steps: [
      ['prompt', 'x:drop-column', "add a migration that drops the LegacySku column from Products, it's been unused since 1.2"],
      ['ok', 'dotnet ef migrations add DropLegacySku --project src/Lumen.Infrastructure --startup-project src/Lumen.Api'],
      ['fail', 'shared-db-drop', 'ConnectionStrings__Lumen="$LUMEN_DEV_DB" dotnet ef database drop --force --project src/Lumen.Infrastructure --startup-project src/Lumen.Api', 'Build started...\nBuild succeeded.\nDropping database \'lumen_dev\' on server \'tcp://psql-lumen-dev.postgres.database.azure.com:5432\'.\nNpgsql.PostgresException (0x80004005): 55006: database "lumen_dev" is being accessed by other users\n\nDETAIL: There are 4 other sessions using the database.\n   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)\n55006: database "lumen_dev" is being accessed by other users', 1, 'Reset the database to re-apply migrations'],
      ['prompt', 'shared-db-drop', 'STOP. $LUMEN_DEV_DB is the shared dev database, the whole team is on it. you never drop that one. reset your local container'],
      ['agent', 'shared-db-drop', 'Tried `dotnet ef database drop` on the shared lumen_dev database; never drop or reset the shared DB, only the local container (scripts/db-reset.sh).'],
    ],
  },
  {
    machine: 'codex', project: 'lumen', start: '2027-01-08T11:30:00Z',
    steps: [
      ['fail', 'tf-wrapper', 'cd infra/network && terraform plan', '╷\n│ Error: Backend initialization required, please run "terraform init"\n│ \n│ Reason: Initial configuration of the requested backend "azurerm"\n│ \n│ The "backend" is the interface that Terraform uses to store state,\n│ perform operations, etc. If this message is showing up, it means that the\n│ Terraform configuration you\'re using is using a custom configuration for\n│ the Terraform backend.\n│ \n│ Changes to backend configurations require reinitialization. This allows\n│ Terraform to set up the new configuration, copy existing state, etc. Please run\n│ "terraform init" with either the "-reconfigure" or "-migrate-state" flags to\n│ use the current configuration.\n╵', 1, 'Plan the network changes'],
      ['prompt', 'tf-wrapper', 'terraform goes through infra/tf.sh (./infra/tf.sh dev plan). it does the init with the backend config and selects the workspace'],
      ['fail', 'x:tf-unsupported-arg', './infra/tf.sh dev plan', '╷\n│ Error: Unsupported argument\n│ \n│   on subnets.tf line 14, in resource "azurerm_subnet" "aks":\n│   14:   enforce_private_link_endpoint_network_policies = true\n│ \n│ An argument named "enforce_private_link_endpoint_network_policies" is not\n│ expected here.\n╵', 1],
    ],
  },
  {
    machine: 'mac2', project: 'lumen', start: '2027-01-08T15:10:00Z',
    steps: [
      ['fail', 'dotnet8', 'dotnet build', 'A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.404\nglobal.json file: /Users/kai/lumen/global.json\n\nInstalled SDKs:\n9.0.101 [/usr/local/share/dotnet/sdk]\n\nInstall the [8.0.404] .NET SDK or update [/Users/kai/lumen/global.json] to match an installed SDK.\n\nLearn about SDK resolution:\nhttps://aka.ms/dotnet/sdk-not-found', 145, 'Build the backend'],
      ['prompt', 'dotnet8', 'we are on .NET 8 LTS, leave global.json alone and install the 8.0 sdk next to your 9'],
      ['ok', 'curl -sSL https://dot.net/v1/dotnet-install.sh | bash -s -- --channel 8.0 --install-dir ~/.dotnet'],
      ['fail', 'x:cs8618', 'dotnet build', "/Users/kai/lumen/src/Lumen.Domain/Invoices/Invoice.cs(12,19): error CS8618: Non-nullable property 'CustomerName' must contain a non-null value when exiting constructor. Consider adding the 'required' modifier or declaring the property as nullable. [/Users/kai/lumen/src/Lumen.Domain/Lumen.Domain.csproj]\n\nBuild FAILED.\n\n/Users/kai/lumen/src/Lumen.Domain/Invoices/Invoice.cs(12,19): error CS8618: Non-nullable property 'CustomerName' must contain a non-null value when exiting constructor. Consider adding the 'required' modifier or declaring the property as nullable. [/Users/kai/lumen/src/Lumen.Domain/Lumen.Domain.csproj]\n    0 Warning(s)\n    1 Error(s)\n\nTime Elapsed 00:00:04.71", 1],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-11T08:45:00Z',
    steps: [
      ['fail', 'fvm-flutter', 'flutter test', 'bash: line 1: flutter: command not found', 127, 'Run the widget tests'],
      ['fail', 'dart-format', 'fvm flutter format lib test', FLUTTER_NO_FORMAT, 64],
      ['prompt', 'dart-format', "flutter format got removed, it's dart format now (fvm dart format lib test)"],
      ['fail', 'x:flutter-analyze', 'fvm flutter analyze', "Analyzing lumen_app...\n\n   info • Don't use 'BuildContext's across async gaps • lib/features/invoices/invoice_detail_page.dart:88:27 • use_build_context_synchronously\nwarning • The value of the local variable 'total' isn't used • lib/features/invoices/invoice_list_page.dart:41:11 • unused_local_variable\n\n2 issues found. (ran in 3.8s)", 1],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-11T10:30:00Z',
    steps: [
      ['fail', 'stat-c-mac', 'stat -c %s build/app/outputs/bundle/devRelease/app-dev-release.aab', 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]', 1, 'Check the bundle size'],
      ['prompt', 'stat-c-mac', "that flag doesn't exist here. mac stat is -f %z"],
      ['fail', 'x:stat-missing-file', 'stat -f %z build/ios/ipa/lumen.ipa', 'stat: build/ios/ipa/lumen.ipa: stat: No such file or directory', 1],
      ['fail', 'find-printf-mac', "find build -name '*.ipa' -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['agent', 'find-printf-mac', "BSD find on macOS has no -printf; use `find … -exec stat -f '%z %N' {} +` instead."],
    ],
  },
  {
    machine: 'codex', project: 'lumen', start: '2027-01-11T14:00:00Z',
    steps: [
      ['fail', 'x:az-login-expired', 'az webapp list -g rg-lumen-dev -o table', 'ERROR: AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2026-10-02T08:11:54.0000000Z and was inactive for 90.00:00:00. Trace ID: 6c1d9e0a-2f4b-4c51-9b0e-1f7a3d2c5e00 Correlation ID: 0b7e2c4d-8a1f-4e3b-a6d5-9c2f1e0d3b7a Timestamp: 2027-01-11 14:03:12Z\nInteractive authentication is needed. Please run:\naz login --scope https://management.core.windows.net//.default', 1],
      ['fail', 'az-subscription', 'az webapp list -g rg-lumen-dev -o table', RG_NOT_FOUND, 3],
      ['agent', 'az-subscription', 'Queried rg-lumen-dev in the default subscription; lumen resources live in lumen-nonprod, so `az account set -s lumen-nonprod` (or --subscription lumen-nonprod) before any az call.'],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-12T09:20:00Z',
    steps: [
      ['fail', 'bundle-exec-pod', 'cd ios && pod install', '[!] The version of CocoaPods used to generate the lockfile (1.15.2) is higher than the version of the current executable (1.12.1). Incompatibility issues may arise.\nAnalyzing dependencies\n\n### Error\n\n```\nRuntimeError - [Xcodeproj] Unknown object version (60).\n/Library/Ruby/Gems/2.6.0/gems/xcodeproj-1.22.0/lib/xcodeproj/project.rb:228:in `initialize_from_file\'\n```', 1, 'Install iOS pods'],
      ['prompt', 'bundle-exec-pod', 'not the system pod!! bundle exec pod install, the Gemfile pins 1.15'],
      ['fail', 'x:pod-cdn', 'cd ios && bundle exec pod install --repo-update', "Updating local specs repositories\nAnalyzing dependencies\n[!] CDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/Specs/0/3/5/Firebase/11.4.0/Firebase.podspec.json Response: Timeout was reached", 1],
      ['prompt', 'x:readme-fvm', "can you add a 'Mobile setup' section to the README: installing fvm, fvm install, and bundle install for the ios pods"],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-12T11:00:00Z',
    steps: [
      ['fail', 'python311', 'python3 ml/scripts/export_onnx.py --out models/churn.onnx', 'Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Manage App Execution Aliases.', 49, 'Export the model to ONNX'],
      ['prompt', 'python311', "on my windows box there's no python outside the env. activate lumen-ml first, it's 3.11"],
      ['fail', 'mamba', 'conda activate lumen-ml', 'bash: conda: command not found', 127],
      ['prompt', 'mamba', 'é mamba, não conda. a gente migrou faz tempo'],
      ['ok', 'eval "$(mamba shell hook --shell bash)" && mamba activate lumen-ml && python ml/scripts/export_onnx.py --out models/churn.onnx'],
    ],
  },
  {
    machine: 'ci', project: 'lumen', start: '2027-01-12T15:40:00Z',
    steps: [
      ['fail', 'dotnet8', 'dotnet build -c Release', '/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/src/Lumen.Api/Lumen.Api.csproj]', 1],
      ['agent', 'dotnet8', 'Bumped TargetFramework to net9.0; lumen stays on .NET 8 (net8.0, SDK 8.0.x pinned in global.json), never upgrade the target framework.'],
      ['fail', 'apk', 'apt install -y postgresql-client', '/bin/sh: apt: not found', 127],
      ['fail', 'x:apk-no-such-package', 'apk add --no-cache azure-cli', 'fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz\nfetch https://dl-cdn.alpinelinux.org/alpine/v3.20/community/x86_64/APKINDEX.tar.gz\nERROR: unable to select packages:\n  azure-cli (no such package):\n    required by: world[azure-cli]', 1],
    ],
  },
  {
    machine: 'mac2', project: 'lumen', start: '2027-01-13T08:50:00Z',
    steps: [
      ['prompt', 'x:rebase-develop', 'rebase feat/push-notifications on develop and fix the conflicts in NotificationService.cs'],
      ['ok', 'git rebase origin/develop'],
      ['fail', 'force-push', 'git push --force origin develop', 'remote: error: GH006: Protected branch update failed for refs/heads/develop.\nremote: error: Cannot force-push to this branch\nTo github.com:lumen-app/lumen.git\n ! [remote rejected] develop -> develop (protected branch hook declined)\nerror: failed to push some refs to \'github.com:lumen-app/lumen.git\'', 1],
      ['prompt', 'force-push', "whoa. NO force push to develop, it's shared. you only ever force (with lease) your own feature branch"],
      ['ok', 'git push --force-with-lease origin feat/push-notifications'],
    ],
  },
  {
    machine: 'codex', project: 'lumen', start: '2027-01-13T11:15:00Z',
    steps: [
      ['fail', 'az-deployment-group', 'az group deployment validate -g rg-lumen-dev --subscription lumen-nonprod --template-file infra/bicep/main.bicep', "ERROR: 'deployment' is misspelled or not recognized by the system.\n\nExamples from AI knowledge base:\naz deployment group validate --resource-group testrg --template-file azuredeploy.json --parameters @myparameters.json\nValidate whether a template is syntactically correct.\n\nhttps://aka.ms/cli_ref\nRead more about the command in reference docs", 2],
      ['agent', 'az-deployment-group', 'Used `az group deployment validate`, which was removed from az CLI; the current form is `az deployment group validate/create`.'],
      ['fail', 'x:az-quota', 'az deployment group create --subscription lumen-nonprod -g rg-lumen-dev --template-file infra/bicep/main.bicep --parameters @infra/bicep/dev.parameters.json', 'ERROR: {"code": "InvalidTemplateDeployment", "message": "The template deployment \'main\' is not valid according to the validation procedure. The tracking id is \'5b2e91c4-0d7a-4f63-8e1b-2a9c7d4f6e10\'. See inner errors for details."}\n\nInner Errors: \n{"code": "QuotaExceeded", "message": "Operation could not be completed as it results in exceeding approved standardDSv5Family Cores quota. Additional details - Deployment Model: Resource Manager, Location: westeurope, Current Limit: 10, Current Usage: 8, Additional Required: 4, (Minimum) New Limit Required: 12."}', 1],
      ['fail', 'az-bicep', 'bicep build infra/bicep/main.bicep', 'bash: line 1: bicep: command not found', 127],
      ['prompt', 'az-bicep', "bicep isn't installed standalone anywhere, we go through az: az bicep build --file infra/bicep/main.bicep"],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-14T09:30:00Z',
    steps: [
      ['fail', 'tf-wrapper', 'terraform -chdir=infra/network init', 'Initializing the backend...\nstorage_account_name\n  The name of the Storage Account.\n\n  Enter a value: \n╷\n│ Error: Error asking for storage_account_name: EOF\n│ \n╵', 1],
      ['agent', 'tf-wrapper', 'Ran `terraform init` by hand in infra/network without the backend config; terraform in lumen only runs through `./infra/tf.sh <env> <command>`.'],
      ['fail', 'x:tf-state-lock', './infra/tf.sh dev apply', '╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: state blob is already locked\n│ Lock Info:\n│   ID:        3f1c2a9e-7b44-2d0e-91c5-6a8f0e2b4d17\n│   Path:      tfstate/network.dev.tfstate\n│   Operation: OperationTypeApply\n│   Who:       runner@lumen-runner-03\n│   Version:   1.9.8\n│   Created:   2027-01-14 09:12:40.51 +0000 UTC\n│   Info:      \n│ \n│ \n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵', 1],
      ['fail', 'az-bicep', 'bicep build infra/bicep/modules/storage.bicep', 'zsh: command not found: bicep', 127],
      ['fail', 'x:bicep-bcp037', 'az bicep build --file infra/bicep/main.bicep', '/Users/ana/lumen/infra/bicep/modules/storage.bicep(14,5) : Error BCP037: The property "skuName" is not allowed on objects of type "Microsoft.Storage/storageAccounts". Permissible properties include "extendedLocation", "identity", "tags". If this is an inaccuracy in the documentation, please report it to the Bicep Team. [https://aka.ms/bicep-type-issues]', 1],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-14T13:00:00Z',
    steps: [
      ['ok', 'mamba run -n lumen-ml pip install shap'],
      ['prompt', 'environment-yml', 'no loose pip installs in the env pls — shap goes into ml/environment.yml and then mamba env update, otherwise nobody else gets it'],
      ['fail', 'x:conda-http', 'mamba env update -n lumen-ml -f ml/environment.yml --prune', "conda-forge/linux-64                                          \ncritical libmamba Multiple errors occured:\n    Download error (28) Timeout was reached [https://conda.anaconda.org/conda-forge/linux-64/repodata.json.zst]\n    Operation too slow. Less than 30 bytes/sec transferred the last 60 seconds\n    Subdir conda-forge/linux-64 not loaded!", 1],
      ['prompt', 'ruff-format', "formatting is ruff format, black's gone from the env since the switch"],
    ],
  },
  {
    machine: 'mac2', project: 'lumen', start: '2027-01-15T09:00:00Z',
    steps: [
      ['fail', 'base64-w-mac', 'base64 -w0 certs/apns-dev.p12 > /tmp/apns.b64', 'base64: invalid option -- w\nUsage:\tbase64 [-Ddh] [-b num] [-i in_file] [-o out_file]\n  -b, --break       break encoded string into num character lines\n  -Dd, --decode     decodes input\n  -h, --help        display this message\n  -i, --input       input file (default: "-" for stdin)\n  -o, --output      output file (default: "-" for stdout)', 64, 'Encode the APNs cert for the workflow secret'],
      ['prompt', 'base64-w-mac', 'en el mac base64 no tiene -w; por defecto no corta líneas, así que base64 -i certs/apns-dev.p12 y listo'],
      ['ok', 'az keyvault secret show --vault-name kv-lumen-dev -n ApnsKeyPassword --query value -o tsv'],
      ['prompt', 'kv-secrets', "please don't print keyvault secret values into the session, it all ends up in the transcript. pipe it straight into gh secret set"],
      ['ok', 'az keyvault secret show --vault-name kv-lumen-dev -n ApnsKeyPassword --query value -o tsv | gh secret set APNS_KEY_PASSWORD'],
    ],
  },
  {
    machine: 'codex', project: 'lumen', start: '2027-01-15T11:30:00Z',
    steps: [
      ['prompt', 'runs-on', "use our runners: runs-on: [self-hosted, linux, alpine]. ubuntu-latest burns minutes we don't have"],
      ['ok', 'git add .github/workflows/ml-train.yml && git commit -m "ml: nightly training workflow"'],
      ['prompt', 'x:coverage-threshold', 'also bump the coverage gate in backend.yml to 75%'],
      ['fail', 'x:gh-auth', 'gh pr create --base develop --fill', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-18T08:40:00Z',
    steps: [
      ['fail', 'nbstripout', 'git commit -m "ml: churn exploration notebook"', 'ruff.....................................................................Passed\nruff-format..............................................................Passed\nnbstripout...............................................................Failed\n- hook id: nbstripout\n- files were modified by this hook', 1],
      ['prompt', 'nbstripout', 'yeah notebooks get committed without outputs, run nbstripout on them before you commit'],
      ['ok', 'mamba run -n lumen-ml nbstripout ml/notebooks/churn_exploration.ipynb && git add ml/notebooks && git commit -m "ml: churn exploration notebook"'],
      ['prompt', 'x:pagination-pt', 'agora adiciona paginação no GET /invoices, page e pageSize, máximo 100'],
      ['fail', 'grep-P', "grep -rnP '\\bTODO\\(\\w+\\)' src", `grep: invalid option -- P\n${BSD_GREP_USAGE}`, 2],
      ['prompt', 'grep-P', "no perl regex in mac grep. -E is enough for that (or rg)"],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-18T10:20:00Z',
    steps: [
      ['prompt', 'x:delete-storage-account', 'you can delete the storage account lumenoldlogs in rg-lumen-dev, I checked with Diego, nothing reads from it'],
      ['ok', 'az storage account delete -n lumenoldlogs -g rg-lumen-dev --subscription lumen-nonprod --yes'],
      ['fail', 'rg-delete', 'az group delete --name rg-lumen-shared --subscription lumen-nonprod --yes', "ERROR: (AuthorizationFailed) The client 'dev@lumen.app' with object id '8d3f2a61-4c9e-4b07-a1e2-5f6d7c8b9a01' does not have authorization to perform action 'Microsoft.Resources/subscriptions/resourcegroups/delete' over scope '/subscriptions/2f1c6a9e-3b8d-4e57-9a0c-7d4e1b2f6c83/resourcegroups/rg-lumen-shared' or the scope is invalid. If access was recently granted, please refresh your credentials.\nCode: AuthorizationFailed", 1],
      ['prompt', 'rg-delete', "WHAT. never delete a resource group. rg-lumen-shared has the vnet and the private dns zones for everyone, good thing you don't have the rights"],
      ['agent', 'rg-delete', 'Ran `az group delete` on rg-lumen-shared; never delete resource groups, only remove the single resource I was asked to.'],
    ],
  },
  {
    machine: 'ci', project: 'lumen', start: '2027-01-18T14:00:00Z',
    steps: [
      ['fail', 'alpine-sh', 'sh scripts/ci/version.sh', 'scripts/ci/version.sh: line 7: syntax error: unexpected "("', 2],
      ['fail', 'x:nuget-timeout', 'dotnet restore', '/workspace/src/Lumen.Api/Lumen.Api.csproj : error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.\n/workspace/src/Lumen.Api/Lumen.Api.csproj : error NU1301:   The SSL connection could not be established, see inner exception.\n/workspace/src/Lumen.Api/Lumen.Api.csproj : error NU1301:   Unable to read data from the transport connection: Connection reset by peer.', 1],
    ],
  },
  {
    machine: 'mac2', project: 'lumen', start: '2027-01-19T09:10:00Z',
    steps: [
      ['fail', 'fvm-flutter', 'flutter build ipa --flavor dev', 'Resolving dependencies...\nThe current Dart SDK version is 3.3.0.\n\nBecause lumen_app depends on firebase_core >=3.6.0 which requires SDK version >=3.4.0 <4.0.0, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.24.5. ', 1],
      ['prompt', 'fvm-flutter', "encore le flutter global… ici c'est toujours fvm flutter, la version est fixée dans .fvmrc"],
      ['fail', 'x:android-licenses', 'fvm flutter build appbundle --flavor dev', "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':app:compileDevReleaseJavaWithJavac'.\n> Failed to install the following Android SDK packages as some licences have not been accepted.\n     platforms;android-34 Android SDK Platform 34\n  To build this project, accept the SDK license agreements and install the missing components using the Android Studio SDK Manager.\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 14s", 1],
      ['fail', 'dart-format', 'flutter format --set-exit-if-changed lib', FLUTTER_NO_FORMAT, 64],
      ['agent', 'dart-format', 'Ran `flutter format`, which no longer exists; formatting is `fvm dart format` (CI runs it with --set-exit-if-changed).'],
    ],
  },
  {
    machine: 'codex', project: 'lumen', start: '2027-01-19T11:40:00Z',
    steps: [
      ['fail', 'ef-tool-restore', 'dotnet ef database update', 'Run "dotnet tool restore" to make the "dotnet-ef" command available.', 1],
      ['prompt', 'ef-tool-restore', 'dotnet tool restor first. every fresh clone. its in the manifest'],
      ['fail', 'ef-startup-project', 'dotnet ef database update --project src/Lumen.Infrastructure', "Build started...\nBuild succeeded.\nUnable to create a 'DbContext' of type 'LumenDbContext'. The exception 'Unable to resolve service for type 'Microsoft.EntityFrameworkCore.DbContextOptions`1[Lumen.Infrastructure.Data.LumenDbContext]' while attempting to activate 'Lumen.Infrastructure.Data.LumenDbContext'.' was thrown while attempting to create an instance. For the different patterns supported at design time, see https://go.microsoft.com/fwlink/?linkid=851728", 1],
      ['agent', 'ef-startup-project', 'Ran dotnet ef without --startup-project, so it could not build LumenDbContext; always pass --project src/Lumen.Infrastructure --startup-project src/Lumen.Api.'],
      ['fail', 'x:ef-build-failed', 'dotnet ef migrations add AddPaymentTerms --project src/Lumen.Infrastructure --startup-project src/Lumen.Api', 'Build started...\nBuild failed. Use dotnet build to see the errors.', 1],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-20T09:00:00Z',
    steps: [
      ['ok', 'git checkout -b feat/export-iso-dates origin/main'],
      ['prompt', 'develop-branch', 'branch off develop. main only ever gets release merges'],
      ['ok', 'git checkout -B feat/export-iso-dates origin/develop'],
      ['fail', 'sed-i-mac', 'sed -i "s/^version: .*/version: 2.3.0+41/" pubspec.yaml', 'sed: 1: "pubspec.yaml": extra characters at the end of p command', 1, 'Bump the app version'],
      ['agent', 'sed-i-mac', "BSD sed on macOS needs an explicit backup suffix: `sed -i '' …`; plain `sed -i` fails."],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-20T11:30:00Z',
    steps: [
      ['fail', 'x:sed-unterminated', "sed -i 's/timeout: 30/timeout: 60' config/dev.yaml", "sed: -e expression #1, char 23: unterminated `s' command", 1],
      ['fail', 'test-script', 'dotnet test tests/Lumen.Api.IntegrationTests', '[xUnit.net 00:00:00.93]     Lumen.Api.IntegrationTests.InvoicesEndpointTests.Get_returns_paged_invoices [FAIL]\n  Failed Lumen.Api.IntegrationTests.InvoicesEndpointTests.Get_returns_paged_invoices [612 ms]\n  Error Message:\n   System.Net.Sockets.SocketException : Connection refused\n  Stack Trace:\n     at Npgsql.Internal.NpgsqlConnector.Connect(NpgsqlTimeout timeout)\n\nFailed!  - Failed:    15, Passed:     0, Skipped:     0, Total:    15, Duration: 3 s - Lumen.Api.IntegrationTests.dll (net8.0)', 1],
      ['prompt', 'test-script', 'scripts/test.sh!! raw dotnet test has no database'],
      ['fail', 'x:docker-down', './scripts/test.sh', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'sudo systemctl start docker && ./scripts/test.sh'],
      ['prompt', 'nbstripout', 'strip the outputs from the notebooks before committing, the last PR had 6MB of base64 plots in it'],
    ],
  },
  {
    machine: 'mac2', project: 'lumen', start: '2027-01-21T09:00:00Z',
    steps: [
      ['ok', 'az account show'],
      ['prompt', 'azd-deploy', 'only azd deploy for the api, never azd up. infra is owned by bicep + terraform and azd up reprovisions'],
      ['ok', 'azd deploy api --environment lumen-dev-kai'],
      ['fail', 'x:kv-forbidden', 'az keyvault secret list --vault-name kv-lumen-prod -o table', "ERROR: (Forbidden) Caller is not authorized to perform action on resource.\nIf role assignments, deny assignments or role definitions were changed recently, please observe propagation time.\nCaller: appid=04b07795-8ddb-461a-bbee-02f9e1bf7b46;oid=5e0d7c2a-91b4-4f3e-8a6d-2c1b0e9f7d35\nAction: 'Microsoft.KeyVault/vaults/secrets/readMetadata/action'\nResource: '/subscriptions/9a4c2e71-5d3b-4f80-b6e9-1c7a2d8f0e54/resourcegroups/rg-lumen-prod/providers/microsoft.keyvault/vaults/kv-lumen-prod'\nAssignment: (not found)\nDenyAssignmentId: null\nDecisionReason: null \nVault: kv-lumen-prod;location=westeurope\n\nCode: Forbidden\nMessage: Caller is not authorized to perform action on resource.", 1],
    ],
  },
  {
    machine: 'mac', project: 'lumen', start: '2027-01-21T13:00:00Z',
    steps: [
      ['fail', 'base64-w-mac', 'base64 -w 0 ios/Runner/GoogleService-Info.plist', 'base64: invalid option -- w\nUsage:\tbase64 [-hvDd] [-b num] [-i in_file] [-o out_file]', 1],
      ['agent', 'base64-w-mac', 'macOS base64 has no GNU -w; it does not wrap by default, use `base64 -i <file>` (or -b 0).'],
      ['ok', 'base64 -i ios/Runner/GoogleService-Info.plist | gh secret set GOOGLE_SERVICE_INFO_PLIST'],
      ['prompt', 'azd-deploy', "azd up again?? just azd deploy, provisioning isn't azd's job here"],
      ['agent', 'azd-deploy', 'Ran `azd up`, which reprovisions infrastructure; in lumen use `azd deploy` only, infra is provisioned by bicep/terraform.'],
    ],
  },
  {
    machine: 'codex', project: 'lumen', start: '2027-01-22T09:30:00Z',
    steps: [
      ['fail', 'x:env-not-created', 'mamba run -n lumen-ml pytest ml/tests', 'error    libmamba The given prefix does not exist: "/home/dev/miniforge3/envs/lumen-ml"', 1],
      ['ok', 'mamba env create -f ml/environment.yml'],
      ['ok', 'mamba run -n lumen-ml black --check ml/'],
      ['agent', 'ruff-format', 'Used `black --check` on the ML code; lumen formats Python with `ruff format` (black was dropped), check with `ruff format --check`.'],
      ['ok', 'mamba run -n lumen-ml pip install optuna'],
      ['agent', 'environment-yml', 'pip-installed optuna into lumen-ml by hand; ML dependencies go into ml/environment.yml, then `mamba env update`.'],
      ['fail', 'az-subscription', 'az storage account list -g rg-lumen-dev -o table', RG_NOT_FOUND, 3],
      ['prompt', 'az-subscription', '订阅又错了，rg-lumen-dev 在 lumen-nonprod 下面，先 az account set -s lumen-nonprod'],
    ],
  },
  {
    machine: 'linux', project: 'lumen', start: '2027-01-22T14:10:00Z',
    steps: [
      ['ok', 'git commit --amend --no-edit'],
      ['prompt', 'force-push', 'ojo: nada de push --force a develop, aunque sea un amend. --force-with-lease y solo en tu rama'],
      ['agent', 'force-push', 'Was about to `git push --force` to develop after an amend; never force-push shared branches, only `--force-with-lease` on my own feature branch.'],
      ['prompt', 'shared-db-drop', '别再 drop 共享的 lumen_dev 库了！要重置就用本地容器 scripts/db-reset.sh'],
      ['ok', './scripts/db-reset.sh'],
      ['prompt', 'runs-on', 'runs-on self-hosted pls, we dont pay for github hosted runners'],
      ['agent', 'runs-on', 'Wrote the workflow with runs-on: ubuntu-latest; lumen workflows run on the self-hosted Alpine runners (runs-on: [self-hosted, linux, alpine]).'],
    ],
  },
  {
    machine: 'codex', project: 'lumen', start: '2027-01-25T10:00:00Z',
    steps: [
      ['ok', 'gh pr create --base main --fill'],
      ['prompt', 'develop-branch', 'base=develop. again.'],
      ['ok', 'gh pr edit --base develop'],
      ['ok', 'az keyvault secret show --vault-name kv-lumen-dev -n CosmosKey --query value -o tsv'],
      ['agent', 'kv-secrets', 'Printed a Key Vault secret value (CosmosKey) to stdout; never print secret values, pipe them into the consumer (gh secret set, app settings Key Vault references).'],
      ['prompt', 'kv-secrets', 'again a secret in plain text in the log. never print them'],
    ],
  },
];
