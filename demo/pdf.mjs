// A one-page PDF of plain text, enough for the demo's circulars to open in a browser's PDF viewer.

function escapePdfText(text) {
  return text
    .replace(
      /[^\x20-\x7e]/g,
      (ch) => ({ '–': '-', '—': '-', '‘': "'", '’': "'", '“': '"', '”': '"', '₹': 'Rs ' })[ch] ?? '',
    )
    .replace(/[\\()]/g, (ch) => `\\${ch}`);
}

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function makeCircularPdf({ title, date, body }) {
  const lines = [
    ['F2', 16, 'Regional Association of Small Industries (RASI)'],
    ['F1', 10, 'RASI Bhavan, Plot 14, SIDCO Industrial Estate, Thuvakudi, Tiruchirappalli 620015'],
    ['F1', 10, ''],
    ['F1', 11, `Circular dated ${date}`],
    ...wrap(title, 70).map((l) => ['F2', 13, l]),
    ['F1', 10, ''],
    ...wrap(body, 90).map((l) => ['F1', 11, l]),
    ['F1', 10, ''],
    ['F1', 11, 'Honorary Secretary, RASI'],
  ];
  let y = 800;
  const ops = ['BT'];
  for (const [font, size, text] of lines) {
    y -= size + 6;
    ops.push(`/${font} ${size} Tf 1 0 0 1 56 ${y} Tm (${escapePdfText(text)}) Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
