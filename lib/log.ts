import { logLine } from '@/lib/serving/request-context.mjs';

export type LogLevel = 'info' | 'warn' | 'error';

export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * One JSON object per line, so a log collector can parse it, with the id of the request it is about
 * (lib/serving/request-context.mjs); callers never pass secrets.
 */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  logLine(level, event, fields);
}
