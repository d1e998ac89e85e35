/**
 * Vitest setup: the server parses its settings once, but tests change process.env between (and
 * inside) tests. Any change to process.env, or a new process.env object, makes the next
 * getConfig() parse again. Test-only: the server itself never re-reads its environment.
 */
import { forgetSettings } from "~/config.server";

function watched(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return new Proxy(env, {
    set(target, name, value) {
      const done = Reflect.set(target, name, value);
      forgetSettings();
      return done;
    },
    deleteProperty(target, name) {
      const done = Reflect.deleteProperty(target, name);
      forgetSettings();
      return done;
    },
  });
}

let current = watched(process.env);
Object.defineProperty(process, "env", {
  configurable: true,
  enumerable: true,
  get: () => current,
  set: (next: NodeJS.ProcessEnv) => {
    current = watched(next);
    forgetSettings();
  },
});
