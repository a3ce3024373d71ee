// Writes the site's fallback images (used when a backend item has no image) to public/images/.
//   node scripts/make-fallback-images.mjs
// Each is a real JPEG under 60 KB, drawn as SVG in the RASI colours and rendered with sharp.

import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const OUT_DIR = fileURLToPath(new URL('../public/images/', import.meta.url));
const MAX_BYTES = 60 * 1024;

const RED = '#b3122e';
const NAVY = '#14213d';
const CREAM = '#fbf7f0';
const SAND = '#efe4d2';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

const IMAGES = [
  {
    file: 'default-banner.jpg',
    width: 1600,
    height: 600,
    word: 'Regional Association of Small Industries',
    note: 'Kaveri delta · since 1972',
  },
  { file: 'default-bulletin.jpg', width: 800, height: 600, word: 'Bulletin', note: 'News from the association' },
  { file: 'default-notification.jpg', width: 800, height: 600, word: 'Notification', note: 'Circulars and notices' },
  { file: 'default-gallery.jpg', width: 800, height: 600, word: 'Gallery', note: 'Moments from RASI' },
];

function gearPath(cx, cy, r, teeth) {
  const inner = r * 0.84;
  const step = (Math.PI * 2) / teeth;
  const pts = [];
  for (let i = 0; i < teeth; i += 1) {
    const a = i * step;
    [
      [a - step * 0.25, inner],
      [a - step * 0.14, r],
      [a + step * 0.14, r],
      [a + step * 0.25, inner],
    ].forEach(([ang, rad]) =>
      pts.push(`${(cx + rad * Math.cos(ang)).toFixed(1)},${(cy + rad * Math.sin(ang)).toFixed(1)}`),
    );
  }
  return `M${pts.join('L')}Z`;
}

function wave(x0, x1, y, amp, periods) {
  const seg = (x1 - x0) / (periods * 2);
  let d = `M${x0},${y}`;
  for (let i = 0; i < periods * 2; i += 1) {
    const xa = x0 + seg * i;
    d += ` Q${xa + seg / 2},${y + (i % 2 === 0 ? -amp : amp)} ${xa + seg},${y}`;
  }
  return d;
}

function svgFor({ width, height, word, note }) {
  const wide = width / height > 2;
  const gearR = wide ? height * 0.62 : height * 0.42;
  const gx = wide ? width - height * 0.35 : width * 0.92;
  const gy = wide ? height * 0.5 : height * 0.22;
  const textX = wide ? width * 0.07 : width * 0.09;
  const rasiSize = wide ? height * 0.3 : height * 0.2;
  const wordSize = wide ? height * 0.075 : height * 0.085;
  const noteSize = wide ? height * 0.05 : height * 0.045;
  const baseY = wide ? height * 0.5 : height * 0.52;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${CREAM}"/>
      <stop offset="1" stop-color="${SAND}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <path d="${gearPath(gx, gy, gearR, 18)}" fill="none" stroke="${NAVY}" stroke-width="${height * 0.02}" opacity="0.08"/>
  <circle cx="${gx}" cy="${gy}" r="${gearR * 0.42}" fill="none" stroke="${NAVY}" stroke-width="${height * 0.02}" opacity="0.08"/>
  <path d="${wave(0, width, height * 0.86, height * 0.025, wide ? 7 : 4)}" fill="none" stroke="${RED}" stroke-width="${height * 0.012}" opacity="0.85"/>
  <path d="${wave(0, width, height * 0.92, height * 0.02, wide ? 7 : 4)}" fill="none" stroke="${NAVY}" stroke-width="${height * 0.008}" opacity="0.35"/>
  <text x="${textX}" y="${baseY}" font-family="${FONT}" font-size="${rasiSize}" font-weight="700" fill="${NAVY}" letter-spacing="${rasiSize * 0.04}">RASI</text>
  <text x="${textX}" y="${baseY + wordSize * 1.6}" font-family="${FONT}" font-size="${wordSize}" font-weight="700" fill="${RED}">${word}</text>
  <text x="${textX}" y="${baseY + wordSize * 1.6 + noteSize * 1.8}" font-family="${FONT}" font-size="${noteSize}" fill="${NAVY}" opacity="0.75">${note}</text>
</svg>`;
}

async function render(spec) {
  const svg = Buffer.from(svgFor(spec));
  for (const quality of [84, 76, 68, 60, 50]) {
    const buf = await sharp(svg).flatten({ background: CREAM }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (buf.length < MAX_BYTES) return buf;
  }
  throw new Error(`${spec.file} does not fit in ${MAX_BYTES} bytes`);
}

await mkdir(OUT_DIR, { recursive: true });
for (const spec of IMAGES) {
  const buf = await render(spec);
  await writeFile(new URL(spec.file, `file://${OUT_DIR}`), buf);
  console.log(`wrote public/images/${spec.file} (${spec.width}x${spec.height}, ${(buf.length / 1024).toFixed(1)} KB)`);
}
