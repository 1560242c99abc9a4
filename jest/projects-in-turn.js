// `npm test`'s order: every server file, then every web app file, each project in Jest's own
// order (the longest first, by the last run's times, else by size). A worker that runs one
// project's files in a row spends less than one that goes from a PGlite file to a jsdom file and
// back (docs/development.md#test-speed).
const Sequencer = require('@jest/test-sequencer').default;

const turnOf = (test) => (test.context.config.displayName?.name === 'server' ? 0 : 1);

class ProjectsInTurn extends Sequencer {
  sort(tests) {
    // Array sort is stable: within a project, Jest's order stays.
    return super.sort(tests).sort((a, b) => turnOf(a) - turnOf(b));
  }
}

module.exports = ProjectsInTurn;
