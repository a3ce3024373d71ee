import { ConfigError, readEnv } from './lib/env.mjs';

// Validate the environment here so that `next build`, `next start` and `next dev` all refuse a bad value
// up front, with a message naming the variable.
let env;
try {
  env = readEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const asset = new URL(env.assetBaseUrl);
const isLocalAssetHost = /^(127\.|localhost$|\[::1\]$)/.test(asset.hostname);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    remotePatterns: [
      {
        protocol: asset.protocol.replace(':', ''),
        hostname: asset.hostname,
        port: asset.port,
        pathname: `${asset.pathname.replace(/\/$/, '')}/**`,
      },
    ],
    // The bundled demo backend serves its images from 127.0.0.1, which Next refuses by default.
    dangerouslyAllowLocalIP: isLocalAssetHost,
    minimumCacheTTL: 3600,
    // Fewer candidate widths: every one is a URL in every srcset, and the backend's images are at most 1600 px.
    deviceSizes: [640, 828, 1080, 1600],
    imageSizes: [96, 192, 384],
  },
};

export default nextConfig;
