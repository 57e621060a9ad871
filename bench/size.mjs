// Gzip size of the JavaScript the landing route loads (the entry script and its
// modulepreloads from index.html) and of the whole client build.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../client/dist');
const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const landing = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const allJs = walk(join(dist, 'assets')).filter((file) => file.endsWith('.js'));

const landingKb = landing.reduce((sum, src) => sum + gzipKb(join(dist, src)), 0);
const totalKb = allJs.reduce((sum, file) => sum + gzipKb(file), 0);
const budgetKb = 170;

console.table({
  'landing route JS': { files: landing.length, 'gzip KB': landingKb.toFixed(1), budget: budgetKb },
  'whole build JS': { files: allJs.length, 'gzip KB': totalKb.toFixed(1), budget: '-' },
});
if (landingKb > budgetKb) {
  console.error(`Landing JS ${landingKb.toFixed(1)} KB gzip is over the ${budgetKb} KB budget`);
  process.exitCode = 1;
}
