// The server's test environment: Node's, releasing a finished file's memory (release-globals.js).
const { TestEnvironment } = require('jest-environment-node');
const { releasingGlobals } = require('./release-globals');

module.exports = releasingGlobals(TestEnvironment);
