import { ConfigError, readEnv } from './env.mjs';
import { log } from './log';

/** One log line per start; a bad configuration stops the standalone server, which never reads next.config.mjs. */
export function onServerStart(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    const env = readEnv();
    log('info', 'server_start', {
      upstream: env.demo ? 'demo' : new URL(env.apiBaseUrl).host,
      revalidateSeconds: env.revalidateSeconds,
      siteUrl: env.siteUrl,
      metricsPort: env.metricsPort,
      tracing: env.tracesEndpoint !== null,
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log('error', 'config_invalid', { variable: error.variable, message: error.message });
    process.exit(1);
  }
}
