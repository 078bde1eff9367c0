#!/usr/bin/env node
/**
 * Builds the site's placeholder artwork and films from code, so the site has original, consistent
 * media until the resort supplies photography (see docs/media.md).
 *
 *   npx node scripts/make-placeholder-media.mjs            # everything
 *   npx node scripts/make-placeholder-media.mjs images     # stills only (fast)
 *   npx node scripts/make-placeholder-media.mjs --only=rooms/sunrise
 *
 * Scenes are SVG drawn in the brand palette, rasterised with rsvg-convert and encoded with cwebp;
 * films are the same scenes rendered frame by frame and encoded with ffmpeg (H.264, no audio).
 * Every animated value is periodic over the clip, so the loops are seamless.
 * Needs: rsvg-convert, cwebp, ffmpeg (Debian: apt-get install -y librsvg2-bin webp ffmpeg).
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = join(ROOT, "public");

/** Size budgets (bytes) the site's performance targets rely on. */
const BUDGET = { image: 60_000, og: 120_000, video: 400_000 };

// ---------------------------------------------------------------------------------------------
// Palette: the brand colours from app/app.css plus the soft greens and ochres of the coast.
// ---------------------------------------------------------------------------------------------
const C = {
  primary: "#8B7355",
  primaryDark: "#6B5841",
  primaryLight: "#B59D7F",
  cream: "#FAF6EF",
  sand: "#F1E9DC",
  linen: "#E7DCCB",
  forest: "#27342A",
  forestLight: "#3D4F40",
  gold: "#B8955A",
  ink: "#2B2420",
  sage: "#8E9F7E",
  moss: "#5B6B4F",
  olive: "#6F7A52",
  ochre: "#C99A4B",
  laterite: "#A8654A",
  peach: "#EBCBA5",
  rose: "#D6AE98",
  mist: "#DDE2D3",
  teal: "#6F8578",
  deepTeal: "#44574D",
  brass: "#C9A45C",
  wood: "#6E4E36",
  woodLight: "#9A7352",
};

// ---------------------------------------------------------------------------------------------
// Small drawing toolkit
// ---------------------------------------------------------------------------------------------
const TAU = Math.PI * 2;

/** @param {number} n */
const f = (n) => String(Math.round(n * 10) / 10);

/**
 * Deterministic pseudo-random numbers, so a regenerated file is identical to the committed one.
 * @param {number} seed
 */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A loop-safe oscillation: whole cycles per clip, so frame 0 follows the last frame seamlessly.
 * @param {number} t phase of the clip, 0..1
 * @param {number} [cycles]
 * @param {number} [phase]
 */
const osc = (t, cycles = 1, phase = 0) => Math.sin(TAU * (t * cycles + phase));

/**
 * @template T
 * @param {T[]} list
 * @param {number} i
 * @returns {T}
 */
function at(list, i) {
  return /** @type {T} */ (list[Math.max(0, Math.min(list.length - 1, i))]);
}

/** @typedef {[number, number]} Pt */
/** @typedef {[number, string] | [number, string, number]} Stop */

/**
 * A smooth path through points (Catmull-Rom as cubic Béziers).
 * @param {Pt[]} pts
 */
function smooth(pts) {
  const p = at(pts, 0);
  let d = `M${f(p[0])} ${f(p[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = at(pts, i - 1);
    const p1 = at(pts, i);
    const p2 = at(pts, i + 1);
    const p3 = at(pts, i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(at(c1, 0))} ${f(at(c1, 1))} ${f(at(c2, 0))} ${f(at(c2, 1))} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** Collects <defs> for one SVG document and hands out unique ids. */
class Doc {
  constructor() {
    /** @type {string[]} */
    this.defs = [];
    this.n = 0;
  }

  /** @param {string} prefix */
  id(prefix) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** @param {Stop[]} stops */
  static stops(stops) {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
  }

  /**
   * Linear gradient in the shape's bounding box (top to bottom unless told).
   * @param {Stop[]} stops
   * @param {[number, number, number, number]} [dir] x1 y1 x2 y2, 0..1
   */
  lin(stops, dir = [0, 0, 0, 1]) {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${Doc.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * Linear gradient in scene coordinates.
   * @param {Stop[]} stops
   * @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2
   */
  ulin(stops, x1, y1, x2, y2) {
    const id = this.id("u");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${Doc.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * Radial gradient in scene coordinates.
   * @param {Stop[]} stops
   * @param {number} cx @param {number} cy @param {number} r
   * @param {number} [sy] vertical squash
   */
  rad(stops, cx, cy, r, sy = 1) {
    const id = this.id("r");
    const tf = sy === 1 ? "" : ` gradientTransform="translate(0 ${f(cy)}) scale(1 ${sy}) translate(0 ${f(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${tf}>${Doc.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** @param {number} sd */
  blur(sd) {
    const id = this.id("b");
    this.defs.push(`<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    return `url(#${id})`;
  }

  /** @param {string} body */
  clip(body) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${body}</clipPath>`);
    return `url(#${id})`;
  }
}

/**
 * A soft glow of light.
 * @param {Doc} d @param {number} x @param {number} y @param {number} r @param {string} color
 * @param {number} [a] opacity at the centre
 * @param {number} [sy]
 */
function glow(d, x, y, r, color, a = 0.8, sy = 1) {
  const fill = d.rad(
    [
      [0, color, a],
      [0.4, color, a * 0.35],
      [1, color, 0],
    ],
    x,
    y,
    r,
    sy,
  );
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * sy)}" fill="${fill}"/>`;
}

/**
 * A band of land or hills: a smooth ridge closed down to `bottom`.
 * @param {{ y: number, amp: number, seed: number, bottom?: number, x0?: number, x1?: number, n?: number, freq?: number }} o
 */
function ridge({ y, amp, seed, bottom = 1000, x0 = -60, x1 = 1660, n = 14, freq = 1 }) {
  const r = rng(seed);
  const ph = [r() * TAU, r() * TAU, r() * TAU];
  /** @type {Pt[]} */
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    const u = (i / n) * freq;
    const yy =
      y + amp * (0.55 * Math.sin(u * 5.1 + at(ph, 0)) + 0.3 * Math.sin(u * 11.3 + at(ph, 1)) + 0.15 * Math.sin(u * 23 + at(ph, 2)));
    pts.push([x, yy]);
  }
  return `${smooth(pts)}L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z`;
}

/**
 * Points along a quadratic Bézier.
 * @param {Pt} a @param {Pt} c @param {Pt} b @param {number} s
 * @returns {{ p: Pt, t: Pt }} point and unit tangent
 */
function quadAt(a, c, b, s) {
  const u = 1 - s;
  const p = /** @type {Pt} */ ([u * u * a[0] + 2 * u * s * c[0] + s * s * b[0], u * u * a[1] + 2 * u * s * c[1] + s * s * b[1]]);
  const tx = 2 * u * (c[0] - a[0]) + 2 * s * (b[0] - c[0]);
  const ty = 2 * u * (c[1] - a[1]) + 2 * s * (b[1] - c[1]);
  const len = Math.hypot(tx, ty) || 1;
  return { p, t: [tx / len, ty / len] };
}

/**
 * A filled, tapering stroke along a quadratic Bézier (a trunk, a stem, a stream of oil).
 * @param {Pt} a @param {Pt} c @param {Pt} b @param {number} w0 @param {number} w1
 */
function taper(a, c, b, w0, w1) {
  /** @type {Pt[]} */
  const left = [];
  /** @type {Pt[]} */
  const right = [];
  const N = 14;
  for (let i = 0; i <= N; i++) {
    const s = i / N;
    const { p, t } = quadAt(a, c, b, s);
    const w = (w0 + (w1 - w0) * s) / 2;
    left.push([p[0] - t[1] * w, p[1] + t[0] * w]);
    right.push([p[0] + t[1] * w, p[1] - t[0] * w]);
  }
  return `${smooth(left)}L${smooth(right.reverse()).slice(1)}Z`;
}

/**
 * A coconut palm silhouette: curved trunk and a crown of feathered fronds.
 * @param {{ x: number, y: number, h: number, lean?: number, fill?: string, t?: number, sway?: number,
 *   phase?: number, fronds?: number, seed?: number, opacity?: number }} o
 */
function palm({ x, y, h, lean = 0, fill = C.forest, t = 0, sway = 1, phase = 0, fronds = 11, seed = 1, opacity = 1 }) {
  const r = rng(seed);
  const wob = sway * osc(t, 1, phase);
  const top = /** @type {Pt} */ ([x + lean + wob * h * 0.012, y - h]);
  const ctl = /** @type {Pt} */ ([x + lean * 0.85, y - h * 0.45]);
  let out = `<g opacity="${opacity}" fill="${fill}">`;
  out += `<path d="${taper([x, y], ctl, top, h * 0.05, h * 0.026)}"/>`;
  let leaflets = "";
  let spines = "";
  for (let i = 0; i < fronds; i++) {
    const spread = fronds === 1 ? 0 : i / (fronds - 1) - 0.5;
    const theta = spread * 2 * 2.55 + (r() - 0.5) * 0.25 + wob * 0.05 * (1 + Math.abs(spread));
    const L = h * (0.36 + r() * 0.14) * (0.8 + 0.25 * Math.min(1, Math.abs(spread) * 3));
    const dir = [Math.sin(theta), -Math.cos(theta)];
    const droop = L * (0.34 + 0.5 * Math.abs(Math.sin(theta)));
    const tip = /** @type {Pt} */ ([top[0] + at(dir, 0) * L, top[1] + at(dir, 1) * L * 0.75 + droop]);
    const c = /** @type {Pt} */ ([top[0] + at(dir, 0) * L * 0.55, top[1] + at(dir, 1) * L * 0.55 - L * 0.12]);
    spines += `M${f(top[0])} ${f(top[1])}Q${f(c[0])} ${f(c[1])} ${f(tip[0])} ${f(tip[1])}`;
    // Small, far palms read as silhouettes; feathered leaflets there only add noise (and bytes).
    if (h < 170) {
      out += `<path d="${taper(top, c, tip, L * 0.16, L * 0.02)}"/>`;
      continue;
    }
    const step = Math.max(0.034, Math.min(0.05, 12 / L));
    for (let s = 0.1; s < 0.97; s += step) {
      const { p, t: tg } = quadAt(top, c, tip, s);
      const ll = L * 0.21 * (1 - s * 0.62);
      for (const side of [-1, 1]) {
        const ang = side * 1.0;
        let dx = tg[0] * Math.cos(ang) - tg[1] * Math.sin(ang);
        let dy = tg[0] * Math.sin(ang) + tg[1] * Math.cos(ang);
        dy += 0.75;
        const n = Math.hypot(dx, dy);
        dx /= n;
        dy /= n;
        leaflets += `M${f(p[0])} ${f(p[1])}l${f(dx * ll)} ${f(dy * ll)}`;
      }
    }
  }
  out += `<path d="${spines}" fill="none" stroke="${fill}" stroke-width="${f(Math.max(1.6, Math.min(h * 0.011, 6)))}" stroke-linecap="round"/>`;
  out += `<path d="${leaflets}" fill="none" stroke="${fill}" stroke-width="${f(Math.max(1.3, Math.min(h * 0.0075, 4.4)))}" stroke-linecap="round"/>`;
  out += `<circle cx="${f(top[0])}" cy="${f(top[1] + h * 0.02)}" r="${f(h * 0.03)}"/>`;
  out += "</g>";
  return out;
}

/**
 * Birds far off: small soft chevrons.
 * @param {number} t @param {Pt[]} at0 @param {string} color
 */
function birds(t, at0, color) {
  let dd = "";
  at0.forEach(([x, y], i) => {
    const xx = x + 30 * osc(t, 1, i * 0.21);
    const yy = y + 8 * osc(t, 2, i * 0.37);
    const flap = 4 + 3 * osc(t, 6, i * 0.3);
    dd += `M${f(xx - 12)} ${f(yy - flap)}Q${f(xx - 5)} ${f(yy - flap * 0.4)} ${f(xx)} ${f(yy)}Q${f(xx + 5)} ${f(yy - flap * 0.4)} ${f(xx + 12)} ${f(yy - flap)}`;
  });
  return `<path d="${dd}" fill="none" stroke="${color}" stroke-width="2.4" stroke-linecap="round" opacity="0.7"/>`;
}

/**
 * A leaf with a midrib, for still lifes and gardens.
 * @param {number} x @param {number} y @param {number} len @param {number} ang degrees @param {string} fill
 * @param {number} [width] relative
 */
function leaf(x, y, len, ang, fill, width = 0.32) {
  const w = len * width;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)})"><path d="M0 0C${f(len * 0.25)} ${f(-w)} ${f(len * 0.75)} ${f(-w * 0.8)} ${f(len)} 0C${f(len * 0.75)} ${f(w * 0.8)} ${f(len * 0.25)} ${f(w)} 0 0Z" fill="${fill}"/><path d="M${f(len * 0.04)} 0L${f(len * 0.92)} 0" stroke="#FFFFFF" stroke-opacity="0.22" stroke-width="${f(Math.max(1, len * 0.02))}"/></g>`;
}

/**
 * Soft bokeh of light for atmosphere.
 * @param {number} t @param {number} seed @param {number} count @param {[number, number, number, number]} box
 * @param {string} color
 */
function motes(t, seed, count, box, color) {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = box[0] + r() * box[2] + 14 * osc(t, 1, r());
    const y = box[1] + r() * box[3] + 10 * osc(t, 1, r());
    const rr = 3 + r() * 7;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="${color}" opacity="${f(0.15 + 0.3 * r())}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scenes. Each draws in a 1600x1000 space (portraits: 900x1600) and takes the clip phase t.
// ---------------------------------------------------------------------------------------------

/** @typedef {{ t?: number, mode?: string, cam?: number }} SceneOpts */
/** @typedef {(d: Doc, o: SceneOpts) => string} Scene */

/**
 * A parallax layer: nearer layers move more as the camera drifts.
 * @param {number} cam @param {number} depth @param {string} body
 */
const layer = (cam, depth, body) => (cam ? `<g transform="translate(${f(cam * depth)} 0)">${body}</g>` : body);

/**
 * Soft cloud banks: overlapping lozenges of light.
 * @param {number} t @param {number} seed @param {number} count @param {string} color @param {number} alpha
 */
function clouds(t, seed, count, color, alpha) {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = 100 + r() * 1400 + 36 * osc(t, 1, r());
    const y = 120 + r() * 300;
    const w = 160 + r() * 220;
    for (let k = 0; k < 3; k++) {
      out += `<ellipse cx="${f(x + (k - 1) * w * 0.35)}" cy="${f(y - (k === 1 ? 8 : 0))}" rx="${f(w * (k === 1 ? 0.55 : 0.4))}" ry="${f(7 + r() * 9)}" fill="${color}" opacity="${f(alpha * (0.6 + r() * 0.4))}"/>`;
    }
  }
  return out;
}

/**
 * The Chowara coast: laterite headlands, a lighthouse point, fishing boats drawn up on the sand.
 * The coast faces west, so the sun sets over the sea; in the morning it stands high in the haze.
 * @type {Scene}
 */
function coast(d, { t = 0, mode = "dawn", cam = 0 }) {
  const dusk = mode === "dusk";
  const hz = 610;
  const sky = dusk
    ? d.lin([
        [0, "#4F5E58"],
        [0.38, "#A99484"],
        [0.72, "#E2B58C"],
        [1, "#F0CFA0"],
      ])
    : d.lin([
        [0, "#CFD6C6"],
        [0.4, "#EEE8D6"],
        [0.8, "#F6E2C2"],
        [1, "#F5D9AE"],
      ]);
  const sunX = dusk ? 600 : 980;
  const sunY = dusk ? hz - 30 : 300;
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${sky}"/>`;
  b += layer(
    cam,
    0.1,
    glow(d, sunX, sunY, dusk ? 640 : 560, dusk ? "#F4C58C" : "#FFF4DA", 0.85, dusk ? 0.62 : 0.8) +
      `<circle cx="${sunX}" cy="${sunY}" r="${dusk ? 52 : 40}" fill="${dusk ? "#F7D9A8" : "#FFF8E8"}" opacity="${dusk ? 1 : 0.9}"/>` +
      clouds(t, dusk ? 11 : 12, 5, dusk ? "#F3D2B2" : "#FFFFFF", dusk ? 0.3 : 0.5),
  );
  // Far headland with the lighthouse, hazed by distance.
  const far = dusk ? "#8C7F7A" : "#BDB19C";
  b += layer(
    cam,
    0.2,
    `<path d="M1090 ${hz}C1180 ${hz - 30} 1250 ${hz - 70} 1330 ${hz - 88}C1420 ${hz - 108} 1520 ${hz - 112} 1700 ${hz - 120}L1700 ${hz + 4}L1090 ${hz + 4}Z" fill="${far}"/>` +
      `<path d="M1384 ${hz - 100}L1390 ${hz - 200}L1404 ${hz - 200}L1410 ${hz - 100}Z" fill="${dusk ? "#E6D2C0" : "#F6EEE2"}"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${f(1386 + i * 0.6)}" y="${hz - 182 + i * 28}" width="${f(22 - i * 1.2)}" height="11" fill="${C.laterite}" opacity="0.85"/>`,
        )
        .join("") +
      `<rect x="1385" y="${hz - 214}" width="24" height="15" rx="3" fill="${C.forestLight}"/>` +
      `<path d="M1381 ${hz - 214}L1397 ${hz - 232}L1413 ${hz - 214}Z" fill="${C.laterite}"/>` +
      glow(d, 1397, hz - 206, 60, "#FFF6DA", dusk ? 0.9 : 0.4) +
      [1240, 1300, 1460, 1530, 1580]
        .map((x, i) =>
          palm({
            x,
            y: hz - 60 - (x - 1240) * 0.14,
            h: 70 + (i % 2) * 16,
            lean: i % 2 ? 8 : -6,
            fill: far,
            t,
            seed: 40 + i,
            fronds: 9,
            sway: 0.6,
            phase: i * 0.17,
          }),
        )
        .join(""),
  );
  // Sea: the sky's warmth at the horizon, cooler green water toward the shore.
  const sea = dusk
    ? d.ulin(
        [
          [0, "#E3B98F"],
          [0.25, "#B49C86"],
          [0.7, "#6F7F78"],
          [1, "#55675F"],
        ],
        0,
        hz,
        0,
        860,
      )
    : d.ulin(
        [
          [0, "#ECE3CC"],
          [0.2, "#CFD3BF"],
          [0.65, "#9CB0A0"],
          [1, "#7A9386"],
        ],
        0,
        hz,
        0,
        860,
      );
  let shimmer = "";
  const rs = rng(7);
  const shimmerX = dusk ? sunX : 1040;
  for (let i = 0; i < 38; i++) {
    const y = hz + 6 + (i / 38) ** 1.5 * 230;
    const spread = (dusk ? 18 : 60) + (y - hz) * (dusk ? 0.55 : 1.2);
    const x = shimmerX + (rs() - 0.5) * spread * 2 + 10 * osc(t, 2, rs());
    const w = 16 + rs() * 50 * (1 - i / 60);
    shimmer += `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(2 + i * 0.08)}" rx="1.5" fill="#FFF6E2" opacity="${f((dusk ? 0.25 : 0.15) + (dusk ? 0.5 : 0.35) * Math.abs(osc(t, 3, rs())))}"/>`;
  }
  let swell = "";
  for (let i = 0; i < 7; i++) {
    const y = hz + 40 + i * 30 + i * i * 2.2;
    const dx = 60 * osc(t, 1, i * 0.13);
    swell += `<path d="M${f(-100 + dx)} ${y}q200 -7 400 0t400 0t400 0t400 0t400 0" fill="none" stroke="#FFFFFF" stroke-opacity="${f(0.08 + i * 0.02)}" stroke-width="${f(1.5 + i * 0.4)}"/>`;
  }
  b += layer(cam, 0.35, `<rect x="-100" y="${hz}" width="1800" height="300" fill="${sea}"/>${swell}${shimmer}`);
  b += `<rect x="-100" y="${hz - 70}" width="1800" height="140" fill="${d.lin([
    [0, "#FFFFFF", 0],
    [0.5, "#FFF5E4", dusk ? 0.14 : 0.35],
    [1, "#FFFFFF", 0],
  ])}"/>`;
  // Near headland: laterite cliffs in strata, scrub and palms along the crest.
  const cliff = d.ulin(
    [
      [0, dusk ? "#93604B" : "#B07052"],
      [0.5, dusk ? "#6E4A3C" : "#98583F"],
      [1, dusk ? "#45342D" : "#6E4233"],
    ],
    0,
    480,
    0,
    830,
  );
  const face = "M-100 470C60 452 190 470 300 520C360 548 410 600 470 680C500 720 520 780 540 830L-100 830Z";
  const faceClip = d.clip(`<path d="${face}"/>`);
  let strata = "";
  for (let i = 0; i < 7; i++) {
    const y = 560 + i * 38 + (i % 3) * 9;
    strata += `<path d="M-100 ${y}C100 ${y - 14} 300 ${y + 10} 560 ${y - 6}" fill="none" stroke="${i % 2 ? "#000000" : "#FFE3C8"}" stroke-opacity="0.045" stroke-width="${8 + (i % 3) * 7}"/>`;
  }
  b += layer(
    cam,
    0.55,
    `<path d="${face}" fill="${cliff}"/>` +
      `<g clip-path="${faceClip}">${strata}<path d="M410 600C430 660 470 740 520 830L560 830L560 560Z" fill="#000" opacity="0.14"/></g>` +
      `<path d="M-100 476C60 458 190 476 300 526C330 540 352 556 372 574C300 560 200 548 60 548C0 548 -60 552 -100 556Z" fill="${dusk ? "#3C4A41" : C.moss}"/>` +
      `<path d="M-100 520C40 512 180 520 300 540C320 544 340 552 356 562C260 556 120 560 -100 572Z" fill="${dusk ? "#33403A" : C.olive}" opacity="0.7"/>` +
      [30, 110, 190, 260, 330]
        .map((x, i) =>
          palm({
            x,
            y: 500 + i * 14,
            h: 150 + (i % 3) * 40,
            lean: 14 - i * 8,
            fill: dusk ? "#2F3B34" : C.forestLight,
            t,
            seed: 60 + i,
            phase: i * 0.21,
            sway: 0.8,
          }),
        )
        .join("") +
      `<path d="M440 820C470 800 520 796 560 812C590 806 620 814 632 830L430 834Z" fill="${dusk ? "#3F322C" : "#5E4336"}"/>`,
  );
  // Beach, wet sand and the lapping foam line.
  const sandFill = d.ulin(
    [
      [0, dusk ? "#C9AE8E" : "#EAD9BC"],
      [1, dusk ? "#9D8468" : "#D9C3A2"],
    ],
    0,
    820,
    0,
    1000,
  );
  const wave = 16 * osc(t, 1);
  b += layer(
    cam,
    0.8,
    `<path d="M-100 ${826 + wave}C300 ${806 + wave} 700 ${820 + wave} 1000 ${804 + wave}C1250 ${792 + wave} 1500 ${800 + wave} 1700 ${794 + wave}L1700 1100L-100 1100Z" fill="${dusk ? "#8F8474" : "#C9C0A8"}" opacity="0.85"/>` +
      `<path d="M-100 ${836 + wave * 0.6}C300 ${820 + wave * 0.6} 700 ${832 + wave * 0.6} 1000 ${818 + wave * 0.6}C1250 ${808 + wave * 0.6} 1500 ${814 + wave * 0.6} 1700 ${810 + wave * 0.6}" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-opacity="0.45"/>` +
      `<path d="M-100 852C300 842 700 852 1000 842C1250 834 1500 838 1700 834L1700 1100L-100 1100Z" fill="${sandFill}"/>` +
      `<path d="M-100 852C300 842 700 852 1000 842C1250 834 1500 838 1700 834" fill="none" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="6"/>` +
      boat(760, 912, 1.0, dusk) +
      boat(990, 884, 0.72, dusk),
  );
  b += birds(
    t,
    [
      [700, 230],
      [740, 252],
      [782, 226],
      [1180, 190],
    ],
    dusk ? "#3B3A36" : "#6B5841",
  );
  // Foreground palms framing the view from the right, softly out of focus.
  b += layer(
    cam,
    1.1,
    `<g filter="${d.blur(2.2)}">` +
      palm({ x: 1560, y: 1080, h: 860, lean: -260, t, seed: 3, fronds: 13, phase: 0.1 }) +
      palm({ x: 1700, y: 1040, h: 560, lean: -90, t, seed: 9, fronds: 11, phase: 0.4, fill: "#1F2B22" }) +
      `</g>`,
  );
  return b;
}

/**
 * A kattumaram, the log boat of the Kovalam fishermen, drawn up on the sand with its nets.
 * @param {number} x @param {number} y @param {number} s @param {boolean} dusk
 */
function boat(x, y, s, dusk) {
  const hull = dusk ? "#3A2E27" : "#5C4331";
  const hull2 = dusk ? "#4A3B31" : "#77583F";
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="20" rx="220" ry="16" fill="#000" opacity="0.1"/>` +
    `<path d="M-200 -4C-120 12 100 14 176 4C192 0 206 -14 214 -34C196 -14 126 -10 40 -12C-60 -14 -160 -18 -200 -4Z" fill="${hull}"/>` +
    `<path d="M-192 2C-110 18 100 20 180 8L176 18C100 28 -100 26 -186 12Z" fill="${hull2}"/>` +
    `<path d="M-150 -6L-150 -36M-40 -8L-40 -40M70 -8L70 -36" stroke="${hull}" stroke-width="4"/>` +
    `<path d="M-170 -36L100 -36" stroke="${hull}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M-260 18C-250 -6 -214 -10 -196 6C-206 16 -230 22 -260 18Z" fill="${dusk ? "#6A5647" : "#9C8366"}"/>` +
    `<path d="M120 -44L250 8" stroke="${hull2}" stroke-width="5" stroke-linecap="round"/>` +
    `<ellipse cx="254" cy="10" rx="16" ry="6" fill="${hull2}" transform="rotate(22 254 10)"/>` +
    `</g>`
  );
}

// --- Still-life helpers ------------------------------------------------------------------------

/**
 * An irregular soft mound (food, powders, bushes), with a speckle of texture.
 * @param {number} x @param {number} y @param {number} rx @param {number} ry @param {string} fill
 * @param {number} seed @param {{ dots?: string[], count?: number, dotR?: number, wobble?: number }} [o]
 */
function blob(x, y, rx, ry, fill, seed, o = {}) {
  const r = rng(seed);
  const wobble = o.wobble ?? 0.12;
  /** @type {Pt[]} */
  const pts = [];
  const n = 12;
  for (let i = 0; i <= n + 2; i++) {
    const a = (i / n) * TAU;
    const k = 1 + (i % n === 0 ? 0 : (r() - 0.5) * wobble * 2);
    pts.push([x + Math.cos(a) * rx * k, y + Math.sin(a) * ry * k]);
  }
  let out = `<path d="${smooth(pts)}Z" fill="${fill}"/>`;
  const dots = o.dots ?? [];
  for (let i = 0; i < (o.count ?? 0) && dots.length; i++) {
    const a = r() * TAU;
    const m = Math.sqrt(r()) * 0.82;
    const dr = (o.dotR ?? 3) * (0.6 + r() * 0.8);
    out += `<ellipse cx="${f(x + Math.cos(a) * rx * m)}" cy="${f(y + Math.sin(a) * ry * m)}" rx="${f(dr)}" ry="${f(dr * 0.7)}" transform="rotate(${f(r() * 180)} ${f(x + Math.cos(a) * rx * m)} ${f(y + Math.sin(a) * ry * m)})" fill="${at(dots, Math.floor(r() * dots.length))}"/>`;
  }
  return out;
}

/** @param {number} x @param {number} y @param {number} r @param {string} [c] */
function marigold(x, y, r, c = "#E39A2D") {
  let out = "";
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * TAU;
    out += `<circle cx="${f(x + Math.cos(a) * r * 0.62)}" cy="${f(y + Math.sin(a) * r * 0.62)}" r="${f(r * 0.42)}"/>`;
  }
  return `<g fill="${c}">${out}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.7)}" fill="#F2B441"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.3)}" fill="#C9781F"/></g>`;
}

/** @param {number} x @param {number} y @param {number} r */
function jasmine(x, y, r) {
  let out = "";
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * 360;
    out += `<ellipse cx="${f(x)}" cy="${f(y - r * 0.55)}" rx="${f(r * 0.3)}" ry="${f(r * 0.55)}" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
  }
  return `<g fill="#FBF7EE">${out}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.16)}" fill="#E7D49A"/></g>`;
}

/**
 * A small open bowl seen from the front, filled with a powder or spice.
 * @param {Doc} d @param {number} x @param {number} y rim centre @param {number} w @param {string} body @param {string} fill
 */
function bowl(d, x, y, w, body, fill) {
  const h = w * 0.42;
  const g = d.ulin(
    [
      [0, body],
      [1, "#000000", 0.35],
    ],
    x - w / 2,
    y,
    x + w / 2,
    y + h,
  );
  return (
    `<ellipse cx="${f(x)}" cy="${f(y + h + 6)}" rx="${f(w * 0.55)}" ry="${f(w * 0.08)}" fill="#000" opacity="0.18"/>` +
    `<path d="M${f(x - w / 2)} ${f(y)}C${f(x - w / 2)} ${f(y + h)} ${f(x + w / 2)} ${f(y + h)} ${f(x + w / 2)} ${f(y)}Z" fill="${body}"/>` +
    `<path d="M${f(x - w / 2)} ${f(y)}C${f(x - w / 2)} ${f(y + h)} ${f(x + w / 2)} ${f(y + h)} ${f(x + w / 2)} ${f(y)}Z" fill="${g}" opacity="0.5"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(w * 0.1)}" fill="${fill}"/>` +
    `<path d="M${f(x - w * 0.36)} ${f(y - 1)}Q${f(x)} ${f(y - w * 0.2)} ${f(x + w * 0.36)} ${f(y - 1)}Z" fill="${fill}"/>`
  );
}

/**
 * A lit brass oil lamp (nilavilakku): tiered stand, dish, flames and glow.
 * @param {Doc} d @param {number} x @param {number} base @param {number} h @param {number} t @param {number} [wicks]
 */
function nilavilakku(d, x, base, h, t, wicks = 5) {
  const brass = d.ulin(
    [
      [0, "#8C6A2F"],
      [0.35, "#E2C27A"],
      [0.55, "#C9A45C"],
      [1, "#6E5022"],
    ],
    x - 60,
    0,
    x + 60,
    0,
  );
  const s = h / 400;
  const top = base - h;
  let out = glow(d, x, top - 20 * s, 420 * s, "#FFC978", 0.55) + glow(d, x, top - 10 * s, 150 * s, "#FFE2A8", 0.7);
  out += `<ellipse cx="${f(x)}" cy="${f(base)}" rx="${f(95 * s)}" ry="${f(20 * s)}" fill="#000" opacity="0.25"/>`;
  out += `<path d="M${f(x - 90 * s)} ${f(base)}C${f(x - 85 * s)} ${f(base - 30 * s)} ${f(x - 30 * s)} ${f(base - 40 * s)} ${f(x - 16 * s)} ${f(base - 60 * s)}L${f(x + 16 * s)} ${f(base - 60 * s)}C${f(x + 30 * s)} ${f(base - 40 * s)} ${f(x + 85 * s)} ${f(base - 30 * s)} ${f(x + 90 * s)} ${f(base)}Z" fill="${brass}"/>`;
  out += `<rect x="${f(x - 9 * s)}" y="${f(top + 20 * s)}" width="${f(18 * s)}" height="${f(h - 80 * s)}" fill="${brass}"/>`;
  for (const k of [0.25, 0.45, 0.65, 0.82]) {
    const y = base - 60 * s - (h - 80 * s) * k;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(22 * s)}" ry="${f(7 * s)}" fill="${brass}"/>`;
  }
  out += `<path d="M${f(x - 80 * s)} ${f(top + 8 * s)}C${f(x - 60 * s)} ${f(top + 40 * s)} ${f(x + 60 * s)} ${f(top + 40 * s)} ${f(x + 80 * s)} ${f(top + 8 * s)}Z" fill="${brass}"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(top + 8 * s)}" rx="${f(80 * s)}" ry="${f(12 * s)}" fill="#E8CD8C"/>`;
  out += `<path d="M${f(x)} ${f(top + 4 * s)}L${f(x)} ${f(top - 70 * s)}" stroke="#B48E45" stroke-width="${f(8 * s)}"/>`;
  out += `<path d="M${f(x - 12 * s)} ${f(top - 64 * s)}Q${f(x)} ${f(top - 110 * s)} ${f(x + 12 * s)} ${f(top - 64 * s)}Z" fill="${brass}"/>`;
  for (let i = 0; i < wicks; i++) {
    const a = wicks === 1 ? 0 : (i / (wicks - 1) - 0.5) * 1.9;
    const fx = x + Math.sin(a) * 70 * s;
    const flick = 1 + 0.12 * osc(t, 6, i * 0.23) + 0.06 * osc(t, 11, i * 0.5);
    const fh = 34 * s * flick;
    out += `<path d="M${f(fx - 7 * s)} ${f(top + 4 * s)}C${f(fx - 8 * s)} ${f(top - fh * 0.4)} ${f(fx)} ${f(top - fh * 0.7)} ${f(fx + 1 * s)} ${f(top - fh)}C${f(fx + 3 * s)} ${f(top - fh * 0.6)} ${f(fx + 8 * s)} ${f(top - fh * 0.35)} ${f(fx + 7 * s)} ${f(top + 4 * s)}Z" fill="#FFD98A"/>`;
    out += `<path d="M${f(fx - 3 * s)} ${f(top + 2 * s)}C${f(fx - 3 * s)} ${f(top - fh * 0.25)} ${f(fx)} ${f(top - fh * 0.45)} ${f(fx + 1 * s)} ${f(top - fh * 0.5)}C${f(fx + 2 * s)} ${f(top - fh * 0.3)} ${f(fx + 3 * s)} ${f(top - fh * 0.2)} ${f(fx + 3 * s)} ${f(top + 2 * s)}Z" fill="#FFF6DD"/>`;
  }
  return out;
}

/**
 * A kettuvallam, the thatched rice barge of the backwaters.
 * @param {Doc} d @param {number} x @param {number} y waterline @param {number} s
 */
function houseboat(d, x, y, s) {
  const thatch = d.ulin(
    [
      [0, "#D2B07A"],
      [1, "#9C7746"],
    ],
    0,
    y - 130 * s,
    0,
    y,
  );
  let ribs = "";
  for (let i = -9; i <= 8; i++) ribs += `M${f(x + i * 22 * s)} ${f(y - 108 * s)}L${f(x + i * 22 * s)} ${f(y - 14 * s)}`;
  let windows = "";
  for (let i = -2; i <= 2; i++) {
    windows += `<rect x="${f(x + i * 64 * s - 18 * s)}" y="${f(y - 64 * s)}" width="${f(36 * s)}" height="${f(40 * s)}" rx="${f(10 * s)}" fill="${i === 1 ? "#F3D497" : "#3A2E24"}" opacity="${i === 1 ? 0.95 : 0.8}"/>`;
  }
  return (
    `<path d="M${f(x - 170 * s)} ${f(y - 14 * s)}C${f(x - 170 * s)} ${f(y - 96 * s)} ${f(x - 140 * s)} ${f(y - 116 * s)} ${f(x - 100 * s)} ${f(y - 116 * s)}L${f(x + 110 * s)} ${f(y - 116 * s)}C${f(x + 160 * s)} ${f(y - 116 * s)} ${f(x + 180 * s)} ${f(y - 90 * s)} ${f(x + 180 * s)} ${f(y - 14 * s)}Z" fill="${thatch}"/>` +
    `<path d="${ribs}" stroke="#6E5434" stroke-opacity="0.35" stroke-width="${f(2.5 * s)}"/>` +
    `<path d="M${f(x - 170 * s)} ${f(y - 80 * s)}L${f(x + 180 * s)} ${f(y - 80 * s)}" stroke="#6E5434" stroke-opacity="0.3" stroke-width="${f(3 * s)}"/>` +
    windows +
    `<path d="M${f(x - 320 * s)} ${f(y - 44 * s)}C${f(x - 290 * s)} ${f(y - 20 * s)} ${f(x - 250 * s)} ${f(y - 12 * s)} ${f(x - 200 * s)} ${f(y - 12 * s)}L${f(x + 230 * s)} ${f(y - 12 * s)}C${f(x + 270 * s)} ${f(y - 12 * s)} ${f(x + 300 * s)} ${f(y - 26 * s)} ${f(x + 330 * s)} ${f(y - 50 * s)}C${f(x + 310 * s)} ${f(y - 10 * s)} ${f(x + 270 * s)} ${f(y + 10 * s)} ${f(x + 200 * s)} ${f(y + 10 * s)}L${f(x - 200 * s)} ${f(y + 10 * s)}C${f(x - 260 * s)} ${f(y + 10 * s)} ${f(x - 300 * s)} ${f(y - 10 * s)} ${f(x - 320 * s)} ${f(y - 44 * s)}Z" fill="#4A3526"/>` +
    `<path d="M${f(x - 240 * s)} ${f(y - 4 * s)}L${f(x + 250 * s)} ${f(y - 4 * s)}" stroke="#7A5A3E" stroke-width="${f(3 * s)}"/>`
  );
}

/**
 * A person seated cross-legged, seen from behind, breathing slowly.
 * @param {number} x @param {number} y where the hips meet the mat @param {number} s @param {string} fill @param {string} rim
 * @param {number} breath 0..1
 */
function seatedFigure(x, y, s, fill, rim, breath) {
  const b = 1 + 0.012 * breath;
  const body =
    `<path d="M-130 0C-128 -34 -60 -46 0 -46C60 -46 128 -34 130 0C90 16 -90 16 -130 0Z"/>` +
    `<g transform="scale(1 ${b.toFixed(4)})"><path d="M-58 -30C-66 -90 -74 -150 -66 -192C-60 -216 -30 -226 0 -226C30 -226 60 -216 66 -192C74 -150 66 -90 58 -30Z"/>` +
    `<path d="M-62 -196C-96 -150 -112 -86 -104 -18L-84 -14C-88 -76 -76 -134 -48 -176Z"/><path d="M62 -196C96 -150 112 -86 104 -18L84 -14C88 -76 76 -134 48 -176Z"/>` +
    `<rect x="-13" y="-256" width="26" height="38"/><ellipse cx="0" cy="-284" rx="32" ry="38"/><circle cx="4" cy="-326" r="17"/></g>`;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})"><g fill="${rim}" transform="translate(4 -2)">${body}</g><g fill="${fill}">${body}</g></g>`;
}

// --- Scenes ------------------------------------------------------------------------------------

/** The backwaters at first light: palm-fringed banks, a rice barge, a mirror of water. @type {Scene} */
function backwaters(d, { t = 0, cam = 0 }) {
  const hz = 540;
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
    [0, "#CFD9C8"],
    [0.55, "#ECEBDB"],
    [1, "#F5E5C8"],
  ])}"/>`;
  b += layer(
    cam,
    0.1,
    glow(d, 1150, 330, 520, "#FFF4DA", 0.8, 0.7) +
      `<circle cx="1150" cy="330" r="36" fill="#FFF8E6" opacity="0.85"/>` +
      clouds(t, 21, 3, "#FFFFFF", 0.45),
  );
  // Everything above the waterline, drawn once and mirrored for the reflection.
  let land = `<path d="${ridge({ y: hz - 22, amp: 10, seed: 4, bottom: hz + 2 })}" fill="#B6BEA5"/>`;
  const rf = rng(12);
  for (let i = 0; i < 18; i++) {
    const x = 560 + i * 62 + rf() * 30;
    land += palm({
      x,
      y: hz - 14,
      h: 60 + rf() * 50,
      lean: (rf() - 0.5) * 30,
      fill: "#A9B49A",
      t,
      seed: 100 + i,
      fronds: 9,
      sway: 0.5,
      phase: rf(),
    });
  }
  land += `<path d="M-100 ${hz - 70}C100 ${hz - 80} 400 ${hz - 50} 720 ${hz - 8}L760 ${hz + 2}L-100 ${hz + 2}Z" fill="${d.lin([
    [0, C.moss],
    [1, C.forestLight],
  ])}"/>`;
  const positions = [
    [-20, 380, 40],
    [90, 300, -30],
    [200, 420, 60],
    [330, 260, 20],
    [430, 330, -50],
    [560, 200, 30],
  ];
  positions.forEach(([x, h, lean], i) => {
    land += palm({
      x: at([x ?? 0], 0),
      y: hz - 40 + i * 6,
      h: h ?? 300,
      lean: lean ?? 0,
      fill: i % 2 ? C.forestLight : "#34453A",
      t,
      seed: 200 + i,
      phase: i * 0.19,
    });
  });
  b += layer(cam, 0.3, land);
  const water = d.ulin(
    [
      [0, "#E4E3D0"],
      [0.25, "#BFC8B2"],
      [1, "#6E8474"],
    ],
    0,
    hz,
    0,
    1000,
  );
  const waterClip = d.clip(`<rect x="-200" y="${hz}" width="2000" height="600"/>`);
  b += `<rect x="-100" y="${hz}" width="1800" height="600" fill="${water}"/>`;
  b += layer(
    cam,
    0.3,
    `<g clip-path="${waterClip}"><g transform="translate(0 ${2 * hz}) scale(1 -1)" opacity="0.28" filter="${d.blur(1.6)}">${land}</g></g>`,
  );
  let ripples = "";
  const rr = rng(33);
  for (let i = 0; i < 40; i++) {
    const y = hz + 8 + rr() ** 1.6 * 440;
    const x = rr() * 1700 - 50 + 24 * osc(t, 1, rr());
    const w = 40 + rr() * 160 * ((y - hz) / 300);
    ripples += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(1.5 + (y - hz) / 200)}" rx="1" fill="#FFFFFF" opacity="${f(0.12 + 0.2 * Math.abs(osc(t, 2, rr())))}"/>`;
  }
  b += ripples;
  const boatX = 1030 + 14 * osc(t, 1, 0.3);
  b += layer(
    cam,
    0.5,
    `<g opacity="0.22" transform="translate(0 ${2 * (hz + 70)}) scale(1 -1)">${houseboat(d, boatX, hz + 70, 1)}</g>` +
      houseboat(d, boatX, hz + 70, 1),
  );
  // Lotus leaves in the foreground.
  let pads = "";
  const rp = rng(5);
  for (const [x, y, r] of [
    [120, 900, 90],
    [260, 960, 70],
    [1400, 930, 110],
    [1540, 870, 70],
    [60, 820, 50],
  ]) {
    const rx = r ?? 50;
    const bob = 3 * osc(t, 1, rp());
    pads += `<ellipse cx="${x}" cy="${f((y ?? 0) + bob)}" rx="${rx}" ry="${f(rx * 0.28)}" fill="${rp() > 0.5 ? C.moss : C.olive}"/>`;
    pads += `<path d="M${x} ${f((y ?? 0) + bob)}l${f(rx * 0.9)} ${f(-rx * 0.1)}" stroke="${C.sage}" stroke-width="3" opacity="0.7"/>`;
  }
  b += layer(
    cam,
    1,
    pads +
      `<g transform="translate(1420 880)"><path d="M0 0C-20 -30 -16 -60 0 -78C16 -60 20 -30 0 0Z" fill="#E7C2B6"/><path d="M0 0C-40 -16 -54 -40 -50 -62C-28 -50 -10 -30 0 0Z" fill="#DDAFA2"/><path d="M0 0C40 -16 54 -40 50 -62C28 -50 10 -30 0 0Z" fill="#DDAFA2"/></g>`,
  );
  b += `<rect x="-100" y="${hz - 40}" width="1800" height="80" fill="${d.lin([
    [0, "#FFFFFF", 0],
    [0.5, "#FFFFFF", 0.35],
    [1, "#FFFFFF", 0],
  ])}"/>`;
  return b;
}

/** A lamp-lit treatment room: the wooden droni, a window of garden light, the brass lamp. @type {Scene} */
function treatmentRoom(d, { t = 0, cam = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
    [0, "#35291F"],
    [0.55, "#54412F"],
    [1, "#5E4733"],
  ])}"/>`;
  // Window with a lattice of turned bars and a glimpse of garden.
  const win = "M200 640L200 330C200 230 280 170 360 170C440 170 520 230 520 330L520 640Z";
  const garden = d.lin([
    [0, "#E9EBD2"],
    [0.5, "#B9C69A"],
    [1, "#7E9465"],
  ]);
  const wc = d.clip(`<path d="${win}"/>`);
  let bars = "";
  for (let x = 232; x < 520; x += 36) bars += `<rect x="${x - 5}" y="160" width="10" height="490" fill="#3E2D21"/>`;
  b += layer(
    cam,
    0.3,
    `<path d="${win}" fill="${garden}"/><g clip-path="${wc}">${blob(300, 470, 120, 90, "#8EA072", 3)}${blob(450, 520, 140, 100, "#6F8758", 4)}${blob(360, 330, 90, 70, "#C9D3A8", 5)}${bars}</g>` +
      `<path d="${win}" fill="none" stroke="#2E2219" stroke-width="26"/><rect x="170" y="636" width="380" height="26" fill="#2E2219"/>`,
  );
  // Light falling from the window across the floor.
  b += `<path d="M200 330L520 330L1180 1000L540 1000Z" fill="${d.ulin(
    [
      [0, "#FFF3D6", 0.16],
      [1, "#FFF3D6", 0],
    ],
    0,
    330,
    0,
    1000,
  )}"/>`;
  // Garland of marigolds and jasmine across the wall.
  let garland = "";
  for (let i = 0; i <= 24; i++) {
    const s = i / 24;
    const x = 620 + s * 560;
    const y = 190 + Math.sin(s * Math.PI) * 90;
    garland += i % 3 === 2 ? jasmine(x, y, 10) : marigold(x, y, 11, i % 2 ? "#D98A27" : "#E8A93A");
  }
  b += layer(cam, 0.4, garland);
  // Polished red-oxide floor.
  b += `<rect x="-100" y="760" width="1800" height="340" fill="${d.ulin(
    [
      [0, "#7B4131"],
      [1, "#4E271E"],
    ],
    0,
    760,
    0,
    1000,
  )}"/>`;
  b += `<path d="M260 780L470 780L720 1000L380 1000Z" fill="#FFE9C8" opacity="0.08"/>`;
  b += layer(cam, 0.6, nilavilakku(d, 1420, 930, 440, t));
  // The droni: a single carved length of wood with a raised rim.
  const woodFill = d.ulin(
    [
      [0, "#9A6E47"],
      [0.5, "#7A5233"],
      [1, "#4E331F"],
    ],
    0,
    600,
    0,
    760,
  );
  b += layer(
    cam,
    0.7,
    `<ellipse cx="930" cy="920" rx="420" ry="30" fill="#000" opacity="0.3"/>` +
      `<path d="M600 640C600 610 620 600 650 600L1210 600C1240 600 1262 610 1262 640L1262 700C1262 720 1250 730 1230 730L632 730C612 730 600 720 600 700Z" fill="${woodFill}"/>` +
      `<path d="M612 612L1250 612" stroke="#C29A6B" stroke-width="6" opacity="0.6"/>` +
      `<path d="M660 730L640 910L690 910L720 730ZM1140 730L1170 910L1220 910L1200 730Z" fill="#4E331F"/>` +
      `<path d="M640 910L1220 910" stroke="#3A2516" stroke-width="8"/>` +
      `<path d="M1060 596C1060 570 1080 562 1110 562L1220 562C1240 562 1246 574 1246 596Z" fill="#F4EDE0"/><path d="M1070 578L1236 578" stroke="#D9CDB8" stroke-width="4"/>` +
      bowl(d, 720, 588, 70, "#C9A45C", "#B97D2C") +
      bowl(d, 800, 590, 56, "#C9A45C", "#6E7A3A"),
  );
  b += motes(t, 9, 18, [220, 200, 700, 600], "#FFF1D0");
  return b;
}

/** Oils, herbs and a brass uruli of floating flowers in window light. @type {Scene} */
function herbalOils(d, { t = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin(
    [
      [0, "#EFE5D3"],
      [1, "#DCCBB0"],
    ],
    [0, 0, 1, 1],
  )}"/>`;
  b += `<path d="M980 0L1380 0L1120 700L700 700Z" fill="#FFFFFF" opacity="0.22"/><path d="M1440 0L1560 0L1300 700L1180 700Z" fill="#FFFFFF" opacity="0.16"/>`;
  b += glow(d, 1200, 200, 700, "#FFF6E3", 0.5);
  // Leaves in silhouette beyond, as if from a window.
  for (let i = 0; i < 7; i++) b += leaf(-40 + i * 30, 40 + i * 70, 260 - i * 10, 20 + i * 9 + 3 * osc(t, 1, i * 0.1), "#B8BB9C", 0.2);
  const table = d.ulin(
    [
      [0, "#A67C57"],
      [0.15, "#8A6244"],
      [1, "#5C3F2B"],
    ],
    0,
    660,
    0,
    1000,
  );
  b += `<rect x="-100" y="660" width="1800" height="440" fill="${table}"/><rect x="-100" y="660" width="1800" height="8" fill="#C49B72" opacity="0.6"/>`;
  for (let i = 0; i < 8; i++)
    b += `<path d="M-100 ${700 + i * 40}C400 ${690 + i * 42} 900 ${712 + i * 38} 1700 ${696 + i * 41}" fill="none" stroke="#2B1B10" stroke-opacity="0.07" stroke-width="3"/>`;
  /**
   * @param {number} x @param {number} base @param {number} w @param {number} h @param {number} neck
   * @param {string} liquid @param {number} level
   */
  const bottle = (x, base, w, h, neck, liquid, level) => {
    const top = base - h;
    const sh = top + h * 0.28;
    const body = `M${f(x - w / 2)} ${f(base - 14)}L${f(x - w / 2)} ${f(sh + 30)}C${f(x - w / 2)} ${f(sh)} ${f(x - neck / 2)} ${f(sh - 10)} ${f(x - neck / 2)} ${f(sh - 40)}L${f(x - neck / 2)} ${f(top + 10)}L${f(x + neck / 2)} ${f(top + 10)}L${f(x + neck / 2)} ${f(sh - 40)}C${f(x + neck / 2)} ${f(sh - 10)} ${f(x + w / 2)} ${f(sh)} ${f(x + w / 2)} ${f(sh + 30)}L${f(x + w / 2)} ${f(base - 14)}Q${f(x + w / 2)} ${f(base)} ${f(x + w / 2 - 14)} ${f(base)}L${f(x - w / 2 + 14)} ${f(base)}Q${f(x - w / 2)} ${f(base)} ${f(x - w / 2)} ${f(base - 14)}Z`;
    const clip = d.clip(`<path d="${body}"/>`);
    const lv = base - (base - sh - 30) * level;
    return (
      `<ellipse cx="${f(x + 30)}" cy="${f(base + 4)}" rx="${f(w * 0.8)}" ry="12" fill="#2B1B10" opacity="0.18"/>` +
      `<path d="${body}" fill="#F6EBD6" opacity="0.55"/>` +
      `<g clip-path="${clip}"><rect x="${f(x - w)}" y="${f(lv)}" width="${f(w * 2)}" height="${f(base - lv)}" fill="${liquid}"/><rect x="${f(x - w)}" y="${f(lv)}" width="${f(w * 2)}" height="5" fill="#FFFFFF" opacity="0.35"/>` +
      `<rect x="${f(x - w / 2 + w * 0.14)}" y="${f(top)}" width="${f(w * 0.09)}" height="${f(h)}" fill="#FFFFFF" opacity="0.45"/></g>` +
      `<path d="${body}" fill="none" stroke="#7A5A3A" stroke-opacity="0.35" stroke-width="2"/>` +
      `<rect x="${f(x - neck / 2 - 4)}" y="${f(top - 12)}" width="${f(neck + 8)}" height="26" rx="5" fill="#8A6A3A"/>`
    );
  };
  b += bottle(300, 860, 150, 380, 46, "#B9822F", 0.72);
  b += bottle(470, 880, 110, 290, 36, "#7C7A36", 0.6);
  b += bottle(160, 900, 90, 230, 30, "#C99A4B", 0.8);
  b += bottle(610, 850, 80, 200, 28, "#9A5A2A", 0.55);
  // The uruli with flowers floating on water.
  const brass = d.ulin(
    [
      [0, "#6E5022"],
      [0.3, "#D9B86E"],
      [0.6, "#B8955A"],
      [1, "#5C431C"],
    ],
    850,
    0,
    1410,
    0,
  );
  b += `<ellipse cx="1130" cy="905" rx="300" ry="40" fill="#2B1B10" opacity="0.22"/>`;
  b += `<path d="M850 760C860 880 1000 910 1130 910C1260 910 1400 880 1410 760Z" fill="${brass}"/>`;
  b += `<ellipse cx="1130" cy="760" rx="280" ry="54" fill="#E2C27A"/><ellipse cx="1130" cy="764" rx="256" ry="44" fill="${d.lin([
    [0, "#8FA79A"],
    [1, "#5F7A6D"],
  ])}"/>`;
  for (const [x, y, r] of [
    [1030, 760, 26],
    [1130, 748, 30],
    [1230, 768, 24],
    [1090, 784, 20],
  ])
    b += marigold(x ?? 0, y ?? 0, r ?? 20);
  for (const [x, y] of [
    [980, 776],
    [1180, 786],
    [1290, 756],
    [1160, 770],
  ])
    b += jasmine(x ?? 0, y ?? 0, 11);
  // Leaves and a bowl of turmeric on the table.
  b += leaf(640, 950, 220, -8, "#6F8758", 0.28) + leaf(700, 980, 180, -30, "#5B6B4F", 0.3) + leaf(1420, 960, 200, -170, "#7C9460", 0.3);
  b += bowl(d, 760, 900, 120, "#EDE3D0", "#D9A23A");
  b += motes(t, 4, 10, [900, 100, 500, 500], "#FFFFFF");
  return b;
}

/** The open yoga pavilion: carved eaves, teak pillars, the sea beyond. @type {Scene} */
function pavilion(d, { t = 0, cam = 0 }) {
  const hz = 560;
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
    [0, "#DCDCC8"],
    [0.6, "#F3E7CE"],
    [1, "#F5DCB4"],
  ])}"/>`;
  b += layer(cam, 0.1, glow(d, 820, 380, 540, "#FFF3D6", 0.8, 0.6) + clouds(t, 31, 3, "#FFFFFF", 0.4));
  b += layer(
    cam,
    0.2,
    `<rect x="-100" y="${hz}" width="1800" height="120" fill="${d.lin([
      [0, "#E7DDC4"],
      [1, "#93A898"],
    ])}"/>` +
      `<path d="${ridge({ y: 640, amp: 10, seed: 8, bottom: 760 })}" fill="${C.sage}"/>` +
      [180, 300, 1240, 1380, 1500]
        .map((x, i) =>
          palm({ x, y: 650, h: 200 + (i % 2) * 60, lean: i < 2 ? 30 : -30, fill: "#6F806A", t, seed: 300 + i, phase: i * 0.2 }),
        )
        .join(""),
  );
  // Polished floor with reflections.
  const floor = d.ulin(
    [
      [0, "#A47B55"],
      [0.4, "#8A6244"],
      [1, "#5A3D29"],
    ],
    0,
    700,
    0,
    1000,
  );
  b += `<rect x="-100" y="700" width="1800" height="400" fill="${floor}"/>`;
  b += `<rect x="-100" y="700" width="1800" height="120" fill="#FFF1D8" opacity="0.12"/>`;
  let boards = "";
  for (let i = -12; i <= 12; i++) boards += `M${800 + i * 40} 700L${800 + i * 150} 1000`;
  b += `<path d="${boards}" stroke="#2B1B10" stroke-opacity="0.08" stroke-width="3"/>`;
  // Mats in perspective and a guest at practice.
  const mats = [
    [800, "#D8C4A4"],
    [470, "#A9B59A"],
    [1130, "#C99A6B"],
  ];
  for (const [x, col] of mats) {
    const cx = Number(x);
    b += `<path d="M${cx - 80} 760L${cx + 80} 760L${cx + 130} 930L${cx - 130} 930Z" fill="${col}"/><path d="M${cx - 130} 930L${cx + 130} 930L${cx + 130} 938L${cx - 130} 938Z" fill="#000" opacity="0.15"/>`;
  }
  b += seatedFigure(800, 850, 0.8, "#3A3128", "#F3D9A8", osc(t, 2));
  // Pillars and the deep eave.
  const teak = d.ulin(
    [
      [0, "#4E3320"],
      [0.4, "#8A6242"],
      [1, "#3A2516"],
    ],
    0,
    0,
    1,
    0,
  );
  for (const x of [40, 560, 1040, 1560]) {
    const w = x === 40 || x === 1560 ? 90 : 46;
    const top = x === 40 || x === 1560 ? 90 : 190;
    const bottom = x === 40 || x === 1560 ? 1000 : 740;
    b += layer(
      cam,
      x === 40 || x === 1560 ? 1.2 : 0.8,
      `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${bottom - top}" fill="${d.lin(
        [
          [0, "#4E3320"],
          [0.4, "#8A6242"],
          [1, "#3A2516"],
        ],
        [0, 0, 1, 0],
      )}"/>` +
        `<rect x="${x - w / 2 - 8}" y="${bottom - 30}" width="${w + 16}" height="30" fill="#B7A58A"/><rect x="${x - w / 2 - 6}" y="${top}" width="${w + 12}" height="18" fill="#3A2516"/>`,
    );
  }
  void teak;
  let rafters = "";
  for (let i = 0; i <= 32; i++) rafters += `M${-100 + i * 56} 0L${-100 + i * 56 + (i - 16) * 6} 200`;
  b += layer(
    cam,
    1,
    `<path d="M-100 -10L1700 -10L1700 190L-100 190Z" fill="${d.lin([
      [0, "#2C1E14"],
      [1, "#4A3322"],
    ])}"/>` +
      `<path d="${rafters}" stroke="#6E4E36" stroke-width="6" opacity="0.5"/>` +
      `<rect x="-100" y="180" width="1800" height="26" fill="#2C1E14"/>` +
      Array.from({ length: 60 }, (_, i) => `<path d="M${-100 + i * 30} 206l15 18l15 -18Z" fill="#2C1E14"/>`).join("") +
      [320, 800, 1280]
        .map((x, i) => {
          const sw = 4 * osc(t, 1, i * 0.3);
          return `<path d="M${x} 206L${f(x + sw)} 300" stroke="#8A6A3A" stroke-width="3"/><path d="M${f(x + sw - 22)} 330C${f(x + sw - 22)} 296 ${f(x + sw + 22)} 296 ${f(x + sw + 22)} 330Z" fill="#C9A45C"/>${glow(d, x + sw, 334, 40, "#FFE3A8", 0.5)}`;
        })
        .join(""),
  );
  // Muslin drapes tied back at the inner pillars, stirring in the breeze.
  for (const [x, dir] of [
    [560, -1],
    [1040, 1],
  ]) {
    const xx = Number(x);
    const s = Number(dir);
    const wv = 14 * osc(t, 1, xx / 2000);
    b += layer(
      cam,
      0.8,
      `<path d="M${xx + s * 24} 206C${f(xx + s * (60 + wv))} 300 ${f(xx + s * (34 + wv))} 420 ${xx + s * 26} 470C${f(xx + s * (46 + wv))} 560 ${f(xx + s * (80 + wv))} 660 ${f(xx + s * (64 + wv))} 740L${xx + s * 24} 740Z" fill="#FBF6EC" opacity="0.5"/><path d="M${xx + s * 30} 240C${f(xx + s * (50 + wv))} 330 ${f(xx + s * (40 + wv))} 420 ${xx + s * 30} 470" fill="none" stroke="#E7DCCB" stroke-width="3" opacity="0.8"/>`,
    );
  }
  return b;
}

/** A Kerala sadya served on a banana leaf, seen from above. @type {Scene} */
function thali(d, { t = 0 }) {
  void t;
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin(
    [
      [0, "#5E4432"],
      [1, "#3A281D"],
    ],
    [0, 0, 1, 1],
  )}"/>`;
  const rg = rng(17);
  for (let i = 0; i < 26; i++) {
    const y = rg() * 1000;
    b += `<path d="M-100 ${f(y)}C400 ${f(y + (rg() - 0.5) * 40)} 1000 ${f(y + (rg() - 0.5) * 40)} 1700 ${f(y + (rg() - 0.5) * 30)}" fill="none" stroke="#E8C9A0" stroke-opacity="${f(0.03 + rg() * 0.04)}" stroke-width="${f(1 + rg() * 4)}"/>`;
  }
  const leafPath = "M90 560C160 300 560 200 1500 250C1560 420 1560 700 1500 860C700 880 200 800 90 560Z";
  const lc = d.clip(`<path d="${leafPath}"/>`);
  let veins = "";
  for (let x = 120; x < 1600; x += 22) veins += `M${x} 830C${x + 30} 700 ${x + 80} 460 ${x + 120} 200`;
  b += `<g transform="rotate(-4 800 550)">`;
  b += `<path d="${leafPath}" fill="#000" opacity="0.25" transform="translate(14 18)"/>`;
  b += `<path d="${leafPath}" fill="${d.lin([
    [0, "#6E8C47"],
    [0.6, "#86A45A"],
    [1, "#5E7A3C"],
  ])}"/>`;
  b += `<g clip-path="${lc}"><path d="${veins}" fill="none" stroke="#DDE8B5" stroke-opacity="0.14" stroke-width="2"/><path d="M90 770C600 820 1100 840 1600 820" fill="none" stroke="#B7C98A" stroke-width="14" opacity="0.7"/></g>`;
  // Along the top of the leaf: pickles, chips, the curries; rice and sambar in front.
  b += blob(260, 470, 38, 30, "#A8402A", 1, { dots: ["#D9822F", "#6E2416"], count: 16, dotR: 4 });
  b += blob(340, 420, 34, 26, "#9C6A2A", 2, { dots: ["#E0B25A", "#5C3C14"], count: 12, dotR: 4 });
  for (let i = 0; i < 9; i++)
    b += `<ellipse cx="${f(450 + (i % 3) * 34 + rg() * 10)}" cy="${f(360 + Math.floor(i / 3) * 26 + rg() * 8)}" rx="24" ry="18" fill="#E6B543" stroke="#B98424" stroke-width="3"/>`;
  b += blob(640, 340, 70, 46, "#D9D7A0", 3, { dots: ["#8FA85A", "#F3EDD0", "#E1C24C"], count: 70, dotR: 4 });
  b += blob(800, 330, 76, 50, "#EFE2C0", 4, { dots: ["#E08A3A", "#7E9A4A", "#B8A15A", "#F5F0DF"], count: 40, dotR: 7 });
  b += blob(960, 330, 62, 44, "#D36C8A", 5, { dots: ["#F2D4DC", "#A54662"], count: 30, dotR: 4 });
  b += blob(1100, 340, 66, 46, "#F3EBD8", 6, { dots: ["#E2A04A", "#A6B86A"], count: 18, dotR: 9 });
  b += blob(1240, 350, 60, 44, "#8A5A2C", 7, { dots: ["#C9903F", "#5E3A18"], count: 30, dotR: 5 });
  // Pappadam, plantain, rice with sambar.
  b += `<circle cx="1380" cy="470" r="90" fill="#F1DDAA"/>`;
  for (let i = 0; i < 24; i++)
    b += `<circle cx="${f(1380 + (rg() - 0.5) * 140)}" cy="${f(470 + (rg() - 0.5) * 140)}" r="${f(4 + rg() * 9)}" fill="#E3C283" opacity="0.8"/>`;
  b += `<path d="M180 650C220 600 330 590 400 620C340 610 250 620 200 668Z" fill="#E7C24E"/><path d="M392 616L410 606" stroke="#5C4322" stroke-width="8" stroke-linecap="round"/>`;
  b += blob(800, 610, 210, 120, "#F6F1E6", 8, { dots: ["#FFFFFF", "#E9E1D0"], count: 160, dotR: 5, wobble: 0.08 });
  b += blob(930, 650, 130, 64, "#C7762F", 9, { dots: ["#E9A552", "#8A4A1C", "#7E9A4A", "#F3D9A0"], count: 40, dotR: 7, wobble: 0.16 });
  b += `<ellipse cx="760" cy="580" rx="30" ry="14" fill="#F7D884" opacity="0.8"/>`;
  b += `</g>`;
  // Steel tumbler and a bowl of payasam beside the leaf.
  const steel = d.ulin(
    [
      [0, "#8E9190"],
      [0.45, "#E8ECEB"],
      [0.6, "#B7BCBB"],
      [1, "#6E7271"],
    ],
    1300,
    0,
    1500,
    0,
  );
  b += `<circle cx="1420" cy="140" r="92" fill="#000" opacity="0.25"/><circle cx="1410" cy="126" r="90" fill="${steel}"/><circle cx="1410" cy="126" r="74" fill="#8A8E8D"/><circle cx="1410" cy="126" r="66" fill="#C9CDCC"/><circle cx="1410" cy="126" r="60" fill="#B9D1D3" opacity="0.6"/>`;
  b += `<circle cx="1486" cy="930" r="104" fill="#000" opacity="0.25"/><circle cx="1476" cy="918" r="100" fill="${steel}"/><circle cx="1476" cy="918" r="82" fill="#B9834A"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 1440 + rg() * 70;
    const y = 880 + rg() * 70;
    b += `<path d="M${f(x)} ${f(y)}c-14 -4 -18 14 -6 22c8 5 18 2 20 -4c-6 2 -12 0 -13 -6c-1 -6 2 -10 -1 -12Z" fill="#EFD7A6" transform="rotate(${f(rg() * 360)} ${f(x)} ${f(y)})"/>`;
  }
  b += jasmine(160, 140, 16) + jasmine(196, 170, 14) + jasmine(140, 190, 13) + leaf(230, 90, 120, 30, "#4E6A3A", 0.25);
  return b;
}

/** Herbal poultices (kizhi) warming in a brass pan of oil. @type {Scene} */
function kizhi(d, { t = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin(
    [
      [0, "#4A3A2E"],
      [1, "#2A211B"],
    ],
    [0, 0, 1, 1],
  )}"/>`;
  b += glow(d, 280, 120, 800, "#F2D7A6", 0.35);
  b += `<rect x="-100" y="700" width="1800" height="400" fill="${d.ulin(
    [
      [0, "#6E4E36"],
      [1, "#3A281B"],
    ],
    0,
    700,
    0,
    1000,
  )}"/><rect x="-100" y="700" width="1800" height="6" fill="#A7825E" opacity="0.5"/>`;
  const brass = d.ulin(
    [
      [0, "#5C431C"],
      [0.35, "#DDBB72"],
      [0.6, "#B8955A"],
      [1, "#4E3816"],
    ],
    420,
    0,
    1180,
    0,
  );
  b += glow(d, 800, 880, 360, "#FF9A4A", 0.35, 0.3);
  b += `<ellipse cx="800" cy="880" rx="400" ry="50" fill="#000" opacity="0.3"/>`;
  b += `<path d="M420 760C440 860 600 890 800 890C1000 890 1160 860 1180 760Z" fill="${brass}"/>`;
  b += `<ellipse cx="800" cy="760" rx="380" ry="70" fill="#E6C784"/><ellipse cx="800" cy="766" rx="352" ry="58" fill="${d.lin([
    [0, "#B0863A"],
    [1, "#7A5520"],
  ])}"/>`;
  b += `<ellipse cx="720" cy="752" rx="160" ry="12" fill="#FFE3A0" opacity="0.35"/>`;
  /**
   * @param {number} x @param {number} y @param {number} s @param {number} rot @param {string} cloth @param {number} seed
   */
  const bundle = (x, y, s, rot, cloth, seed) => {
    const r = rng(seed);
    let stains = "";
    for (let i = 0; i < 6; i++)
      stains += `<circle cx="${f((r() - 0.5) * 90)}" cy="${f((r() - 0.2) * 70)}" r="${f(10 + r() * 20)}" fill="#9A9148" opacity="0.22"/>`;
    return (
      `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">` +
      `<path d="M-78 10C-84 -50 -40 -78 -16 -82L16 -82C40 -78 84 -50 78 10C72 64 -72 64 -78 10Z" fill="${cloth}"/>${stains}` +
      `<path d="M-40 -40C-30 0 -34 30 -50 44M0 -70C6 -20 4 20 -6 54M40 -44C30 0 34 30 52 40" fill="none" stroke="#8A7A5A" stroke-opacity="0.35" stroke-width="4"/>` +
      `<path d="M-18 -82C-30 -110 -10 -140 -24 -190L24 -190C12 -140 30 -110 18 -82Z" fill="${cloth}"/>` +
      `<path d="M-24 -96L24 -100M-22 -110L24 -114M-22 -124L22 -128" stroke="#7A5A3A" stroke-width="5"/>` +
      `<path d="M-24 -190L-40 -222L-12 -206L0 -228L12 -206L40 -222L24 -190Z" fill="${cloth}"/>` +
      `</g>`
    );
  };
  b += bundle(640, 740, 1.05, -18, "#E9DEC4", 1) + bundle(900, 730, 1.1, 12, "#EDE2C8", 2) + bundle(1340, 880, 1.2, -4, "#E4D7B9", 3);
  // Steam rising from the warm oil.
  for (let i = 0; i < 4; i++) {
    const x = 620 + i * 120;
    const sw = 26 * osc(t, 1, i * 0.25);
    b += `<path d="M${x} 700C${f(x - 30 + sw)} 620 ${f(x + 40 + sw)} 560 ${f(x + sw)} 480C${f(x - 40 + sw)} 420 ${f(x + 20 + sw)} 360 ${f(x + sw * 0.5)} 300" fill="none" stroke="#FFF6E6" stroke-width="${18 - i * 2}" stroke-linecap="round" opacity="0.08" filter="${d.blur(6)}"/>`;
  }
  // Lemons, turmeric, leaves on the board.
  for (const [x, y] of [
    [200, 900],
    [300, 950],
  ]) {
    b += `<circle cx="${x}" cy="${y}" r="50" fill="#E7C84A"/><circle cx="${x}" cy="${y}" r="42" fill="#F6E39A"/>`;
    for (let k = 0; k < 8; k++)
      b += `<path d="M${x} ${y}l${f(Math.cos((k / 8) * TAU) * 40)} ${f(Math.sin((k / 8) * TAU) * 40)}" stroke="#E7C84A" stroke-width="3"/>`;
  }
  b += `<path d="M1100 940C1130 920 1180 930 1200 910C1230 920 1260 944 1230 960C1200 970 1140 970 1100 940Z" fill="#C9843A"/><path d="M1180 925l24 -30" stroke="#C9843A" stroke-width="16" stroke-linecap="round"/>`;
  b += leaf(120, 800, 200, -20, "#5B6B4F", 0.3) + leaf(1460, 760, 180, 200, "#6F7A52", 0.3) + leaf(380, 860, 150, 10, "#7C9460", 0.3);
  return b;
}

/** Shirodhara: a brass vessel letting a thread of warm oil fall into stillness. @type {Scene} */
function shirodhara(d, { t = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
    [0, "#E2D2B6"],
    [1, "#C7AE8A"],
  ])}"/>`;
  b += glow(d, 800, 420, 700, "#FFF3DC", 0.6);
  b += `<path d="M420 1000L420 360C420 160 600 60 800 60C1000 60 1180 160 1180 360L1180 1000Z" fill="#D9C3A0" opacity="0.6"/>`;
  b += `<path d="M470 1000L470 370C470 200 620 110 800 110C980 110 1130 200 1130 370L1130 1000Z" fill="#EADCC4" opacity="0.7"/>`;
  const sw = 6 * osc(t, 1);
  const brass = d.ulin(
    [
      [0, "#6E5022"],
      [0.35, "#E2C27A"],
      [0.6, "#B8955A"],
      [1, "#5C431C"],
    ],
    690,
    0,
    910,
    0,
  );
  b += `<path d="M800 -10L${f(700 + sw)} 330M800 -10L${f(900 + sw)} 330M800 -10L${f(800 + sw)} 320" stroke="#8A6A3A" stroke-width="3"/>`;
  b += `<g transform="translate(${f(sw)} 0)"><path d="M690 330C690 420 740 470 800 478C860 470 910 420 910 330Z" fill="${brass}"/><ellipse cx="800" cy="330" rx="110" ry="18" fill="#E8CD8C"/><ellipse cx="800" cy="332" rx="98" ry="12" fill="#8A5E22"/><path d="M794 476L806 476L803 494L797 494Z" fill="#8A6A3A"/></g>`;
  const drift = sw * 0.6;
  b += `<path d="${taper([800 + sw, 494], [800 + drift, 620], [800, 760], 5, 3)}" fill="#D9A441" opacity="0.9"/>`;
  b += `<path d="M${f(800 + sw)} 500Q${f(800 + drift)} 620 800 756" stroke="#FFF0C0" stroke-width="1.5" opacity="0.7" fill="none"/>`;
  // The bowl that receives it, and rings widening outward.
  const wood = d.ulin(
    [
      [0, "#8A6242"],
      [1, "#4E331F"],
    ],
    0,
    780,
    0,
    1000,
  );
  b += `<path d="M-100 820C300 790 1300 790 1700 820L1700 1100L-100 1100Z" fill="${wood}"/>`;
  b += `<ellipse cx="800" cy="800" rx="260" ry="46" fill="#000" opacity="0.2"/>`;
  b += `<path d="M560 770C580 830 680 850 800 850C920 850 1020 830 1040 770Z" fill="${brass}"/><ellipse cx="800" cy="770" rx="240" ry="40" fill="#E2C27A"/><ellipse cx="800" cy="774" rx="222" ry="32" fill="#B07F2E"/>`;
  for (let i = 0; i < 4; i++) {
    const p = (t * 2 + i / 4) % 1;
    b += `<ellipse cx="800" cy="772" rx="${f(20 + p * 200)}" ry="${f(4 + p * 28)}" fill="none" stroke="#FFE7AE" stroke-width="2" opacity="${f(0.6 * (1 - p))}"/>`;
  }
  b += nilavilakku(d, 240, 860, 300, t, 3);
  b += marigold(1200, 830, 22) + marigold(1250, 846, 18, "#D98A27") + jasmine(1160, 850, 12) + jasmine(1300, 836, 11);
  b += leaf(1320, 880, 180, -160, "#6F7A52", 0.3);
  return b;
}

/** Evening at a Kerala temple: the lamp-lined wall and lamp tower lit at dusk. @type {Scene} */
function temple(d, { t = 0, cam = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
    [0, "#38443F"],
    [0.45, "#857A6E"],
    [0.75, "#D3A37C"],
    [1, "#E8C49A"],
  ])}"/>`;
  b += layer(cam, 0.1, glow(d, 1000, 640, 600, "#F2C48E", 0.6, 0.5) + clouds(t, 41, 4, "#F0C9A4", 0.25));
  let far = `<path d="${ridge({ y: 640, amp: 12, seed: 2, bottom: 760 })}" fill="#5B5A52"/>`;
  const rf = rng(44);
  for (let i = 0; i < 14; i++)
    far += palm({
      x: -40 + i * 125 + rf() * 40,
      y: 650,
      h: 110 + rf() * 90,
      lean: (rf() - 0.5) * 40,
      fill: "#4D504A",
      t,
      seed: 400 + i,
      fronds: 9,
      sway: 0.5,
      phase: rf(),
    });
  b += layer(cam, 0.2, far);
  // The temple: two-tiered copper roof over the sanctum, lamp wall in front.
  const roof = d.lin([
    [0, "#4A3A30"],
    [1, "#2C231E"],
  ]);
  b += layer(
    cam,
    0.45,
    `<path d="M640 470L880 330L1120 470Z" fill="${roof}"/><path d="M690 470L1070 470L1070 560L690 560Z" fill="#3A2E26"/>` +
      `<path d="M560 600L880 440L1200 600Z" fill="${roof}"/><rect x="600" y="600" width="560" height="110" fill="#30261F"/>` +
      `<path d="M872 330L872 286L888 286L888 330Z" fill="#C9A45C"/><circle cx="880" cy="280" r="10" fill="#C9A45C"/>` +
      `<path d="M840 380L880 356L920 380L920 440L840 440Z" fill="#3E3128"/>`,
  );
  // Vilakkumadam: rows of tiny lamps along the outer wall.
  let lamps = "";
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i < 58; i++) {
      const x = 300 + i * 20 + (row % 2) * 10;
      const y = 700 + row * 24;
      const fl = 0.7 + 0.3 * Math.abs(osc(t, 4, (i * 7 + row * 3) / 64));
      lamps += `<circle cx="${x}" cy="${y}" r="${f(3.4 * fl)}" fill="#FFE3A0"/>`;
    }
  }
  b += layer(
    cam,
    0.6,
    `<rect x="280" y="680" width="1200" height="110" fill="#2A201A"/>${glow(d, 880, 735, 680, "#FFB866", 0.5, 0.2)}${lamps}<rect x="270" y="790" width="1220" height="16" fill="#3A2E26"/>`,
  );
  // Deepasthambham, the lamp tower.
  let tower = `<rect x="132" y="360" width="16" height="470" fill="#6E5434"/><path d="M120 830L160 830L170 860L110 860Z" fill="#6E5434"/>`;
  for (let k = 0; k < 10; k++) {
    const y = 380 + k * 42;
    const w = 30 + k * 6;
    tower += `<ellipse cx="140" cy="${y}" rx="${w}" ry="6" fill="#8A6A3A"/>`;
    for (let i = 0; i < 7; i++) {
      const a = (i / 6 - 0.5) * Math.PI;
      tower += `<circle cx="${f(140 + Math.sin(a) * w)}" cy="${f(y - 3)}" r="${f(3 + Math.abs(osc(t, 5, (k * 7 + i) / 70)) * 1.2)}" fill="#FFE0A0"/>`;
    }
  }
  b += layer(cam, 0.7, `${glow(d, 140, 560, 260, "#FFC070", 0.5, 1.2) + tower}<path d="M132 360L140 320L148 360Z" fill="#C9A45C"/>`);
  b += `<rect x="-100" y="806" width="1800" height="300" fill="${d.ulin(
    [
      [0, "#6A5443"],
      [1, "#2E241D"],
    ],
    0,
    806,
    0,
    1000,
  )}"/>`;
  b += `<rect x="280" y="810" width="1200" height="80" fill="#FFC98A" opacity="0.12" filter="${d.blur(12)}"/>`;
  b += layer(
    cam,
    1.1,
    `<g filter="${d.blur(2)}">${palm({ x: -120, y: 1060, h: 900, lean: 160, t, seed: 77, fill: "#1E231F", fronds: 12 })}${palm({ x: 1690, y: 1060, h: 820, lean: -160, t, seed: 78, fill: "#1E231F", fronds: 12, phase: 0.3 })}</g>`,
  );
  return b;
}

/** The cookery class: clay pots on a wood fire, spices and coconut on the board. @type {Scene} */
function cooking(d, { t = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
    [0, "#9E6048"],
    [1, "#7A4636"],
  ])}"/>`;
  let blocks = "";
  for (let row = 0; row < 12; row++) {
    for (let i = 0; i < 10; i++) {
      const x = -100 + i * 190 + (row % 2) * 95;
      blocks += `<rect x="${x}" y="${row * 60}" width="186" height="56" rx="4" fill="${(row * 3 + i) % 4 ? "#A8654A" : "#98583F"}" opacity="0.55"/>`;
    }
  }
  b += blocks + glow(d, 1200, 150, 700, "#FFE6C0", 0.35);
  // Hearth with two fires.
  b += `<rect x="220" y="560" width="1160" height="200" rx="10" fill="#6E4033"/><rect x="220" y="560" width="1160" height="16" fill="#8A5442"/>`;
  for (const x of [520, 1080]) {
    b +=
      `<path d="M${x - 90} 760L${x - 90} 660C${x - 90} 610 ${x + 90} 610 ${x + 90} 660L${x + 90} 760Z" fill="#2A1810"/>` +
      glow(d, x, 720, 130, "#FF9A3A", 0.8, 0.7);
    b += `<path d="M${x - 50} 760C${x - 40} ${f(700 + 10 * osc(t, 4))} ${x - 10} ${f(690 + 12 * osc(t, 5, 0.2))} ${x} ${f(680 + 10 * osc(t, 3, 0.4))}C${x + 10} 700 ${x + 40} 710 ${x + 50} 760Z" fill="#FFB54A" opacity="0.85"/>`;
  }
  // Clay pots.
  for (const [x, w] of [
    [520, 300],
    [1080, 260],
  ]) {
    const cx = Number(x);
    const hw = Number(w) / 2;
    const clay = d.ulin(
      [
        [0, "#5E2E1E"],
        [0.4, "#B0623F"],
        [1, "#4A2418"],
      ],
      cx - hw,
      0,
      cx + hw,
      0,
    );
    b += `<path d="M${cx - hw} 470C${cx - hw - 20} 560 ${cx - hw * 0.6} 620 ${cx} 620C${cx + hw * 0.6} 620 ${cx + hw + 20} 560 ${cx + hw} 470Z" fill="${clay}"/><ellipse cx="${cx}" cy="470" rx="${hw + 10}" ry="20" fill="#8A4630"/><ellipse cx="${cx}" cy="472" rx="${hw - 6}" ry="13" fill="#C98A3A"/>`;
  }
  b += `<path d="M560 462L700 300" stroke="#C9A45C" stroke-width="10" stroke-linecap="round"/><ellipse cx="700" cy="296" rx="22" ry="10" fill="#C9A45C"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 1040 + i * 40;
    const sw = 20 * osc(t, 1, i * 0.3);
    b += `<path d="M${x} 450C${f(x - 30 + sw)} 380 ${f(x + 30 + sw)} 320 ${f(x + sw)} 240" fill="none" stroke="#FFF6E6" stroke-width="16" stroke-linecap="round" opacity="0.12" filter="${d.blur(5)}"/>`;
  }
  // The board of spices, coconut and curry leaves in the foreground.
  b += `<path d="M-100 780L1700 780L1700 1100L-100 1100Z" fill="${d.ulin(
    [
      [0, "#A67C57"],
      [1, "#5C3F2B"],
    ],
    0,
    780,
    0,
    1000,
  )}"/><rect x="-100" y="780" width="1800" height="6" fill="#C49B72"/>`;
  const spices = [
    ["#D9A23A", 250, 840, 150],
    ["#B5402A", 470, 850, 150],
    ["#2E2A25", 1110, 840, 140],
    ["#7C8F4A", 1320, 850, 150],
    ["#C9A24A", 360, 930, 170],
    ["#8A4A2A", 1230, 935, 170],
  ];
  for (const [col, x, y, w] of spices) b += bowl(d, Number(x), Number(y), Number(w), "#EDE3D0", String(col));
  for (const [x, y, s] of [
    [740, 900, 1],
    [900, 930, 0.9],
  ]) {
    const k = Number(s);
    b += `<g transform="translate(${x} ${y}) scale(${k})"><ellipse cx="0" cy="70" rx="110" ry="14" fill="#000" opacity="0.2"/><path d="M-100 0C-100 70 -50 80 0 80C50 80 100 70 100 0Z" fill="#6E4A2E"/><path d="M-100 0C-100 40 -60 64 -20 70" fill="none" stroke="#8A6242" stroke-width="6"/><ellipse cx="0" cy="0" rx="100" ry="26" fill="#FBF7EE"/><ellipse cx="0" cy="2" rx="80" ry="18" fill="#F2ECDD"/></g>`;
  }
  for (let i = 0; i < 9; i++) b += leaf(1420 + i * 16, 1000 - i * 12, 90, -70 + i * 12, i % 2 ? "#4E6A3A" : "#5E7A44", 0.35);
  b += `<path d="M40 990C80 940 120 930 170 950" stroke="#4E7A2A" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M90 1000C130 960 170 952 220 970" stroke="#5E8A3A" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  return b;
}

/** The Ayurvedic herb garden in morning mist, with a stone lamp by the path. @type {Scene} */
function herbGarden(d, { t = 0, cam = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
    [0, "#D4DCCB"],
    [0.5, "#EEEBDA"],
    [1, "#E9E3CC"],
  ])}"/>`;
  b += layer(cam, 0.1, glow(d, 1100, 250, 600, "#FFF6DF", 0.8, 0.7));
  // Areca palms, slender and far.
  let far = `<path d="${ridge({ y: 480, amp: 16, seed: 6, bottom: 700 })}" fill="#B9C3A9"/>`;
  for (let i = 0; i < 12; i++)
    far += palm({
      x: 40 + i * 140,
      y: 500,
      h: 300 + (i % 3) * 60,
      lean: (i % 2 ? 1 : -1) * 12,
      fill: "#A6B293",
      t,
      seed: 500 + i,
      fronds: 8,
      phase: i * 0.13,
      sway: 0.6,
    });
  b += layer(cam, 0.2, far);
  b += `<rect x="-100" y="420" width="1800" height="200" fill="${d.lin([
    [0, "#FFFFFF", 0],
    [0.5, "#FFFFFF", 0.5],
    [1, "#FFFFFF", 0],
  ])}"/>`;
  b += `<path d="M-100 560L1700 560L1700 1100L-100 1100Z" fill="${d.ulin(
    [
      [0, "#A9B48E"],
      [1, "#6E7E54"],
    ],
    0,
    560,
    0,
    1000,
  )}"/>`;
  // Laterite path to the vanishing point.
  b += `<path d="M760 560L840 560L1160 1000L440 1000Z" fill="#C7A07E"/>`;
  const rs = rng(8);
  for (let i = 0; i < 26; i++) {
    const k = i / 26;
    const y = 570 + k ** 1.4 * 430;
    const half = 40 + (y - 560) * 0.82;
    const x = 800 + (rs() - 0.5) * half * 1.2;
    b += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(12 + k * 70)}" ry="${f(4 + k * 18)}" fill="#A8654A" opacity="0.35"/>`;
  }
  // Herb beds receding on both sides.
  const greens = ["#5B6B4F", "#6F7A52", "#7E9460", "#4E5E44", "#8E9F7E"];
  for (let row = 7; row >= 0; row--) {
    const k = row / 7;
    const y = 600 + (1 - k) ** 1.6 * 380;
    const s = 0.25 + (1 - k) * 1.1;
    for (const side of [-1, 1]) {
      for (let j = 0; j < 3; j++) {
        const x = 800 + side * (70 + (y - 560) * 0.9 + j * 150 * s);
        const sway = 3 * osc(t, 1, (row + j) / 9);
        b += blob(x + sway, y, 70 * s, 40 * s, at(greens, (row + j) % greens.length), row * 10 + j + (side > 0 ? 100 : 0), {
          dots: ["#A9B98A", "#3E4E36", "#9C86B0"],
          count: 10,
          dotR: 5 * s,
        });
      }
    }
  }
  // A stone lamp (kal vilakku) by the path.
  b += `<g transform="translate(1160 700)"><rect x="-16" y="0" width="32" height="160" fill="#9A9486"/><rect x="-40" y="150" width="80" height="24" fill="#878173"/><rect x="-34" y="-50" width="68" height="50" fill="#A7A194"/><rect x="-20" y="-40" width="40" height="30" fill="#3A2E26"/>${glow(d, 0, -25, 60, "#FFD98A", 0.8)}<path d="M-46 -50L0 -90L46 -50Z" fill="#8A8477"/></g>`;
  // Banana leaves framing the corners.
  b += layer(
    cam,
    1.1,
    leaf(-40, 1040, 560, -58 + 2 * osc(t, 1), "#4E6A3A", 0.2) +
      leaf(60, 1060, 460, -78 + 2 * osc(t, 1, 0.3), "#5E7A44", 0.2) +
      leaf(1660, 1050, 560, -124 + 2 * osc(t, 1, 0.5), "#4E6A3A", 0.2) +
      blob(60, 1000, 260, 120, "#3E4E36", 91) +
      blob(1560, 1010, 240, 110, "#3E4E36", 92),
  );
  b += motes(t, 14, 16, [200, 300, 1200, 400], "#FFFFFF");
  return b;
}

/** The consultation desk: palm-leaf manuscripts, a brass mortar, herbs and a small lamp. @type {Scene} */
function consultation(d, { t = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin(
    [
      [0, "#EDE3D0"],
      [1, "#D8C6A8"],
    ],
    [0, 0, 1, 1],
  )}"/>`;
  b += `<path d="M120 0L520 0L340 620L-60 620Z" fill="#FFFFFF" opacity="0.28"/>`;
  // A framed botanical study and a shelf of jars on the wall.
  b += `<rect x="960" y="110" width="330" height="400" fill="#8A6A4A"/><rect x="978" y="128" width="294" height="364" fill="#F6EFE2"/>`;
  b += `<path d="M1125 460C1120 380 1130 260 1125 170" stroke="#5B6B4F" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 6; i++) b += leaf(1125, 420 - i * 46, 90 - i * 7, i % 2 ? -30 : -150, i % 2 ? "#7C9460" : "#6F8758", 0.36);
  b += `<rect x="560" y="300" width="300" height="14" fill="#6E4A30"/>`;
  for (const [x, h, c] of [
    [600, 110, "#B9822F"],
    [680, 80, "#7C7A36"],
    [750, 120, "#C99A4B"],
    [820, 70, "#9A5A2A"],
  ]) {
    const hh = Number(h);
    b += `<rect x="${Number(x) - 26}" y="${300 - hh}" width="52" height="${hh}" rx="10" fill="#F6EBD6" opacity="0.6"/><rect x="${Number(x) - 26}" y="${300 - hh * 0.6}" width="52" height="${hh * 0.6}" rx="8" fill="${c}" opacity="0.85"/><rect x="${Number(x) - 20}" y="${292 - hh}" width="40" height="12" rx="3" fill="#8A6A3A"/>`;
  }
  b += `<rect x="-100" y="620" width="1800" height="480" fill="${d.ulin(
    [
      [0, "#6E4A30"],
      [1, "#3E2818"],
    ],
    0,
    620,
    0,
    1000,
  )}"/><rect x="-100" y="620" width="1800" height="8" fill="#9A7352"/>`;
  b += `<path d="M60 630L380 630L520 1000L120 1000Z" fill="#FFF3DE" opacity="0.07"/>`;
  // A bundle of palm-leaf manuscripts between wooden covers.
  b += `<g transform="translate(520 760) rotate(-6)"><ellipse cx="30" cy="70" rx="460" ry="22" fill="#000" opacity="0.22"/>`;
  for (let i = 0; i < 9; i++)
    b += `<rect x="${-420 + (i % 3) * 4}" y="${-10 + i * 7}" width="860" height="9" rx="4" fill="${i % 2 ? "#D9C08F" : "#CDB27E"}"/>`;
  b += `<rect x="-430" y="-28" width="880" height="20" rx="6" fill="#6E4A2E"/><rect x="-430" y="56" width="880" height="20" rx="6" fill="#5C3C24"/>`;
  b += `<path d="M-300 -18C-310 60 -330 100 -300 130M-300 -18C-280 50 -250 90 -230 110" stroke="#8A3A2A" stroke-width="4" fill="none"/><circle cx="-300" cy="132" r="8" fill="#C9A45C"/></g>`;
  // A loose leaf with lines of script.
  b += `<g transform="translate(420 900) rotate(4)"><rect x="-360" y="-22" width="760" height="44" rx="14" fill="#E3CC9A"/>`;
  for (let i = 0; i < 3; i++)
    b += `<path d="M${-330} ${-8 + i * 10}L${360} ${-8 + i * 10}" stroke="#5C4322" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="${6 + i} ${4 + i * 2}"/>`;
  b += `</g>`;
  // Brass mortar and pestle.
  const brass = d.ulin(
    [
      [0, "#5C431C"],
      [0.35, "#E2C27A"],
      [0.6, "#B8955A"],
      [1, "#4E3816"],
    ],
    1080,
    0,
    1320,
    0,
  );
  b += `<ellipse cx="1210" cy="880" rx="150" ry="20" fill="#000" opacity="0.25"/><path d="M1090 700L1330 700L1300 860C1290 880 1130 880 1120 860Z" fill="${brass}"/><ellipse cx="1210" cy="700" rx="120" ry="22" fill="#E6C784"/><ellipse cx="1210" cy="702" rx="100" ry="15" fill="#6E5022"/>`;
  b += `<path d="M1200 700L1330 470" stroke="${brass}" stroke-width="30" stroke-linecap="round"/>`;
  // Herb bowls, tulsi, a small lamp.
  b +=
    bowl(d, 900, 880, 120, "#EDE3D0", "#7C8F4A") +
    bowl(d, 1440, 900, 110, "#EDE3D0", "#C9843A") +
    bowl(d, 1000, 950, 90, "#EDE3D0", "#8A4A2A");
  for (let i = 0; i < 7; i++) b += leaf(1400 + i * 12, 800 - i * 6, 80, -120 + i * 30, i % 2 ? "#4E6A3A" : "#5E7A44", 0.4);
  b += `<g transform="translate(1540 760)">${glow(d, 0, -50, 160, "#FFD98A", 0.6)}<path d="M-40 0C-30 30 30 30 40 0Z" fill="${brass}"/><path d="M-4 -4C-6 -30 0 -44 2 -56C4 -40 8 -30 4 -4Z" fill="#FFD98A"/></g>`;
  b += motes(t, 3, 12, [100, 60, 500, 500], "#FFFFFF");
  return b;
}

// --- Rooms -------------------------------------------------------------------------------------

/**
 * @typedef {{ wall: [string, string], floor: [string, string], accent: string, accent2: string, wood: string,
 *   linen?: string, view: string, window: string, mirror?: boolean, loft?: boolean, stone?: boolean, seed: number }} RoomStyle
 */

/**
 * What a room looks out on, drawn to fill a box (the caller clips it to the window).
 * @param {Doc} d @param {string} kind @param {number} t @param {[number, number, number, number]} box
 */
function outlook(d, kind, t, box) {
  const [x, y, w, h] = box;
  const hz = y + h * 0.58;
  const sky = {
    sea: [
      [0, "#D7DDCC"],
      [1, "#F4E6CC"],
    ],
    rocks: [
      [0, "#D2D9CB"],
      [1, "#F1E4CC"],
    ],
    hills: [
      [0, "#E9D6BE"],
      [0.7, "#F6DDB6"],
      [1, "#F8E3BF"],
    ],
    garden: [
      [0, "#E4E8D6"],
      [1, "#F2EEDD"],
    ],
    pond: [
      [0, "#E4E8D6"],
      [1, "#F2EEDD"],
    ],
    forest: [
      [0, "#CFD8C2"],
      [1, "#E6E6D2"],
    ],
    courtyard: [
      [0, "#E2E6D6"],
      [1, "#F5ECDA"],
    ],
    treetops: [
      [0, "#D9E0D4"],
      [1, "#F3EBDA"],
    ],
  }[kind] ?? [
    [0, "#E4E8D6"],
    [1, "#F2EEDD"],
  ];
  let b = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${d.ulin(/** @type {Stop[]} */ (sky), 0, y, 0, y + h)}"/>`;
  const r = rng(x + y + kind.length);
  if (kind === "sea" || kind === "rocks") {
    b += glow(d, x + w * 0.6, y + h * 0.3, w * 0.5, "#FFF3D8", 0.7);
    b += `<rect x="${x}" y="${f(hz)}" width="${w}" height="${f(y + h - hz)}" fill="${d.ulin(
      [
        [0, "#E3DCC6"],
        [0.3, "#A9BAA6"],
        [1, "#7A9386"],
      ],
      0,
      hz,
      0,
      y + h,
    )}"/>`;
    for (let i = 0; i < 10; i++)
      b += `<rect x="${f(x + r() * w)}" y="${f(hz + 6 + r() * (y + h - hz - 10))}" width="${f(30 + r() * 90)}" height="2" fill="#FFFFFF" opacity="${f(0.2 + 0.3 * Math.abs(osc(t, 2, r())))}"/>`;
    if (kind === "rocks") {
      for (let i = 0; i < 4; i++)
        b += blob(x + w * (0.15 + i * 0.25), y + h - 10 - r() * 30, 60 + r() * 70, 36 + r() * 30, i % 2 ? "#8E8A80" : "#A29D92", 70 + i, {
          wobble: 0.2,
        });
    } else {
      b += `<rect x="${x}" y="${f(y + h * 0.86)}" width="${w}" height="${f(h * 0.14)}" fill="#E6D5B6"/>`;
    }
    b += palm({ x: x + w * 0.88, y: y + h + 20, h: h * 1.0, lean: -w * 0.15, fill: C.forestLight, t, seed: Math.floor(x), fronds: 11 });
  } else if (kind === "hills") {
    b +=
      glow(d, x + w * 0.35, hz - h * 0.12, w * 0.6, "#FFE0A8", 0.85, 0.6) +
      `<circle cx="${f(x + w * 0.35)}" cy="${f(hz - h * 0.12)}" r="${f(h * 0.07)}" fill="#FFF1CF"/>`;
    b += `<path d="${ridge({ y: hz - h * 0.08, amp: h * 0.06, seed: 3, x0: x - 20, x1: x + w + 20, bottom: y + h })}" fill="#C6BCA4"/>`;
    b += `<path d="${ridge({ y: hz + h * 0.04, amp: h * 0.04, seed: 5, x0: x - 20, x1: x + w + 20, bottom: y + h })}" fill="#A3AE8C"/>`;
    b += `<rect x="${x}" y="${f(hz + h * 0.16)}" width="${w}" height="${f(h)}" fill="#B8C48E"/>`;
    for (let i = 0; i < 6; i++)
      b += `<path d="M${x} ${f(hz + h * (0.2 + i * 0.05))}L${x + w} ${f(hz + h * (0.22 + i * 0.05))}" stroke="#8FA06A" stroke-width="3" opacity="0.6"/>`;
    for (let i = 0; i < 4; i++)
      b += palm({
        x: x + w * (0.1 + i * 0.27),
        y: hz + h * 0.18,
        h: h * (0.22 + r() * 0.12),
        lean: (r() - 0.5) * 40,
        fill: "#7E8A6C",
        t,
        seed: 600 + i,
        fronds: 9,
        sway: 0.6,
      });
  } else if (kind === "forest") {
    b += glow(d, x + w * 0.5, y + h * 0.3, w * 0.6, "#F6F2DC", 0.7);
    for (let layerN = 0; layerN < 3; layerN++) {
      const tone = at(["#B3BDA2", "#7E8E6C", "#4E5E44"], layerN);
      for (let i = 0; i < 6; i++) {
        const tx = x + r() * w;
        const tw = 10 + layerN * 10 + r() * 14;
        b += `<rect x="${f(tx)}" y="${y}" width="${f(tw)}" height="${h}" fill="${tone}"/>`;
      }
      b += blob(x + w * 0.5, y + h * (0.05 + layerN * 0.04), w * 0.7, h * 0.18, tone, 80 + layerN, { wobble: 0.25 });
    }
    b += blob(x + w * 0.5, y + h, w * 0.8, h * 0.2, "#3E4E36", 88, { wobble: 0.3 });
  } else if (kind === "courtyard") {
    b += `<rect x="${x}" y="${f(y + h * 0.35)}" width="${w}" height="${f(h * 0.4)}" fill="#B27A5C"/>`;
    for (let i = 0; i < 8; i++)
      b += `<path d="M${x} ${f(y + h * (0.38 + i * 0.05))}L${x + w} ${f(y + h * (0.38 + i * 0.05))}" stroke="#8E5A42" stroke-width="2" opacity="0.5"/>`;
    b += `<rect x="${x}" y="${f(y + h * 0.75)}" width="${w}" height="${f(h * 0.25)}" fill="#D9C6A6"/>`;
    const cx = x + w * 0.5;
    const base = y + h * 0.9;
    b += `<path d="M${f(cx - 70)} ${f(base)}L${f(cx - 60)} ${f(base - 90)}L${f(cx + 60)} ${f(base - 90)}L${f(cx + 70)} ${f(base)}Z" fill="#EDE3D0"/><rect x="${f(cx - 74)}" y="${f(base - 104)}" width="148" height="16" fill="#D9C6A6"/>`;
    b += blob(cx, base - 150, 60, 54, "#5E7A44", 77, { dots: ["#7E4A7A", "#9CB07A"], count: 30, dotR: 4 });
    b += palm({ x: x + w * 0.1, y: y + h * 0.4, h: h * 0.4, lean: 20, fill: "#6F806A", t, seed: 71, fronds: 9 });
  } else if (kind === "pond") {
    for (let i = 0; i < 4; i++)
      b += blob(x + w * (0.1 + i * 0.28), y + h * 0.45, w * 0.22, h * 0.2, at(["#8E9F7E", "#6F7A52", "#7E9460"], i), 50 + i);
    b += `<rect x="${x}" y="${f(y + h * 0.55)}" width="${w}" height="${f(h * 0.45)}" fill="${d.ulin(
      [
        [0, "#C8D2BC"],
        [1, "#7E9486"],
      ],
      0,
      y + h * 0.55,
      0,
      y + h,
    )}"/>`;
    for (let i = 0; i < 9; i++) {
      const px = x + r() * w;
      const py = y + h * (0.62 + r() * 0.32);
      b += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(28 + r() * 24)}" ry="${f(8 + r() * 6)}" fill="${r() > 0.5 ? C.moss : C.olive}"/>`;
      if (i % 3 === 0)
        b += `<path d="M${f(px)} ${f(py - 4)}c-8 -10 -6 -22 0 -28c6 6 8 18 0 28Z" fill="#E9C7C2"/><path d="M${f(px)} ${f(py - 4)}c-16 -4 -22 -14 -20 -22c10 2 18 10 20 22ZM${f(px)} ${f(py - 4)}c16 -4 22 -14 20 -22c-10 2 -18 10 -20 22Z" fill="#DDB1AA"/>`;
    }
  } else if (kind === "treetops") {
    b += glow(d, x + w * 0.6, y + h * 0.25, w * 0.5, "#FFF4DC", 0.7);
    b += clouds(t, 61, 2, "#FFFFFF", 0.5);
    for (let i = 0; i < 5; i++)
      b += blob(x + w * (i * 0.25), y + h * 0.9, w * 0.2, h * 0.3, at(["#8E9F7E", "#6F7A52", "#7E9460", "#5B6B4F"], i), 90 + i, {
        wobble: 0.3,
      });
    b += palm({ x: x + w * 0.3, y: y + h * 1.1, h: h * 0.9, lean: 30, fill: "#5B6B4F", t, seed: 91, fronds: 11 });
  } else {
    for (let i = 0; i < 6; i++)
      b += blob(
        x + r() * w,
        y + h * (0.4 + r() * 0.5),
        w * (0.15 + r() * 0.15),
        h * (0.15 + r() * 0.12),
        at(["#8E9F7E", "#6F7A52", "#7E9460", "#5B6B4F", "#A9B48E"], i),
        30 + i,
        { dots: ["#E9B8A8", "#F3E3B0", "#D98A6A"], count: 14, dotR: 5 },
      );
    b += leaf(x + w * 0.05, y + h * 0.4, w * 0.5, -20, "#4E6A3A", 0.22);
  }
  return b;
}

/**
 * A room interior: bed against the wall, a window onto the view, lamp, plant, light on the floor.
 * @param {RoomStyle} s
 * @returns {Scene}
 */
function roomInterior(s) {
  return (d, { t = 0 }) => {
    const linen = s.linen ?? "#F7F2E8";
    let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
      [0, s.wall[0]],
      [1, s.wall[1]],
    ])}"/>`;
    if (s.stone) {
      for (let row = 0; row < 12; row++) {
        for (let i = 0; i < 9; i++)
          b += `<rect x="${-100 + i * 210 + (row % 2) * 105}" y="${row * 62}" width="204" height="56" rx="6" fill="#000" opacity="${(row * 5 + i) % 3 ? 0.03 : 0.07}"/>`;
      }
    }
    if (s.loft)
      b += `<path d="M-100 -100L1000 -100L-100 380Z" fill="${d.lin([
        [0, s.wood],
        [1, s.wall[0]],
      ])}"/><path d="M-100 380L1000 -100" stroke="#5A4030" stroke-width="14"/>`;
    else
      b += `<rect x="-100" y="-100" width="1800" height="150" fill="${s.wood}"/><rect x="-100" y="40" width="1800" height="14" fill="#000" opacity="0.15"/>`;
    // Window and what it frames.
    const wins = {
      arch: "M980 620L980 320C980 220 1060 150 1170 150C1280 150 1360 220 1360 320L1360 620Z",
      tall: "M960 180L1140 180L1140 640L960 640ZM1200 180L1380 180L1380 640L1200 640Z",
      round: "M1360 390A190 190 0 1 1 980 390A190 190 0 1 1 1360 390Z",
      wide: "M930 210L1500 210L1500 600L930 600Z",
    };
    const wp = wins[/** @type {keyof typeof wins} */ (s.window)] ?? wins.arch;
    const wc = d.clip(`<path d="${wp}"/>`);
    b += `<path d="${wp}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="60"/>`;
    b += `<g clip-path="${wc}">${outlook(d, s.view, t, [900, 130, 640, 540])}</g>`;
    b += `<path d="${wp}" fill="none" stroke="${s.wood}" stroke-width="22"/>`;
    if (s.window === "wide") b += `<path d="M1120 210L1120 600M1310 210L1310 600" stroke="${s.wood}" stroke-width="14"/>`;
    if (s.window === "round") b += `<path d="M1170 200L1170 580M980 390L1360 390" stroke="${s.wood}" stroke-width="10"/>`;
    b += `<rect x="940" y="630" width="460" height="20" fill="${s.wood}"/>`;
    // Light on the floor and wall.
    b += `<rect x="-100" y="700" width="1800" height="400" fill="${d.ulin(
      [
        [0, s.floor[0]],
        [1, s.floor[1]],
      ],
      0,
      700,
      0,
      1000,
    )}"/><rect x="-100" y="700" width="1800" height="10" fill="#000" opacity="0.1"/>`;
    b += `<path d="M980 710L1380 710L1520 1000L840 1000Z" fill="#FFF6E0" opacity="0.14"/>`;
    b += glow(d, 1170, 420, 560, "#FFF4DC", 0.25);
    // Rug and bed.
    const hx = 440;
    b += `<path d="M${hx - 430} 770L${hx + 430} 770L${hx + 520} 980L${hx - 520} 980Z" fill="${s.accent2}" opacity="0.85"/><path d="M${hx - 400} 786L${hx + 400} 786L${hx + 484} 964L${hx - 484} 964Z" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="4"/>`;
    b += `<ellipse cx="${hx}" cy="880" rx="420" ry="26" fill="#000" opacity="0.2"/>`;
    b += `<path d="M${hx - 310} 640L${hx - 310} 420C${hx - 310} 360 ${hx - 200} 330 ${hx} 330C${hx + 200} 330 ${hx + 310} 360 ${hx + 310} 420L${hx + 310} 640Z" fill="${s.wood}"/>`;
    b += `<path d="M${hx - 270} 640L${hx - 270} 440C${hx - 270} 394 ${hx - 180} 372 ${hx} 372C${hx + 180} 372 ${hx + 270} 394 ${hx + 270} 440L${hx + 270} 640Z" fill="${s.accent}" opacity="0.9"/>`;
    b += `<rect x="${hx - 250}" y="560" width="230" height="84" rx="26" fill="${linen}"/><rect x="${hx + 20}" y="560" width="230" height="84" rx="26" fill="${linen}"/>`;
    b += `<rect x="${hx - 170}" y="590" width="150" height="66" rx="20" fill="${s.accent2}"/><rect x="${hx + 20}" y="590" width="150" height="66" rx="20" fill="${s.accent2}" opacity="0.85"/>`;
    b += `<path d="M${hx - 300} 650L${hx + 300} 650L${hx + 360} 800L${hx - 360} 800Z" fill="${linen}"/>`;
    b += `<path d="M${hx - 318} 690L${hx + 318} 690L${hx + 340} 746L${hx - 340} 746Z" fill="#000" opacity="0.04"/>`;
    b += `<path d="M${hx - 344} 760L${hx + 344} 760L${hx + 360} 800L${hx - 360} 800Z" fill="${s.accent}"/>`;
    b += `<rect x="${hx - 360}" y="800" width="720" height="46" fill="${linen}"/><rect x="${hx - 360}" y="800" width="720" height="46" fill="${d.lin(
      [
        [0, "#000000", 0],
        [1, "#000000", 0.12],
      ],
    )}"/>`;
    b += `<rect x="${hx - 370}" y="846" width="740" height="26" fill="${s.wood}"/>`;
    // Bedside table, lamp, plant.
    const tx = hx + 392;
    b += `<rect x="${tx - 50}" y="560" width="100" height="18" fill="${s.wood}"/><rect x="${tx - 42}" y="578" width="84" height="120" fill="${s.wood}" opacity="0.9"/>`;
    b += glow(d, tx, 470, 200, "#FFE2A8", 0.55);
    b += `<ellipse cx="${tx}" cy="540" rx="22" ry="24" fill="${s.accent2}"/><path d="M${tx - 46} 500L${tx - 30} 440L${tx + 30} 440L${tx + 46} 500Z" fill="#FBF1DC"/>`;
    const px = 1530;
    b += `<path d="M${px - 60} 900L${px - 50} 800L${px + 50} 800L${px + 60} 900Z" fill="#B27A5C"/>`;
    for (let i = 0; i < 7; i++)
      b += leaf(px, 800, 170 + (i % 3) * 40, -150 + i * 20 + 2 * osc(t, 1, i / 7), i % 2 ? C.moss : C.olive, 0.34);
    b += motes(t, s.seed, 10, [850, 200, 500, 500], "#FFFFFF");
    return s.mirror ? `<g transform="translate(1600 0) scale(-1 1)">${b}</g>` : b;
  };
}

/**
 * A room's private veranda: a planter's chair under the eaves, looking out.
 * @param {RoomStyle} s
 * @returns {Scene}
 */
function roomVeranda(s) {
  return (d, { t = 0 }) => {
    let b = outlook(d, s.view, t, [-100, -100, 1800, 900]);
    b += `<rect x="-100" y="-100" width="1800" height="230" fill="${d.lin([
      [0, "#2C1E14"],
      [1, s.wood],
    ])}"/>`;
    let rafters = "";
    for (let i = 0; i <= 20; i++) rafters += `M${-100 + i * 90} -100L${-100 + i * 90 + (i - 10) * 8} 130`;
    b += `<path d="${rafters}" stroke="#000" stroke-opacity="0.2" stroke-width="8"/><rect x="-100" y="120" width="1800" height="22" fill="#2C1E14"/>`;
    b += Array.from({ length: 46 }, (_, i) => `<path d="M${-100 + i * 40} 142c6 20 28 20 34 0Z" fill="#2C1E14"/>`).join("");
    b += `<path d="M300 142L300 230" stroke="#6E5434" stroke-width="3"/><path d="M270 230L330 230L320 280L280 280Z" fill="#B27A5C"/>`;
    for (let i = 0; i < 6; i++) b += leaf(300, 240, 90 + i * 10, 30 + i * 24 + 3 * osc(t, 1, i / 6), i % 2 ? C.moss : C.olive, 0.3);
    // Floor, balustrade, pillars.
    b += `<rect x="-100" y="760" width="1800" height="340" fill="${d.ulin(
      [
        [0, s.floor[0]],
        [1, s.floor[1]],
      ],
      0,
      760,
      0,
      1000,
    )}"/>`;
    b += `<rect x="-100" y="760" width="1800" height="80" fill="#FFFFFF" opacity="0.08"/>`;
    let bal = "";
    for (let x = -80; x < 1700; x += 44) bal += `<rect x="${x}" y="640" width="18" height="120" rx="8" fill="${s.wood}"/>`;
    b += `<rect x="-100" y="620" width="1800" height="24" fill="${s.wood}"/>${bal}<rect x="-100" y="740" width="1800" height="22" fill="${s.wood}"/>`;
    for (const x of [60, 1540])
      b += `<rect x="${x - 45}" y="130" width="90" height="640" fill="${d.lin(
        [
          [0, "#3A2516"],
          [0.45, s.wood],
          [1, "#2C1E14"],
        ],
        [0, 0, 1, 0],
      )}"/><rect x="${x - 56}" y="740" width="112" height="30" fill="#B7A58A"/>`;
    // Planter's chair with a canvas sling.
    const cx = 640;
    b += `<ellipse cx="${cx + 40}" cy="930" rx="300" ry="22" fill="#000" opacity="0.2"/>`;
    b += `<path d="M${cx - 200} 920L${cx - 120} 620M${cx + 220} 920L${cx + 170} 760M${cx - 230} 760L${cx + 330} 740" stroke="${s.wood}" stroke-width="20" stroke-linecap="round"/>`;
    b += `<path d="M${cx - 130} 610C${cx - 100} 720 ${cx - 20} 820 ${cx + 200} 840L${cx + 220} 800C${cx + 20} 790 ${cx - 60} 700 ${cx - 90} 600Z" fill="${s.accent}"/>`;
    b += `<path d="M${cx - 150} 900L${cx + 220} 900" stroke="${s.wood}" stroke-width="16"/>`;
    // Side table with a brass kindi and cup.
    const tx = 1080;
    b += `<rect x="${tx - 80}" y="800" width="160" height="16" fill="${s.wood}"/><path d="M${tx - 66} 816L${tx - 70} 920M${tx + 66} 816L${tx + 70} 920" stroke="${s.wood}" stroke-width="12"/>`;
    b += `<path d="M${tx - 40} 800C${tx - 50} 760 ${tx - 30} 740 ${tx - 20} 730L${tx - 20} 700L${tx} 700L${tx} 730C${tx + 10} 740 ${tx + 30} 760 ${tx + 20} 800Z" fill="#C9A45C"/><path d="M${tx + 14} 760L${tx + 50} 740" stroke="#C9A45C" stroke-width="6"/>`;
    b += `<path d="M${tx + 30} 800L${tx + 34} 772L${tx + 64} 772L${tx + 68} 800Z" fill="${s.accent2}"/>`;
    b += `<path d="M1400 900L1410 800L1500 800L1510 900Z" fill="#B27A5C"/>`;
    for (let i = 0; i < 7; i++)
      b += leaf(1455, 800, 160 + (i % 3) * 30, -160 + i * 22 + 2 * osc(t, 1, i / 7), i % 2 ? C.moss : C.olive, 0.32);
    return s.mirror ? `<g transform="translate(1600 0) scale(-1 1)">${b}</g>` : b;
  };
}

/**
 * A room's bathroom: freestanding tub, stone walls, greenery open to the sky.
 * @param {RoomStyle} s
 * @returns {Scene}
 */
function roomBath(s) {
  return (d, { t = 0 }) => {
    let b = outlook(d, s.view === "sea" || s.view === "rocks" ? "garden" : s.view, t, [-100, -100, 1800, 720]);
    const wallTone = s.stone ? "#A29D92" : s.wall[1];
    b += `<rect x="-100" y="420" width="1800" height="700" fill="${d.lin([
      [0, wallTone],
      [1, s.wall[0]],
    ])}"/>`;
    for (let row = 0; row < 5; row++) {
      for (let i = 0; i < 9; i++)
        b += `<rect x="${-100 + i * 210 + (row % 2) * 105}" y="${430 + row * 60}" width="204" height="54" rx="4" fill="#000" opacity="${(row + i) % 3 ? 0.04 : 0.08}"/>`;
    }
    b += `<rect x="-100" y="408" width="1800" height="20" fill="${s.wood}"/>`;
    // Greenery spilling over the wall.
    for (let i = 0; i < 9; i++)
      b += leaf(-60 + i * 30, 430, 260 - i * 10, -70 + i * 9 + 2 * osc(t, 1, i / 9), i % 2 ? "#4E6A3A" : "#5E7A44", 0.22);
    for (let i = 0; i < 7; i++)
      b += leaf(1660 - i * 30, 430, 240 - i * 10, -110 - i * 9 + 2 * osc(t, 1, i / 7), i % 2 ? "#4E6A3A" : "#6F8758", 0.22);
    // Floor of stone slabs and pebbles.
    b += `<rect x="-100" y="740" width="1800" height="360" fill="${d.ulin(
      [
        [0, s.floor[0]],
        [1, s.floor[1]],
      ],
      0,
      740,
      0,
      1000,
    )}"/>`;
    const rp = rng(s.seed);
    for (let i = 0; i < 60; i++)
      b += `<ellipse cx="${f(rp() * 1600)}" cy="${f(760 + rp() * 240)}" rx="${f(6 + rp() * 10)}" ry="${f(4 + rp() * 5)}" fill="#FFFFFF" opacity="${f(0.05 + rp() * 0.08)}"/>`;
    // Rain shower in brass.
    b += `<path d="M1330 880L1330 300L1260 300" stroke="#B8955A" stroke-width="10" fill="none"/><ellipse cx="1250" cy="304" rx="44" ry="10" fill="#C9A45C"/><ellipse cx="1330" cy="884" rx="30" ry="8" fill="#B8955A"/>`;
    // The tub.
    const tub = d.ulin(
      [
        [0, "#FFFFFF"],
        [0.7, "#ECE6DA"],
        [1, "#CFC6B6"],
      ],
      0,
      640,
      0,
      900,
    );
    b += `<ellipse cx="760" cy="900" rx="380" ry="30" fill="#000" opacity="0.22"/>`;
    b += `<path d="M420 650C430 820 520 890 760 890C1000 890 1090 820 1100 650Z" fill="${tub}"/>`;
    b += `<ellipse cx="760" cy="650" rx="340" ry="46" fill="#F7F3EC"/><ellipse cx="760" cy="656" rx="310" ry="34" fill="${d.lin([
      [0, "#C6D6CC"],
      [1, "#9DB5AA"],
    ])}"/>`;
    for (let i = 0; i < 9; i++)
      b += `<ellipse cx="${f(520 + rp() * 480)}" cy="${f(640 + rp() * 30)}" rx="9" ry="5" fill="${i % 3 ? s.accent2 : "#E39A2D"}" opacity="0.9"/>`;
    // Copper vessel and towels on a stool.
    b += `<path d="M1230 900C1200 860 1210 800 1250 780L1250 760L1300 760L1300 780C1340 800 1350 860 1320 900Z" fill="${d.lin(
      [
        [0, "#7A4630"],
        [0.4, "#C9805A"],
        [1, "#5E3424"],
      ],
      [0, 0, 1, 0],
    )}"/>`;
    b += `<rect x="150" y="760" width="190" height="20" fill="${s.wood}"/><path d="M170 780L170 900M320 780L320 900" stroke="${s.wood}" stroke-width="14"/>`;
    b += `<rect x="160" y="724" width="170" height="36" rx="12" fill="#F7F2E8"/><rect x="168" y="692" width="156" height="34" rx="12" fill="${s.accent2}"/>`;
    return s.mirror ? `<g transform="translate(1600 0) scale(-1 1)">${b}</g>` : b;
  };
}

/** The sanctum's prayer niche: a lamp, flowers and a thread of incense. @type {Scene} */
function shrineNiche(d, { t = 0 }) {
  let b = `<rect x="-100" y="-100" width="1800" height="1200" fill="${d.lin([
    [0, "#D9C3A0"],
    [1, "#B99A72"],
  ])}"/>`;
  b += `<path d="M520 820L520 380C520 240 650 150 800 150C950 150 1080 240 1080 380L1080 820Z" fill="#8A6A4A"/>`;
  b += `<path d="M560 800L560 390C560 270 670 196 800 196C930 196 1040 270 1040 390L1040 800Z" fill="${d.lin([
    [0, "#5A4030"],
    [1, "#7A5A40"],
  ])}"/>`;
  b += glow(d, 800, 560, 380, "#FFD690", 0.6);
  b += nilavilakku(d, 800, 790, 330, t, 3);
  b += `<rect x="480" y="790" width="640" height="40" fill="#6E4E36"/><rect x="460" y="826" width="680" height="18" fill="#5A3D29"/>`;
  for (let i = 0; i < 9; i++) b += marigold(560 + i * 16 + (i % 2) * 6, 770 - (i % 3) * 10, 16, i % 2 ? "#D98A27" : "#E8A93A");
  for (let i = 0; i < 5; i++) b += jasmine(980 + i * 18, 772 - (i % 2) * 10, 12);
  const sw = 20 * osc(t, 1);
  b += `<path d="M960 780L960 640" stroke="#6E4E36" stroke-width="3"/><path d="M960 640C${f(940 + sw)} 580 ${f(990 + sw)} 520 ${f(960 + sw * 1.4)} 440C${f(930 + sw)} 380 ${f(980 + sw * 1.6)} 320 ${f(966 + sw)} 260" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.35" filter="${d.blur(2)}"/>`;
  b += `<rect x="-100" y="844" width="1800" height="260" fill="${d.lin([
    [0, "#7B4131"],
    [1, "#4E271E"],
  ])}"/>`;
  b += `<rect x="460" y="850" width="680" height="60" fill="#FFD690" opacity="0.08" filter="${d.blur(10)}"/>`;
  // A carved bell hanging beside the niche.
  b += `<path d="M1220 -10L1220 360" stroke="#8A6A3A" stroke-width="4"/><path d="M1190 440C1190 380 1200 360 1220 360C1240 360 1250 380 1250 440Z" fill="#C9A45C"/><circle cx="1220" cy="446" r="8" fill="#8A6A3A"/>`;
  return b;
}

/** @type {Record<string, RoomStyle>} */
const ROOM_STYLES = {
  "sanctum-sanctorium": {
    wall: ["#E6D3B3", "#CDB38C"],
    floor: ["#7B4131", "#4E271E"],
    accent: "#B8955A",
    accent2: "#C97B4A",
    wood: "#5A3D29",
    view: "courtyard",
    window: "arch",
    seed: 1,
  },
  sunrise: {
    wall: ["#F2DCC4", "#E2C2A2"],
    floor: ["#A47B55", "#6E4E36"],
    accent: "#C9805A",
    accent2: "#E8B98A",
    wood: "#7A5233",
    view: "hills",
    window: "wide",
    mirror: true,
    seed: 2,
  },
  tranquility: {
    wall: ["#E1E6DE", "#C9D2C6"],
    floor: ["#B7A58A", "#8A7A64"],
    accent: "#8E9F7E",
    accent2: "#C9D3BE",
    wood: "#6E5434",
    view: "sea",
    window: "wide",
    seed: 3,
  },
  lilybeth: {
    wall: ["#F1E0DA", "#E2C9C0"],
    floor: ["#B59D7F", "#8B7355"],
    accent: "#D6AE98",
    accent2: "#E9C7C2",
    wood: "#6B5841",
    view: "pond",
    window: "tall",
    seed: 4,
  },
  "secret-garden": {
    wall: ["#DDE2D3", "#C2CCB4"],
    floor: ["#8A6244", "#5A3D29"],
    accent: "#6F7A52",
    accent2: "#A9B48E",
    wood: "#4E3A28",
    view: "garden",
    window: "round",
    mirror: true,
    seed: 5,
  },
  "lavender-loft": {
    wall: ["#E6E0EA", "#D0C6D8"],
    floor: ["#B59D7F", "#8B7355"],
    accent: "#9F8FB0",
    accent2: "#C9BCD6",
    wood: "#6B5841",
    view: "treetops",
    window: "round",
    loft: true,
    seed: 6,
  },
  forest: {
    wall: ["#C9D0BE", "#9EAA8E"],
    floor: ["#6E4E36", "#3E2818"],
    accent: "#3D4F40",
    accent2: "#8E9F7E",
    wood: "#3E2D21",
    view: "forest",
    window: "tall",
    mirror: true,
    seed: 7,
  },
  stoneage: {
    wall: ["#CFC7B8", "#ACA292"],
    floor: ["#8E877A", "#5E5850"],
    accent: "#8B7355",
    accent2: "#C7B8A0",
    wood: "#4A3A2C",
    view: "rocks",
    window: "arch",
    stone: true,
    seed: 8,
  },
};

// --- Guests, for the testimonial films (9:16) --------------------------------------------------

/**
 * A guest speaking to camera, in soft silhouette against a setting.
 * @param {{ setting: string, hair: string, shawl: string, skin: string, seed: number }} g
 * @returns {Scene}
 */
function guestPortrait(g) {
  return (d, { t = 0 }) => {
    const bgs = {
      veranda: "sea",
      garden: "garden",
      pavilion: "hills",
      backwater: "pond",
    };
    let b = `<g transform="translate(0 0)">${outlook(d, bgs[/** @type {keyof typeof bgs} */ (g.setting)] ?? "garden", t, [-200, -100, 1300, 1800])}</g>`;
    b += `<rect x="-200" y="-100" width="1300" height="1800" fill="#FFFFFF" opacity="0.12" filter="${d.blur(2)}"/>`;
    if (g.setting === "veranda" || g.setting === "pavilion") {
      b += `<rect x="-100" y="-100" width="1100" height="220" fill="${d.lin([
        [0, "#2C1E14"],
        [1, "#5A3D29"],
      ])}"/>`;
      b += `<rect x="20" y="100" width="80" height="1500" fill="#4E3320"/><rect x="800" y="100" width="80" height="1500" fill="#4E3320"/>`;
      b += `<rect x="-100" y="1100" width="1100" height="22" fill="#5A3D29"/>`;
    }
    b += motes(t, g.seed, 14, [0, 100, 900, 900], "#FFFFFF");
    const breath = osc(t, 2);
    const turn = 4 * osc(t, 1, g.seed / 10);
    const style = g.seed % 4 === 0 ? "long" : g.seed % 4 === 1 ? "bun" : g.seed % 4 === 2 ? "short" : "wave";
    const cx = 520;
    // Seen from behind, gazing out at the view: shoulders under a shawl, then the head.
    b += `<g transform="translate(${cx} 1600) scale(1 ${(1 + 0.01 * breath).toFixed(4)}) translate(${-cx} -1600)">`;
    b += `<path d="M${cx - 400} 1700C${cx - 390} 1400 ${cx - 270} 1290 ${cx} 1280C${cx + 270} 1290 ${cx + 390} 1400 ${cx + 400} 1700Z" fill="${g.shawl}"/>`;
    b += `<path d="M${cx - 260} 1330C${cx - 150} 1420 ${cx - 60} 1520 ${cx - 20} 1700L${cx - 90} 1700C${cx - 130} 1540 ${cx - 200} 1440 ${cx - 290} 1370Z" fill="#000" opacity="0.1"/>`;
    b += `<path d="M${cx - 400} 1700C${cx - 390} 1400 ${cx - 270} 1290 ${cx} 1280" fill="none" stroke="#FFF1D6" stroke-opacity="0.35" stroke-width="6"/>`;
    if (style !== "long")
      b += `<path d="M${cx - 52} 1140L${cx + 52} 1140L${cx + 66} 1300C${cx + 30} 1320 ${cx - 30} 1320 ${cx - 66} 1300Z" fill="${g.skin}"/><path d="M${cx + 10} 1140L${cx + 52} 1140L${cx + 66} 1300C${cx + 50} 1308 ${cx + 30} 1312 ${cx + 10} 1314Z" fill="#000" opacity="0.18"/>`;
    b += `</g>`;
    const hx = cx + turn;
    b += `<g>`;
    b += `<ellipse cx="${f(hx - 112)}" cy="1040" rx="16" ry="30" fill="${g.skin}"/><ellipse cx="${f(hx + 112)}" cy="1040" rx="16" ry="30" fill="${g.skin}"/>`;
    if (style === "long")
      b += `<path d="M${f(hx - 118)} 980C${f(hx - 140)} 1120 ${f(hx - 150)} 1250 ${f(hx - 120)} 1380C${f(hx - 60)} 1400 ${f(hx + 60)} 1400 ${f(hx + 120)} 1380C${f(hx + 150)} 1250 ${f(hx + 140)} 1120 ${f(hx + 118)} 980Z" fill="${g.hair}"/>`;
    if (style === "wave")
      b += `<path d="M${f(hx - 116)} 990C${f(hx - 150)} 1080 ${f(hx - 120)} 1160 ${f(hx - 100)} 1210C${f(hx - 40)} 1230 ${f(hx + 40)} 1230 ${f(hx + 100)} 1210C${f(hx + 120)} 1160 ${f(hx + 150)} 1080 ${f(hx + 116)} 990Z" fill="${g.hair}"/>`;
    b += `<ellipse cx="${f(hx)}" cy="1000" rx="${style === "short" ? 104 : 110}" ry="${style === "short" ? 124 : 130}" fill="${g.hair}"/>`;
    if (style === "bun")
      b += `<circle cx="${f(hx)}" cy="880" r="56" fill="${g.hair}"/><path d="M${f(hx - 40)} 920L${f(hx + 40)} 920" stroke="#000" stroke-opacity="0.2" stroke-width="8"/>`;
    if (style === "short")
      b += `<path d="M${f(hx - 80)} 1100C${f(hx - 40)} 1128 ${f(hx + 40)} 1128 ${f(hx + 80)} 1100" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="6"/>`;
    // Strands and a rim of light from the view.
    b += `<path d="M${f(hx - 60)} 900C${f(hx - 80)} 980 ${f(hx - 70)} 1060 ${f(hx - 50)} 1120M${f(hx)} 880C${f(hx - 10)} 980 ${f(hx)} 1060 ${f(hx + 10)} 1126M${f(hx + 60)} 900C${f(hx + 80)} 980 ${f(hx + 70)} 1060 ${f(hx + 50)} 1120" fill="none" stroke="#FFFFFF" stroke-opacity="0.08" stroke-width="5"/>`;
    b += `<path d="M${f(hx - 100)} 940C${f(hx - 80)} 890 ${f(hx - 40)} 872 ${f(hx)} 870" fill="none" stroke="#FFF1D6" stroke-opacity="0.45" stroke-width="5" stroke-linecap="round"/>`;
    b += `</g>`;
    b += `<rect x="-100" y="1400" width="1100" height="300" fill="${d.lin([
      [0, "#000000", 0],
      [1, "#000000", 0.25],
    ])}"/>`;
    return b;
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering pipeline
// ---------------------------------------------------------------------------------------------

/**
 * @param {Scene} scene @param {SceneOpts} o @param {{ vb: string, zoom?: number }} frame
 */
function toSvg(scene, o, frame) {
  const d = new Doc();
  let body = scene(d, o);
  if (frame.zoom && frame.zoom !== 1) {
    const [x, y, w, h] = frame.vb.split(" ").map(Number);
    const cx = (x ?? 0) + (w ?? 0) / 2;
    const cy = (y ?? 0) + (h ?? 0) / 2;
    body = `<g transform="translate(${f(cx)} ${f(cy)}) scale(${frame.zoom.toFixed(4)}) translate(${f(-cx)} ${f(-cy)})">${body}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${frame.vb}" preserveAspectRatio="xMidYMid slice"><defs>${d.defs.join("")}</defs>${body}</svg>`;
}

/** @param {string} svg @param {string} png @param {number} w @param {number} h */
async function rasterise(svg, png, w, h) {
  const src = `${png}.svg`;
  writeFileSync(src, svg);
  await run("rsvg-convert", ["-w", String(w), "-h", String(h), "-b", C.cream, "-o", png, src]);
  rmSync(src);
}

/** @param {string} file */
const size = (file) => statSync(file).size;

/**
 * Encodes a PNG to WebP, lowering quality until the file fits the budget.
 * @param {string} png @param {string} out @param {number} budget
 */
async function webp(png, out, budget = BUDGET.image) {
  for (let q = 84; q >= 40; q -= 4) {
    await run("cwebp", ["-quiet", "-q", String(q), "-m", "6", "-sharp_yuv", "-af", png, "-o", out]);
    if (size(out) <= budget) return q;
  }
  throw new Error(`${out} is over ${budget} bytes even at low quality`);
}

// ---------------------------------------------------------------------------------------------
// What to build
// ---------------------------------------------------------------------------------------------

const VB = {
  wide: "0 0 1600 1000", // 16:10 stills
  video: "0 50 1600 900", // 16:9 films and their posters
  og: "0 80 1600 840", // 1.91:1 link previews
  portrait: "0 0 900 1600", // 9:16 testimonial films
};

/**
 * @typedef {{ kind: "still", out: string, scene: Scene, opts?: SceneOpts }} StillJob
 * @typedef {{ kind: "film", out: string, scene: Scene, opts?: SceneOpts, portrait?: boolean, seconds: number }} FilmJob
 */

/** @type {(StillJob | FilmJob)[]} */
const JOBS = [
  // Home
  { kind: "film", out: "hero", scene: coast, seconds: 8 },
  // Retreats: a card image and a hero each; the yoga retreat's hero is a film.
  { kind: "still", out: "retreats/knees-joints-healing-7-day/card", scene: kizhi },
  { kind: "still", out: "retreats/knees-joints-healing-7-day/hero", scene: treatmentRoom },
  { kind: "still", out: "retreats/cultural-cuisine-4-day/card", scene: thali },
  { kind: "still", out: "retreats/cultural-cuisine-4-day/hero", scene: temple },
  { kind: "still", out: "retreats/gut-regeneration-14-day/card", scene: herbalOils },
  { kind: "still", out: "retreats/gut-regeneration-14-day/hero", scene: backwaters },
  { kind: "still", out: "retreats/7-day-yoga-ayurveda/card", scene: pavilion },
  { kind: "film", out: "retreats/7-day-yoga-ayurveda/hero", scene: pavilion, seconds: 8 },
  // Rooms: interior, veranda, bath (and the sanctum's shrine).
  ...Object.entries(ROOM_STYLES).flatMap(([id, st]) => [
    { kind: /** @type {const} */ ("still"), out: `rooms/${id}/interior`, scene: roomInterior(st) },
    { kind: /** @type {const} */ ("still"), out: `rooms/${id}/veranda`, scene: roomVeranda(st) },
    { kind: /** @type {const} */ ("still"), out: `rooms/${id}/bath`, scene: roomBath(st) },
  ]),
  { kind: "still", out: "rooms/sanctum-sanctorium/shrine", scene: shrineNiche },
  // Articles: covers and figures not already drawn for a retreat.
  { kind: "still", out: "articles/best-ayurveda-retreats-india/cover", scene: coast, opts: { mode: "dusk" } },
  { kind: "still", out: "articles/best-ayurveda-retreats-india/consultation", scene: consultation },
  { kind: "still", out: "articles/ayurveda-retreat-packages/cover", scene: shirodhara },
  { kind: "still", out: "articles/day-at-kaivalya/cover", scene: coast },
  { kind: "still", out: "articles/ayurvedic-detox/cover", scene: cooking },
  { kind: "still", out: "articles/ayurvedic-detox/herb-garden", scene: herbGarden },
  // Guest testimonials (portrait films).
  {
    kind: "film",
    out: "testimonials/katrin-germany",
    scene: guestPortrait({ setting: "veranda", hair: "#8A6A4A", shawl: "#B8955A", skin: "#E3C2A2", seed: 4 }),
    portrait: true,
    seconds: 6,
  },
  {
    kind: "film",
    out: "testimonials/oliver-united-kingdom",
    scene: guestPortrait({ setting: "garden", hair: "#5A4434", shawl: "#8E9F7E", skin: "#D9B08E", seed: 2 }),
    portrait: true,
    seconds: 6,
  },
  {
    kind: "film",
    out: "testimonials/sophie-netherlands",
    scene: guestPortrait({ setting: "pavilion", hair: "#C9B08A", shawl: "#D6AE98", skin: "#EBCBB0", seed: 1 }),
    portrait: true,
    seconds: 6,
  },
  {
    kind: "film",
    out: "testimonials/daniel-united-states",
    scene: guestPortrait({ setting: "backwater", hair: "#2B2420", shawl: "#6B5841", skin: "#A8785A", seed: 3 }),
    portrait: true,
    seconds: 6,
  },
];

const FPS = 24;

/**
 * @param {StillJob} job @param {string} tmp
 */
async function buildStill(job, tmp) {
  const svg = toSvg(job.scene, job.opts ?? {}, { vb: VB.wide });
  const out = [];
  for (const w of [800, 1600]) {
    const png = join(tmp, `${job.out.replaceAll("/", "_")}-${w}.png`);
    await rasterise(svg, png, w, (w * 10) / 16);
    const file = join(PUBLIC, "media", `${job.out}-${w}.webp`);
    mkdirSync(dirname(file), { recursive: true });
    const q = await webp(png, file);
    out.push(`${w}w q${q} ${size(file)}B`);
  }
  return out.join(", ");
}

/**
 * The camera of a film: a slow drift and breath of zoom, periodic so the loop is seamless.
 * @param {number} t
 */
const camera = (t) => ({ zoom: 1.06 - 0.025 * Math.cos(TAU * t), cam: 20 * Math.sin(TAU * t) });

/**
 * @param {FilmJob} job @param {string} tmp
 */
async function buildFilm(job, tmp) {
  const [w, h] = job.portrait ? [540, 960] : [960, 540];
  const vb = job.portrait ? VB.portrait : VB.video;
  const frames = job.seconds * FPS;
  const dir = join(tmp, job.out.replaceAll("/", "_"));
  mkdirSync(dir, { recursive: true });
  const queue = Array.from({ length: frames }, (_, i) => i);
  const workers = Array.from({ length: 3 }, async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const t = i / frames;
      const { zoom, cam } = camera(t);
      const svg = toSvg(job.scene, { ...job.opts, t, cam }, { vb, zoom });
      await rasterise(svg, join(dir, `${String(i).padStart(4, "0")}.png`), w, h);
    }
  });
  await Promise.all(workers);
  const file = join(PUBLIC, "media", `${job.out}.mp4`);
  mkdirSync(dirname(file), { recursive: true });
  let crf = 26;
  for (;;) {
    await run("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      join(dir, "%04d.png"),
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-tune",
      "animation",
      "-crf",
      String(crf),
      "-pix_fmt",
      "yuv420p",
      "-profile:v",
      "high",
      "-movflags",
      "+faststart",
      "-an",
      file,
    ]);
    if (size(file) <= BUDGET.video || crf >= 40) break;
    crf += 2;
  }
  if (size(file) > BUDGET.video) throw new Error(`${file} is over budget`);
  // The poster is frame 0, so nothing jumps when playback starts.
  const { zoom, cam } = camera(0);
  const svg = toSvg(job.scene, { ...job.opts, t: 0, cam }, { vb, zoom });
  const sizes = job.portrait ? [540, 1080] : [800, 1600];
  const posters = [];
  for (const pw of sizes) {
    const ph = job.portrait ? (pw * 16) / 9 : (pw * 9) / 16;
    const png = join(tmp, `${job.out.replaceAll("/", "_")}-poster-${pw}.png`);
    await rasterise(svg, png, pw, ph);
    const pf = join(PUBLIC, "media", `${job.out}-poster-${pw}.webp`);
    await webp(png, pf);
    posters.push(`${pw}w ${size(pf)}B`);
  }
  rmSync(dir, { recursive: true });
  return `crf ${crf} ${size(file)}B; poster ${posters.join(", ")}`;
}

/**
 * A brand fact read from the one place they live (app/catalogue/site.ts).
 * @param {"name" | "shortName"} key
 */
function brandFact(key) {
  const source = readFileSync(join(ROOT, "app/catalogue/site.ts"), "utf8");
  const value = new RegExp(`\\b${key}:\\s*"([^"]+)"`).exec(source)?.[1];
  if (!value) throw new Error(`app/catalogue/site.ts has no ${key}`);
  return value;
}

/** The favicon's lotus mark, without its rounded tile, for reuse on other backgrounds. */
function lotusMark() {
  const svg = readFileSync(join(PUBLIC, "favicon.svg"), "utf8");
  const mark = svg.match(/<g[\s\S]*<\/g>/)?.[0];
  if (!mark) throw new Error("public/favicon.svg has no <g> mark to reuse");
  return mark;
}

/**
 * The default link-preview card: the coast at first light, the lotus mark and the name.
 * @param {string} tmp
 */
async function buildOgImage(tmp) {
  /** @type {Scene} */
  const card = (d, o) =>
    coast(d, o) +
    `<rect x="-100" y="80" width="1200" height="840" fill="${d.lin(
      [
        [0, C.forest, 0.9],
        [0.6, C.forest, 0.72],
        [1, C.forest, 0],
      ],
      [0, 0, 1, 0],
    )}"/>` +
    `<g transform="translate(110 300) scale(2.2)">${lotusMark()}</g>` +
    `<text x="110" y="520" font-family="P052, 'URW Palladio L', Palatino, 'DejaVu Serif', serif" font-size="96" fill="${C.cream}">${brandFact("shortName")}</text>` +
    `<text x="112" y="600" font-family="P052, 'URW Palladio L', Palatino, 'DejaVu Serif', serif" font-size="34" fill="${C.sand}" letter-spacing="6">AYURVEDA &amp; YOGA RETREAT · KERALA</text>` +
    `<rect x="112" y="640" width="120" height="3" fill="${C.gold}"/>`;
  const png = join(tmp, "og.png");
  await rasterise(toSvg(card, {}, { vb: VB.og }), png, 1200, 630);
  const file = join(PUBLIC, "media", "og-default.jpg");
  mkdirSync(dirname(file), { recursive: true });
  for (let q = 3; q <= 12; q += 1) {
    await run("ffmpeg", ["-y", "-loglevel", "error", "-i", png, "-q:v", String(q), "-pix_fmt", "yuvj420p", file]);
    if (size(file) <= BUDGET.og) return `q${q} ${size(file)}B`;
  }
  throw new Error(`${file} is over budget`);
}

/**
 * iOS home-screen icon: opaque (iOS rounds the corners itself), the lotus with breathing room.
 * @param {string} tmp
 */
async function buildTouchIcon(tmp) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${C.forest}"/><g transform="translate(6.4 5.4) scale(0.8)">${lotusMark()}</g></svg>`;
  const src = join(tmp, "touch.svg");
  writeFileSync(src, svg);
  const file = join(PUBLIC, "apple-touch-icon.png");
  await run("rsvg-convert", ["-w", "180", "-h", "180", "-o", file, src]);
  return `${size(file)}B`;
}

/**
 * The browser tab's icon: favicon.svg as a 48×48 PNG (Google's search results want a multiple of
 * 48 px). The document names this one, not the SVG: Chromium reads a page's icon on the page's own
 * main thread, where an SVG icon is a whole SVG document to create and lay out (25-110 ms at 4×
 * CPU, after load), and a PNG a decode. The SVG stays for the web app manifest.
 */
async function buildFavicon() {
  const file = join(PUBLIC, "favicon.png");
  await run("rsvg-convert", ["-w", "48", "-h", "48", "-o", file, join(PUBLIC, "favicon.svg")]);
  return `${size(file)}B`;
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith("--only="))?.slice(7);
  const preview = args.includes("--preview");
  const stillsOnly = args.includes("images");
  const tmp = mkdtempSync(join(tmpdir(), "media-"));
  try {
    if (!preview && (!only || only === "og-default")) console.log(`og-default.jpg: ${await buildOgImage(tmp)}`);
    if (!preview && (!only || only === "apple-touch-icon")) console.log(`apple-touch-icon.png: ${await buildTouchIcon(tmp)}`);
    if (!preview && (!only || only === "favicon")) console.log(`favicon.png: ${await buildFavicon()}`);
    for (const job of JOBS) {
      if (only && !job.out.startsWith(only)) continue;
      if (preview) {
        const vb = job.kind === "film" ? (job.portrait ? VB.portrait : VB.video) : VB.wide;
        const [w, h] = job.kind === "film" && job.portrait ? [900, 1600] : job.kind === "film" ? [1600, 900] : [1600, 1000];
        const out = join(tmpdir(), "media-preview", `${job.out.replaceAll("/", "_")}.png`);
        mkdirSync(dirname(out), { recursive: true });
        await rasterise(toSvg(job.scene, job.opts ?? {}, { vb }), out, w, h);
        console.log(out);
        continue;
      }
      if (job.kind === "film" && stillsOnly) continue;
      const started = Date.now();
      const note = job.kind === "still" ? await buildStill(job, tmp) : await buildFilm(job, tmp);
      console.log(`${job.out}: ${note} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
