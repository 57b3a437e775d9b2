// Procedural shapes as polygon lists. A face is { p: [[x,y,z], ...], n: [[x,y,z], ...], tag? }, wound
// counter-clockwise seen from outside (glTF's front face); n holds one normal per corner.
import { dot, normalize, sub } from './math.mjs';

const TAU = Math.PI * 2;
const polar = (r, a, y) => [r * Math.cos(a), y, r * Math.sin(a)];

function faceNormal(p) {
  // Newell's method: robust for any planar-ish polygon.
  const n = [0, 0, 0];
  for (let i = 0; i < p.length; i++) {
    const a = p[i];
    const b = p[(i + 1) % p.length];
    n[0] += (a[1] - b[1]) * (a[2] + b[2]);
    n[1] += (a[2] - b[2]) * (a[0] + b[0]);
    n[2] += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalize(n);
}

const centroid = (p) => p.reduce((c, v) => [c[0] + v[0] / p.length, c[1] + v[1] / p.length, c[2] + v[2] / p.length], [0, 0, 0]);

/** A flat face, wound so that its normal points away from `inside`. */
function flat(p, inside = [0, 0, 0], tag) {
  let pts = p;
  let n = faceNormal(pts);
  if (dot(n, sub(centroid(pts), inside)) < 0) {
    pts = [...pts].reverse();
    n = faceNormal(pts);
  }
  return { p: pts, n: pts.map(() => n), tag };
}

/** A smooth face with given corner normals, wound to agree with them. */
function smooth(p, n, tag) {
  const fn = faceNormal(p);
  const avg = normalize(n.reduce((s, v) => [s[0] + v[0], s[1] + v[1], s[2] + v[2]], [0, 0, 0]));
  return dot(fn, avg) < 0 ? { p: [...p].reverse(), n: [...n].reverse(), tag } : { p, n, tag };
}

/**
 * A round-brilliant-style gem (table, star, upper-girdle, girdle, lower-girdle and pavilion facets),
 * girdle radius 1, centred near the origin. Each face's tag is { kind, sector } for shading.
 */
export function brilliantGem({
  n = 8,
  tableR = 0.56,
  tableY = 0.36,
  girdleY = 0.035,
  lowR = 0.52,
  lowY = -0.5,
  apexY = -0.98,
} = {}) {
  const faces = [];
  const step = TAU / n;
  const T = (i) => polar(tableR, i * step, tableY);
  const Gt = (j) => polar(1, (j * step) / 2, girdleY);
  const Gb = (j) => polar(1, (j * step) / 2, -girdleY);
  const M = (j) => polar(lowR, ((j + 0.5) * step) / 2, lowY);
  const apex = [0, apexY, 0];
  const tableFace = flat(
    Array.from({ length: n }, (_, i) => T(i)),
    [0, 0, 0],
    { kind: 'table', sector: 0 },
  );
  faces.push(tableFace);
  for (let i = 0; i < n; i++) {
    faces.push(flat([T(i), T(i + 1), Gt(2 * i + 1)], [0, 0, 0], { kind: 'star', sector: i }));
    faces.push(flat([T(i), Gt(2 * i), Gt(2 * i + 1)], [0, 0, 0], { kind: 'upper-a', sector: i }));
    faces.push(flat([T(i), Gt(2 * i - 1), Gt(2 * i)], [0, 0, 0], { kind: 'upper-b', sector: i }));
  }
  for (let j = 0; j < 2 * n; j++) {
    const sector = Math.floor(j / 2);
    faces.push(flat([Gt(j), Gt(j + 1), Gb(j + 1), Gb(j)], [0, 0, 0], { kind: 'girdle', sector }));
    faces.push(flat([Gb(j), Gb(j + 1), M(j)], [0, 0, 0], { kind: 'lower-a', sector }));
    faces.push(flat([M(j - 1), Gb(j), M(j)], [0, 0, 0], { kind: 'lower-b', sector }));
    faces.push(flat([M(j), M(j + 1), apex], [0, 0, 0], { kind: 'pavilion', sector }));
  }
  return faces;
}

/** A double-terminated hexagonal crystal: prism body, two-tier pointed ends. */
export function crystal({ r = 0.42, h = 0.55, tipTop = 0.62, tipBottom = 0.42, sides = 6, jitter = 0.1 } = {}) {
  const faces = [];
  const step = TAU / sides;
  // a natural crystal: the sides are not all the same width
  const radius = Array.from({ length: sides }, (_, i) => r * (1 + jitter * Math.sin(i * 2.7 + 1)));
  const A = (i, y) => polar(radius[i % sides], i * step, y);
  const B = (i, y, k) => polar(((radius[i % sides] + radius[(i + 1) % sides]) / 2) * k, (i + 0.5) * step, y);
  const top = [0, h + tipTop, 0];
  const bot = [0, -h - tipBottom, 0];
  for (let i = 0; i < sides; i++) {
    faces.push(flat([A(i, -h), A(i + 1, -h), A(i + 1, h), A(i, h)], [0, 0, 0], { kind: 'side', sector: i }));
    for (const [y0, tip, dir] of [
      [h, tipTop, 1],
      [-h, tipBottom, -1],
    ]) {
      const yb = y0 + dir * tip * 0.5;
      const apex = dir > 0 ? top : bot;
      faces.push(flat([A(i, y0), A(i + 1, y0), B(i, yb, 0.62)], [0, 0, 0], { kind: 'bevel', sector: i }));
      faces.push(flat([B(i, yb, 0.62), A(i + 1, y0), B(i + 1, yb, 0.62)], [0, 0, 0], { kind: 'bevel2', sector: i }));
      faces.push(flat([B(i, yb, 0.62), B(i + 1, yb, 0.62), apex], [0, 0, 0], { kind: 'tip', sector: i }));
    }
  }
  return faces;
}

/** A regular octahedron (a small floating shard). */
export function octahedron(r = 1, stretch = 1.6) {
  const v = [
    [r, 0, 0],
    [0, r * stretch, 0],
    [-r, 0, 0],
    [0, -r * stretch, 0],
    [0, 0, r],
    [0, 0, -r],
  ];
  const tris = [
    [0, 1, 4],
    [4, 1, 2],
    [2, 1, 5],
    [5, 1, 0],
    [0, 4, 3],
    [4, 2, 3],
    [2, 5, 3],
    [5, 0, 3],
  ];
  return tris.map((t) => flat(t.map((k) => v[k])));
}

/**
 * A surface of revolution from a profile [[radius, y], ...] (bottom to top). `facetted` gives flat
 * faces around the axis (a cut-stone look); otherwise normals are smooth around it.
 */
export function lathe(profile, segments, { facetted = false, phase = 0 } = {}) {
  const faces = [];
  for (let k = 0; k < profile.length - 1; k++) {
    const [r0, y0] = profile[k];
    const [r1, y1] = profile[k + 1];
    if (r0 === 0 && r1 === 0) continue;
    const dr = r1 - r0;
    const dy = y1 - y0;
    const len = Math.hypot(dr, dy) || 1;
    const nr = dy / len;
    const ny = -dr / len;
    const axisPoint = [0, (y0 + y1) / 2, 0];
    for (let s = 0; s < segments; s++) {
      const a0 = phase + (s * TAU) / segments;
      const a1 = phase + ((s + 1) * TAU) / segments;
      const p = [];
      const n = [];
      const push = (r, y, a) => {
        p.push(polar(r, a, y));
        n.push(normalize([nr * Math.cos(a), ny, nr * Math.sin(a)]));
      };
      if (r0 === 0) {
        push(0, y0, (a0 + a1) / 2);
        push(r1, y1, a1);
        push(r1, y1, a0);
      } else if (r1 === 0) {
        push(r0, y0, a0);
        push(r0, y0, a1);
        push(0, y1, (a0 + a1) / 2);
      } else {
        push(r0, y0, a0);
        push(r0, y0, a1);
        push(r1, y1, a1);
        push(r1, y1, a0);
      }
      if (facetted) {
        const mid = (a0 + a1) / 2;
        const hint = [nr * Math.cos(mid), ny, nr * Math.sin(mid)];
        const f = flat(p, axisPoint);
        // flat() orients away from the axis point; flip to the profile normal for caps and undercuts.
        faces.push(dot(f.n[0], hint) < 0 ? { p: [...f.p].reverse(), n: f.n.map((v) => v.map((c) => -c)) } : f);
      } else {
        faces.push(smooth(p, n));
      }
    }
  }
  return faces;
}

/** A torus in the XZ plane (ring radius R, tube radius r), smooth. */
export function torus(R, r, segU = 64, segV = 12) {
  const faces = [];
  const pt = (u, v) => {
    const a = (u * TAU) / segU;
    const b = (v * TAU) / segV;
    const n = [Math.cos(b) * Math.cos(a), Math.sin(b), Math.cos(b) * Math.sin(a)];
    return { p: [(R + r * Math.cos(b)) * Math.cos(a), r * Math.sin(b), (R + r * Math.cos(b)) * Math.sin(a)], n };
  };
  for (let u = 0; u < segU; u++) {
    for (let v = 0; v < segV; v++) {
      const q = [pt(u, v), pt(u + 1, v), pt(u + 1, v + 1), pt(u, v + 1)];
      faces.push(
        smooth(
          q.map((c) => c.p),
          q.map((c) => c.n),
        ),
      );
    }
  }
  return faces;
}

/** Indexed triangle lists from faces: shared corners (same position and normal) are merged. */
export function toPrimitive(faces) {
  const positions = [];
  const normals = [];
  const indices = [];
  const seen = new Map();
  const key = (p, n) => [...p, ...n].map((x) => x.toFixed(5)).join(',');
  for (const f of faces) {
    const ids = f.p.map((p, i) => {
      const k = key(p, f.n[i]);
      let id = seen.get(k);
      if (id === undefined) {
        id = positions.length / 3;
        seen.set(k, id);
        positions.push(...p);
        normals.push(...f.n[i]);
      }
      return id;
    });
    for (let i = 1; i < ids.length - 1; i++) indices.push(ids[0], ids[i], ids[i + 1]);
  }
  return { positions: new Float32Array(positions), normals: new Float32Array(normals), indices };
}

export { faceNormal, centroid };
