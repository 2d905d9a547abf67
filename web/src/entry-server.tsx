import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { PageFallback } from './components/layouts/page-fallback.tsx';

async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/**
 * The app shell's loading state, for every page that is not prerendered; rendered once by the build
 * (web/scripts/prerender.ts). The public pages are rendered by web/src/public-server.tsx.
 */
export const renderShell = () => toHtml(<PageFallback />);
