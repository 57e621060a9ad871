// bench/results/latest.json holds the last result of each part; a part run alone replaces only
// its own section.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = fileURLToPath(new URL('../results/latest.json', import.meta.url));

export function readResults() {
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

export function saveSection(name, section) {
  const results = readResults();
  results.machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: section.loadAverageAtStart ?? results.machine?.loadAverageAtStart,
  };
  results[name] = { measuredAt: new Date().toISOString(), ...section };
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

/** True when the module is the script node was started with (so each part also runs alone). */
export function isMain(importMetaUrl) {
  return process.argv[1] !== undefined && fileURLToPath(importMetaUrl) === process.argv[1];
}

/** The 1-minute load average, with a warning when other work would skew the figures. */
export function checkLoad() {
  const [load] = os.loadavg();
  if (load >= 1.5) {
    console.warn(
      `Warning: load average ${load.toFixed(2)} — other work on this machine will skew the figures.`,
    );
  }
  return Number(load.toFixed(2));
}
