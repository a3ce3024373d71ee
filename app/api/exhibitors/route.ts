import { loaders } from '@/lib/api/data-policy';
import { listRouteHandlers } from '@/lib/api/route-handlers';

export const dynamic = 'force-dynamic';

export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = listRouteHandlers(loaders.exhibitors);
