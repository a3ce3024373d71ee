import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/bench/floor/.next/'],
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/jest.server-only.ts',
    // marked ships as an ES module, which Jest does not load from node_modules; its UMD build is the same code.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
});
