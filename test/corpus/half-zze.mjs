// Half ZZE, written blind: "wicket", an iOS and macOS cricket-scoring app in Swift 6 (Xcode project
// driven by xcodebuild/simctl, SPM only, fastlane via bundler, SwiftLint and swift-format, xcconfig
// per configuration) with a small Vapor backend under server/. Apple-silicon and Intel Macs (zsh),
// Ubuntu 24.04 CI (bash). The team writes English, Korean, Italian and Turkish.
const SIM16 = '5C2D9A4E-7F1B-4E0A-9D33-2B8C61F0A7E2';
const SIM16PRO = 'A81E0C57-3B92-4C1D-8E6F-0D4A2B7C9E15';
const DEST = `-destination "platform=iOS Simulator,name=iPhone 16,OS=18.2"`;

const DEST_NOT_FOUND = (name, os, arch, macId) => `xcodebuild: error: Unable to find a destination matching the provided destination specifier:
\t\t{ platform:iOS Simulator, OS:${os}, name:${name} }

\tThe requested device could not be found because no available devices matched the request.

\tAvailable destinations for the "Wicket" scheme:
\t\t{ platform:macOS, arch:${arch}, variant:Designed for [iPad,iPhone], id:${macId}, name:My Mac }
\t\t{ platform:iOS Simulator, id:${SIM16}, OS:18.2, name:iPhone 16 }
\t\t{ platform:iOS Simulator, id:${SIM16PRO}, OS:18.2, name:iPhone 16 Pro }
\t\t{ platform:iOS Simulator, id:0F3B7D21-6C48-4A9E-B1D5-93E2C8A4F760, OS:18.2, name:iPad (10th generation) }`;
const CONCRETE = (dest) => `Command line invocation:
    /Applications/Xcode-16.2.app/Contents/Developer/usr/bin/xcodebuild test -project Wicket.xcodeproj -scheme Wicket${dest}

User defaults from command line:
    IDEPackageSupportUseBuiltinSCM = YES

xcodebuild: error: Failed to build project Wicket with scheme Wicket.: Cannot test target “WicketTests” on “Any iOS Device”: Tests must be run on a concrete device`;
const NO_SCHEME = (name) => `xcodebuild: error: The project named "Wicket" does not contain a scheme named "${name}". The "-list" option can be used to find the names of the schemes in the project.`;
const NO_WORKSPACE = "xcodebuild: error: 'Wicket.xcworkspace' does not exist.";
const GREP_USAGE = 'grep: invalid option -- P\nusage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const DATE_USAGE = (opt) => `date: illegal option -- ${opt}
usage: date [-jnRu] [-I[date|hours|minutes|seconds|ns]] [-f input_fmt]
            [ -z output_zone ] [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]
            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]`;
const STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const NO_PACKAGE = 'error: Could not find Package.swift in this directory or any of its parent directories.';
const FASTLANE_NO_BUNDLE = `[!] fastlane detected a Gemfile in the current directory
[!] However, it seems like you didn't use \`bundle exec\`
[!] To launch fastlane faster, please use
[!]
[!] $ bundle exec fastlane beta
[!]
[!] Get started using a Gemfile for fastlane https://docs.fastlane.tools/getting-started/ios/setup/#use-a-gemfile
[09:14:52]: ------------------------------
[09:14:52]: --- Step: default_platform ---
[09:14:52]: ------------------------------
[09:14:52]: Driving the lane 'ios beta' 🚀
[!] Could not find action, lane or variable 'firebase_app_distribution'. Check out the documentation for more details: https://docs.fastlane.tools/actions`;
const PSQL_GENERIC = `[ INFO ] Migrate Command: Prepare
Swift/ErrorType.swift:253: Fatal error: Error raised at top level: PSQLError – Generic description to prevent accidental leakage of sensitive data. For debugging details, use \`String(reflecting: error)\`.

💣 Program crashed: Illegal instruction at 0x00007f3a1c2e4b12
Thread 0 crashed:`;
const PSQL_REFUSED = `[ INFO ] Migrate Command: Prepare
Swift/ErrorType.swift:253: Fatal error: Error raised at top level: PSQLError(code: connectionError, underlying: NIOPosix.NIOConnectionError(host: "localhost", port: 5432, dnsAAAAError: nil, dnsAError: nil, connectionErrors: [NIOPosix.SingleConnectionFailure(target: [IPv4]localhost/127.0.0.1:5432, error: connection reset (error set): Connection refused (errno: 111))]))`;
const SWIFT_TEST_FAIL = `◇ Test run started.
↳ Testing Library Version: 6.0.3 (Xcode 16.2)
◇ Suite ScoringTests started.
✘ Test overRollsOverAfterSixLegalBalls() recorded an issue at ScoringTests.swift:42:9: Expectation failed: (innings.overs → 0.6) == 1.0
✘ Suite ScoringTests failed after 0.012 seconds with 1 issue.
✘ Test run with 48 tests failed after 0.214 seconds with 1 issue.

Failing tests:
\tWicketTests/ScoringTests/overRollsOverAfterSixLegalBalls()

** TEST FAILED **`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'wicket', start: '2026-03-02T08:40:00Z',
    steps: [
      ['fail', 'xcb-destination', 'xcodebuild test -project Wicket.xcodeproj -scheme Wicket', CONCRETE(''), 70, 'Run the unit tests'],
      ['prompt', 'xcb-destination', "always give xcodebuild a destination, -destination 'platform=iOS Simulator,name=iPhone 16' — scripts/test.sh does exactly that"],
      ['ok', `set -o pipefail && xcodebuild test -project Wicket.xcodeproj -scheme Wicket ${DEST} | xcbeautify`],
      ['prompt', 'x:changelog', 'nice. add a CHANGELOG entry under Unreleased for the scorecard share-sheet fix'],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-03-02T13:10:00Z',
    steps: [
      ['fail', 'brew-prefix', './scripts/lint.sh', './scripts/lint.sh: line 6: /opt/homebrew/bin/swiftlint: No such file or directory', 127, 'Run SwiftLint'],
      ['prompt', 'brew-prefix', "this is my intel mac, brew lives in /usr/local here. scripts can't hardcode /opt/homebrew"],
      ['fail', 'x:brew-update-network', 'brew install swiftlint', '==> Downloading https://ghcr.io/v2/homebrew/core/swiftlint/manifests/0.57.1\ncurl: (6) Could not resolve host: ghcr.io\n\nError: swiftlint: Failed to download resource "swiftlint_bottle_manifest"\nDownload failed: https://ghcr.io/v2/homebrew/core/swiftlint/manifests/0.57.1', 1],
      ['fail', 'x:swiftlint-violation', 'swiftlint lint --strict', 'Linting Swift files in current working directory\nLinting \'Innings.swift\' (112/214)\n/Users/kai/wicket/Sources/Wicket/Scoring/Innings.swift:88:1: error: Line Length Violation: Line should be 160 characters or less; currently it has 171 characters (line_length)\nDone linting! Found 1 violation, 1 serious in 214 files.', 2],
    ],
  },
  {
    machine: 'ci', project: 'wicket', start: '2026-03-03T07:20:00Z',
    steps: [
      ['fail', 'ci-no-xcode', `xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} build`, 'bash: line 1: xcodebuild: command not found', 127],
      ['agent', 'ci-no-xcode', 'Ran xcodebuild on the Ubuntu runner, which has no Xcode; the ubuntu job only builds server/ and runs scripts/, the app is built and tested on the macOS job.'],
      ['fail', 'compose-v2', 'docker-compose -f server/docker-compose.yml up -d db', 'bash: line 1: docker-compose: command not found', 127],
      ['ok', 'docker compose -f server/docker-compose.yml up -d db'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-03-03T09:30:00Z',
    steps: [
      ['fail', 'no-cocoapods', 'pod install', '(eval):1: command not found: pod', 127, 'Install dependencies'],
      ['prompt', 'no-cocoapods', "we left cocoapods a year ago. there's no Podfile, packages are SPM inside the xcodeproj"],
      ['fail', 'xcb-project', `xcodebuild -workspace Wicket.xcworkspace -scheme Wicket ${DEST} build`, NO_WORKSPACE, 66],
      ['prompt', 'xcb-project', 'no workspace either, -project Wicket.xcodeproj'],
      ['ok', `xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} build | xcbeautify`],
    ],
  },
  {
    machine: 'linux', project: 'wicket', start: '2026-03-04T10:00:00Z',
    steps: [
      ['fail', 'server-package-path', 'swift build', NO_PACKAGE, 1, 'Build the backend'],
      ['prompt', 'server-package-path', 'the Vapor app is under server/. swift build --package-path server, or cd server first'],
      ['fail', 'server-db', 'swift run --package-path server App migrate --yes', PSQL_GENERIC, 132],
      ['prompt', 'server-db', "local db for the server is the compose postgres on 5433 (DATABASE_PORT=5433 in server/.env.development). 5432 is somebody's system postgres"],
      ['ok', 'DATABASE_PORT=5433 swift run --package-path server App migrate --yes'],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-03-05T08:15:00Z',
    steps: [
      ['fail', 'bundle-fastlane', 'fastlane beta', FASTLANE_NO_BUNDLE, 1, 'Ship a TestFlight build'],
      ['prompt', 'bundle-fastlane', 'bundle exec fastlane beta. always through bundler, the plugins are in the Gemfile'],
      ['fail', 'system-ruby', 'bundle install', "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n\nYour user account isn't allowed to install to the system RubyGems.\n  You can cancel this installation and run:\n\n      bundle config set --local path 'vendor/bundle'\n      bundle install\n\n  to install the gems into ./vendor/bundle/, or you can enter your password\n  and install the bundled gems to RubyGems using sudo.\n\n  Password:", 1],
      ['prompt', 'system-ruby', 'dont install into the system ruby. bundle config set --local path vendor/bundle then bundle install'],
      ['ok', 'bundle config set --local path vendor/bundle && bundle install'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-03-06T14:00:00Z',
    steps: [
      ['fail', 'sed-inplace', "sed -i 's/MARKETING_VERSION = 2.3.0/MARKETING_VERSION = 2.3.1/' Config/Shared.xcconfig", 'sed: 1: "Config/Shared.xcconfig": invalid command code C', 1, 'Bump the marketing version'],
      ['prompt', 'sed-inplace', "mac sed. and bump-version.sh runs on ubuntu too, so sed -i.bak '...' file && rm file.bak, that works on both"],
      ['fail', 'date-d', 'date -d "$(git log -1 --format=%cI)" +%Y%m%d%H%M', DATE_USAGE('d'), 1],
      ['prompt', 'date-d', '맥에서는 date -d 안 돼요. scripts/build-number.sh 는 CI 에서도 돌아가니까 git log -1 --format=%ct 로 epoch 받아서 쓰세요'],
    ],
  },
  {
    machine: 'codex', project: 'wicket', start: '2026-03-07T09:00:00Z',
    steps: [
      ['fail', 'python3', 'python scripts/gen_l10n.py --check', 'bash: line 1: python: command not found', 127],
      ['agent', 'python3', 'Called `python` on Ubuntu 24.04 where only python3 exists; run scripts/gen_l10n.py with python3.'],
      ['fail', 'x:python-module', 'python3 scripts/gen_l10n.py --check', 'Traceback (most recent call last):\n  File "/home/dev/wicket/scripts/gen_l10n.py", line 4, in <module>\n    import yaml\nModuleNotFoundError: No module named \'yaml\'', 1],
      ['ok', 'python3 -m venv .venv && .venv/bin/pip install -r scripts/requirements.txt'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-03-09T08:50:00Z',
    steps: [
      ['fail', 'xcb-scheme', `xcodebuild -project Wicket.xcodeproj -scheme wicket ${DEST} build`, NO_SCHEME('wicket'), 65],
      ['prompt', 'xcb-scheme', 'Wicket with a capital W. WicketKit is the framework scheme, the app scheme is Wicket'],
      ['prompt', 'x:scheme-rename', 'btw should we rename WicketKit to WicketCore at some point? just thinking out loud, no action needed'],
      ['fail', 'xcbeautify', `set -o pipefail && xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} build | xcpretty`, '(eval):1: command not found: xcpretty', 127],
      ['prompt', 'xcbeautify', 'we pipe through xcbeautify, xcpretty went away with the xcode 16 move'],
      ['ok', `set -o pipefail && xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} build | xcbeautify`],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-03-10T10:20:00Z',
    steps: [
      ['fail', 'xcode-select', 'xcrun simctl list devices available', 'xcrun: error: unable to find utility "simctl", not a developer tool or in PATH', 72],
      ['prompt', 'xcode-select', 'ugh my xcode-select points at CommandLineTools. sudo xcode-select -s /Applications/Xcode-16.2.app and retry'],
      ['fail', 'simctl-udid', 'xcrun simctl boot "iPhone 16"', 'Invalid device or device pair: iPhone 16', 148],
      ['prompt', 'simctl-udid', "use the udid. names are ambiguous here, I've got the 17.5 and 18.2 runtimes side by side"],
      ['ok', `xcrun simctl boot ${SIM16}`],
    ],
  },
  {
    machine: 'linux', project: 'wicket', start: '2026-03-11T09:00:00Z',
    steps: [
      ['fail', 'compose-v2', 'docker-compose -f server/docker-compose.yml up -d db', '/bin/bash: line 1: docker-compose: command not found', 127, 'Start the database'],
      ['prompt', 'compose-v2', 'compose v2 is a docker plugin now: docker compose, no dash'],
      ['fail', 'x:docker-daemon', 'docker compose -f server/docker-compose.yml up -d db', 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?', 1],
      ['ok', 'DATABASE_PORT=5433 swift run --package-path server App migrate --yes'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-03-12T15:30:00Z',
    steps: [
      ['prompt', 'match-readonly', "before you touch match: ALWAYS --readonly. without it match can regenerate the certs and everyone's profiles break"],
      ['ok', 'bundle exec fastlane match development --readonly'],
      ['fail', 'x:match-git-access', 'bundle exec fastlane match appstore --readonly', "[15:41:07]: Cloning remote git repo...\n[15:41:07]: If cloning the repo takes too long, you can use the `clone_branch_directly` option in match.\nCloning into '/var/folders/7k/q2x1m9rd4bl0c8w3tz6y5h1r0000gn/T/d20260312-41720-1x9sk2q'...\nremote: Repository not found.\nfatal: repository 'https://github.com/wicket-app/certificates.git/' not found\n[!] Error cloning certificates repo, please make sure you have read access to the repository you want to use\nRun the following command manually to make sure you're properly authenticated:\n$ git clone https://github.com/wicket-app/certificates.git", 1],
    ],
  },
  {
    machine: 'ci', project: 'wicket', start: '2026-03-13T07:05:00Z',
    steps: [
      ['fail', 'sed-inplace', "sed -i '' 's/^CURRENT_PROJECT_VERSION = .*/CURRENT_PROJECT_VERSION = 4127/' Config/Shared.xcconfig", "sed: can't read s/^CURRENT_PROJECT_VERSION = .*/CURRENT_PROJECT_VERSION = 4127/: No such file or directory", 2],
      ['agent', 'sed-inplace', "Wrote BSD-style `sed -i ''` in scripts/bump-build.sh; GNU sed on the Ubuntu runner takes '' as the script. Portable form: sed -i.bak '…' file && rm file.bak."],
      ['fail', 'x:swift-build-compile-error', 'swift build --package-path server -c release', "Building for production...\n/workspace/server/Sources/App/Controllers/MatchController.swift:58:23: error: cannot find 'MatchSummaryDTO' in scope\n 56 |     func live(req: Request) async throws -> [MatchSummaryDTO] {\n 57 |         let matches = try await Match.query(on: req.db).filter(\\.$status == .live).all()\n 58 |         return matches.map(MatchSummaryDTO.init)\n    |                       `- error: cannot find 'MatchSummaryDTO' in scope\nerror: fatalError", 1],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-03-16T09:10:00Z',
    steps: [
      ['fail', 'timeout-mac', `timeout 120 xcrun simctl bootstatus ${SIM16} -b`, 'zsh: command not found: timeout', 127],
      ['prompt', 'timeout-mac', "macOS doesn't ship timeout. gtimeout from coreutils if you really need it, but bootstatus -b already waits"],
      ['fail', 'grep-P', "grep -rnP '\\bTODO\\((?!wicket)' Sources", GREP_USAGE, 2],
      ['prompt', 'grep-P', 'bsd grep, no -P. rg is installed, or grep -E'],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-03-17T11:00:00Z',
    steps: [
      ['fail', 'no-cocoapods', 'pod install --repo-update', "[!] No `Podfile' found in the project directory.", 1],
      ['prompt', 'no-cocoapods', "CocoaPods'u çoktan bıraktık, Podfile yok artık. Paketler SPM ile Xcode projesinin içinde"],
      ['fail', 'xcode-version', `xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} build`, "xcodebuild: error: Unable to read project 'Wicket.xcodeproj'.\n\tReason: The project ‘Wicket’ cannot be opened because it is in a future Xcode project file format (77). Adjust the project format using a compatible version of Xcode to allow it to be opened by this version of Xcode.", 74],
      ['prompt', 'xcode-version', "that's xcode 15 answering. the project is swift 6, it needs 16 — xcodes select 16.2"],
      ['fail', 'x:xcodes-auth', 'xcodes install 16.2', 'Apple ID: Missing username or a password. Please try again.', 1],
      ['ok', 'xcodes installed && xcodes select 16.2'],
    ],
  },
  {
    machine: 'codex', project: 'wicket', start: '2026-03-18T08:30:00Z',
    steps: [
      ['fail', 'server-package-path', 'swift test', NO_PACKAGE, 1],
      ['agent', 'server-package-path', 'Ran swift test at the repo root, which only has the Xcode project; the Vapor package is server/, so swift test --package-path server.'],
      ['fail', 'server-db', 'psql -h localhost -U vapor wicket_dev -c "select count(*) from matches"', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  role "vapor" does not exist', 2],
      ['agent', 'server-db', "Pointed psql at the system Postgres on 5432; the server's dev database is the compose service on port 5433 (psql -p 5433)."],
      ['fail', 'x:vapor-port-in-use', 'swift run --package-path server App serve --port 8080', '[ NOTICE ] Server started on http://127.0.0.1:8080\nSwift/ErrorType.swift:253: Fatal error: Error raised at top level: bind(descriptor:ptr:bytes:): Address already in use (errno: 98)', 132],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-03-19T10:40:00Z',
    steps: [
      ['prompt', 'xcconfig-settings', "please don't put build settings in project.pbxproj. Config/Debug.xcconfig and Release.xcconfig, the pbxproj stays free of settings"],
      ['agent', 'xcconfig-settings', 'Set SWIFT_STRICT_CONCURRENCY in project.pbxproj; build settings live in Config/<Configuration>.xcconfig (Shared.xcconfig when both need it).'],
      ['prompt', 'x:iso-dates', 'the /matches endpoint should return dates as ISO 8601 with the offset, the app decoder uses .iso8601'],
      ['fail', 'x:swift6-concurrency', `xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} build`, "/Users/ana/wicket/Sources/Wicket/Live/LiveScoreStream.swift:31:17: error: main actor-isolated property 'score' can not be mutated from a nonisolated context\n        self.score = update.score\n                ^\n/Users/ana/wicket/Sources/Wicket/Live/LiveScoreStream.swift:12:9: note: mutation of this property is only permitted within the actor\n    var score: Score = .zero\n        ^\n** BUILD FAILED **", 65],
    ],
  },
  {
    machine: 'linux', project: 'wicket', start: '2026-03-20T13:00:00Z',
    steps: [
      ['fail', 'x:sed-typo', "sed -i 's/DATABASE_PORT=5432/DATABASE_PORT=5433' server/.env.development", "sed: -e expression #1, char 38: unterminated `s' command", 1],
      ['fail', 'force-push', 'git push --force origin develop', 'remote: error: GH006: Protected branch update failed for refs/heads/develop.\nremote: error: Cannot force-push to this branch\nTo github.com:wicket-app/wicket.git\n ! [remote rejected] develop -> develop (protected branch hook declined)\nerror: failed to push some refs to \'github.com:wicket-app/wicket.git\'', 1],
      ['prompt', 'force-push', 'whoa. never force-push develop. if you rewrote your own branch, --force-with-lease on that branch and only that one'],
      ['fail', 'x:git-push-nonff', 'git push origin feat/live-score', "To github.com:wicket-app/wicket.git\n ! [rejected]        feat/live-score -> feat/live-score (fetch first)\nerror: failed to push some refs to 'github.com:wicket-app/wicket.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['prompt', 'branch-develop', 'open the PR against develop. main only gets release merges'],
      ['ok', 'gh pr create --base develop --fill'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-03-23T09:00:00Z',
    steps: [
      ['fail', 'bundle-fastlane', 'fastlane match development --readonly', 'zsh: command not found: fastlane', 127],
      ['prompt', 'bundle-fastlane', "bundle exec!! there's no global fastlane on my machine and there shouldnt be"],
      ['ok', 'bundle exec fastlane match development --readonly'],
      ['prompt', 'x:fastlane-lane', 'can you add a `screenshots` lane to the Fastfile that runs snapshot for iPhone 16 and the 13" iPad?'],
      ['fail', 'swift-format', 'swiftformat --lint Sources', '(eval):1: command not found: swiftformat', 127],
      ['prompt', 'swift-format', "not SwiftFormat (nicklockwood's). we use apple's swift-format, it ships with the toolchain: swift format lint --strict -r Sources"],
      ['ok', 'swift format lint --strict -r Sources'],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-03-24T09:30:00Z',
    steps: [
      ['fail', 'stat-c', 'stat -c %s build/Wicket.ipa', STAT_USAGE, 1],
      ['prompt', 'stat-c', "stat -c is GNU. mac wants stat -f %z — in scripts/ just do wc -c < file so it runs on both"],
      ['fail', 'brew-prefix', '/opt/homebrew/bin/swift-format lint -r Sources', 'zsh: no such file or directory: /opt/homebrew/bin/swift-format', 127],
      ['agent', 'brew-prefix', 'Called /opt/homebrew/bin/swift-format on the Intel Mac, where Homebrew is /usr/local; call tools by name from PATH or via "$(brew --prefix)/bin".'],
      ['prompt', 'x:date-format-req', "the match date on the scorecard should follow the user's locale, use .formatted(date: .abbreviated, time: .shortened) instead of the fixed dd/MM"],
    ],
  },
  {
    machine: 'ci', project: 'wicket', start: '2026-03-26T07:10:00Z',
    steps: [
      ['fail', 'brew-prefix', './scripts/format.sh --check', './scripts/format.sh: line 3: /opt/homebrew/bin/swift-format: No such file or directory', 127],
      ['fail', 'swift-format', 'swiftformat --lint .', 'bash: line 1: swiftformat: command not found', 127],
      ['agent', 'swift-format', 'Reached for swiftformat (the nicklockwood tool) in CI; the project formats with Apple\'s swift-format, run as `swift format` from the Swift 6 toolchain.'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-03-27T09:45:00Z',
    steps: [
      ['fail', 'xcb-destination', `xcodebuild test -project Wicket.xcodeproj -scheme Wicket -destination "platform=iOS Simulator,name=iPhone 15"`, DEST_NOT_FOUND('iPhone 15', 'latest', 'arm64', '00006020-000A1D3C2E38C01E'), 70],
      ['prompt', 'xcb-destination', "l'iPhone 15 non c'è più con Xcode 16. usa sempre -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.2', come in scripts/test.sh"],
      ['fail', 'x:xcb-test-failure', `set -o pipefail && xcodebuild test -project Wicket.xcodeproj -scheme Wicket ${DEST} | xcbeautify`, SWIFT_TEST_FAIL, 65],
      ['prompt', 'x:fix-rollover', "that one's a real bug: 0.6 overs should roll to 1.0. fix Innings, not the test"],
      ['ok', `set -o pipefail && xcodebuild test -project Wicket.xcodeproj -scheme Wicket ${DEST} -only-testing:WicketTests/ScoringTests | xcbeautify`],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-03-31T08:00:00Z',
    steps: [
      ['fail', 'system-ruby', 'sudo gem install fastlane', 'sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required', 1],
      ['prompt', 'system-ruby', "no sudo gem, ever. the system ruby belongs to apple. rbenv + bundler, .ruby-version is in the repo"],
      ['fail', 'system-ruby', 'gem install bundler -v 2.5.22', "ERROR:  While executing gem ... (Gem::FilePermissionError)\n    You don't have write permissions for the /Library/Ruby/Gems/2.6.0 directory.", 1],
      ['agent', 'system-ruby', "gem install went to macOS's system Ruby (/Library/Ruby/Gems/2.6.0); use rbenv's Ruby from .ruby-version and bundle install into vendor/bundle."],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-04-01T09:20:00Z',
    steps: [
      ['fail', 'xcode-select', 'xcodebuild -version', "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance", 1],
      ['prompt', 'xcode-select', 'CLT 업데이트하고 나서 또 xcode-select 가 CommandLineTools 로 돌아갔네요. sudo xcode-select -s /Applications/Xcode-16.2.app/Contents/Developer 해 주세요'],
      ['fail', 'package-resolved', `xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} -disableAutomaticPackageResolution build`, 'xcodebuild: error: Could not resolve package dependencies:\n  a resolved file is required when automatic dependency resolution is disabled and should be placed at /Users/ana/wicket/Wicket.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved. Running resolver because the following dependencies were added: \'swift-collections\' (https://github.com/apple/swift-collections.git), \'swift-snapshot-testing\' (https://github.com/pointfreeco/swift-snapshot-testing.git)', 74],
      ['prompt', 'package-resolved', "why is Package.resolved gone?? it's committed on purpose, we pin exactly what's in it. git checkout it back"],
      ['ok', 'git checkout -- Wicket.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved'],
    ],
  },
  {
    machine: 'codex', project: 'wicket', start: '2026-04-02T09:00:00Z',
    steps: [
      ['fail', 'python3', 'python -m json.tool server/Tests/AppTests/Fixtures/match.json', 'bash: line 1: python: command not found', 127],
      ['prompt', 'python3', "python3. there's no `python` on 24.04 unless you install python-is-python3, and we don't"],
      ['prompt', 'x:turkish-request', "Bu arada /matches/live endpoint'ine pagination ekleyebilir misin? limit ve cursor parametreleriyle, default limit 20"],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-04-03T16:00:00Z',
    steps: [
      ['prompt', 'git-clean', "hey, who ran git clean -fdx?? my Config/Secrets.xcconfig is gone. it's gitignored on purpose"],
      ['agent', 'git-clean', 'Ran git clean -fdx, which deleted the gitignored Config/Secrets.xcconfig; use git clean -fd (no -x) or delete build dirs by name.'],
      ['fail', 'x:secrets-missing', `xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} build`, "/Users/ana/wicket/Config/Debug.xcconfig:2: error: could not find included file 'Secrets.xcconfig' in search paths (in target 'Wicket' from project 'Wicket')\n** BUILD FAILED **", 65],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-04-06T10:30:00Z',
    steps: [
      ['fail', 'xcb-scheme', `xcodebuild test -project Wicket.xcodeproj -destination "platform=iOS Simulator,id=${SIM16PRO}"`, 'xcodebuild: error: The test action requires that the name of a scheme in the project is provided using the "-scheme" option. The "-list" option can be used to find the names of the schemes in the project.', 64],
      ['prompt', 'xcb-scheme', '-scheme Wicket unutma, test action scheme olmadan çalışmıyor'],
      ['fail', 'simctl-udid', 'xcrun simctl install "iPhone 16 Pro" build/DerivedData/Build/Products/Debug-iphonesimulator/Wicket.app', 'Invalid device or device pair: iPhone 16 Pro', 148],
      ['agent', 'simctl-udid', 'Passed a simulator name to simctl on a machine with two iOS runtimes; take the UDID from `xcrun simctl list devices available -j` instead.'],
      ['fail', 'x:sim-disk-full', `xcrun simctl boot ${SIM16PRO}`, 'An error was encountered processing the command (domain=NSPOSIXErrorDomain, code=28):\nUnable to boot the Simulator.\nNo space left on device', 1],
    ],
  },
  {
    machine: 'linux', project: 'wicket', start: '2026-04-07T09:00:00Z',
    steps: [
      ['fail', 'server-package-path', 'swift package resolve', NO_PACKAGE, 1],
      ['prompt', 'server-package-path', "il backend sta in server/, il Package.swift è lì. dalla root non c'è niente da risolvere"],
      ['fail', 'server-db', 'swift run --package-path server App migrate --yes', PSQL_REFUSED, 132],
      ['prompt', 'server-db', '5433!! the compose one. docker compose -f server/docker-compose.yml up -d db and DATABASE_PORT=5433'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-04-08T10:00:00Z',
    steps: [
      ['fail', 'notarytool', 'xcrun altool --notarize-app --primary-bundle-id com.wicketapp.mac -u "$APPLE_ID" -p @keychain:AC_PASSWORD -f build/Wicket.zip', "*** Error: Notarization of MacOS applications using altool has been decommissioned. Please use notarytool. (-1010)\n*** Error: Notarization failed for 'build/Wicket.zip'.", 1, 'Notarize the mac build'],
      ['prompt', 'notarytool', 'altool is dead for notarization since late 2023. xcrun notarytool submit build/Wicket.zip --keychain-profile wicket-notary --wait'],
      ['ok', 'xcrun notarytool submit build/Wicket.zip --keychain-profile wicket-notary --wait'],
      ['fail', 'x:notarize-staple', 'xcrun stapler staple build/Wicket.app', 'Processing: /Users/ana/wicket/build/Wicket.app\nCloudKit query for Wicket.app (2/2/e2a4c91f07b3d6a85c1e2f49b0d7a3c6e8f1b254) failed due to "Record not found".\nCould not find base64 encoded ticket in response for 2/2/e2a4c91f07b3d6a85c1e2f49b0d7a3c6e8f1b254\nThe staple and validate action failed! Error 65.', 65],
      ['prompt', 'x:hardened-runtime', 'the submission came back Invalid, hardened runtime is off for the mac target. set ENABLE_HARDENED_RUNTIME = YES in Release.xcconfig'],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-04-09T14:00:00Z',
    steps: [
      ['fail', 'date-d', 'date --date="@1712668800" +%Y-%m-%d', DATE_USAGE('-'), 1],
      ['prompt', 'date-d', "again BSD date. on mac it'd be date -r 1712668800, but scripts/ need both, so do the date math in python3"],
      ['fail', 'find-printf', "find build -name '*.ipa' -printf '%s %p\\n'", 'find: -printf: unknown primary or operator', 1],
      ['agent', 'find-printf', 'macOS find has no -printf; list sizes with find … -exec wc -c {} + so the same line works in scripts/ on Ubuntu.'],
      ['prompt', 'x:italian-request', "puoi aggiungere un test per il run rate quando l'over ha meno di 6 palle? tipo 3.4 overs"],
    ],
  },
  {
    machine: 'ci', project: 'wicket', start: '2026-04-10T07:00:00Z',
    steps: [
      ['fail', 'ci-no-xcode', './scripts/test.sh', './scripts/test.sh: line 9: xcrun: command not found', 127],
      ['prompt', 'ci-no-xcode', "the ubuntu runner can't run scripts/test.sh, that's the iOS suite. linux job = server tests + scripts/check-*.sh"],
      ['fail', 'x:spm-network', 'swift build --package-path server', "Fetching https://github.com/vapor/vapor.git\nerror: Failed to clone repository https://github.com/vapor/vapor.git:\n    Cloning into bare repository '/root/.cache/org.swift.swiftpm/repositories/vapor-2ec1c4ae'...\n    fatal: unable to access 'https://github.com/vapor/vapor.git/': Could not resolve host: github.com", 1],
      ['ok', 'swift build --package-path server'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-04-13T09:00:00Z',
    steps: [
      ['fail', 'xcbeautify', `set -o pipefail && xcodebuild test -project Wicket.xcodeproj -scheme Wicket ${DEST} | xcpretty --report junit`, 'zsh: command not found: xcpretty', 127],
      ['prompt', 'xcbeautify', 'xcpretty 말고 xcbeautify 요. junit 리포트도 xcbeautify --report junit 으로 나와요'],
      ['fail', 'swiftlint-fix', 'swiftlint --autocorrect', "Error: Unknown option '--autocorrect'\nUsage: swiftlint <subcommand>\n  See 'swiftlint --help' for more information.", 64],
      ['prompt', 'swiftlint-fix', "it's swiftlint --fix now, autocorrect is gone"],
      ['ok', 'swiftlint --fix && swiftlint lint --strict'],
    ],
  },
  {
    machine: 'linux', project: 'wicket', start: '2026-04-14T11:00:00Z',
    steps: [
      ['fail', 'x:gh-auth', 'gh pr create --base develop --title "Live score endpoint" --body-file .github/pr.md', 'To get started with GitHub CLI, please run:  gh auth login\nAlternatively, populate the GH_TOKEN environment variable with a GitHub API authentication token.', 4],
      ['prompt', 'branch-develop', "gh'ye login oldum. Bu arada branch'i develop'tan aç, main'den değil — main sadece release için"],
      ['agent', 'branch-develop', 'Branched feat/live-activities off main; feature branches start from and target develop, main only receives release merges.'],
      ['prompt', 'force-push', 'did you just push -f to feat/live-score? Emre has commits on it. --force-with-lease, and ASK first'],
      ['agent', 'force-push', 'Force-pushed a shared branch; never git push --force to develop or shared branches — only --force-with-lease on a branch that is mine alone.'],
      ['ok', 'git push --force-with-lease origin feat/live-score-ana'],
      ['fail', 'x:compose-yaml-error', 'docker compose -f server/docker-compose.yml up -d', 'parsing /home/dev/wicket/server/docker-compose.yml: yaml: line 14: did not find expected key', 15],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-04-15T09:30:00Z',
    steps: [
      ['prompt', 'derived-data', "please stop rm -rf'ing ~/Library/Developer/Xcode/DerivedData, I have other projects in there. build with -derivedDataPath build/DerivedData"],
      ['fail', 'derived-data', `xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} build`, 'error: unable to attach DB: error: accessing build database "/Users/ana/Library/Developer/Xcode/DerivedData/Wicket-gqzvtxkbnmpkrhdyeewjlfolvxgn/Build/Intermediates.noindex/XCBuildData/build.db": database is locked Possibly there are two concurrent builds running in the same filesystem location.\n** BUILD FAILED **', 65],
      ['agent', 'derived-data', "Command-line build shared Xcode's DerivedData and hit a locked build.db; pass -derivedDataPath build/DerivedData and never wipe ~/Library/Developer/Xcode/DerivedData."],
      ['fail', 'x:test-runner-hang', `xcodebuild test -project Wicket.xcodeproj -scheme WicketUITests ${DEST} -derivedDataPath build/DerivedData`, 'Testing failed:\n\tWicketUITests-Runner (41207) encountered an error (The test runner failed to initialize for UI testing. (Underlying Error: Timed out while enabling automation mode.))\n\n** TEST FAILED **', 65],
      ['ok', `xcodebuild test -project Wicket.xcodeproj -scheme Wicket ${DEST} -derivedDataPath build/DerivedData`],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-04-16T10:00:00Z',
    steps: [
      ['fail', 'sed-inplace', "sed -i 's/com.wicketapp.dev/com.wicketapp.kai/' fastlane/Appfile", 'sed: 1: "fastlane/Appfile": invalid command code f', 1],
      ['prompt', 'sed-inplace', "di nuovo sed -i sul mac... negli script facciamo sed -i.bak e poi rm del .bak, cosi va anche su ubuntu"],
      ['fail', 'xcode-version', 'swift build --package-path server', "error: 'server': package 'wicket-server' is using Swift tools version 6.0.0 but the installed version is 5.10.0", 1],
      ['prompt', 'xcode-version', 'same as last time, youre on xcode 15 again. xcodes select 16.2 first'],
      ['prompt', 'x:readme-xcode', 'and add a line to the README that Xcode 16.2 is the minimum, with the xcodes command to get it'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-04-20T09:15:00Z',
    steps: [
      ['prompt', 'match-readonly', "match'i readonly olmadan çalıştırma lütfen! geçen sefer sertifikaları yeniden oluşturdu, herkesin profili bozuldu"],
      ['agent', 'match-readonly', 'Ran `fastlane match development` without --readonly; on dev machines match runs only with --readonly (new certs come from the release manager).'],
      ['fail', 'x:profile-expired', 'bundle exec fastlane beta', "[09:31:44]: ▸ ❌  error: Provisioning profile \"match AppStore com.wicketapp.ios\" expired on Apr 18, 2026. (in target 'Wicket' from project 'Wicket')\n[09:31:44]: Exit status: 65\n[!] Error building the application - see the log above", 1],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-04-21T10:00:00Z',
    steps: [
      ['fail', 'timeout-mac', `timeout 600 xcodebuild test -project Wicket.xcodeproj -scheme Wicket -destination "platform=iOS Simulator,id=${SIM16PRO}" -derivedDataPath build/DerivedData`, '(eval):1: command not found: timeout', 127],
      ['prompt', 'timeout-mac', 'that again? no timeout on macos. gtimeout (brew coreutils) or let xcodebuild handle it with -test-timeouts-enabled YES'],
      ['fail', 'grep-P', "grep -oP 'MARKETING_VERSION = \\K[0-9.]+' Config/Shared.xcconfig", GREP_USAGE, 2],
      ['agent', 'grep-P', "BSD grep on macOS has no -P; pull the value with sed -n 's/^MARKETING_VERSION = //p', which works on Ubuntu as well."],
      ['fail', 'xcb-project', 'xcodebuild -workspace Wicket.xcworkspace -list', NO_WORKSPACE, 66],
      ['agent', 'xcb-project', 'Pointed xcodebuild at Wicket.xcworkspace, which is gone since the move to SPM; use -project Wicket.xcodeproj.'],
      ['fail', 'swiftlint-fix', 'swiftlint autocorrect --format', "Error: Unknown subcommand or plugin name 'autocorrect'\nUsage: swiftlint <subcommand>\n  See 'swiftlint --help' for more information.", 64],
      ['agent', 'swiftlint-fix', 'swiftlint autocorrect no longer exists in current SwiftLint; the command is swiftlint --fix (add --format for the formatting pass).'],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-04-22T09:00:00Z',
    steps: [
      ['fail', 'no-tuist', 'tuist generate --no-open', 'zsh: command not found: tuist', 127],
      ['prompt', 'no-tuist', 'tuist 안 써요 ㅎㅎ Wicket.xcodeproj 가 그대로 커밋돼 있으니까 그거 쓰면 돼요'],
      ['prompt', 'xcconfig-settings', 'you touched project.pbxproj again for OTHER_SWIFT_FLAGS. that lives in Config/Shared.xcconfig'],
      ['agent', 'no-cocoapods', 'Looked for a Podfile and Pods/; the project has no CocoaPods, its dependencies are Swift packages in Wicket.xcodeproj.'],
      ['prompt', 'x:localize-ko', '온보딩 화면 문자열 한국어 번역 추가해 주세요. Localizable.xcstrings 에 ko 로 넣으면 돼요'],
      ['ok', `xcodebuild -project Wicket.xcodeproj -scheme Wicket ${DEST} -derivedDataPath build/DerivedData build`],
    ],
  },
  {
    machine: 'mac2', project: 'wicket', start: '2026-04-23T08:30:00Z',
    steps: [
      ['fail', 'no-tuist', 'tuist install', '(eval):1: command not found: tuist', 127],
      ['agent', 'no-tuist', 'Tried tuist; this project has no Tuist manifests, the checked-in Wicket.xcodeproj is the source of truth.'],
      ['prompt', 'bundle-fastlane', 'fastlane sempre con bundle exec, non col gem globale: la versione la fissa il Gemfile.lock'],
      ['fail', 'x:fastlane-asc', 'bundle exec fastlane beta', "[08:52:10]: Ready to upload new build to TestFlight (App: 6478123904)...\n[08:58:41]: Waiting for App Store Connect to finish processing the new build (2.4.0 - 4188) for IOS\n[!] The request could not be completed because:\n\tService Unavailable - The service is temporarily unavailable. Try again later. (503)", 1],
    ],
  },
  {
    machine: 'mac', project: 'wicket', start: '2026-04-24T10:10:00Z',
    steps: [
      ['fail', 'notarytool', 'xcrun altool --notarization-info 8f1e2c4a-77b3-4d0e-9a61-3c5b2e8d9f10 -u "$APPLE_ID" -p @keychain:AC_PASSWORD', '*** Error: altool notarization commands are no longer supported. Use `xcrun notarytool` instead.', 1],
      ['prompt', 'notarytool', 'altool 은 이제 공증에 못 써요. notarytool log <id> --keychain-profile wicket-notary 로 보세요'],
      ['prompt', 'git-clean', 'e niente git clean -x per favore: Config/Secrets.xcconfig non è in git e sparisce ogni volta'],
      ['agent', 'package-resolved', 'Deleted Package.resolved to force a re-resolve; it is committed and pinned, update a package with xcodebuild -resolvePackageDependencies and commit the new Package.resolved instead.'],
      ['fail', 'stat-c', 'stat -c %Y build/Wicket.ipa', STAT_USAGE, 1],
      ['agent', 'stat-c', 'Used GNU stat -c on macOS; BSD stat takes -f (stat -f %m), and scripts/ that run on both should avoid stat formats altogether.'],
      ['prompt', 'xcb-destination', "ALWAYS pass the destination, even for build-for-testing. scripts/test.sh has it, copy from there"],
      ['agent', 'xcb-destination', 'Ran xcodebuild build-for-testing with no -destination and got “Any iOS Device”; always pass -destination "platform=iOS Simulator,name=iPhone 16,OS=18.2".'],
      ['prompt', 'branch-develop', 'rebase on develop, not main'],
      ['ok', 'git fetch origin && git rebase origin/develop'],
    ],
  },
];
