import { renderToString } from 'react-dom/server';
import { PageFallback } from './components/layouts/page-fallback.tsx';

/**
 * The app shell's loading state, for every page that is not prerendered; rendered once by the build
 * (web/scripts/prerender.ts). The public pages are rendered by web/src/public-server.tsx.
 */
export const renderShell = async () => renderToString(<PageFallback />);
