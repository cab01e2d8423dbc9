/**
 * A minimal, valid one-page PDF holding the given lines of text (Helvetica, WinAnsi), built by
 * hand so tests and scenarios need no PDF tool. Non-ASCII characters are written as octal
 * escapes of their Latin-1 code.
 */
export function minimalPdf(lines: readonly string[]): Buffer {
  const esc = (s: string) =>
    [...s]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch === '(' || ch === ')' || ch === '\\') return `\\${ch}`;
        if (code > 126 && code < 256) return `\\${code.toString(8).padStart(3, '0')}`;
        return code < 256 ? ch : '?';
      })
      .join('');
  const content = ['BT', '/F1 12 Tf', '14 TL', '50 780 Td', ...lines.map((l) => `(${esc(l)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
