// The floor: a bare App Router page with the site's own next/react/react-dom (resolved from the worktree's
// node_modules). Turbopack's root and the tracing root are the worktree, set here rather than inferred from its
// lockfile, because node_modules is there; the floor imports nothing of the site's, so none of it is built or
// traced. From that root Turbopack would also take the worktree's proxy.ts and instrumentation.ts as the floor's
// (vercel/next.js#95287): only .tsx files are pages or conventions here, so neither matches.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  pageExtensions: ['tsx'],
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default nextConfig;
