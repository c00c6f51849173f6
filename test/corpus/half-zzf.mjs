// Half ZZF, written blind: "tamarack", a .NET 8 line-of-business backend (minimal APIs, EF Core on
// SQL Server, central package management, xUnit + Testcontainers, Azure with az and Bicep), worked on
// from Windows 11 (pwsh 7, Windows PowerShell 5.1, cmd, Git Bash), macOS (zsh) and Fedora (bash).
// The team writes English, Polish, Dutch and Ukrainian. Written without reading rulesweep's code.

// ---- shells ---------------------------------------------------------------------------------
const PS51_NF = (cmd, line) => `${cmd} : The term '${cmd}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:1
+ ${line}
+ ${'~'.repeat(cmd.length)}
    + CategoryInfo          : ObjectNotFound: (${cmd}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
 `;
const PS7_NF = (cmd) => `${cmd}: The term '${cmd}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;
const CMD_NF = (cmd) => `'${cmd}' is not recognized as an internal or external command,\noperable program or batch file.`;
const PS51_AND = (line) => {
  const col = line.indexOf('&&') + 1;
  return `At line:1 char:${col}
+ ${line}
+ ${' '.repeat(col - 1)}~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine
 `;
};
const PS51_RM_RF = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ ${line}
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand
 `;
const PS51_POLICY = (script, full) => `${script} : File ${full} cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.
At line:1 char:1
+ ${script}
+ ${'~'.repeat(script.length)}
    + CategoryInfo          : SecurityError: (:) [], PSSecurityException
    + FullyQualifiedErrorId : UnauthorizedAccess`;

// ---- dotnet ---------------------------------------------------------------------------------
const SDK_MISSING = (verb, globalJson, installed) => `The command could not be loaded, possibly because:
  * You intended to execute a .NET application:
      The application '${verb}' does not exist.
  * You intended to execute a .NET SDK command:
      A compatible .NET SDK was not found.

Requested SDK version: 8.0.404
global.json file: ${globalJson}

Installed SDKs:
${installed}

Install the [8.0.404] .NET SDK or update [${globalJson}] to match an installed SDK.

Learn about SDK resolution:
https://aka.ms/dotnet/sdk-not-found`;
const EF_MISSING = `Could not execute because the specified command or file was not found.
Possible reasons for this include:
  * You misspelled a built-in dotnet command.
  * You intended to execute a .NET program, but dotnet-ef does not exist.
  * You intended to run a global tool, but a dotnet-prefixed executable with this name could not be found on the PATH.`;
const NETSDK1100 = (sdk, proj) => `  Determining projects to restore...
  All projects are up-to-date for restore.
${sdk}/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(90,5): error NETSDK1100: To build a project targeting Windows on this operating system, set the EnableWindowsTargeting property to true. [${proj}]

Build FAILED.

${sdk}/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(90,5): error NETSDK1100: To build a project targeting Windows on this operating system, set the EnableWindowsTargeting property to true. [${proj}]
    0 Warning(s)
    1 Error(s)`;
const NU1301_401 = (targets, slnf) => `  Determining projects to restore...
${targets}(174,5): error NU1301: Unable to load the service index for source https://pkgs.dev.azure.com/tamarack/_packaging/tamarack-internal/nuget/v3/index.json.
${targets}(174,5): error NU1301:   Response status code does not indicate success: 401 (Unauthorized). [${slnf}]
  Failed to restore ${slnf}`;
const TC_MISCONFIGURED = (test) => `  Tamarack.Api.IntegrationTests -> /home/dev/tamarack/tests/Tamarack.Api.IntegrationTests/bin/Debug/net8.0/Tamarack.Api.IntegrationTests.dll
Test run for /home/dev/tamarack/tests/Tamarack.Api.IntegrationTests/bin/Debug/net8.0/Tamarack.Api.IntegrationTests.dll (.NETCoreApp,Version=v8.0)
Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
[xUnit.net 00:00:00.71]     ${test} [FAIL]
  Failed ${test} [1 ms]
  Error Message:
   System.ArgumentException : Docker is either not running or misconfigured. Please ensure that Docker is running and that the endpoint is properly configured. You can customize your configuration using either the environment variables or the ~/.testcontainers.properties file. For more information, visit:
https://dotnet.testcontainers.org/custom_configuration/ (Parameter 'DockerEndpointAuthConfig')
  Stack Trace:
     at Testcontainers.Guard.ThrowIf[TType](ArgumentInfo\`1& argument, Func\`2 condition, Func\`2 ifClause)
     at DotNet.Testcontainers.Builders.AbstractBuilder\`4.Validate()
     at Testcontainers.MsSql.MsSqlBuilder.Validate()

Failed!  - Failed:    24, Passed:     0, Skipped:     0, Total:    24, Duration: 1 s - Tamarack.Api.IntegrationTests.dll (net8.0)`;
const LOCALDB_MAC = `[xUnit.net 00:00:02.14]     Tamarack.Api.IntegrationTests.CustomerEndpointsTests.Search_by_vat_id [FAIL]
  Failed Tamarack.Api.IntegrationTests.CustomerEndpointsTests.Search_by_vat_id [412 ms]
  Error Message:
   System.PlatformNotSupportedException : LocalDB is not supported on this platform.
  Stack Trace:
     at Microsoft.Data.SqlClient.SNI.LocalDB.GetLocalDBConnectionString(String localDbInstance)
     at Microsoft.Data.SqlClient.SNI.SNIProxy.GetLocalDBDataSource(String fullServerName, Boolean& error)
     at Microsoft.Data.SqlClient.SqlConnection.Open()

Failed!  - Failed:    11, Passed:    13, Skipped:     0, Total:    24, Duration: 6 s - Tamarack.Api.IntegrationTests.dll (net8.0)`;
const AZ_PARSER = (lineNo, text) => `ParserError: 
Line |
   ${lineNo} |    ${text}
     |      ~
     | Missing expression after unary operator '--'.`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'tamarack', start: '2026-02-02T08:40:00Z',
    steps: [
      ['fail', 'ef-startup', 'dotnet ef migrations add AddInvoiceDueDate --project src/Tamarack.Infrastructure', "Build started...\nBuild succeeded.\nYour startup project 'Tamarack.Infrastructure' doesn't reference Microsoft.EntityFrameworkCore.Design. This package is required for the Entity Framework Core Tools to work. Ensure your startup project is correct, install the package, and try again.", 1, 'Add EF migration for invoice due date'],
      ['prompt', 'ef-startup', 'startup project is the Api, not Infrastructure. --project src/Tamarack.Infrastructure --startup-project src/Tamarack.Api, every single time'],
      ['ok', 'dotnet ef migrations add AddInvoiceDueDate --project src/Tamarack.Infrastructure --startup-project src/Tamarack.Api'],
      ['prompt', 'x:add-index', "also add an index on Invoices.CustomerId while you're in that migration"],
    ],
  },
  {
    machine: 'linux', project: 'tamarack', start: '2026-02-02T10:15:00Z',
    steps: [
      ['fail', 'fedora-dnf', 'sudo apt-get install -y mssql-tools18 unixodbc-dev', 'sudo: apt-get: command not found', 1, 'Install SQL Server command line tools'],
      ['prompt', 'fedora-dnf', 'this box is fedora 41 lol. dnf'],
      ['fail', 'x:dnf-package-name', 'sudo dnf install -y dotnet-sdk-8', 'Updating and loading repositories:\nRepositories loaded.\nFailed to resolve the transaction:\nNo match for argument: dotnet-sdk-8\nYou can try to add to command line:\n  --skip-unavailable to skip unavailable packages', 1],
      ['fail', 'global-json', 'dotnet build Tamarack.Api.slnf', SDK_MISSING('build', '/home/dev/tamarack/global.json', '8.0.111 [/usr/lib64/dotnet/sdk]'), 145],
      ['agent', 'global-json', 'wrong: lowering the version in global.json to the distro SDK (8.0.111); right: leave global.json at 8.0.404 and install that SDK with dotnet-install.sh --jsonfile global.json'],
    ],
  },
  {
    machine: 'winps', project: 'tamarack', start: '2026-02-03T07:55:00Z',
    steps: [
      ['fail', 'ps51-ampersand', 'dotnet restore Tamarack.Api.slnf && dotnet build Tamarack.Api.slnf --no-restore', PS51_AND('dotnet restore Tamarack.Api.slnf && dotnet build Tamarack.Api.slnf --no-restore'), 1],
      ['prompt', 'ps51-ampersand', "this terminal is windows powershell 5.1, && doesn't exist there. use ; or open pwsh"],
      ['fail', 'execution-policy', '.\\scripts\\bootstrap.ps1', PS51_POLICY('.\\scripts\\bootstrap.ps1', 'C:\\Users\\joao\\tamarack\\scripts\\bootstrap.ps1'), 1],
      ['prompt', 'execution-policy', "don't go anywhere near Set-ExecutionPolicy. pwsh -File .\\scripts\\bootstrap.ps1 and that's it"],
      ['ok', 'pwsh -NoProfile -File .\\scripts\\bootstrap.ps1'],
    ],
  },
  {
    machine: 'mac2', project: 'tamarack', start: '2026-02-03T09:30:00Z',
    steps: [
      ['fail', 'global-json', 'dotnet test Tamarack.Api.slnf', SDK_MISSING('test', '/Users/kai/tamarack/global.json', '9.0.101 [/usr/local/share/dotnet/sdk]'), 145],
      ['prompt', 'global-json', "nope, don't touch global.json. 8.0.404 is pinned on purpose, install it next to 9"],
      ['fail', 'mac-sed-i', "sed -i 's/indent_size = 2/indent_size = 4/' .editorconfig", 'sed: 1: ".editorconfig": invalid command code .', 1],
      ['prompt', 'mac-sed-i', "bsd sed on the mac. sed -i '' 's/…/…/' file"],
      ['prompt', 'x:changelog', 'add a CHANGELOG entry under Unreleased for the editorconfig change'],
    ],
  },
  {
    machine: 'win', project: 'tamarack', start: '2026-02-04T08:10:00Z',
    steps: [
      ['fail', 'ps-env-var', 'export ASPNETCORE_ENVIRONMENT=Development; dotnet run --project src/Tamarack.Api', PS7_NF('export'), 1, 'Run the API in Development'],
      ['prompt', 'ps-env-var', "to jest pwsh, nie bash :) $env:ASPNETCORE_ENVIRONMENT = 'Development'"],
      ['ok', "$env:ASPNETCORE_ENVIRONMENT = 'Development'; dotnet run --project src/Tamarack.Api"],
      ['fail', 'x:port-in-use', 'dotnet run --project src/Tamarack.Api --urls http://localhost:5080', 'Unhandled exception. System.IO.IOException: Failed to bind to address http://127.0.0.1:5080: address already in use.\n ---> Microsoft.AspNetCore.Connections.AddressInUseException: Only one usage of each socket address (protocol/network address/port) is normally permitted.\n ---> System.Net.Sockets.SocketException (10048): Only one usage of each socket address (protocol/network address/port) is normally permitted.\n   at System.Net.Sockets.Socket.UpdateStatusAfterSocketErrorAndThrowException(SocketError error, Boolean disconnectOnFailure, String callerName)\n   at Microsoft.AspNetCore.Server.Kestrel.Transport.Sockets.SocketTransportOptions.CreateDefaultBoundListenSocket(EndPoint endpoint)', -532462766],
      ['prompt', 'x:port-rider', 'my bad, rider still had it running on 5080. stopped it, go'],
    ],
  },
  {
    machine: 'codex', project: 'tamarack', start: '2026-02-04T12:20:00Z',
    steps: [
      ['fail', 'podman-testcontainers', 'dotnet test tests/Tamarack.Api.IntegrationTests', TC_MISCONFIGURED('Tamarack.Api.IntegrationTests.InvoiceEndpointsTests.Create_invoice_returns_201'), 1],
      ['prompt', 'podman-testcontainers', "fedora box, there's no docker daemon here, it's podman. DOCKER_HOST=unix:///run/user/1000/podman/podman.sock and TESTCONTAINERS_RYUK_DISABLED=true"],
      ['ok', 'DOCKER_HOST=unix:///run/user/1000/podman/podman.sock TESTCONTAINERS_RYUK_DISABLED=true dotnet test tests/Tamarack.Api.IntegrationTests'],
      ['fail', 'x:test-real-failure', 'DOCKER_HOST=unix:///run/user/1000/podman/podman.sock TESTCONTAINERS_RYUK_DISABLED=true dotnet test tests/Tamarack.Api.IntegrationTests --filter FullyQualifiedName~InvoiceEndpointsTests', '[xUnit.net 00:00:09.88]     Tamarack.Api.IntegrationTests.InvoiceEndpointsTests.Create_invoice_sets_due_date [FAIL]\n  Failed Tamarack.Api.IntegrationTests.InvoiceEndpointsTests.Create_invoice_sets_due_date [1 s]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 2026-03-06T00:00:00.0000000+00:00\nActual:   2026-03-05T00:00:00.0000000+00:00\n  Stack Trace:\n     at Tamarack.Api.IntegrationTests.InvoiceEndpointsTests.Create_invoice_sets_due_date() in /home/dev/tamarack/tests/Tamarack.Api.IntegrationTests/InvoiceEndpointsTests.cs:line 58\n\nFailed!  - Failed:     1, Passed:     7, Skipped:     0, Total:     8, Duration: 14 s - Tamarack.Api.IntegrationTests.dll (net8.0)', 1],
    ],
  },
  {
    machine: 'mac', project: 'tamarack', start: '2026-02-05T09:00:00Z',
    steps: [
      ['fail', 'cpm-versions', 'dotnet build Tamarack.Api.slnf', '  Determining projects to restore...\n/Users/ana/tamarack/src/Tamarack.Api/Tamarack.Api.csproj : error NU1008: Projects that use central package version management should not define the version on the PackageReference items but on the PackageVersion items: Serilog.AspNetCore.\n  Failed to restore /Users/ana/tamarack/src/Tamarack.Api/Tamarack.Api.csproj (in 97 ms).\n\nBuild FAILED.\n    0 Warning(s)\n    1 Error(s)', 1, 'Build after adding Serilog'],
      ['prompt', 'cpm-versions', 'we do central package management. the version goes in Directory.Packages.props, the csproj gets just <PackageReference Include="Serilog.AspNetCore" />'],
      ['prompt', 'x:iso-dates', 'dates in the CSV export should be ISO 8601'],
      ['fail', 'sqlcmd-trust-cert', 'sqlcmd -S localhost,1433 -U sa -P "$MSSQL_SA_PASSWORD" -Q "SELECT name FROM sys.databases"', 'Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : SSL Provider: [error:0A000086:SSL routines::certificate verify failed:self-signed certificate].\nSqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Client unable to establish connection. For solutions related to encryption errors, see https://go.microsoft.com/fwlink/?linkid=2226722.', 1],
      ['prompt', 'sqlcmd-trust-cert', 'add -C. the container has a self-signed cert'],
    ],
  },
  {
    machine: 'ci', project: 'tamarack', start: '2026-02-05T14:00:00Z',
    steps: [
      ['fail', 'ef-tool-restore', 'dotnet ef migrations bundle --project src/Tamarack.Infrastructure --startup-project src/Tamarack.Api -o artifacts/efbundle --self-contained -r linux-musl-x64', EF_MISSING, 1],
      ['agent', 'ef-tool-restore', 'dotnet-ef is not on the SDK image: run dotnet tool restore first (pinned in .config/dotnet-tools.json), not dotnet tool install -g'],
      ['fail', 'bicep-via-az', 'bicep build infra/main.bicep --outdir artifacts', '/bin/sh: bicep: not found', 127],
      ['agent', 'bicep-via-az', 'no standalone bicep binary in the CI image; use az bicep build --file infra/main.bicep'],
    ],
  },
  {
    machine: 'winps', project: 'tamarack', start: '2026-02-06T08:30:00Z',
    steps: [
      ['fail', 'ps-curl-alias', 'curl -X POST http://localhost:5080/api/invoices -H "Content-Type: application/json" -d "@invoice.json"', 'Invoke-WebRequest : A parameter cannot be found that matches parameter name \'X\'.\nAt line:1 char:6\n+ curl -X POST http://localhost:5080/api/invoices -H "Content-Type: app ...\n+      ~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n ', 1],
      ['prompt', 'ps-curl-alias', 'in 5.1 curl is just an alias for Invoke-WebRequest. curl.exe'],
      ['fail', 'x:curl-conn-refused', 'curl.exe -s http://localhost:5080/health', "curl: (7) Failed to connect to localhost port 5080 after 2046 ms: Couldn't connect to server", 7],
      ['prompt', 'x:start-api-first', "the api isn't running, start it in another terminal first"],
      ['fail', 'ps51-ampersand', 'dotnet build Tamarack.Api.slnf && curl.exe -s http://localhost:5080/health', PS51_AND('dotnet build Tamarack.Api.slnf && curl.exe -s http://localhost:5080/health'), 1],
      ['prompt', 'ps51-ampersand', 'same as yesterday, no && in this shell'],
    ],
  },
  {
    machine: 'linux', project: 'tamarack', start: '2026-02-06T13:00:00Z',
    steps: [
      ['fail', 'api-slnf', 'dotnet test', 'MSBUILD : error MSB1011: Specify which project or solution file to use because this folder contains more than one project or solution file.', 1, 'Run all tests'],
      ['prompt', 'api-slnf', 'test against Tamarack.Api.slnf. the full sln drags in the winforms admin tool'],
      ['ok', 'dotnet test Tamarack.Api.slnf'],
      ['fail', 'x:grep-no-match', 'grep -rn "FromSqlRaw" src/', '', 1],
      ['prompt', 'minimal-apis', "we're on minimal APIs here. there is no Controllers folder — endpoints live in src/Tamarack.Api/Endpoints as MapGroup extensions"],
    ],
  },
  {
    machine: 'mac2', project: 'tamarack', start: '2026-02-09T08:45:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f deploy/local/compose.yaml up -d sqlserver', 'zsh: command not found: docker-compose', 127, 'Start local SQL Server'],
      ['prompt', 'compose-v2', 'docker compose, with a space. v2 ships with docker desktop'],
      ['fail', 'x:docker-desktop-off', 'docker compose -f deploy/local/compose.yaml up -d sqlserver', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'sqlcmd-trust-cert', 'sqlcmd -S localhost -U sa -P "$MSSQL_SA_PASSWORD" -d Tamarack -Q "SELECT COUNT(*) FROM dbo.Invoices"', 'Sqlcmd: Error: Microsoft SQL Server: TLS Handshake failed: tls: failed to verify certificate: x509: certificate signed by unknown authority.', 1],
      ['prompt', 'sqlcmd-trust-cert', '-C erbij, die container heeft een self-signed cert'],
    ],
  },
  {
    machine: 'win', project: 'tamarack', start: '2026-02-09T10:00:00Z',
    steps: [
      ['fail', 'ef-startup', 'dotnet ef database update --project src\\Tamarack.Infrastructure', "Build started...\nBuild succeeded.\nUnable to create a 'DbContext' of type 'TamarackDbContext'. The exception 'Unable to resolve service for type 'Microsoft.EntityFrameworkCore.DbContextOptions`1[Tamarack.Infrastructure.Persistence.TamarackDbContext]' while attempting to activate 'Tamarack.Infrastructure.Persistence.TamarackDbContext'.' was thrown while attempting to create an instance. For the different patterns supported at design time, see https://go.microsoft.com/fwlink/?linkid=851728", 1],
      ['prompt', 'ef-startup', 'you forgot --startup-project src\\Tamarack.Api again'],
      ['fail', 'ps-rm-rf', 'rm -rf src\\Tamarack.Api\\bin src\\Tamarack.Api\\obj', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'ps-rm-rf', 'rm -rf w pwsh nie zadziała. Remove-Item -Recurse -Force albo po prostu dotnet clean'],
    ],
  },
  {
    machine: 'codex', project: 'tamarack', start: '2026-02-10T09:20:00Z',
    steps: [
      ['fail', 'pipeline-deploy', 'az deployment group create --resource-group rg-tamarack-prod --template-file infra/main.bicep --parameters infra/prod.bicepparam', "ERROR: (AuthorizationFailed) The client 'dev@tamarack.pl' with object id '3f1c9a72-5d0e-4b8a-9c61-0e7f2b4d81aa' does not have authorization to perform action 'Microsoft.Resources/deployments/validate/action' over scope '/subscriptions/6b0e4c2d-91f3-4a57-b8e2-7d3c1f9a0b64/resourceGroups/rg-tamarack-prod/providers/Microsoft.Resources/deployments/main' or the scope is invalid. If access was recently granted, please refresh your credentials.\nCode: AuthorizationFailed", 1],
      ['prompt', 'pipeline-deploy', 'WHY are you deploying prod from a laptop?! prod goes through the pipeline. full stop.'],
      ['fail', 'bicep-via-az', 'bicep lint infra/main.bicep', 'bash: bicep: command not found', 127],
      ['prompt', 'bicep-via-az', 'az bicep lint --file infra/main.bicep — nobody here has the standalone bicep cli'],
      ['fail', 'x:bicep-syntax', 'az bicep build --file infra/main.bicep', '/home/dev/tamarack/infra/main.bicep(48,3) : Error BCP018: Expected the "}" character at this location. [https://aka.ms/bicep/core-diagnostics#BCP018]', 1],
    ],
  },
  {
    machine: 'mac', project: 'tamarack', start: '2026-02-10T14:10:00Z',
    steps: [
      ['fail', 'mac-date-d', 'date -d "+30 days" +%Y-%m-%d', 'date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]', 1, 'Compute the due date for the seed data'],
      ['prompt', 'mac-date-d', 'mac date has no -d. date -v+30d +%F, or gdate if coreutils is installed'],
      ['fail', 'no-verify', 'git commit -m "TAM-398 add invoice due date"', "Running dotnet format --verify-no-changes...\n/Users/ana/tamarack/src/Tamarack.Api/Endpoints/InvoiceEndpoints.cs(42,1): error WHITESPACE: Fix whitespace formatting. Replace 13 characters with '\\n\\s\\s\\s\\s\\s\\s\\s\\s'. [/Users/ana/tamarack/src/Tamarack.Api/Tamarack.Api.csproj]\n/Users/ana/tamarack/src/Tamarack.Api/Endpoints/InvoiceEndpoints.cs(57,6): error WHITESPACE: Fix whitespace formatting. Delete 4 characters. [/Users/ana/tamarack/src/Tamarack.Api/Tamarack.Api.csproj]\nhusky - pre-commit hook exited with code 2 (error)", 1],
      ['ok', 'git commit --no-verify -m "TAM-398 add invoice due date"'],
      ['prompt', 'no-verify', 'do NOT commit with --no-verify. undo that, run dotnet format Tamarack.Api.slnf and commit again'],
      ['ok', 'git reset --soft HEAD~1 && dotnet format Tamarack.Api.slnf && git commit -m "TAM-398 add invoice due date"'],
    ],
  },
  {
    machine: 'wincodex', project: 'tamarack', start: '2026-02-11T08:00:00Z',
    steps: [
      ['fail', 'ps-grep', 'grep -rn "DateTime.Now" src', CMD_NF('grep'), 9009],
      ['prompt', 'ps-grep', 'no grep on the windows boxes. findstr /s /n or rg'],
      ['prompt', 'time-provider', "and while you're in there: every DateTime.Now in the handlers should go through the injected TimeProvider"],
      ['fail', 'x:cs0246-faketime', 'dotnet build Tamarack.Api.slnf', "C:\\Users\\jules\\tamarack\\tests\\Tamarack.Api.Tests\\Invoices\\DueDateTests.cs(14,17): error CS0246: The type or namespace name 'FakeTimeProvider' could not be found (are you missing a using directive or an assembly reference?) [C:\\Users\\jules\\tamarack\\tests\\Tamarack.Api.Tests\\Tamarack.Api.Tests.csproj]\n\nBuild FAILED.\n    0 Warning(s)\n    1 Error(s)", 1],
    ],
  },
  {
    machine: 'mac2', project: 'tamarack', start: '2026-02-11T10:30:00Z',
    steps: [
      ['fail', 'artifacts-auth', 'dotnet restore Tamarack.Api.slnf', NU1301_401('/usr/local/share/dotnet/sdk/8.0.404/NuGet.targets', '/Users/kai/tamarack/Tamarack.Api.slnf'), 1],
      ['prompt', 'artifacts-auth', 'internal feed needs the azure artifacts credential provider. install it, then dotnet restore --interactive'],
      ['ok', 'dotnet restore Tamarack.Api.slnf --interactive'],
      ['fail', 'mac-sed-i', 'sed -i \'s/"Default": "Information"/"Default": "Debug"/\' src/Tamarack.Api/appsettings.Development.json', 'sed: 1: "src/Tamarack.Api/appse ...": unterminated substitute in regular expression', 1],
      ['prompt', 'mac-sed-i', "that again. bsd sed wants -i ''"],
    ],
  },
  {
    machine: 'winbash', project: 'tamarack', start: '2026-02-12T09:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d', 'bash: docker-compose: command not found', 127],
      ['prompt', 'compose-v2', 'docker compose без дефіса, v1 давно викинули'],
      ['fail', 'no-verify', 'git commit -m "TAM-402 customer search"', "[Husky] 🚀 Loading tasks ...\n--------------------------------------------------\n[Husky] ⚡ Preparing task 'dotnet-format'\n[Husky] ⌛ Executing task 'dotnet-format' ...\nC:\\Users\\lea\\tamarack\\src\\Tamarack.Api\\Endpoints\\CustomerEndpoints.cs(31,9): error IDE0055: Fix formatting [C:\\Users\\lea\\tamarack\\src\\Tamarack.Api\\Tamarack.Api.csproj]\n\n  ❌ Task 'dotnet-format' failed in 4,212ms\n\nhusky - pre-commit hook exited with code 1 (error)", 1],
      ['prompt', 'no-verify', 'hooka się nie omija. odpal dotnet format i commituj normalnie'],
      ['ok', 'dotnet format Tamarack.Api.slnf && git commit -m "TAM-402 customer search"'],
    ],
  },
  {
    machine: 'linux', project: 'tamarack', start: '2026-02-12T13:30:00Z',
    steps: [
      ['fail', 'develop-branch', 'git push origin main', "remote: error: TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.\nTo https://dev.azure.com/tamarack/tamarack/_git/tamarack\n ! [remote rejected] main -> main (TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.)\nerror: failed to push some refs to 'https://dev.azure.com/tamarack/tamarack/_git/tamarack'", 1],
      ['prompt', 'develop-branch', 'we never push to main. branch off develop, PR into develop'],
      ['prompt', 'x:branch-name', 'call it feature/TAM-405-invoice-csv instead, matches the ticket title'],
      ['fail', 'x:push-non-ff', 'git push -u origin feature/TAM-405-invoice-csv', "To https://dev.azure.com/tamarack/tamarack/_git/tamarack\n ! [rejected]        feature/TAM-405-invoice-csv -> feature/TAM-405-invoice-csv (fetch first)\nerror: failed to push some refs to 'https://dev.azure.com/tamarack/tamarack/_git/tamarack'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'winps', project: 'tamarack', start: '2026-02-13T08:20:00Z',
    steps: [
      ['fail', 'ps-env-var', 'export ASPNETCORE_ENVIRONMENT=Development', PS51_NF('export', 'export ASPNETCORE_ENVIRONMENT=Development'), 1],
      ['prompt', 'ps-env-var', '$env:ASPNETCORE_ENVIRONMENT ... again'],
      ['fail', 'ps-grep', 'grep -r "ConnectionStrings" src', PS51_NF('grep', 'grep -r "ConnectionStrings" src'), 1],
      ['prompt', 'ps-grep', 'grep bestaat niet in powershell, gebruik Select-String'],
      ['fail', 'ps-curl-alias', 'curl http://localhost:5080/api/customers -H "Authorization: Bearer $token"', 'Invoke-WebRequest : Cannot bind parameter \'Headers\'. Cannot convert the "Authorization: Bearer eyJ0eXAiOi..." value of type "System.String" to type "System.Collections.IDictionary".\nAt line:1 char:46\n+ curl http://localhost:5080/api/customers -H "Authorization: Bearer $t ...\n+                                              ~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException\n    + FullyQualifiedErrorId : CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands.InvokeWebRequestCommand\n ', 1],
      ['agent', 'ps-curl-alias', 'in Windows PowerShell 5.1 `curl` is Invoke-WebRequest: call curl.exe (or Invoke-RestMethod) instead'],
    ],
  },
  {
    machine: 'mac', project: 'tamarack', start: '2026-02-16T09:00:00Z',
    steps: [
      ['prompt', 'user-secrets', 'no connection strings in appsettings.Development.json!! that file is committed. dotnet user-secrets set "ConnectionStrings:Tamarack" … --project src/Tamarack.Api'],
      ['ok', 'dotnet user-secrets set "ConnectionStrings:Tamarack" "$TAMARACK_LOCAL_SQL" --project src/Tamarack.Api'],
      ['fail', 'no-localdb', 'dotnet test Tamarack.Api.slnf', LOCALDB_MAC, 1],
      ['prompt', 'no-localdb', "there's no LocalDB on a mac and we don't use it anyway. the integration fixture starts SQL Server through Testcontainers, so no (localdb) in appsettings.Testing.json"],
      ['prompt', 'x:rename-endpoint', 'rename /api/invoices/{id}/pdf to /api/invoices/{id}/document'],
    ],
  },
  {
    machine: 'wincodex7', project: 'tamarack', start: '2026-02-16T11:00:00Z',
    steps: [
      ['fail', 'ps-line-continuation', 'az deployment group what-if \\\n  --resource-group rg-tamarack-dev \\\n  --template-file infra/main.bicep \\\n  --parameters infra/dev.bicepparam', AZ_PARSER(2, '--resource-group rg-tamarack-dev \\'), 1],
      ['prompt', 'ps-line-continuation', 'в pwsh перенос рядка це бектік `, а не \\'],
      ['fail', 'az-subscription', 'az deployment group what-if --resource-group rg-tamarack-dev --template-file infra/main.bicep --parameters infra/dev.bicepparam', "ERROR: (ResourceGroupNotFound) Resource group 'rg-tamarack-dev' could not be found.\nCode: ResourceGroupNotFound\nMessage: Resource group 'rg-tamarack-dev' could not be found.", 1],
      ['prompt', 'az-subscription', 'your default subscription is your MSDN sandbox. --subscription sub-tamarack-dev on every az call'],
    ],
  },
  {
    machine: 'codex', project: 'tamarack', start: '2026-02-17T08:40:00Z',
    steps: [
      ['fail', 'podman-testcontainers', 'DOCKER_HOST=unix:///run/user/1000/podman/podman.sock dotnet test Tamarack.Api.slnf --filter Category=Integration', '  Failed Tamarack.Api.IntegrationTests.CustomerEndpointsTests.Create_customer_returns_201 [3 s]\n  Error Message:\n   Docker.DotNet.DockerApiException : Docker API responded with status code=InternalServerError, response={"cause":"permission denied","message":"container create: statfs /var/run/docker.sock: permission denied","response":500}\n  Stack Trace:\n     at Docker.DotNet.DockerClient.HandleIfErrorResponseAsync(HttpStatusCode statusCode, HttpResponseMessage response, IEnumerable`1 handlers)\n     at DotNet.Testcontainers.Containers.ResourceReaper.GetAndStartNewAsync(Guid sessionId, IDockerEndpointAuthenticationConfiguration dockerEndpointAuthConfig, IImage resourceReaperImage, IMount dockerSocket, ILogger logger, Boolean requiresPrivilegedMode, TimeSpan initTimeout, CancellationToken ct)\n\nFailed!  - Failed:    24, Passed:     0, Skipped:     0, Total:    24, Duration: 9 s - Tamarack.Api.IntegrationTests.dll (net8.0)', 1],
      ['prompt', 'podman-testcontainers', "ryuk again. TESTCONTAINERS_RYUK_DISABLED=true as well with podman, it's in docs/dev-setup.md"],
      ['fail', 'x:testcontainers-pull', 'DOCKER_HOST=unix:///run/user/1000/podman/podman.sock TESTCONTAINERS_RYUK_DISABLED=true dotnet test Tamarack.Api.slnf --filter Category=Integration', '  Failed Tamarack.Api.IntegrationTests.InvoiceEndpointsTests.List_invoices_paginates [30 s]\n  Error Message:\n   Docker.DotNet.DockerApiException : Docker API responded with status code=InternalServerError, response={"cause":"TLS handshake timeout","message":"initializing source docker://mcr.microsoft.com/mssql/server:2022-CU14-ubuntu-22.04: pinging container registry mcr.microsoft.com: Get \\"https://mcr.microsoft.com/v2/\\": net/http: TLS handshake timeout","response":500}\n\nFailed!  - Failed:    24, Passed:     0, Skipped:     0, Total:    24, Duration: 31 s - Tamarack.Api.IntegrationTests.dll (net8.0)', 1],
      ['ok', 'DOCKER_HOST=unix:///run/user/1000/podman/podman.sock TESTCONTAINERS_RYUK_DISABLED=true dotnet test Tamarack.Api.slnf --filter Category=Integration'],
      ['fail', 'fedora-dnf', 'sudo apt install -y azure-cli', 'sudo: apt: command not found', 1],
      ['prompt', 'fedora-dnf', 'fedora, nie ubuntu. sudo dnf install azure-cli'],
    ],
  },
  {
    machine: 'win', project: 'tamarack', start: '2026-02-17T10:10:00Z',
    steps: [
      ['fail', 'artifacts-auth', 'dotnet restore', NU1301_401('C:\\Program Files\\dotnet\\sdk\\8.0.404\\NuGet.targets', 'C:\\Users\\mika\\tamarack\\Tamarack.Api.slnf'), 1],
      ['agent', 'artifacts-auth', 'restore 401 on the tamarack-internal feed is not a network problem: the Azure Artifacts credential provider is missing; install it and run dotnet restore --interactive'],
      ['fail', 'execution-policy', '.\\scripts\\install-credprovider.ps1', '.\\scripts\\install-credprovider.ps1: File C:\\Users\\mika\\tamarack\\scripts\\install-credprovider.ps1 cannot be loaded. The file C:\\Users\\mika\\tamarack\\scripts\\install-credprovider.ps1 is not digitally signed. You cannot run this script on the current system. For more information about running scripts and setting execution policy, see about_Execution_Policies at https://go.microsoft.com/fwlink/?LinkID=135170.', 1],
      ['prompt', 'execution-policy', 'не чіпай ExecutionPolicy на машині. pwsh -ExecutionPolicy Bypass -File для одного запуску, і все'],
    ],
  },
  {
    machine: 'mac2', project: 'tamarack', start: '2026-02-18T09:15:00Z',
    steps: [
      ['fail', 'ef-tool-restore', 'dotnet ef migrations list --project src/Tamarack.Infrastructure --startup-project src/Tamarack.Api', EF_MISSING, 1],
      ['prompt', 'ef-tool-restore', "dotnet tool restore. dont install ef globally, the manifest pins 8.0.10"],
      ['fail', 'mac-date-d', 'date --iso-8601=seconds', 'date: illegal option -- -\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]', 1],
      ['prompt', 'mac-date-d', 'BSD date op de mac, geen --iso-8601. date -u +%Y-%m-%dT%H:%M:%SZ'],
      ['prompt', 'x:migration-naming', 'name the migration TAM405_AddInvoiceCsvExport, ticket number first'],
    ],
  },
  {
    machine: 'ci', project: 'tamarack', start: '2026-02-18T15:00:00Z',
    steps: [
      ['fail', 'api-slnf', 'dotnet build Tamarack.sln -c Release', NETSDK1100('/usr/share/dotnet/sdk/8.0.404', '/workspace/tools/Tamarack.AdminTool/Tamarack.AdminTool.csproj'), 1],
      ['agent', 'api-slnf', "CI on linux can't build the WinForms AdminTool: build Tamarack.Api.slnf, not Tamarack.sln"],
      ['fail', 'x:nuget-offline', 'dotnet restore Tamarack.Api.slnf', '  Determining projects to restore...\n/usr/share/dotnet/sdk/8.0.404/NuGet.targets(174,5): error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.\n/usr/share/dotnet/sdk/8.0.404/NuGet.targets(174,5): error NU1301:   Resource temporarily unavailable (api.nuget.org:443)\n/usr/share/dotnet/sdk/8.0.404/NuGet.targets(174,5): error NU1301:   Resource temporarily unavailable [/workspace/Tamarack.Api.slnf]', 1],
    ],
  },
  {
    machine: 'winps', project: 'tamarack', start: '2026-02-19T08:00:00Z',
    steps: [
      ['fail', 'ps-rm-rf', 'rm -rf .\\tests\\Tamarack.Api.IntegrationTests\\bin', PS51_RM_RF('rm -rf .\\tests\\Tamarack.Api.IntegrationTests\\bin'), 1],
      ['agent', 'ps-rm-rf', '`rm -rf` is bash; in PowerShell it is Remove-Item -Recurse -Force (or just dotnet clean)'],
      ['fail', 'x:rm-wrong-path', 'Remove-Item -Recurse -Force .\\tests\\Tamarack.Api.IntegrationTest\\obj', "Remove-Item : Cannot find path 'C:\\Users\\joao\\tamarack\\tests\\Tamarack.Api.IntegrationTest\\obj' because it does not exist.\nAt line:1 char:1\n+ Remove-Item -Recurse -Force .\\tests\\Tamarack.Api.IntegrationTest\\obj\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : ObjectNotFound: (C:\\Users\\joao\\t...tegrationTest\\obj:String) [Remove-Item], ItemNotFoundException\n    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand\n ", 1],
      ['fail', 'ps51-ampersand', 'git fetch origin && git rebase origin/develop', PS51_AND('git fetch origin && git rebase origin/develop'), 1],
      ['agent', 'ps51-ampersand', 'Windows PowerShell 5.1 has no && / ||: chain with ; (or if ($?) { ... }), or run it in pwsh 7'],
    ],
  },
  {
    machine: 'linux', project: 'tamarack', start: '2026-02-19T12:00:00Z',
    steps: [
      ['ok', 'dotnet ef database update --project src/Tamarack.Infrastructure --startup-project src/Tamarack.Api --connection "$TAMARACK_TEST_SQL"'],
      ['prompt', 'no-shared-db-update', 'whoa, stop. that connection string is the SHARED test db. nobody runs database update against it, the pipeline applies the migration bundle'],
      ['agent', 'no-shared-db-update', 'wrong: dotnet ef database update against sql-tamarack-test (shared); right: apply migrations only to the local container, shared databases get them from the pipeline efbundle'],
      ['prompt', 'user-secrets', 'connection stringi tylko w user-secrets, appsettings.Development.json idzie do repo'],
      ['prompt', 'x:log-correlation', 'log the correlation id on every request, take X-Correlation-ID from the header if present'],
    ],
  },
  {
    machine: 'win', project: 'tamarack', start: '2026-02-20T09:30:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose up -d sqlserver', PS7_NF('docker-compose'), 1],
      ['prompt', 'compose-v2', "again?? it's docker compose now"],
      ['fail', 'sqlcmd-trust-cert', 'sqlcmd -S "localhost,1433" -U sa -P $env:MSSQL_SA_PASSWORD -Q "SELECT @@VERSION"', 'Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : SSL Provider: The certificate chain was issued by an authority that is not trusted.\n.\nSqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Client unable to establish connection. For solutions related to encryption errors, see https://go.microsoft.com/fwlink/?linkid=2226722.', 1],
      ['agent', 'sqlcmd-trust-cert', 'sqlcmd against the local SQL container: ODBC 18 encrypts by default and rejects the self-signed cert; pass -C (trust server certificate)'],
      ['fail', 'x:sql-login-failed', 'sqlcmd -S "localhost,1433" -U sa -P $env:MSSQL_SA_PASSWORD -C -Q "SELECT @@VERSION"', "Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login failed for user 'sa'..", 1],
      ['ok', '$env:MSSQL_SA_PASSWORD = (dotnet user-secrets list --project src/Tamarack.Api | Select-String SaPassword).ToString().Split(" = ")[1]'],
    ],
  },
  {
    machine: 'mac', project: 'tamarack', start: '2026-02-23T08:50:00Z',
    steps: [
      ['fail', 'cpm-versions', 'dotnet restore Tamarack.Api.slnf', '  Determining projects to restore...\n/Users/ana/tamarack/src/Tamarack.Infrastructure/Tamarack.Infrastructure.csproj : error NU1010: The following PackageReference items do not define a corresponding PackageVersion item: Polly.Core. Projects using Central Package Management must declare PackageReference and PackageVersion items with matching names. For more information, visit https://aka.ms/nuget/cpm/gettingstarted\n  Failed to restore /Users/ana/tamarack/src/Tamarack.Infrastructure/Tamarack.Infrastructure.csproj (in 81 ms).', 1],
      ['prompt', 'cpm-versions', 'Polly.Core musi mieć PackageVersion w Directory.Packages.props, tak jak cała reszta'],
      ['prompt', 'minimal-apis', 'and no controllers please. endpoints are MapGroup extensions in Endpoints/, same as InvoiceEndpoints'],
      ['fail', 'x:ef-migration-exists', 'dotnet ef migrations add TAM405_AddInvoiceCsvExport --project src/Tamarack.Infrastructure --startup-project src/Tamarack.Api', "Build started...\nBuild succeeded.\nThe name 'TAM405_AddInvoiceCsvExport' is used by an existing migration.", 1],
    ],
  },
  {
    machine: 'codex', project: 'tamarack', start: '2026-02-24T09:00:00Z',
    steps: [
      ['fail', 'ef-startup', 'dotnet ef migrations add TAM410_CustomerVatId', 'No project was found. Change the current working directory or use the --project option.', 1],
      ['agent', 'ef-startup', 'dotnet ef from the repo root needs both flags: --project src/Tamarack.Infrastructure --startup-project src/Tamarack.Api'],
      ['fail', 'develop-branch', 'git push origin HEAD:main', "remote: error: TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.\nTo https://dev.azure.com/tamarack/tamarack/_git/tamarack\n ! [remote rejected] HEAD -> main (TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.)\nerror: failed to push some refs to 'https://dev.azure.com/tamarack/tamarack/_git/tamarack'", 1],
      ['prompt', 'develop-branch', 'в main ніхто не пушить. PR у develop, main оновлюється тільки релізом'],
      ['fail', 'x:az-login-expired', 'az group list --subscription sub-tamarack-dev -o table', "ERROR: AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2025-11-21T08:14:02.1130000Z and was inactive for 90.00:00:00. Trace ID: 5b7e0d3a-1c44-4f0e-9d2b-7a61c9e03f00 Correlation ID: 0c9d2f7e-8a11-4b53-a6e4-19f0d2c7b8e1 Timestamp: 2026-02-24 09:18:40Z\nInteractive authentication is needed. Please run:\naz login --scope https://management.core.windows.net//.default", 1],
    ],
  },
  {
    machine: 'winbash', project: 'tamarack', start: '2026-02-25T08:30:00Z',
    steps: [
      ['ok', 'git rebase origin/develop'],
      ['ok', 'git push -f origin feature/TAM-402-customer-search'],
      ['prompt', 'force-with-lease', 'whoa, no git push -f on a branch Olena is also on. --force-with-lease'],
      ['fail', 'x:precommit-build-error', 'git commit -m "TAM-402 review fixes"', "[Husky] ⌛ Executing task 'dotnet-format' ...\nC:\\Users\\lea\\tamarack\\src\\Tamarack.Api\\Endpoints\\CustomerEndpoints.cs(44,10): error CS1002: ; expected [C:\\Users\\lea\\tamarack\\src\\Tamarack.Api\\Tamarack.Api.csproj]\nUnable to fix CS1002. No associated code fix found.\n\n  ❌ Task 'dotnet-format' failed in 3,871ms\n\nhusky - pre-commit hook exited with code 1 (error)", 1],
      ['agent', 'no-verify', 'never git commit --no-verify: the pre-commit hook runs dotnet format --verify-no-changes, so run dotnet format Tamarack.Api.slnf first and commit normally'],
      ['prompt', 'x:pl-nip-validation', 'dodaj walidację NIP w CreateCustomerRequest, 10 cyfr plus suma kontrolna'],
    ],
  },
  {
    machine: 'mac2', project: 'tamarack', start: '2026-02-26T09:40:00Z',
    steps: [
      ['fail', 'no-localdb', 'dotnet test tests/Tamarack.Api.IntegrationTests', LOCALDB_MAC.replace(/CustomerEndpointsTests\.Search_by_vat_id/g, 'InvoiceEndpointsTests.Export_csv_has_header').replace('[412 ms]', '[388 ms]'), 1],
      ['prompt', 'no-localdb', 'someone put (localdb)\\MSSQLLocalDB back into appsettings.Testing.json. tests get their SQL from Testcontainers (MsSqlBuilder in the fixture), nothing else'],
      ['prompt', 'time-provider', 'gebruik TimeProvider uit DI, geen DateTime.UtcNow in de handlers, anders kunnen we het niet testen'],
      ['prompt', 'x:ua-pagination', 'додай пагінацію до GET /api/customers: page і pageSize, максимум 100'],
    ],
  },
  {
    machine: 'win', project: 'tamarack', start: '2026-02-27T08:15:00Z',
    steps: [
      ['fail', 'ps-line-continuation', 'az webapp config appsettings set \\\n  --subscription sub-tamarack-dev \\\n  --resource-group rg-tamarack-dev \\\n  --name app-tamarack-api-dev \\\n  --settings FeatureFlags__CsvExport=true', AZ_PARSER(2, '--subscription sub-tamarack-dev \\'), 1],
      ['agent', 'ps-line-continuation', 'PowerShell continues lines with a backtick (`), not a backslash; or keep the az call on one line'],
      ['fail', 'ps-env-var', 'ASPNETCORE_ENVIRONMENT=Testing dotnet test Tamarack.Api.slnf', PS7_NF('ASPNETCORE_ENVIRONMENT=Testing'), 1],
      ['prompt', 'ps-env-var', "inline env vars are a bash thing. $env:ASPNETCORE_ENVIRONMENT='Testing'; dotnet test Tamarack.Api.slnf"],
      ['fail', 'bicep-via-az', 'bicep build infra\\main.bicep', PS7_NF('bicep'), 1],
      ['prompt', 'bicep-via-az', 'the bicep cli isnt installed anywhere, its az bicep build --file infra/main.bicep'],
    ],
  },
  {
    machine: 'linux', project: 'tamarack', start: '2026-03-02T09:00:00Z',
    steps: [
      ['fail', 'az-subscription', 'az webapp log tail --name app-tamarack-api-dev --resource-group rg-tamarack-dev', "ERROR: The Resource 'Microsoft.Web/sites/app-tamarack-api-dev' under resource group 'rg-tamarack-dev' was not found. For more details please go to https://aka.ms/ARMResourceNotFoundFix", 3],
      ['prompt', 'az-subscription', 'verkeerde subscription. az account set --subscription sub-tamarack-dev, of geef --subscription mee'],
      ['prompt', 'pipeline-deploy', 'на прод деплоїть тільки pipeline. з ноутбука максимум what-if на dev'],
      ['prompt', 'x:readme-typo', "fix the typo in docs/dev-setup.md, 'recieve'"],
    ],
  },
  {
    machine: 'wincodex', project: 'tamarack', start: '2026-03-03T08:30:00Z',
    steps: [
      ['fail', 'artifacts-auth', 'dotnet restore Tamarack.Api.slnf', "  Determining projects to restore...\n    [CredentialProvider]Device flow authentication failed. User was presented with device flow, but didn't react within 90 seconds.\nC:\\Program Files\\dotnet\\sdk\\8.0.404\\NuGet.targets(174,5): warning : The plugin credential provider could not acquire credentials. Authentication may require manual action. Consider re-running the command with --interactive for `dotnet`, /p:NuGetInteractive=\"true\" for MSBuild or removing the -NonInteractive switch for `NuGet` [C:\\Users\\jules\\tamarack\\Tamarack.Api.slnf]\nC:\\Program Files\\dotnet\\sdk\\8.0.404\\NuGet.targets(174,5): error NU1301: Unable to load the service index for source https://pkgs.dev.azure.com/tamarack/_packaging/tamarack-internal/nuget/v3/index.json. [C:\\Users\\jules\\tamarack\\Tamarack.Api.slnf]", 1],
      ['prompt', 'artifacts-auth', 'wewnętrzny feed — dotnet restore --interactive, zaloguje cię przez przeglądarkę'],
      ['fail', 'x:nu1605', 'dotnet build Tamarack.Api.slnf', 'C:\\Users\\jules\\tamarack\\src\\Tamarack.Api\\Tamarack.Api.csproj : error NU1605: Warning As Error: Detected package downgrade: Microsoft.Extensions.Logging.Abstractions from 8.0.2 to 8.0.1. Reference the package directly from the project to select a different version. \r\n Tamarack.Api -> Tamarack.Infrastructure -> Microsoft.EntityFrameworkCore 8.0.10 -> Microsoft.Extensions.Logging.Abstractions (>= 8.0.2) \r\n Tamarack.Api -> Microsoft.Extensions.Logging.Abstractions (>= 8.0.1)', 1],
    ],
  },
  {
    machine: 'mac', project: 'tamarack', start: '2026-03-04T09:10:00Z',
    steps: [
      ['prompt', 'no-nowarn', "don't slap <NoWarn>CS8618</NoWarn> on it. make the property required or give it a default"],
      ['agent', 'no-nowarn', 'wrong: silencing nullable warnings (NoWarn / #pragma warning disable CS8618); right: fix them with required members, defaults or an honest nullable type'],
      ['agent', 'time-provider', 'handlers take TimeProvider from DI; no DateTime.Now / DateTime.UtcNow in endpoint code'],
      ['fail', 'x:gsed-typo', "gsed -i 's/5080/5081/' src/Tamarack.Api/Properties/launchSetings.json", 'gsed: can\'t read src/Tamarack.Api/Properties/launchSetings.json: No such file or directory', 2],
      ['ok', "gsed -i 's/5080/5081/' src/Tamarack.Api/Properties/launchSettings.json"],
      ['fail', 'x:cpm-rebase-conflict', 'git rebase origin/develop', "Auto-merging Directory.Packages.props\nCONFLICT (content): Merge conflict in Directory.Packages.props\nerror: could not apply 3e1f2a9... TAM-418 bump Serilog.AspNetCore to 8.0.3\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: \"git add/rm <conflicted_files>\", then run \"git rebase --continue\".\nhint: You can instead skip this commit: run \"git rebase --skip\".\nhint: To abort and get back to the state before \"git rebase\", run \"git rebase --abort\".\nCould not apply 3e1f2a9... TAM-418 bump Serilog.AspNetCore to 8.0.3", 1],
      ['prompt', 'no-shared-db-update', 'de gedeelde test-db wordt alleen door de pipeline gemigreerd. lokaal alleen tegen je eigen container'],
      ['agent', 'user-secrets', 'wrong: ConnectionStrings in appsettings.Development.json (it is committed); right: dotnet user-secrets set "ConnectionStrings:Tamarack" --project src/Tamarack.Api'],
      ['fail', 'x:pwsh-not-installed', 'pwsh -File scripts/bootstrap.ps1', 'zsh: command not found: pwsh', 127],
      ['ok', 'brew install --cask powershell && pwsh -File scripts/bootstrap.ps1'],
    ],
  },
  {
    machine: 'wincodex7', project: 'tamarack', start: '2026-03-05T10:00:00Z',
    steps: [
      ['fail', 'ps-grep', 'grep -rn "FromSqlRaw" src', PS7_NF('grep'), 1],
      ['prompt', 'ps-grep', 'grep тут нема, це pwsh. Get-ChildItem src -Recurse -Filter *.cs | Select-String FromSqlRaw, або rg'],
      ['prompt', 'x:fromsql-injection', 'ReportQueries.cs builds the FromSqlRaw string by concatenation — switch it to FromSql with interpolation'],
    ],
  },
  {
    machine: 'codex', project: 'tamarack', start: '2026-03-06T09:00:00Z',
    steps: [
      ['prompt', 'force-with-lease', 'ніяких push --force. тільки --force-with-lease і тільки на свою гілку'],
      ['agent', 'force-with-lease', 'wrong: git push --force after a rebase; right: git push --force-with-lease, only on your own feature branch, never on develop'],
      ['prompt', 'no-nowarn', 'не глуши попередження через NoWarn, виправ nullable як слід'],
      ['ok', 'dotnet build Tamarack.Api.slnf -warnaserror'],
      ['agent', 'pipeline-deploy', 'prod is deployed only by the Azure DevOps pipeline; from a laptop at most az deployment group what-if against rg-tamarack-dev'],
      ['prompt', 'x:pr-description', 'write the PR description with a short "how to test" section'],
    ],
  },
  {
    machine: 'winps', project: 'tamarack', start: '2026-03-10T08:00:00Z',
    steps: [
      ['fail', 'no-shared-db-update', 'Update-Database -Context TamarackDbContext -Connection "Server=sql-tamarack-test.database.windows.net;Database=tamarack;Authentication=Active Directory Default"', PS51_NF('Update-Database', 'Update-Database -Context TamarackDbContext -Connection "Server=sql-tamarack-test.database. ...'), 1],
      ['prompt', 'no-shared-db-update', "that's a Package Manager Console cmdlet AND you pointed it at the shared test db. don't. the pipeline migrates shared dbs; locally it's dotnet ef database update against your own container"],
      ['fail', 'execution-policy', '.\\scripts\\reset-local-db.ps1', PS51_POLICY('.\\scripts\\reset-local-db.ps1', 'C:\\Users\\joao\\tamarack\\scripts\\reset-local-db.ps1'), 1],
      ['prompt', 'execution-policy', 'same as before — pwsh -File, leave the policy alone'],
    ],
  },
  {
    machine: 'linux', project: 'tamarack', start: '2026-03-11T09:00:00Z',
    steps: [
      ['prompt', 'api-slnf', 'slnf only pls. Tamarack.AdminTool is net8.0-windows, it will never build on this box'],
      ['prompt', 'develop-branch', 'we werken vanaf develop, main is alleen voor releases'],
      ['agent', 'podman-testcontainers', 'on Fedora there is no docker daemon: Testcontainers needs DOCKER_HOST=unix:///run/user/1000/podman/podman.sock (podman.socket enabled) and TESTCONTAINERS_RYUK_DISABLED=true'],
      ['agent', 'minimal-apis', 'wrong: added Controllers/InvoicesController.cs; right: minimal API endpoints as a MapGroup extension in src/Tamarack.Api/Endpoints'],
      ['prompt', 'x:release-notes', 'draft the release notes for 1.14 from the PRs merged since the last tag'],
      ['prompt', 'x:nl-resources', 'zet de validatiemeldingen in een .resx, dan kunnen we later Nederlands en Pools toevoegen'],
    ],
  },
];

/** Windows machines: the hook sees backslashed paths (cwd, transcript), as half U wrote them. */
export function finishEvent(event) {
  const payload = event.payload;
  if (!payload || typeof payload.cwd !== 'string' || !/^[A-Z]:\//.test(payload.cwd)) return event;
  const win = (p) => p.replace(/\//g, '\\');
  const transcript = payload.transcript_path.replace(/projects\/([A-Z]):-/, 'projects/$1--');
  return { ...event, payload: { ...payload, cwd: win(payload.cwd), transcript_path: win(transcript) } };
}
