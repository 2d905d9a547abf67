import type { StoreApi } from 'zustand';

/**
 * zustand answers React's server snapshot with the store's initial state; a loader fills these
 * stores during the render (app/seed.ts), on the server and again while hydrating, so the snapshot
 * both renders must agree on is the current state.
 */
export function withCurrentServerSnapshot<S>(store: StoreApi<S>): StoreApi<S> {
  store.getInitialState = store.getState;
  return store;
}
