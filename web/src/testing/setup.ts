import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { fakeSocket } from './fake-socket.ts';
import { csrfToken } from './handlers.ts';
import { resetIntersectionObservers, TestIntersectionObserver } from './intersection-observer.ts';
import { server } from './server.ts';

// No component test opens a real connection: the socket module is the in-memory stand-in, which
// a test drives with serverSends (fake-socket.ts).
vi.mock('../lib/socket.ts', async () => (await import('./fake-socket.ts')).socketModule);

// What happy-dom lacks: layout, hence intersections (see intersection-observer.ts).
window.IntersectionObserver = TestIntersectionObserver;
globalThis.IntersectionObserver = TestIntersectionObserver;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  // The session's CSRF cookie, as the api sets it at sign-in; handlers check the header carries it.
  document.cookie = `hv_csrf=${csrfToken}; path=/`;
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  fakeSocket.reset();
  resetIntersectionObservers();
  vi.useRealTimers();
  localStorage.clear();
});

afterAll(() => server.close());
