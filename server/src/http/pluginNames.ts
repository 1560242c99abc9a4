/**
 * Names for the app's own plugins, as Fastify shows them (its plugin tree, a plugin that did not
 * start in time). Fastify names a plugin that has none by looking for it among the exports of
 * every loaded module, at each registration: under Jest that is a walk of the whole module
 * registry, a few dozen times for every app a test builds (docs/development.md#test-speed).
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

export function pluginNamed<Plugin extends object>(name: string, plugin: Plugin): Plugin {
  return Object.assign(plugin, { [DISPLAY_NAME]: name });
}

/** The plugins, each named by its key. */
export function pluginsNamed<Plugin extends object>(plugins: Record<string, Plugin>): Plugin[] {
  return Object.entries(plugins).map(([name, plugin]) => pluginNamed(name, plugin));
}
