import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricsRecorder } from '../serving/metrics.mjs';

export declare function refusedBeforeReading(request: {
  fetchSite: string | null | undefined;
  contentLength: string | null | undefined;
}): number | undefined;

export declare function acceptBeacon(text: string, recorder: MetricsRecorder | undefined): number;

export declare function withVitals(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  recorderOf?: () => MetricsRecorder | undefined,
): (req: IncomingMessage, res: ServerResponse) => void;
