import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'plugins/**/*.test.ts',
      'functions/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'eslint-rules/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // The server and script tests wait on child processes, sockets, PGlite and timers more than on the CPU: on the
    // 2-core machine, 4 workers ran the suite in 177 s against 291 s for the default (one per core).
    maxWorkers: 4,
  },
  resolve: {
    alias: {
      '@site': __dirname,
      // Components that pick the page's language (the Help Center's partner summaries) render outside a build here.
      '@docusaurus/useDocusaurusContext': `${__dirname}/tests/unit/support/useDocusaurusContext.ts`,
    },
  },
  // tsconfig keeps JSX for the bundler (`preserve`); tests that import a component (PageLayout, the Ask index's renderSource) need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
});
