// Runs npm scripts side by side, as `npm test` runs its checks that need no build (docs/testing.md): each one's
// output is held and printed whole when it ends, under its name and time, so that two outputs never interleave.
// Exits 1 if any failed, after all have ended.
//
//   node scripts/run-parallel.mjs lint format:check typecheck
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

function run(script) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      process.stdout.write(
        `\n${ok ? '✓' : '✗'} npm run ${script} (${seconds} s${ok ? '' : `, ${signal ?? `exit ${code}`}`})\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exit(1);
}
