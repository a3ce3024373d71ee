// Raster JPEG illustrations for the demo backend's /uploads/ folder, drawn as SVG and rendered
// with sharp. Each image is deterministic: its palette and motif follow from a hash of its key (demo/scenes.mjs).
// They carry no words: the site shows each picture beside its title, and text in a picture is read by no one.

import sharp from 'sharp';

import { CREAM, NAVY, OCHRE, RED, TEAL, sceneFor } from './scenes.mjs';

export const MAX_IMAGE_BYTES = 100 * 1024;

function gearPath(cx, cy, r, teeth) {
  const inner = r * 0.82;
  const step = (Math.PI * 2) / teeth;
  const pts = [];
  for (let i = 0; i < teeth; i += 1) {
    const a = i * step;
    const angles = [a - step * 0.25, a - step * 0.15, a + step * 0.15, a + step * 0.25];
    const radii = [inner, r, r, inner];
    angles.forEach((ang, j) => {
      pts.push(`${(cx + radii[j] * Math.cos(ang)).toFixed(1)},${(cy + radii[j] * Math.sin(ang)).toFixed(1)}`);
    });
  }
  return `M${pts.join('L')}Z`;
}

function drawGears(w, h, ink, hash) {
  const big = h * 0.36;
  const cx = w * 0.68 + (hash[2] % 40);
  const cy = h * 0.42;
  const small = big * 0.55;
  const sx = cx - big - small * 0.62;
  const sy = cy + big * 0.55;
  return `
    <g fill="none" stroke="${ink}" stroke-width="6" opacity="0.55">
      <path d="${gearPath(cx, cy, big, 14)}"/>
      <circle cx="${cx}" cy="${cy}" r="${big * 0.32}"/>
      <path d="${gearPath(sx, sy, small, 10)}"/>
      <circle cx="${sx}" cy="${sy}" r="${small * 0.3}"/>
    </g>
    <circle cx="${cx}" cy="${cy}" r="${big * 0.12}" fill="${RED}"/>`;
}

function drawFactory(w, h, ink, hash) {
  const base = h * 0.78;
  const teeth = 4 + (hash[3] % 3);
  const left = w * 0.38;
  const width = w * 0.56;
  const tw = width / teeth;
  let roof = `M${left},${base}`;
  for (let i = 0; i < teeth; i += 1) {
    const x = left + i * tw;
    roof += `L${x},${base - h * 0.22}L${x + tw},${base - h * 0.36}L${x + tw},${base - h * 0.22}`;
  }
  roof += `L${left + width},${base}Z`;
  const chimneyX = left + tw * 0.4;
  return `
    <g opacity="0.6">
      <rect x="${chimneyX}" y="${base - h * 0.6}" width="${tw * 0.28}" height="${h * 0.4}" fill="${ink}"/>
      <path d="${roof}" fill="${ink}"/>
      <circle cx="${chimneyX + tw * 0.2}" cy="${base - h * 0.66}" r="${h * 0.04}" fill="${ink}" opacity="0.5"/>
      <circle cx="${chimneyX + tw * 0.45}" cy="${base - h * 0.73}" r="${h * 0.055}" fill="${ink}" opacity="0.35"/>
    </g>
    <rect x="${left + tw * 1.3}" y="${base - h * 0.14}" width="${tw * 0.5}" height="${h * 0.14}" fill="${RED}"/>`;
}

function drawFabric(w, h, ink, hash) {
  const colours = [ink, RED, OCHRE, CREAM, TEAL];
  let stripes = '';
  const count = 9;
  const sw = w * 0.05;
  for (let i = 0; i < count; i += 1) {
    const c = colours[(i + hash[4]) % colours.length];
    stripes += `<rect x="${w * 0.45 + i * sw * 1.15}" y="${-h * 0.2}" width="${sw * (i % 3 === 0 ? 0.5 : 0.9)}" height="${h * 1.4}" fill="${c}"/>`;
  }
  return `<g opacity="0.55" transform="rotate(-18 ${w * 0.7} ${h / 2})">${stripes}</g>`;
}

function drawGrain(w, h, ink, hash) {
  let ears = '';
  const stems = 5;
  for (let s = 0; s < stems; s += 1) {
    const x = w * 0.52 + s * w * 0.085;
    const top = h * (0.18 + (hash[5 + s] % 10) / 100);
    const bottom = h * 0.82;
    ears += `<path d="M${x},${bottom} Q${x + 18},${(top + bottom) / 2} ${x + 30},${top}" fill="none" stroke="${ink}" stroke-width="4"/>`;
    for (let k = 0; k < 6; k += 1) {
      const t = 0.1 + k * 0.13;
      const gx = x + 30 * t + 4;
      const gy = top + (bottom - top) * (1 - t) * 0.55;
      const side = k % 2 === 0 ? -1 : 1;
      ears += `<ellipse cx="${gx + side * 12}" cy="${gy}" rx="7" ry="15" transform="rotate(${side * 30} ${gx + side * 12} ${gy})" fill="${ink}"/>`;
    }
  }
  return `<g opacity="0.6">${ears}</g><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.08}" fill="${OCHRE}" opacity="0.8"/>`;
}

function drawCircuit(w, h, ink, hash) {
  let lines = '';
  for (let i = 0; i < 7; i += 1) {
    const y = h * (0.12 + i * 0.1);
    const x1 = w * 0.45 + ((hash[6 + i] % 8) * w) / 100;
    const x2 = x1 + w * 0.12;
    const y2 = y + (i % 2 === 0 ? 1 : -1) * h * 0.05;
    const x3 = w * 0.95;
    lines += `<polyline points="${x1},${y} ${x2},${y} ${x2 + 20},${y2} ${x3},${y2}" fill="none" stroke="${ink}" stroke-width="4"/>`;
    lines += `<circle cx="${x1}" cy="${y}" r="8" fill="none" stroke="${ink}" stroke-width="4"/>`;
  }
  const chip = `<rect x="${w * 0.62}" y="${h * 0.3}" width="${w * 0.14}" height="${h * 0.22}" rx="6" fill="${NAVY}" stroke="${ink}" stroke-width="4"/>`;
  return `<g opacity="0.6">${lines}${chip}</g><rect x="${w * 0.67}" y="${h * 0.38}" width="${w * 0.04}" height="${h * 0.06}" fill="${RED}"/>`;
}

const DRAW = { gears: drawGears, factory: drawFactory, fabric: drawFabric, grain: drawGrain, circuit: drawCircuit };

function sceneSvg({ key, subject, width, height }) {
  const { hash, palette, motif } = sceneFor(key, subject);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.12}" cy="${height * 0.18}" r="${height * 0.45}" fill="${CREAM}" opacity="0.06"/>
  <circle cx="${width * 0.95}" cy="${height * 1.05}" r="${height * 0.5}" fill="${CREAM}" opacity="0.05"/>
  ${DRAW[motif](width, height, palette.ink, hash)}
  <rect x="${width * 0.05}" y="${height * 0.07}" width="${height * 0.16}" height="${height * 0.02}" fill="${RED}"/>
</svg>`;
}

// A head-and-shoulders silhouette: the committee cards name the person beside it.
function portraitSvg({ key, subject, width, height }) {
  const { palette } = sceneFor(key, subject);
  const r = width * 0.36;
  const cx = width / 2;
  const cy = height / 2;
  const head = r * 0.3;
  const shoulders = `M${cx - r * 0.75},${cy + r * 1.05} Q${cx - r * 0.7},${cy + r * 0.18} ${cx},${cy + r * 0.16} Q${cx + r * 0.7},${cy + r * 0.18} ${cx + r * 0.75},${cy + r * 1.05} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${CREAM}"/>
      <stop offset="1" stop-color="#efe4d2"/>
    </linearGradient>
    <linearGradient id="disc" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <clipPath id="inside"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <path d="${gearPath(cx, cy, r * 1.22, 16)}" fill="none" stroke="${palette.from}" stroke-width="3" opacity="0.18"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#disc)"/>
  <g clip-path="url(#inside)" fill="${palette.ink}" opacity="0.85">
    <circle cx="${cx}" cy="${cy - r * 0.22}" r="${head}"/>
    <path d="${shoulders}"/>
  </g>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${RED}" stroke-width="6"/>
</svg>`;
}

/** Dimensions by upload folder: banners are wide, committee portraits square. */
export function sizeFor(folder, portrait) {
  if (portrait) return { width: 400, height: 400 };
  if (folder === 'banners') return { width: 1600, height: 600 };
  return { width: 800, height: 600 };
}

/** Renders one image to a JPEG buffer under MAX_IMAGE_BYTES. */
export async function renderImage({ key, folder, subject, portrait = false }) {
  const { width, height } = sizeFor(folder, portrait);
  const svg = portrait ? portraitSvg({ key, subject, width, height }) : sceneSvg({ key, subject, width, height });
  for (const quality of [82, 72, 62, 50, 40]) {
    const buf = await sharp(Buffer.from(svg))
      .flatten({ background: CREAM })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (buf.length < MAX_IMAGE_BYTES) return buf;
  }
  throw new Error(`demo image ${key} does not fit in ${MAX_IMAGE_BYTES} bytes`);
}
