// What a demo image shows, chosen from its key and subject: a palette and a motif. Apart from the drawing
// (demo/images.mjs, which needs sharp) so that the demo data can describe its pictures in alt text.

import { createHash } from 'node:crypto';

export const RED = '#b3122e';
export const NAVY = '#14213d';
export const TEAL = '#1b6f6a';
export const OCHRE = '#c8892b';
export const CREAM = '#fbf7f0';

// Background gradient pairs and a line colour for the motif; all share the red accent.
const PALETTES = [
  { name: 'deep blue', from: NAVY, to: '#23395d', ink: '#f4d9a6' },
  { name: 'teal', from: '#0f4c4a', to: TEAL, ink: '#f7e7c6' },
  { name: 'crimson', from: '#7a1023', to: RED, ink: '#fbe3d0' },
  { name: 'ochre', from: '#8a5a12', to: OCHRE, ink: '#fff3dc' },
  { name: 'blue and teal', from: '#1d2b4f', to: '#0f4c4a', ink: '#f0c987' },
  { name: 'maroon', from: '#3a1f2b', to: '#7a1023', ink: '#f4d9a6' },
];

const MOTIFS = {
  gears: 'two interlocking gears',
  factory: 'a saw-tooth factory roof and a smoking chimney',
  fabric: 'slanting stripes of woven cloth',
  grain: 'ears of paddy under a low sun',
  circuit: 'circuit tracks around a chip',
};

function motifFor(subject, hash) {
  const t = subject.toLowerCase();
  if (/textile|weav|garment|handloom|coir|fabric|women/.test(t)) return 'fabric';
  if (/rice|paddy|agro|food|grain|pongal|millet/.test(t)) return 'grain';
  if (/electr|solar|power|energy|digital|gst|invoic|circuit|bank|credit|loan/.test(t)) return 'circuit';
  if (/expo|stall|vendor|factory|land|estate|exhibition/.test(t)) return 'factory';
  if (/foundry|forg|cnc|lean|machine|pump|precision|safety|zed/.test(t)) return 'gears';
  const names = Object.keys(MOTIFS);
  return names[hash[1] % names.length];
}

/** The same key and subject always give the same scene. */
export function sceneFor(key, subject) {
  const hash = createHash('sha256').update(key).digest();
  return { hash, palette: PALETTES[hash[0] % PALETTES.length], motif: motifFor(`${subject} ${key}`, hash) };
}

/** Alt text for a scene: what the drawing shows, never the title that stands beside it. */
export function describeScene(key, subject) {
  const { palette, motif } = sceneFor(key, subject);
  return `Drawing of ${MOTIFS[motif]} on ${palette.name}`;
}
