// Writes the site's icons into src/assets/ from one drawing: a white cross on a green rounded
// square (the SVG is the same drawing). Run after changing the drawing; the files are committed,
// so the build needs no image tool. PNG and ICO are written with node:zlib only.
import { writeFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";

const green = [0x0a, 0x6b, 0x5a];
const white = [0xff, 0xff, 0xff];

/** The drawing on a 0..1 square: 0 outside, 1 the square, 2 the cross. */
function shapeAt(x: number, y: number): 0 | 1 | 2 {
  const r = 0.18;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return 0;
  const inBar = (a: number, b: number) => a >= 0.4 && a <= 0.6 && b >= 0.2 && b <= 0.8;
  return inBar(x, y) || inBar(y, x) ? 2 : 1;
}

/** RGBA pixels, 4×4 samples per pixel for smooth edges. */
function draw(size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let square = 0;
      let cross = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const shape = shapeAt((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size);
          if (shape === 1) square++;
          if (shape === 2) cross++;
        }
      }
      const covered = square + cross;
      const o = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[o + c] = covered ? Math.round((green[c]! * square + white[c]! * cross) / covered) : 0;
      pixels[o + 3] = Math.round((covered / (n * n)) * 255);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function png(size: number): Buffer {
  const pixels = draw(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

/** An ICO file holding one PNG image (supported by every current browser). */
export function ico(size: number): Buffer {
  const image = png(size);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.set([size % 256, size % 256, 0, 0], 6);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

export const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#0a6b5a"/><path d="M40 20h20v20h20v20H60v20H40V60H20V40h20z" fill="#fff"/></svg>\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync("src/assets/icon.svg", svg);
  writeFileSync("src/assets/apple-touch-icon.png", png(180));
  writeFileSync("src/assets/icon-512.png", png(512));
  writeFileSync("src/assets/favicon.ico", ico(32));
  console.log("wrote src/assets/icon.svg, apple-touch-icon.png, icon-512.png, favicon.ico");
}
