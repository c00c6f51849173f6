// Half ZJ of the evaluation corpus, written blind: "ledgerline", a fintech back office.
// Stack: a .NET 8 / C# solution (Ledgerline.sln: Api, Domain, Infrastructure with EF Core
// migrations through the local dotnet-ef tool, Worker; xUnit tests run through eng/test.ps1),
// an Angular 18 front end in web/ (npm, Angular CLI from devDependencies; projects `backoffice`
// and the `ui-kit` library), SQL Server 2022 in docker compose (service `sql`, container
// ledgerline-sql, database Ledgerline_Dev), Azure (az CLI, Key Vault kv-ledgerline-dev,
// App Service app-ledgerline-api with a `staging` slot, subscription Ledgerline-NonProd) and
// Azure DevOps (org ledgerline, project Backoffice; PRs only into develop).
// Platforms: Windows 11 with PowerShell 7 (wincodex7) and Windows PowerShell 5.1 (winps),
// Claude Code on Windows with Git Bash (win), WSL2 Ubuntu (wsl), macOS with zsh (mac, mac2),
// the Azure DevOps hosted agent (ci).
// Languages: English, Dutch, Turkish, French.

// --- long error texts -------------------------------------------------------------------------

const EF_RESTORE = 'Run "dotnet tool restore" to make the "dotnet-ef" command available.';

const SDK_MISSING = (app, globalJson, installed) => `The command could not be loaded, possibly because:
  * You intended to execute a .NET application:
      The application '${app}' does not exist.
  * You intended to execute a .NET SDK command:
      A compatible .NET SDK was not found.

Requested SDK version: 8.0.404
global.json file: ${globalJson}

Installed SDKs:
${installed}

Install the [8.0.404] .NET SDK or update [${globalJson}] to match an installed SDK.

Learn about SDK resolution:
https://aka.ms/dotnet/sdk-not-found`;

const MSB1011 = 'MSBUILD : error MSB1011: Specify which project or solution file to use because this folder contains more than one project or solution file.';

const PWSH_NOT_FOUND = (name) => `${name}: The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct and try again.`;

const PS51_NOT_FOUND = (name, line) => {
  const col = line.indexOf(name) + 1;
  return `${name} : The term '${name}' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.
At line:1 char:${col}
+ ${line}
+ ${' '.repeat(col - 1)}${'~'.repeat(name.length)}
    + CategoryInfo          : ObjectNotFound: (${name}:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException`;
};

const PS51_ANDAND = (line) => {
  const col = line.indexOf('&&') + 1;
  return `At line:1 char:${col}
+ ${line}
+ ${' '.repeat(col - 1)}~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine`;
};

const PS51_RM_RF = (line) => `Remove-Item : A parameter cannot be found that matches parameter name 'rf'.
At line:1 char:4
+ ${line}
+    ~~~
    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBindingException
    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand`;

const ANG_NODE = (version) => `Node.js version ${version} detected.
The Angular CLI requires a minimum Node.js version of v18.19.

Please update your Node.js version or visit https://nodejs.org/ for additional instructions.
`;

const ANG_MULTI = (command) => `Error: Cannot determine project for command.
This is a multi-project workspace and more than one project supports this command. Run "ng ${command} [project]" to execute the command for a specific project or change the current working directory to a project directory.

Available projects are:
- backoffice
- ui-kit`;

const SQL_CERT_OPENSSL3 = `Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : SSL Provider: [error:0A000086:SSL routines::certificate verify failed:self-signed certificate].
Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Client unable to establish connection. For solutions related to encryption errors, see https://go.microsoft.com/fwlink/?linkid=2226722.`;

const SQL_CERT_OPENSSL11 = `Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : SSL Provider: [error:1416F086:SSL routines:tls_process_server_certificate:certificate verify failed:self signed certificate].
Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Client unable to establish connection because an error was encountered during handshakes before login. Common causes include client attempting to connect to an unsupported version of SQL Server, server too busy to accept new connections or a resource limitation (memory or maximum allowed connections) on the server..`;

const SQL_WRONG_DB = (db) => `Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Cannot open database "${db}" requested by the login. The login failed..
Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login failed for user 'sa'..`;

const API_WRONG_DB = `info: Ledgerline.Api[0]
      Starting Ledgerline.Api (Development)
fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database 'LedgerlineDb' on server 'localhost,1433'.
Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): Cannot open database "LedgerlineDb" requested by the login. The login failed.
Login failed for user 'sa'.
   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)
   at Microsoft.Data.SqlClient.TdsParser.ThrowExceptionAndWarning(TdsParserStateObject stateObj, Boolean callerHasConnectionLock, Boolean asyncClose)
   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)
   at Microsoft.Data.SqlClient.SqlInternalConnectionTds.CompleteLogin(Boolean enlistOK)
   at Ledgerline.Api.Startup.FxRateCacheWarmup.StartAsync(CancellationToken cancellationToken) in /home/yuki/ledgerline/src/Ledgerline.Api/Startup/FxRateCacheWarmup.cs:line 31
ClientConnectionId:6a0f3c1e-92b4-4d0a-8e57-1c2b9d4e7f10
Error Number:4060,State:1,Class:11`;

const SQL_LOGIN_TIMEOUT = `Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : Login timeout expired.
Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : TCP Provider: Error code 0x2749.
Sqlcmd: Error: Microsoft ODBC Driver 18 for SQL Server : A network-related or instance-specific error has occurred while establishing a connection to localhost,1433. Server is not found or not accessible. Check if instance name is correct and if SQL Server is configured to allow remote connections. For more information see SQL Server Books Online..`;

const OCI_OLD_TOOLS = 'OCI runtime exec failed: exec failed: unable to start container process: exec: "/opt/mssql-tools/bin/sqlcmd": stat /opt/mssql-tools/bin/sqlcmd: no such file or directory: unknown';

const NO_SUCH_CONTAINER = (name) => `Error response from daemon: No such container: ${name}`;

const TF402455 = (ref) => `remote: error: TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.
To https://dev.azure.com/ledgerline/Backoffice/_git/ledgerline
 ! [remote rejected]   ${ref} (TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.)
error: failed to push some refs to 'https://dev.azure.com/ledgerline/Backoffice/_git/ledgerline'`;

const PUSH_NON_FF = (branch) => `To https://dev.azure.com/ledgerline/Backoffice/_git/ledgerline
 ! [rejected]        ${branch} -> ${branch} (non-fast-forward)
error: failed to push some refs to 'https://dev.azure.com/ledgerline/Backoffice/_git/ledgerline'
hint: Updates were rejected because the tip of your current branch is behind
hint: its remote counterpart. If you want to integrate the remote changes,
hint: use 'git pull' before pushing again.
hint: See the 'Note about fast-forwards' in 'git push --help' for details.`;

const AZ_RG_NOT_FOUND = `ERROR: (ResourceGroupNotFound) Resource group 'rg-ledgerline-dev' could not be found.
Code: ResourceGroupNotFound
Message: Resource group 'rg-ledgerline-dev' could not be found.`;

const KV_DNS = (vault, reason, object) => `ERROR: HTTPSConnectionPool(host='${vault}.vault.azure.net', port=443): Max retries exceeded with url: /secrets?api-version=7.4 (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at ${object}>: Failed to resolve '${vault}.vault.azure.net' (${reason})"))`;

const KV_FORBIDDEN = `ERROR: (Forbidden) Caller is not authorized to perform action on resource.
If role assignments, deny assignments or role definitions were changed recently, please observe propagation time.
Caller: appid=04b07795-8ddb-461a-bbee-02f9e1bf7b46;oid=5e1c7a90-3b2d-4c8e-9f01-6d4a2b8c7e13;iss=https://sts.windows.net/9c4e1f2a-7b3d-4e5f-8a6b-1c2d3e4f5a6b/
Action: 'Microsoft.KeyVault/vaults/secrets/readMetadata/action'
Resource: '/subscriptions/2f7d9c1e-4a5b-4c6d-8e9f-0a1b2c3d4e5f/resourcegroups/rg-ledgerline-test/providers/microsoft.keyvault/vaults/kv-ledgerline-test'
Assignment: (not found)
DenyAssignmentId: null
DecisionReason: 'DeniedWithNoValidRBAC'
Vault: kv-ledgerline-test;location=westeurope

Code: Forbidden
Message: Caller is not authorized to perform action on resource.
If role assignments, deny assignments or role definitions were changed recently, please observe propagation time.
Inner error: {
    "code": "ForbiddenByRbac"
}`;

const AZ_TOKEN_EXPIRED = `ERROR: AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2026-06-26T07:41:12.5127543Z and was inactive for 90.00:00:00. Trace ID: 3f1c9a2e-55b0-4d7e-9a41-0c8e6f2d1b00 Correlation ID: 8b0e4c71-2a9d-4f3e-b6c5-71d2e9a0f344 Timestamp: 2026-09-24 07:21:05Z
Interactive authentication is needed. Please run:
az login --scope https://management.core.windows.net//.default`;

const SLOT_NOT_FOUND = (slot) => `ERROR: (ResourceNotFound) The Resource 'Microsoft.Web/sites/app-ledgerline-api/slots/${slot}' under resource group 'rg-ledgerline-dev' was not found. For more details please go to https://aka.ms/ARMResourceNotFoundFix
Code: ResourceNotFound
Message: The Resource 'Microsoft.Web/sites/app-ledgerline-api/slots/${slot}' under resource group 'rg-ledgerline-dev' was not found. For more details please go to https://aka.ms/ARMResourceNotFoundFix`;

const AZ_DEVOPS_ORG = "ERROR: --organization must be specified. The value can be passed at command level (--organization) or can be set as default value by running 'az devops configure --defaults organization=<ORG_URL>'. Alternatively, set the AZURE_DEVOPS_EXT_ORGANIZATION environment variable.";
const AZ_DEVOPS_PROJECT = "ERROR: --project must be specified. The value can be passed at command level (--project) or can be set as default value by running 'az devops configure --defaults project=<PROJECT_NAME_OR_ID>'.";
const AZ_DEVOPS_EXT = "ERROR: The command requires the extension azure-devops. Unable to prompt for extension install confirmation as no tty available. Run 'az config set extension.use_dynamic_install=yes_without_prompt' to allow installing extensions without prompt.";

const NU1605 = `info : Adding PackageReference for package 'Microsoft.EntityFrameworkCore.Design' into project '/Users/kai/ledgerline/src/Ledgerline.Infrastructure/Ledgerline.Infrastructure.csproj'.
info :   GET https://api.nuget.org/v3/registration5-gz-semver2/microsoft.entityframeworkcore.design/index.json
info :   OK https://api.nuget.org/v3/registration5-gz-semver2/microsoft.entityframeworkcore.design/index.json 118ms
info : Restoring packages for /Users/kai/ledgerline/src/Ledgerline.Infrastructure/Ledgerline.Infrastructure.csproj...
/Users/kai/ledgerline/src/Ledgerline.Infrastructure/Ledgerline.Infrastructure.csproj : error NU1605: Warning As Error: Detected package downgrade: Microsoft.EntityFrameworkCore.Relational from 9.0.0 to 8.0.11. Reference the package directly from the project to select a different version.
/Users/kai/ledgerline/src/Ledgerline.Infrastructure/Ledgerline.Infrastructure.csproj : error NU1605:  Ledgerline.Infrastructure -> Microsoft.EntityFrameworkCore.Design 9.0.0 -> Microsoft.EntityFrameworkCore.Relational (>= 9.0.0)
/Users/kai/ledgerline/src/Ledgerline.Infrastructure/Ledgerline.Infrastructure.csproj : error NU1605:  Ledgerline.Infrastructure -> Microsoft.EntityFrameworkCore.Relational (>= 8.0.11)
error: Package 'Microsoft.EntityFrameworkCore.Design' is incompatible with 'all' frameworks in project '/Users/kai/ledgerline/src/Ledgerline.Infrastructure/Ledgerline.Infrastructure.csproj'.`;

const NU1301 = `  Determining projects to restore...
/workspace/src/Ledgerline.Api/Ledgerline.Api.csproj : error NU1301: Unable to load the service index for source https://pkgs.dev.azure.com/ledgerline/_packaging/ledgerline-feed/nuget/v3/index.json.
/workspace/src/Ledgerline.Api/Ledgerline.Api.csproj : error NU1301:   Response status code does not indicate success: 401 (Unauthorized).
  Failed to restore /workspace/src/Ledgerline.Api/Ledgerline.Api.csproj (in 1.42 sec).`;

const EF_OBJECT_EXISTS = `Build started...
Build succeeded.
Applying migration '20260915090112_AddFxRateTable'.
Failed executing DbCommand (14ms) [Parameters=[], CommandType='Text', CommandTimeout='30']
CREATE TABLE [FxRates] (
    [Id] int NOT NULL IDENTITY,
    [BaseCurrency] nchar(3) NOT NULL,
    [QuoteCurrency] nchar(3) NOT NULL,
    [Rate] decimal(19,4) NOT NULL,
    [RateDate] date NOT NULL,
    CONSTRAINT [PK_FxRates] PRIMARY KEY ([Id])
);
Microsoft.Data.SqlClient.SqlException (0x80131904): There is already an object named 'FxRates' in the database.
   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)
   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)
   at Microsoft.Data.SqlClient.TdsParser.ThrowExceptionAndWarning(TdsParserStateObject stateObj, Boolean callerHasConnectionLock, Boolean asyncClose)
   at Microsoft.EntityFrameworkCore.Migrations.Internal.Migrator.Migrate(String targetMigration)
   at Microsoft.EntityFrameworkCore.Design.Internal.MigrationsOperations.UpdateDatabase(String targetMigration, String connectionString, String contextType)
ClientConnectionId:0b7e2d45-1c9f-4a63-b8e0-5d4f3a2c1e97
Error Number:2714,State:6,Class:16
There is already an object named 'FxRates' in the database.`;

const TEST_ASSERT = `  Determining projects to restore...
  All projects are up-to-date for restore.
  Ledgerline.Domain -> C:\\Users\\sora\\ledgerline\\src\\Ledgerline.Domain\\bin\\Debug\\net8.0\\Ledgerline.Domain.dll
  Ledgerline.Domain.Tests -> C:\\Users\\sora\\ledgerline\\tests\\Ledgerline.Domain.Tests\\bin\\Debug\\net8.0\\Ledgerline.Domain.Tests.dll
Test run for C:\\Users\\sora\\ledgerline\\tests\\Ledgerline.Domain.Tests\\bin\\Debug\\net8.0\\Ledgerline.Domain.Tests.dll (.NETCoreApp,Version=v8.0)
VSTest version 17.11.1 (x64)

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
[xUnit.net 00:00:00.41]     Ledgerline.Domain.Tests.FxConverterTests.Convert_RoundsToTwoDecimals(amount: 1234.565, rate: 1) [FAIL]
  Failed Ledgerline.Domain.Tests.FxConverterTests.Convert_RoundsToTwoDecimals(amount: 1234.565, rate: 1) [7 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: 1234.57
Actual:   1234.56
  Stack Trace:
     at Ledgerline.Domain.Tests.FxConverterTests.Convert_RoundsToTwoDecimals(Decimal amount, Decimal rate) in C:\\Users\\sora\\ledgerline\\tests\\Ledgerline.Domain.Tests\\FxConverterTests.cs:line 27

Failed!  - Failed:     1, Passed:   212, Skipped:     0, Total:   213, Duration: 1 s - Ledgerline.Domain.Tests.dll (net8.0)`;

const NG_TS_ERROR = `Application bundle generation failed. [8.412 seconds]

✘ [ERROR] TS2339: Property 'rateDate' does not exist on type 'FxRate'. [plugin angular-compiler]

    src/app/fx/fx-rate-table/fx-rate-table.component.ts:41:29:
      41 │     return rates.map((r) => r.rateDate);
         ╵                              ~~~~~~~~
`;

const NG_TEST_FAILED = `Chrome Headless 129.0.0.0 (Windows 10) FxRateTableComponent should format EUR amounts FAILED
	Error: Expected '1.234,50 €' to equal '€1,234.50'.
	    at <Jasmine>
	    at UserContext.apply (src/app/fx/fx-rate-table/fx-rate-table.component.spec.ts:38:36)
	    at _ZoneDelegate.invoke (node_modules/zone.js/fesm2015/zone.js:369:28)
Chrome Headless 129.0.0.0 (Windows 10): Executed 84 of 84 (1 FAILED) (2.913 secs / 2.701 secs)
TOTAL: 1 FAILED, 83 SUCCESS`;

const NPM_OUT_OF_SYNC = `npm error code EUSAGE
npm error
npm error \`npm ci\` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with \`npm install\` before continuing.
npm error
npm error Missing: ngx-mask@17.1.8 from lock file
npm error
npm error Clean install a project
npm error
npm error Usage:
npm error npm ci
npm error
npm error Options:
npm error [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]
npm error [--global-style] [--omit <dev|optional|peer> [--omit <dev|optional|peer> ...]]
npm error
npm error aliases: clean-install, ic, install-clean, isntall-clean
npm error
npm error Run "npm help ci" for more info
npm error A complete log of this run can be found in: /root/.npm/_logs/2026-09-22T12_41_07_902Z-debug-0.log`;

const NPM_ECONNRESET = `npm error code ECONNRESET
npm error network aborted
npm error network This is a problem related to network connectivity.
npm error network In most cases you are behind a proxy or have bad network settings.
npm error network
npm error network If you are behind a proxy, please make sure that the
npm error network 'proxy' config is set properly.  See: 'npm help config'
npm error A complete log of this run can be found in: /Users/ana/.npm/_logs/2026-09-28T12_14_51_332Z-debug-0.log`;

const EXEC_POLICY = `.\\eng\\test.ps1 : File C:\\Users\\joao\\ledgerline\\eng\\test.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.
At line:1 char:1
+ .\\eng\\test.ps1 -Filter "Category!=Integration"
+ ~~~~~~~~~~~~~~
    + CategoryInfo          : SecurityError: (:) [], PSSecurityException
    + FullyQualifiedErrorId : UnauthorizedAccess`;

const REMOVE_LOCKED = `Remove-Item: Cannot remove item C:\\Users\\sora\\ledgerline\\src\\Ledgerline.Api\\bin\\Debug\\net8.0\\Ledgerline.Api.dll: The process cannot access the file 'C:\\Users\\sora\\ledgerline\\src\\Ledgerline.Api\\bin\\Debug\\net8.0\\Ledgerline.Api.dll' because it is being used by another process.
Remove-Item: Directory C:\\Users\\sora\\ledgerline\\src\\Ledgerline.Api\\bin\\Debug\\net8.0 cannot be removed because it is not empty.`;

const CRLF_SCRIPT = `eng/wait-for-sql.sh: line 2: $'\\r': command not found
eng/wait-for-sql.sh: line 4: syntax error near unexpected token \`$'do\\r''
eng/wait-for-sql.sh: line 4: \`until /opt/mssql-tools18/bin/sqlcmd -S localhost,1433 -U sa -P "$SA_PASSWORD" -C -Q 'SELECT 1' >/dev/null 2>&1; do\\r'`;

const MAC_DATE_USAGE = `date: illegal option -- d
usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;

const DOCKER_PORT_TAKEN = ` Container ledgerline-sql  Starting
Error response from daemon: driver failed programming external connectivity on endpoint ledgerline-sql (5b1e0c2f9a7d4e3b8c6f1a2d9e0b7c4f3a5d8e1b2c9f6a0d7e4b1c8f5a2d9e6b): Bind for 0.0.0.0:1433 failed: port is already allocated`;

const SQLCMD = 'sqlcmd -S localhost,1433 -U sa -P "$SA_PASSWORD"';
const EF_FLAGS = '--project src/Ledgerline.Infrastructure --startup-project src/Ledgerline.Api';

// --- the sessions -----------------------------------------------------------------------------

export const SESSIONS = [
  {
    machine: 'mac', project: 'ledgerline', start: '2026-09-07T07:40:00Z',
    steps: [
      ['fail', 'sdk-pin', 'dotnet build Ledgerline.sln', SDK_MISSING('build', '/Users/ana/ledgerline/global.json', '9.0.100 [/usr/local/share/dotnet/sdk]'), 145, 'Build the solution'],
      ['prompt', 'sdk-pin', 'leave global.json alone, we pin 8.0.404. install that sdk (dotnet-install.sh --version 8.0.404) next to the 9'],
      ['fail', 'ef-tool-restore', `dotnet ef migrations add AddFxRateTable ${EF_FLAGS}`, EF_RESTORE, 1, 'Add the FxRate migration'],
      ['prompt', 'ef-tool-restore', 'dotnet tool restore first. ef is a local tool, it\'s in .config/dotnet-tools.json'],
      ['ok', `dotnet tool restore && dotnet ef migrations add AddFxRateTable ${EF_FLAGS}`],
    ],
  },
  {
    machine: 'wincodex7', project: 'ledgerline', start: '2026-09-07T12:10:00Z',
    steps: [
      ['fail', 'sln-file', 'dotnet build', MSB1011, 1],
      ['agent', 'sln-file', 'Wrong: ran dotnet build at the repo root, which holds both Ledgerline.sln and Ledgerline.Tools.sln (MSB1011). Right: always pass Ledgerline.sln explicitly.'],
      ['fail', 'pwsh-env', 'export ASPNETCORE_ENVIRONMENT=Development; dotnet run --project src/Ledgerline.Api', PWSH_NOT_FOUND('export'), 1],
      ['prompt', 'pwsh-env', "this is pwsh. $env:ASPNETCORE_ENVIRONMENT = 'Development'"],
      ['ok', "$env:ASPNETCORE_ENVIRONMENT = 'Development'; dotnet run --project src/Ledgerline.Api --no-launch-profile"],
      ['prompt', 'x:changelog-request', 'add the fx rate endpoint to CHANGELOG.md under Unreleased'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-09-08T07:05:00Z',
    steps: [
      ['fail', 'sql-container-name', 'docker exec sqlserver /opt/mssql-tools18/bin/sqlcmd -S localhost -U sa -P "$SA_PASSWORD" -C -Q "SELECT name FROM sys.databases"', NO_SUCH_CONTAINER('sqlserver'), 1, 'List databases in the SQL container'],
      ['prompt', 'sql-container-name', 'the container is ledgerline-sql (compose service is `sql`)'],
      ['fail', 'tools18-path', 'docker exec ledgerline-sql /opt/mssql-tools/bin/sqlcmd -S localhost -U sa -P "$SA_PASSWORD" -Q "SELECT name FROM sys.databases"', OCI_OLD_TOOLS, 126],
      ['prompt', 'tools18-path', "2022 image. it's /opt/mssql-tools18/bin/sqlcmd now, the old mssql-tools path is gone"],
      ['ok', 'docker exec ledgerline-sql /opt/mssql-tools18/bin/sqlcmd -S localhost -U sa -P "$SA_PASSWORD" -C -Q "SELECT name FROM sys.databases"'],
      ['prompt', 'x:readme-sql-nl', 'can you write down in the README how to start the sql container and run the seed? someone new starts monday'],
    ],
  },
  {
    machine: 'wsl', project: 'ledgerline', start: '2026-09-08T12:30:00Z',
    steps: [
      ['fail', 'crlf', './scripts/seed-db.sh', "/usr/bin/env: 'bash\\r': No such file or directory", 127],
      ['prompt', 'crlf', 'line endings. your git in wsl still has autocrlf=true from the windows config — set core.autocrlf input and check the scripts out again'],
      ['fail', 'x:seed-exec-bit', './scripts/seed-db.sh', '/bin/bash: line 1: ./scripts/seed-db.sh: Permission denied', 126],
      ['fail', 'db-name', `${SQLCMD} -C -d ledgerline -Q "SELECT COUNT(*) FROM dbo.FxRates"`, SQL_WRONG_DB('ledgerline'), 1],
      ['prompt', 'db-name', 'db is Ledgerline_Dev'],
    ],
  },
  {
    machine: 'winps', project: 'ledgerline', start: '2026-09-09T06:50:00Z',
    steps: [
      ['fail', 'ps51-andand', 'dotnet restore Ledgerline.sln && dotnet build Ledgerline.sln --no-restore', PS51_ANDAND('dotnet restore Ledgerline.sln && dotnet build Ledgerline.sln --no-restore'), 1],
      ['fail', 'ng-npx', 'cd web; ng test --watch=false', PS51_NOT_FOUND('ng', 'cd web; ng test --watch=false'), 1],
      ['prompt', 'ng-npx', "npx ng. nobody has the angular cli installed globally, it's in devDependencies"],
      ['prompt', 'ps51-andand', "et lance ça dans pwsh 7, pas dans Windows PowerShell 5.1 — le && n'existe pas en 5.1"],
    ],
  },
  {
    machine: 'mac', project: 'ledgerline', start: '2026-09-09T13:20:00Z',
    steps: [
      ['fail', 'ef-startup', 'dotnet ef migrations add AddFxRateSource', 'No project was found. Change the current working directory or use the --project option.', 1],
      ['fail', 'ef-startup', 'dotnet ef migrations add AddFxRateSource --project src/Ledgerline.Infrastructure', "Build started...\nBuild succeeded.\nYour startup project 'Ledgerline.Infrastructure' doesn't reference Microsoft.EntityFrameworkCore.Design. This package is required for the Entity Framework Core Tools to work. Ensure your startup project is correct, install the package, and try again.", 1],
      ['prompt', 'ef-startup', 'startup project is the Api. --project src/Ledgerline.Infrastructure --startup-project src/Ledgerline.Api, every single time'],
      ['ok', `dotnet ef migrations add AddFxRateSource ${EF_FLAGS}`],
      ['prompt', 'decimal-money', 'Rate and Amount are double in the new entity?? money is decimal. always. HasPrecision(19,4) in the configuration'],
      ['agent', 'decimal-money', 'Wrong: used double for FxRate.Rate and Payment.Amount. Right: money and rates are decimal with HasPrecision(19, 4), never double or float.'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-09-11T07:30:00Z',
    steps: [
      ['fail', 'bsd-sed', "cd web && sed -i 's/\"version\": \"1.8.0\"/\"version\": \"1.9.0\"/' package.json", 'sed: 1: "package.json": extra characters at the end of p command', 1, 'Bump the web version'],
      ['prompt', 'bsd-sed', "mac sed. -i ''"],
      ['fail', 'nvm-node20', 'cd web && npx ng build backoffice', ANG_NODE('v16.20.2'), 3],
      ['prompt', 'nvm-node20', "nvm use first, .nvmrc says 20.11.1. you're on the system node 16"],
      ['ok', 'source ~/.nvm/nvm.sh && cd web && nvm use && npx ng build backoffice'],
      ['fail', 'x:ng-build-ts', 'cd web && npx ng build backoffice', NG_TS_ERROR, 1],
    ],
  },
  {
    machine: 'wincodex7', project: 'ledgerline', start: '2026-09-11T12:00:00Z',
    steps: [
      ['fail', 'pwsh-rm', 'rm -rf src/Ledgerline.Api/bin src/Ledgerline.Api/obj', "Remove-Item: A parameter cannot be found that matches parameter name 'rf'.", 1],
      ['prompt', 'pwsh-rm', "powershell'de rm -rf yok, Remove-Item -Recurse -Force kullan"],
      ['fail', 'x:remove-item-locked', 'Remove-Item -Recurse -Force src/Ledgerline.Api/bin, src/Ledgerline.Api/obj', REMOVE_LOCKED, 1],
      ['fail', 'pwsh-grep', 'grep -rn "FxRateProvider" src', PWSH_NOT_FOUND('grep'), 1],
      ['agent', 'pwsh-grep', 'Wrong: used grep in pwsh on Windows (not recognized). Right: Select-String (sls) or git grep.'],
      ['ok', 'Get-ChildItem -Recurse src -Filter *.cs | Select-String "FxRateProvider"'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerline', start: '2026-09-14T07:10:00Z',
    steps: [
      ['fail', 'az-subscription', 'az webapp show --name app-ledgerline-api --resource-group rg-ledgerline-dev --query state -o tsv', AZ_RG_NOT_FOUND, 3],
      ['prompt', 'az-subscription', "wrong subscription, you're on the holding's default one. az account set --subscription Ledgerline-NonProd"],
      ['ok', 'az account set --subscription Ledgerline-NonProd && az webapp show --name app-ledgerline-api --resource-group rg-ledgerline-dev --query state -o tsv'],
      ['fail', 'kv-name', 'az keyvault secret list --vault-name ledgerline-kv --query "[].name" -o tsv', KV_DNS('ledgerline-kv', '[Errno 8] nodename nor servname provided, or not known', '0x10b2c7d10'), 1],
      ['prompt', 'kv-name', 'vault is kv-ledgerline-dev'],
      ['prompt', 'x:slot-list-request', 'list the deployment slots on app-ledgerline-api and tell me which commit is on staging right now'],
    ],
  },
  {
    machine: 'win', project: 'ledgerline', start: '2026-09-14T14:00:00Z',
    steps: [
      ['fail', 'ng-npx', 'cd web && ng serve', '/usr/bin/bash: line 1: ng: command not found', 127, 'Start the Angular dev server'],
      ['prompt', 'ng-npx', 'npx ng, de cli staat niet globaal'],
      ['fail', 'x:ng-port', 'cd web && npx ng serve backoffice', "An unhandled exception occurred: Port 4200 is already in use. Use '--port' to specify a different port.\nSee \"C:\\Users\\mika\\AppData\\Local\\Temp\\ng-aK3x9Q\\angular-errors.log\" for further details.", 1],
    ],
  },
  {
    machine: 'wsl', project: 'ledgerline', start: '2026-09-15T06:45:00Z',
    steps: [
      ['fail', 'sqlcmd-trust', `${SQLCMD} -d Ledgerline_Dev -Q "SELECT TOP 5 * FROM dbo.FxRates ORDER BY RateDate DESC"`, SQL_CERT_OPENSSL11, 1],
      ['prompt', 'sqlcmd-trust', "-C. the container has a self-signed cert and odbc 18 won't trust it"],
      ['fail', 'crlf', 'bash eng/wait-for-sql.sh', CRLF_SCRIPT, 2],
      ['agent', 'crlf', 'Wrong: ran eng/wait-for-sql.sh from a checkout with CRLF line endings. Right: in WSL set git config core.autocrlf input and re-checkout the scripts before running them.'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-09-15T11:30:00Z',
    steps: [
      ['fail', 'x:docker-daemon-down', 'docker compose up -d sql', 'Cannot connect to the Docker daemon at unix:///Users/kai/.docker/run/docker.sock. Is the docker daemon running?', 1],
      ['fail', 'ef-tool-restore', `dotnet ef database update ${EF_FLAGS}`, EF_RESTORE, 1],
      ['prompt', 'ef-tool-restore', 'again?? tool restore'],
      ['fail', 'x:ef-object-exists', `dotnet tool restore && dotnet ef database update ${EF_FLAGS}`, EF_OBJECT_EXISTS, 1],
    ],
  },
  {
    machine: 'winps', project: 'ledgerline', start: '2026-09-16T08:15:00Z',
    steps: [
      ['fail', 'pwsh-env', 'export DOTNET_ENVIRONMENT=Development', PS51_NOT_FOUND('export', 'export DOTNET_ENVIRONMENT=Development'), 1],
      ['prompt', 'pwsh-env', "on est sous PowerShell ici : $env:DOTNET_ENVIRONMENT = 'Development', pas export"],
      ['fail', 'ps51-andand', 'cd web && npm ci', PS51_ANDAND('cd web && npm ci'), 1],
      ['agent', 'ps51-andand', 'Wrong: chained commands with && in Windows PowerShell 5.1, where it is not a valid statement separator. Right: run them in pwsh 7, or separate with ;.'],
      ['fail', 'x:pwsh-exec-policy', '.\\eng\\test.ps1 -Filter "Category!=Integration"', EXEC_POLICY, 1],
      ['ok', 'pwsh -ExecutionPolicy Bypass -File .\\eng\\test.ps1 -Filter "Category!=Integration"'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerline', start: '2026-09-16T13:40:00Z',
    steps: [
      ['fail', 'no-push-develop', 'git push origin HEAD:develop', TF402455('HEAD -> develop'), 1],
      ['prompt', 'no-push-develop', "never push to develop, it's PR only. push the feature branch and open a PR"],
      ['fail', 'az-devops-defaults', 'az repos pr create --source-branch feature/LL-412-fx-rates --target-branch develop --title "LL-412 FX rates"', AZ_DEVOPS_ORG, 1],
      ['prompt', 'az-devops-defaults', 'az devops configure --defaults organization=https://dev.azure.com/ledgerline project=Backoffice first'],
      ['ok', 'az devops configure --defaults organization=https://dev.azure.com/ledgerline project=Backoffice && az repos pr create --source-branch feature/LL-412-fx-rates --target-branch develop --title "LL-412 FX rates"'],
    ],
  },
  {
    machine: 'wincodex7', project: 'ledgerline', start: '2026-09-17T07:20:00Z',
    steps: [
      ['fail', 'nvm-node20', 'cd web; npx ng test backoffice --watch=false --browsers=ChromeHeadless', ANG_NODE('v18.12.1'), 3],
      ['prompt', 'nvm-node20', 'nvm-windows ignores .nvmrc. nvm use 20.11.1 yourself before anything in web/'],
      ['fail', 'x:ng-test-failure', 'nvm use 20.11.1; cd web; npx ng test backoffice --watch=false --browsers=ChromeHeadless', NG_TEST_FAILED, 1],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-09-17T12:00:00Z',
    steps: [
      ['fail', 'ef-pin-8', 'dotnet add src/Ledgerline.Infrastructure package Microsoft.EntityFrameworkCore.Design', NU1605, 1],
      ['prompt', 'ef-pin-8', "we're on EF 8. --version 8.0.11 like every other EF package"],
      ['agent', 'ef-pin-8', 'Wrong: added Microsoft.EntityFrameworkCore.Design without a version and got 9.0.0 (NU1605 downgrade). Right: pin EF Core packages to 8.0.11 to match the rest of the solution.'],
      ['prompt', 'user-secrets', 'the conn string does NOT go in appsettings.Development.json. dotnet user-secrets set, the Api already has a UserSecretsId'],
      ['ok', 'dotnet user-secrets set "ConnectionStrings:Ledger" "Server=localhost,1433;Database=Ledgerline_Dev;User Id=sa;Password=$SA_PASSWORD;TrustServerCertificate=True" --project src/Ledgerline.Api'],
      ['fail', 'x:user-secrets-id', 'dotnet user-secrets set "Fx:ApiKey" "$FX_API_KEY" --project src/Ledgerline.Worker', "Could not find the global property 'UserSecretsId' in MSBuild project '/Users/kai/ledgerline/src/Ledgerline.Worker/Ledgerline.Worker.csproj'. Ensure this property is set in the project or use the '--id' command line option.", 1],
    ],
  },
  {
    machine: 'wsl', project: 'ledgerline', start: '2026-09-18T07:00:00Z',
    steps: [
      ['fail', 'sql-container-name', 'docker start mssql', `${NO_SUCH_CONTAINER('mssql')}\nError: failed to start containers: mssql`, 1],
      ['prompt', 'sql-container-name', 'docker compose up -d sql. nothing here is called mssql'],
      ['fail', 'x:port-1433', 'docker compose up -d sql', DOCKER_PORT_TAKEN, 1],
      ['fail', 'x:sql-login-timeout', `${SQLCMD} -C -d Ledgerline_Dev -Q "SELECT 1"`, SQL_LOGIN_TIMEOUT, 1],
      ['ok', `bash eng/wait-for-sql.sh && ${SQLCMD} -C -d Ledgerline_Dev -Q "SELECT 1"`],
    ],
  },
  {
    machine: 'mac', project: 'ledgerline', start: '2026-09-21T08:30:00Z',
    steps: [
      ['prompt', 'ef-prod', 'WAIT. why is --connection pointing at sql-ledgerline-prod?? never run database update against prod, migrations go out through the release pipeline'],
      ['agent', 'ef-prod', 'Wrong: was about to run dotnet ef database update with the production connection string. Right: only ever update the local Ledgerline_Dev; prod migrations are applied by the release pipeline.'],
      ['prompt', 'x:migration-request', 'ok. add a migration for the new IbanVerified column on Counterparty'],
      ['ok', `dotnet ef migrations add AddIbanVerified ${EF_FLAGS}`],
    ],
  },
  {
    machine: 'winps', project: 'ledgerline', start: '2026-09-21T13:10:00Z',
    steps: [
      ['fail', 'pwsh-rm', 'rm -rf web/node_modules, web/.angular', PS51_RM_RF('rm -rf web/node_modules, web/.angular'), 1],
      ['agent', 'pwsh-rm', 'Wrong: rm -rf in Windows PowerShell, where rm is Remove-Item and has no -rf. Right: Remove-Item -Recurse -Force <paths>.'],
      ['fail', 'ng-npx', 'ng version', PS51_NOT_FOUND('ng', 'ng version'), 1],
      ['prompt', 'ng-npx', "npx ng version — ng isn't on the path on any of our machines"],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-09-22T07:40:00Z',
    steps: [
      ['fail', 'mac-date', 'date -d "yesterday" +%Y-%m-%d', MAC_DATE_USAGE, 1, 'Get yesterday\'s date for the FX fetch'],
      ['prompt', 'mac-date', 'macOS date has no -d. date -v-1d +%F'],
      ['ok', 'curl -s "https://fx.internal.ledgerline.nl/rates?date=$(date -v-1d +%F)" | jq length'],
      ['prompt', 'x:date-format-request', 'the fx export file names should use ISO dates, like fx-rates-2026-09-21.csv'],
      ['fail', 'bsd-sed', "cd src/Ledgerline.Api && sed -i 's/\"Default\": \"Information\"/\"Default\": \"Debug\"/' appsettings.Development.json", 'sed: 1: "appsettings.Developm ...": command a expects \\ followed by text', 1],
      ['prompt', 'bsd-sed', "bsd sed on the mac again. -i '' or gsed"],
    ],
  },
  {
    machine: 'ci', project: 'ledgerline', start: '2026-09-22T12:20:00Z',
    steps: [
      ['fail', 'sdk-pin', 'dotnet build Ledgerline.sln -c Release', SDK_MISSING('build', '/workspace/global.json', '8.0.110 [/usr/lib/dotnet/sdk]\n9.0.101 [/usr/lib/dotnet/sdk]'), 145],
      ['agent', 'sdk-pin', 'Wrong: relied on whatever dotnet SDK the agent image has. Right: UseDotNet@2 with useGlobalJson: true so the pipeline installs 8.0.404 from global.json; never edit global.json to match the image.'],
      ['fail', 'x:nuget-401', 'dotnet restore Ledgerline.sln', NU1301, 1],
      ['fail', 'x:npm-ci-outofsync', 'npm ci --prefix web', NPM_OUT_OF_SYNC, 1],
      ['ok', 'dotnet test Ledgerline.sln --filter "Category!=Integration" --logger trx --results-directory TestResults'],
    ],
  },
  {
    machine: 'wincodex7', project: 'ledgerline', start: '2026-09-23T08:00:00Z',
    steps: [
      ['fail', 'sln-file', 'dotnet test --filter "Category!=Integration"', MSB1011, 1],
      ['prompt', 'sln-file', 'two sln files in the root. Ledgerline.sln, always'],
      ['prompt', 'test-wrapper', 'and use eng/test.ps1 for tests, it starts the sql container and sets the runsettings. raw dotnet test skips the coverage settings'],
      ['fail', 'x:dotnet-test-assert', 'pwsh ./eng/test.ps1 -Filter "Category!=Integration"', TEST_ASSERT, 1],
      ['prompt', 'x:half-even', "half-even rounding is on purpose (LL-398), fix the test data, not FxConverter"],
    ],
  },
  {
    machine: 'mac', project: 'ledgerline', start: '2026-09-23T13:30:00Z',
    steps: [
      ['fail', 'slot-name', 'az webapp deploy --resource-group rg-ledgerline-dev --name app-ledgerline-api --slot stage --src-path artifacts/api.zip --type zip', SLOT_NOT_FOUND('stage'), 3],
      ['prompt', 'slot-name', "slot's called staging. not stage"],
      ['ok', 'az webapp deploy --resource-group rg-ledgerline-dev --name app-ledgerline-api --slot staging --src-path artifacts/api.zip --type zip'],
      ['prompt', 'slot-swap', "don't swap. you deploy to staging and stop there, the release pipeline swaps after approval"],
      ['agent', 'slot-swap', 'Wrong: planned to run az webapp deployment slot swap into production. Right: never swap slots from the CLI; the release pipeline does the swap after approval.'],
      ['prompt', 'x:swap-question', "what's the difference between swap with preview and a normal swap? just curious"],
    ],
  },
  {
    machine: 'win', project: 'ledgerline', start: '2026-09-24T07:15:00Z',
    steps: [
      ['fail', 'az-subscription', 'az sql db show --server sql-ledgerline-dev --name Ledgerline --resource-group rg-ledgerline-dev', AZ_RG_NOT_FOUND, 3],
      ['prompt', 'az-subscription', 'je zit in de verkeerde subscription, eerst az account set -s Ledgerline-NonProd'],
      ['fail', 'x:az-token-expired', 'az account set -s Ledgerline-NonProd', AZ_TOKEN_EXPIRED, 1],
      ['ok', 'az login --tenant ledgerline.onmicrosoft.com && az account set -s Ledgerline-NonProd'],
      ['fail', 'kv-name', 'az keyvault secret list --vault-name kv-ledgerline -o table', KV_DNS('kv-ledgerline', '[Errno 11001] getaddrinfo failed', '0x000001F3A8C2D410'), 1],
      ['prompt', 'kv-name', 'kv-ledgerline-dev. -dev suffix, there is no bare kv-ledgerline'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-09-24T12:40:00Z',
    steps: [
      ['prompt', 'kv-no-print', 'NEVER dump secret values into the terminal. you just printed the FX api key. --query id, or reference it'],
      ['agent', 'kv-no-print', 'Wrong: printed a Key Vault secret value with az keyvault secret show --query value. Right: never output secret values; list names or ids only and wire secrets through Key Vault references or user-secrets.'],
      ['fail', 'x:kv-forbidden', 'az keyvault secret list --vault-name kv-ledgerline-test --query "[].name" -o tsv', KV_FORBIDDEN, 1],
    ],
  },
  {
    machine: 'wsl', project: 'ledgerline', start: '2026-09-28T07:00:00Z',
    steps: [
      ['fail', 'db-name', 'dotnet run --project src/Ledgerline.Api --no-launch-profile', API_WRONG_DB, 134],
      ['prompt', 'db-name', 'veritabanının adı Ledgerline_Dev, LedgerlineDb diye bir şey yok. user-secrets\'ı düzelt'],
      ['fail', 'sqlcmd-trust', `${SQLCMD} -d Ledgerline_Dev -i scripts/seed-fx.sql`, SQL_CERT_OPENSSL3, 1],
      ['prompt', 'sqlcmd-trust', 'same as last week, sqlcmd needs -C for the self signed cert'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerline', start: '2026-09-28T11:50:00Z',
    steps: [
      ['prompt', 'npm-ci', "why is package-lock.json in the diff again. npm ci. we don't npm install unless we're changing deps"],
      ['agent', 'npm-ci', 'Wrong: ran npm install in web/, which rewrote package-lock.json. Right: npm ci to install; npm install only when deliberately changing dependencies.'],
      ['fail', 'x:npm-network', 'git checkout -- web/package-lock.json && cd web && npm ci', NPM_ECONNRESET, 1],
      ['prompt', 'x:vpn', 'vpn dropped, reconnected. go again'],
      ['ok', 'cd web && npm ci'],
    ],
  },
  {
    machine: 'wincodex7', project: 'ledgerline', start: '2026-09-29T08:20:00Z',
    steps: [
      ['fail', 'pwsh-env', 'export NODE_OPTIONS=--max-old-space-size=8192; cd web; npx ng build backoffice', PWSH_NOT_FOUND('export'), 1],
      ['agent', 'pwsh-env', "Wrong: used bash export in pwsh. Right: set environment variables with $env:NODE_OPTIONS = '--max-old-space-size=8192'."],
      ['fail', 'ng-project', 'cd web; npx ng build', ANG_MULTI('build'), 1],
      ['prompt', 'ng-project', 'ng build backoffice. ui-kit is the lib, it builds on its own'],
      ['ok', "$env:NODE_OPTIONS = '--max-old-space-size=8192'; cd web; npx ng build backoffice --configuration production"],
      ['fail', 'pwsh-grep', 'Get-ChildItem -Recurse src -Filter *.cs | grep "double "', PWSH_NOT_FOUND('grep'), 1],
      ['prompt', 'pwsh-grep', 'no grep on windows. Select-String'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-09-30T07:10:00Z',
    steps: [
      ['fail', 'ng-project', 'cd web && npx ng test --watch=false', ANG_MULTI('test'), 1],
      ['agent', 'ng-project', 'Wrong: ran ng test without a project in the multi-project workspace. Right: name the app, npx ng test backoffice (ui-kit is tested separately).'],
      ['prompt', 'user-secrets', 'connectionstrings horen in user-secrets, niet in appsettings.Development.json. die file staat gewoon in git'],
      ['agent', 'user-secrets', 'Wrong: put the SQL connection string in appsettings.Development.json (committed). Right: connection strings go in dotnet user-secrets for the Api.'],
      ['prompt', 'decimal-money', 'and FeeAmount is a double again. how many times. decimal for anything that is money'],
    ],
  },
  {
    machine: 'winps', project: 'ledgerline', start: '2026-10-01T12:00:00Z',
    steps: [
      ['fail', 'x:git-typo', 'git chekcout develop', "git: 'chekcout' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcheckout", 1],
      ['fail', 'no-push-develop', 'git push', TF402455('develop -> develop'), 1],
      ['prompt', 'no-push-develop', 'on ne pousse jamais directement sur develop. une branche, une PR'],
      ['fail', 'x:push-nonff', 'git push origin feature/LL-440-fee-schedule', PUSH_NON_FF('feature/LL-440-fee-schedule'), 1],
      ['ok', 'git pull --rebase origin feature/LL-440-fee-schedule; git push origin feature/LL-440-fee-schedule'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerline', start: '2026-10-02T07:30:00Z',
    steps: [
      ['prompt', 'migration-immutable', "you edited 20260915090112_AddFxRateTable.cs? that one is merged and applied in test. never touch applied migrations, add a new one"],
      ['agent', 'migration-immutable', 'Wrong: edited a migration that is already merged and applied. Right: leave applied migrations untouched and add a new migration for the change.'],
      ['fail', 'x:ef-build-failed', `dotnet ef migrations add WidenFxRatePrecision ${EF_FLAGS}`, 'Build started...\nBuild failed. Use dotnet build to see the errors.', 1],
      ['prompt', 'x:rate-precision', 'Rate should be decimal(18,8) btw, some of the exotic pairs have 6+ decimals'],
    ],
  },
  {
    machine: 'wsl', project: 'ledgerline', start: '2026-10-05T08:40:00Z',
    steps: [
      ['fail', 'x:az-devops-ext', 'az pipelines run --name ledgerline-ci --branch feature/LL-440-fee-schedule', AZ_DEVOPS_EXT, 1],
      ['ok', 'az extension add --name azure-devops'],
      ['fail', 'az-devops-defaults', 'az pipelines runs list --branch develop --top 5 -o table', AZ_DEVOPS_PROJECT, 1],
      ['agent', 'az-devops-defaults', 'Wrong: ran az pipelines without the Azure DevOps defaults. Right: az devops configure --defaults organization=https://dev.azure.com/ledgerline project=Backoffice first.'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-10-06T13:00:00Z',
    steps: [
      ['fail', 'sdk-pin', 'dotnet test Ledgerline.sln', SDK_MISSING('test', '/Users/kai/ledgerline/global.json', '9.0.101 [/usr/local/share/dotnet/sdk]\n10.0.100-rc.1.25451.107 [/usr/local/share/dotnet/sdk]'), 145],
      ['prompt', 'sdk-pin', 'do not bump global.json to 9!! install 8.0.404 next to it'],
      ['prompt', 'test-wrapper', 'eng/test.ps1 (pwsh is on your mac too), not dotnet test directly'],
      ['ok', 'pwsh ./eng/test.ps1'],
    ],
  },
  {
    machine: 'wincodex7', project: 'ledgerline', start: '2026-10-07T07:20:00Z',
    steps: [
      ['fail', 'ef-tool-restore', `dotnet ef migrations list ${EF_FLAGS}`, EF_RESTORE, 1],
      ['prompt', 'ef-tool-restore', 'eerst dotnet tool restore, dotnet-ef is een local tool en niet globaal geïnstalleerd'],
      ['prompt', 'x:tr-unit-test', 'FxRateService için birkaç unit test yazar mısın? özellikle hafta sonu kurları için'],
    ],
  },
  {
    machine: 'mac', project: 'ledgerline', start: '2026-10-08T11:00:00Z',
    steps: [
      ['fail', 'x:sed-typo', "sed -i '' 's#apiBase: .*#apiBase: \"/api\",#' web/src/environments/enviroment.ts", 'sed: web/src/environments/enviroment.ts: No such file or directory', 1],
      ['prompt', 'migration-immutable', 'nope. new migration. 20260915 is already applied in test'],
      ['prompt', 'ef-prod', 'en nooit database update tegen prod draaien, ook niet "even snel". dat doet de release pipeline'],
    ],
  },
  {
    machine: 'win', project: 'ledgerline', start: '2026-10-12T07:00:00Z',
    steps: [
      ['fail', 'sln-file', 'dotnet build -c Release', MSB1011, 1],
      ['prompt', 'sln-file', 'Ledgerline.sln. always name it, the Tools sln is legacy'],
      ['prompt', 'test-wrapper', 'and tests through eng/test.ps1!! it spins up sql first'],
      ['prompt', 'x:pipeline-red-nl', 'de ci run op develop is rood, kun je naar de falende test in Ledgerline.Api.Tests kijken?'],
    ],
  },
  {
    machine: 'mac2', project: 'ledgerline', start: '2026-10-14T08:00:00Z',
    steps: [
      ['fail', 'mac-date', 'date -d "$(git log -1 --format=%cI)" +%s', MAC_DATE_USAGE, 1],
      ['agent', 'mac-date', 'Wrong: used GNU date -d on macOS. Right: BSD date -j -f / -v (date -v-1d +%F) or gdate from coreutils.'],
      ['fail', 'tools18-path', 'docker exec ledgerline-sql /opt/mssql-tools/bin/sqlcmd -S localhost -U sa -P "$SA_PASSWORD" -C -Q "SELECT @@VERSION"', OCI_OLD_TOOLS, 126],
      ['agent', 'tools18-path', 'Wrong: called /opt/mssql-tools/bin/sqlcmd in the SQL Server 2022 container. Right: /opt/mssql-tools18/bin/sqlcmd (with -C).'],
      ['ok', 'docker exec ledgerline-sql /opt/mssql-tools18/bin/sqlcmd -S localhost -U sa -P "$SA_PASSWORD" -C -Q "SELECT @@VERSION"'],
    ],
  },
  {
    machine: 'wincodex7', project: 'ledgerline', start: '2026-10-15T07:40:00Z',
    steps: [
      ['fail', 'slot-name', 'az webapp log tail --name app-ledgerline-api --resource-group rg-ledgerline-dev --slot stage', SLOT_NOT_FOUND('stage'), 3],
      ['agent', 'slot-name', "Wrong: used slot name 'stage'. Right: the App Service slot is called staging."],
      ['prompt', 'slot-swap', 'and no swapping to production yourself. only the release pipeline swaps, after approval'],
      ['prompt', 'npm-ci', 'npm ci!! npm install rewrites the lockfile'],
      ['prompt', 'kv-no-print', "n'affiche jamais la valeur d'un secret du Key Vault dans le terminal, juste le nom"],
    ],
  },
];
