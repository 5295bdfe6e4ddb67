import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'functions/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
  resolve: {alias: {'@site': __dirname}},
  // tsconfig keeps JSX as written for Docusaurus; the Ask index tests render components (plugins/ask-index/renderSource.ts).
  oxc: {jsx: {runtime: 'automatic'}},
});
