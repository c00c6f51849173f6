// Half ZZZA, written blind: "smew", a Salesforce DX project (sf CLI v2 from npm, scratch orgs, Apex and
// LWC with sfdx-lwc-jest, Prettier + ESLint under husky, Azure DevOps pipeline for prod). Developers on
// Windows (PowerShell 5.1/7, Git Bash), macOS (zsh, BSD tools) and Ubuntu under WSL2; the team writes
// in English, Telugu, Sinhala and Zulu. Written without reading rulesweep's code or any other half.

/** Windows PowerShell 5.1: a command that is not found, with the caret under it. */
const PS_NOT_FOUND = (name, line) => {
  const col = line.indexOf(name) + 1;
  return `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.\nAt line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}${'~'.repeat(name.length)}\n    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException\n `;
};
/** Windows PowerShell 5.1: `&&` / `||` are not statement separators. */
const PS_TOKEN = (token, line) => {
  const col = line.indexOf(token) + 1;
  return `At line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}~~\nThe token '${token}' is not a valid statement separator in this version.\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : InvalidEndOfLine\n `;
};
/** Windows PowerShell 5.1: a unix flag handed to a cmdlet alias (rm, curl, ls). */
const PS_PARAM = (cmdlet, param, line, fq) => {
  const col = line.indexOf(`-${param}`) + 1;
  return `${cmdlet} : A parameter cannot be found that matches parameter name '${param}'.\nAt line:1 char:${col}\n+ ${line}\n+ ${' '.repeat(col - 1)}${'~'.repeat(param.length + 1)}\n    + CategoryInfo          : InvalidArgument: (:) [${cmdlet}], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,${fq}\n `;
};
const CURL_AMBIGUOUS = (line) => `Invoke-WebRequest : Parameter cannot be processed because the parameter name 'I' is ambiguous. Possible matches include: -InFile -InformationAction -InformationVariable.\nAt line:1 char:6\n+ ${line}\n+      ~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : AmbiguousParameter,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n `;

const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = 'usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]';
const BUSYBOX = 'BusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.';

const SF_CONFLICT = ` Conflicts
 STATE    FULL NAME              TYPE                    FILE PATH
 ──────── ────────────────────── ─────────────────────── ────────────────────────────────────────────────────────────────
 Conflict InvoiceService         ApexClass               force-app/main/default/classes/InvoiceService.cls
 Conflict Invoice__c.Status__c   CustomField             force-app/main/default/objects/Invoice__c/fields/Status__c.field-meta.xml

Error (1): There are changes in the org that conflict with the local changes you're trying to deploy.

Try this:

To overwrite the remote changes, rerun this command with the --ignore-conflicts flag.`;

const SF_NOT_A_COMMAND = (cmd, suggestion) => ` ›   Warning: ${cmd} is not a sf command.\nDid you mean ${suggestion}? [y/n]: \n ›   Error: Run sf help for a list of available commands.`;

const JEST_NO_TRANSFORM = (home) => ` FAIL  force-app/main/default/lwc/invoiceList/__tests__/invoiceList.test.js
  ● Test suite failed to run

    Jest encountered an unexpected token

    Jest failed to parse a file. This happens e.g. when your code or its dependencies use non-standard JavaScript syntax, or when Jest is not configured to support such syntax.

    Out of the box Jest supports Babel, which will be used to transform your files into valid JS based on your Babel configuration.

    Details:

    ${home}/smew/force-app/main/default/lwc/invoiceList/__tests__/invoiceList.test.js:1
    ({"Object.<anonymous>":function(module,exports,require,__dirname,__filename,jest){import { createElement } from 'lwc';
                                                                                      ^^^^^^

    SyntaxError: Cannot use import statement outside a module

      at Runtime.createScriptFromCode (node_modules/jest-runtime/build/index.js:1505:14)

Test Suites: 1 failed, 1 total
Tests:       0 total
Snapshots:   0 total
Time:        0.842 s
Ran all test suites matching /force-app\\/main\\/default\\/lwc\\/invoiceList/i.`;

const EBADENGINE_NPM8 = `npm ERR! code EBADENGINE
npm ERR! engine Unsupported engine
npm ERR! engine Not compatible with your version of node/npm: smew@1.3.0
npm ERR! notsup Not compatible with your version of node/npm: smew@1.3.0
npm ERR! notsup Required: {"node":">=20.11"}
npm ERR! notsup Actual: {"npm":"8.19.4","node":"v16.20.2"}

npm ERR! A complete log of this run can be found in:
npm ERR!     /home/yuki/.npm/_logs/2026-03-20T08_04_11_312Z-debug-0.log`;
const EBADENGINE_NPM10 = `npm error code EBADENGINE
npm error engine Unsupported engine
npm error engine Not compatible with your version of node/npm: smew@1.4.0
npm error notsup Not compatible with your version of node/npm: smew@1.4.0
npm error notsup Required: {"node":">=20.11"}
npm error notsup Actual: {"npm":"10.2.3","node":"v18.19.0"}
npm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-04-22T09_07_40_118Z-debug-0.log`;

const TF402455 = () => `Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 8 threads
Compressing objects: 100% (7/7), done.
Writing objects: 100% (8/8), 1.21 KiB | 1.21 MiB/s, done.
Total 8 (delta 5), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Analyzing objects... (8/8) (5 ms)
remote: Validating commits... (1/1) done (0 ms)
remote: Storing packfile... done (42 ms)
remote: Storing index... done (31 ms)
To https://dev.azure.com/smew-org/smew/_git/smew
 ! [remote rejected] develop -> develop (TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.)
error: failed to push some refs to 'https://dev.azure.com/smew-org/smew/_git/smew'`;

export const SESSIONS = [
  {
    machine: 'linux', project: 'smew', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'sf-v2', 'sfdx force:source:push -u smew-dev', 'bash: sfdx: command not found', 127, 'Push local source to the scratch org'],
      ['prompt', 'sf-v2', "sfdx is gone on this project. we're on sf v2 — sf project deploy start"],
      ['ok', 'sf project deploy start --source-dir force-app --target-org smew-dev'],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md for the invoice PDF button'],
    ],
  },
  {
    machine: 'mac', project: 'smew', start: '2026-03-02T10:15:00Z',
    steps: [
      ['fail', 'bsd-sed', "sed -i 's/<apiVersion>61.0</<apiVersion>62.0</' force-app/main/default/classes/InvoiceService.cls-meta.xml", 'sed: 1: "force-app/main/default/ ...": invalid command code f', 1, 'Bump the API version in the class metadata'],
      ['prompt', 'bsd-sed', "mac లో `sed -i` కి backup suffix ఇవ్వాలి — `sed -i ''` అని రాయండి, లేకపోతే file name నే command అనుకుంటుంది"],
      ['ok', "sed -i '' 's/<apiVersion>61.0</<apiVersion>62.0</' force-app/main/default/classes/InvoiceService.cls-meta.xml"],
      ['fail', 'zsh-glob', 'sf project deploy start --metadata ApexClass:Invoice* --target-org smew-dev', 'zsh: no matches found: ApexClass:Invoice*', 1],
      ['prompt', 'zsh-glob', 'quote the metadata arg, zsh eats the *'],
      ['ok', "sf project deploy start --metadata 'ApexClass:Invoice*' --target-org smew-dev"],
    ],
  },
  {
    machine: 'winps', project: 'smew', start: '2026-03-03T07:30:00Z',
    steps: [
      ['fail', 'ps-and', 'npm run lint && npm run test:unit', PS_TOKEN('&&', 'npm run lint && npm run test:unit'), 1],
      ['prompt', 'ps-and', 'this is Windows PowerShell 5.1 — no &&. use ; or run them one by one'],
      ['ok', 'npm run lint; npm run test:unit'],
      ['fail', 'sf-v2', 'sfdx force:org:open -u smew-dev', PS_NOT_FOUND('sfdx', 'sfdx force:org:open -u smew-dev'), 1],
    ],
  },
  {
    machine: 'codex', project: 'smew', start: '2026-03-03T13:00:00Z',
    steps: [
      ['fail', 'x:deploy-compile', 'sf project deploy start --source-dir force-app --target-org smew-dev', `Deploying v62.0 metadata to test-ujx4kd2mfa7p@example.com using the v62.0 SOAP API.
Deploy ID: 0Af8d00000XyZ12CAF
Status: Failed | ████████████████████████████████████████ | 1/1 Components (Errors:1)

Component Failures [1]
 Type  Name           Problem                                Line:Column
 ───── ────────────── ────────────────────────────────────── ───────────
 Error InvoiceService Variable does not exist: totalAmount   48:16

Dry-run complete: false`, 1],
      ['fail', 'test-level', 'sf apex run test --test-level RunAllTests --target-org smew-dev --wait 10', 'Error (1): Expected --test-level=RunAllTests to be one of: RunLocalTests, RunAllTestsInOrg, RunSpecifiedTests\nSee more help with --help', 1],
      ['agent', 'test-level', 'Passed --test-level RunAllTests (not a valid value); Apex tests in this project run with --test-level RunLocalTests'],
      ['prompt', 'x:iso-dates', "the dates in the invoice CSV export should be ISO 8601, not the user's locale"],
    ],
  },
  {
    machine: 'mac2', project: 'smew', start: '2026-03-04T09:00:00Z',
    steps: [
      ['fail', 'target-org', 'sf apex run test --test-level RunLocalTests --wait 10', 'Error (1): No default environment found. Use -o or --target-org to specify an environment.', 1, 'Run local Apex tests'],
      ['prompt', 'target-org', 'always -o smew-dev. nobody sets a default org here, too easy to land on uat by accident'],
      ['ok', 'sf apex run test --test-level RunLocalTests --wait 10 -o smew-dev'],
      ['fail', 'grep-P', "grep -rnP 'System\\.debug\\((?!LoggingLevel)' force-app/main/default/classes", `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'Find debug statements without a logging level'],
      ['prompt', 'grep-P', 'bsd grep, no -P. grep -E or rg'],
    ],
  },
  {
    machine: 'wsl', project: 'smew', start: '2026-03-05T08:10:00Z',
    steps: [
      ['fail', 'crlf-wsl', 'cd /mnt/c/Users/yuki/smew && ./scripts/create-scratch.sh', "/usr/bin/env: ‘bash\\r’: No such file or directory", 127],
      ['prompt', 'crlf-wsl', "you're running it from /mnt/c — that checkout has CRLF endings. work in ~/smew inside wsl, cloned with core.autocrlf=input"],
      ['fail', 'devhub', 'sf org create scratch --definition-file config/project-scratch-def.json --alias smew-dev --duration-days 7', 'Error (1): No default dev hub found. Use -v or --target-dev-hub to specify an environment.', 1],
      ['prompt', 'devhub', 'hub alias is smew-hub, pass -v smew-hub'],
      ['ok', 'sf org create scratch --definition-file config/project-scratch-def.json --alias smew-dev --duration-days 7 --target-dev-hub smew-hub'],
    ],
  },
  {
    machine: 'winbash', project: 'smew', start: '2026-03-05T14:20:00Z',
    steps: [
      ['fail', 'msys-path', 'sf api request rest /services/data/v62.0/limits --target-org smew-dev', 'Error (1): Invalid URL: https://power-data-5678-dev-ed.scratch.my.salesforce.com/C:/Program Files/Git/services/data/v62.0/limits', 1],
      ['prompt', 'msys-path', 'git bash rewrote the leading / into C:/Program Files/Git. prefix it with MSYS_NO_PATHCONV=1'],
      ['fail', 'npm-only', 'yarn install', 'bash: yarn: command not found', 127],
      ['prompt', 'npm-only', 'Cha, asisebenzisi yarn lapha. npm kuphela — sine-package-lock.json. `npm ci`'],
      ['ok', 'npm ci'],
    ],
  },
  {
    machine: 'linux', project: 'smew', start: '2026-03-06T09:30:00Z',
    steps: [
      ['fail', 'lwc-jest', 'npx jest force-app/main/default/lwc/invoiceList', JEST_NO_TRANSFORM('/home/dev'), 1, 'Run the invoiceList component tests'],
      ['prompt', 'lwc-jest', "lwc tests go through npm run test:unit (sfdx-lwc-jest). plain jest doesn't know the lwc transforms"],
      ['fail', 'x:jest-real', 'npm run test:unit -- invoiceList', `
> smew@1.3.0 test:unit
> sfdx-lwc-jest invoiceList

 FAIL  force-app/main/default/lwc/invoiceList/__tests__/invoiceList.test.js
  c-invoice-list
    ✓ renders one row per invoice (31 ms)
    ✕ sorts by due date descending (18 ms)

  ● c-invoice-list › sorts by due date descending

    expect(received).toBe(expected) // Object.is equality

    Expected: "INV-0042"
    Received: "INV-0017"

      58 |         const rows = element.shadowRoot.querySelectorAll('tr[data-id]');
      59 |         expect(rows.length).toBe(3);
    > 60 |         expect(rows[0].dataset.id).toBe('INV-0042');
         |                                    ^

Test Suites: 1 failed, 1 total
Tests:       1 failed, 1 passed, 2 total`, 1],
      ['prompt', 'x:lwc-a11y', 'the invoice table also needs aria-labels on the row action buttons'],
    ],
  },
  {
    machine: 'mac', project: 'smew', start: '2026-03-09T08:50:00Z',
    steps: [
      ['fail', 'date-d', 'date -d "+7 days" +%Y-%m-%d', `date: illegal option -- d\n${DATE_USAGE}`, 1, 'Compute the scratch org expiry date'],
      ['prompt', 'date-d', 'mac date: use -v+7d. -d is the GNU one'],
      ['ok', 'date -v+7d +%Y-%m-%d'],
      ['fail', 'prettier-apex', 'prettier --write force-app/main/default/classes/InvoiceService.cls', "[error] Cannot find package 'prettier-plugin-apex' imported from /Users/ana/smew/noop.js", 2],
      ['prompt', 'prettier-apex', "use npm run prettier. the global prettier doesn't see the apex plugin"],
    ],
  },
  {
    machine: 'ci', project: 'smew', start: '2026-03-10T06:00:00Z',
    steps: [
      ['fail', 'sf-v2', 'sfdx force:source:deploy -p force-app --checkonly -u smew-uat', '/bin/sh: sfdx: not found', 127],
      ['ok', 'sf project deploy validate --source-dir force-app --target-org smew-uat --test-level RunLocalTests'],
      ['fail', 'grep-P', `grep -oP '"sourceApiVersion":\\s*"\\K[^"]+' sfdx-project.json`, `grep: unrecognized option: P\n${BUSYBOX}\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...`, 2],
      ['fail', 'find-printf', "find force-app -name '*.cls' -newer .last-deploy -printf '%P\\n'", `find: unrecognized: -printf\n${BUSYBOX}\n\nUsage: find [-HL] [PATH]... [OPTIONS] [ACTIONS]`, 1],
    ],
  },
  {
    machine: 'winps', project: 'smew', start: '2026-03-11T08:00:00Z',
    steps: [
      ['fail', 'ps-env', 'SF_LOG_LEVEL=debug sf project deploy start -o smew-dev', PS_NOT_FOUND('SF_LOG_LEVEL=debug', 'SF_LOG_LEVEL=debug sf project deploy start -o smew-dev'), 1, 'Deploy with debug logging'],
      ['prompt', 'ps-env', "that's bash syntax. in powershell it's $env:SF_LOG_LEVEL = 'debug' on its own, then the command"],
      ['ok', "$env:SF_LOG_LEVEL = 'debug'; sf project deploy start -o smew-dev"],
      ['fail', 'x:ps-execpolicy', 'npm run test:unit', "npm : File C:\\Program Files\\nodejs\\npm.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ npm run test:unit\n+ ~~~\n    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess\n ", 1],
      ['fail', 'ps-rm', 'rm -rf .sfdx node_modules', PS_PARAM('Remove-Item', 'rf', 'rm -rf .sfdx node_modules', 'Microsoft.PowerShell.Commands.RemoveItemCommand'), 1],
      ['prompt', 'ps-rm', "rm -rf isn't a thing in powershell. Remove-Item -Recurse -Force"],
      ['ok', 'Remove-Item -Recurse -Force .sfdx, node_modules'],
    ],
  },
  {
    machine: 'mac2', project: 'smew', start: '2026-03-12T10:00:00Z',
    steps: [
      ['fail', 'develop-branch', 'git rebase origin/main', "fatal: invalid upstream 'origin/main'", 128],
      ['prompt', 'develop-branch', "we don't have a main. everything branches off develop and PRs go back into develop"],
      ['ok', 'git rebase origin/develop'],
      ['fail', 'x:git-nonff', 'git push origin feature/invoice-pdf', "To https://dev.azure.com/smew-org/smew/_git/smew\n ! [rejected]        feature/invoice-pdf -> feature/invoice-pdf (non-fast-forward)\nerror: failed to push some refs to 'https://dev.azure.com/smew-org/smew/_git/smew'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'linux', project: 'smew', start: '2026-03-13T09:00:00Z',
    steps: [
      ['prompt', 'no-prod-laptop', "whoa whoa STOP. nothing goes to prod from a laptop, ever. prod is the Azure DevOps pipeline's job: validate, then quick deploy"],
      ['agent', 'no-prod-laptop', 'Started `sf project deploy start --target-org smew-prod` from a dev machine; production deploys only go through the Azure DevOps release pipeline (validated deploy, then quick deploy)'],
      ['fail', 'x:coverage', 'sf project deploy validate --source-dir force-app --target-org smew-uat --test-level RunLocalTests --wait 60', `Validating Deployment of v62.0 metadata to smew.qa@smew.com.uat using the v62.0 SOAP API.
Deploy ID: 0Af5E00000Qm3bTSAR
Status: Failed | ████████████████████████████████████████ | 212/212 Components | Tests: 148/148

Code Coverage Failures
 Average test coverage across all Apex Classes and Triggers is 71%, at least 75% test coverage is required.

Error (1): Failed to validate the deployment (0Af5E00000Qm3bTSAR).`, 1],
      ['prompt', 'x:trigger-handler', "while you're in there: move the logic out of InvoiceTrigger into an InvoiceTriggerHandler class. one trigger per object, no logic in the trigger body"],
    ],
  },
  {
    machine: 'wincodex', project: 'smew', start: '2026-03-16T08:30:00Z',
    steps: [
      ['fail', 'ps-and', 'git add -A && git commit -m "invoice pdf button"', PS_TOKEN('&&', 'git add -A && git commit -m "invoice pdf button"'), 1],
      ['prompt', 'ps-and', 'that again? 5.1 has no && — `;` or if ($?) { }'],
      ['fail', 'curl-ps', 'curl -H "Authorization: Bearer $token" https://smew--uat.sandbox.my.salesforce.com/services/data/v62.0/limits', PS_PARAM('Invoke-WebRequest', 'H', 'curl -H "Authorization: Bearer $token" https://smew--uat.sandbox.my.salesforce.com/services/data/v62.0/limits', 'Microsoft.PowerShell.Commands.InvokeWebRequestCommand'), 1],
      ['prompt', 'curl-ps', "curl in 5.1 is an alias for Invoke-WebRequest. curl.exe if you really need curl, but sf api request rest is easier and does the auth for you"],
    ],
  },
  {
    machine: 'mac', project: 'smew', start: '2026-03-17T13:10:00Z',
    steps: [
      ['fail', 'sf-v2', 'sfdx force:org:list --all', 'zsh: command not found: sfdx', 127],
      ['prompt', 'sf-v2', 'malli sfdx aa? ee repo lo sf v2 matrame undi ra. `sf org list` vaadu'],
      ['fail', 'x:sf-typo', 'sf projct deploy start -o smew-dev', SF_NOT_A_COMMAND('projct deploy start', 'project deploy start'), 127],
      ['fail', 'bsd-sed', `sed -i 's/"edition": "Developer"/"edition": "Enterprise"/' config/project-scratch-def.json`, 'sed: 1: "config/project-scratch ...": command c expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "again?? sed -i '' on the mac. or gsed"],
    ],
  },
  {
    machine: 'win', project: 'smew', start: '2026-03-18T09:20:00Z',
    steps: [
      ['fail', 'jq-windows', 'sf org display --target-org smew-dev --json | jq -r .result.instanceUrl', 'bash: jq: command not found', 127],
      ['prompt', 'jq-windows', 'no jq on our windows machines. node -e, or --json | ConvertFrom-Json in powershell'],
      ['ok', `sf org display --target-org smew-dev --json | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).result.instanceUrl))"`],
      ['fail', 'msys-path', 'sf api request rest /services/data/v62.0/sobjects/Invoice__c/describe -o smew-dev', 'Error (1): HTTP 404 NOT_FOUND\n[{"errorCode":"NOT_FOUND","message":"The requested resource does not exist"}]\nURL: https://power-data-5678-dev-ed.scratch.my.salesforce.comC:/Program Files/Git/services/data/v62.0/sobjects/Invoice__c/describe', 1],
      ['agent', 'msys-path', 'Git Bash converted the REST path /services/data/... into C:/Program Files/Git/services/...; prefix the command with MSYS_NO_PATHCONV=1 (or run it from PowerShell)'],
    ],
  },
  {
    machine: 'codex', project: 'smew', start: '2026-03-19T07:45:00Z',
    steps: [
      ['fail', 'scratch-def', 'sf org create scratch --definition-file project-scratch-def.json --alias smew-dev --target-dev-hub smew-hub', "Error (1): ENOENT: no such file or directory, open 'project-scratch-def.json'", 1],
      ['prompt', 'scratch-def', 'the def lives in config/. config/project-scratch-def.json'],
      ['ok', 'sf org create scratch --definition-file config/project-scratch-def.json --alias smew-dev --target-dev-hub smew-hub'],
      ['prompt', 'x:readme-setup', 'document the scratch org setup in the README: hub auth, create, deploy, assign the Smew_Admin permset, load sample data'],
    ],
  },
  {
    machine: 'wsl', project: 'smew', start: '2026-03-20T08:00:00Z',
    steps: [
      ['fail', 'node-20', 'npm ci', EBADENGINE_NPM8, 1],
      ['prompt', 'node-20', 'nvm use first — .nvmrc says 20, your wsl default is still 16'],
      ['ok', 'nvm use && npm ci'],
      ['fail', 'crlf-wsl', 'git commit -m "add invoice pdf controller"', "/usr/bin/env: ‘sh\\r’: No such file or directory\nhusky - pre-commit hook exited with code 127 (error)", 1],
      ['prompt', 'crlf-wsl', 'CRLF again. that clone is still the one on /mnt/c. `git config --global core.autocrlf input` and reclone into ~'],
    ],
  },
  {
    machine: 'winps', project: 'smew', start: '2026-03-23T08:15:00Z',
    steps: [
      ['fail', 'sf-install', 'winget install --id Salesforce.sfcli', 'No package found matching input criteria.', -1978335212],
      ['prompt', 'sf-install', 'we install sf with npm: npm install --global @salesforce/cli. no winget, no installer exe'],
      ['fail', 'ps-env', 'export SF_TARGET_ORG=smew-dev', PS_NOT_FOUND('export', 'export SF_TARGET_ORG=smew-dev'), 1],
      ['prompt', 'ps-env', "Lokhu yi-bash. Ku-PowerShell bhala `$env:SF_TARGET_ORG = 'smew-dev'`"],
    ],
  },
  {
    machine: 'mac2', project: 'smew', start: '2026-03-24T10:30:00Z',
    steps: [
      ['fail', 'ignore-conflicts', 'sf project deploy start --source-dir force-app --target-org smew-uat', SF_CONFLICT, 1],
      ['prompt', 'ignore-conflicts', 'do NOT rerun that with --ignore-conflicts. uat is shared, those are other people\'s changes. retrieve the two files, merge, then deploy'],
      ['ok', 'sf project retrieve start --metadata ApexClass:InvoiceService --metadata CustomField:Invoice__c.Status__c --target-org smew-uat'],
      ['fail', 'zsh-glob', 'sf project retrieve start --metadata CustomField:Invoice__c.* --target-org smew-uat', 'zsh: no matches found: CustomField:Invoice__c.*', 1],
      ['agent', 'zsh-glob', "Unquoted metadata wildcard (CustomField:Invoice__c.*) was expanded by zsh; quote --metadata values that contain *"],
    ],
  },
  {
    machine: 'linux', project: 'smew', start: '2026-03-25T09:00:00Z',
    steps: [
      ['prompt', 'sandbox-login', 'sandbox logins go through test.salesforce.com — add --instance-url https://test.salesforce.com, that was the prod login page'],
      ['ok', 'sf org login web --alias smew-uat --instance-url https://test.salesforce.com'],
      ['fail', 'x:sf-network', 'sf project deploy start --source-dir force-app -o smew-uat', 'Error (1): getaddrinfo ENOTFOUND smew--uat.sandbox.my.salesforce.com', 1],
      ['fail', 'x:eslint-real', 'git commit -m "invoice list sorting"', `✔ Preparing lint-staged...
❯ Running tasks for staged files...
  ❯ package.json — 2 files
    ❯ **/{aura,lwc}/**/*.js — 1 file
      ✖ eslint [FAILED]
    ✔ **/*.{cls,cmp,component,css,html,js,json,md,page,trigger,xml,yaml,yml} — 2 files
↓ Skipped because of errors from tasks.
✔ Reverting to original state because of errors...
✔ Cleaning up temporary files...

✖ eslint:

/home/dev/smew/force-app/main/default/lwc/invoiceList/invoiceList.js
  42:9  error  Invalid usage of setTimeout  @lwc/lwc/no-async-operation

✖ 1 problem (1 error, 0 warnings)

husky - pre-commit script failed (code 1)`, 1],
      ['prompt', 'no-verify', "and don't --no-verify your way past it. fix the setTimeout"],
    ],
  },
  {
    machine: 'winbash', project: 'smew', start: '2026-03-26T14:00:00Z',
    steps: [
      ['fail', 'prettier-apex', 'npx prettier --check force-app/main/default/triggers/InvoiceTrigger.trigger', 'Checking formatting...\n[error] No parser could be inferred for file "C:\\Users\\lea\\smew\\force-app\\main\\default\\triggers\\InvoiceTrigger.trigger".\nAll matched files use Prettier code style!', 2],
      ['prompt', 'prettier-apex', 'apex format karanna `npm run prettier` use karanna, eke thamai apex plugin eka load wenne'],
      ['fail', 'develop-branch', 'git checkout main', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'develop-branch', 'there is no main here, it\'s develop. branch from develop'],
      ['fail', 'lwc-jest', 'jest force-app/main/default/lwc', 'bash: jest: command not found', 127],
      ['ok', 'git checkout develop && git pull && git checkout -b feature/invoice-email'],
    ],
  },
  {
    machine: 'mac', project: 'smew', start: '2026-03-30T09:00:00Z',
    steps: [
      ['fail', 'date-d', "date --date='+30 days' -u +%Y-%m-%dT%H:%M:%SZ", `date: illegal option -- -\n${DATE_USAGE}`, 1],
      ['prompt', 'date-d', 'Ku-mac i-date ayinayo -d noma --date. Sebenzisa -v+30d, noma gdate uma une-coreutils'],
      ['ok', 'date -u -v+30d +%Y-%m-%dT%H:%M:%SZ'],
      ['fail', 'find-printf', "find force-app/main/default/lwc -name '*.js' -not -path '*__tests__*' -printf '%h\\n'", 'find: -printf: unknown primary or operator', 1],
      ['prompt', 'find-printf', 'bsd find. no -printf on the mac, use -exec dirname {} + | sort -u'],
    ],
  },
  {
    machine: 'wincodex7', project: 'smew', start: '2026-03-31T08:00:00Z',
    steps: [
      ['fail', 'ps-rm', 'rm -rf .sf .sfdx', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['agent', 'ps-rm', 'Used `rm -rf` in PowerShell, where rm is Remove-Item; use `Remove-Item -Recurse -Force .sf, .sfdx`'],
    ],
  },
  {
    machine: 'linux', project: 'smew', start: '2026-04-01T09:10:00Z',
    steps: [
      ['prompt', 'manifest-retrieve', "why is force-app suddenly 3,800 files?? you pulled the whole org. retrieve with manifest/package.xml only and git checkout the rest"],
      ['agent', 'manifest-retrieve', 'Retrieved every metadata type from the org into force-app; retrieves in this project always use `--manifest manifest/package.xml`'],
      ['ok', 'git checkout -- force-app && git clean -fd force-app'],
      ['fail', 'x:manifest-typo', 'sf project retrieve start --manifest manifest/pakage.xml -o smew-uat', "Error (1): ENOENT: no such file or directory, open '/home/dev/smew/manifest/pakage.xml'", 1],
      ['prompt', 'x:field-label', "rename the Amount__c label on Invoice__c to 'Total amount'"],
    ],
  },
  {
    machine: 'mac2', project: 'smew', start: '2026-04-02T13:00:00Z',
    steps: [
      ['prompt', 'apex-wait', "it only queued the run. add --wait 10, otherwise you're reporting a job id, not results"],
      ['ok', 'sf apex run test --test-level RunLocalTests --target-org smew-dev --wait 10 --result-format human --code-coverage'],
      ['fail', 'x:apex-assert', 'sf apex run test --test-level RunLocalTests --target-org smew-dev --wait 10 --result-format human', `=== Test Summary
NAME                 VALUE
───────────────────  ──────────────────────────────
Outcome              Failed
Tests Ran            37
Pass Rate            97%
Fail Rate            3%
Skip Rate            0%
Test Run Id          7075E00000bQk2W
Test Execution Time  18342 ms
Org Id               00D5E0000009xYzUAI
Username             test-ujx4kd2mfa7p@example.com

=== Test Results
TEST NAME                                  OUTCOME  MESSAGE                                                                RUNTIME (MS)
─────────────────────────────────────────  ───────  ─────────────────────────────────────────────────────────────────────  ────────────
InvoiceServiceTest.testTotalsWithDiscount  Fail     System.AssertException: Assertion Failed: Expected: 90.00, Actual: 100.00  412
                                                    Class.InvoiceServiceTest.testTotalsWithDiscount: line 57, column 1`, 100],
      ['fail', 'zsh-glob', 'sf project deploy start -m LightningComponentBundle:invoice* -o smew-dev', 'zsh: no matches found: LightningComponentBundle:invoice*', 1],
      ['prompt', 'zsh-glob', 'zsh again. single quotes around anything with a * in it'],
    ],
  },
  {
    machine: 'winps', project: 'smew', start: '2026-04-06T08:00:00Z',
    steps: [
      ['fail', 'lwc-jest', 'npm test', 'npm error Missing script: "test"\nnpm error\nnpm error Did you mean one of these?\nnpm error   npm star # Mark your favorite packages\nnpm error   npm stars # View packages marked as favorites\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run\nnpm error A complete log of this run can be found in: C:\\Users\\joao\\AppData\\Local\\npm-cache\\_logs\\2026-04-06T08_03_12_554Z-debug-0.log', 1],
      ['prompt', 'lwc-jest', "it's npm run test:unit"],
      ['fail', 'jq-windows', `sf data query --query "SELECT Id, Name FROM Invoice__c LIMIT 5" -o smew-dev --json | jq '.result.records[].Name'`, PS_NOT_FOUND('jq', `sf data query --query "SELECT Id, Name FROM Invoice__c LIMIT 5" -o smew-dev --json | jq '.result.records[].Name'`), 1],
      ['agent', 'jq-windows', 'jq is not installed on the Windows machines; parse `sf ... --json` output with ConvertFrom-Json (or node -e) instead'],
      ['ok', '(sf data query --query "SELECT Id, Name FROM Invoice__c LIMIT 5" -o smew-dev --json | ConvertFrom-Json).result.records.Name'],
      ['fail', 'ps-and', 'sf project deploy start -o smew-dev || exit 1', PS_TOKEN('||', 'sf project deploy start -o smew-dev || exit 1'), 1],
      ['prompt', 'ps-and', 'PowerShell 5.1 වල && || දෙකම නැහැ. `;` දාන්න, නැත්නම් `if (-not $?) { exit 1 }`'],
    ],
  },
  {
    machine: 'wsl', project: 'smew', start: '2026-04-07T09:00:00Z',
    steps: [
      ['fail', 'x:npm-network', 'npm ci', 'npm error code EAI_AGAIN\nnpm error syscall getaddrinfo\nnpm error errno EAI_AGAIN\nnpm error request to https://registry.npmjs.org/@salesforce%2fsfdx-lwc-jest failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\nnpm error A complete log of this run can be found in: /home/yuki/.npm/_logs/2026-04-07T09_02_55_020Z-debug-0.log', 1],
      ['fail', 'crlf-wsl', 'bash scripts/load-data.sh smew-dev', "scripts/load-data.sh: line 2: $'\\r': command not found\nscripts/load-data.sh: line 3: set: pipefail\r: invalid option name\nscripts/load-data.sh: line 4: $'\\r': command not found", 2],
      ['agent', 'crlf-wsl', "Script failed with `$'\\r': command not found`: CRLF endings from the Windows-side checkout; work in the clone under ~/smew in WSL with core.autocrlf=input"],
      ['fail', 'devhub', 'sf org create scratch -f config/project-scratch-def.json -a smew-dev -v DevHub -y 7', 'Error (1): No authorization information found for DevHub.', 1],
      ['prompt', 'devhub', 'smew-hub. DevHub was the alias from the old trailhead setup'],
      ['ok', 'sf org create scratch -f config/project-scratch-def.json -a smew-dev -v smew-hub -y 7'],
    ],
  },
  {
    machine: 'codex', project: 'smew', start: '2026-04-08T07:30:00Z',
    steps: [
      ['fail', 'target-org', 'sf project deploy start --source-dir force-app --target-org dev', 'Error (1): No authorization information found for dev.', 1],
      ['agent', 'target-org', 'Deployed with `--target-org dev`; the scratch org alias is smew-dev, always pass `--target-org smew-dev` explicitly'],
      ['fail', 'x:lock-row', 'sf apex run test --test-level RunLocalTests -o smew-dev --wait 10', `=== Test Summary
NAME                 VALUE
───────────────────  ─────────────────
Outcome              Failed
Tests Ran            37
Pass Rate            97%
Fail Rate            3%

=== Test Results
TEST NAME                                 OUTCOME  MESSAGE
────────────────────────────────────────  ───────  ──────────────────────────────────────────────────────────────────────────────────────────────
InvoiceBatchTest.testNightlyRollup        Fail     System.DmlException: Update failed. First exception on row 0 with id a015E00000Lq9XaQAJ; first error: UNABLE_TO_LOCK_ROW, unable to obtain exclusive access to this record: []`, 100],
    ],
  },
  {
    machine: 'mac', project: 'smew', start: '2026-04-09T10:00:00Z',
    steps: [
      ['fail', 'sf-install', 'brew install sf', 'Warning: No available formula with the name "sf". Did you mean sd, sk or sl?\n==> Searching for similarly named formulae and casks...\n==> Formulae\nsd\nsk\nsl\n\nTo install sd, run:\n  brew install sd\nError: No formulae or casks found for sf.', 1],
      ['agent', 'sf-install', 'Tried `brew install sf`; the sf CLI is installed through npm on every machine here: `npm install --global @salesforce/cli`'],
      ['prompt', 'x:sharing', "every class that touches Invoice__c should be `with sharing` unless there's a comment saying why"],
      ['fail', 'bsd-sed', 'sed -i "s/public class InvoiceBatch/public with sharing class InvoiceBatch/" force-app/main/default/classes/InvoiceBatch.cls', 'sed: 1: "force-app/main/default/ ...": invalid command code f', 1],
      ['agent', 'bsd-sed', "BSD sed on macOS read the file name as the script because `sed -i` had no suffix argument; on the Mac use `sed -i ''` (or gsed)"],
    ],
  },
  {
    machine: 'wincodex', project: 'smew', start: '2026-04-13T08:00:00Z',
    steps: [
      ['fail', 'ps-env', 'SF_DISABLE_TELEMETRY=true sf project deploy start -o smew-dev', PS_NOT_FOUND('SF_DISABLE_TELEMETRY=true', 'SF_DISABLE_TELEMETRY=true sf project deploy start -o smew-dev'), 1],
      ['agent', 'ps-env', "Prefixed a command with VAR=value, which PowerShell does not support; set `$env:VAR = 'value'` first, then run the command"],
      ['fail', 'curl-ps', 'curl -I https://smew--uat.sandbox.my.salesforce.com', CURL_AMBIGUOUS('curl -I https://smew--uat.sandbox.my.salesforce.com'), 1],
      ['prompt', 'curl-ps', '5.1 lo curl ante Invoke-WebRequest alias. curl.exe ani raayi'],
      ['ok', 'curl.exe -I https://smew--uat.sandbox.my.salesforce.com'],
    ],
  },
  {
    machine: 'linux', project: 'smew', start: '2026-04-14T09:00:00Z',
    steps: [
      ['prompt', 'no-prod-laptop', 'prod కి laptop నుంచి deploy వద్దు. pipeline లో validate చేసి quick deploy — అంతే'],
      ['fail', 'x:az-login', 'az pipelines run --name smew-release-validate --branch develop', 'ERROR: Before you can run Azure DevOps commands, you need to run the login command (az login if using AAD/MSA identity else az devops login if using PAT token) to setup credentials.  Please see https://aka.ms/azure-devops-cli-auth for more information.', 1],
      ['fail', 'push-develop', 'git push --force origin develop', TF402455(), 1],
      ['prompt', 'push-develop', 'NEVER push to develop directly, let alone with --force. it goes through a PR: az repos pr create'],
      ['ok', 'az repos pr create --source-branch feature/invoice-email --target-branch develop --title "Invoice email template"'],
    ],
  },
  {
    machine: 'mac2', project: 'smew', start: '2026-04-15T09:30:00Z',
    steps: [
      ['fail', 'grep-P', "git diff --name-only origin/develop | grep -P '\\.(cls|trigger)$'", `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P', 'that again? mac grep. -E'],
      ['fail', 'x:prettier-syntax', 'npm run prettier', "\n> smew@1.4.0 prettier\n> prettier --write \"**/*.{cls,cmp,component,css,html,js,json,md,page,trigger,xml,yaml,yml}\"\n\n[error] force-app/main/default/classes/InvoiceEmailService.cls: Error: extraneous input '}' expecting {<EOF>, 'abstract', 'class', 'enum', 'global', 'interface', 'private', 'public', 'virtual', 'with', 'without'} (58:1)", 2],
      ['prompt', 'apex-wait', "no --wait again, so that 'all green' was just the test run id. rerun it with --wait"],
    ],
  },
  {
    machine: 'winps', project: 'smew', start: '2026-04-20T08:00:00Z',
    steps: [
      ['fail', 'npm-only', 'yarn add -D @lwc/eslint-plugin-lwc', PS_NOT_FOUND('yarn', 'yarn add -D @lwc/eslint-plugin-lwc'), 1],
      ['agent', 'npm-only', 'Used yarn; this project is npm only (package-lock.json): `npm install --save-dev`'],
      ['ok', 'npm install --save-dev @lwc/eslint-plugin-lwc'],
      ['ok', 'sf apex run test --test-level RunAllTestsInOrg -o smew-dev --wait 60'],
      ['prompt', 'test-level', 'Sebenzisa --test-level RunLocalTests njalo. I-RunAllTestsInOrg igijimisa nama-test e-managed package, kuthatha imizuzu engu-40'],
      ['prompt', 'x:layout', 'Sicela ungeze i-Due_Date__c ku-Invoice page layout, ngaphansi kwe-Status'],
    ],
  },
  {
    machine: 'linux', project: 'smew', start: '2026-04-21T10:00:00Z',
    steps: [
      ['fail', 'x:scratch-limit', 'sf org create scratch -f config/project-scratch-def.json -a smew-dev2 -v smew-hub -y 7', 'Error (1): LIMIT_EXCEEDED: The signup request failed because this organization has reached its active scratch org limit', 1],
      ['fail', 'x:scratch-def-json', 'sf org create scratch -f config/project-scratch-def.json -a smew-dev2 -v smew-hub -y 7', 'Error (1): Parse error in file project-scratch-def.json on line 14\n    "enableS1EncryptedStoragePref2": false,\n  },', 1],
      ['ok', 'sf org create scratch -f config/project-scratch-def.json -a smew-dev2 -v smew-hub -y 7'],
      ['fail', 'x:login-port', 'sf org login web --alias smew-uat --instance-url https://test.salesforce.com', 'Error (1): Cannot start the OAuth redirect server on port 1717.\n\nTry this:\n\nKill the process running on port 1717 or use a custom connected app and update OauthLocalPort in the sfdx-project.json file.', 1],
    ],
  },
  {
    machine: 'mac', project: 'smew', start: '2026-04-22T09:00:00Z',
    steps: [
      ['prompt', 'sandbox-login', 'login.salesforce.com again 🙄 uat is a sandbox → https://test.salesforce.com'],
      ['agent', 'sandbox-login', 'Logged into the UAT sandbox through login.salesforce.com; sandboxes authenticate with `--instance-url https://test.salesforce.com`'],
      ['ok', 'sf org login web --alias smew-uat --instance-url https://test.salesforce.com'],
      ['fail', 'node-20', 'npm ci', EBADENGINE_NPM10, 1],
      ['prompt', 'node-20', 'node 20 pls. `nvm use`, the .nvmrc is right there'],
      ['ok', 'nvm use && npm ci'],
      ['prompt', 'x:tz-batch', 'nightly invoice batch eka Colombo time 2.00 AM run wenna ona, UTC newei'],
    ],
  },
  {
    machine: 'win', project: 'smew', start: '2026-04-23T08:30:00Z',
    steps: [
      ['fail', 'develop-branch', 'git pull origin main', "fatal: couldn't find remote ref main", 128],
      ['agent', 'develop-branch', 'Pulled from main, which does not exist; the integration branch here is develop (branch from it, PR into it)'],
      ['fail', 'x:branch-typo', 'git checkout feature/invoce-email', "error: pathspec 'feature/invoce-email' did not match any file(s) known to git", 1],
    ],
  },
  {
    machine: 'codex', project: 'smew', start: '2026-04-27T07:00:00Z',
    steps: [
      ['agent', 'ignore-conflicts', "Re-ran the UAT deploy with --ignore-conflicts and overwrote other people's changes on a shared sandbox; retrieve and merge the conflicting components instead"],
      ['prompt', 'ignore-conflicts', "aiyo, uat eke --ignore-conflicts danna epa! anith aya ge wada overwrite wenawa. retrieve karala merge karanna"],
      ['ok', 'sf project retrieve start --manifest manifest/package.xml --target-org smew-uat'],
      ['agent', 'push-develop', 'Tried `git push --force origin develop`; develop is protected, changes only land through a pull request'],
      ['agent', 'no-verify', 'Committed with `git commit --no-verify` to skip the husky/lint-staged hook; fix the ESLint/Prettier errors and commit normally'],
      ['agent', 'apex-wait', 'Reported Apex test results from `sf apex run test` without --wait, when only a test run id had come back; always run it with --wait'],
      ['prompt', 'x:pdf-logo', 'the invoice PDF should take the company logo from the SmewLogo static resource, not a hardcoded URL'],
    ],
  },
  {
    machine: 'mac2', project: 'smew', start: '2026-04-28T09:15:00Z',
    steps: [
      ['prompt', 'manifest-retrieve', 'I-manifest ihlala ku-manifest/package.xml. Ungadonsi yonke i-org — `--manifest manifest/package.xml` kuphela'],
      ['ok', 'sf project retrieve start --manifest manifest/package.xml --target-org smew-uat'],
      ['prompt', 'no-prod-laptop', 'same as last week!! prod only through the pipeline. not even a `deploy validate` against prod from here'],
      ['fail', 'x:curl-401', 'curl -sf -H "Authorization: Bearer $SF_TOKEN" "$SF_INSTANCE/services/data/v62.0/limits"', 'curl: (22) The requested URL returned error: 401', 22],
      ['fail', 'x:find-perm', 'find ~ -maxdepth 4 -name sfdx-project.json', '/Users/kai/smew/sfdx-project.json\nfind: /Users/kai/Library/Mail: Operation not permitted\nfind: /Users/kai/Library/Messages: Operation not permitted', 1],
    ],
  },
  {
    machine: 'mac', project: 'smew', start: '2026-05-05T08:40:00Z',
    steps: [
      ['fail', 'scratch-def', 'sf org create scratch --definition-file config/scratch-def.json --alias smew-dev --target-dev-hub smew-hub', "Error (1): ENOENT: no such file or directory, open 'config/scratch-def.json'", 1],
      ['ok', 'sf org create scratch --definition-file config/project-scratch-def.json --alias smew-dev --target-dev-hub smew-hub'],
      ['prompt', 'no-delete-source', 'wait — `sf project delete source` against uat?? no no. deletions go into destructiveChangesPost.xml and ship with the pipeline'],
      ['agent', 'no-delete-source', 'Ran `sf project delete source` against smew-uat; metadata deletions go through destructiveChanges in the pipeline, never straight from a sandbox'],
      ['ok', 'git add manifest/destructiveChangesPost.xml'],
      ['prompt', 'no-verify', '--no-verify తో commit చెయ్యొద్దు. husky ఏం చెప్తుందో అది fix చెయ్యి'],
      ['prompt', 'x:email-template', 'invoice email template lo customer name kuda add cheyyi, subject lo invoice number pettu'],
    ],
  },
];

/** Windows machines: the hook sees backslash paths, and Claude Code names the project folder C--Users-…. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || !/^[A-Z]:\//.test(payload.cwd)) return event;
  const windows = (p) => p.replace(/\//g, '\\');
  return {
    ...event,
    payload: {
      ...payload,
      cwd: windows(payload.cwd),
      transcript_path: windows(payload.transcript_path.replace(/([A-Z]):-Users-/, '$1--Users-')),
    },
  };
}
