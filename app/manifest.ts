import type { MetadataRoute } from 'next';
import { webAppManifest } from '@/lib/web-app-manifest';

export default function manifest(): MetadataRoute.Manifest {
  return webAppManifest('en');
}
