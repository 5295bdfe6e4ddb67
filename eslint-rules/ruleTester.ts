import {RuleTester} from 'eslint';
import tseslint from 'typescript-eslint';
import {describe, it} from 'vitest';

// RuleTester reports through the test framework's globals; vitest's are imported, not global.
RuleTester.describe = describe;
RuleTester.it = it;

/** A RuleTester that parses TypeScript and JSX, with files named inside the repository (cwd). */
export function ruleTester(): RuleTester {
  return new RuleTester({
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {ecmaFeatures: {jsx: true}},
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
  });
}

/** An absolute file name in the repository, as ESLint gives rules. */
export const at = (file: string) => `${process.cwd()}/${file}`;
