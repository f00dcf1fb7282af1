import { createElement, lazy, type ComponentType } from 'react';

/** A page loaded with its own chunk, and a way to start that load before the page renders. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A route's component, loaded with its own chunk so the public pages load little (DESIGN §3).
 * Once its chunk has loaded (preloaded, or visited before) the page renders at once instead of suspending
 * through React.lazy again: a first signed-in load then renders the shell and the page in one pass, as the
 * data router did after loading a route's chunks.
 * A chunk that fails to load (a new deployment replaced it, the network dropped) is rethrown so the
 * route's error screen offers "Reload page" instead of a blank screen.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType;
        return { default: loaded };
      },
      (cause: unknown) => {
        loading = undefined;
        throw new Error(
          'This page could not be loaded. The registry may have been updated: please reload the page.',
          { cause },
        );
      },
    );
    return loading;
  };
  const Suspending = lazy(preload);
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload });
}
