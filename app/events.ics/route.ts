import { documentRouteHandlers } from '@/lib/api/route-handlers';
import { calendarDocument, fairsOnlyCalendar } from '@/lib/feeds/documents';

export const dynamic = 'force-dynamic';

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = documentRouteHandlers({
  contentType: 'text/calendar; charset=utf-8',
  build: calendarDocument,
  fallback: fairsOnlyCalendar,
  headers: { 'Content-Disposition': 'inline; filename="rasi-events.ics"' },
});
