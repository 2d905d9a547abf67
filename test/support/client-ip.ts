import { randomInt } from 'node:crypto';

const addresses = 1 << 24;
// A random start per test process: test files run side by side against one Redis, so two files
// counting from the same address would share rate-limit counters.
let last = randomInt(addresses);

/**
 * A client address (10.0.0.0/8) this test process has not used yet. With TRUST_PROXY each request
 * can be its own client (`X-Forwarded-For`), so per-address limits never mix between tests.
 */
export function uniqueIp(): string {
  last = (last + 1) % addresses;
  return `10.${(last >> 16) & 255}.${(last >> 8) & 255}.${last & 255}`;
}
