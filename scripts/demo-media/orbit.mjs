// "Curio Orbit": a faceted gem turning over a violet stage while two glowing orbs circle it.
// Every frame is rendered here in software (polygon rasteriser with 3x3 supersampling, per-sample
// shading, additive glows, bloom, ACES tone mapping) and piped to ffmpeg as raw RGB; the poster SVG
// is drawn from the same scene description at t = 0.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clamp, rng, rotX, rotY, rotZ } from './math.mjs';
import { brilliantGem } from './shapes.mjs';

export const ORBIT = { size: 720, fps: 30, seconds: 6 };

const TAU = Math.PI * 2;
const W = ORBIT.size;
const H = ORBIT.size;
const SS = 3; // supersampling factor for the solid objects
const FOCAL = 1330 * (W / 720);
const DIST = 7;
const PITCH = 0.3; // camera looks down a little, so the table facet shows
const CX = W / 2;
const CY = H * 0.47;
const GEM_SCALE = 1.08;
const ORBIT_RADIUS = 1.62;
const PLATFORM_Y = -1.42;

// ---------------------------------------------------------------- scene description

const toView = (p) => {
  const q = rotX(p, PITCH);
  return [q[0], q[1], q[2] - DIST];
};
const project = (v) => {
  const s = FOCAL / -v[2];
  return [CX + v[0] * s, CY - v[1] * s];
};

const GEM = brilliantGem();
const PALETTE = [
  [0.3, 0.06, 0.95], // violet
  [0.08, 0.16, 0.95], // royal blue
  [0.03, 0.6, 1.0], // cyan
  [0.75, 0.08, 0.7], // magenta
  [0.14, 0.04, 0.45], // deep indigo
  [0.8, 0.7, 1.0], // white lilac
];
const KINDS = ['table', 'star', 'upper-a', 'upper-b', 'girdle', 'lower-a', 'lower-b', 'pavilion'];
/** Per-facet shading constants, symmetric under half a turn (sector mod 4) so the loop is seamless. */
const FACET = (() => {
  const rand = rng(7);
  const table = new Map();
  for (const kind of KINDS) {
    for (let s = 0; s < 4; s++) {
      const pick = rand();
      const colour = PALETTE[pick < 0.3 ? 0 : pick < 0.5 ? 1 : pick < 0.64 ? 2 : pick < 0.74 ? 3 : pick < 0.93 ? 4 : 5];
      table.set(`${kind}:${s}`, {
        colour,
        freq: 1 + Math.floor(rand() * 2),
        phase: rand(),
        dir: rand() * TAU,
        wave: 0.016 + 0.022 * rand(),
      });
    }
  }
  return table;
})();

const ORBS = [
  { colour: [1.0, 0.62, 0.2], offset: 0 },
  { colour: [0.25, 0.85, 1.0], offset: 0.5 },
];

function gemCentre(u) {
  return [0, 0.12 + 0.06 * Math.sin(TAU * u), 0];
}

function orbitPoint(alpha, u) {
  const c = gemCentre(u);
  const p = rotZ(rotX([ORBIT_RADIUS * Math.cos(alpha), 0, ORBIT_RADIUS * Math.sin(alpha)], 0.3), -0.2);
  return [p[0] + c[0], p[1] + c[1] * 0.6, p[2] + c[2]];
}

/** The scene at loop phase u in [0, 1): visible gem facets in screen space, orbs, ring samples. */
export function orbitScene(u) {
  const theta = Math.PI * u; // half a turn per loop; facets repeat every half turn
  const wobble = 0.07 * Math.sin(TAU * u);
  const centre = gemCentre(u);
  const place = (p) => rotX(rotZ(rotY(p, theta), wobble), 0.04);
  const facets = [];
  for (const f of GEM) {
    const view = f.p.map((p) => {
      const q = place(p);
      return toView([q[0] * GEM_SCALE + centre[0], q[1] * GEM_SCALE + centre[1], q[2] * GEM_SCALE + centre[2]]);
    });
    const n = rotX(place(f.n[0]), PITCH);
    if (n[0] * view[0][0] + n[1] * view[0][1] + n[2] * view[0][2] >= 0) continue; // back face
    facets.push({ view, screen: view.map(project), n, shade: FACET.get(`${f.tag.kind}:${f.tag.sector % 4}`), kind: f.tag.kind });
  }
  const gemView = toView(centre);
  const orbs = ORBS.map((o) => {
    const alpha = TAU * (u + o.offset);
    const view = toView(orbitPoint(alpha, u));
    return { ...o, alpha, view, screen: project(view), radius: (0.12 * FOCAL) / -view[2] };
  });
  const ring = [];
  const samples = 1440;
  for (let i = 0; i < samples; i++) {
    const alpha = (i / samples) * TAU;
    const view = toView(orbitPoint(alpha, u));
    let trail = 0;
    let tint = [0.55, 0.45, 1.0];
    for (const o of orbs) {
      const behind = (((o.alpha - alpha) % TAU) + TAU) % TAU;
      const k = Math.exp(-behind / 0.75);
      if (k > trail) {
        trail = k;
        tint = o.colour;
      }
    }
    ring.push({ screen: project(view), behind: view[2] < gemView[2], intensity: 0.09 + 1.6 * trail * trail, trail, tint });
  }
  return { u, theta, centre, gemScreen: project(gemView), facets, orbs, ring };
}

// ---------------------------------------------------------------- shading

const norm3 = (x, y, z) => {
  const l = Math.hypot(x, y, z);
  return [x / l, y / l, z / l];
};
const KEY = norm3(-0.45, 0.75, 0.55);
const FILL = norm3(0.75, 0.25, 0.6);
const FIRE = norm3(0.2, 0.9, 0.35);

/** Gem colour (linear RGB) for a facet normal n and a view ray d, both in view space. */
function shadeGem(n, dx, dy, dz, facet, u, kaleido, out, sx = CX, sy = CY) {
  const [nx, ny, nz] = n;
  const dn = dx * nx + dy * ny + dz * nz;
  const rx = dx - 2 * dn * nx;
  const ry = dy - 2 * dn * ny;
  const rz = dz - 2 * dn * nz;
  const cosv = clamp(-dn);
  const fres = 0.04 + 0.96 * Math.pow(1 - cosv, 5);
  // studio environment: gradient sky, a key softbox, a cyan fill, a ring-light band and a moving sweep
  const sky = clamp((ry + 0.25) / 1.25);
  let er = 0.02 + 0.16 * sky * sky;
  let eg = 0.01 + 0.1 * sky * sky;
  let eb = 0.06 + 0.4 * sky * sky;
  const key = Math.max(0, rx * KEY[0] + ry * KEY[1] + rz * KEY[2]);
  const k = Math.pow(key, 60) * 9;
  er += k;
  eg += k * 0.95;
  eb += k * 0.9;
  const fill = Math.pow(Math.max(0, rx * FILL[0] + ry * FILL[1] + rz * FILL[2]), 24) * 3;
  er += fill * 0.2;
  eg += fill * 0.8;
  eb += fill;
  const band = Math.exp(-(((ry - 0.42) / 0.07) ** 2)) * 1.1;
  er += band * 0.9;
  eg += band * 0.85;
  eb += band;
  const sa = TAU * u;
  const sweep = Math.pow(Math.max(0, rx * Math.sin(sa) * 0.9 + ry * 0.42 + rz * Math.cos(sa) * 0.9), 90) * 7;
  er += sweep * 1.0;
  eg += sweep * 0.8;
  eb += sweep * 1.0;
  // inner light: each facet class pulses as the stone turns, like fire moving through a cut gem
  const pulse = 0.5 + 0.5 * Math.sin(TAU * (u * facet.freq * 2 + facet.phase));
  // refraction ripples: a soft gradient across each facet that drifts as the stone turns
  const ripple =
    0.55 + 0.45 * Math.cos((sx * Math.cos(facet.dir) + sy * Math.sin(facet.dir)) * facet.wave + TAU * (facet.phase + u * 2));
  const glow = Math.exp(-(((sx - CX) ** 2 + (sy - CY) ** 2) / (FOCAL * 0.11) ** 2));
  const inner = (0.14 + 1.2 * pulse * pulse * pulse) * kaleido * ripple + 0.45 * glow;
  const [br, bg, bb] = facet.colour;
  // dispersion: rainbow flashes where the reflection meets the fire light
  const fire = Math.pow(Math.max(0, rx * FIRE[0] + ry * FIRE[1] + rz * FIRE[2]), 28) * 1.2;
  const hue = facet.phase * 6 + ry * 3;
  out[0] = br * inner * (1 - fres) + er * (0.1 + fres) + fire * (0.5 + 0.5 * Math.cos(hue));
  out[1] = bg * inner * (1 - fres) + eg * (0.1 + fres) + fire * (0.5 + 0.5 * Math.cos(hue - 2.1));
  out[2] = bb * inner * (1 - fres) + eb * (0.1 + fres) + fire * (0.5 + 0.5 * Math.cos(hue + 2.1));
  return out;
}

/** Through the table facet one sees the pavilion: a star pattern turning with the stone. */
function tableKaleido(sx, sy, scene) {
  const a = Math.atan2(sy - scene.gemScreen[1], sx - scene.gemScreen[0]);
  const r = Math.hypot(sx - scene.gemScreen[0], sy - scene.gemScreen[1]) / (FOCAL / DIST);
  const spokes = Math.abs(Math.cos(8 * (a + scene.theta)));
  return 0.45 + 0.9 * Math.pow(spokes, 3) * clamp(r * 3) + 0.25 * (1 - clamp(r * 2.2));
}

const aces = (x) => clamp((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14));
const toSrgb8 = (x) => 255 * Math.pow(aces(x), 1 / 2.2);
const hexOf = (rgb) => '#' + rgb.map((c) => Math.round(toSrgb8(c)).toString(16).padStart(2, '0')).join('');

// ---------------------------------------------------------------- background

function makeBackground() {
  const base = new Float32Array(W * H * 3);
  const angle = new Float32Array(W * H);
  const rays = new Float32Array(W * H);
  const core = new Float32Array(W * H);
  const platformY = project(toView([0, PLATFORM_Y, 0]))[1];
  const pa = (1.35 * FOCAL) / DIST;
  const pb = pa * Math.sin(PITCH) * 0.95;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const dx = x + 0.5 - CX;
      const dy = y + 0.5 - CY;
      const r = Math.hypot(dx, dy) / W;
      // deep violet stage, darker towards the edges, a teal wash low left and a magenta one high right
      const v = Math.exp(-r * r * 5.5);
      let cr = 0.006 + 0.075 * v;
      let cg = 0.004 + 0.022 * v;
      let cb = 0.018 + 0.16 * v;
      const teal = Math.exp(-(((x - W * 0.12) / (W * 0.32)) ** 2 + ((y - H * 0.95) / (H * 0.3)) ** 2));
      cr += teal * 0.0;
      cg += teal * 0.045;
      cb += teal * 0.06;
      const mag = Math.exp(-(((x - W * 0.92) / (W * 0.3)) ** 2 + ((y - H * 0.06) / (H * 0.28)) ** 2));
      cr += mag * 0.07;
      cg += mag * 0.0;
      cb += mag * 0.06;
      // the platform: a lit disc seen at an angle, with a bright rim
      const ex = dx / pa;
      const ey = (y + 0.5 - platformY) / pb;
      const e = Math.hypot(ex, ey);
      const disc = Math.exp(-e * e * 1.6) * 0.12;
      const rim = Math.exp(-((((e - 1) * pb) / 0.9) ** 2)) * (0.2 + 0.35 * clamp(ey + 0.6));
      const shadow = 1 - 0.5 * Math.exp(-(((ex / 0.45) ** 2 + (ey / 0.45) ** 2) * 1.0));
      cr = cr + disc * 0.5 * shadow + rim * 0.35;
      cg = cg + disc * 0.3 * shadow + rim * 0.7;
      cb = cb + disc * 1.0 * shadow + rim * 1.1;
      base[i * 3] = cr;
      base[i * 3 + 1] = cg;
      base[i * 3 + 2] = cb;
      angle[i] = Math.atan2(dy, dx);
      const rp = r * W;
      rays[i] = (1 - Math.exp(-((rp / 140) ** 2))) * Math.exp(-rp / 240) * 0.16;
      core[i] = Math.exp(-((rp / 150) ** 2));
    }
  }
  return { base, angle, rays, core };
}

// ---------------------------------------------------------------- rasteriser

function makeTarget() {
  const w = W * SS;
  const h = H * SS;
  return { w, h, col: new Float32Array(w * h * 3), cov: new Uint8Array(w * h), z: new Float32Array(w * h) };
}

function clearBox(t, x0, y0, x1, y1) {
  for (let y = y0; y < y1; y++) {
    t.cov.fill(0, y * t.w + x0, y * t.w + x1);
    t.z.fill(-1e9, y * t.w + x0, y * t.w + x1);
  }
}

function drawFacet(t, facet, scene, box) {
  const pts = facet.screen.map(([x, y]) => [x * SS, y * SS]);
  const m = pts.length;
  // signed area decides the winding, so edge functions are positive inside
  let area = 0;
  for (let i = 0; i < m; i++) area += pts[i][0] * pts[(i + 1) % m][1] - pts[(i + 1) % m][0] * pts[i][1];
  const sign = area > 0 ? 1 : -1;
  const edges = [];
  for (let i = 0; i < m; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[(i + 1) % m];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    edges.push([(sign * (ay - by)) / len, (sign * (bx - ax)) / len, (sign * (ax * by - ay * bx)) / len]);
  }
  // depth plane through three corners (view z, affine in screen space: fine for flat facets)
  const [p0, p1, p2] = [0, 1, 2].map((k) => [pts[k][0], pts[k][1], facet.view[k][2]]);
  const det = (p1[0] - p0[0]) * (p2[1] - p0[1]) - (p2[0] - p0[0]) * (p1[1] - p0[1]) || 1e-9;
  const zx = ((p1[2] - p0[2]) * (p2[1] - p0[1]) - (p2[2] - p0[2]) * (p1[1] - p0[1])) / det;
  const zy = ((p2[2] - p0[2]) * (p1[0] - p0[0]) - (p1[2] - p0[2]) * (p2[0] - p0[0])) / det;
  const minX = Math.max(0, Math.floor(Math.min(...pts.map((p) => p[0]))));
  const maxX = Math.min(t.w - 1, Math.ceil(Math.max(...pts.map((p) => p[0]))));
  const minY = Math.max(0, Math.floor(Math.min(...pts.map((p) => p[1]))));
  const maxY = Math.min(t.h - 1, Math.ceil(Math.max(...pts.map((p) => p[1]))));
  box.x0 = Math.min(box.x0, minX);
  box.y0 = Math.min(box.y0, minY);
  box.x1 = Math.max(box.x1, maxX + 1);
  box.y1 = Math.max(box.y1, maxY + 1);
  const out = [0, 0, 0];
  const isTable = facet.kind === 'table';
  const edgeWidth = 1.1 * SS;
  for (let y = minY; y <= maxY; y++) {
    const py = y + 0.5;
    for (let x = minX; x <= maxX; x++) {
      const px = x + 0.5;
      let dmin = Infinity;
      let inside = true;
      for (const [a, b, c] of edges) {
        const d = a * px + b * py + c;
        if (d < 0) {
          inside = false;
          break;
        }
        if (d < dmin) dmin = d;
      }
      if (!inside) continue;
      const z = p0[2] + zx * (px - p0[0]) + zy * (py - p0[1]);
      const i = y * t.w + x;
      if (z <= t.z[i]) continue;
      const sx = px / SS;
      const sy = py / SS;
      const vx = (sx - CX) / FOCAL;
      const vy = -(sy - CY) / FOCAL;
      const l = Math.hypot(vx, vy, 1);
      const kaleido = isTable ? tableKaleido(sx, sy, scene) : 1;
      shadeGem(facet.n, vx / l, vy / l, -1 / l, facet.shade, scene.u, kaleido, out, sx, sy);
      const edge = Math.exp(-((dmin / edgeWidth) ** 2)) * 0.24;
      t.z[i] = z;
      t.cov[i] = 1;
      t.col[i * 3] = out[0] + edge * 0.8;
      t.col[i * 3 + 1] = out[1] + edge * 0.75;
      t.col[i * 3 + 2] = out[2] + edge;
    }
  }
}

function drawOrb(t, orb, box) {
  const cx = orb.screen[0] * SS;
  const cy = orb.screen[1] * SS;
  const r = orb.radius * SS;
  const minX = Math.max(0, Math.floor(cx - r));
  const maxX = Math.min(t.w - 1, Math.ceil(cx + r));
  const minY = Math.max(0, Math.floor(cy - r));
  const maxY = Math.min(t.h - 1, Math.ceil(cy + r));
  box.x0 = Math.min(box.x0, minX);
  box.y0 = Math.min(box.y0, minY);
  box.x1 = Math.max(box.x1, maxX + 1);
  box.y1 = Math.max(box.y1, maxY + 1);
  const worldR = 0.12;
  const [cr, cg, cb] = orb.colour;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const dx = (x + 0.5 - cx) / r;
      const dy = (y + 0.5 - cy) / r;
      const d2 = dx * dx + dy * dy;
      if (d2 > 1) continue;
      const nz = Math.sqrt(1 - d2);
      const z = orb.view[2] + worldR * nz;
      const i = y * t.w + x;
      if (z <= t.z[i]) continue;
      const hot = Math.pow(nz, 10) * 1.2;
      const spec = Math.pow(Math.max(0, -dx * 0.45 - dy * 0.6 + nz * 0.66), 30) * 3;
      const body = 0.5 + 1.2 * nz;
      t.z[i] = z;
      t.cov[i] = 1;
      t.col[i * 3] = cr * body + hot + spec;
      t.col[i * 3 + 1] = cg * body + hot * 0.95 + spec;
      t.col[i * 3 + 2] = cb * body + hot * 0.9 + spec;
    }
  }
}

/** Averages the supersampled box into the frame (alpha-over, coverage = share of covered samples). */
function resolve(t, box, frame) {
  const x0 = Math.floor(box.x0 / SS);
  const y0 = Math.floor(box.y0 / SS);
  const x1 = Math.ceil(box.x1 / SS);
  const y1 = Math.ceil(box.y1 / SS);
  const n = SS * SS;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let c = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const i = (y * SS + sy) * t.w + x * SS + sx;
          if (!t.cov[i]) continue;
          c++;
          r += t.col[i * 3];
          g += t.col[i * 3 + 1];
          b += t.col[i * 3 + 2];
        }
      }
      if (!c) continue;
      const a = c / n;
      const o = (y * W + x) * 3;
      frame[o] = frame[o] * (1 - a) + r / n;
      frame[o + 1] = frame[o + 1] * (1 - a) + g / n;
      frame[o + 2] = frame[o + 2] * (1 - a) + b / n;
    }
  }
}

/** Adds a small gaussian dot (sub-pixel positioned) to a linear RGB buffer. */
function splat(buf, x, y, sigma, r, g, b) {
  const rad = Math.ceil(sigma * 3);
  const x0 = Math.max(0, Math.floor(x - rad));
  const x1 = Math.min(W - 1, Math.ceil(x + rad));
  const y0 = Math.max(0, Math.floor(y - rad));
  const y1 = Math.min(H - 1, Math.ceil(y + rad));
  const k = 1 / (2 * sigma * sigma);
  const norm = 1 / (2 * Math.PI * sigma * sigma);
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const w = Math.exp(-((px + 0.5 - x) ** 2 + (py + 0.5 - y) ** 2) * k) * norm;
      if (w < 1e-4) continue;
      const o = (py * W + px) * 3;
      buf[o] += r * w;
      buf[o + 1] += g * w;
      buf[o + 2] += b * w;
    }
  }
}

function drawRing(frame, scene, behind) {
  const ring = scene.ring;
  for (let i = 0; i < ring.length; i++) {
    const s = ring[i];
    if (s.behind !== behind) continue;
    const next = ring[(i + 1) % ring.length].screen;
    const ds = Math.hypot(next[0] - s.screen[0], next[1] - s.screen[1]);
    const k = s.intensity * ds * (behind ? 0.55 : 1);
    splat(frame, s.screen[0], s.screen[1], 0.75, s.tint[0] * k, s.tint[1] * k, s.tint[2] * k);
    const soft = s.trail ** 3 * ds * (behind ? 0.5 : 1) * 1.6;
    if (soft > 0.01) splat(frame, s.screen[0], s.screen[1], 3.5, s.tint[0] * soft, s.tint[1] * soft, s.tint[2] * soft);
  }
}

const SPARKS = (() => {
  const rand = rng(23);
  const list = [];
  while (list.length < 30) {
    const x = rand() * W;
    const y = rand() * H * 0.9;
    if (Math.hypot(x - CX, y - CY) < W * 0.2) continue;
    list.push({ x, y, phase: rand(), cycles: 1 + Math.floor(rand() * 2), size: 0.5 + rand(), warm: rand() < 0.35 });
  }
  return list;
})();

function drawSparks(frame, u) {
  for (const s of SPARKS) {
    const f = (((u * s.cycles + s.phase) % 1) + 1) % 1;
    const a = Math.pow(Math.sin(Math.PI * f), 3) * s.size;
    if (a < 0.01) continue;
    const x = s.x;
    const y = s.y - 26 * f;
    const [r, g, b] = s.warm ? [1.0, 0.75, 0.45] : [0.7, 0.75, 1.0];
    splat(frame, x, y, 1.0, r * a * 4, g * a * 4, b * a * 4);
    const len = 7 + 9 * s.size;
    for (let k = -len; k <= len; k += 0.5) {
      const w = Math.pow(1 - Math.abs(k) / len, 2) * a * 0.5;
      splat(frame, x + k, y, 0.5, r * w, g * w, b * w);
      splat(frame, x, y + k, 0.5, r * w, g * w, b * w);
    }
  }
}

function boxBlur(src, w, h, radius, passes) {
  let a = src;
  let b = new Float32Array(src.length);
  for (let p = 0; p < passes; p++) {
    for (const horizontal of [true, false]) {
      const n = horizontal ? w : h;
      const lines = horizontal ? h : w;
      for (let l = 0; l < lines; l++) {
        for (let c = 0; c < 3; c++) {
          let acc = 0;
          const at = (k) => {
            const kk = k < 0 ? 0 : k >= n ? n - 1 : k;
            return horizontal ? (l * w + kk) * 3 + c : (kk * w + l) * 3 + c;
          };
          for (let k = -radius; k <= radius; k++) acc += a[at(k)];
          for (let k = 0; k < n; k++) {
            b[at(k)] = acc / (2 * radius + 1);
            acc += a[at(k + radius + 1)] - a[at(k - radius)];
          }
        }
      }
      [a, b] = [b, a];
    }
  }
  return a;
}

function downsample(src, w, h, f) {
  const dw = w / f;
  const dh = h / f;
  const out = new Float32Array(dw * dh * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const o = (Math.floor(y / f) * dw + Math.floor(x / f)) * 3;
      const i = (y * w + x) * 3;
      out[o] += src[i] / (f * f);
      out[o + 1] += src[i + 1] / (f * f);
      out[o + 2] += src[i + 2] / (f * f);
    }
  return out;
}

function addUpsampled(dst, src, f, gain) {
  const sw = W / f;
  const sh = H / f;
  for (let y = 0; y < H; y++) {
    const fy = clamp((y + 0.5) / f - 0.5, 0, sh - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < W; x++) {
      const fx = clamp((x + 0.5) / f - 0.5, 0, sw - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const tx = fx - x0;
      for (let c = 0; c < 3; c++) {
        const a = src[(y0 * sw + x0) * 3 + c] * (1 - tx) + src[(y0 * sw + x1) * 3 + c] * tx;
        const b = src[(y1 * sw + x0) * 3 + c] * (1 - tx) + src[(y1 * sw + x1) * 3 + c] * tx;
        dst[(y * W + x) * 3 + c] += gain * (a * (1 - ty) + b * ty);
      }
    }
  }
}

function bloom(frame) {
  const bright = new Float32Array(frame.length);
  for (let i = 0; i < frame.length; i += 3) {
    const l = 0.2126 * frame[i] + 0.7152 * frame[i + 1] + 0.0722 * frame[i + 2];
    const k = l > 0.55 ? (l - 0.55) / l : 0;
    bright[i] = frame[i] * k;
    bright[i + 1] = frame[i + 1] * k;
    bright[i + 2] = frame[i + 2] * k;
  }
  const d4 = downsample(bright, W, H, 4);
  const d16 = downsample(d4, W / 4, H / 4, 4);
  addUpsampled(frame, boxBlur(d4, W / 4, H / 4, 3, 3), 4, 0.55);
  addUpsampled(frame, boxBlur(d16, W / 16, H / 16, 3, 3), 16, 0.9);
}

const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map((v) => (v + 0.5) / 16 - 0.5);

export function createOrbitRenderer() {
  const bg = makeBackground();
  const target = makeTarget();
  return function renderFrame(u) {
    const scene = orbitScene(u);
    const frame = new Float32Array(W * H * 3);
    const pulse = 0.75 + 0.25 * Math.sin(TAU * u * 2);
    const ra = (TAU * u) / 10;
    for (let i = 0; i < W * H; i++) {
      const a = bg.angle[i];
      const rays =
        Math.pow(0.5 + 0.5 * Math.cos(10 * (a - ra)), 10) + 0.6 * Math.pow(0.5 + 0.5 * Math.cos(7 * (a + ra * 1.4286)), 14);
      const rv = bg.rays[i] * rays;
      const core = bg.core[i] * pulse;
      frame[i * 3] = bg.base[i * 3] + rv * 0.6 + core * 0.16;
      frame[i * 3 + 1] = bg.base[i * 3 + 1] + rv * 0.45 + core * 0.05;
      frame[i * 3 + 2] = bg.base[i * 3 + 2] + rv * 1.0 + core * 0.38;
    }
    drawRing(frame, scene, true);
    const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    // generous clear: gem plus orbit
    const gx = scene.gemScreen[0] * SS;
    const gy = scene.gemScreen[1] * SS;
    const reach = ((ORBIT_RADIUS + 0.4) * FOCAL * SS) / (DIST - 2.2);
    clearBox(
      target,
      Math.max(0, Math.floor(gx - reach)),
      Math.max(0, Math.floor(gy - reach)),
      Math.min(target.w, Math.ceil(gx + reach)),
      Math.min(target.h, Math.ceil(gy + reach)),
    );
    for (const f of scene.facets) drawFacet(target, f, scene, box);
    for (const o of scene.orbs) drawOrb(target, o, box);
    // the sheen: a diagonal light sweep over the stone once per loop
    const sweepPos = -0.6 + 2.2 * u;
    for (let y = box.y0; y < box.y1; y++) {
      for (let x = box.x0; x < box.x1; x++) {
        const i = y * target.w + x;
        if (!target.cov[i]) continue;
        const s = (x / target.w) * 0.8 + (y / target.h) * 0.6 - 0.7 * 0.7;
        const k = Math.exp(-(((s - sweepPos + 0.3) / 0.035) ** 2)) * 0.9;
        target.col[i * 3] += k * 0.9;
        target.col[i * 3 + 1] += k * 0.85;
        target.col[i * 3 + 2] += k;
      }
    }
    resolve(target, box, frame);
    drawRing(frame, scene, false);
    for (const o of scene.orbs) {
      const sigma = o.radius * 1.6;
      const k = 0.35 * 2 * Math.PI * sigma * sigma; // peak 0.35 at the centre
      splat(frame, o.screen[0], o.screen[1], sigma, o.colour[0] * k, o.colour[1] * k, o.colour[2] * k);
    }
    drawSparks(frame, u);
    bloom(frame);
    const out = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 3;
        const d = BAYER[(y & 3) * 4 + (x & 3)];
        out[i] = clamp(toSrgb8(frame[i]) + d, 0, 255);
        out[i + 1] = clamp(toSrgb8(frame[i + 1]) + d, 0, 255);
        out[i + 2] = clamp(toSrgb8(frame[i + 2]) + d, 0, 255);
      }
    }
    return out;
  };
}

// ---------------------------------------------------------------- encoding

function run(cmd, args, input) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('error', reject);
    p.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${err.slice(-2000)}`)),
    );
    if (input) input(p.stdin).catch(reject);
  });
}

/** Renders the loop to a lossless intermediate, then encodes WebM (VP9) and MP4 (H.264) under a size budget. */
export async function writeOrbitVideos(outDir, { maxBytes = 580 * 1024, log = console.log } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-orbit-'));
  const master = path.join(tmp, 'master.mkv');
  const frames = ORBIT.fps * ORBIT.seconds;
  const render = createOrbitRenderer();
  const started = Date.now();
  await run(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${W}x${H}`,
      '-r',
      String(ORBIT.fps),
      '-i',
      '-',
      '-c:v',
      'ffv1',
      master,
    ],
    async (stdin) => {
      for (let i = 0; i < frames; i++) {
        const buf = render(i / frames);
        if (!stdin.write(buf)) await new Promise((r) => stdin.once('drain', r));
        if (i % 30 === 0) log(`  frame ${i}/${frames} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
      stdin.end();
    },
  );
  const colour = [
    '-vf',
    'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
  ];
  const common = ['-y', '-loglevel', 'error', '-i', master, '-an', '-map_metadata', '-1', ...colour];
  const encoders = {
    'curio-orbit.webm': (crf) => [
      ...common,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '1',
      '-g',
      '90',
    ],
    'curio-orbit.mp4': (crf) => [
      ...common,
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'veryslow',
      '-crf',
      String(crf),
      '-g',
      '90',
      '-movflags',
      '+faststart',
    ],
  };
  const start = { 'curio-orbit.webm': 30, 'curio-orbit.mp4': 22 };
  for (const [name, args] of Object.entries(encoders)) {
    const file = path.join(outDir, name);
    for (let crf = start[name]; ; crf += 2) {
      await run('ffmpeg', [...args(crf), file]);
      const size = fs.statSync(file).size;
      log(`  ${name}: crf ${crf} -> ${(size / 1024).toFixed(0)} KB`);
      if (size <= maxBytes) break;
      if (crf > 50) throw new Error(`${name} does not fit in ${maxBytes} bytes`);
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

// ---------------------------------------------------------------- poster

const f1 = (x) => (Math.round(x * 10) / 10).toString();

/** An SVG still of the first frame: same stage, facets, ring and orbs, drawn as vectors. */
export function orbitPosterSvg() {
  const scene = orbitScene(0);
  const parts = [];
  const [gx, gy] = scene.gemScreen;
  const platformY = project(toView([0, PLATFORM_Y, 0]))[1];
  const pa = (1.35 * FOCAL) / DIST;
  const pb = pa * Math.sin(PITCH) * 0.95;
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    `<radialGradient id="bg" cx="${f1(CX)}" cy="${f1(CY)}" r="${f1(W * 0.75)}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${hexOf([0.1, 0.035, 0.22])}"/><stop offset=".35" stop-color="${hexOf([0.05, 0.018, 0.11])}"/>` +
      `<stop offset="1" stop-color="${hexOf([0.006, 0.004, 0.018])}"/></radialGradient>`,
    `<radialGradient id="core"><stop offset="0" stop-color="${hexOf([0.3, 0.1, 0.7])}" stop-opacity=".9"/><stop offset="1" stop-color="${hexOf([0.3, 0.1, 0.7])}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="teal"><stop offset="0" stop-color="#1f6f86" stop-opacity=".55"/><stop offset="1" stop-color="#1f6f86" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="mag"><stop offset="0" stop-color="#8a2a86" stop-opacity=".55"/><stop offset="1" stop-color="#8a2a86" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="disc"><stop offset="0" stop-color="${hexOf([0.06, 0.036, 0.12])}"/><stop offset="1" stop-color="${hexOf([0.06, 0.036, 0.12])}" stop-opacity="0"/></radialGradient>`,
    ...scene.orbs.map(
      (o, k) =>
        `<radialGradient id="o${k}" cx=".42" cy=".38"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="${hexOf(o.colour.map((c) => c * 1.4))}"/><stop offset="1" stop-color="${hexOf(o.colour.map((c) => c * 0.6))}"/></radialGradient>` +
        `<radialGradient id="h${k}"><stop offset="0" stop-color="${hexOf(o.colour)}" stop-opacity=".7"/><stop offset=".4" stop-color="${hexOf(o.colour)}" stop-opacity=".25"/><stop offset="1" stop-color="${hexOf(o.colour)}" stop-opacity="0"/></radialGradient>`,
    ),
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<ellipse cx="${f1(W * 0.12)}" cy="${f1(H * 0.95)}" rx="${f1(W * 0.4)}" ry="${f1(H * 0.35)}" fill="url(#teal)"/>`,
    `<ellipse cx="${f1(W * 0.92)}" cy="${f1(H * 0.06)}" rx="${f1(W * 0.38)}" ry="${f1(H * 0.34)}" fill="url(#mag)"/>`,
    `<ellipse cx="${f1(CX)}" cy="${f1(platformY)}" rx="${f1(pa)}" ry="${f1(pb)}" fill="url(#disc)"/>`,
    `<ellipse cx="${f1(CX)}" cy="${f1(platformY)}" rx="${f1(pa)}" ry="${f1(pb)}" fill="none" stroke="#9fd6ff" stroke-opacity=".7" stroke-width="1.6"/>`,
    `<circle cx="${f1(gx)}" cy="${f1(gy)}" r="210" fill="url(#core)"/>`,
  );
  // light rays, as in the video: thin wedges fading outwards
  const rays = [];
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) * TAU;
    const w = 0.07;
    const r0 = 90;
    const r1 = 470;
    const p = [
      [gx + r0 * Math.cos(a), gy + r0 * Math.sin(a)],
      [gx + r1 * Math.cos(a - w), gy + r1 * Math.sin(a - w)],
      [gx + r1 * Math.cos(a + w), gy + r1 * Math.sin(a + w)],
    ];
    rays.push(`<path d="M${p.map(([x, y]) => `${f1(x)} ${f1(y)}`).join('L')}Z"/>`);
  }
  parts.push(
    `<radialGradient id="ray" cx="${f1(gx)}" cy="${f1(gy)}" r="470" gradientUnits="userSpaceOnUse"><stop offset=".15" stop-color="#b9a2ff" stop-opacity=".15"/><stop offset="1" stop-color="#b9a2ff" stop-opacity="0"/></radialGradient>`,
    `<g fill="url(#ray)">${rays.join('')}</g>`,
  );
  // ring: runs of samples on one side of the gem, brighter where an orb has just passed
  const ringPaths = (behind) => {
    // runs of samples with the same (rounded) opacity and tint become one polyline each
    const out = [];
    const ring = scene.ring;
    let run = null;
    const flush = () => {
      if (run && run.pts.length > 1)
        out.push(
          `<path d="M${run.pts.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}" stroke="${run.stroke}" stroke-opacity="${run.op}"/>`,
        );
      run = null;
    };
    for (let i = 0; i <= ring.length; i += 10) {
      const a = ring[i % ring.length];
      if (a.behind !== behind) {
        flush();
        continue;
      }
      const op = (Math.round(clamp(a.intensity * (behind ? 0.5 : 0.85), 0.15, 1) * 10) / 10).toFixed(1);
      const stroke = hexOf(a.tint.map((c) => c * 1.6));
      if (run && (run.op !== op || run.stroke !== stroke)) {
        const last = run.pts[run.pts.length - 1];
        flush();
        run = { op, stroke, pts: [last] };
      }
      run ??= { op, stroke, pts: [] };
      run.pts.push(a.screen);
    }
    flush();
    return `<g fill="none" stroke-width="1.8">${out.join('')}</g>`;
  };
  parts.push(ringPaths(true));
  const orbSvg = (o, k) =>
    `<circle cx="${f1(o.screen[0])}" cy="${f1(o.screen[1])}" r="${f1(o.radius * 2.6)}" fill="url(#h${k})"/>` +
    `<circle cx="${f1(o.screen[0])}" cy="${f1(o.screen[1])}" r="${f1(o.radius)}" fill="url(#o${k})"/>`;
  const gemZ = toView(scene.centre)[2];
  scene.orbs.forEach((o, k) => o.view[2] < gemZ && parts.push(orbSvg(o, k)));
  const out = [0, 0, 0];
  const facets = scene.facets
    .map((f) => {
      const cx = f.screen.reduce((s, p) => s + p[0], 0) / f.screen.length;
      const cy = f.screen.reduce((s, p) => s + p[1], 0) / f.screen.length;
      const vx = (cx - CX) / FOCAL;
      const vy = -(cy - CY) / FOCAL;
      const l = Math.hypot(vx, vy, 1);
      const z = f.view.reduce((s, p) => s + p[2], 0) / f.view.length;
      shadeGem(f.n, vx / l, vy / l, -1 / l, f.shade, 0, f.kind === 'table' ? 0.9 : 1, out, cx, cy);
      return { f, z, fill: hexOf(out) };
    })
    .sort((a, b) => a.z - b.z);
  parts.push(
    `<g stroke-linejoin="round" stroke-width=".8">` +
      facets
        .map(
          ({ f, fill }) =>
            `<path d="M${f.screen.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}Z" fill="${fill}" stroke="${fill}"/>`,
        )
        .join('') +
      '</g>',
    `<g fill="none" stroke="#e8dcff" stroke-opacity=".35" stroke-width=".7" stroke-linejoin="round">` +
      facets.map(({ f }) => `<path d="M${f.screen.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}Z"/>`).join('') +
      '</g>',
  );
  parts.push(ringPaths(false));
  scene.orbs.forEach((o, k) => o.view[2] >= gemZ && parts.push(orbSvg(o, k)));
  const sparks = SPARKS.map((s) => {
    const f = s.phase % 1;
    const a = Math.pow(Math.sin(Math.PI * f), 3) * s.size;
    if (a < 0.15) return '';
    const x = s.x;
    const y = s.y - 26 * f;
    const L = 7 + 9 * s.size;
    const w = 1.2;
    return `<path d="M${f1(x - L)} ${f1(y)}L${f1(x - w)} ${f1(y - w)}L${f1(x)} ${f1(y - L)}L${f1(x + w)} ${f1(y - w)}L${f1(x + L)} ${f1(y)}L${f1(x + w)} ${f1(y + w)}L${f1(x)} ${f1(y + L)}L${f1(x - w)} ${f1(y + w)}Z" fill="${s.warm ? '#ffd9a8' : '#dfe4ff'}" fill-opacity="${clamp(a).toFixed(2)}"/>`;
  }).join('');
  parts.push(sparks, '</svg>');
  return parts.join('\n') + '\n';
}
