import type { Config } from 'jest';

// ts-jest only transpiles here (isolatedModules); `npm run typecheck` does the type checking.
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] as const;

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
      transform: {
        '^.+\\.tsx?$': tsJest,
        // msw's ESM-only dependencies
        '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true } }],
      },
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@mswjs|msw)/)',
      ],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      transform: {
        '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/server/tsconfig.json' }],
        // ESM-only dependencies: content-disposition (@fastify/static), cookie (app.inject).
        '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true } }],
      },
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
    },
  ],
};

export default config;
