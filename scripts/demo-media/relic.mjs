// "Curio Relic": a floating amethyst crystal over a cut-stone pedestal with gold trim, a tilted gold
// halo with three glowing shards, and a hover animation. Written as glTF 2.0 binary by hand (JSON
// chunk + BIN chunk), re-parsed and checked, and drawn once more as a flat-shaded SVG poster.
import {
  clamp,
  compose,
  dot,
  identity,
  mul,
  normalize,
  quatAxisAngle,
  quatMul,
  reflect,
  scale,
  sub,
  transformDir,
  transformPoint,
} from './math.mjs';
import { centroid, crystal, faceNormal, lathe, octahedron, toPrimitive, torus } from './shapes.mjs';

const TAU = Math.PI * 2;

// ---------------------------------------------------------------- the model

const MATERIALS = [
  {
    name: 'Amethyst',
    pbrMetallicRoughness: { baseColorFactor: [0.36, 0.1, 0.92, 1], metallicFactor: 0.5, roughnessFactor: 0.1 },
    emissiveFactor: [0.07, 0.018, 0.22],
  },
  {
    name: 'Obsidian',
    pbrMetallicRoughness: { baseColorFactor: [0.025, 0.02, 0.045, 1], metallicFactor: 0, roughnessFactor: 0.45 },
  },
  {
    name: 'Gold',
    pbrMetallicRoughness: { baseColorFactor: [1.0, 0.74, 0.33, 1], metallicFactor: 1, roughnessFactor: 0.22 },
  },
  {
    name: 'Aether glow',
    pbrMetallicRoughness: { baseColorFactor: [0.2, 0.8, 1.0, 1], metallicFactor: 0, roughnessFactor: 0.3 },
    emissiveFactor: [0.3, 0.9, 1.0],
  },
];
const M = { amethyst: 0, stone: 1, gold: 2, glow: 3 };

// The pedestal's profile, bottom to top: [radius, y, material of the segment that starts here].
const PEDESTAL_PROFILE = [
  [0, 0, 'stone'],
  [1.0, 0, 'stone'],
  [1.0, 0.1, 'stone'],
  [0.92, 0.17, 'stone'],
  [0.8, 0.17, 'gold'],
  [0.8, 0.23, 'stone'],
  [0.6, 0.3, 'stone'],
  [0.44, 0.36, 'stone'],
  [0.38, 0.8, 'stone'],
  [0.44, 0.85, 'stone'],
  [0.62, 0.91, 'stone'],
  [0.72, 0.97, 'gold'],
  [0.72, 1.02, 'stone'],
  [0.64, 1.06, 'stone'],
  [0.47, 1.06, 'stone'],
  [0.47, 1.05, 'stone'],
  [0.39, 1.05, 'stone'],
  [0.39, 1.06, 'stone'],
  [0, 1.06, 'stone'],
];

/** Octagonal (facetted) lathe faces of the profile segments drawn in one material. */
function pedestalFaces(material) {
  const faces = [];
  for (let k = 0; k < PEDESTAL_PROFILE.length - 1; k++) {
    const [r0, y0, m] = PEDESTAL_PROFILE[k];
    const [r1, y1] = PEDESTAL_PROFILE[k + 1];
    if (m !== material) continue;
    faces.push(
      ...lathe(
        [
          [r0, y0],
          [r1, y1],
        ],
        8,
        { facetted: true, phase: Math.PI / 8 },
      ),
    );
  }
  return faces;
}

/** A low-poly sphere (a gold stud). */
function sphere(r, centre) {
  const profile = [];
  for (let k = 0; k <= 6; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 6;
    profile.push([k === 0 || k === 6 ? 0 : r * Math.cos(a), r * Math.sin(a)]);
  }
  return translateFaces(lathe(profile, 12), centre);
}

function translateFaces(faces, [x, y, z]) {
  return faces.map((f) => ({ ...f, p: f.p.map((p) => [p[0] + x, p[1] + y, p[2] + z]) }));
}

/** The model as plain data: materials, meshes of { faces, material } primitives, a node tree, an animation. */
export function buildRelic() {
  const meshes = [
    {
      name: 'Pedestal',
      primitives: [
        { faces: pedestalFaces('stone'), material: M.stone },
        { faces: pedestalFaces('gold'), material: M.gold },
      ],
    },
    { name: 'Gold trim', primitives: [{ faces: translateFaces(torus(0.41, 0.028, 48, 8), [0, 0.585, 0]), material: M.gold }] },
    {
      name: 'Studs',
      primitives: [
        {
          faces: Array.from({ length: 8 }, (_, k) => {
            const a = (k * TAU) / 8;
            return sphere(0.045, [0.86 * Math.cos(a), 0.17 + 0.03, 0.86 * Math.sin(a)]);
          }).flat(),
          material: M.gold,
        },
      ],
    },
    {
      name: 'Inlay',
      primitives: [
        {
          faces: lathe(
            [
              [0.47, 1.055],
              [0.39, 1.055],
            ],
            48,
          ),
          material: M.glow,
        },
      ],
    },
    {
      name: 'Crystal',
      primitives: [{ faces: crystal().map((f) => ({ ...f, p: f.p.map((p) => scale(p, 0.85)) })), material: M.amethyst }],
    },
    { name: 'Halo ring', primitives: [{ faces: torus(1.0, 0.02, 96, 8), material: M.gold }] },
    { name: 'Shard', primitives: [{ faces: octahedron(0.09, 1.7), material: M.glow }] },
  ];
  const mesh = Object.fromEntries(meshes.map((m, i) => [m.name, i]));
  const halo = quatMul(quatAxisAngle([0, 0, 1], 0.22), quatAxisAngle([1, 0, 0], 0.3));
  const nodes = [
    { name: 'Curio Relic', children: [1, 2, 3, 4, 5, 11] },
    { name: 'Pedestal', mesh: mesh.Pedestal },
    { name: 'Gold trim', mesh: mesh['Gold trim'] },
    { name: 'Inlay', mesh: mesh.Inlay },
    { name: 'Crystal', mesh: mesh.Crystal, translation: [0, 2.0, 0] },
    { name: 'Halo', translation: [0, 2.0, 0], rotation: halo, children: [6] },
    { name: 'Halo spin', children: [7, 8, 9, 10] },
    { name: 'Halo ring', mesh: mesh['Halo ring'] },
    ...[0, 1, 2].map((k) => ({
      name: `Shard ${k + 1}`,
      mesh: mesh.Shard,
      translation: [Math.cos((k * TAU) / 3), 0, Math.sin((k * TAU) / 3)],
      rotation: quatAxisAngle([0, 0, 1], 0.25 * (k - 1)),
    })),
    { name: 'Studs', mesh: mesh.Studs },
  ];
  // Hover: the crystal turns once and bobs, the halo turns the other way, over 8 seconds.
  const times = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const animation = {
    name: 'Hover',
    channels: [
      { node: 4, path: 'rotation', times, values: times.map((t) => quatAxisAngle([0, 1, 0], (t / 8) * TAU)) },
      { node: 4, path: 'translation', times, values: times.map((t) => [0, 2.0 + 0.06 * Math.sin((t / 8) * TAU), 0]) },
      { node: 6, path: 'rotation', times, values: times.map((t) => quatAxisAngle([0, 1, 0], -(t / 8) * TAU)) },
    ],
  };
  return { materials: MATERIALS, meshes, nodes, animation };
}

// ---------------------------------------------------------------- GLB writer

const FLOAT = 5126;
const USHORT = 5123;
const UINT = 5125;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;

function minMax(data, n) {
  const min = Array(n).fill(Infinity);
  const max = Array(n).fill(-Infinity);
  for (let i = 0; i < data.length; i++) {
    const c = i % n;
    if (data[i] < min[c]) min[c] = data[i];
    if (data[i] > max[c]) max[c] = data[i];
  }
  return { min, max };
}

/** Serialises the model as a .glb (Buffer). */
export function writeGlb(model) {
  const chunks = [];
  let offset = 0;
  const bufferViews = [];
  const accessors = [];
  const view = (bytes, target) => {
    const pad = (4 - (offset % 4)) % 4;
    if (pad) {
      chunks.push(Buffer.alloc(pad));
      offset += pad;
    }
    const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    chunks.push(b);
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: b.length, ...(target ? { target } : {}) });
    offset += b.length;
    return bufferViews.length - 1;
  };
  const accessor = (data, type, n, target, bounds = false) => {
    const componentType = data instanceof Float32Array ? FLOAT : data instanceof Uint16Array ? USHORT : UINT;
    accessors.push({
      bufferView: view(data, target),
      componentType,
      count: data.length / n,
      type,
      ...(bounds ? minMax(data, n) : {}),
    });
    return accessors.length - 1;
  };
  const meshes = model.meshes.map((m) => ({
    name: m.name,
    primitives: m.primitives.map((p) => {
      const prim = toPrimitive(p.faces);
      const vertexCount = prim.positions.length / 3;
      const idx = vertexCount < 65536 ? new Uint16Array(prim.indices) : new Uint32Array(prim.indices);
      return {
        attributes: {
          POSITION: accessor(prim.positions, 'VEC3', 3, ARRAY_BUFFER, true),
          NORMAL: accessor(prim.normals, 'VEC3', 3, ARRAY_BUFFER),
        },
        indices: accessor(idx, 'SCALAR', 1, ELEMENT_ARRAY_BUFFER),
        material: p.material,
        mode: 4,
      };
    }),
  }));
  const animations = [];
  if (model.animation) {
    const samplers = [];
    const channels = model.animation.channels.map((c) => {
      const input = accessor(new Float32Array(c.times), 'SCALAR', 1, undefined, true);
      const n = c.path === 'rotation' ? 4 : 3;
      const output = accessor(new Float32Array(c.values.flat()), n === 4 ? 'VEC4' : 'VEC3', n);
      samplers.push({ input, output, interpolation: 'LINEAR' });
      return { sampler: samplers.length - 1, target: { node: c.node, path: c.path } };
    });
    animations.push({ name: model.animation.name, samplers, channels });
  }
  const pad = (4 - (offset % 4)) % 4;
  if (pad) chunks.push(Buffer.alloc(pad));
  const bin = Buffer.concat(chunks);
  const json = {
    asset: { version: '2.0', generator: 'Curio demo-media generator (scripts/demo-media)' },
    scene: 0,
    scenes: [{ name: 'Curio Relic', nodes: [0] }],
    nodes: model.nodes,
    meshes,
    materials: model.materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength: bin.length }],
    animations,
  };
  let jsonBuf = Buffer.from(JSON.stringify(json), 'utf8');
  const jpad = (4 - (jsonBuf.length % 4)) % 4;
  if (jpad) jsonBuf = Buffer.concat([jsonBuf, Buffer.alloc(jpad, 0x20)]);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0); // 'glTF'
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonBuf.length + 8 + bin.length, 8);
  const chunkHeader = (len, type) => {
    const b = Buffer.alloc(8);
    b.writeUInt32LE(len, 0);
    b.writeUInt32LE(type, 4);
    return b;
  };
  return Buffer.concat([header, chunkHeader(jsonBuf.length, 0x4e4f534a), jsonBuf, chunkHeader(bin.length, 0x004e4942), bin]);
}

// ---------------------------------------------------------------- GLB check

const COMPONENT_SIZE = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
const TYPE_SIZE = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT4: 16 };

/** Re-parses a .glb and checks its structure; returns a summary or throws listing every problem. */
export function checkGlb(buf) {
  const errors = [];
  const fail = (m) => errors.push(m);
  if (buf.length < 20) throw new Error('glb: too short');
  if (buf.readUInt32LE(0) !== 0x46546c67) fail('magic is not "glTF"');
  if (buf.readUInt32LE(4) !== 2) fail(`version ${buf.readUInt32LE(4)} is not 2`);
  if (buf.readUInt32LE(8) !== buf.length) fail(`header length ${buf.readUInt32LE(8)} != file length ${buf.length}`);
  const jsonLen = buf.readUInt32LE(12);
  if (buf.readUInt32LE(16) !== 0x4e4f534a) fail('first chunk is not JSON');
  if (jsonLen % 4) fail('JSON chunk length not a multiple of 4');
  const json = JSON.parse(buf.subarray(20, 20 + jsonLen).toString('utf8'));
  const binStart = 20 + jsonLen;
  const binLen = buf.readUInt32LE(binStart);
  if (buf.readUInt32LE(binStart + 4) !== 0x004e4942) fail('second chunk is not BIN');
  if (binLen % 4) fail('BIN chunk length not a multiple of 4');
  if (binStart + 8 + binLen !== buf.length) fail('BIN chunk does not end at the end of the file');
  const bin = buf.subarray(binStart + 8, binStart + 8 + binLen);
  if (json.asset?.version !== '2.0') fail('asset.version is not "2.0"');
  const buffer = json.buffers?.[0];
  if (!buffer || buffer.uri !== undefined) fail('buffer 0 must be the GLB-stored buffer');
  if (buffer.byteLength > binLen || binLen - buffer.byteLength > 3) fail('buffer byteLength does not match the BIN chunk');
  json.bufferViews.forEach((v, i) => {
    if (v.buffer !== 0) fail(`bufferView ${i}: buffer ${v.buffer}`);
    if ((v.byteOffset ?? 0) % 4) fail(`bufferView ${i}: offset not 4-byte aligned`);
    if ((v.byteOffset ?? 0) + v.byteLength > buffer.byteLength) fail(`bufferView ${i}: past the end of the buffer`);
  });
  const read = (a) => {
    const v = json.bufferViews[a.bufferView];
    const comp = COMPONENT_SIZE[a.componentType];
    const n = TYPE_SIZE[a.type];
    const stride = v.byteStride ?? comp * n;
    const start = (v.byteOffset ?? 0) + (a.byteOffset ?? 0);
    const out = new Float64Array(a.count * n);
    for (let i = 0; i < a.count; i++)
      for (let c = 0; c < n; c++) {
        const o = start + i * stride + c * comp;
        out[i * n + c] =
          a.componentType === FLOAT ? bin.readFloatLE(o) : a.componentType === USHORT ? bin.readUInt16LE(o) : bin.readUInt32LE(o);
      }
    return out;
  };
  json.accessors.forEach((a, i) => {
    const v = json.bufferViews[a.bufferView];
    if (!v) return fail(`accessor ${i}: no bufferView ${a.bufferView}`);
    const comp = COMPONENT_SIZE[a.componentType];
    const n = TYPE_SIZE[a.type];
    if (!comp || !n) return fail(`accessor ${i}: bad componentType/type`);
    const elem = comp * n;
    const stride = v.byteStride ?? elem;
    const end = (a.byteOffset ?? 0) + stride * (a.count - 1) + elem;
    if (end > v.byteLength) fail(`accessor ${i}: ${end} bytes needed, bufferView ${a.bufferView} has ${v.byteLength}`);
    if (((v.byteOffset ?? 0) + (a.byteOffset ?? 0)) % comp) fail(`accessor ${i}: misaligned`);
    if (a.min && a.max) {
      const d = read(a);
      const { min, max } = minMax(d, n);
      for (let c = 0; c < n; c++)
        if (Math.abs(min[c] - a.min[c]) > 1e-6 || Math.abs(max[c] - a.max[c]) > 1e-6)
          fail(`accessor ${i}: min/max do not match the data`);
    }
  });
  let triangles = 0;
  json.meshes.forEach((m, mi) =>
    m.primitives.forEach((p, pi) => {
      const where = `mesh ${mi} (${m.name}) primitive ${pi}`;
      const pos = json.accessors[p.attributes.POSITION];
      if (!pos || pos.type !== 'VEC3' || pos.componentType !== FLOAT) return fail(`${where}: POSITION must be float VEC3`);
      if (!pos.min || !pos.max) fail(`${where}: POSITION without min/max`);
      const nor = json.accessors[p.attributes.NORMAL];
      if (!nor || nor.count !== pos.count) fail(`${where}: NORMAL missing or wrong count`);
      else {
        const d = read(nor);
        for (let i = 0; i < d.length; i += 3)
          if (Math.abs(Math.hypot(d[i], d[i + 1], d[i + 2]) - 1) > 1e-3) {
            fail(`${where}: NORMAL ${i / 3} is not unit length`);
            break;
          }
      }
      const idx = json.accessors[p.indices];
      if (!idx || idx.count % 3) fail(`${where}: indices missing or not whole triangles`);
      else {
        const d = read(idx);
        if (d.some((v) => v >= pos.count)) fail(`${where}: index past the vertex count`);
        triangles += idx.count / 3;
      }
      if (!json.materials[p.material]) fail(`${where}: no material ${p.material}`);
    }),
  );
  json.nodes.forEach((n, i) => {
    if (n.mesh !== undefined && !json.meshes[n.mesh]) fail(`node ${i}: no mesh ${n.mesh}`);
    (n.children ?? []).forEach((c) => json.nodes[c] || fail(`node ${i}: no child ${c}`));
  });
  json.scenes.forEach((s) => s.nodes.forEach((n) => json.nodes[n] || fail(`scene: no node ${n}`)));
  (json.animations ?? []).forEach((a) =>
    a.samplers.forEach((s, si) => {
      const input = json.accessors[s.input];
      if (!input?.min || !input?.max) fail(`animation ${a.name} sampler ${si}: input without min/max`);
      if (json.accessors[s.output]?.count !== input?.count) fail(`animation ${a.name} sampler ${si}: output count differs`);
    }),
  );
  if (errors.length) throw new Error(`glb check failed:\n  ${errors.join('\n  ')}`);
  return {
    bytes: buf.length,
    meshes: json.meshes.length,
    primitives: json.meshes.reduce((s, m) => s + m.primitives.length, 0),
    materials: json.materials.length,
    nodes: json.nodes.length,
    triangles,
    animations: (json.animations ?? []).length,
  };
}

// ---------------------------------------------------------------- poster

const POSTER = 720;
const EYE = [2.2, 2.6, 6.6];
const TARGET = [0, 1.5, 0];
const FOCAL = 1040;
const LIGHT = normalize([-0.6, 0.9, 0.7]);
const RIM = normalize([0.8, 0.35, -0.6]);

function camera() {
  const f = normalize(sub(TARGET, EYE));
  const r = normalize([f[2] * -1, 0, f[0]]);
  const rr = dot(r, [1, 0, 0]) < 0 ? scale(r, -1) : r;
  const u = [rr[1] * f[2] - rr[2] * f[1], rr[2] * f[0] - rr[0] * f[2], rr[0] * f[1] - rr[1] * f[0]];
  return (p) => {
    const d = sub(p, EYE);
    const z = dot(d, f);
    return [POSTER / 2 + (FOCAL * dot(d, rr)) / z, POSTER * 0.5 - (FOCAL * dot(d, u)) / z, z];
  };
}

const aces = (x) => clamp((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14));
const hexOf = (rgb) =>
  '#' +
  rgb
    .map((c) =>
      Math.round(255 * Math.pow(aces(c), 1 / 2.2))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

function shade(material, n, viewDir) {
  const pbr = material.pbrMetallicRoughness;
  const base = pbr.baseColorFactor.slice(0, 3);
  const metal = pbr.metallicFactor;
  const rough = pbr.roughnessFactor;
  const diff = Math.max(0, dot(n, LIGHT));
  const r = reflect(viewDir, n);
  const shin = 2 / Math.max(0.02, rough * rough);
  const spec = Math.pow(Math.max(0, dot(r, LIGHT)), Math.min(shin, 200)) * 2.2;
  const rim = Math.pow(Math.max(0, dot(r, RIM)), 10) * 1.2;
  const sky = 0.5 + 0.5 * r[1];
  const f0 = metal ? base : [0.04, 0.04, 0.04];
  const fres = Math.pow(1 - clamp(-dot(viewDir, n)), 5);
  const emissive = material.emissiveFactor ?? [0, 0, 0];
  return base.map((b, c) => {
    const env = [0.35, 0.25, 0.7][c] * sky * 0.7 + spec + rim * [0.5, 0.8, 1][c] + metal * (0.25 + 0.35 * diff);
    const k = f0[c] + (1 - f0[c]) * fres;
    return (1 - metal) * b * (0.08 + 0.9 * diff) + env * k * (metal ? 1.2 : 1) + emissive[c] * 0.9;
  });
}

/** A flat-shaded vector still of the relic (painter's algorithm, back faces culled). */
export function relicPosterSvg(model) {
  const project = camera();
  const worldMatrices = [];
  const walk = (i, parent) => {
    const n = model.nodes[i];
    const m = mul(parent, compose(n.translation, n.rotation, n.scale));
    worldMatrices[i] = m;
    (n.children ?? []).forEach((c) => walk(c, m));
  };
  walk(0, identity());
  const polys = [];
  model.nodes.forEach((node, ni) => {
    if (node.mesh === undefined) return;
    const mesh = model.meshes[node.mesh];
    const m = worldMatrices[ni];
    for (const prim of mesh.primitives) {
      const material = model.materials[prim.material];
      // thin round parts (torus rings) read better as stroked curves than as hundreds of facets
      if (mesh.name === 'Gold trim' || mesh.name === 'Halo ring' || mesh.name === 'Inlay') continue;
      if (mesh.name === 'Studs') {
        // studs as shaded discs, sorted with the facets
        for (let k = 0; k < 8; k++) {
          const a = (k * TAU) / 8;
          const c = transformPoint(m, [0.86 * Math.cos(a), 0.2, 0.86 * Math.sin(a)]);
          const [x, y, z] = project(c);
          const r = (0.045 * FOCAL) / z;
          const svg = `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#stud)"/>`;
          polys.push({ node: 1, svg, z: dot(sub(c, EYE), normalize(sub(TARGET, EYE))) - 0.05 });
        }
        continue;
      }
      for (const f of prim.faces) {
        const p = f.p.map((q) => transformPoint(m, q));
        const n = transformDir(m, faceNormal(f.p));
        const c = centroid(p);
        const viewDir = normalize(sub(c, EYE));
        if (dot(n, viewDir) >= 0) continue;
        const s = p.map(project);
        polys.push({ node: ni, s, z: dot(sub(c, EYE), normalize(sub(TARGET, EYE))), fill: hexOf(shade(material, n, viewDir)) });
      }
    }
  });
  // rings: sample the circle, split into near and far halves relative to their centre
  const ring = (m, radius, y, width, colourNear, colourFar, layerNear, layerFar) => {
    const pts = [];
    for (let k = 0; k <= 64; k++) {
      const a = (k / 64) * TAU;
      pts.push(transformPoint(m, [radius * Math.cos(a), y, radius * Math.sin(a)]));
    }
    const centre = transformPoint(m, [0, y, 0]);
    const dir = normalize(sub(TARGET, EYE));
    const cz = dot(sub(centre, EYE), dir);
    let run = [];
    let near = null;
    const flush = () => {
      if (run.length > 1) {
        const d = 'M' + run.map(([x, yy]) => `${x.toFixed(1)} ${yy.toFixed(1)}`).join('L');
        (near ? layerNear : layerFar).push(
          `<path d="${d}" fill="none" stroke="${near ? colourNear : colourFar}" stroke-width="${width.toFixed(1)}" stroke-linecap="round"/>`,
        );
      }
    };
    for (const p of pts) {
      const isNear = dot(sub(p, EYE), dir) < cz;
      if (near !== null && isNear !== near) {
        run.push(project(p));
        flush();
        run = [];
      }
      near = isNear;
      run.push(project(p));
    }
    flush();
  };
  const ringsFront = [];
  const ringsBack = [];
  const haloFront = [];
  const haloBack = [];
  const base = worldMatrices[2];
  ring(base, 0.41, 0.585, 4, 'url(#gold)', 'none', ringsFront, ringsBack);
  ring(worldMatrices[3], 0.43, 1.055, 4, '#7fe6ff', '#7fe6ff', ringsFront, ringsFront);
  ring(worldMatrices[7], 1.0, 0, 3, 'url(#gold)', '#8a6a3a', haloFront, haloBack);
  polys.sort((a, b) => b.z - a.z);
  const byGroup = (list) =>
    list
      .map(
        (p) =>
          p.svg ??
          `<path d="M${p.s.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z" fill="${p.fill}" stroke="${p.fill}"/>`,
      )
      .join('');
  // pedestal first, then its rings, the far half of the halo, crystal and shards, the near half
  const pedestal = polys.filter((p) => p.node === 1);
  const rest = polys.filter((p) => p.node !== 1);
  const [cx, cy] = project([0, 2.0, 0]);
  const [fx, fy] = project([0, 0, 0]);
  return (
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER}" height="${POSTER}" viewBox="0 0 ${POSTER} ${POSTER}">`,
      '<defs>',
      `<radialGradient id="bg" cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${POSTER * 0.8}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3a1a6e"/><stop offset=".45" stop-color="#170b33"/><stop offset="1" stop-color="#07050f"/></radialGradient>`,
      '<radialGradient id="glow"><stop offset="0" stop-color="#b58cff" stop-opacity=".55"/><stop offset="1" stop-color="#7a4dff" stop-opacity="0"/></radialGradient>',
      '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".6"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
      '<radialGradient id="stud" cx=".35" cy=".3"><stop offset="0" stop-color="#fff3c8"/><stop offset=".4" stop-color="#e0ad4f"/><stop offset="1" stop-color="#5a3c12"/></radialGradient>',
      '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7a5522"/><stop offset=".3" stop-color="#ffe3a1"/><stop offset=".55" stop-color="#d9a445"/><stop offset="1" stop-color="#6b4a1c"/></linearGradient>',
      '</defs>',
      `<rect width="${POSTER}" height="${POSTER}" fill="url(#bg)"/>`,
      `<ellipse cx="${fx.toFixed(1)}" cy="${(fy + 4).toFixed(1)}" rx="300" ry="66" fill="url(#shadow)"/>`,
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="270" fill="url(#glow)"/>`,
      `<g stroke-width=".6" stroke-linejoin="round">${byGroup(pedestal)}</g>`,
      ringsBack.join(''),
      ringsFront.join(''),
      haloBack.join(''),
      `<g stroke-width=".6" stroke-linejoin="round">${byGroup(rest)}</g>`,
      haloFront.join(''),
      '</svg>',
    ].join('\n') + '\n'
  );
}
