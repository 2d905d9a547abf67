import { createContext, useContext } from 'react';

/** The built stylesheet's text, which entry.server.tsx reads once from the build and provides. */
export const StylesheetTextContext = createContext<string>('');

/**
 * The stylesheet in the page's head (decision 082). Only the server has its text: the browser's
 * render keeps the element the server wrote (a mismatch of its content is not patched while
 * hydrating, and nothing re-renders it with other content), so the client bundle never carries it.
 */
export function InlineStylesheet() {
  const css = useContext(StylesheetTextContext);
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
