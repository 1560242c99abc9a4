/**
 * @jest-config-loader-options {"transpileOnly": true}
 *
 * The server's tests that `npm test` leaves out, each of which CI runs as a stage of its own
 * (docs/security.md): `npm run test:attack`, the attack and fault tests, which start real
 * servers and load them for seconds; `npm run test:budget`, the event-loop budget, which times
 * and so counts only on a machine doing nothing else.
 */
import type { Config } from 'jest';

import { nodeProject, runOptions } from './jest.config';

const config: Config = {
  ...runOptions,
  projects: [
    { ...nodeProject, displayName: 'attack', roots: ['<rootDir>/server/test/attack'] },
    // One request's cost on the event loop: with no other test's servers on the machine's cores.
    { ...nodeProject, displayName: 'budget', roots: ['<rootDir>/server/test/budget'] },
  ],
};

export default config;
