// Draws the 律台 app icons (a scale of justice inside a seal-like frame) and writes them as PNG and SVG.
// No image library is installed (sharp is not), so this file carries a tiny rasteriser (4x4 supersampling over
// geometric shapes) and a PNG encoder built on node:zlib. Run: `node scripts/generate-icons.mjs`; the outputs in
// public/ are committed, so the build never needs this script.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BLUE = [29, 78, 137];
const GOLD = [217, 180, 90];
const IVORY = [250, 246, 236];

// ---------- the drawing, in a 512 x 512 design space ----------
/** The scale of justice; every shape is drawn in ivory. */
const figure = [
  { type: 'circle', cx: 256, cy: 128, r: 20 },
  { type: 'capsule', ax: 256, ay: 140, bx: 256, by: 384, hw: 12 },
  { type: 'capsule', ax: 136, ay: 178, bx: 376, by: 178, hw: 10 },
  // strings of the left and right pans
  { type: 'capsule', ax: 136, ay: 178, bx: 92, by: 292, hw: 4 },
  { type: 'capsule', ax: 136, ay: 178, bx: 180, by: 292, hw: 4 },
  { type: 'capsule', ax: 376, ay: 178, bx: 332, by: 292, hw: 4 },
  { type: 'capsule', ax: 376, ay: 178, bx: 420, by: 292, hw: 4 },
  { type: 'halfdisc', cx: 136, cy: 292, r: 54 },
  { type: 'halfdisc', cx: 376, cy: 292, r: 54 },
  // foot
  { type: 'poly', points: [[226, 372], [286, 372], [318, 404], [194, 404]] },
  { type: 'rrect', x0: 160, y0: 400, x1: 352, y1: 422, r: 8 },
];

/** Icon variants: 'any' icons are rounded squares; maskable and apple icons fill the square (the OS crops them). */
const variants = [
  { file: 'public/icons/icon-192.png', size: 192, corner: 96, scale: 1 },
  { file: 'public/icons/icon-512.png', size: 512, corner: 96, scale: 1 },
  // Maskable: keep the artwork inside the 40%-radius safe circle.
  { file: 'public/icons/icon-maskable-512.png', size: 512, corner: 0, scale: 0.7, frame: false },
  { file: 'public/icons/apple-touch-icon.png', size: 180, corner: 0, scale: 0.82 },
];

// ---------- geometry ----------
function distToSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function inRoundedRect(x, y, { x0, y0, x1, y1, r }) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inShape(x, y, s) {
  switch (s.type) {
    case 'circle':
      return Math.hypot(x - s.cx, y - s.cy) <= s.r;
    case 'capsule':
      return distToSegment(x, y, s.ax, s.ay, s.bx, s.by) <= s.hw;
    case 'halfdisc':
      return y >= s.cy && Math.hypot(x - s.cx, y - s.cy) <= s.r;
    case 'poly':
      return inPolygon(x, y, s.points);
    case 'rrect':
      return inRoundedRect(x, y, s);
    default:
      throw new Error(`unknown shape ${s.type}`);
  }
}

/** Colour (or null for transparent) of one point of the design space for a variant. */
function sample(x, y, v) {
  const full = { x0: 0, y0: 0, x1: 512, y1: 512, r: v.corner };
  if (!inRoundedRect(x, y, full)) return null;
  const frame = v.frame !== false;
  // A seal-like double frame: a gold ring inset from the edge.
  if (frame) {
    const m = 512 * (1 - v.scale) / 2;
    const outer = { x0: 30 + m, y0: 30 + m, x1: 482 - m, y1: 482 - m, r: Math.max(8, v.corner - 30) };
    const inner = { x0: 40 + m, y0: 40 + m, x1: 472 - m, y1: 472 - m, r: Math.max(4, v.corner - 40) };
    if (inRoundedRect(x, y, outer) && !inRoundedRect(x, y, inner)) return GOLD;
  }
  // Figure scaled about the centre of the design space.
  const fx = 256 + (x - 256) / v.scale;
  const fy = 265 + (y - 265) / v.scale;
  for (const s of figure) if (inShape(fx, fy, s)) return IVORY;
  return BLUE;
}

function rasterise(v) {
  const { size } = v;
  const k = 512 / size;
  const n = 4; // 4x4 samples per pixel
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = sample((px + (sx + 0.5) / n) * k, (py + (sy + 0.5) / n) * k, v);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((255 * a) / (n * n));
    }
  }
  return rgba;
}

// ---------- PNG encoder (RGBA, 8 bit, no interlace) ----------
const crcTable = Array.from({ length: 256 }, (_, i) => {
  let c = i;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(rgba, size) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  // compression, filter, interlace: 0
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------- SVG (favicon) from the same shapes ----------
function svgShape(s, fill) {
  switch (s.type) {
    case 'circle':
      return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${fill}"/>`;
    case 'capsule':
      return `<line x1="${s.ax}" y1="${s.ay}" x2="${s.bx}" y2="${s.by}" stroke="${fill}" stroke-width="${s.hw * 2}" stroke-linecap="round"/>`;
    case 'halfdisc':
      return `<path d="M${s.cx - s.r} ${s.cy}A${s.r} ${s.r} 0 0 0 ${s.cx + s.r} ${s.cy}Z" fill="${fill}"/>`;
    case 'poly':
      return `<polygon points="${s.points.map((p) => p.join(',')).join(' ')}" fill="${fill}"/>`;
    case 'rrect':
      return `<rect x="${s.x0}" y="${s.y0}" width="${s.x1 - s.x0}" height="${s.y1 - s.y0}" rx="${s.r}" fill="${fill}"/>`;
    default:
      throw new Error(`unknown shape ${s.type}`);
  }
}

const hex = (c) => `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
  `<rect width="512" height="512" rx="96" fill="${hex(BLUE)}"/>`,
  `<rect x="35" y="35" width="442" height="442" rx="61" fill="none" stroke="${hex(GOLD)}" stroke-width="10"/>`,
  ...figure.map((s) => svgShape(s, hex(IVORY))),
  '</svg>',
  '',
].join('\n');

for (const v of variants) {
  const out = resolve(root, v.file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, encodePng(rasterise(v), v.size));
  console.log(`wrote ${v.file} (${v.size}x${v.size})`);
}
writeFileSync(resolve(root, 'public/favicon.svg'), svg);
console.log('wrote public/favicon.svg');
