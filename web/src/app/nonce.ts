import { createContext, useContext } from 'react';

/**
 * The response's CSP nonce (decision 082): entry.server.tsx provides it from the load context, so
 * the scripts React Router writes run under a policy without 'unsafe-inline'. The browser hides a
 * nonce from the page once parsed (the attribute reads ''), which is what the client renders.
 */
export const NonceContext = createContext<string>('');

export const useNonce = (): string => useContext(NonceContext);
