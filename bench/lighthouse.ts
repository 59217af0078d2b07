// `npm run bench -- lighthouse`: Lighthouse (mobile preset, simulated throttling) on pages as `npm start` serves
// them, several runs each, medians reported against issue 18's goals. Scores are what Lighthouse computes on this
// machine; the CPU throttling it simulates is calibrated on a fast desktop, so read them against each other, not
// as field data.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { newVapidEnv } from '../apps/api/src/modules/push/vapid-keys';
import { positiveInt, repoRoot, UsageError, type Benchmark } from './lib/benchmark';
import { onCleanup } from './lib/cleanup';
import { median } from './lib/load';
import { describePage, fetchPage } from './lib/page';
import { freePort, startTsProcess, waitForReady } from './lib/processes';
import { machineContext, markdownTable } from './lib/report';

const CHROMIUM = '/usr/bin/chromium';
/** Issue 18's pages: each demo brand's home, menu or shop. */
const DEFAULT_PAGES = ['/bistro/home', '/bistro/menu', '/grocer/shop', '/motors/stock-list', '/parts/store'];
const DEFAULT_RUNS = 5;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse took for the largest contentful paint. */
  lcpElement: string;
}

type Figure = Exclude<keyof Run, 'lcpElement'>;

interface Goal {
  figure: Figure;
  name: string;
  /** The median must be at least this (scores) or at most this (timings, shift). */
  bound: number;
  kind: 'min' | 'max';
  show: (value: number) => string;
}

const score = (v: number) => String(v);
const millis = (v: number) => `${Math.round(v)} ms`;

/** Issue 18's goals for every page, on the medians. */
const GOALS: Goal[] = [
  { figure: 'performance', name: 'performance', bound: 95, kind: 'min', show: score },
  { figure: 'lcpMs', name: 'LCP', bound: 2000, kind: 'max', show: millis },
  { figure: 'tbtMs', name: 'TBT', bound: 150, kind: 'max', show: millis },
  { figure: 'cls', name: 'CLS', bound: 0.02, kind: 'max', show: (v) => v.toFixed(3) },
  { figure: 'seo', name: 'SEO', bound: 100, kind: 'min', show: score },
  { figure: 'accessibility', name: 'accessibility', bound: 100, kind: 'min', show: score },
];

const goalText = (g: Goal) =>
  `${g.name} ${g.kind === 'min' ? (g.bound === 100 ? '=' : '≥') : '≤'} ${g.show(g.bound)}`;

/** The goals a page's medians miss, as `TBT 370 ms > 150 ms`. */
function misses(medians: Record<Figure, number>): string[] {
  return GOALS.filter((g) => {
    const value = medians[g.figure];
    return Number.isNaN(value) || (g.kind === 'min' ? value < g.bound : value > g.bound);
  }).map((g) => `${g.name} ${g.show(medians[g.figure])} ${g.kind === 'min' ? '<' : '>'} ${g.show(g.bound)}`);
}

/** A run Lighthouse could not finish (page not loaded in time, protocol error): retried, never averaged in. */
class FailedRun extends Error {}

const usage = [
  `  --runs N            Lighthouse runs per page (default ${DEFAULT_RUNS}); the table shows medians`,
  `  --pages a,b         paths to audit (default ${DEFAULT_PAGES.join(',')})`,
  "  --save DIR          also write each run's full Lighthouse report (JSON) to DIR",
  '',
  `Goals, on each page's medians: ${GOALS.map(goalText).join(', ')}.`,
  'Misses are listed per page; the run still exits 0.',
  `Needs the built web app (npm run build) and Chromium at ${CHROMIUM}.`,
].join('\n');

function parseOptions(args: string[]) {
  let values: { runs?: string; pages?: string; save?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { runs: { type: 'string' }, pages: { type: 'string' }, save: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  return {
    runs: positiveInt('runs', values.runs, DEFAULT_RUNS),
    pages: values.pages === undefined ? DEFAULT_PAGES : values.pages.split(',').filter(Boolean),
    save: values.save,
  };
}

async function audit(url: string, savePath?: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new FailedRun(`Lighthouse returned nothing for ${url}`);
    if (savePath) await writeFile(savePath, JSON.stringify(result.lhr));
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new FailedRun(`${runtimeError.code}: ${runtimeError.message}`);
    if (categories.performance?.score == null) throw new FailedRun('no performance score');
    const lcpDetails = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    };
  } finally {
    chrome.kill();
  }
}

export const benchmark: Benchmark = {
  description: 'Lighthouse scores and LCP/TBT/CLS of pages as npm start serves them (mobile preset)',
  usage,
  async run(args) {
    const options = parseOptions(args);
    if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
      throw new UsageError('The web app is not built: run `npm run build` first.');
    if (!existsSync(CHROMIUM))
      throw new UsageError(`Chromium is not at ${CHROMIUM}: apt-get install chromium`);

    console.log(`npm run bench -- lighthouse ${args.join(' ')}`.trimEnd());
    console.log(machineContext().join('\n'));
    console.log(`goals on the medians of ${options.runs} runs: ${GOALS.map(goalText).join(', ')}`);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-lighthouse-'));
    onCleanup('remove the temporary database', () => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const secret = () => randomBytes(36).toString('base64url');
    const server = startTsProcess(
      'storefront',
      'bench/app-server.ts',
      {
        ...process.env,
        PORT: String(port),
        NODE_ENV: 'production',
        PUBLIC_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
        PGLITE_DIR: path.join(dataDir, 'db'),
        DATA_DIR: dataDir,
        JWT_SECRET: secret(),
        COOKIE_SECRET: secret(),
        ...newVapidEnv(),
      },
      port,
    );
    // Migrating and seeding a fresh database takes a minute or more when the 2 cores are busy with other work.
    await waitForReady(server, '/readyz', 240_000);

    // Every page must load (a mistyped path would be scored all the same), and the reader sees what was audited.
    console.log('\nThe pages as the server answers them:');
    for (const page of options.pages)
      console.log(`  ${page}: ${describePage(await fetchPage(`http://localhost:${port}${page}`))}`);
    console.log();

    const rows: string[][] = [];
    const missed: string[] = [];
    const summary = (title: string) => {
      if (rows.length === 0) return;
      console.log(`\n${title} (goals: ${GOALS.map(goalText).join(', ')}):\n`);
      console.log(
        markdownTable(
          [
            'page',
            'performance',
            'accessibility',
            'best practices',
            'SEO',
            'LCP ms',
            'TBT ms',
            'CLS',
            'goal',
          ],
          rows,
          [false, true, true, true, true, true, true, true, false],
        ),
      );
      console.log(`\nGoals missed, per page:\n${missed.join('\n')}`);
    };
    /** Why a run failed, when it is the server's doing: it stopped, or it no longer answers the page. */
    const serverTrouble = async (url: string): Promise<string | undefined> => {
      const { exitCode, signalCode } = server.child;
      if (exitCode !== null || signalCode !== null)
        return `the server stopped (${exitCode ?? signalCode}); its last output:\n${server.output().slice(-4000)}`;
      try {
        await fetchPage(url);
        return undefined;
      } catch (error) {
        return `the server no longer answers the page: ${error instanceof Error ? error.message : String(error)}`;
      }
    };
    try {
      for (const page of options.pages) {
        const runs: Run[] = [];
        // Lighthouse visits from localhost so the browser treats the page as a secure context, as in production.
        const url = `http://localhost:${port}${page}`;
        if (options.save) await mkdir(options.save, { recursive: true });
        let failures = 0;
        for (let i = 1; i <= options.runs; i++) {
          const savePath = options.save
            ? path.join(options.save, `${page.replace(/\W+/g, '_')}-${i}.json`)
            : undefined;
          let run: Run;
          try {
            run = await audit(url, savePath);
          } catch (error) {
            if (!(error instanceof FailedRun)) throw error;
            const trouble = await serverTrouble(url);
            if (trouble) throw new Error(`${page} run ${i}: ${error.message}; ${trouble}`);
            if (++failures > 2) throw error;
            console.log(`${page} run ${i}/${options.runs} failed (${error.message}); running it again`);
            i--;
            continue;
          }
          console.log(
            `${page} run ${i}/${options.runs}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
              `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, ` +
              `LCP element ${run.lcpElement.slice(0, 90)}`,
          );
          runs.push(run);
        }
        const m = (key: Figure) => median(runs.map((r) => r[key]));
        const pageMisses = misses({
          performance: m('performance'),
          accessibility: m('accessibility'),
          bestPractices: m('bestPractices'),
          seo: m('seo'),
          lcpMs: m('lcpMs'),
          tbtMs: m('tbtMs'),
          cls: m('cls'),
        });
        const verdict = pageMisses.length === 0 ? 'PASS' : 'MISS';
        missed.push(
          `  ${page}: ${pageMisses.length === 0 ? 'meets every goal' : `misses ${pageMisses.join(', ')}`}`,
        );
        rows.push([
          page,
          String(m('performance')),
          String(m('accessibility')),
          String(m('bestPractices')),
          String(m('seo')),
          String(Math.round(m('lcpMs'))),
          String(Math.round(m('tbtMs'))),
          m('cls').toFixed(3),
          verdict,
        ]);
      }
    } catch (error) {
      summary(`The run stopped early; medians of ${options.runs} runs of the pages finished before`);
      throw error;
    }
    await server.stop();
    summary(`Medians of ${options.runs} runs`);
    return 0;
  },
};
