import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readEnv } from './lib/env.mjs';
import { SERVICE_WORKER_PATH } from './lib/offline/offline-paths.mjs';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './lib/image-sizes.mjs';
import { contentSecurityPolicy, CSP_HEADER, SECURITY_HEADERS } from './lib/security-headers.mjs';
import { wrapperPackageGlobs } from './lib/serving/standalone.mjs';

// Validate the environment here so that `next build`, `next start` and `next dev` all refuse a bad value
// up front, with a message naming the variable.
try {
  readEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Pages get their Content-Security-Policy from the page cache (lib/serving/page-cache/cache-handler.mjs: hashes of their inline
// scripts) or, for the one page rendered per request, from proxy.ts (a nonce). A second policy would be enforced
// as well and block their scripts, so this one goes only to what is certainly not a page, the not-found page
// included: Next's static files and image optimiser, the route handlers and the files in public/.
function notPagePaths() {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const escape = (path) => path.replace(/[:*?+()[\]{}]/g, '\\$&');
  // A folder name as a path pattern: [id] → :id, [...path] and [[...path]] → :path*, anything else as it is.
  const pattern = (name) => {
    const dynamic = /^\[{1,2}(\.\.\.)?(\w+)\]{1,2}$/.exec(name);
    return dynamic ? `:${dynamic[2]}${dynamic[1] ? '*' : ''}` : escape(name);
  };
  const routeHandlers = readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)route\.[jt]s$/.test(file) && dirname(file) !== '.')
    // A route group's folder, `(ta)`, is no part of the address.
    .map(
      (file) =>
        `/${dirname(file)
          .split('/')
          .filter((name) => !/^\(.+\)$/.test(name))
          .map(pattern)
          .join('/')}`,
    );
  const publicFiles = readdirSync(join(root, 'public'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => escape(`/${relative(join(root, 'public'), join(entry.parentPath ?? entry.path, entry.name))}`));
  // The service worker is written into the build's public/ after `next build` (scripts/write-service-worker.mjs).
  return ['/_next/static/:path*', '/_next/image', ...routeHandlers, ...publicFiles, SERVICE_WORKER_PATH];
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Next would hash every page's whole HTML on every request for its ETag; the page cache makes one per version of
  // a page instead, and proxy.ts answers a visitor who holds that version with a 304 (docs/performance.md).
  generateEtags: false,
  // The standalone server compresses instead (lib/serving/respond.mjs): brotli, and a page version or a static
  // file compressed once. Next's own is gzip, again for every response.
  compress: false,
  reactStrictMode: true,
  // proxy.ts redirects `/gallery/` and `/About/` itself, in one hop; Next's own redirect would come first and make
  // `/About/` take two.
  skipTrailingSlashRedirect: true,
  // proxy.ts sees the request's address as the server got it. Next's normalised form calls a loopback host
  // `localhost`; on a server bound to 127.0.0.1 (as behind nginx) a rewrite to that address is another origin, which
  // Next carries out as an HTTP request to itself: over TLS when nginx says X-Forwarded-Proto: https, so every
  // rewrite answered 500 (vercel/next.js#94745). lib/proxy-rewrites.test.ts and e2e/nginx.spec.ts check it.
  skipProxyUrlNormalize: true,
  // One copy of the OpenTelemetry API for Next's own spans and ours (lib/api/call-telemetry.ts), and the tracing SDK
  // (lib/tracing.ts) loaded from node_modules as it is, only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  serverExternalPackages: [
    '@opentelemetry/api',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace-node',
  ],
  // prom-client, which the standalone server requires itself with METRICS_PORT (lib/serving/metrics.mjs).
  outputFileTracingIncludes: { '/api/health': wrapperPackageGlobs() },
  // No memory cache of pages in Node (Next's default 50 MB; the documented way to turn it off). nginx is the one
  // cache in front (docs/serving.md), so Node reads a page only when nginx misses, about once a page a window, and
  // every page is a disk read away (in Redis when shared). Kept in memory, the pages were the biggest thing on the
  // heap: Next sizes an entry by its HTML's length in characters, and a Tamil page's characters take two bytes each,
  // so 16 MB held 24 MB of HTML, a finished copy of each beside it. Turned off, one instance held 340 MB resident
  // instead of 425 after every address three times, and served its pages as fast (docs/performance.md#the-soak).
  cacheMaxMemorySize: 0,
  cacheHandler: fileURLToPath(new URL('./lib/serving/page-cache/cache-handler.mjs', import.meta.url)),
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      ...notPagePaths().map((source) => ({
        source,
        headers: [{ key: CSP_HEADER, value: contentSecurityPolicy() }],
      })),
      // Asked for again at every check for a new build; a copy kept any longer would hold a new build's worker back.
      { source: SERVICE_WORKER_PATH, headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
  experimental: {
    // Each page's CSS goes into its HTML (lib/serving/page-cache/inline-styles.mjs), so a stylesheet request costs a first
    // visit nothing and an unused byte costs every visit: Turbopack's graph chunking priced at 200 B a request keeps
    // the gallery's and the calendar's styles out of a member firm's page (at 2,000 B 4 KB of them rode along; 200 B
    // took 0.1–2.1 KB as sent off each of ten pages; 0 B made more chunks and saved nothing more).
    cssChunking: { type: 'graph', requestCost: 200 },
    // integrity="sha256-…" on the framework's <script src> tags (runtime, polyfills, bootstrap); Next 16.4.6 with
    // Turbopack leaves the chunks React preloads for client components without it.
    sri: { algorithm: 'sha256' },
    // A root layout per language (app/(en), app/(ta)): an address no route answers gets app/global-not-found.tsx.
    globalNotFound: true,
    // libvips's cache of operations (sharp's default: up to 50 MB): every optimisation here is a new image at a new
    // width, kept on disk by Next and by nginx after it, so the cache holds memory and never a hit (bench/SOAK.md).
    imgOptOperationCache: false,
  },
  images: {
    // Only images on this site: public/images, and the backend's, which app/media fetches from ASSET_BASE_URL at
    // request time (with the query of a versioned upload). No backend host here, because `next build` fixes this
    // whole object into the standalone server.
    localPatterns: [{ pathname: '/images/**', search: '' }, { pathname: '/media/**' }],
    // A floor under every optimised image's lifetime: /media keeps the backend's images an hour, and the default
    // image it serves when the backend fails only a minute.
    minimumCacheTTL: 60,
    // The optimised images kept on disk (.next/cache/images), least recently used out past this; Next's default is
    // half of the free disk.
    maximumDiskCacheSize: 256 * 1024 * 1024,
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
  },
};

export default nextConfig;
