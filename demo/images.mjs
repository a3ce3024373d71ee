// Raster JPEG illustrations for the demo backend's /uploads/ folder, drawn as SVG and rendered
// with sharp. Each image is deterministic: its palette and motif follow from a hash of its key.

import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 100 * 1024;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

const RED = '#b3122e';
const NAVY = '#14213d';
const TEAL = '#1b6f6a';
const OCHRE = '#c8892b';
const CREAM = '#fbf7f0';

// Background gradient pairs and a line colour for the motif; all share the red accent.
const PALETTES = [
  { from: NAVY, to: '#23395d', ink: '#f4d9a6' },
  { from: '#0f4c4a', to: TEAL, ink: '#f7e7c6' },
  { from: '#7a1023', to: RED, ink: '#fbe3d0' },
  { from: '#8a5a12', to: OCHRE, ink: '#fff3dc' },
  { from: '#1d2b4f', to: '#0f4c4a', ink: '#f0c987' },
  { from: '#3a1f2b', to: '#7a1023', ink: '#f4d9a6' },
];

const MOTIFS = ['gears', 'factory', 'fabric', 'grain', 'circuit'];

function hashOf(text) {
  return createHash('sha256').update(text).digest();
}

function escapeXml(text) {
  return String(text).replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c],
  );
}

function motifFor(caption, hash) {
  const t = caption.toLowerCase();
  if (/textile|weav|garment|handloom|coir|fabric|women/.test(t)) return 'fabric';
  if (/rice|paddy|agro|food|grain|pongal|millet/.test(t)) return 'grain';
  if (/electr|solar|power|energy|digital|gst|invoic|circuit|bank|credit|loan/.test(t)) return 'circuit';
  if (/expo|stall|vendor|factory|land|estate|exhibition/.test(t)) return 'factory';
  if (/foundry|forg|cnc|lean|machine|pump|precision|safety|zed/.test(t)) return 'gears';
  return MOTIFS[hash[1] % MOTIFS.length];
}

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

/** Greedy word wrap by an estimated glyph width; the last line is ellipsised if needed. */
function wrap(text, maxChars, maxLines) {
  const words = String(text).split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars) {
      line = next;
    } else {
      if (line) lines.push(line);
      line = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1];
    kept[maxLines - 1] = last.length > maxChars - 1 ? `${last.slice(0, maxChars - 1)}…` : `${last}…`;
    return kept;
  }
  return lines;
}

function sceneSvg({ key, caption, width, height }) {
  const hash = hashOf(key);
  const palette = PALETTES[hash[0] % PALETTES.length];
  const motif = motifFor(`${caption} ${key}`, hash);
  const fontSize = Math.round(height * 0.065);
  const maxChars = Math.floor((width * 0.82) / (fontSize * 0.56));
  const lines = wrap(caption, maxChars, 2);
  const bandH = fontSize * (lines.length + 0.9) + fontSize * 0.6;
  const bandY = height - bandH;
  const text = lines
    .map((l, i) => `<tspan x="${width * 0.05}" y="${bandY + fontSize * (1.45 + i * 1.2)}">${escapeXml(l)}</tspan>`)
    .join('');
  const tagW = fontSize * 2.8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.12}" cy="${height * 0.18}" r="${height * 0.45}" fill="${CREAM}" opacity="0.06"/>
  <circle cx="${width * 0.95}" cy="${height * 1.05}" r="${height * 0.5}" fill="${CREAM}" opacity="0.05"/>
  ${DRAW[motif](width, height, palette.ink, hash)}
  <rect y="${bandY - fontSize}" width="${width}" height="${bandH + fontSize}" fill="url(#band)"/>
  <rect x="${width * 0.05}" y="${height * 0.07}" width="${tagW}" height="${fontSize * 1.3}" rx="${fontSize * 0.2}" fill="${RED}"/>
  <text x="${width * 0.05 + tagW / 2}" y="${height * 0.07 + fontSize * 0.95}" font-family="${FONT}" font-size="${fontSize * 0.8}" font-weight="700" fill="${CREAM}" text-anchor="middle" letter-spacing="2">RASI</text>
  <text font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${CREAM}">${text}</text>
</svg>`;
}

function initialsOf(name) {
  const parts = String(name)
    .split(/[\s.]+/)
    .filter((p) => /^[A-Za-z]/.test(p));
  // Tamil names lead with the father's initial ('S. Ramanathan'): show initial + given name.
  const letters = parts.length >= 2 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? 'R'];
  return letters.join('').toUpperCase();
}

function portraitSvg({ key, caption, width, height }) {
  const hash = hashOf(key);
  const palette = PALETTES[hash[0] % PALETTES.length];
  const r = width * 0.36;
  const fontSize = Math.round(r * 0.8);
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
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <path d="${gearPath(width / 2, height / 2, r * 1.22, 16)}" fill="none" stroke="${palette.from}" stroke-width="3" opacity="0.18"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="url(#disc)"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="${RED}" stroke-width="6"/>
  <text x="${width / 2}" y="${height / 2 + fontSize * 0.36}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${CREAM}" text-anchor="middle">${escapeXml(initialsOf(caption))}</text>
</svg>`;
}

/** Dimensions by upload folder: banners are wide, committee portraits square. */
export function sizeFor(folder, portrait) {
  if (portrait) return { width: 400, height: 400 };
  if (folder === 'banners') return { width: 1600, height: 600 };
  return { width: 800, height: 600 };
}

/** Renders one image to a JPEG buffer under MAX_IMAGE_BYTES. */
export async function renderImage({ key, folder, caption, portrait = false }) {
  const { width, height } = sizeFor(folder, portrait);
  const svg = portrait ? portraitSvg({ key, caption, width, height }) : sceneSvg({ key, caption, width, height });
  for (const quality of [82, 72, 62, 50, 40]) {
    const buf = await sharp(Buffer.from(svg))
      .flatten({ background: CREAM })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (buf.length < MAX_IMAGE_BYTES) return buf;
  }
  throw new Error(`demo image ${key} does not fit in ${MAX_IMAGE_BYTES} bytes`);
}
