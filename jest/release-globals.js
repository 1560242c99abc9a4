/**
 * A test environment that lets its test file's memory go when the file ends.
 *
 * Node keeps a finished file's VM context alive (its registry of dynamic-import callbacks holds
 * the context's functions), and with it whatever the context's global still reaches: jest-circus's
 * state (every hook and test closure, so the file's databases, apps and DOM), tslib's helpers,
 * the file's own globals. A worker then held every file it had run, each server file's PGlite
 * with its WebAssembly memory among them. At teardown the global loses every property the file
 * or Jest added to it after setup. What the environment
 * itself set up stays: jsdom still fires a closed document's last events through its own
 * symbol-keyed properties (docs/development.md#test-speed).
 */
function releasingGlobals(Environment) {
  return class extends Environment {
    async setup() {
      await super.setup();
      this.keysAtSetup = new Set(Reflect.ownKeys(this.global));
    }

    async teardown() {
      const global = this.global;
      await super.teardown();
      for (const key of Reflect.ownKeys(global)) {
        if (!this.keysAtSetup.has(key)) Reflect.deleteProperty(global, key);
      }
    }
  };
}

module.exports = { releasingGlobals };
