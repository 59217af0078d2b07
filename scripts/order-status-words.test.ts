import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@storefront/contract/order';
import { ORDER_STAGES, allStageWords } from '@storefront/domain/order-status';

/**
 * Every status word customers, staff and emails read comes from packages/domain/src/order-status.ts (ADR 0039). This reads the
 * source of both apps and the packages, as the compiler parses it, and fails on a status word written anywhere
 * else:
 * - a map from statuses to text (`{ Placed: 'New', Accepted: 'Preparing', … }`), the shape each screen's own
 *   words used to take;
 * - text that is a vocabulary word (or starts with one: 'Cancelled: do not make') in JSX, in a display
 *   attribute, or as a label's value; words that are not also a status's name ('Out for delivery', 'Ready to
 *   collect', 'Delivered') and the words the vocabulary replaced ('Received', 'Being prepared') anywhere at
 *   all, as a string or a template's text;
 * - a status's raw name put in text (`Status: ${order.Status}`, `{order.Status}`).
 * A status's name used as a value ('Placed' in `status === 'Placed'`, `{ Status: 'Ready' }`) is not text.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['apps/web/src', 'apps/api/src', 'packages/contract/src', 'packages/domain/src'];
const VOCABULARY = 'packages/domain/src/order-status.ts';
const STAGE_NAMES = new Set<string>([...ORDER_STAGES, ...OrderStatus.options]);
/** Words that named a status before the vocabulary: they may not come back. */
const RETIRED = ['Received', 'Being prepared', 'Waiting for payment', 'Rejected', 'In the kitchen'];
/** Every word the vocabulary shows, lower case. */
const WORDS = allStageWords().map((w) => w.toLowerCase());
/** The words no status is named: they are only ever text. */
const TEXT_ONLY = WORDS.filter((w) => ![...STAGE_NAMES].some((s) => s.toLowerCase() === w));
/** The words looked for where text is shown. */
const SHOWN_WORDS = [...WORDS, ...RETIRED.map((w) => w.toLowerCase())];
/** What has a Status that is not an order's. */
const OTHER_STATUSES = /enquir|booking|reservation|gift|card|invitation|payment|category|product|vehicle/i;
/** Object keys and JSX attributes whose value is shown. */
const DISPLAY_KEYS = /^(label|title|text|heading|message|subject|aria-label|alt|placeholder)$/i;

/** A text as a vocabulary word, when it is one or starts with one ('Cancelled: do not make'). */
function wordOf(text: string, words: readonly string[]): string | null {
  const trimmed = text.trim().toLowerCase();
  return words.find((w) => trimmed === w || new RegExp(`^${w}\\s*[:.!·–—-](\\s|$)`).test(trimmed)) ?? null;
}

const nameOf = (node: ts.PropertyName | ts.JsxAttributeName) =>
  ts.isIdentifier(node) || ts.isStringLiteral(node)
    ? node.text
    : ts.isJsxNamespacedName(node)
      ? ''
      : node.getText();

/** A string-like node's text, or null. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text;
  if (ts.isJsxText(node)) return node.text;
  return null;
}

/**
 * Where a string is shown as it is: the whole text of a JSX element ('Placed {time}' is a time, not a status),
 * a display attribute, or a label-like property's value.
 */
function shown(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isJsxText(node))
    return (
      (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) &&
      parent.children.every((c) => c === node || (ts.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces))
    );
  if (ts.isJsxAttribute(parent)) return DISPLAY_KEYS.test(nameOf(parent.name));
  if (ts.isJsxExpression(parent)) return ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent);
  if (ts.isPropertyAssignment(parent) && parent.initializer === node)
    return DISPLAY_KEYS.test(nameOf(parent.name));
  return false;
}

/** A map from statuses to text: three or more status keys, and a string among its values. */
function isStatusMap(node: ts.ObjectLiteralExpression): boolean {
  const entries = node.properties.filter(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && STAGE_NAMES.has(nameOf(p.name)),
  );
  const hasText = (value: ts.Expression): boolean =>
    ts.isStringLiteral(value) ||
    ts.isNoSubstitutionTemplateLiteral(value) ||
    ts.isTemplateExpression(value) ||
    (ts.isObjectLiteralExpression(value) &&
      value.properties.some((p) => ts.isPropertyAssignment(p) && hasText(p.initializer)));
  return entries.length >= 3 && entries.some((p) => hasText(p.initializer));
}

/** `${x.Status}` in a template, or `{x.Status}` as JSX content: a status's raw name shown as text. */
function isRawStatus(node: ts.Node): boolean {
  const expression = ts.isTemplateSpan(node) || ts.isJsxExpression(node) ? node.expression : undefined;
  if (!expression || !ts.isPropertyAccessExpression(expression) || expression.name.text !== 'Status')
    return false;
  // Things other than orders have statuses of their own.
  if (OTHER_STATUSES.test(expression.expression.getText())) return false;
  if (ts.isJsxExpression(node)) return ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);
  // A class name or data attribute built from it is not text.
  for (let up: ts.Node = node.parent; up; up = up.parent)
    if (ts.isJsxAttribute(up)) return DISPLAY_KEYS.test(nameOf(up.name));
  return true;
}

/** The status words hard-coded in one source file, as 'line: what'. */
export function hardCodedStatusWords(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    const text = textOf(node);
    if (text !== null) {
      // JSX text only counts where it is a whole text ('Served {hours}' is a menu's hours).
      const anywhere = ts.isJsxText(node) ? null : wordOf(text, TEXT_ONLY);
      const word = anywhere ?? (shown(node) ? wordOf(text, SHOWN_WORDS) : null);
      if (word) report(node, `the status word '${word}' in "${text.trim()}"`);
    }
    if (ts.isObjectLiteralExpression(node) && isStatusMap(node)) report(node, 'a map from statuses to words');
    if (isRawStatus(node))
      report(
        node,
        `a status's raw name shown as text (${(node as ts.TemplateSpan).expression.getText(file)})`,
      );
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['test', 'test-support', 'migrations', 'node_modules'].includes(entry.name)
        ? []
        : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && relative !== VOCABULARY
      ? [relative]
      : [];
  });
}

describe('status words come from the one vocabulary', () => {
  it('finds what it looks for', () => {
    const sample = [
      "const STATUS = { Placed: 'New', Accepted: 'Preparing', Ready: 'Ready' };",
      "const out = 'Out for delivery';",
      'const a = <p className="ticket__flag">Cancelled: do not make</p>;',
      'const b = <span>Received</span>;',
      'const c = `Status: ${order.Status}`;',
      'const d = <b>{order.Status}</b>;',
      "const e = { label: 'Preparing' };",
      // Values, not text: none of these is reported.
      "if (order.Status === 'Placed') run({ kind: 'status', Status: 'Ready' });",
      'const f = <span className={`chip chip--${order.Status}`}>{stageLabel(stage)}</span>;',
      "const NEXT = { Placed: ['Accepted'], Accepted: ['Ready'], Ready: ['Completed'] };",
      "const g = 'Preparing…';",
    ].join('\n');
    expect(hardCodedStatusWords('sample.tsx', sample)).toEqual([
      '1: a map from statuses to words',
      '2: the status word \'out for delivery\' in "Out for delivery"',
      '3: the status word \'cancelled\' in "Cancelled: do not make"',
      '4: the status word \'received\' in "Received"',
      "5: a status's raw name shown as text (order.Status)",
      "6: a status's raw name shown as text (order.Status)",
      '7: the status word \'preparing\' in "Preparing"',
    ]);
  });

  it('finds none in the apps and packages outside order-status.ts', () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      hardCodedStatusWords(file, readFileSync(path.join(ROOT, file), 'utf8')).map((f) => `${file}:${f}`),
    );
    expect(found).toEqual([]);
  });
});
