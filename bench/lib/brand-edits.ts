// A seller's edits while the load runs (issue 20): the owner changes a dish's price, then the home page's tag
// line, through the back office of one process, while a poller on every process reads the dish's category
// (getRecipes) and the brand's configuration (getBrandInfo). It measures when each process first serves each
// edit, and checks that no answer mixes versions of the brand: an ETag always comes with the same body, a
// process never goes back to an older version once it served a newer one, and the two calls agree (the tag line
// is edited after the price, so an answer with the new tag line and then the old price is a mix).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { httpRequest, type HttpAnswer } from './http';
import type { Server } from './processes';

/** What each process must serve within, from the seller's answer on (issue 20). */
export const PROPAGATION_LIMIT_MS = 2000;
/** How long to wait for a process that has not served an edit yet, before calling it missing. */
const WAIT_MS = 6000;
const POLL_PAUSE_MS = 20;

type State = 'old' | 'new';

interface Edit {
  name: string;
  /** ms from the edit's answer to each process's first answer with it; null: not within WAIT_MS. */
  perProcess: (number | null)[];
  /** How long the seller waited for the back office's answer. */
  editMs: number;
}

export interface BrandEditsResult {
  edits: Edit[];
  /** Poll rounds (one getRecipes and one getBrandInfo each) per process. */
  polls: number[];
  /** Answers that mixed versions of the brand (an ETag's second body, a step back, new tag line and old price). */
  mixed: number;
  problems: string[];
  warnings: string[];
}

export interface BrandEditTarget {
  brand: string;
  recipeId: number;
  owner: { email: string; password: string };
}

const json = (answer: HttpAnswer) => JSON.parse(answer.body.toString('utf8')) as unknown;
const sha1 = (body: Buffer) => createHash('sha1').update(body).digest('base64url');

async function expectOk(what: string, answer: Promise<HttpAnswer>): Promise<HttpAnswer> {
  const done = await answer;
  if (done.status !== 200)
    throw new Error(`${what}: HTTP ${done.status} ${done.body.toString('utf8').slice(0, 300)}`);
  return done;
}

/**
 * Runs the two edits on `servers[0]` with every process polled meanwhile; the caller keeps its load running
 * around it. Leaves the edits in place (the price and tag line stay changed).
 */
export async function brandEditsUnderLoad(
  servers: Server[],
  antiforgery: Record<string, string>,
  target: BrandEditTarget,
): Promise<BrandEditsResult> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const admin = servers[0]!;
  const login = await expectOk(
    'owner sign-in',
    httpRequest(`${admin.origin}/api/admin/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...antiforgery },
      body: JSON.stringify({
        grant_type: 'password',
        username: target.owner.email,
        password: target.owner.password,
      }),
    }),
  );
  const token = (json(login) as { Data: { access_token: string } }).Data.access_token;
  const staff = { 'content-type': 'application/json', ...antiforgery, authorization: `Bearer ${token}` };
  const recipeUrl = `${admin.origin}/api/admin/${target.brand}/menu/recipes/${target.recipeId}`;
  const settingsUrl = `${admin.origin}/api/admin/${target.brand}/settings`;
  const recipe = (
    json(await expectOk('the recipe in the back office', httpRequest(recipeUrl, { headers: staff }))) as {
      Data: Record<string, unknown> & { RecipePrice: number; CategoryId: number };
    }
  ).Data;
  const settings = (
    json(await expectOk('the settings in the back office', httpRequest(settingsUrl, { headers: staff }))) as {
      Data: Record<string, unknown> & { TagLine: string };
    }
  ).Data;
  const oldPrice = recipe.RecipePrice;
  const newPrice = Math.round((oldPrice + 0.5) * 100) / 100;
  const oldTag = settings.TagLine;
  const newTag = `Edited under load at ${new Date().toISOString()}`;

  const recipesPath = `/api/Recipe/v1/getRecipes/${target.brand}`;
  const recipesBody = JSON.stringify({ CategoryId: recipe.CategoryId, Offset: 0, Limit: 50 });
  const infoPath = `/api/Brand/getBrandInfo/${target.brand}/WebCustomer`;
  const priceOf = (answer: HttpAnswer) =>
    (json(answer) as { Data: { RecipeId: number; RecipePrice: number }[] }).Data.find(
      (r) => r.RecipeId === target.recipeId,
    )?.RecipePrice;
  const tagOf = (answer: HttpAnswer) =>
    (json(answer) as { Data: { HomeTemplate?: { TagLine?: string } } }).Data.HomeTemplate?.TagLine;

  const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: 2 }));
  const read = (p: number, call: 'recipes' | 'info', etag?: string) =>
    httpRequest(`${servers[p]!.origin}${call === 'recipes' ? recipesPath : infoPath}`, {
      method: call === 'recipes' ? 'POST' : 'GET',
      headers: {
        ...(call === 'recipes' ? { 'content-type': 'application/json', ...antiforgery } : {}),
        ...(etag ? { 'if-none-match': etag } : {}),
      },
      body: call === 'recipes' ? recipesBody : undefined,
      agent: agents[p],
      timeoutMs: 30_000,
    });

  // Each process's answers before the edits: the ETags every poll then sends in If-None-Match.
  const baseline = await Promise.all(
    servers.map(async (_, p) => {
      const recipes = await expectOk(`getRecipes on process ${p + 1}`, read(p, 'recipes'));
      const info = await expectOk(`getBrandInfo on process ${p + 1}`, read(p, 'info'));
      if (priceOf(recipes) !== oldPrice)
        throw new Error(
          `process ${p + 1} lists the dish at ${priceOf(recipes)}, the back office at ${oldPrice}`,
        );
      if (tagOf(info) !== oldTag)
        throw new Error(`process ${p + 1} has another tag line than the back office`);
      return { recipes: String(recipes.headers.etag), info: String(info.headers.etag) };
    }),
  );

  // One ETag, one body: every body seen per ETag (hashed), over all processes.
  const bodiesByEtag = new Map<string, Set<string>>();
  /** Per process, in order: the version each poll round saw (0 before the edits, 1 new price, 2 new tag line). */
  const seen: { at: number; price: State; tag: State }[][] = servers.map(() => []);
  const firstNew = servers.map(() => ({ price: Number.NaN, tag: Number.NaN }));
  const odd = new Map<string, number>();
  const note = (text: string) => odd.set(text, (odd.get(text) ?? 0) + 1);
  let polling = true;

  const state = (
    p: number,
    answer: HttpAnswer,
    baseEtag: string,
    value: (a: HttpAnswer) => unknown,
    old: unknown,
    fresh: unknown,
    what: string,
  ): State | undefined => {
    if (answer.status === 304) {
      if (answer.headers.etag && answer.headers.etag !== baseEtag)
        note(`${what}: a 304 naming another ETag than the one asked about`);
      return 'old';
    }
    if (answer.status !== 200) {
      note(`${what} on process ${p + 1}: HTTP ${answer.status}`);
      return undefined;
    }
    const etag = String(answer.headers.etag ?? '');
    if (!etag) note(`${what}: a 200 without an ETag`);
    bodiesByEtag.set(etag, (bodiesByEtag.get(etag) ?? new Set()).add(sha1(answer.body)));
    const v = value(answer);
    if (v === fresh) return 'new';
    if (v === old) {
      // A 200 for the old version's If-None-Match, still old: only right if something else changed (stock).
      return 'old';
    }
    note(`${what}: a value that is neither the old nor the new one (${JSON.stringify(v)})`);
    return undefined;
  };

  const poller = async (p: number) => {
    while (polling) {
      try {
        const recipes = await read(p, 'recipes', baseline[p]!.recipes);
        const recipesAt = performance.now();
        const info = await read(p, 'info', baseline[p]!.info);
        const infoAt = performance.now();
        const price = state(p, recipes, baseline[p]!.recipes, priceOf, oldPrice, newPrice, 'getRecipes');
        const tag = state(p, info, baseline[p]!.info, tagOf, oldTag, newTag, 'getBrandInfo');
        if (price && tag) {
          seen[p]!.push({ at: infoAt, price, tag });
          if (price === 'new' && Number.isNaN(firstNew[p]!.price)) firstNew[p]!.price = recipesAt;
          if (tag === 'new' && Number.isNaN(firstNew[p]!.tag)) firstNew[p]!.tag = infoAt;
        }
      } catch (error) {
        note(`poll on process ${p + 1}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(POLL_PAUSE_MS);
    }
  };
  const pollers = servers.map((_, p) => poller(p));
  await sleep(300);

  const edits: Edit[] = [];
  const edit = async (name: string, url: string, body: unknown, kind: 'price' | 'tag') => {
    const sent = performance.now();
    await expectOk(
      name,
      httpRequest(url, { method: 'POST', headers: staff, body: JSON.stringify(body), timeoutMs: 30_000 }),
    );
    const answered = performance.now();
    while (performance.now() - answered < WAIT_MS && firstNew.some((f) => Number.isNaN(f[kind])))
      await sleep(10);
    const perProcess = firstNew.map((f) => (Number.isNaN(f[kind]) ? null : Math.max(0, f[kind] - answered)));
    edits.push({ name, perProcess, editMs: answered - sent });
    perProcess.forEach((ms, p) => {
      if (ms === null) problems.push(`${name}: process ${p + 1} did not serve it within ${WAIT_MS / 1000} s`);
      else if (ms > PROPAGATION_LIMIT_MS)
        problems.push(
          `${name}: process ${p + 1} served it after ${Math.round(ms)} ms (limit ${PROPAGATION_LIMIT_MS})`,
        );
    });
  };
  const { RecipeId: _id, ...recipeBody } = recipe;
  await edit(`price ${oldPrice} → ${newPrice}`, recipeUrl, { ...recipeBody, RecipePrice: newPrice }, 'price');
  await sleep(200);
  await edit('tag line', settingsUrl, { ...settings, TagLine: newTag }, 'tag');
  await sleep(1500); // a step back (an old copy cached again) would show now
  polling = false;
  await Promise.all(pollers);
  for (const agent of agents) agent.destroy();

  for (const [text, count] of odd) problems.push(`${count} × ${text}`);
  let mixedCount = 0;
  for (const [etag, bodies] of bodiesByEtag)
    if (bodies.size > 1) {
      mixedCount += bodies.size - 1;
      problems.push(`ETag ${etag} came with ${bodies.size} different bodies`);
    }
  const version = (s: { price: State; tag: State }) => (s.tag === 'new' ? 2 : s.price === 'new' ? 1 : 0);
  seen.forEach((rounds, p) => {
    const mixed = rounds.filter((r) => r.tag === 'new' && r.price === 'old').length;
    mixedCount += mixed;
    if (mixed > 0)
      problems.push(`process ${p + 1}: ${mixed} poll(s) with the new tag line and then the old price`);
    let highest = 0;
    let back = 0;
    for (const round of rounds) {
      if (version(round) < highest) back++;
      highest = Math.max(highest, version(round));
    }
    if (back > 0)
      problems.push(`process ${p + 1}: ${back} poll(s) went back to an older version of the brand`);
  });
  if (seen.some((rounds) => rounds.length < 5))
    warnings.push(`few polls on some process (${seen.map((r) => r.length).join(' / ')})`);
  return { edits, polls: seen.map((rounds) => rounds.length), mixed: mixedCount, problems, warnings };
}
