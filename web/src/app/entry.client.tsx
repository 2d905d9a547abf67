import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydrates the page the server rendered (decision 082). React 19 replays the clicks and typing that
 * happen while it hydrates, so nothing here waits for or replays input by hand.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
