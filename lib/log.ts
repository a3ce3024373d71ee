export type LogLevel = 'info' | 'warn' | 'error';

export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** One JSON object per line, so a log collector can parse it; callers never pass secrets. */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') console.info(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}
