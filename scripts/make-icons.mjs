// Writes the PNG icons drawn from public/images/logo.svg: the Apple touch icon (app/apple-icon.png), the web
// manifest's icons and the logo named in the Organization structured data (public/images/icon-*.png).
//   node scripts/make-icons.mjs
// The outputs are committed; run this again only when the logo changes.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const CREAM = '#fbf7f0';

// `scale` is the share of the side the logo fills. Maskable icons keep it inside the central safe circle (80%).
const ICONS = [
  { file: 'app/apple-icon.png', size: 180, scale: 0.84 },
  { file: 'public/images/icon-192.png', size: 192, scale: 0.9 },
  { file: 'public/images/icon-512.png', size: 512, scale: 0.9 },
  { file: 'public/images/icon-maskable-512.png', size: 512, scale: 0.72 },
];

const logo = await readFile(root('public/images/logo.svg'));

for (const { file, size, scale } of ICONS) {
  const side = Math.round(size * scale);
  const mark = await sharp(logo, { density: Math.ceil((72 * side) / 64) })
    .resize(side, side)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: CREAM } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(root(file));
  console.info(`${file}: ${size}×${size}`);
}
