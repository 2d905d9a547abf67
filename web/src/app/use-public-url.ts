import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from './root.tsx';

/** The site's public origin (PUBLIC_URL), as the root loader got it: the same on the server and in the browser. */
export function usePublicUrl(): string {
  return useRouteLoaderData<typeof rootLoader>('root')?.publicUrl ?? '';
}
