/** @jest-environment node */
// `next build` writes the whole of next.config.mjs into the standalone server.js, where a start cannot change it.
// So nothing in it may come from the environment: one build has to be right wherever it is started.
import { execFileSync } from 'node:child_process';

const PRINT_CONFIG = `
const { default: config } = await import('./next.config.mjs');
const { headers, ...rest } = config;
console.log(JSON.stringify({ ...rest, headers: await headers() }));
`;

function builtConfig(env: Record<string, string>): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', PRINT_CONFIG], {
    cwd: __dirname,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
}

const STAGING = {
  API_BASE_URL: 'https://staging-backend.rasi.test/api',
  API_TOKEN: 'staging-token-5kq',
  ASSET_BASE_URL: 'https://staging-cdn.rasi.test/uploads',
  SITE_URL: 'https://staging.rasi.test',
  REVALIDATE_SECONDS: '4321',
  DEMO_PORT: '4999',
};

test('next.config.mjs is the same whatever the environment, and holds none of its values', () => {
  const demo = builtConfig({});
  const staging = builtConfig(STAGING);
  expect(staging).toBe(demo);
  for (const value of [...Object.values(STAGING), '127.0.0.1:4010', 'localhost:3000']) {
    expect(demo).not.toContain(value);
  }
  expect(JSON.parse(demo).images).toMatchObject({
    localPatterns: [{ pathname: '/images/**', search: '' }, { pathname: '/media/**' }],
  });
  expect(JSON.parse(demo).images).not.toHaveProperty('remotePatterns');
});

test('next.config.mjs still refuses a bad value, naming the variable', () => {
  expect(() => builtConfig({ SITE_URL: 'https://www.rasi.test/path' })).toThrow(/SITE_URL/);
});
