import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { queueTable } from '../../contracts/queues.ts';
import { repoRoot } from '../paths.ts';
import { createJobMetrics } from './metrics.ts';

/** Prometheus adds these itself; they are not exported by our processes. */
const prometheusOwn = new Set(['up']);

/** Every `name{` selector of a PromQL expression (the files always write selectors with braces). */
function metricNamesOf(expr: string): string[] {
  return [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\{/g)].map((m) => m[1]!);
}

/** Metric names a /metrics text exposes, with a histogram's _bucket/_count/_sum series. */
function exported(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/^# TYPE (\S+) (\S+)/gm)) {
    const [, name, type] = match;
    names.add(name!);
    if (type === 'histogram') for (const s of ['_bucket', '_count', '_sum']) names.add(`${name}${s}`);
  }
  return names;
}

interface RulesFile {
  groups: {
    name: string;
    rules: { alert: string; expr: string; for?: string; annotations?: { summary?: string } }[];
  }[];
}

describe('ops/prometheus-rules.yml and ops/grafana-dashboard.json', () => {
  let app: TestApp;
  let names: Set<string>;
  beforeAll(async () => {
    app = createTestApp();
    // supertest connects over loopback, which may read /metrics without a token.
    const api = await request(app.app).get('/metrics');
    expect(api.status).toBe(200);
    const worker = createJobMetrics();
    worker.record(queueTable.callIngest.name, 'completed', { processedOn: 1, finishedOn: 2 });
    names = new Set([...exported(api.text), ...exported(await worker.registry.metrics())]);
  });
  afterAll(() => app.close());

  const rules = () =>
    yaml.load(fs.readFileSync(path.join(repoRoot, 'ops', 'prometheus-rules.yml'), 'utf8')) as RulesFile;
  const dashboard = () =>
    JSON.parse(fs.readFileSync(path.join(repoRoot, 'ops', 'grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };

  it('when the rules file is read, then it is valid YAML with named alerts, each with a duration and a summary', () => {
    const file = rules();
    const all = file.groups.flatMap((g) => g.rules);
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const rule of all) {
      expect(rule.alert).toMatch(/^HotelVoice[A-Za-z]+$/);
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(rule.annotations?.summary).toEqual(expect.any(String));
    }
    expect(new Set(all.map((r) => r.alert)).size).toBe(all.length);
  });

  it('when every expression of the rules and the dashboard is read, then each metric it names is one the api or the worker exports', () => {
    const exprs = [
      ...rules().groups.flatMap((g) => g.rules.map((r) => ({ where: r.alert, expr: r.expr }))),
      ...dashboard().panels.flatMap((p) => p.targets.map((t) => ({ where: p.title, expr: t.expr }))),
    ];
    for (const { where, expr } of exprs) {
      const used = metricNamesOf(expr);
      expect({ where, used: used.length > 0 }).toEqual({ where, used: true });
      const unknown = used.filter((n) => !prometheusOwn.has(n) && !names.has(n));
      expect({ where, unknown }).toEqual({ where, unknown: [] });
    }
  });

  it('when a metric name is misspelt, then the check finds it', () => {
    expect(metricNamesOf('rate(jobs_finishd_total{outcome="failed"}[5m])').filter((n) => !names.has(n))).toEqual([
      'jobs_finishd_total',
    ]);
  });
});
