// Every answer of the game day (when, what, how long, whether it was a success) and what was done to the servers
// when, summed per minute: the table and chart of the report.
import { percentile } from '../stats';

export type Kind =
  'page' | 'read' | 'quote' | 'order' | 'payment' | 'kitchen' | 'seller' | 'sign-in' | 'gift card';

interface Entry {
  at: number;
  kind: Kind;
  ms: number;
  ok: boolean;
}

export interface Minute {
  minute: number;
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  orderP99: number;
  orders: number;
  events: string[];
}

export class Recorder {
  started = Date.now();
  private entries: Entry[] = [];
  readonly events: { at: number; text: string }[] = [];

  /** The load starts: minutes count from now, and what was recorded while preparing is dropped. */
  begin(): void {
    this.started = Date.now();
    this.entries = [];
  }

  add(kind: Kind, startedAt: number, ok: boolean): void {
    const now = Date.now();
    this.entries.push({ at: now, kind, ms: now - startedAt, ok });
  }

  event(text: string): void {
    this.events.push({ at: Date.now(), text });
    const t = ((Date.now() - this.started) / 1000).toFixed(0).padStart(5);
    console.log(`  ${t} s  ${text}`);
  }

  perMinute(): Minute[] {
    const minutes: Minute[] = [];
    const byMinute = new Map<number, Entry[]>();
    for (const entry of this.entries) {
      const minute = Math.floor((entry.at - this.started) / 60_000);
      let list = byMinute.get(minute);
      if (!list) byMinute.set(minute, (list = []));
      list.push(entry);
    }
    for (const [minute, entries] of [...byMinute].sort((a, b) => a[0] - b[0])) {
      const all = entries.map((e) => e.ms).sort((a, b) => a - b);
      const orders = entries.filter((e) => e.kind === 'order' && e.ok).map((e) => e.ms);
      orders.sort((a, b) => a - b);
      minutes.push({
        minute: minute + 1,
        requests: entries.length,
        failed: entries.filter((e) => !e.ok).length,
        p50: percentile(all, 0.5),
        p99: percentile(all, 0.99),
        orderP99: percentile(orders, 0.99),
        orders: orders.length,
        events: this.events
          .filter((e) => Math.floor((e.at - this.started) / 60_000) === minute)
          .map((e) => e.text),
      });
    }
    return minutes;
  }
}
