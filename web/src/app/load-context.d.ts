import type { WebLoadContext } from '@hotelvoice/api/contracts/web-context';

// The api hands every loader and action its WebLoadContext (decision 082).
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
