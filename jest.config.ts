/**
 * @jest-config-loader-options {"transpileOnly": true}
 *
 * Jest reads this file through ts-node, which would type-check it (about 1.5 s at every run);
 * `npm run typecheck` does that.
 */
import type { Config } from 'jest';

// Transpile only (esbuild); `npm run typecheck` does the type checking.
const esbuild = '<rootDir>/jest/esbuild-transform.js';

/** What the server's test projects share; jest.attack.config.ts's are the same. */
const nodeProject = {
  // Node's, releasing each finished file's memory (jest/release-globals.js).
  testEnvironment: '<rootDir>/jest/node-environment.js',
  // TypeScript, and ESM-only dependencies: content-disposition (@fastify/static), cookie
  // (app.inject).
  transform: { '^.+\\.(ts|m?js)$': esbuild },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};

/**
 * What `npm test` runs: the web app and the server. The attack and fault tests and the
 * event-loop budget are jest.attack.config.ts's.
 */
const config: Config = {
  // A time-out only catches a test that hangs: on a busy laptop (another `npm test` beside this
  // one, a build) a test that is only slow must still pass, so it is generous.
  testTimeout: 300_000,
  // Jest's default leaves one core free, which on a 2-core machine means one worker and a
  // suite twice as long.
  maxWorkers: '100%',
  // The server's files, then the web app's (jest/projects-in-turn.js says why).
  testSequencer: '<rootDir>/jest/projects-in-turn.js',
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
      // The server, and the repository's own check scripts; not the attack tests and the
      // budget, which are jest.attack.config.ts's.
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/server/test/attack/',
        '<rootDir>/server/test/budget/',
      ],
    },
  ],
};

export default config;
