import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/**', '.docusaurus/**', 'node_modules/**', '.data/**', 'tmp/**', 'test-results/**', 'playwright-report/**', 'static/**']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'plugins/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
