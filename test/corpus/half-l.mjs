// Half L of the evaluation corpus: written blind, by someone who had read only issue 10, the corpus
// README's format, build.mjs and the shape of half-d.mjs (not the reader, the grouping or the other
// halves). A project called "railyard": a Rails 7 monolith (bundler, rbenv, RSpec, rubocop, Sidekiq
// on Redis, PostgreSQL in compose, yarn/esbuild assets moved to importmap) and two Go services
// (dispatch, ledger; golangci-lint v2, goreleaser v2) deployed to Kubernetes with kubectl and helm
// (kind cluster "railyard" locally), on GitLab (glab) with Alpine/ash runners; developers on macOS
// (zsh, BSD tools) and Linux (bash), Codex locally and in CI. Lessons of the kinds issue 10 names plus
// project norms (binstubs, namespace, branch, DB port), dangerous actions and version requirements,
// in wordings of a polyglot team; one-offs are near misses and ordinary requests.
const MAC_GREP_USAGE = 'usage: grep [-abcdDEFGHhIiJLlMmnOopqRSsUVvwXxZz] [-A num] [-B num] [-C[num]]\n\t[-e pattern] [-f file] [--binary-files=value] [--color=when]\n\t[--context[=num]] [--directories=action] [--label] [--line-buffered]\n\t[--null] [pattern] [file ...]';
const BUSYBOX = 'BusyBox v1.36.1 (2024-06-10 07:11:47 UTC) multi-call binary.';
const STAT_USAGE = 'stat: illegal option -- c\nusage: stat [-FLnq] [-f format | -l | -r | -s | -x] [-t timefmt] [file ...]';
const GO_GET_OUTSIDE = "go: go.mod file not found in current directory or any parent directory.\n\t'go get' is no longer supported outside a module.\n\tTo build and install a command, use 'go install' with a version,\n\tlike 'go install example.com/cmd@latest'\n\tFor more information, see https://golang.org/doc/go-get-install-deprecation\n\tor run 'go help get' or 'go help install'.";
const GH_NO_HOST = 'none of the git remotes configured for this repository point to a known GitHub host. To tell gh about a new GitHub host, please use `gh auth login`';
const RUBY_MISMATCH_BOOT = (home, have) => `${home}/.rbenv/versions/${have}/lib/ruby/${have.slice(0, 3)}.0/bundler/definition.rb:461:in \`validate_ruby!': Your Ruby version is ${have}, but your Gemfile specified 3.3.4 (Bundler::RubyVersionMismatch)\n\tfrom ${home}/.rbenv/versions/${have}/lib/ruby/${have.slice(0, 3)}.0/bundler/definition.rb:436:in \`validate_runtime!'\n\tfrom ${home}/.rbenv/versions/${have}/lib/ruby/${have.slice(0, 3)}.0/bundler.rb:161:in \`setup'\n\tfrom ${home}/railyard/config/boot.rb:3:in \`<top (required)>'\n\tfrom bin/rails:3:in \`require_relative'`;
const GOLANGCI_OUT_FORMAT = 'Error: unknown flag: --out-format\nThe command is terminated due to an error: unknown flag: --out-format';
const RM_DIST = '  ⨯ command failed                                   error=unknown flag: --rm-dist';
const PG_SOCKET = (dir) => `psql: error: connection to server on socket "${dir}/.s.PGSQL.5432" failed: No such file or directory\n\tIs the server running locally and accepting connections on that socket?`;
const PRIVATE_KIT = (version, via) => `go: gitlab.com/railyard/platform/kit@${version}: ${via}: 404 Not Found\n\tserver response:\n\tnot found: gitlab.com/railyard/platform/kit@${version}: invalid version: git ls-remote -q origin in /tmp/gopath/pkg/mod/cache/vcs/8c1f0e5b7a2d4c93e1f6a0b9d2c4e7f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9: exit status 128:\n\t\tfatal: could not read Username for 'https://gitlab.com': terminal prompts disabled\n\tConfirm the import path was entered correctly.\n\tIf this is a private repository, see https://golang.org/doc/faq#git_https for additional information.`;

export const SESSIONS = [
  {
    machine: 'mac', project: 'railyard', start: '2026-09-01T08:40:00Z',
    steps: [
      ['fail', 'bin-rspec', 'rspec spec/models/invoice_spec.rb', 'zsh: command not found: rspec', 127, 'Run the invoice model specs'],
      ['prompt', 'bin-rspec', 'rspec lives in bin/'],
      ['fail', 'x:spec-failure', 'bin/rspec spec/models/invoice_spec.rb:48', 'Run options: include {:locations=>{"./spec/models/invoice_spec.rb"=>[48]}}\nF\n\nFailures:\n\n  1) Invoice#total_with_tax rounds to cents\n     Failure/Error: expect(invoice.total_with_tax).to eq(BigDecimal("119.00"))\n\n       expected: 0.119e3\n            got: 0.11899e3\n\n       (compared using ==)\n     # ./spec/models/invoice_spec.rb:52:in `block (3 levels) in <top (required)>\'\n\nFinished in 0.41237 seconds (files took 2.31 seconds to load)\n1 example, 1 failure\n\nFailed examples:\n\nrspec ./spec/models/invoice_spec.rb:48 # Invoice#total_with_tax rounds to cents', 1],
      ['prompt', 'x:scope-active', 'add a scope for active users on User — confirmed_at present and not locked'],
      ['ok', 'bin/rspec spec/models/user_spec.rb'],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-09-01T13:10:00Z',
    steps: [
      ['fail', 'go-1.22', 'cd services/dispatch && go build ./...', 'go: go.mod requires go >= 1.22.2 (running go 1.21.6; GOTOOLCHAIN=local)', 1, 'Build the dispatch service'],
      ['prompt', 'go-1.22', 'dispatch needs go 1.22+, see the go line in go.mod'],
      ['fail', 'x:go-test-fail', 'cd services/dispatch && go test ./...', '--- FAIL: TestRouteMatch (0.00s)\n    --- FAIL: TestRouteMatch/wildcard (0.00s)\n        router_test.go:42: Match("/v1/invoices/42") = 404, want 200\nFAIL\nFAIL\tgitlab.com/railyard/dispatch/internal/router\t0.014s\nok  \tgitlab.com/railyard/dispatch/internal/queue\t0.221s\nFAIL', 1],
      ['fail', 'goprivate', 'cd services/ledger && go mod download', PRIVATE_KIT('v0.9.3', 'reading https://proxy.golang.org/gitlab.com/railyard/platform/kit/@v/v0.9.3.mod'), 1],
      ['prompt', 'goprivate', 'export GOPRIVATE=gitlab.com/railyard/* — platform/kit is private'],
    ],
  },
  {
    machine: 'ci', project: 'railyard', start: '2026-09-02T07:30:00Z',
    steps: [
      ['fail', 'posix-sh-ci', 'bash scripts/ci/wait-for-db.sh', '/bin/sh: bash: not found', 127],
      ['prompt', 'posix-sh-ci', "runners are alpine, there's no bash. ci scripts stay POSIX sh"],
      ['fail', 'apk-not-apt', 'apt-get update && apt-get install -y postgresql-client', 'sh: apt-get: not found', 127],
      ['prompt', 'apk-not-apt', 'its alpine, apk add --no-cache postgresql16-client'],
    ],
  },
  {
    machine: 'mac2', project: 'railyard', start: '2026-09-02T10:15:00Z',
    steps: [
      ['fail', 'x:docker-daemon', 'docker build -t railyard-web:dev .', 'ERROR: failed to connect to the docker API at unix:///Users/kai/.docker/run/docker.sock; check if the path is correct and if the daemon is running: dial unix /Users/kai/.docker/run/docker.sock: connect: no such file or directory', 1],
      ['fail', 'kind-name', 'kind load docker-image railyard-web:dev', 'ERROR: no nodes found for cluster "kind"', 1, 'Load the image into the local cluster'],
      ['prompt', 'kind-name', 'the cluster is called railyard, pass --name railyard'],
      ['prompt', 'x:readme-kind', "can you write the kind setup down in docs/dev-cluster.md while you're at it?"],
    ],
  },
  {
    machine: 'mac', project: 'railyard', start: '2026-09-03T09:00:00Z',
    steps: [
      ['fail', 'sed-i-bsd', "sed -i 's/3.2.2/3.3.4/' .ruby-version", 'sed: 1: ".ruby-version": invalid command code .', 1],
      ['prompt', 'sed-i-bsd', "mac sed wants an arg after -i. sed -i '' ... or gsed"],
      ['fail', 'ruby-3.3', 'bundle install', 'Your Ruby version is 3.2.2, but your Gemfile specified 3.3.4', 18],
      ['fail', 'rbenv-not-rvm', 'rvm use 3.3.4', 'zsh: command not found: rvm', 127],
      ['prompt', 'rbenv-not-rvm', 'we use rbenv not rvm'],
      ['prompt', 'ruby-3.3', 'ruby is 3.3.4 now, rbenv install 3.3.4'],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-09-03T14:20:00Z',
    steps: [
      ['fail', 'glab-not-gh', 'gh pr create --title "CSV export for invoices" --fill', GH_NO_HOST, 1, 'Open a pull request'],
      ['prompt', 'glab-not-gh', "we're on gitlab, it's glab mr create"],
      ['fail', 'branch-develop', 'git pull --rebase origin main', "fatal: couldn't find remote ref main", 128],
      ['prompt', 'branch-develop', "there's no main here, default branch is develop"],
      ['fail', 'x:merge-conflict', 'git rebase origin/develop', 'Auto-merging db/schema.rb\nCONFLICT (content): Merge conflict in db/schema.rb\nerror: could not apply 3f2a1c9... Add index on invoices.state\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\nCould not apply 3f2a1c9... Add index on invoices.state', 1],
      ['prompt', 'x:iso-dates', 'use ISO dates in the CSV (2026-09-03), not 03/09/2026'],
    ],
  },
  {
    machine: 'codex', project: 'railyard', start: '2026-09-04T08:00:00Z',
    steps: [
      ['fail', 'bundle-without', 'bundle install --deployment --jobs 4', 'The `--deployment` flag has been removed because it relied on being remembered across bundler invocations, which bundler no longer does. Instead please use `bundle config set deployment true`, and stop using this flag', 15],
      ['agent', 'bundle-without', 'bundle install --deployment is removed in our Bundler; run `bundle config set --local deployment true` and then plain bundle install.'],
      ['ok', 'bundle config set --local deployment true && bundle install --jobs 4'],
      ['fail', 'bin-rspec', 'rspec spec/requests/api/v1/invoices_spec.rb', 'bash: line 1: rspec: command not found', 127],
      ['agent', 'bin-rspec', 'Called bare `rspec`, which is not on PATH here; run specs with bin/rspec.'],
      ['fail', 'x:migration-pending', 'bin/rspec spec/models/payout_spec.rb', 'An error occurred while loading ./spec/models/payout_spec.rb.\nFailure/Error: ActiveRecord::Migration.maintain_test_schema!\n\nActiveRecord::PendingMigrationError:\n\n  Migrations are pending. To resolve this issue, run:\n\n          bin/rails db:migrate RAILS_ENV=test\n\n# ./spec/rails_helper.rb:28:in `<top (required)>\'\nNo examples found.\n\nFinished in 0.00003 seconds (files took 1.87 seconds to load)\n0 examples, 0 failures, 1 error occurred outside of examples', 1],
    ],
  },
  {
    machine: 'mac', project: 'railyard', start: '2026-09-07T09:20:00Z',
    steps: [
      ['fail', 'importmap', 'yarn build', 'yarn run v1.22.22\nerror Couldn\'t find a package.json file in "/Users/ana/railyard"\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.', 1, 'Rebuild the JS bundle'],
      ['prompt', 'importmap', "we're on importmap now, package.json is gone"],
      ['ok', 'bin/importmap pin chart.js'],
      ['prompt', 'x:changelog', 'add a line to CHANGELOG.md about the importmap switch, under Unreleased'],
      ['fail', 'grep-P', "grep -rP '\\bperform_async\\(' app/", `grep: invalid option -- P\n${MAC_GREP_USAGE}`, 2],
      ['prompt', 'grep-P', "that flag doesn't exist here"],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-09-08T10:00:00Z',
    steps: [
      ['fail', 'helm2-syntax', 'helm install --name railyard-web ./chart -n railyard --kube-context kind-railyard', 'Error: unknown flag: --name', 1],
      ['prompt', 'helm2-syntax', "that's the old helm 2 syntax"],
      ['fail', 'kube-namespace', 'kubectl logs deploy/sidekiq --tail=200', 'Error from server (NotFound): deployments.apps "sidekiq" not found', 1],
      ['prompt', 'kube-namespace', "everything's in the railyard namespace. -n railyard"],
      ['fail', 'x:rollout-timeout', 'kubectl rollout status deploy/web -n railyard --timeout=120s', 'Waiting for deployment "web" rollout to finish: 1 out of 2 new replicas have been updated...\nerror: timed out waiting for the condition', 1],
      ['prompt', 'x:helm-replicas', 'bump web replicas to 3 in chart/values-staging.yaml'],
    ],
  },
  {
    machine: 'ci', project: 'railyard', start: '2026-09-08T15:40:00Z',
    steps: [
      ['fail', 'grep-P', "grep -oP 'VERSION = \"\\K[^\"]+' lib/railyard/version.rb", `grep: unrecognized option: P\n${BUSYBOX}\n\nUsage: grep [-HhnlLoqvsrRiwFE] [-m N] [-A|B|C N] { PATTERN | -e PATTERN... | -f FILE... } [FILE]...\n\nSearch for PATTERN in FILEs (or stdin)`, 1],
      ['prompt', 'grep-P', "grep -P n'existe pas sur le runner alpine (busybox), passe par grep -E ou sed"],
      ['fail', 'bundle-without', 'bundle install --without development test --jobs 4', "The `--without` flag has been removed because it relied on being remembered across bundler invocations, which bundler no longer does. Instead please use `bundle config set without 'development test'`, and stop using this flag", 15],
      ['prompt', 'bundle-without', "--without is gone in our bundler. bundle config set --local without 'development test' first"],
      ['fail', 'x:bundle-timeout', 'bundle install --jobs 4', 'Fetching gem metadata from https://rubygems.org/\nRetrying fetcher due to error (2/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>\nRetrying fetcher due to error (3/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>\nRetrying fetcher due to error (4/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>\nCould not fetch specs from https://rubygems.org/ due to underlying error <Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>', 17],
    ],
  },
  {
    machine: 'mac2', project: 'railyard', start: '2026-09-09T09:30:00Z',
    steps: [
      ['fail', 'sed-i-bsd', "sed -i 's/replicas: 2/replicas: 3/' chart/values-staging.yaml", 'sed: 1: "chart/values-staging.yaml": command c expects \\ followed by text', 1],
      ['prompt', 'sed-i-bsd', "no mac o sed -i precisa do '' logo depois, ou usa o gsed"],
      ['fail', 'yq-v4', 'yq w -i chart/values-staging.yaml image.tag 2026.09.09', "Error: unknown command \"w\" for \"yq\"\nRun 'yq --help' for usage.", 1],
      ['prompt', 'yq-v4', "old syntax. yq -i '.image.tag = \"2026.09.09\"' chart/values-staging.yaml"],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-09-10T08:10:00Z',
    steps: [
      ['fail', 'sidekiq-daemon', 'bundle exec sidekiq -d -L log/sidekiq.log -C config/sidekiq.yml', 'ERROR: Daemonization mode was removed in Sidekiq 6.0, please use a proper process supervisor to start and manage your services', 1],
      ['prompt', 'sidekiq-daemon', 'no -d, sidekiq 7 runs in the foreground. logs go to stdout'],
      ['fail', 'x:redis-down', 'bundle exec sidekiq -C config/sidekiq.yml', '2026-09-10T08:16:41.512Z pid=48211 tid=3ov INFO: Booting Sidekiq 7.3.2 with Sidekiq::RedisConnection::RedisAdapter options {:url=>"redis://localhost:6379/0"}\nRedisClient::CannotConnectError: Connection refused - connect(2) for 127.0.0.1:6379 (redis://localhost:6379)', 1],
      ['prompt', 'x:rename-job', 'rename ReconcileJob to ReconcileInvoicesJob and keep the old constant around for jobs already queued'],
    ],
  },
  {
    machine: 'mac', project: 'railyard', start: '2026-09-10T13:45:00Z',
    steps: [
      ['fail', 'pg-port', 'psql railyard_development', PG_SOCKET('/tmp'), 2],
      ['prompt', 'pg-port', 'pg runs in compose on 5433 — bin/rails dbconsole'],
      ['fail', 'bin-dev', 'foreman start -f Procfile.dev', 'zsh:1: command not found: foreman', 127],
      ['prompt', 'bin-dev', 'just bin/dev'],
    ],
  },
  {
    machine: 'codex', project: 'railyard', start: '2026-09-11T09:00:00Z',
    steps: [
      ['fail', 'glab-not-gh', 'gh pr list --state open', 'bash: line 1: gh: command not found', 127],
      ['agent', 'glab-not-gh', 'Used gh (GitHub CLI) but this repo is on GitLab; use glab (glab mr list, glab mr create).'],
      ['fail', 'x:glab-mr-exists', 'glab mr create --fill --target-branch develop', 'failed to create merge request: POST https://gitlab.com/api/v4/projects/railyard%2Frailyard/merge_requests: 409 {message: [Another open merge request already exists for this source branch: !412]}', 1],
      ['fail', 'go-install', 'go get github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.1.6', GO_GET_OUTSIDE, 1],
      ['agent', 'go-install', 'go get outside a module no longer installs binaries; install Go tools with go install pkg@version.'],
    ],
  },
  {
    machine: 'mac2', project: 'railyard', start: '2026-09-14T10:00:00Z',
    steps: [
      ['fail', 'kube-prod-delete', 'kubectl --context gke_railyard-prod_europe-west1_prod -n railyard delete pod web-6f7c9d8b5-x2k4q', 'Error from server (Forbidden): pods "web-6f7c9d8b5-x2k4q" is forbidden: User "kai@railyard.io" cannot delete resource "pods" in API group "" in the namespace "railyard"', 1, 'Restart the stuck web pod'],
      ['prompt', 'kube-prod-delete', 'WHOA. never kubectl delete against prod!! restarts go through the deploy pipeline'],
      ['fail', 'stat-c', 'stat -c %s app/assets/builds/application.js', STAT_USAGE, 1],
      ['prompt', 'stat-c', 'bsd stat. stat -f %z'],
    ],
  },
  {
    machine: 'ci', project: 'railyard', start: '2026-09-15T07:20:00Z',
    steps: [
      ['fail', 'go-1.22', 'cd services/ledger && go test ./...', 'go: go.mod requires go >= 1.22.2 (running go 1.21.13; GOTOOLCHAIN=local)', 1],
      ['agent', 'go-1.22', 'CI job ran golang:1.21-alpine but the services need Go 1.22+ (go.mod says 1.22.2); use golang:1.22-alpine.'],
      ['fail', 'race-cgo', 'cd services/ledger && go test -race ./...', 'go: -race requires cgo; enable cgo by setting CGO_ENABLED=1', 1],
      ['prompt', 'race-cgo', 'race detector only runs in the test-race job (bookworm image). cgo is off on alpine'],
      ['fail', 'golangci-v2', 'golangci-lint run --out-format code-climate ./... > gl-code-quality-report.json', GOLANGCI_OUT_FORMAT, 1],
      ['agent', 'golangci-v2', 'golangci-lint v2 removed --out-format; use --output.code-climate.path=gl-code-quality-report.json.'],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-09-15T11:30:00Z',
    steps: [
      ['ok', 'git push -f origin develop'],
      ['prompt', 'force-push', 'whoa, you force pushed develop?? never -f on develop, other people build on it'],
      ['fail', 'x:non-ff-push', 'git push origin feat/invoice-csv', "To gitlab.com:railyard/railyard.git\n ! [rejected]        feat/invoice-csv -> feat/invoice-csv (fetch first)\nerror: failed to push some refs to 'gitlab.com:railyard/railyard.git'\nhint: Updates were rejected because the remote contains work that you do not\nhint: have locally. This is usually caused by another repository pushing to\nhint: the same ref. If you want to integrate the remote changes, use\nhint: 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.", 1],
      ['fail', 'db-drop-shared', 'RAILS_ENV=staging bin/rails db:reset', "bin/rails aborted!\nActiveRecord::ProtectedEnvironmentError: You are attempting to run a destructive action against your 'staging' database.\nIf you are sure you want to continue, run the same command with the environment variable:\nDISABLE_DATABASE_ENVIRONMENT_CHECK=1\n\nTasks: TOP => db:reset => db:drop => db:check_protected_environments\n(See full trace by running task with --trace)", 1, 'Reset the staging database'],
      ['prompt', 'db-drop-shared', "NO. never db:reset staging, QA shares that database. and don't touch DISABLE_DATABASE_ENVIRONMENT_CHECK"],
    ],
  },
  {
    machine: 'mac', project: 'railyard', start: '2026-09-16T09:10:00Z',
    steps: [
      ['ok', 'bin/rubocop -A'],
      ['prompt', 'rubocop-unsafe', "don't run rubocop -A on the whole repo!! -a, and only on the files you touched"],
      ['agent', 'rubocop-unsafe', 'Ran rubocop -A (unsafe autocorrect) over the whole repo; use bin/rubocop -a on changed files only.'],
      ['fail', 'x:rubocop-offense', 'bin/rubocop app/models/invoice.rb', 'Inspecting 1 file\nC\n\nOffenses:\n\napp/models/invoice.rb:41:5: C: [Correctable] Style/GuardClause: Use a guard clause (return unless line_items.any?) instead of wrapping the code inside a conditional expression.\n    if line_items.any?\n    ^^\n\n1 file inspected, 1 offense detected, 1 offense autocorrectable', 1],
      ['fail', 'kube-context', 'kubectl --context railyard get pods -n railyard', 'error: context "railyard" does not exist', 1],
      ['prompt', 'kube-context', 'kind prefixes it: kind-railyard'],
    ],
  },
  {
    machine: 'codex', project: 'railyard', start: '2026-09-17T08:40:00Z',
    steps: [
      ['fail', 'importmap', 'yarn add chart.js@4.4.4', 'bash: line 1: yarn: command not found', 127],
      ['agent', 'importmap', 'Tried yarn for a JS dependency; yarn/esbuild are gone, JS packages are pinned with bin/importmap pin.'],
      ['fail', 'x:gem-missing', "bin/rails runner 'puts Invoice.count'", "Could not find gem 'pg (~> 1.5)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", 7],
      ['ok', 'bundle install'],
      ['fail', 'helm2-syntax', 'helm delete --purge railyard-web', 'Error: unknown flag: --purge', 1],
      ['agent', 'helm2-syntax', 'helm 2 flags again (--purge, --name): helm 3 takes the release name positionally, use helm uninstall railyard-web.'],
    ],
  },
  {
    machine: 'mac2', project: 'railyard', start: '2026-09-18T13:00:00Z',
    steps: [
      ['fail', 'ruby-3.3', 'bin/rails s', RUBY_MISMATCH_BOOT('/Users/kai', '3.2.2'), 1],
      ['prompt', 'ruby-3.3', "app's on 3.3.4, check .ruby-version before you bundle"],
      ['fail', 'x:pg-down', 'bin/rails db:migrate', 'bin/rails aborted!\nActiveRecord::ConnectionNotEstablished: connection to server at "127.0.0.1", port 5433 failed: Connection refused (ActiveRecord::ConnectionNotEstablished)\n\tIs the server running on that host and accepting TCP/IP connections?\n\n\nCaused by:\nPG::ConnectionBad: connection to server at "127.0.0.1", port 5433 failed: Connection refused (PG::ConnectionBad)\n\tIs the server running on that host and accepting TCP/IP connections?\n\nTasks: TOP => db:migrate\n(See full trace by running task with --trace)', 1],
      ['ok', 'docker compose up -d db && bin/rails db:migrate'],
      ['fail', 'glab-not-gh', 'gh pr checks', GH_NO_HOST, 1],
      ['prompt', 'glab-not-gh', 'esto es GitLab, no GitHub: usa glab ci status'],
      ['prompt', 'x:es-request', '¿puedes añadir paginación al endpoint de facturas? 50 por página'],
    ],
  },
  {
    machine: 'ci', project: 'railyard', start: '2026-09-21T07:10:00Z',
    steps: [
      ['fail', 'apk-not-apt', 'apt install -y jq', '/bin/sh: eval: line 98: apt: not found', 127],
      ['fail', 'x:apk-nopkg', 'apk add --no-cache postgresql-client-16', 'ERROR: unable to select packages:\n  postgresql-client-16 (no such package):\n    required by: world[postgresql-client-16]', 1],
      ['ok', 'apk add --no-cache jq postgresql16-client'],
      ['fail', 'posix-sh-ci', 'sh scripts/ci/shard-specs.sh', 'scripts/ci/shard-specs.sh: line 4: syntax error: unexpected "("', 2],
      ['agent', 'posix-sh-ci', 'CI runner is Alpine busybox ash: no bash, no arrays; keep scripts/ci/*.sh POSIX sh.'],
    ],
  },
  {
    machine: 'mac', project: 'railyard', start: '2026-09-22T09:30:00Z',
    steps: [
      ['fail', 'x:kube-secrets-forbidden', 'kubectl --context gke_railyard-staging_europe-west1_staging -n railyard get secrets', 'Error from server (Forbidden): secrets is forbidden: User "ana@railyard.io" cannot list resource "secrets" in API group "" in the namespace "railyard"', 1],
      ['fail', 'kind-name', 'kind export kubeconfig', "ERROR: could not locate any control plane nodes for cluster named 'kind'. Use the --name option to select a different cluster", 1],
      ['prompt', 'kind-name', "kind --name railyard. always. there's no cluster called kind"],
      ['fail', 'kube-namespace', 'kubectl --context kind-railyard get deploy web -o yaml', 'Error from server (NotFound): deployments.apps "web" not found', 1],
      ['prompt', 'kube-namespace', '我们的服务都在 railyard 命名空间里，记得加 -n railyard'],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-09-23T10:20:00Z',
    steps: [
      ['fail', 'goreleaser-clean', 'cd services/dispatch && goreleaser release --snapshot --rm-dist', RM_DIST, 1],
      ['prompt', 'goreleaser-clean', "it's --clean since v2"],
      ['fail', 'x:goreleaser-dirty', 'cd services/dispatch && goreleaser release --clean', '  • starting release...\n  • loading                                          path=.goreleaser.yaml\n  • loading environment variables\n  • getting and validating git state\n  ⨯ release failed after 0s                  error=git is in a dirty state\nPlease check in your pipeline what can be changing the following files:\n M go.sum\n\nLearn more at https://goreleaser.com/errors/dirty', 1],
      ['fail', 'golangci-v2', 'cd services/dispatch && golangci-lint run --out-format=colored-line-number ./...', GOLANGCI_OUT_FORMAT, 1],
      ['prompt', 'golangci-v2', "we're on golangci-lint v2, output flags are --output.<format>.path now"],
      ['fail', 'x:golangci-real', 'cd services/ledger && golangci-lint run ./...', 'internal/post/post.go:88:2: ineffectual assignment to err (ineffassign)\n\terr = tx.Commit()\n\t^\n1 issues:\n* ineffassign: 1', 1],
    ],
  },
  {
    machine: 'mac2', project: 'railyard', start: '2026-09-24T09:00:00Z',
    steps: [
      ['fail', 'bin-rspec', 'rspec spec/jobs/reconcile_invoices_job_spec.rb', 'zsh:1: command not found: rspec', 127],
      ['prompt', 'bin-rspec', 'bin/rspec pls, the binstub loads the right bundle'],
      ['fail', 'x:path-typo', 'bin/rspec spec/models/invocie_spec.rb', "An error occurred while loading ./spec/models/invocie_spec.rb.\nFailure/Error: __send__(method, file)\n\nLoadError:\n  cannot load such file -- /Users/kai/railyard/spec/models/invocie_spec.rb\nNo examples found.\n\nFinished in 0.00002 seconds (files took 1.2 seconds to load)\n0 examples, 0 failures, 1 error occurred outside of examples", 1],
      ['ok', 'git add config/credentials.yml.enc config/master.key'],
      ['agent', 'master-key', 'Staged config/master.key with the credentials change; never commit master.key (it lives in 1Password and the k8s secret).'],
    ],
  },
  {
    machine: 'codex', project: 'railyard', start: '2026-09-25T08:30:00Z',
    steps: [
      ['fail', 'branch-develop', 'git checkout -b feat/payout-retry origin/main', "fatal: 'origin/main' is not a commit and a branch 'feat/payout-retry' cannot be created from it", 128],
      ['agent', 'branch-develop', 'Branched from origin/main, which does not exist; the default branch is develop (branch from it and target MRs at it).'],
      ['fail', 'goprivate', 'cd services/ledger && go build ./...', PRIVATE_KIT('v0.9.4', 'verifying module: gitlab.com/railyard/platform/kit@v0.9.4: reading https://sum.golang.org/lookup/gitlab.com/railyard/platform/kit@v0.9.4'), 1],
    ],
  },
  {
    machine: 'mac', project: 'railyard', start: '2026-09-28T09:15:00Z',
    steps: [
      ['ok', 'kubectl apply -f k8s/dev/'],
      ['prompt', 'kube-context', "you just applied that to STAGING. locally it's --context kind-railyard, every time"],
      ['agent', 'kube-context', 'kubectl apply went to the current context (staging); for local work always pass --context kind-railyard.'],
      ['prompt', 'x:force-lease', 'I rebased feat/invoice-csv myself, go ahead and push it with --force-with-lease'],
      ['ok', 'git push --force-with-lease origin feat/invoice-csv'],
      ['fail', 'stat-c', "stat -c '%Y' log/development.log", STAT_USAGE, 1],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-09-29T14:00:00Z',
    steps: [
      ['fail', 'rbenv-not-rvm', 'rvm install 3.3.4', 'bash: rvm: command not found', 127],
      ['fail', 'bin-dev', 'overmind start -f Procfile.dev', 'bash: overmind: command not found', 127],
      ['prompt', 'bin-dev', 'we boot everything with bin/dev, no overmind/foreman needed'],
      ['prompt', 'x:de-request', 'kannst du im CSV-Export noch eine Spalte für die USt-ID ergänzen?'],
    ],
  },
  {
    machine: 'ci', project: 'railyard', start: '2026-09-30T07:00:00Z',
    steps: [
      ['fail', 'race-cgo', 'cd services/ledger && CGO_ENABLED=1 go test -race ./...', '# runtime/cgo\ncgo: C compiler "gcc" not found: exec: "gcc": executable file not found in $PATH\nFAIL\tgitlab.com/railyard/ledger/internal/post [build failed]', 1],
      ['agent', 'race-cgo', '-race needs cgo and gcc, which the alpine runner lacks; race tests run in the bookworm test-race job.'],
      ['fail', 'goreleaser-clean', 'cd services/ledger && goreleaser build --single-target --rm-dist', RM_DIST, 1],
      ['prompt', 'goreleaser-clean', '--rm-dist got removed, --clean'],
      ['fail', 'ruby-3.3', 'bundle install --jobs 4', 'Your Ruby version is 3.2.5, but your Gemfile specified 3.3.4', 18],
      ['agent', 'ruby-3.3', 'CI image was ruby:3.2-alpine; the app needs Ruby 3.3.4, use ruby:3.3.4-alpine.'],
      ['fail', 'x:script-typo', 'sh scripts/ci/notfy.sh', "sh: can't open 'scripts/ci/notfy.sh': No such file or directory", 2],
    ],
  },
  {
    machine: 'mac2', project: 'railyard', start: '2026-10-01T10:30:00Z',
    steps: [
      ['ok', 'kubectl --context gke_railyard-prod_europe-west1_prod -n railyard exec -it deploy/web -- bin/rails console'],
      ['prompt', 'console-sandbox', "prod console is always --sandbox unless it's a planned data fix with a ticket"],
      ['fail', 'x:ssh-key', 'git push origin feat/payout-retry', 'git@gitlab.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.', 128],
      ['fail', 'sidekiq-daemon', 'bundle exec sidekiq -L log/sidekiq.log -C config/sidekiq.yml', 'ERROR: Logfile redirection was removed in Sidekiq 6.0, Sidekiq will only log to STDOUT', 1],
      ['agent', 'sidekiq-daemon', 'sidekiq 7 has no -d/-L: run it in the foreground, bin/dev and k8s capture stdout.'],
      ['ok', 'git add -A'],
      ['prompt', 'master-key', "DON'T stage config/master.key. ever. it lives in 1password"],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-10-02T09:00:00Z',
    steps: [
      ['fail', 'yq-v4', 'yq r chart/values.yaml image.tag', "Error: unknown command \"r\" for \"yq\"\nRun 'yq --help' for usage.", 1],
      ['prompt', 'yq-v4', "that's yq v3, we have v4: yq '.image.tag' chart/values.yaml"],
      ['prompt', 'kube-prod-delete', 'pls keep kubectl delete off the prod context, even single pods. #ops does that'],
      ['fail', 'x:helm-values-typo', 'helm upgrade --install railyard-web ./chart -n railyard -f chart/values-stagin.yaml', 'Error: open chart/values-stagin.yaml: no such file or directory', 1],
      ['ok', 'helm upgrade --install railyard-web ./chart -n railyard -f chart/values-staging.yaml'],
    ],
  },
  {
    machine: 'codex', project: 'railyard', start: '2026-10-05T08:00:00Z',
    steps: [
      ['agent', 'force-push', 'Force-pushed develop after a rebase; never push --force to develop or main, only --force-with-lease on my own feature branch.'],
      ['fail', 'x:sed-regex', "sed -E -i 's/(VERSION = \"[0-9.]+/\\1\"/' lib/railyard/version.rb", 'sed: -e expression #1, char 29: Unmatched ( or \\(', 1],
      ['agent', 'db-drop-shared', 'Ran db:reset against the shared dev database; never db:drop/db:reset a shared DB, run bin/rails db:migrate.'],
      ['agent', 'kube-prod-delete', 'Tried kubectl delete on the prod context; never delete in prod, restarts go through the pipeline or #ops.'],
    ],
  },
  {
    machine: 'mac', project: 'railyard', start: '2026-10-06T09:40:00Z',
    steps: [
      ['fail', 'go-install', 'go get -u mvdan.cc/gofumpt', GO_GET_OUTSIDE, 1],
      ['prompt', 'go-install', 'nope, go install for tools. go get is for deps'],
      ['fail', 'go-1.22', 'cd services/dispatch && go vet ./...', 'go: go.mod requires go >= 1.22.2 (running go 1.21.5; GOTOOLCHAIN=local)', 1],
      ['prompt', 'go-1.22', 'brew upgrade go, we need 1.22 for the services'],
      ['ok', 'git add -A'],
      ['prompt', 'master-key', "uh, config/master.key is in the diff — unstage it, that file never gets committed"],
      ['prompt', 'x:zh-question', '这个 job 为什么会执行两次？'],
    ],
  },
  {
    machine: 'linux', project: 'railyard', start: '2026-10-07T11:00:00Z',
    steps: [
      ['ok', 'bin/rails db:drop db:create db:migrate'],
      ['prompt', 'db-drop-shared', 'nie rób db:drop na wspólnej bazie dev, wszyscy z niej korzystają!'],
      ['prompt', 'x:db-reset-test', "run bin/rails db:reset RAILS_ENV=test, the test db is local so that's fine"],
      ['ok', 'bin/rails db:reset RAILS_ENV=test'],
      ['ok', 'bin/rubocop -A'],
      ['prompt', 'rubocop-unsafe', 'pas de rubocop -A sur tout le projet stp, ça a cassé des trucs la dernière fois'],
    ],
  },
  {
    machine: 'mac2', project: 'railyard', start: '2026-10-08T09:00:00Z',
    steps: [
      ['fail', 'importmap', 'yarn add chart.js', 'zsh:1: command not found: yarn', 127],
      ['prompt', 'importmap', 'kein yarn mehr, wir sind auf importmap umgestiegen — bin/importmap pin chart.js'],
      ['fail', 'force-push', 'git push --force origin develop', "remote: GitLab: You are not allowed to force push code to a protected branch on this project.\nTo gitlab.com:railyard/railyard.git\n ! [remote rejected] develop -> develop (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.com:railyard/railyard.git'", 1],
      ['prompt', 'force-push', 'Kein Force-Push auf develop. Niemals.'],
      ['fail', 'x:kind-exists', 'kind create cluster --name railyard --config k8s/kind.yaml', 'ERROR: failed to create cluster: node(s) already exist for a cluster with the name "railyard"', 1],
      ['ok', 'kubectl --context gke_railyard-prod_europe-west1_prod -n railyard exec -it deploy/web -- bin/rails console'],
      ['prompt', 'console-sandbox', 'In Prod bitte nur mit --sandbox in die Console.'],
    ],
  },
  {
    machine: 'codex', project: 'railyard', start: '2026-10-09T08:20:00Z',
    steps: [
      ['fail', 'pg-port', 'psql -U postgres railyard_development', PG_SOCKET('/var/run/postgresql'), 2],
      ['prompt', 'pg-port', 'la base está en el puerto 5433 (compose), usa bin/rails dbconsole y no psql a pelo'],
      ['ok', 'bin/rails dbconsole'],
      ['agent', 'console-sandbox', "Opened bin/rails console on a prod pod without --sandbox; always --sandbox in prod unless it's a ticketed data fix."],
    ],
  },
];
