export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installServerGuard } = await import('./lib/server-guard');
    installServerGuard();
    const { onServerStart } = await import('./lib/server-start');
    onServerStart();
  }
}
