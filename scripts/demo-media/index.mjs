#!/usr/bin/env node
// Generates the demo catalogue's media into apps/server/src/seed/media/ (see the README there):
//   curio-orbit.webm / curio-orbit.mp4 / curio-orbit-poster.svg  a 6 s looping video and its poster
//   curio-relic.glb / curio-relic-poster.svg                     a glTF 2.0 model and its poster
// Usage: node scripts/demo-media/index.mjs [--only video|model|posters] [--check]
// Needs ffmpeg (libvpx-vp9, libx264) for the video only; --check just re-validates committed files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORBIT, orbitPosterSvg, writeOrbitVideos } from './orbit.mjs';
import { buildRelic, checkGlb, relicPosterSvg, writeGlb } from './relic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'apps/server/src/seed/media');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const checkOnly = args.includes('--check');
const want = (part) => !checkOnly && (!only || only === part);

const LIMITS = {
  'curio-orbit.webm': 600 * 1024,
  'curio-orbit.mp4': 600 * 1024,
  'curio-orbit-poster.svg': 20 * 1024,
  'curio-relic.glb': 300 * 1024,
  'curio-relic-poster.svg': 20 * 1024,
};

function probe(file) {
  const r = spawnSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,profile,width,height,pix_fmt,r_frame_rate:format=duration',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`ffprobe ${file}: ${r.stderr}`);
  const info = JSON.parse(r.stdout);
  const streams = info.streams;
  const video = streams.filter((s) => s.codec_type === 'video');
  if (video.length !== 1 || streams.length !== 1) throw new Error(`${file}: expected exactly one video stream and no audio`);
  const v = video[0];
  const [num, den] = v.r_frame_rate.split('/').map(Number);
  const duration = Number(info.format.duration);
  if (v.width !== ORBIT.size || v.height !== ORBIT.size) throw new Error(`${file}: ${v.width}x${v.height}`);
  if (v.pix_fmt !== 'yuv420p') throw new Error(`${file}: pix_fmt ${v.pix_fmt}`);
  if (Math.abs(num / den - ORBIT.fps) > 0.01) throw new Error(`${file}: ${v.r_frame_rate} fps`);
  if (Math.abs(duration - ORBIT.seconds) > 0.1) throw new Error(`${file}: ${duration} s`);
  return `${v.codec_name}${v.profile ? ` ${v.profile}` : ''}, ${v.width}x${v.height}, ${v.pix_fmt}, ${num / den} fps, ${duration.toFixed(2)} s`;
}

function faststart(file) {
  // +faststart puts the moov atom before mdat: the top-level boxes must read ftyp, moov, ..., mdat
  const b = fs.readFileSync(file);
  const boxes = [];
  for (let o = 0; o + 8 <= b.length;) {
    let size = b.readUInt32BE(o);
    if (size === 1) size = Number(b.readBigUInt64BE(o + 8));
    boxes.push(b.toString('latin1', o + 4, o + 8));
    if (size < 8) break;
    o += size;
  }
  if (boxes.indexOf('moov') < 0 || boxes.indexOf('moov') > boxes.indexOf('mdat'))
    throw new Error(`${file}: moov is not before mdat (${boxes})`);
}

function checkSvg(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !text.trimEnd().endsWith('</svg>'))
    throw new Error(`${file}: not an SVG document`);
  if (/<script|href="http|xlink:href/i.test(text)) throw new Error(`${file}: must be self-contained and script-free`);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  if (want('video')) {
    console.log('rendering curio-orbit (this takes a few minutes)');
    await writeOrbitVideos(outDir);
  }
  if (want('posters') || want('video')) fs.writeFileSync(path.join(outDir, 'curio-orbit-poster.svg'), orbitPosterSvg());
  const relic = buildRelic();
  if (want('model')) fs.writeFileSync(path.join(outDir, 'curio-relic.glb'), writeGlb(relic));
  if (want('posters') || want('model')) fs.writeFileSync(path.join(outDir, 'curio-relic-poster.svg'), relicPosterSvg(relic));

  // checks, on what is now on disk
  for (const [name, limit] of Object.entries(LIMITS)) {
    const file = path.join(outDir, name);
    if (!fs.existsSync(file)) throw new Error(`${name} is missing`);
    const size = fs.statSync(file).size;
    if (size > limit) throw new Error(`${name} is ${size} bytes, over ${limit}`);
    let detail = '';
    if (name.endsWith('.glb')) detail = JSON.stringify(checkGlb(fs.readFileSync(file)));
    if (name.endsWith('.svg')) checkSvg(file);
    if (name.endsWith('.webm') || name.endsWith('.mp4')) {
      if (spawnSync('ffprobe', ['-version']).status === 0) detail = probe(file);
      else detail = '(ffprobe not installed: stream check skipped)';
      if (name.endsWith('.mp4')) faststart(file);
    }
    console.log(`ok ${name} ${(size / 1024).toFixed(1)} KB ${detail}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
