// Sums the gzip size of the JavaScript the landing route `/` loads: the entry, the Home route chunk,
// and every chunk they import statically; and of all the JavaScript in the build. Run after
// `vite build`. The bench (bench/client.mjs) imports measureBuild().
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Sizes in bytes (gzip -9) of the landing route's JavaScript and of the whole build's. */
export function measureBuild(dist = DIST) {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  const collect = (key, seen) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) collect(next, seen);
    return seen;
  };
  const filesOf = (keys) =>
    [...keys]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzip: gzipBytes(dist + file) }));
  const sum = (files) => files.reduce((total, { gzip }) => total + gzip, 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'));
  const entry = filesOf(collect(entryKey, new Set()));
  const landingKeys = collect(entryKey, new Set());
  if (homeKey) collect(homeKey, landingKeys);
  const landing = filesOf(landingKeys);
  const all = readdirSync(`${dist}assets`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, gzip: gzipBytes(`${dist}assets/${name}`) }));
  return {
    entry: { gzipBytes: sum(entry), files: entry },
    landing: { gzipBytes: sum(landing), files: landing },
    build: { gzipBytes: sum(all), files: all.length, fileSizes: all },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = measureBuild();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [title, part] of [
    ['entry + static imports:', sizes.entry],
    ['landing route (entry + Home chunk + their static imports):', sizes.landing],
  ]) {
    console.log(title);
    for (const { file, gzip } of part.files) console.log(`  ${file.padEnd(48)} ${kb(gzip)}`);
    console.log(`= ${kb(part.gzipBytes)} gzip`);
  }
  console.log(
    `whole build: ${sizes.build.files} JavaScript files, ${kb(sizes.build.gzipBytes)} gzip`,
  );
}
