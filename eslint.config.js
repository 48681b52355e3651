// ESLint flat config: the language's recommended rules, typescript-eslint's recommended
// rules and React's two rules of hooks (decision 160). Type-aware rules are left out:
// `npm run typecheck` runs the compiler, and the lint stays a fast syntactic pass.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  // What git ignores is built or generated (.gitignore): the back office bundled for the tests, builds, screenshots.
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'coverage/**', 'tests/artifacts/**', 'screenshots/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // Paths, search terms and form fields reject control characters on purpose, and a
      // character class naming them (\u0000-\u001f) is how they do it.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          // `{ [name]: _cleared, ...rest }` drops a key; the named binding is the point.
          ignoreRestSiblings: true,
          // A parameter kept for its position (Express's four-argument error handler, a
          // stand-in with the real function's signature) is named `_x`.
          argsIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // The React code lives in src/; tests/'s `useBrowserSite` and kin are vitest fixtures
    // (beforeAll/afterAll), not React hooks, and the hooks rules would misread them.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Tests read parsed JSON (JSON-LD graphs, API bodies) by path and let the assertion
      // fail on a wrong shape; typing every graph would only restate the expectations.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
