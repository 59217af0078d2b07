// The game day's report: what the crowd did and was answered, p99 per minute with the faults of that minute,
// each process's memory slope, the audit, and the chart.
import { markdownTable } from '../report';
import type { AuditResult } from './audit';
import { drawChart } from './chart';
import type { MemorySample } from './cluster';
import type { SentOrder } from './orders';
import type { Recorder } from './recorder';
import { slope } from '../stats';

export interface Report {
  options: { minutes: number; ordersPerSecond: number; chart?: string };
  recorder: Recorder;
  orders: { sent: SentOrder[]; skipped: number };
  cooked: { moved: number; rejected: number };
  edits: { edits: number; failed: number };
  bought: { ok: number; failed: number };
  signedIn: { ok: number; failed: number };
  result: AuditResult;
  memory: { label: string; samples: MemorySample[] }[];
  loadStart: number;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : String(Math.round(value)));
const mib = (bytes: number) => bytes / 2 ** 20;

/** MiB per minute over the samples after the first fifth of the run (start-up and warm caches left out). */
function memorySlopes(samples: MemorySample[], loadStart: number, minutes: number) {
  const from = loadStart + minutes * 12_000;
  const kept = samples.filter((s) => s.at >= from);
  const x = (s: MemorySample) => (s.at - loadStart) / 60_000;
  return {
    samples: kept.length,
    incarnations: new Set(samples.map((s) => s.pid)).size,
    rss: slope(kept.map((s) => ({ x: x(s), y: mib(s.rss) }))),
    heap: slope(kept.map((s) => ({ x: x(s), y: mib(s.heapUsed) }))),
    lastRss: mib(samples.at(-1)?.rss ?? Number.NaN),
    maxRss: mib(Math.max(0, ...samples.map((s) => s.rss))),
  };
}

export async function report(r: Report): Promise<void> {
  const sent = r.orders.sent;
  const count = (pick: (s: SentOrder) => boolean) => sent.filter(pick).length;
  const refused = new Map<number, number>();
  for (const s of sent)
    if (s.status !== undefined && s.status !== 200) refused.set(s.status, (refused.get(s.status) ?? 0) + 1);
  console.log('\n### What the crowd did\n');
  console.log(
    [
      `orders sent ${sent.length} (${r.orders.skipped} not sent: too many on their way), answered 200 ${r.result.answered}, ` +
        `refused ${[...refused].map(([status, n]) => `${status}×${n}`).join(' ') || 'none'}, no answer within 90 s ${count((s) => s.status === undefined)}; ` +
        `sent again after no answer or a 5xx: ${count((s) => s.attempts > 1)} orders`,
      `card payments: paid ${count((s) => s.payment === 'paid')}, declined ${count((s) => s.payment === 'declined')}, ` +
        `abandoned when their process died ${count((s) => s.payment === 'abandoned')}`,
      `kitchen: ${r.cooked.moved} orders completed, ${r.cooked.rejected} turned away; seller: ${r.edits.edits} edits (${r.edits.failed} failed); ` +
        `gift cards bought ${r.bought.ok} (${r.bought.failed} failed); sign-ins ${r.signedIn.ok} (${r.signedIn.failed} failed)`,
    ].join('\n'),
  );

  const reasons = new Map<string, number>();
  for (const s of sent)
    if (s.refusal) reasons.set(`${s.kind}: ${s.refusal}`, (reasons.get(`${s.kind}: ${s.refusal}`) ?? 0) + 1);
  for (const [reason, n] of reasons) console.log(`  refused ${n} × ${reason}`);

  const minutes = r.recorder.perMinute();
  console.log(
    '\n### Per minute (every call: pages, reads, quotes, orders, payments, kitchen, seller, sign-ins)\n',
  );
  console.log(
    markdownTable(
      ['min', 'calls', 'failed', 'p50 ms', 'p99 ms', 'orders', 'orders p99 ms', 'what happened'],
      minutes.map((m) => [
        String(m.minute),
        String(m.requests),
        String(m.failed),
        ms(m.p50),
        ms(m.p99),
        String(m.orders),
        ms(m.orderP99),
        m.events.join('; '),
      ]),
      [true, true, true, true, true, true, true, false],
    ),
  );

  console.log('\n### Memory (slope: least squares over the samples after the first fifth of the run)\n');
  console.log(
    markdownTable(
      [
        'process',
        'incarnations',
        'samples',
        'RSS MiB/min',
        'heap MiB/min',
        'RSS at the end MiB',
        'RSS max MiB',
      ],
      r.memory.map((m) => {
        const s = memorySlopes(m.samples, r.loadStart, r.options.minutes);
        return [
          m.label,
          String(s.incarnations),
          String(s.samples),
          s.rss.toFixed(2),
          s.heap.toFixed(2),
          s.lastRss.toFixed(0),
          s.maxRss.toFixed(0),
        ];
      }),
      [false, true, true, true, true, true, true],
    ),
  );

  const a = r.result;
  console.log('\n### Audit of the end state\n');
  console.log(
    markdownTable(
      [
        'answered 200',
        'lost',
        'doubled',
        'half-written',
        'stored, unanswered',
        'payments w/o order',
        'gift-card ledger',
        'rewards ledger',
        'stock',
        'emails',
        'stuck holds',
        'result',
      ],
      [
        [
          a.answered,
          a.lost,
          a.doubled,
          a.halfWritten,
          a.storedUnanswered,
          a.paymentsWithoutOrder,
          a.giftCardMismatches,
          a.rewardMismatches,
          a.stockMismatches,
          a.emailMismatches,
          a.stuckPendingPayment,
        ]
          .map(String)
          .concat(a.problems.length === 0 ? 'PASS' : 'FAIL'),
      ],
      Array.from({ length: 12 }, () => true),
    ),
  );
  if (a.problems.length > 0) console.error(`\nFAILED:\n${a.problems.map((p) => `  ${p}`).join('\n')}`);
  if (r.options.chart) {
    // The minute after the crowd stopped holds only the last answers: left off the chart.
    const charted = minutes.filter((m) => m.minute <= r.options.minutes);
    await drawChart(r.options.chart, charted, r.memory, r.loadStart, r.recorder.events);
    console.log(`\nchart: ${r.options.chart}`);
  }
}
