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

// No words in the pictures: each stands beside its item's title, and text in an image is read by no one (WCAG 1.4.5).
const IMAGES = [
  { file: 'default-banner.jpg', width: 1600, height: 600, motif: 'gears' },
  { file: 'default-bulletin.jpg', width: 800, height: 600, motif: 'pages' },
  { file: 'default-notification.jpg', width: 800, height: 600, motif: 'bell' },
  { file: 'default-gallery.jpg', width: 800, height: 600, motif: 'frame' },
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

// Each kind's own motif, drawn left of centre where the words used to be.
const MOTIFS = {
  gears: (w, h) => {
    const r = h * 0.24;
    const cx = w * 0.2;
    const cy = h * 0.45;
    const sx = cx + r * 1.55;
    const sy = cy + r * 0.55;
    return `<g fill="none" stroke="${NAVY}" stroke-width="${h * 0.018}">
      <path d="${gearPath(cx, cy, r, 14)}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.32}"/>
      <path d="${gearPath(sx, sy, r * 0.58, 10)}"/><circle cx="${sx}" cy="${sy}" r="${r * 0.18}"/>
    </g><circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="${RED}"/>`;
  },
  pages: (w, h) => {
    const x = w * 0.14;
    const y = h * 0.16;
    const pw = w * 0.38;
    const ph = h * 0.56;
    const lines = [0.3, 0.42, 0.54, 0.66, 0.78]
      .map((t, i) => {
        const end = x + pw * (i === 4 ? 0.55 : 0.86);
        return `<line x1="${x + pw * 0.14}" y1="${y + ph * t}" x2="${end}" y2="${y + ph * t}"/>`;
      })
      .join('');
    return `<rect x="${x + w * 0.04}" y="${y - h * 0.04}" width="${pw}" height="${ph}" rx="6" fill="${SAND}" stroke="${NAVY}" stroke-width="4" opacity="0.7"/>
    <rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="6" fill="${CREAM}" stroke="${NAVY}" stroke-width="5"/>
    <rect x="${x + pw * 0.14}" y="${y + ph * 0.1}" width="${pw * 0.72}" height="${ph * 0.1}" fill="${RED}"/>
    <g stroke="${NAVY}" stroke-width="6" stroke-linecap="round" opacity="0.6">${lines}</g>`;
  },
  bell: (w, h) => {
    const cx = w * 0.3;
    const top = h * 0.18;
    const bottom = h * 0.62;
    const half = w * 0.16;
    const body = `M${cx - half},${bottom} Q${cx - half * 0.7},${bottom - h * 0.06} ${cx - half * 0.7},${top + h * 0.2} Q${cx - half * 0.7},${top + h * 0.02} ${cx},${top + h * 0.02} Q${cx + half * 0.7},${top + h * 0.02} ${cx + half * 0.7},${top + h * 0.2} Q${cx + half * 0.7},${bottom - h * 0.06} ${cx + half},${bottom} Z`;
    return `<path d="${body}" fill="${NAVY}"/>
    <circle cx="${cx}" cy="${top}" r="${h * 0.03}" fill="${NAVY}"/>
    <circle cx="${cx}" cy="${bottom + h * 0.05}" r="${h * 0.045}" fill="${RED}"/>
    <g fill="none" stroke="${RED}" stroke-width="6" stroke-linecap="round">
      <path d="M${cx + half * 1.25},${top + h * 0.12} q${w * 0.04},${h * 0.12} 0,${h * 0.24}"/>
      <path d="M${cx + half * 1.55},${top + h * 0.06} q${w * 0.06},${h * 0.18} 0,${h * 0.36}"/>
    </g>`;
  },
  frame: (w, h) => {
    const x = w * 0.1;
    const y = h * 0.16;
    const fw = w * 0.46;
    const fh = h * 0.52;
    const base = y + fh;
    return `<rect x="${x}" y="${y}" width="${fw}" height="${fh}" rx="6" fill="${CREAM}" stroke="${NAVY}" stroke-width="6"/>
    <path d="M${x},${base} L${x + fw * 0.32},${y + fh * 0.45} L${x + fw * 0.52},${y + fh * 0.7} L${x + fw * 0.7},${y + fh * 0.52} L${x + fw},${base} Z" fill="${NAVY}" opacity="0.75"/>
    <circle cx="${x + fw * 0.76}" cy="${y + fh * 0.26}" r="${fh * 0.1}" fill="${RED}"/>`;
  },
};

function svgFor({ width, height, motif }) {
  const wide = width / height > 2;
  const gearR = wide ? height * 0.62 : height * 0.42;
  const gx = wide ? width - height * 0.35 : width * 0.92;
  const gy = wide ? height * 0.5 : height * 0.22;
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
  ${MOTIFS[motif](width, height)}
  <path d="${wave(0, width, height * 0.86, height * 0.025, wide ? 7 : 4)}" fill="none" stroke="${RED}" stroke-width="${height * 0.012}" opacity="0.85"/>
  <path d="${wave(0, width, height * 0.92, height * 0.02, wide ? 7 : 4)}" fill="none" stroke="${NAVY}" stroke-width="${height * 0.008}" opacity="0.35"/>
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
