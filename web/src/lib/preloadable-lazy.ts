import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * `lazy`, plus a `preload()` after which the component renders at once instead of suspending: a
 * server render (web/src/dashboard-server.tsx) cannot wait for a chunk inside its synchronous render,
 * and hydration must draw the server's markup on its first pass, not a Suspense fallback.
 */
export function preloadableLazy<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  const Component = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Component, {
    preload: async () => {
      if (!loaded) await remember();
    },
  });
}
