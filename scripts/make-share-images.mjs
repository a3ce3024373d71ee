// Draws the Tamil share card (public/images/share-ta.png): the logo, the name and the tagline in the brand colours,
// as app/opengraph-image.tsx draws the English one. next/og's renderer does not shape Tamil (a vowel sign such as
// ெ must be drawn before its consonant), so this card is drawn by sharp's SVG renderer, which shapes text with
// HarfBuzz, in Noto Sans Tamil (Debian's fonts-noto-core).
//   node scripts/make-share-images.mjs
// The output is committed; run this again only when the name, the tagline or the logo changes.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const NAVY = '#14213d';
const RED = '#b3122e';
const CREAM = '#fbf7f0';
const WIDTH = 1200;
const HEIGHT = 630;

// The same words as SITE_TEXT.ta in content/association.ts (this script runs outside the bundler).
const NAME = ['மண்டல சிறு தொழில்கள்', 'சங்கம் (ராசி)'];
const TAGLINE = ['1972 முதல் காவிரி டெல்டாவின்', 'சிறு உற்பத்தியாளர்களின் குரல்'];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const lines = (texts, x, y, size, weight, step) =>
  texts
    .map(
      (text, i) =>
        `<text x="${x}" y="${y + i * step}" font-family="Noto Sans Tamil" font-size="${size}" font-weight="${weight}" fill="${CREAM}">${escape(text)}</text>`,
    )
    .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="${NAVY}"/>
  <rect width="100%" height="18" fill="${RED}"/>
  <circle cx="210" cy="324" r="130" fill="${CREAM}"/>
  ${lines(NAME, 400, 250, 50, 700, 72)}
  ${lines(TAGLINE, 400, 430, 34, 400, 50)}
</svg>`;

const logo = await sharp(await readFile(root('public/images/logo.svg')), { density: 300 })
  .resize(200, 200)
  .png()
  .toBuffer();
await sharp(Buffer.from(svg))
  .composite([{ input: logo, left: 110, top: 224 }])
  .png({ compressionLevel: 9 })
  .toFile(root('public/images/share-ta.png'));
