// The game day's chart: p99 latency per minute and each process's RSS, with the faults marked, drawn as SVG and
// saved as PNG through Debian's Chromium (playwright-core), so docs/benchmarks.md can show it.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { MemorySample } from './cluster';
import type { Minute } from './recorder';

const WIDTH = 900;
/** The faults marked on the chart, by how their event starts, with the colour of their dashed line. */
const FAULTS: [string, string][] = [
  ['API process 2 killed', '#d62728'],
  ['Redis', '#ff7f0e'],
  ['PostgreSQL', '#9467bd'],
];
const PANEL = 220;
const LEFT = 60;
const RIGHT = 20;

interface Series {
  label: string;
  colour: string;
  points: { x: number; y: number }[];
}

function panel(
  top: number,
  title: string,
  unit: string,
  series: Series[],
  xMax: number,
  marks: { x: number; colour: string }[],
) {
  const yMax = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.y))) * 1.1;
  const sx = (x: number) => LEFT + (x / xMax) * (WIDTH - LEFT - RIGHT);
  const sy = (y: number) => top + PANEL - (y / yMax) * PANEL;
  const parts = [
    `<text x="${LEFT}" y="${top - 8}" font-size="13" font-weight="bold">${title}</text>`,
    `<line x1="${LEFT}" y1="${top + PANEL}" x2="${WIDTH - RIGHT}" y2="${top + PANEL}" stroke="#888"/>`,
    `<line x1="${LEFT}" y1="${top}" x2="${LEFT}" y2="${top + PANEL}" stroke="#888"/>`,
  ];
  for (let i = 0; i <= 4; i++) {
    const y = (yMax * i) / 4;
    parts.push(
      `<text x="${LEFT - 6}" y="${sy(y) + 4}" font-size="10" text-anchor="end">${y >= 10 ? Math.round(y) : y.toFixed(1)}</text>`,
      `<line x1="${LEFT}" y1="${sy(y)}" x2="${WIDTH - RIGHT}" y2="${sy(y)}" stroke="#eee"/>`,
    );
  }
  parts.push(
    `<text x="12" y="${top + PANEL / 2}" font-size="10" transform="rotate(-90 12 ${top + PANEL / 2})">${unit}</text>`,
  );
  const step = Math.max(1, Math.ceil(xMax / 15));
  for (let x = 0; x <= xMax; x += step)
    parts.push(`<text x="${sx(x)}" y="${top + PANEL + 14}" font-size="10" text-anchor="middle">${x}</text>`);
  for (const mark of marks)
    parts.push(
      `<line x1="${sx(mark.x)}" y1="${top}" x2="${sx(mark.x)}" y2="${top + PANEL}" stroke="${mark.colour}" stroke-dasharray="3,3"/>`,
    );
  series.forEach((s, i) => {
    const path = s.points
      .map((p, j) => `${j === 0 ? 'M' : 'L'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`)
      .join(' ');
    parts.push(
      `<path d="${path}" fill="none" stroke="${s.colour}" stroke-width="2"/>`,
      `<text x="${WIDTH - RIGHT - 160 * (i + 1)}" y="${top - 8}" font-size="11" fill="${s.colour}">${s.label}</text>`,
    );
  });
  return parts.join('\n');
}

/** Writes the chart to `file` (PNG). `events`: minutes from the start and what happened then. */
export async function drawChart(
  file: string,
  minutes: Minute[],
  memory: { label: string; samples: MemorySample[] }[],
  started: number,
  events: { at: number; text: string }[],
): Promise<void> {
  const xMax = Math.max(1, ...minutes.map((m) => m.minute));
  const marks = events.flatMap((e) => {
    const colour = FAULTS.find(([prefix]) => e.text.startsWith(prefix))?.[1];
    return colour ? [{ x: (e.at - started) / 60_000, colour }] : [];
  });
  const colours = ['#1f77b4', '#2ca02c', '#9467bd', '#ff7f0e'];
  const latency: Series[] = [
    {
      label: 'p99, every call (ms)',
      colour: '#1f77b4',
      points: minutes.map((m) => ({ x: m.minute - 0.5, y: m.p99 })),
    },
    {
      label: 'p99, orders (ms)',
      colour: '#ff7f0e',
      points: minutes
        .filter((m) => !Number.isNaN(m.orderP99))
        .map((m) => ({ x: m.minute - 0.5, y: m.orderP99 })),
    },
  ];
  const rss: Series[] = memory.map((m, i) => ({
    label: `${m.label} RSS (MiB)`,
    colour: colours[i % colours.length]!,
    points: m.samples
      .map((s) => ({ x: (s.at - started) / 60_000, y: s.rss / 2 ** 20 }))
      .filter((p) => p.x >= 0 && p.x <= xMax),
  }));
  const height = 2 * PANEL + 124;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="white"/>
${panel(30, 'p99 latency per minute', 'ms', latency, xMax, marks)}
${panel(PANEL + 80, 'Memory of each API process (RSS, sampled every 10 s)', 'MiB', rss, xMax, marks)}
<text x="${WIDTH / 2}" y="${height - 6}" font-size="11" text-anchor="middle">minutes from the start; dashed lines: <tspan fill="#d62728">API process 2 killed</tspan>, <tspan fill="#ff7f0e">Redis stopped / started</tspan>, <tspan fill="#9467bd">PostgreSQL crashed and started</tspan></text>
</svg>`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height } });
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    await writeFile(file, await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height } }));
  } finally {
    await browser.close();
  }
}
