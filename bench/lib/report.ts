import os from 'node:os';

/** Where the figures were taken: they mean little without it. */
export function machineContext(): string[] {
  const cpus = os.cpus();
  const models = [...new Set(cpus.map((c) => c.model.trim()))].join(', ');
  const load = os.loadavg().map((l) => l.toFixed(2));
  return [
    `date: ${new Date().toISOString()}`,
    `node: ${process.version} (${process.platform} ${os.release()} ${process.arch})`,
    `cpu: ${models || 'unknown'} × ${cpus.length}`,
    `memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `load average before the run (1/5/15 min): ${load.join(' / ')}`,
  ];
}

/** A Markdown table, columns padded so it reads in a terminal too; `right` marks right-aligned columns. */
export function markdownTable(header: string[], rows: string[][], right: boolean[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number) =>
    right[i] ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
