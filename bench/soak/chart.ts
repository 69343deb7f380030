// The soak's chart: panels of line series against time, drawn into an RGB raster and
// encoded as PNG with node:zlib (deflate and crc32), with a 5x7 bitmap font for titles, legends and
// axis figures. No dependency: a chart library would be the soak's only reason to install one.
import zlib from "node:zlib";

export type Series = { name: string; points: [number, number | null][] };
export type Panel = { title: string; series: Series[] };
export type Marker = { t: number; label: string };

const GLYPHS: Record<string, number[]> = {
  "0": [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e], "1": [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e], "2": [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  "3": [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e], "4": [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02], "5": [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  "6": [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e], "7": [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08], "8": [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  "9": [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c], A: [0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11], B: [0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e], D: [0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c], E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10], G: [0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f], H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  I: [0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e], J: [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c], K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  L: [0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f], M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11], N: [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
  O: [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e], P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10], Q: [0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11], S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e], T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e], V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04], W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
  X: [0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11], Y: [0x11, 0x11, 0x11, 0x0a, 0x04, 0x04, 0x04], Z: [0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f],
  " ": [0, 0, 0, 0, 0, 0, 0], ".": [0, 0, 0, 0, 0, 0x0c, 0x0c], "-": [0, 0, 0, 0x1f, 0, 0, 0], _: [0, 0, 0, 0, 0, 0, 0x1f],
  "/": [0, 0x01, 0x02, 0x04, 0x08, 0x10, 0], "(": [0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02], ")": [0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08],
  ":": [0, 0x0c, 0x0c, 0, 0x0c, 0x0c, 0], "%": [0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03], ",": [0, 0, 0, 0, 0x0c, 0x04, 0x08],
  "=": [0, 0, 0x1f, 0, 0x1f, 0, 0], "+": [0, 0x04, 0x04, 0x1f, 0x04, 0x04, 0],
};

const COLORS: [number, number, number][] = [
  [31, 119, 180], [255, 127, 14], [44, 160, 44], [214, 39, 40], [148, 103, 189], [140, 86, 75], [227, 119, 194], [127, 127, 127],
];

class Canvas {
  readonly data: Buffer;
  constructor(readonly width: number, readonly height: number) {
    this.data = Buffer.alloc(width * height * 3, 255);
  }
  set(x: number, y: number, c: [number, number, number]) {
    x = Math.round(x);
    y = Math.round(y);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.data[i] = c[0];
    this.data[i + 1] = c[1];
    this.data[i + 2] = c[2];
  }
  line(x0: number, y0: number, x1: number, y1: number, c: [number, number, number], thick = 1) {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++) {
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      for (let d = 0; d < thick; d++) this.set(x, y + d, c);
    }
  }
  text(x: number, y: number, s: string, c: [number, number, number], scale = 2) {
    for (const ch of s.toUpperCase()) {
      const g = GLYPHS[ch] ?? GLYPHS[" "];
      for (let row = 0; row < 7; row++)
        for (let col = 0; col < 5; col++)
          if (g[row] & (0x10 >> col)) for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) this.set(x + col * scale + dx, y + row * scale + dy, c);
      x += 6 * scale;
    }
  }
  png(): Buffer {
    const raw = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * (this.width * 3 + 1)] = 0; // filter: none
      this.data.copy(raw, y * (this.width * 3 + 1) + 1, y * this.width * 3, (y + 1) * this.width * 3);
    }
    const chunk = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(body.length, 0);
      head.write(type, 4, "ascii");
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
      return Buffer.concat([head, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // RGB
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
  }
}

const fmt = (v: number) => (v >= 1000 ? `${Math.round(v)}` : v >= 10 ? v.toFixed(0) : v.toFixed(1));

/** Panels stacked top to bottom, sharing the time axis (seconds, labelled in minutes); markers as grey verticals. */
export function drawChart(panels: Panel[], markers: Marker[], title: string): Buffer {
  const width = 1400;
  const panelHeight = 190;
  const top = 40;
  const height = top + panels.length * panelHeight + 30;
  const left = 80;
  const right = width - 300;
  const c = new Canvas(width, height);
  const black: [number, number, number] = [0, 0, 0];
  const grey: [number, number, number] = [190, 190, 190];
  c.text(left, 10, title, black, 2);
  const tMax = Math.max(1, ...panels.flatMap((p) => p.series.flatMap((s) => s.points.map((pt) => pt[0]))));
  const xOf = (t: number) => left + ((right - left) * t) / tMax;
  panels.forEach((panel, index) => {
    const y0 = top + index * panelHeight + 22;
    const y1 = y0 + panelHeight - 40;
    const values = panel.series.flatMap((s) => s.points.map((p) => p[1]).filter((v): v is number => v !== null));
    const vMax = Math.max(1e-9, ...values) * 1.1;
    const yOf = (v: number) => y1 - ((y1 - y0) * v) / vMax;
    c.text(left, y0 - 18, panel.title, black, 2);
    c.line(left, y0, left, y1, black);
    c.line(left, y1, right, y1, black);
    c.text(4, y0, fmt(vMax), black, 1);
    c.text(4, y1 - 7, "0", black, 1);
    for (const m of markers) {
      for (let y = y0; y < y1; y += 4) c.set(xOf(m.t), y, grey);
      if (index === 0) c.text(xOf(m.t) + 2, y0 + 2 + (markers.indexOf(m) % 3) * 10, m.label, [120, 120, 120], 1);
    }
    panel.series.forEach((series, si) => {
      const color = COLORS[si % COLORS.length];
      let prev: [number, number] | null = null;
      for (const [t, v] of series.points) {
        if (v === null) {
          prev = null;
          continue;
        }
        const pt: [number, number] = [xOf(t), yOf(v)];
        if (prev) c.line(prev[0], prev[1], pt[0], pt[1], color, 2);
        else c.line(pt[0], pt[1], pt[0], pt[1], color, 2);
        prev = pt;
      }
      c.line(right + 20, y0 + 6 + si * 14, right + 40, y0 + 6 + si * 14, color, 3);
      c.text(right + 46, y0 + 2 + si * 14, series.name, black, 1);
    });
  });
  const yAxis = top + panels.length * panelHeight + 2;
  for (let i = 0; i <= 10; i++) {
    const t = (tMax * i) / 10;
    c.text(xOf(t) - 8, yAxis, `${(t / 60).toFixed(1)}`, black, 1);
  }
  c.text(right + 20, yAxis, "MINUTES", black, 1);
  return c.png();
}
