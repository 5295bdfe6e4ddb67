import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'functions/**/*.test.ts', 'tests/unit/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
  resolve: {alias: {'@site': __dirname}},
  // tsconfig keeps JSX for the bundler (`preserve`); tests that import a component (PageLayout, the Ask index's renderSource) need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
});
