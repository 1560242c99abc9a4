/**
 * @jest-config-loader-options {"transpileOnly": true}
 *
 * The server's tests that `npm test` leaves out, each of which CI runs as a stage of its own
 * (docs/security.md): `npm run test:attack`, the attack and fault tests, which start real
 * servers and load them for seconds; `npm run test:budget`, the event-loop budget, which times
 * and so counts only on a machine doing nothing else.
 *
 * Its settings are jest.config.ts's server project's, written out again: on Node 24 Jest loads a
 * TypeScript config with Node's own type stripping, where importing that file would need its
 * `.ts` extension, which this project's tsconfig.json does not allow.
 */
import type { Config } from 'jest';

const nodeProject = {
  // Node's, releasing each finished file's memory (jest/release-globals.js).
  testEnvironment: '<rootDir>/jest/node-environment.js',
  transform: { '^.+\\.(ts|m?js)$': '<rootDir>/jest/esbuild-transform.js' },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};

const config: Config = {
  testTimeout: 60_000,
  maxWorkers: '100%',
  projects: [
    { ...nodeProject, displayName: 'attack', roots: ['<rootDir>/server/test/attack'] },
    // One request's cost on the event loop: with no other test's servers on the machine's cores.
    { ...nodeProject, displayName: 'budget', roots: ['<rootDir>/server/test/budget'] },
  ],
};

export default config;
