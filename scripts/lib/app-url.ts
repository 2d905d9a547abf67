/**
 * Where the running app of this environment answers, as `npm start` reads it: PUBLIC_URL when set,
 * else localhost on PORT (8000 by default). Scripts that talk to the app default to it, so one
 * started with another PORT or PUBLIC_URL is not mistaken for the default instance.
 */
export function appUrlOf(env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '');
  return `http://localhost:${env.PORT ?? 8000}`;
}
