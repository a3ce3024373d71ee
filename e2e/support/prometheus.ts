// A real Prometheus (Debian's `prometheus`) on a loopback port, with deploy/monitoring/'s scrape job and alert rules,
// for e2e/instances.spec.ts. Only what a test cannot wait for is changed: it scrapes the given targets and evaluates
// every second, and each alert's `for` is shortened (5m to 10s, 1m to 5s).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { freePort } from './servers';
import { waitFor } from './wait';

export const PROMETHEUS = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((path) => existsSync(path));
const MONITORING = join(__dirname, '../../deploy/monitoring');
export const SHORTER_FOR: Record<string, string> = { '5m': '10s', '1m': '5s' };

export interface Sample {
  readonly metric: Record<string, string>;
  readonly value: number;
}
export interface Alert {
  readonly labels: Record<string, string>;
  readonly state: 'pending' | 'firing';
}

export interface LocalPrometheus {
  readonly url: string;
  query(expr: string): Promise<Sample[]>;
  alerts(): Promise<Alert[]>;
  stop(): Promise<void>;
}

async function api<T>(url: string): Promise<T> {
  const body = (await (await fetch(url)).json()) as { status: string; data: T; error?: string };
  if (body.status !== 'success') throw new Error(`Prometheus: ${body.error ?? body.status}`);
  return body.data;
}

export async function startPrometheus(targets: readonly string[]): Promise<LocalPrometheus> {
  if (!PROMETHEUS) throw new Error('prometheus is not installed (apt-get install prometheus)');
  const dir = await mkdtemp(join(tmpdir(), 'rasi-prometheus-'));
  const rules = (await readFile(join(MONITORING, 'alerts.yml'), 'utf8')).replace(
    /^(\s+for:\s*)(\S+)$/gm,
    (line, key: string, value: string) => (SHORTER_FOR[value] ? `${key}${SHORTER_FOR[value]}` : line),
  );
  await writeFile(join(dir, 'alerts.yml'), rules);
  const shipped = parse(await readFile(join(MONITORING, 'prometheus.yml'), 'utf8')) as {
    scrape_configs: { job_name: string }[];
  };
  const config = {
    global: { scrape_interval: '1s', evaluation_interval: '1s' },
    rule_files: [join(dir, 'alerts.yml')],
    scrape_configs: shipped.scrape_configs.map((job) => ({ ...job, static_configs: [{ targets }] })),
  };
  // JSON is YAML.
  await writeFile(join(dir, 'prometheus.yml'), JSON.stringify(config));
  const port = await freePort();
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => (await fetch(`${url}/-/ready`)).ok, `Prometheus to start:\n${output}`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    async query(expr) {
      const data = await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
        `${url}/api/v1/query?query=${encodeURIComponent(expr)}`,
      );
      return data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    async alerts() {
      return (await api<{ alerts: Alert[] }>(`${url}/api/v1/alerts`)).alerts;
    },
    stop,
  };
}
