// The client: gzip size of the JavaScript the landing route loads and of the whole build (the
// logic of `npm run size -w client`), then Lighthouse on `/` of the started product with Debian's
// Chromium (default Lighthouse settings: a mid-range phone on a throttled 4G connection, simulated).
//   npm run bench:client -w bench      (after `npm run build`; DATABASE_URL: see the README)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { measureBuild } from '../client/scripts/landing-size.mjs';
import { dropDatabase, freshDatabase } from './lib/database.mjs';
import { startProductServer } from './lib/product-server.mjs';
import { checkLoad, isMain, saveSection } from './lib/results.mjs';

export const CLIENT_BUDGET = {
  landingJsGzipKB: 170,
  performance: 95,
  accessibility: 95,
  seo: 100,
};
const CLIENT_DIST = new URL('../client/dist/', import.meta.url);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DATABASE = 'powergym_bench_client';
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

async function lighthouseRun(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const failing = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    return {
      // Set when Lighthouse could not measure the page (then every score reads 0).
      runtimeError: lhr.runtimeError
        ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
        : null,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metricsMs: {
        firstContentfulPaint: metric('first-contentful-paint'),
        largestContentfulPaint: metric('largest-contentful-paint'),
        totalBlockingTime: metric('total-blocking-time'),
        speedIndex: metric('speed-index'),
      },
      cumulativeLayoutShift: Number(
        (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      ),
      scriptsFetched: scripts.length,
      scriptTransferKB: kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
      scriptUrls: scripts.map((item) => new URL(item.url).pathname),
      notPassing: {
        performance: failing('performance'),
        accessibility: failing('accessibility'),
        bestPractices: failing('best-practices'),
        seo: failing('seo'),
      },
      lighthouseVersion: lhr.lighthouseVersion,
      // Lighthouse's own CPU score of the machine: its 4x slowdown assumes a fast desktop, so a
      // slower machine's TBT (and score) is worse for the same page; compare runs by this too.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The run with the median performance score, so one noisy run does not decide. A run Lighthouse
 * could not measure is left out (and reported), not counted as a 0.
 */
function median(runs) {
  const measured = runs.filter((run) => !run.runtimeError);
  const sorted = (measured.length > 0 ? measured : runs).sort(
    (a, b) => a.performance - b.performance,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const scoreOrError = (run) => (run.runtimeError ? 'error' : run.performance);

export async function benchClient() {
  const loadAverageAtStart = checkLoad();
  const sizes = measureBuild();
  const databaseUrl = await freshDatabase(DATABASE);
  const product = await startProductServer({ databaseUrl });
  const runs = { mobile: [], desktop: [] };
  try {
    for (let i = 0; i < RUNS; i += 1) {
      runs.mobile.push(await lighthouseRun(`${product.url}/`, 'mobile'));
      runs.desktop.push(await lighthouseRun(`${product.url}/`, 'desktop'));
    }
  } finally {
    await product.stop();
    await dropDatabase(DATABASE);
  }
  const mobile = median(runs.mobile);
  // Every script the page fetched, measured like the budget (gzip -9 of the built file), the
  // build's chunks and public/ files (app-shell.js) alike.
  const fetchedGzip = mobile.scriptUrls
    .map((path) => new URL(`.${path}`, CLIENT_DIST))
    .filter((file) => existsSync(file))
    .map((file) => ({
      file: file.pathname,
      gzip: gzipSync(readFileSync(file), { level: 9 }).length,
    }));
  const section = {
    budget: CLIENT_BUDGET,
    landingJsGzipKB: kb(sizes.landing.gzipBytes),
    entryJsGzipKB: kb(sizes.entry.gzipBytes),
    landingFetchedJsGzipKB: kb(fetchedGzip.reduce((sum, { gzip }) => sum + gzip, 0)),
    buildJsGzipKB: kb(sizes.build.gzipBytes),
    buildJsFiles: sizes.build.files,
    lighthouse: {
      runs: RUNS,
      mobile,
      desktop: median(runs.desktop),
      performanceScores: {
        mobile: runs.mobile.map(scoreOrError),
        desktop: runs.desktop.map(scoreOrError),
      },
      runtimeErrors: [...runs.mobile, ...runs.desktop]
        .map((run) => run.runtimeError)
        .filter(Boolean),
    },
    loadAverageAtStart,
  };
  section.withinBudget =
    section.landingFetchedJsGzipKB <= CLIENT_BUDGET.landingJsGzipKB &&
    mobile.performance >= CLIENT_BUDGET.performance &&
    mobile.accessibility >= CLIENT_BUDGET.accessibility &&
    mobile.seo >= CLIENT_BUDGET.seo;
  saveSection('client', section);
  return section;
}

export function printClient(section) {
  const { mobile, desktop } = section.lighthouse;
  console.log('\nClient');
  console.table({
    'landing JS, static graph (KB gzip)': { value: section.landingJsGzipKB, budget: '' },
    // The budget counts every script `/` fetches before anyone touches it, lazy chunks included.
    'JS fetched by / in Chromium (KB gzip)': {
      value: section.landingFetchedJsGzipKB,
      budget: `≤ ${CLIENT_BUDGET.landingJsGzipKB}`,
    },
    'whole build JS (KB gzip)': { value: section.buildJsGzipKB, budget: '' },
    'Lighthouse performance (mobile)': {
      value: mobile.performance,
      budget: `≥ ${CLIENT_BUDGET.performance}`,
    },
    'Lighthouse accessibility': {
      value: mobile.accessibility,
      budget: `≥ ${CLIENT_BUDGET.accessibility}`,
    },
    'Lighthouse best practices': { value: mobile.bestPractices, budget: '' },
    'Lighthouse SEO': { value: mobile.seo, budget: `≥ ${CLIENT_BUDGET.seo}` },
    'Lighthouse performance (desktop)': { value: desktop.performance, budget: '' },
  });
  console.log(
    `Machine: Lighthouse benchmarkIndex ${mobile.benchmarkIndex}. Mobile metrics (ms): FCP ${mobile.metricsMs.firstContentfulPaint}, LCP ${mobile.metricsMs.largestContentfulPaint}, TBT ${mobile.metricsMs.totalBlockingTime}, SI ${mobile.metricsMs.speedIndex}; CLS ${mobile.cumulativeLayoutShift}. Performance scores per run: mobile ${section.lighthouse.performanceScores.mobile.join(', ')}; desktop ${section.lighthouse.performanceScores.desktop.join(', ')}`,
  );
  for (const [category, audits] of Object.entries(mobile.notPassing)) {
    if (audits.length > 0) console.log(`Not passing (${category}): ${audits.join(', ')}`);
  }
  for (const error of section.lighthouse.runtimeErrors)
    console.log(`Lighthouse run error: ${error}`);
  console.log(`Budget: ${section.withinBudget ? 'met' : 'NOT met'}`);
}

if (isMain(import.meta.url)) {
  const section = await benchClient();
  printClient(section);
}
