export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installMethodGuard } = await import('./lib/method-guard');
    installMethodGuard();
    const { onServerStart } = await import('./lib/server-start');
    onServerStart();
  }
}
