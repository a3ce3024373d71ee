import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // The benchmark's floor app (bench/floor): its build output and the file Next writes beside it.
    ignores: ['bench/floor/.next/**', 'bench/floor/next-env.d.ts'],
  },
  {
    rules: {
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['demo/**', 'scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
];

export default config;
