// Half Q: written blind. Project "nimbus": an iOS app (Xcode 16, SPM after CocoaPods, fastlane,
// SwiftLint), an Android app (Gradle wrapper, Kotlin, adb, emulator), a FastAPI backend (poetry,
// alembic, ruff, mypy, pytest) on Postgres, Terraform on GCP, a root Makefile, GitHub Actions.
// ana: Apple Silicon mac (zsh); kai: Intel mac (zsh); dev: Linux (bash); a Linux CI box (/bin/sh).
// Team languages: English, French, Korean, Turkish, Spanish.

const XC_DEST = 'platform=iOS Simulator,name=iPhone 16 Pro,OS=18.2';
const GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const STAT_USAGE = 'usage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file|handle ...]';
const NO_PODFILE = "[!] No `Podfile' found in the project directory.";
const LANES = 'Available lanes: ios beta, ios release, ios screenshots, android internal, android promote';
const TRY = '\n* Try:\n> Run gradlew tasks to get a list of available tasks.\n> For more on name expansion, please refer to https://docs.gradle.org/8.9/userguide/command_line_interface.html#sec:name_abbreviation in the Gradle documentation.\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Get more help at https://help.gradle.org.\n';
const AGP_JAVA = (where, jdk) => `FAILURE: Build failed with an exception.\n\n* Where:\nBuild file '${where}/android/app/build.gradle.kts' line: 1\n\n* What went wrong:\nAn exception occurred applying plugin request [id: 'com.android.application']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.\n      Your current JDK is located in ${jdk}\n      You can try some of the following options:\n       - changing the IDE settings.\n       - changing the JAVA_HOME environment variable.\n       - changing \`org.gradle.java.home\` in \`gradle.properties\`.\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 2s`;
const TF_VERSION = (v) => `╷\n│ Error: Unsupported Terraform Core version\n│ \n│   on versions.tf line 2, in terraform:\n│    2:   required_version = "~> 1.9.0"\n│ \n│ This configuration does not support Terraform version ${v}. To proceed, either choose another supported Terraform version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior.\n╵`;
const GH006 = (branch, extra) => `remote: error: GH006: Protected branch update failed for refs/heads/${branch}.\nremote: \nremote: - Changes must be made through a pull request.${extra}\nTo github.com:nimbus-app/nimbus.git\n ! [remote rejected] HEAD -> ${branch} (protected branch hook declined)\nerror: failed to push some refs to 'github.com:nimbus-app/nimbus.git'`;
const PY_UNSUPPORTED = (v) => `The currently activated Python version ${v} is not supported by the project (>=3.12,<3.13).\nTrying to find and use a compatible version. \n\nPoetry was unable to find a compatible version. If you have one, you can explicitly use it via the "env use" command.`;
const RUFF_USAGE = "\n\nUsage: ruff <COMMAND>\n\nFor more information, try '--help'.";
const NO_TF_CONFIG = (verb, rest) => `╷\n│ Error: No configuration files\n│ \n│ ${verb} requires configuration to be present. ${rest}\n╵`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-01T08:40:00Z',
    steps: [
      ['fail', 'xcode-scheme', `cd ios && xcodebuild -project Nimbus.xcodeproj -scheme Nimbus -destination '${XC_DEST}' build`, 'xcodebuild: error: The project named "Nimbus" does not contain a scheme named "Nimbus". The "-list" option can be used to find the names of the schemes in the project.', 65, 'Build the iOS app'],
      ['prompt', 'xcode-scheme', 'scheme is Nimbus-Dev. the plain Nimbus scheme got deleted in the SPM move'],
      ['ok', `cd ios && xcodebuild -project Nimbus.xcodeproj -scheme Nimbus-Dev -destination '${XC_DEST}' build`],
      ['fail', 'x:xcodebuild-compile-error', `cd ios && xcodebuild -project Nimbus.xcodeproj -scheme Nimbus-Dev -destination '${XC_DEST}' build`, "/Users/ana/nimbus/ios/Sources/Home/OfflineBanner.swift:23:12: error: cannot find 'FeatureFlags' in scope\n        if FeatureFlags.offlineBanner {\n           ^~~~~~~~~~~~\n\n** BUILD FAILED **\n\n\nThe following build commands failed:\n\tSwiftCompile normal arm64 /Users/ana/nimbus/ios/Sources/Home/OfflineBanner.swift (in target 'Nimbus' from project 'Nimbus')\n(1 failure)", 65],
      ['prompt', 'x:changelog-line', 'add a line to CHANGELOG.md under Unreleased for the offline banner fix'],
    ],
  },
  {
    machine: 'linux', project: 'nimbus', start: '2026-12-01T14:10:00Z',
    steps: [
      ['fail', 'poetry-run', 'cd backend && pytest tests/api -q', 'bash: line 1: pytest: command not found', 127, 'Run the API tests'],
      ['prompt', 'poetry-run', "poetry run pytest. everything python lives in poetry's venv"],
      ['ok', 'cd backend && poetry run pytest tests/api -q'],
      ['fail', 'x:pytest-assertion', 'cd backend && poetry run pytest tests/api/test_devices.py -q', 'F.....                                                                   [100%]\n=================================== FAILURES ===================================\n_____________________________ test_register_device _____________________________\n\n    def test_register_device(client):\n        r = client.post("/v1/devices", json={"token": "abc", "platform": "ios"})\n>       assert r.status_code == 201\nE       assert 422 == 201\nE        +  where 422 = <Response [422 Unprocessable Entity]>.status_code\n\ntests/api/test_devices.py:14: AssertionError\n=========================== short test summary info ============================\nFAILED tests/api/test_devices.py::test_register_device - assert 422 == 201\n1 failed, 5 passed in 0.84s', 1],
      ['fail', 'make-bootstrap', 'make install', "make: *** No rule to make target 'install'.  Stop.", 2, 'Install project dependencies'],
      ['prompt', 'make-bootstrap', "it's make bootstrap"],
    ],
  },
  {
    machine: 'mac2', project: 'nimbus', start: '2026-12-02T09:05:00Z',
    steps: [
      ['fail', 'gradlew', 'cd android && gradle assembleDevDebug', "FAILURE: Build failed with an exception.\n\n* What went wrong:\nAn exception occurred applying plugin request [id: 'com.android.application', version: '8.7.3']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Minimum supported Gradle version is 8.9. Current version is 8.5. If using the gradle wrapper, try editing the distributionUrl in /Users/kai/nimbus/android/gradle/wrapper/gradle-wrapper.properties to gradle-8.9-all.zip\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 4s", 1, 'Build the dev debug APK'],
      ['prompt', 'gradlew', 'wrapper pls. the brew gradle is 8.5, the wrapper pins 8.9'],
      ['ok', 'cd android && ./gradlew assembleDevDebug'],
      ['fail', 'avd-name', '$ANDROID_HOME/emulator/emulator -avd Pixel_6_API_33 -no-snapshot-load', 'INFO    | Android emulator version 35.2.10.0 (build_id 12414864) (CL:N/A)\nPANIC: Unknown AVD name [Pixel_6_API_33], use -list-avds to see valid list.\nHOME is defined but there is no file Pixel_6_API_33.ini in $HOME/.android/avd\n(Note: Directories are searched in the order $ANDROID_AVD_HOME, $ANDROID_SDK_HOME/avd and $HOME/.android/avd)', 1, 'Start the emulator'],
      ['prompt', 'avd-name', "avd is Pixel_8_API_35 — it's in the README"],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-02T16:20:00Z',
    steps: [
      ['fail', 'gcp-project', 'gcloud run services list --region europe-west1', 'ERROR: (gcloud.run.services.list) The required property [project] is not currently set.\nIt can be set on a per-command basis by re-running your command with the [--project] flag.\n\nYou may set it for your current workspace by running:\n\n  $ gcloud config set project VALUE\n\nor it can be set temporarily by the environment variable [CLOUDSDK_CORE_PROJECT]', 1, 'List Cloud Run services'],
      ['agent', 'gcp-project', 'gcloud has no default project on this machine; pass --project nimbus-staging-318 (prod: nimbus-prod-207) explicitly.'],
      ['fail', 'tf-chdir', 'terraform plan', NO_TF_CONFIG('Plan', 'Planning without a configuration would mark everything for destruction, which is normally not what is desired. If you would like to destroy everything, run plan with the -destroy option. Otherwise, create a Terraform configuration file (.tf file) and try again.'), 1, 'Plan the staging infra'],
      ['prompt', 'tf-chdir', 'terraform is under infra/envs/<env>. terraform -chdir=infra/envs/staging plan'],
      ['prompt', 'x:iso-dates', 'btw api timestamps should be ISO 8601 in UTC with a Z, can you check the device serializer'],
    ],
  },
  {
    machine: 'codex', project: 'nimbus', start: '2026-12-03T08:30:00Z',
    steps: [
      ['fail', 'python-312', 'cd backend && poetry install', PY_UNSUPPORTED('3.10.12'), 1],
      ['prompt', 'python-312', 'backend needs 3.12, do poetry env use python3.12'],
      ['fail', 'ruff-check', 'cd backend && poetry run ruff app tests', `error: unrecognized subcommand 'app'${RUFF_USAGE}`, 2],
      ['prompt', 'ruff-check', 'ruff check app tests — the bare form went away'],
      ['fail', 'x:mypy-type-error', 'cd backend && poetry run mypy app', 'app/routers/devices.py:42: error: Argument 1 to "register" has incompatible type "str | None"; expected "str"  [arg-type]\nFound 1 error in 1 file (checked 58 source files)', 1],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-03T13:45:00Z',
    steps: [
      ['fail', 'simulator', "cd ios && xcodebuild test -project Nimbus.xcodeproj -scheme Nimbus-Dev -destination 'platform=iOS Simulator,name=iPhone 15'", 'xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n\t\t{ platform:iOS Simulator, name:iPhone 15 }\n\n\tAvailable destinations for the "Nimbus-Dev" scheme:\n\t\t{ platform:macOS, arch:arm64, variant:Designed for [iPad,iPhone], id:00006000-001A2C3E0E83801E, name:My Mac }\n\t\t{ platform:iOS Simulator, id:5B1C7A2E-0F4D-4E8B-9C1A-2D3E4F5A6B7C, OS:18.2, name:iPhone 16 Pro }\n\t\t{ platform:iOS Simulator, id:9A8B7C6D-1E2F-4A3B-8C4D-5E6F7A8B9C0D, OS:18.2, name:iPhone 16 Pro Max }', 70, 'Run the iOS unit tests'],
      ['prompt', 'simulator', 'nah, wrong simulator'],
      ['ok', `cd ios && xcodebuild test -project Nimbus.xcodeproj -scheme Nimbus-Dev -destination '${XC_DEST}'`],
      ['fail', 'x:simctl-already-booted', 'xcrun simctl boot "iPhone 16 Pro"', 'An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):\nUnable to boot device in current state: Booted', 149],
    ],
  },
  {
    machine: 'ci', project: 'nimbus', start: '2026-12-04T02:10:00Z',
    steps: [
      ['fail', 'bundle-exec-fastlane', 'fastlane android internal', '/bin/sh: 1: fastlane: not found', 127],
      ['agent', 'bundle-exec-fastlane', "fastlane isn't on PATH on the CI box; it comes from the Gemfile — run it as `bundle exec fastlane`."],
      ['fail', 'jdk17', 'cd android && ./gradlew bundleProdRelease', AGP_JAVA('/workspace', '/usr/lib/jvm/java-11-openjdk-amd64'), 1],
      ['agent', 'jdk17', 'AGP 8.7 needs JDK 17; the CI box defaults to Java 11. Set JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 before ./gradlew.'],
    ],
  },
  {
    machine: 'mac2', project: 'nimbus', start: '2026-12-04T10:00:00Z',
    steps: [
      ['fail', 'xcode-16', 'xcodebuild -version', "xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance", 1],
      ['prompt', 'xcode-16', 'use Xcode 16.2: DEVELOPER_DIR=/Applications/Xcode-16.2.app/Contents/Developer'],
      ['ok', 'DEVELOPER_DIR=/Applications/Xcode-16.2.app/Contents/Developer xcodebuild -version'],
      ['fail', 'spm-not-pods', 'cd ios && pod install', NO_PODFILE, 1, 'Install iOS dependencies'],
      ['prompt', 'spm-not-pods', "we're on swift package manager now, cocoapods is gone since 2.12"],
      ['fail', 'brew-prefix', '/opt/homebrew/bin/xcbeautify --version', 'zsh: no such file or directory: /opt/homebrew/bin/xcbeautify', 127],
      ['prompt', 'brew-prefix', "i'm on the intel mac, brew is /usr/local here. $(brew --prefix) works on both"],
    ],
  },
  {
    machine: 'linux', project: 'nimbus', start: '2026-12-05T09:20:00Z',
    steps: [
      ['fail', 'db-nimbus-dev', "psql -h localhost -U nimbus nimbus -c '\\dt'", 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  database "nimbus" does not exist', 2],
      ['prompt', 'db-nimbus-dev', 'dev db is nimbus_dev'],
      ['fail', 'x:alembic-multiple-heads', 'cd backend && poetry run alembic upgrade head', "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nFAILED: Multiple head revisions are present for given argument 'head'; please specify a specific target revision, '<branchname>@head' to narrow to a specific head, or 'heads' for all heads", 1],
      ['fail', 'branch-develop', 'git checkout main && git pull', "error: pathspec 'main' did not match any file(s) known to git", 1],
      ['prompt', 'branch-develop', 'trunk is develop here'],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-07T08:50:00Z',
    steps: [
      ['fail', 'swiftlint-fix', 'cd ios && swiftlint autocorrect', "Error: Unexpected argument 'autocorrect'\nUsage: swiftlint <subcommand>\n  See 'swiftlint --help' for more information.", 64, 'Auto-fix SwiftLint issues'],
      ['prompt', 'swiftlint-fix', 'autocorrect is gone, swiftlint --fix'],
      ['fail', 'sed-i-bsd', "sed -i 's/MARKETING_VERSION = 2.13.0/MARKETING_VERSION = 2.14.0/g' ios/Nimbus.xcodeproj/project.pbxproj", 'sed: 1: "ios/Nimbus.xcodeproj/p ...": invalid command code i', 1, 'Bump the iOS marketing version'],
      ['prompt', 'sed-i-bsd', "mac sed needs -i '' fyi"],
      ['prompt', 'x:swiftlint-generated-files', 'can we exclude Sources/Generated from swiftlint? the R.swift output is just noise'],
    ],
  },
  {
    machine: 'codex', project: 'nimbus', start: '2026-12-07T15:00:00Z',
    steps: [
      ['fail', 'tf-version', 'terraform -chdir=infra/envs/staging init', TF_VERSION('1.5.7'), 1],
      ['prompt', 'tf-version', "tfenv use 1.9.8 — brew's terraform is frozen at 1.5.7"],
      ['fail', 'gcloud-adc', 'terraform -chdir=infra/envs/staging plan', '╷\n│ Error: Attempted to load application default credentials since neither `credentials` nor `access_token` was set in the provider block.  No credentials loaded. To use your gcloud credentials, run \'gcloud auth application-default login\'\n│ \n│   with provider["registry.terraform.io/hashicorp/google"],\n│   on providers.tf line 1, in provider "google":\n│    1: provider "google" {\n│ \n│ google: could not find default credentials. See https://cloud.google.com/docs/authentication/external/set-up-adc for more information\n╵', 1],
      ['prompt', 'gcloud-adc', "gcloud auth application-default login, terraform doesn't use your gcloud user login"],
      ['fail', 'x:tf-state-lock', 'terraform -chdir=infra/envs/staging plan', '╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: writing "gs://nimbus-tfstate/staging/default.tflock" failed: googleapi: Error 412: At least one of the pre-conditions you specified did not hold., conditionNotMet\n│ Lock Info:\n│   ID:        1733583482123456\n│   Path:      gs://nimbus-tfstate/staging/default.tflock\n│   Operation: OperationTypeApply\n│   Who:       kai@kai-mbp.local\n│   Version:   1.9.8\n│   Created:   2026-12-07 14:58:02.123456 +0000 UTC\n│   Info:      \n│ \n│ \n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users at the same time. Please resolve the issue above and try\n│ again. For most commands, you can disable locking with the "-lock=false"\n│ flag, but this is not recommended.\n╵', 1],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-08T09:30:00Z',
    steps: [
      ['fail', 'adb-serial', 'adb install -r android/app/build/outputs/apk/dev/debug/app-dev-debug.apk', 'adb: more than one device/emulator', 1, 'Install the debug APK'],
      ['prompt', 'adb-serial', 'ALWAYS pass -s emulator-5554, my pixel is plugged in too'],
      ['ok', 'adb -s emulator-5554 install -r android/app/build/outputs/apk/dev/debug/app-dev-debug.apk'],
      ['fail', 'ktlint-gradle', 'cd android && ktlint -F "app/src/**/*.kt"', 'zsh: command not found: ktlint', 127, 'Format Kotlin sources'],
      ['prompt', 'ktlint-gradle', 'ktlint goes through gradle here: ./gradlew ktlintFormat'],
    ],
  },
  {
    machine: 'linux', project: 'nimbus', start: '2026-12-09T10:15:00Z',
    steps: [
      ['fail', 'android-flavor', 'cd android && ./gradlew installDebug', `FAILURE: Build failed with an exception.\n\n* What went wrong:\nTask 'installDebug' not found in root project 'nimbus-android' and its subprojects.\n${TRY}\nBUILD FAILED in 3s`, 1, 'Install the debug build'],
      ['prompt', 'android-flavor', 'no plain debug variant, we have flavors. installDevDebug'],
      ['ok', 'cd android && ./gradlew installDevDebug'],
      ['fail', 'x:gradle-unit-test-failure', 'cd android && ./gradlew testDevDebugUnitTest', "> Task :app:testDevDebugUnitTest FAILED\n\nSyncRepositoryTest > conflict keeps server copy FAILED\n    org.opentest4j.AssertionFailedError at SyncRepositoryTest.kt:58\n\n42 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:testDevDebugUnitTest'.\n> There were failing tests. See the report at: file:///home/dev/nimbus/android/app/build/reports/tests/testDevDebugUnitTest/index.html\n\nBUILD FAILED in 41s", 1],
      ['prompt', 'x:version-catalog', 'move the retrofit and okhttp versions into gradle/libs.versions.toml'],
    ],
  },
  {
    machine: 'mac2', project: 'nimbus', start: '2026-12-10T09:00:00Z',
    steps: [
      ['fail', 'poetry-run', 'cd backend && python3 -m pytest tests -x', '/usr/local/opt/python@3.12/bin/python3.12: No module named pytest', 1],
      ['prompt', 'poetry-run', 'todo lo de python va con poetry run, el pytest está en el venv de poetry'],
      ['fail', 'poetry-no-update', 'cd backend && poetry lock --no-update', '\nThe option "--no-update" does not exist', 1, 'Refresh the lock file'],
      ['prompt', 'poetry-no-update', "that flag is gone in poetry 2, plain poetry lock doesn't bump anything anymore"],
      ['fail', 'x:ruff-unused-import', 'cd backend && poetry run ruff check app', 'app/services/push.py:3:8: F401 [*] `json` imported but unused\n  |\n1 | import asyncio\n2 | import logging\n3 | import json\n  |        ^^^^ F401\n  |\n  = help: Remove unused import: `json`\n\nFound 1 error.\n[*] 1 fixable with the `--fix` option.', 1],
    ],
  },
  {
    machine: 'codex', project: 'nimbus', start: '2026-12-10T14:30:00Z',
    steps: [
      ['fail', 'gradlew', 'cd android && gradle :app:lintDevDebug', 'bash: line 1: gradle: command not found', 127],
      ['prompt', 'gradlew', "same as always — ./gradlew, there's no global gradle"],
      ['fail', 'avd-name', '$ANDROID_HOME/emulator/emulator @Pixel_7_API_34 -no-window -no-audio', 'PANIC: Unknown AVD name [Pixel_7_API_34], use -list-avds to see valid list.\nHOME is defined but there is no file Pixel_7_API_34.ini in $HOME/.android/avd\n(Note: Directories are searched in the order $ANDROID_AVD_HOME, $ANDROID_SDK_HOME/avd and $HOME/.android/avd)', 1],
      ['prompt', 'avd-name', 'el emulador del proyecto se llama Pixel_8_API_35'],
      ['fail', 'x:emulator-same-avd', '$ANDROID_HOME/emulator/emulator @Pixel_8_API_35 -no-window -no-audio', 'INFO    | Android emulator version 35.2.10.0 (build_id 12414864) (CL:N/A)\nERROR   | Running multiple emulators with the same AVD \nERROR   | is an experimental feature.\nERROR   | Please use -read-only flag to enable this feature.', 1],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-11T09:10:00Z',
    steps: [
      ['fail', 'bundle-exec-fastlane', 'cd ios && fastlane ios beta', 'zsh: command not found: fastlane', 127, 'Ship a TestFlight build'],
      ['prompt', 'bundle-exec-fastlane', 'bundle exec fastlane. always.'],
      ['fail', 'fastlane-lane', 'cd ios && bundle exec fastlane ios testflight', `[09:21:04]: ------------------------------\n[09:21:04]: --- Step: default_platform ---\n[09:21:04]: ------------------------------\n[09:21:04]: Driving the lane 'ios testflight' 🚀\n[!] Could not find lane 'ios testflight'. ${LANES}`, 1],
      ['prompt', 'fastlane-lane', 'the testflight lane is called beta'],
      ['ok', 'cd ios && bundle exec fastlane ios beta'],
      ['fail', 'x:fastlane-asc-outage', 'cd ios && bundle exec fastlane ios beta', "[09:48:12]: Going to upload updated app to App Store Connect\n[09:48:12]: This might take a few minutes. Please don't interrupt the script.\n[09:51:40]: [Transporter Error Output]: An exception has occurred: Service Unavailable (503)\n[09:51:40]: Transporter transfer failed.\n[09:51:40]: \n[09:51:40]: Service Unavailable (503)\n[!] Error uploading ipa file, for more information see above", 1],
    ],
  },
  {
    machine: 'linux', project: 'nimbus', start: '2026-12-11T15:40:00Z',
    steps: [
      ['fail', 'gcp-region', 'gcloud run deploy nimbus-api --image europe-west1-docker.pkg.dev/nimbus-staging-318/api/nimbus-api:2f1c9e0 --project nimbus-staging-318', 'ERROR: (gcloud.run.deploy) Missing required argument [--region]: You must specify a region. Either use the `--region` flag or set the run/region property.', 1, 'Deploy the API to staging'],
      ['prompt', 'gcp-region', 'everything we run is in europe-west1'],
      ['ok', 'gcloud run deploy nimbus-api --image europe-west1-docker.pkg.dev/nimbus-staging-318/api/nimbus-api:2f1c9e0 --project nimbus-staging-318 --region europe-west1'],
      ['fail', 'x:gcloud-iam-denied', 'gcloud run services add-iam-policy-binding nimbus-api --project nimbus-prod-207 --region europe-west1 --member=allUsers --role=roles/run.invoker', "ERROR: (gcloud.run.services.add-iam-policy-binding) PERMISSION_DENIED: Permission 'run.services.setIamPolicy' denied on resource 'namespaces/nimbus-prod-207/services/nimbus-api' (or resource may not exist). This command is authenticated as dev@nimbus.app which is the active account specified by the [core/account] property.", 1],
      ['prompt', 'x:tr-health-endpoint', "API'ye bir /healthz endpoint'i ekler misin? Cloud Run startup probe için lazım"],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-14T08:45:00Z',
    steps: [
      ['fail', 'grep-P-rg', "grep -rP '\\bTODO\\(\\w+\\)' ios/Sources", `grep: invalid option -- P\n${GREP_USAGE}`, 2, 'Find owned TODOs'],
      ['prompt', 'grep-P-rg', "mac'te grep -P yok, rg kullan"],
      ['fail', 'stat-bsd', 'stat -c %s build/Nimbus.ipa', `stat: illegal option -- c\n${STAT_USAGE}`, 1],
      ['agent', 'stat-bsd', 'BSD stat on macOS has no -c; use `stat -f %z` for the file size.'],
      ['fail', 'x:brew-install-lock', 'brew install swiftlint', 'Error: A `brew install` process has already locked /opt/homebrew/var/homebrew/locks/swiftlint.formula.lock.\nPlease wait for it to finish or terminate it to continue.', 1],
    ],
  },
  {
    machine: 'ci', project: 'nimbus', start: '2026-12-15T02:20:00Z',
    steps: [
      ['fail', 'tf-version', 'terraform -chdir=infra/envs/prod plan -lock-timeout=60s', TF_VERSION('1.6.6'), 1],
      ['agent', 'tf-version', 'CI image has terraform 1.6.6 but versions.tf pins ~> 1.9.0; install 1.9.8 with tfenv before plan.'],
      ['fail', 'x:sed-linux-unmatched-paren', 'sed -E -i \'s/versionName = "(2\\.13\\.0"/versionName = "2.14.0"/\' android/app/build.gradle.kts', 'sed: -e expression #1, char 52: Unmatched ( or \\(', 1],
    ],
  },
  {
    machine: 'mac2', project: 'nimbus', start: '2026-12-15T10:30:00Z',
    steps: [
      ['fail', 'simulator', 'xcrun simctl boot "iPhone 14"', 'Invalid device or device pair: iPhone 14', 148],
      ['prompt', 'simulator', '시뮬레이터는 iPhone 16 Pro (iOS 18.2)로 맞춰 주세요'],
      ['fail', 'swiftlint-fix', 'cd ios && swiftlint --autocorrect', "Error: Unknown option '--autocorrect'\nUsage: swiftlint lint [<options>] [<paths> ...]\n  See 'swiftlint lint --help' for more information.", 64],
      ['prompt', 'swiftlint-fix', 'thats the pre-0.50 flag. --fix'],
      ['fail', 'x:swiftlint-violations', 'cd ios && swiftlint lint --strict', "Linting Swift files in current working directory\nLinting 'SyncService.swift' (1/212)\nLinting 'AppDelegate.swift' (2/212)\n/Users/kai/nimbus/ios/Sources/Sync/SyncService.swift:88:1: error: Line Length Violation: Line should be 120 characters or less; currently it has 134 characters (line_length)\nDone linting! Found 1 violation, 1 serious in 212 files.", 2],
    ],
  },
  {
    machine: 'linux', project: 'nimbus', start: '2026-12-16T09:00:00Z',
    steps: [
      ['fail', 'release-branch-pr', 'git push origin release/2.14', GH006('release/2.14', ''), 1],
      ['prompt', 'release-branch-pr', 'whoa, never push straight to release/*, open a PR into it'],
      ['ok', 'gh pr create --base release/2.14 --head fix/offline-banner --fill'],
      ['fail', 'make-bootstrap', 'make setup', "make: *** No rule to make target 'setup'.  Stop.", 2],
      ['prompt', 'make-bootstrap', 'make bootsrap, theres no setup target'],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-17T13:20:00Z',
    steps: [
      ['fail', 'gcp-project', 'gcloud run services describe nimbus-api --project nimbus-staging --region europe-west1', 'ERROR: (gcloud.run.services.describe) PERMISSION_DENIED: Permission denied on resource project nimbus-staging. This command is authenticated as ana@nimbus.app which is the active account specified by the [core/account] property.', 1],
      ['prompt', 'gcp-project', "proje id'si nimbus-staging-318, sadece nimbus-staging değil"],
      ['fail', 'gcp-region', 'gcloud run services describe nimbus-worker --project nimbus-staging-318 --region us-central1', 'ERROR: (gcloud.run.services.describe) Cannot find service [nimbus-worker]', 1],
      ['prompt', 'gcp-region', 'on est en europe-west1, pas us-central1'],
    ],
  },
  {
    machine: 'codex', project: 'nimbus', start: '2026-12-18T09:40:00Z',
    steps: [
      ['fail', 'db-nimbus-dev', 'cd backend && DATABASE_URL=postgresql+psycopg://nimbus@localhost/nimbus poetry run alembic upgrade head', 'Traceback (most recent call last):\n  File "/home/dev/.cache/pypoetry/virtualenvs/nimbus-api-Xq3R2b-py3.12/lib/python3.12/site-packages/psycopg/connection.py", line 119, in connect\n    raise last_ex.with_traceback(None)\npsycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "nimbus" does not exist\n\nThe above exception was the direct cause of the following exception:\n\nsqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "nimbus" does not exist\n(Background on this error at: https://sqlalche.me/e/20/e3q8)', 1],
      ['prompt', 'db-nimbus-dev', 'veritabanı adı nimbus_dev, nimbus değil'],
      ['ok', 'cd backend && DATABASE_URL=postgresql+psycopg://nimbus@localhost/nimbus_dev poetry run alembic upgrade head'],
      ['fail', 'ruff-format', 'cd backend && poetry run black app tests', '\nCommand not found: black', 1],
      ['prompt', 'ruff-format', 'we dropped black in november, ruff format does the formatting'],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-18T15:00:00Z',
    steps: [
      ['fail', 'act-arch', 'act -j backend-tests', "WARN  ⚠ You are using Apple M-series chip and you have not specified container architecture, you might encounter issues while running act. If so, try running it with '--container-architecture linux/amd64'. ⚠  \n[CI/backend-tests] 🚀  Start image=catthehacker/ubuntu:act-latest\n[CI/backend-tests]   🐳  docker pull image=catthehacker/ubuntu:act-latest platform= username= forcePull=true\n[CI/backend-tests] ⭐ Run Main actions/setup-python@v5\n[CI/backend-tests]   ❗  ::error::The version '3.12' with architecture 'arm64' was not found for Ubuntu 22.04.\n[CI/backend-tests]   ❌  Failure - Main actions/setup-python@v5\n[CI/backend-tests] exitcode '1': failure\n[CI/backend-tests] 🏁  Job failed\nError: Job 'backend-tests' failed", 1, 'Run the backend CI job locally'],
      ['prompt', 'act-arch', 'act needs --container-architecture linux/amd64 on our M-series macs'],
      ['fail', 'x:act-missing-secret', 'act -j deploy-staging --container-architecture linux/amd64', '[Deploy/deploy-staging] ⭐ Run Main google-github-actions/auth@v2\n[Deploy/deploy-staging]   ❗  ::error::google-github-actions/auth failed with: the GitHub Action workflow must specify exactly one of "workload_identity_provider" or "credentials_json"! If you are specifying input values via GitHub secrets, ensure the secret is being injected into the environment. By default, secrets are not passed to workflows triggered from forks, including Dependabot.\n[Deploy/deploy-staging]   ❌  Failure - Main google-github-actions/auth@v2\n[Deploy/deploy-staging] exitcode \'1\': failure\nError: Job \'deploy-staging\' failed', 1],
      ['prompt', 'x:es-deploy-docs', '¿puedes documentar en el README cómo se despliega a staging con el workflow de deploy?'],
    ],
  },
  {
    machine: 'mac2', project: 'nimbus', start: '2026-12-21T09:15:00Z',
    steps: [
      ['fail', 'jdk17', 'cd android && ./gradlew assembleDevDebug', AGP_JAVA('/Users/kai/nimbus', '/Library/Java/JavaVirtualMachines/zulu-11.jdk/Contents/Home'), 1, 'Build the dev debug APK'],
      ['prompt', 'jdk17', 'gradle a besoin du JDK 17 : export JAVA_HOME=$(/usr/libexec/java_home -v 17)'],
      ['ok', 'cd android && export JAVA_HOME=$(/usr/libexec/java_home -v 17) && ./gradlew assembleDevDebug'],
      ['fail', 'android-flavor', 'cd android && ./gradlew :app:testDebugUnitTest', `FAILURE: Build failed with an exception.\n\n* What went wrong:\nCannot locate tasks that match ':app:testDebugUnitTest' as task 'testDebugUnitTest' not found in project ':app'. Some candidates are: 'testDevDebugUnitTest', 'testProdDebugUnitTest'.\n${TRY}\nBUILD FAILED in 2s`, 1],
      ['prompt', 'android-flavor', 'usa la variante devDebug, no hay debug a secas'],
      ['fail', 'x:adb-version-downgrade', 'adb -s emulator-5554 install android/app/build/outputs/apk/dev/debug/app-dev-debug.apk', 'Performing Streamed Install\nadb: failed to install android/app/build/outputs/apk/dev/debug/app-dev-debug.apk: Failure [INSTALL_FAILED_VERSION_DOWNGRADE: Downgrade detected: Update version code 2140 is older than current 2141]', 1],
    ],
  },
  {
    machine: 'linux', project: 'nimbus', start: '2026-12-22T10:00:00Z',
    steps: [
      ['fail', 'python-312', 'cd backend && poetry run uvicorn app.main:app --reload', `Creating virtualenv nimbus-api-Xq3R2b-py3.10 in /home/dev/.cache/pypoetry/virtualenvs\n${PY_UNSUPPORTED('3.10.12')}`, 1, 'Start the API locally'],
      ['prompt', 'python-312', '백엔드는 파이썬 3.12예요. pyenv로 3.12 깔고 poetry env use 3.12 하세요'],
      ['fail', 'x:psql-server-down', 'psql -h localhost -U nimbus nimbus_dev', 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?', 2],
      ['prompt', 'x:ko-login-test', '로그인 API에 잘못된 비밀번호 테스트 하나 추가해 줘'],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2026-12-23T09:00:00Z',
    steps: [
      ['fail', 'brew-prefix', '/usr/local/opt/openjdk@17/bin/java -version', 'zsh: no such file or directory: /usr/local/opt/openjdk@17/bin/java', 127],
      ['agent', 'brew-prefix', 'Homebrew lives in /opt/homebrew on Apple Silicon and /usr/local on Intel; use $(brew --prefix) rather than a hardcoded path.'],
      ['fail', 'sed-i-bsd', 'sed -i "s/versionName = \\"2.13.0\\"/versionName = \\"2.14.0\\"/" android/app/build.gradle.kts', 'sed: 1: "android/app/build.gradl ...": command a expects \\ followed by text', 1, 'Bump the Android version name'],
      ['prompt', 'sed-i-bsd', "맥 sed는 -i 뒤에 '' 붙여야 돼요"],
      ['ok', 'sed -i \'\' "s/versionName = \\"2.13.0\\"/versionName = \\"2.14.0\\"/" android/app/build.gradle.kts'],
      ['fail', 'make-bootstrap', 'make init', "make: *** No rule to make target `init'.  Stop.", 2],
      ['prompt', 'make-bootstrap', "there's no init either. make help lists them, bootstrap is the one"],
    ],
  },
  {
    machine: 'codex', project: 'nimbus', start: '2026-12-28T09:30:00Z',
    steps: [
      ['fail', 'branch-develop', 'gh pr create --base main --fill', 'pull request create failed: GraphQL: Base ref must be a branch (createPullRequest)', 1],
      ['prompt', 'branch-develop', "la branche principale c'est develop, pas main"],
      ['fail', 'release-branch-pr', 'git push origin HEAD:release/2.15', GH006('release/2.15', '\nremote: - Required status check "ci / ios-tests" is expected.'), 1],
      ['agent', 'release-branch-pr', 'release/* is protected; changes go in through a pull request into the release branch, never a direct push.'],
    ],
  },
  {
    machine: 'mac2', project: 'nimbus', start: '2027-01-04T09:20:00Z',
    steps: [
      ['fail', 'xcode-scheme', `cd ios && xcodebuild test -project Nimbus.xcodeproj -scheme NimbusApp -destination '${XC_DEST}'`, 'xcodebuild: error: The project named "Nimbus" does not contain a scheme named "NimbusApp". The "-list" option can be used to find the names of the schemes in the project.', 65],
      ['prompt', 'xcode-scheme', "c'est le schéma Nimbus-Dev, pas NimbusApp"],
      ['ok', `cd ios && xcodebuild test -project Nimbus.xcodeproj -scheme Nimbus-Dev -destination '${XC_DEST}'`],
      ['fail', 'spm-not-pods', 'cd ios && bundle exec pod install --repo-update', NO_PODFILE, 1],
      ['prompt', 'spm-not-pods', '이제 CocoaPods 안 써요, 패키지는 SPM으로 받아요 (xcodebuild -resolvePackageDependencies)'],
      ['fail', 'x:spm-resolve-offline', 'cd ios && xcodebuild -resolvePackageDependencies -project Nimbus.xcodeproj', "Resolve Package Graph\nxcodebuild: error: Could not resolve package dependencies:\n  Failed to clone repository https://github.com/firebase/firebase-ios-sdk.git:\n    Cloning into bare repository '/Users/kai/Library/Developer/Xcode/DerivedData/Nimbus-bqzkxnhdxfwtgkcaqhwoqkxmyrzb/SourcePackages/repositories/firebase-ios-sdk-5c7c1b2a'...\n    fatal: unable to access 'https://github.com/firebase/firebase-ios-sdk.git/': Could not resolve host: github.com", 74],
    ],
  },
  {
    machine: 'linux', project: 'nimbus', start: '2027-01-05T10:10:00Z',
    steps: [
      ['fail', 'poetry-run', 'cd backend && alembic upgrade head', 'bash: line 1: alembic: command not found', 127],
      ['prompt', 'poetry-run', 'alembic too, poetry run it'],
      ['fail', 'ruff-check', 'cd backend && poetry run ruff --fix .', `error: unexpected argument '--fix' found\n\n  tip: to pass '--fix' as a value, use '-- --fix'${RUFF_USAGE}`, 2],
      ['agent', 'ruff-check', 'ruff >= 0.5 needs a subcommand: `ruff check --fix .`, not `ruff --fix .`.'],
      ['fail', 'x:make-lint-real', 'make lint', 'cd backend && poetry run ruff check app tests\napp/api/v1/devices.py:17:89: E501 Line too long (104 > 88)\nFound 1 error.\nmake: *** [Makefile:41: lint] Error 1', 2],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2027-01-06T09:00:00Z',
    steps: [
      ['fail', 'adb-serial', 'adb shell am start -n app.nimbus.android.dev/app.nimbus.android.MainActivity', 'error: more than one device/emulator', 1],
      ['prompt', 'adb-serial', 'same thing, two devices. -s emulator-5554'],
      ['ok', 'adb -s emulator-5554 shell am start -n app.nimbus.android.dev/app.nimbus.android.MainActivity'],
      ['prompt', 'x:fr-translations', "peux-tu ajouter les traductions françaises pour l'écran d'onboarding ?"],
    ],
  },
  {
    machine: 'ci', project: 'nimbus', start: '2027-01-07T02:30:00Z',
    steps: [
      ['fail', 'fastlane-lane', 'bundle exec fastlane android beta', `[02:33:10]: Driving the lane 'android beta' 🚀\n[!] Could not find lane 'android beta'. ${LANES}`, 1],
      ['agent', 'fastlane-lane', 'fastlane lanes are ios beta / ios release / android internal / android promote; there is no android beta.'],
      ['fail', 'x:poetry-install-timeout', 'cd backend && poetry install --no-interaction', "Installing dependencies from lock file\n\nPackage operations: 58 installs, 0 updates, 0 removals\n\n  - Installing pydantic-core (2.27.1): Failed\n\n  HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)", 1],
    ],
  },
  {
    machine: 'codex', project: 'nimbus', start: '2027-01-08T11:00:00Z',
    steps: [
      ['fail', 'ktlint-gradle', "cd android && ktlint --format 'app/src/**/*.kt'", 'bash: line 1: ktlint: command not found', 127],
      ['prompt', 'ktlint-gradle', "ktlint'i gradle üzerinden çalıştır: ./gradlew ktlintFormat"],
      ['ok', 'cd android && ./gradlew ktlintFormat'],
      ['fail', 'tf-chdir', 'terraform apply', NO_TF_CONFIG('Apply', "Applying without a configuration would mark everything for destruction, which is normally not what is desired. If you would like to destroy everything, run 'terraform destroy' instead."), 1],
      ['prompt', 'tf-chdir', '테라폼은 infra/envs/staging 에서 -chdir 로 실행해요'],
      ['fail', 'gcloud-adc', 'terraform -chdir=infra/envs/staging init -reconfigure', 'Initializing the backend...\n╷\n│ Error: storage.NewClient() failed: dialing: google: could not find default credentials. See https://cloud.google.com/docs/authentication/external/set-up-adc for more information\n│ \n│ \n╵', 1],
      ['agent', 'gcloud-adc', 'The GCS backend and google provider need Application Default Credentials: `gcloud auth application-default login` (gcloud auth login alone is not enough).'],
      ['prompt', 'tf-version', 'terraform 1.9, instálalo con tfenv si no lo tienes'],
    ],
  },
  {
    machine: 'mac2', project: 'nimbus', start: '2027-01-11T09:30:00Z',
    steps: [
      ['fail', 'bundle-exec-fastlane', 'cd ios && fastlane ios screenshots', "[✔] 🚀 \n[09:31:02]: fastlane detected a Gemfile in the current directory\n[09:31:02]: However, it seems like you didn't use `bundle exec`\n[09:31:02]: To launch fastlane faster, please use\n[09:31:02]: \n[09:31:02]: $ bundle exec fastlane ios screenshots\n[09:31:02]: \n[09:31:02]: Get started using a Gemfile for fastlane https://docs.fastlane.tools/getting-started/ios/setup/#use-a-gemfile\n[!] Plugin 'fastlane-plugin-versioning' was not properly loaded, make sure to follow the plugin docs for troubleshooting: https://docs.fastlane.tools/plugins/plugins-troubleshooting/\n[!] undefined method `get_version_number_from_plist' for #<Fastlane::FastFile>", 1],
      ['prompt', 'bundle-exec-fastlane', 'fastlane siempre con bundle exec, que si no coge la versión del sistema'],
      ['fail', 'grep-P-rg', 'grep -oP \'(?<=version = ")[^"]+\' backend/pyproject.toml', `grep: invalid option -- P\n${GREP_USAGE}`, 2],
      ['prompt', 'grep-P-rg', 'use rg, bsd grep has no -P'],
      ['fail', 'stat-bsd', 'stat --format=%Y backend/poetry.lock', `stat: illegal option -- -\n${STAT_USAGE}`, 1],
      ['prompt', 'stat-bsd', 'en mac stat no tiene -c ni --format, es stat -f'],
      ['fail', 'x:git-non-ff-feature', 'git push origin feature/widget-sync', "To github.com:nimbus-app/nimbus.git\n ! [rejected]        feature/widget-sync -> feature/widget-sync (non-fast-forward)\nerror: failed to push some refs to 'github.com:nimbus-app/nimbus.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2027-01-12T10:00:00Z',
    steps: [
      ['fail', 'xcode-16', 'cd ios && xcodebuild -project Nimbus.xcodeproj -scheme Nimbus-Dev -sdk iphonesimulator18.2 build', 'xcodebuild: error: SDK "iphonesimulator18.2" cannot be located.', 64],
      ['prompt', 'xcode-16', 'on build avec Xcode 16.2 : exporte DEVELOPER_DIR=/Applications/Xcode-16.2.app/Contents/Developer avant xcodebuild'],
      ['ok', 'cd ios && DEVELOPER_DIR=/Applications/Xcode-16.2.app/Contents/Developer xcodebuild -project Nimbus.xcodeproj -scheme Nimbus-Dev -sdk iphonesimulator18.2 build'],
      ['fail', 'act-arch', 'act pull_request -W .github/workflows/android.yml', "WARN  ⚠ You are using Apple M-series chip and you have not specified container architecture, you might encounter issues while running act. If so, try running it with '--container-architecture linux/amd64'. ⚠  \n[Android/unit-tests] ⭐ Run Main Set up JDK 17\n[Android/unit-tests]   | /var/run/act/workflow/1: line 2: /opt/hostedtoolcache/Java_Temurin-Hotspot_jdk/17.0.13-11/x64/bin/java: cannot execute binary file: Exec format error\n[Android/unit-tests]   ❌  Failure - Main Set up JDK 17\n[Android/unit-tests] exitcode '126': command not executable\nError: Job 'unit-tests' failed", 1],
      ['prompt', 'act-arch', 'forgot --container-architecture linux/amd64 again'],
      ['fail', 'x:xcode-signing', 'cd ios && DEVELOPER_DIR=/Applications/Xcode-16.2.app/Contents/Developer xcodebuild -project Nimbus.xcodeproj -scheme Nimbus-Prod -archivePath build/Nimbus.xcarchive archive', "/Users/ana/nimbus/ios/Nimbus.xcodeproj: error: No profiles for 'app.nimbus.ios' were found: Xcode couldn't find any iOS App Development provisioning profiles matching 'app.nimbus.ios'. Automatic signing is disabled and unable to generate a profile. To enable automatic signing, pass -allowProvisioningUpdates to xcodebuild. (in target 'Nimbus' from project 'Nimbus')\n** ARCHIVE FAILED **", 65],
    ],
  },
  {
    machine: 'mac', project: 'nimbus', start: '2027-01-14T08:30:00Z',
    steps: [
      ['fail', 'gradlew', 'cd android && gradle dependencies --configuration devDebugRuntimeClasspath', 'zsh: command not found: gradle', 127],
      ['prompt', 'gradlew', 'gradle 말고 ./gradlew 로 돌려 주세요'],
      ['prompt', 'ruff-format', 'formateamos con ruff format, black ya no está en el proyecto'],
    ],
  },
  {
    machine: 'linux', project: 'nimbus', start: '2027-01-15T09:10:00Z',
    steps: [
      ['fail', 'poetry-no-update', 'cd backend && poetry lock --no-update && poetry install', '\nThe option "--no-update" does not exist', 1],
      ['agent', 'poetry-no-update', 'Poetry 2 removed `poetry lock --no-update`; plain `poetry lock` keeps locked versions (use `--regenerate` to re-resolve).'],
      ['ok', 'cd backend && poetry lock && poetry install'],
    ],
  },
];
