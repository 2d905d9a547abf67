/**
 * What the public pages use of React Router, for the public build only (web/scripts/public-build.ts
 * aliases `react-router-dom` to this file; decision 070). A public page is its own document: a link
 * is a plain `<a>`, and navigating loads the next page from the server, so no client router, route
 * table or history handling is shipped to a first visit. The dashboard's build keeps React Router.
 */
import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react';

type To = string | { pathname?: string; search?: string; hash?: string };
interface NavigateOptions {
  replace?: boolean;
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

function go(to: To | number, options?: NavigateOptions): void {
  if (typeof to === 'number') history.go(to);
  else if (options?.replace) location.replace(hrefOf(to));
  else location.assign(hrefOf(to));
}

/** The address being rendered: set by the build's prerenderer, the browser's own otherwise. */
const DocumentUrlContext = createContext<URL | null>(null);

export function DocumentUrl({ url, children }: { url: URL; children: ReactNode }) {
  return <DocumentUrlContext.Provider value={url}>{children}</DocumentUrlContext.Provider>;
}

const useDocumentUrl = () => useContext(DocumentUrlContext) ?? new URL(window.location.href);

export function useLocation() {
  const url = useDocumentUrl();
  // Navigation state belongs to the client router; a document loaded from the server has none.
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null as unknown, key: 'default' };
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const url = useDocumentUrl();
  return [new URLSearchParams(url.search), (next) => go({ pathname: url.pathname, search: `?${next}` })];
}

export const useNavigate = () => go;

export function Navigate({ to, replace }: { to: To } & NavigateOptions) {
  useEffect(() => go(to, { replace }), [to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To } & NavigateOptions;

export function Link({ to, replace: _replace, children, ...anchor }: LinkProps) {
  return (
    <a href={hrefOf(to)} {...anchor}>
      {children}
    </a>
  );
}
