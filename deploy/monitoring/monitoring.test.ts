/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as client from 'prom-client';
import { parse } from 'yaml';
import { createMetrics } from '../../lib/serving/metrics.mjs';

// deploy/monitoring/ is a contract with the site's metrics: an alert or a panel that names a metric the site does
// not export shows nothing, and never fires.

const DIR = __dirname;
const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((path) => existsSync(path));

/** Prometheus's own series, which no exporter writes. */
const PROMETHEUS_OWN = new Set(['up']);

/** Keywords followed by a list of labels. */
const GROUPING = ['by', 'without', 'on', 'ignoring', 'group_left', 'group_right'];
const KEYWORDS = new Set([...GROUPING, 'and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric names an expression reads: every name but functions, keywords, labels, strings and ranges. */
function metricNamesIn(expr: string): string[] {
  const text = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(new RegExp(`\\b(${GROUPING.join('|')})\\s*\\([^)]*\\)`, 'g'), '');
  return [...text.matchAll(/(?<![\w.$])([a-zA-Z_:][\w:]*)(?![\w:])(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((name) => !KEYWORDS.has(name.toLowerCase()));
}

/** Every name the site's registry exports, a histogram's series included, as its own definitions say. */
async function exported(): Promise<Set<string>> {
  const metrics = await createMetrics(client, { revalidateSeconds: 60 }).registry.getMetricsAsJSON();
  return new Set(
    metrics.flatMap(({ name, type }) =>
      String(type) === 'histogram'
        ? [`${name}_bucket`, `${name}_sum`, `${name}_count`]
        : String(type) === 'summary'
          ? [name, `${name}_sum`, `${name}_count`]
          : [name],
    ),
  );
}

interface Rules {
  groups: { rules: { alert: string; expr: string; for?: string }[] }[];
}
interface Dashboard {
  panels: { title: string; type: string; targets?: { expr: string }[] }[];
}

const rules = parse(readFileSync(join(DIR, 'alerts.yml'), 'utf8')) as Rules;
const dashboard = JSON.parse(readFileSync(join(DIR, 'grafana-dashboard.json'), 'utf8')) as Dashboard;
const expressions = [
  ...rules.groups.flatMap((group) => group.rules.map((rule) => [`alert ${rule.alert}`, rule.expr] as const)),
  ...dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => [`panel ${panel.title}`, target.expr] as const),
  ),
];

describe('deploy/monitoring', () => {
  it('finds the metric names of an expression', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.95, sum by (le, route) (rate(rasi_http_request_duration_seconds_bucket{route!="x"}[5m])))',
      ),
    ).toEqual(['rasi_http_request_duration_seconds_bucket']);
    expect(metricNamesIn('a > on (instance) group_left () (3 * b) and on (call) increase(c[5m]) > 0')).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(metricNamesIn('sum(rate(rasi_made_up_total[5m])) or vector(0) and (d)')).toEqual([
      'rasi_made_up_total',
      'd',
    ]);
  });

  it('names in every alert and every panel only metrics the site exports', async () => {
    const names = await exported();
    expect(expressions.length).toBeGreaterThan(10);
    const unknown = expressions.flatMap(([where, expr]) =>
      metricNamesIn(expr)
        .filter((name) => !names.has(name) && !PROMETHEUS_OWN.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it("alerts on what the issues ask: the backend, old data, 5xx, the event loop, an instance down, visitors' vitals", () => {
    const alerts = Object.fromEntries(rules.groups.flatMap((g) => g.rules.map((rule) => [rule.alert, rule])));
    expect(Object.keys(alerts).sort()).toEqual([
      'RasiBackendFailing',
      'RasiDataStale',
      'RasiEventLoopLag',
      'RasiInstanceDown',
      'RasiServerErrors',
      'RasiVisitorsInpSlow',
      'RasiVisitorsLcpSlow',
    ]);
    expect(alerts.RasiBackendFailing!.for).toBe('5m');
    expect(alerts.RasiDataStale!.expr).toContain('3 * rasi_revalidate_window_seconds');
    expect(alerts.RasiServerErrors!.expr).toContain('> 0.01');
    // p75 over an hour above Google's "good", only where enough page loads were measured.
    for (const [alert, metric, threshold] of [
      ['RasiVisitorsLcpSlow', 'rasi_web_vitals_lcp_seconds', '2.5'],
      ['RasiVisitorsInpSlow', 'rasi_web_vitals_inp_seconds', '0.2'],
    ] as const) {
      const { expr } = alerts[alert]!;
      expect(expr).toContain(
        `histogram_quantile(0.75, sum by (route, locale, le) (rate(${metric}_bucket[1h]))) > ${threshold}`,
      );
      expect(expr).toContain(`and sum by (route, locale) (increase(${metric}_count[1h])) > 50`);
    }
  });

  it("has a row for visitors' phones: p75 of each vital by page and language, and page views by page", () => {
    const row = dashboard.panels.findIndex((panel) => panel.type === 'row' && panel.title === "Visitors' phones");
    expect(row).toBeGreaterThan(0);
    const exprs = dashboard.panels.slice(row + 1).flatMap((panel) => (panel.targets ?? []).map((t) => t.expr));
    for (const metric of ['lcp_seconds', 'inp_seconds', 'cls', 'fcp_seconds', 'ttfb_seconds'])
      expect(exprs).toContain(
        `histogram_quantile(0.75, sum by (le, route, locale) (rate(rasi_web_vitals_${metric}_bucket[1h])))`,
      );
    expect(exprs).toContain('sum by (route, locale) (increase(rasi_page_views_total[1h]))');
  });

  it('scrapes two instances, each on its metrics port', () => {
    const config = parse(readFileSync(join(DIR, 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { static_configs: { targets: string[] }[] }[];
    };
    expect(config.scrape_configs.flatMap((s) => s.static_configs.flatMap((c) => c.targets))).toEqual([
      '127.0.0.1:9461',
      '127.0.0.1:9462',
    ]);
  });

  (PROMTOOL ? it : it.skip)("passes promtool's checks of the configuration and the rules", () => {
    for (const args of [
      ['check', 'config', 'prometheus.yml'],
      ['check', 'rules', 'alerts.yml'],
    ]) {
      expect(execFileSync(PROMTOOL!, args, { cwd: DIR, encoding: 'utf8' })).toContain('SUCCESS');
    }
  });
});
