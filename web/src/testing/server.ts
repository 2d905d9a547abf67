import { setupServer } from 'msw/node';

/**
 * The api for component tests: no handler of its own, so every test says what the api answers
 * (with the `…Api` builders of handlers.ts); a request nothing answers fails the test (setup.ts).
 */
export const server = setupServer();
