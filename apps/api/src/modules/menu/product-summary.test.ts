import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from '../../lib/sanitize-html';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { productSummaryText } from './product-summary';

/** Descriptions as brands write them; each is stored sanitised, so the summary reads the sanitised form. */
const DESCRIPTIONS = [
  '',
  'Plain text, no tags',
  '<p>Crisp, sweet-sharp Braeburns.</p><ul><li><strong>Origin:</strong> Kent, UK</li><li>Season: Oct</li></ul>',
  '<p>Fish &amp; chips &lt;3 &quot;proper&quot; &#39;chippy&#39; &nbsp;tea&hellip; &#x263A;</p>',
  'Write &amp;lt; to show &lt; on a page',
  '<h3>Title</h3>Line one<br>Line two<br/>Line three<hr>After the rule',
  '<table><tr><th>Size</th><td>1 kg</td></tr><tr><td colspan="2">Loose</td></tr></table>',
  '<blockquote>Best in Kent</blockquote>— Judges',
  '<p>Crisp <strong>apples</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
  '<a href="https://example.com/?a=1&b=<2>" title="x > y">Our farm</a> and <img src="https://x.test/a.png" alt="a > b">',
  '  \n\t<p>  Spaced\n\n out  </p>\u00a0 ',
  '<div><span>Cox’s Orange</span><em>Pippins</em></div>',
  '<unknown-tag>kept text</unknown-tag><style>p { color: red }</style>',
];

describe('productSummaryText', () => {
  const summary = (html: string) => productSummaryText(sanitizeProductHtml(html));

  it('is the text of the description, blocks and line breaks read as spaces', () => {
    expect(summary(DESCRIPTIONS[2]!)).toBe('Crisp, sweet-sharp Braeburns. Origin: Kent, UK Season: Oct');
    expect(summary(DESCRIPTIONS[5]!)).toBe('Title Line one Line two Line three After the rule');
    expect(summary(DESCRIPTIONS[6]!)).toBe('Size 1 kg Loose');
    expect(summary(DESCRIPTIONS[11]!)).toBe('Cox’s OrangePippins');
  });

  it('decodes escaped characters once', () => {
    expect(summary(DESCRIPTIONS[3]!)).toBe('Fish & chips <3 "proper" \'chippy\' tea… ☺');
    expect(summary(DESCRIPTIONS[4]!)).toBe('Write &lt; to show < on a page');
  });

  it('leaves out what sanitising removes, attributes included', () => {
    expect(summary(DESCRIPTIONS[8]!)).toBe('Crisp apples');
    expect(summary(DESCRIPTIONS[9]!)).toBe('Our farm and');
    expect(summary(DESCRIPTIONS[12]!)).toBe('kept text');
  });

  it('collapses spaces and trims the ends', () => {
    expect(summary(DESCRIPTIONS[10]!)).toBe('Spaced out');
    expect(summary('')).toBe('');
  });

  it('decodes the escapes it knows and keeps the rest as written', () => {
    expect(productSummaryText('&amp;amp; &#0; &#xD800; &#1114112; &copy;')).toBe(
      '&amp; &#0; &#xD800; &#1114112; &copy;',
    );
  });
});

/** The backfill's expression on "content", as migration 0022 writes it. */
const backfill = (() => {
  const migration = readFileSync(
    new URL('../../db/migrations/0022_product_summary.sql', import.meta.url),
    'utf8',
  );
  const expression = /SET "summary" = ([\s\S]+)\nWHERE/.exec(migration)?.[1];
  if (!expression) throw new Error('0022_product_summary.sql has no backfill statement');
  return expression;
})();

/**
 * Migration 0022 fills the summary of products stored before it in SQL: on either database it gives what the
 * function gives, on these descriptions and on every product the seeded brands stored (whose summary the
 * import wrote with the function).
 */
describe.each(DRIVERS)('the backfill of migration 0022 on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());
  /** Both drivers answer `execute` with the rows under `rows`. */
  const select = async <Row extends Record<string, unknown>>(query: SQL) =>
    ((await t.app.database.db.execute<Row & Record<string, unknown>>(query)) as { rows: Row[] }).rows;

  it('gives what the function gives', async () => {
    const sanitised = DESCRIPTIONS.map(sanitizeProductHtml);
    const values = sql.join(
      sanitised.map((html) => sql`${html}::text`),
      sql`, `,
    );
    const rows = await select<{ summary: string }>(
      sql`select ${sql.raw(backfill)} as summary
          from unnest(array[${values}]) with ordinality as products(content, n) order by n`,
    );
    expect(rows.map((r) => r.summary)).toEqual(sanitised.map(productSummaryText));
  });

  it('gives the summary the import stored, on every seeded product', async () => {
    const rows = await select<{ id: number; stored: string; backfilled: string }>(
      sql`select id, summary as stored, ${sql.raw(backfill)} as backfilled from products where content <> ''`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.stored !== r.backfilled)).toEqual([]);
    expect(rows.filter((r) => r.stored === '')).toEqual([]);
  });
});
