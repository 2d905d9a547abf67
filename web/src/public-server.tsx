import { renderToString } from 'react-dom/server';
import { createQueryClient } from './app/query-client.ts';
import { DocumentUrl } from './public/document-router.tsx';
import { publicPageModule } from './public/public-page-modules.ts';
import { PublicProvider } from './public/public-provider.tsx';

/**
 * Renders one public page at build time as its first client render (web/src/public-main.tsx) will
 * be: the same provider, signed out, every query still pending. Built on Preact with the public
 * pages; used by web/scripts/prerender.ts.
 */
export async function renderPage(url: string): Promise<string> {
  const documentUrl = new URL(url);
  const load = publicPageModule(documentUrl.pathname);
  if (!load) throw new Error(`${documentUrl.pathname} is not a public page`);
  const { Component } = await load();
  return renderToString(
    <DocumentUrl url={documentUrl}>
      <PublicProvider queryClient={createQueryClient()}>
        <Component />
      </PublicProvider>
    </DocumentUrl>,
  );
}
