// `npm run bench -- lighthouse`: Lighthouse (mobile preset, simulated throttling) on pages as `npm start` serves
// them, several runs each, medians reported. Scores are what Lighthouse computes on this machine; the CPU
// throttling it simulates is calibrated on a fast desktop, so read them against each other, not as field data.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { positiveInt, repoRoot, UsageError, type Benchmark } from './lib/benchmark';
import { onCleanup } from './lib/cleanup';
import { median } from './lib/load';
import { freePort, startTsProcess, waitForReady } from './lib/processes';
import { machineContext, markdownTable } from './lib/report';

const CHROMIUM = '/usr/bin/chromium';
const GOALS = { performance: 95, accessibility: 100 };

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

/** A run Lighthouse could not finish (page not loaded in time, protocol error): retried, never averaged in. */
class FailedRun extends Error {}

const usage = [
  '  --runs N            Lighthouse runs per page (default 3); the table shows medians',
  '  --pages a,b         paths to audit (default /bistro/home,/bistro/menu)',
  "  --save DIR          also write each run's full Lighthouse report (JSON) to DIR",
  '',
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
    runs: positiveInt('runs', values.runs, 3),
    pages: (values.pages ?? '/bistro/home,/bistro/menu').split(',').filter(Boolean),
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

    console.log(machineContext().join('\n'));
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-lighthouse-'));
    onCleanup('remove the temporary database', () => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const secret = () => randomBytes(36).toString('base64url');
    const server = startTsProcess(
      'storefront',
      'apps/api/src/server.ts',
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
      },
      port,
    );
    await waitForReady(server, '/readyz');

    const rows: string[][] = [];
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
          if (!(error instanceof FailedRun) || ++failures > 2) throw error;
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
      const m = (key: Exclude<keyof Run, 'lcpElement'>) => median(runs.map((r) => r[key]));
      const verdict =
        m('performance') >= GOALS.performance && m('accessibility') >= GOALS.accessibility ? 'PASS' : 'MISS';
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
    await server.stop();
    console.log(
      `\nMedians of ${options.runs} runs (goal: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}):\n`,
    );
    console.log(
      markdownTable(
        ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'goal'],
        rows,
        [false, true, true, true, true, true, true, true, false],
      ),
    );
    return 0;
  },
};
