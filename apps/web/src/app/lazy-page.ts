import type { ComponentType } from 'react';

/**
 * A route's component, loaded with its own chunk so the public pages load little (DESIGN §3).
 * A chunk that fails to load (a new deployment replaced it, the network dropped) is rethrown so the
 * route's error screen offers "Reload page" instead of a blank screen.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return async (): Promise<{ Component: ComponentType }> => {
    let module: Module;
    try {
      module = await load();
    } catch (cause) {
      throw new Error(
        'This page could not be loaded. The registry may have been updated: please reload the page.',
        {
          cause,
        },
      );
    }
    return { Component: module[name] as ComponentType };
  };
}
