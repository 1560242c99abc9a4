/**
 * @jest-config-loader-options {"transpileOnly": true}
 *
 * Jest reads this file through ts-node, which would type-check it (about 1.5 s at every run);
 * `npm run typecheck` does that.
 */
import type { Config } from 'jest';

// Transpile only (esbuild); `npm run typecheck` does the type checking.
const esbuild = '<rootDir>/jest/esbuild-transform.js';

/** What the server's test projects share. */
const nodeProject = {
  testEnvironment: 'node',
  // TypeScript, and ESM-only dependencies: content-disposition (@fastify/static), cookie
  // (app.inject).
  transform: { '^.+\\.(ts|m?js)$': esbuild },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};

const config: Config = {
  // jsdom renders MUI and the data grid slowly on a small, shared CI machine.
  testTimeout: 60_000,
  // Jest's default leaves one core free, which on a 2-core machine means one worker and a
  // suite twice as long.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/jest/jsdom-environment.js',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/__tests__'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-client.ts'],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        '\\.(png|jpe?g|gif|svg|webp|ico)$': '<rootDir>/jest/file-stub.js',
      },
      // TypeScript, and msw's ESM-only dependencies.
      transform: { '^.+\\.(tsx?|m?js)$': esbuild },
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@mswjs|msw)/)',
      ],
    },
    {
      ...nodeProject,
      displayName: 'server',
      // The server, and the repository's own check scripts; the attack tests are a project of
      // their own.
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/server/test/attack/',
        '<rootDir>/server/test/budget/',
      ],
    },
    {
      ...nodeProject,
      // The attack and fault tests (docs/security.md): CI runs and times them as
      // a stage of their own.
      displayName: 'attack',
      roots: ['<rootDir>/server/test/attack'],
    },
    {
      ...nodeProject,
      // One request's cost on the event loop (docs/security.md): a test that times, so CI runs
      // it on its own, with no other test's servers on the machine's cores.
      displayName: 'budget',
      roots: ['<rootDir>/server/test/budget'],
    },
  ],
};

export default config;
