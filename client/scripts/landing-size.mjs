// Sums the gzip size of the JavaScript the landing route `/` loads: the entry, the Home route chunk,
// and every chunk they import statically. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) collect(next, seen);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'));
const entrySet = new Set();
collect(entryKey, entrySet);
const landingSet = new Set(entrySet);
if (homeKey) collect(homeKey, landingSet);

function gzipKb(keys) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const size = gzipSync(readFileSync(dist + file), { level: 9 }).length;
    total += size;
    console.log(`  ${file.padEnd(48)} ${(size / 1024).toFixed(1)} KB`);
  }
  return total / 1024;
}

console.log('entry + static imports:');
const entryKb = gzipKb(entrySet);
console.log(`= ${entryKb.toFixed(1)} KB gzip`);
console.log('landing route (entry + Home chunk + their static imports):');
const landingKb = gzipKb(landingSet);
console.log(`= ${landingKb.toFixed(1)} KB gzip`);
