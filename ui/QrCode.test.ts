import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrPath } from './QrCode';

/** Paints the SVG path's squares into an RGBA image (4 px a module, 4-module white border). */
function paint(path: { size: number; d: string }, scale = 4, border = 4) {
  const side = (path.size + border * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, xs, ys] of path.d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const [x, y] = [Number(xs) + border, Number(ys) + border];
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const i = ((y * scale + dy) * side + x * scale + dx) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { width: side, height: side, data };
}

describe('qrPath', () => {
  it('draws a QR code that a scanner reads back as the same link', () => {
    const link = 'https://kinbo.example/grouppurchasegames/room?roomId=42&invite=ABC123';
    const path = qrPath(link);
    expect(path.d).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(decodeQR(paint(path))).toBe(link);
  });

  it('grows with the text and stays square', () => {
    const short = qrPath('https://k.example/?invite=A1');
    const long = qrPath(`https://k.example/?invite=${'A'.repeat(200)}`);
    expect(long.size).toBeGreaterThan(short.size);
    expect((short.size - 2 * 2 - 17) % 4).toBe(0); // versions are 21, 25, 29… modules wide, plus the quiet zone
  });
});
