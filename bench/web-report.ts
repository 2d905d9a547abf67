import fs from 'node:fs';
import os from 'node:os';

/** The flags the browser tests use too (e2e/support/browser.ts), plus headless. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Pass/fail audits that failed in this run. */
  failing: string[];
}

/** The signed-in call log drawn on the server: the renderer's time and the whole page's answer (ms). */
export interface ServerRenderResult {
  calls: number;
  markupBytes: number;
  pageP50: number;
  pageP95: number;
}

export type PageResult = Omit<RunResult, 'failing'> & { name: string; failing: string[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each number's median over the runs on its own; failing audits are those that failed in any run. */
export function medianOf(samples: RunResult[]): Omit<PageResult, 'name'> {
  const of = (key: Exclude<keyof RunResult, 'failing'>) => median(samples.map((s) => s[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
  };
}

const start = '<!-- bench:web start -->';
const end = '<!-- bench:web end -->';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function serverRenderLine(result: ServerRenderResult | null): string {
  if (!result) return '';
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return `\nThe signed-in call log rendered on the server (${result.calls} calls, ${Math.round(result.markupBytes / 1024)} KB of HTML; 500 requests, one at a time):
the whole page (session, loaders, React's render, Brotli) p50 ${ms(result.pageP50)}, p95 ${ms(result.pageP95)}.\n`;
}

export function webSection(
  results: PageResult[],
  runs: number,
  serverRender: ServerRenderResult | null = null,
): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.failing.join(', ') || '—'} |`,
  );
  return `${start}
### ${new Date().toISOString().slice(0, 10)}, web pages on a phone (Lighthouse, \`npm run bench:web\`)

Written by \`npm run bench:web\` (bench/web.ts): Lighthouse ${lighthouseVersion()} with its default mobile emulation and
simulated throttling, Debian's chromium, against \`npm start\` (production web build, demo data);
${runs} runs per page, the median of each number. Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM,
Node ${process.version}; load average at the end ${load} (1 / 5 / 15 min). Targets: public pages
Performance ≥ 95, Accessibility, Best Practices, SEO 100, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 150 ms (issue #38);
the signed-in call log and insights Performance ≥ 90.

| page | Perf. | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | failed pass/fail audits (any run) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${serverRenderLine(serverRender)}${end}`;
}

function lighthouseVersion(): string {
  const url = new URL('../node_modules/lighthouse/package.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(url, 'utf8')) as { version: string }).version;
}

/**
 * Puts the section right under the '## History' heading's first paragraph (the part `npm run
 * bench` keeps), replacing the previous bench:web section.
 */
export function writeWebSection(
  file: string,
  results: PageResult[],
  runs: number,
  serverRender: ServerRenderResult | null = null,
): void {
  const section = webSection(results, runs, serverRender);
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  if (from >= 0) {
    const to = text.indexOf(end, from) + end.length;
    fs.writeFileSync(file, text.slice(0, from) + section + text.slice(to));
    return;
  }
  const history = text.indexOf('\n## History');
  if (history < 0) {
    fs.writeFileSync(file, `${text.trimEnd()}\n\n## History\n\n${section}\n`);
    return;
  }
  const afterIntro = text.indexOf('\n### ', history);
  const at = afterIntro >= 0 ? afterIntro + 1 : text.length;
  fs.writeFileSync(file, `${text.slice(0, at)}${section}\n\n${text.slice(at)}`);
}
