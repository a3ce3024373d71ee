export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installServerGuard } = await import('./lib/server-guard');
    installServerGuard();
    const { onServerStart } = await import('./lib/server-start');
    onServerStart();
    // Only then: no tracing code loads without the variable (docs/monitoring.md).
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    if (!building && process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
      const { startTracing } = await import('./lib/tracing');
      startTracing();
    }
  }
}
