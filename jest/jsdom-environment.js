const { memoizeComputedStyle } = require('./computed-style-memo');
const { prefilterStyleRuleMatching } = require('./style-rule-prefilter');

// Before jsdom loads: jest/style-rule-prefilter.js says why.
prefilterStyleRuleMatching();

// jsdom lacks some web platform globals that MSW 2, MUI X DataGrid and RTK Query need;
// Node has them, so they are copied across.
const { TestEnvironment } = require('jest-environment-jsdom');
const { releasingGlobals } = require('./release-globals');

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithNodeGlobals extends releasingGlobals(TestEnvironment) {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // jsdom's performance has no User Timing; the sign-in page marks when it is ready.
    for (const name of ['mark', 'getEntriesByName']) {
      this.global.performance[name] ??= globalThis.performance[name].bind(globalThis.performance);
    }
    memoizeComputedStyle(this.global);
  }
}

module.exports = JsdomWithNodeGlobals;
