/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      duration?: number;
      connections?: number;
      /** Requests per second over all connections. */
      overallRate?: number;
      requests?: { setupRequest?: (req: Request) => Request }[];
    }
    interface Result {
      requests: { average: number; total: number };
      non2xx: number;
    }
    interface Instance extends PromiseLike<Result> {
      on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
