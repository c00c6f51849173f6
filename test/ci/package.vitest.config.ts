// `npm run test:package`: the packaging tests, which install from the npm registry and build
// rulesweep from a git checkout, so they run apart from `npm test`, one file at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/ci/package-install.test.ts', 'test/ci/pre-commit.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 900_000,
    env: { NO_COLOR: '1', RULESWEEP_PACKAGE_TESTS: '1' },
  },
});
