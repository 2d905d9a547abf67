import { createContext, useContext } from 'react';
import { createStore, useStore, type StateCreator, type StoreApi } from 'zustand';

/**
 * A zustand store made per app (per request on the server, per page in the browser; decision 082)
 * and handed down through React context, so no two visitors' renders share one. zustand answers
 * React's server snapshot with a store's initial state; a loader fills these stores during the
 * render (app/seed.ts), on the server and again while hydrating, so the snapshot both renders must
 * agree on is the current state.
 */
export function defineAppStore<S>(name: string) {
  const Context = createContext<StoreApi<S> | null>(null);

  function create(initializer: StateCreator<S>): StoreApi<S> {
    const store = createStore<S>()(initializer);
    store.getInitialState = store.getState;
    return store;
  }

  /** The store itself, for code that acts on it outside a render (sign-out, a loader's seed). */
  function useApi(): StoreApi<S> {
    const store = useContext(Context);
    if (!store) throw new Error(`${name} needs the app's provider (its context) around it`);
    return store;
  }

  function use(): S;
  function use<T>(selector: (state: S) => T): T;
  function use<T>(selector?: (state: S) => T) {
    return useStore(useApi(), selector ?? ((state: S) => state as unknown as T));
  }

  return { Context, create, useApi, use };
}
