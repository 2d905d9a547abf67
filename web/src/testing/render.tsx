import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DashboardHotel, SessionUser } from '@hotelvoice/api/contracts';
import { AuthStoreContext, createAuthStore } from '../features/auth/stores/auth-store.ts';
import { createSelectedHotelStore, SelectedHotelStoreContext } from '../features/hotels/stores/selected-hotel-store.ts';
import { owner, seeblick } from './fixtures.ts';
import { hotelsApi } from './handlers.ts';
import { server } from './server.ts';

export interface AppOptions {
  /** The signed-in person (null: signed out). */
  user?: SessionUser | null;
  /** What `GET /api/me/hotels` answers. */
  hotels?: DashboardHotel[];
  /** The hotel picked in the selector; the first of `hotels` unless said otherwise. */
  selectedHotelId?: string | null;
  /** The URL the page opens at, with its search params (`/dashboard/call-logs?outcome=failure`). */
  route?: string;
}

/**
 * Renders `ui` as the app does: a fresh query cache (no retries, nothing refetched on focus), a
 * memory router at `route`, the signed-in user and the selected hotel. The only place tests touch
 * the app's stores, so a change in how the app provides them is made here once.
 */
export function renderWithApp(
  ui: ReactElement,
  { user = owner, hotels = [seeblick], selectedHotelId, route = '/' }: AppOptions = {},
) {
  server.use(...hotelsApi(hotels));
  const queryClient = new QueryClient({
    defaultOptions: {
      // gcTime Infinity: no garbage-collection timer outlives the test.
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
  const hotelId = selectedHotelId === undefined ? (hotels[0]?.id ?? null) : selectedHotelId;
  const authStore = createAuthStore(user);
  const selectedHotelStore = createSelectedHotelStore(user && hotelId ? { userId: user.id, hotelId } : null);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });

  const rendered = render(
    <AuthStoreContext.Provider value={authStore}>
      <SelectedHotelStoreContext.Provider value={selectedHotelStore}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SelectedHotelStoreContext.Provider>
    </AuthStoreContext.Provider>,
  );

  return {
    ...rendered,
    /** Testing Library's user-event, for typing and clicking as a person does. */
    user: userEvent.setup(),
    router,
    queryClient,
    /** The page's current URL search params (what filters and selections wrote there). */
    searchParams: () => new URLSearchParams(router.state.location.search),
  };
}
