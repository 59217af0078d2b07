import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { verifyApiKey } from '@storefront/contract/api-key';
import { fakeBrowser, type FakeBrowser } from '../test/fake-browser';
import { brandLocal, brandSession } from './brand-storage';
import { setLogoutNavigation } from './session';
import {
  ApiError,
  NetworkError,
  OfflineError,
  api,
  apiRequest,
  brandFlavorFromPath,
  readCookie,
} from './api-client';

const Thing = z.object({
  Info: z.object({ Status: z.number(), Message: z.string() }),
  Data: z.object({ Id: z.number() }),
});
/** The schema, loaded on demand as the fetchers do in development. */
const thing = () => Promise.resolve(Thing);
const ok = { Info: { Status: 200, Message: 'Success' }, Data: { Id: 7 } };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let browser: FakeBrowser;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [input, init = {}] = call;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return { url, init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  browser = fakeBrowser('https://shop.example.com/bistro/menu?catId=3');
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json(ok)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('request headers', () => {
  it('sends JSON, the brand flavour and the tenant host, and resolves with the validated body', async () => {
    await expect(api.get('/api/Brand/getBrandInfo/bistro/WebCustomer', thing)).resolves.toEqual(ok);
    const { url, init, headers } = lastCall();
    expect(url).toBe('https://shop.example.com/api/Brand/getBrandInfo/bistro/WebCustomer');
    expect(init.method).toBe('GET');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('BrandFlavor')).toBe('bistro');
    expect(headers.get('TenantUrl')).toBe('shop.example.com');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it("never sends another brand's token: a session at bistro is no session at grocer", async () => {
    browser = fakeBrowser('https://shop.example.com/grocer/checkout');
    vi.stubGlobal('fetch', fetchMock);
    brandLocal('bistro').set('access_token', 'bistro-login');
    brandSession('bistro').set('access_token', 'bistro-guest');
    await api.post('/api/Order/v2/quote', {}, thing);
    expect(lastCall().headers.get('BrandFlavor')).toBe('grocer');
    expect(lastCall().headers.has('Authorization')).toBe(false);
    brandSession('grocer').set('access_token', 'grocer-guest');
    await api.post('/api/Order/v2/quote', {}, thing);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer grocer-guest');
  });

  it('takes the bearer token from local storage first, then the session token, then the event token', async () => {
    brandSession('bistro').set('event_access_token', 'event-token');
    await api.get('/api/x', thing);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer event-token');

    brandSession('bistro').set('access_token', 'guest-token');
    await api.get('/api/x', thing);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer guest-token');

    brandLocal('bistro').set('access_token', 'login-token');
    await api.get('/api/x', thing);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer login-token');
  });

  it('echoes the XSRF-TOKEN cookie on non-GET calls only', async () => {
    browser.document.cookie = 'other=1; XSRF-TOKEN=abc%3D123; last=2';
    await api.post('/api/Recipe/v1/getRecipes/bistro', { Offset: 0, Limit: 10 }, thing);
    const post = lastCall();
    expect(post.init.method).toBe('POST');
    expect(post.init.body).toBe('{"Offset":0,"Limit":10}');
    expect(post.headers.get('X-XSRF-TOKEN')).toBe('abc=123');

    await api.get('/api/x', thing);
    expect(lastCall().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('fetches the anti-forgery cookie first when there is none', async () => {
    fetchMock.mockImplementationOnce(() => {
      browser.document.cookie = 'XSRF-TOKEN=fresh';
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    await api.post('/api/Recipe/v1/getRecipes/bistro', { Offset: 0 }, thing);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/antiforgery/token');
    expect(lastCall().headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('does not announce JSON on a non-GET call without a body', async () => {
    await apiRequest('/api/x', { validate: thing, method: 'DELETE' });
    expect(lastCall().headers.has('Content-Type')).toBe(false);
  });

  it('adds extra headers without letting them replace its own', async () => {
    await apiRequest('/api/Order/v2/placeOrder', {
      body: {},
      headers: { 'Idempotency-Key': 'k-1', BrandFlavor: 'other' },
    });
    const { headers } = lastCall();
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('BrandFlavor')).toBe('bistro');
  });

  it("uses the embedding page's host when framed", async () => {
    browser.window.top = {};
    browser.document.referrer = 'https://www.partner.example/order?x=1';
    await api.get('/api/x', thing);
    expect(lastCall().headers.get('TenantUrl')).toBe('www.partner.example');
  });

  it('stamps calls with an ApiKey only when a secret is configured', async () => {
    await api.get('/api/Brand/getBrandInfo/bistro/WebCustomer', thing);
    expect(lastCall().headers.has('ApiKey')).toBe(false);

    vi.stubEnv('VITE_API_KEY_SECRET', 'a-shared-secret');
    await api.get('/api/Brand/getBrandInfo/bistro/WebCustomer', thing);
    const stamp = lastCall().headers.get('ApiKey') ?? undefined;
    await expect(
      verifyApiKey('a-shared-secret', stamp, {
        brand: 'bistro',
        path: '/api/Brand/getBrandInfo/bistro/WebCustomer',
      }),
    ).resolves.toEqual({ ok: true });
  });

  it('passes calls to another origin unmodified', async () => {
    brandLocal('bistro').set('access_token', 'login-token');
    browser.document.cookie = 'XSRF-TOKEN=abc';
    const Ip = z.object({ ip: z.string() });
    fetchMock.mockResolvedValueOnce(json({ ip: '203.0.113.9' }));
    await expect(api.get('https://api.ipify.org/?format=json', () => Promise.resolve(Ip))).resolves.toEqual({
      ip: '203.0.113.9',
    });
    const { url, init } = lastCall();
    expect(url).toBe('https://api.ipify.org/?format=json');
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBeUndefined();
  });
});

describe('failures', () => {
  it('drops the call when offline', async () => {
    browser.navigator.onLine = false;
    await expect(api.get('/api/x', thing)).rejects.toBeInstanceOf(OfflineError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a non-200 Info.Status into an ApiError carrying Info.Message', async () => {
    fetchMock.mockResolvedValueOnce(json({ Info: { Status: 404, Message: 'Brand not found' } }, 404));
    const error = await api.get('/api/x', thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Brand not found', status: 404, httpStatus: 404 });
  });

  it("keeps the envelope's field problems, ignoring malformed ones", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          Info: { Status: 400, Message: 'Please check your order' },
          Errors: [{ Path: 'body.Lines.0', Message: 'Sold out' }, { Path: 3 }, 'x'],
        },
        400,
      ),
    );
    const error = await api.post('/api/x', {}, thing).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, problems: [{ Path: 'body.Lines.0', Message: 'Sold out' }] });
  });

  it('treats a non-200 Info.Status inside an HTTP 200 as a failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ Info: { Status: 500, Message: 'Config unavailable' } }));
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({
      message: 'Config unavailable',
      status: 500,
    });
  });

  it('reports an HTTP error without an envelope by its status text', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Bad Gateway',
      status: 502,
    });
  });

  it('rejects a body that breaks the contract', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ Info: { Status: 200, Message: 'Success' }, Data: { Id: 'seven' } }),
    );
    await expect(api.get('/api/x', thing)).rejects.toBeInstanceOf(ApiError);
  });

  it('wraps a failed fetch in a NetworkError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/x', thing)).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an abort through as it is', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('401: one token refresh, then the error', () => {
  const unauthorized = () => json({ Info: { Status: 401, Message: 'Unauthorized' } }, 401);
  const tokens = (access: string) =>
    json({ access_token: access, refresh_token: 'r', token_type: 'bearer', expires_in: 900 });
  let navigations: string[];

  /** Answers /Token with `refresh`, and every other call with `other`. */
  function server(refresh: () => Response | Promise<Response>, other: () => Response = unauthorized) {
    fetchMock.mockImplementation((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return Promise.resolve(url === '/Token' ? refresh() : other());
    });
  }
  const refreshCalls = () => fetchMock.mock.calls.filter(([input]) => input === '/Token');

  function logIn() {
    brandLocal('bistro').set('access_token', 'old-token');
    brandLocal('bistro').set('CustomerId', 7);
    browser.localStorage.setItem('cartRecipeItems', JSON.stringify({ bistro: [] }));
    brandSession('bistro').set('orderId', '55');
  }

  beforeEach(() => {
    navigations = [];
    setLogoutNavigation((path) => navigations.push(path));
  });

  it('refreshes once with the cookie, stores the new token and passes the 401 on', async () => {
    logIn();
    server(() => tokens('new-token'));
    const error = await api.get('/api/x', thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, httpStatus: 401 });

    const refreshes = refreshCalls();
    expect(refreshes).toHaveLength(1);
    const init = refreshes[0]?.[1] ?? {};
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('grant_type=refresh_token');
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('BrandFlavor')).toBe('bistro');
    expect(brandLocal('bistro').get('access_token')).toBe('new-token');
    expect(navigations).toEqual([]);

    fetchMock.mockImplementation(() => Promise.resolve(json(ok)));
    await api.get('/api/x', thing);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer new-token');
  });

  it('shares one refresh between concurrent 401s', async () => {
    logIn();
    let release: (response: Response) => void = () => undefined;
    server(() => new Promise<Response>((resolve) => (release = resolve)));
    const calls = [api.get('/api/a', thing), api.get('/api/b', thing), api.post('/api/c', {}, thing)];
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release(tokens('new-token'));
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refreshCalls()).toHaveLength(1);
    expect(brandLocal('bistro').get('access_token')).toBe('new-token');
  });

  it('does not refresh for a call sent with a token that has been replaced since', async () => {
    logIn();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) =>
      input === '/Token'
        ? Promise.resolve(tokens('newer-token'))
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    const call = api.get('/api/x', thing);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Meanwhile another call refreshed: the 401 of the old token needs no refresh of its own.
    brandLocal('bistro').set('access_token', 'new-token');
    answer(unauthorized());
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('refreshes again on a later expiry', async () => {
    logIn();
    server(() => tokens('new-token'));
    await api.get('/api/x', thing).catch(() => undefined);
    server(() => tokens('newer-token'));
    await api.get('/api/x', thing).catch(() => undefined);
    expect(refreshCalls()).toHaveLength(2);
    expect(brandLocal('bistro').get('access_token')).toBe('newer-token');
  });

  it('logs out when the refresh is refused: cart and session cleared, on to the login page', async () => {
    logIn();
    browser.localStorage.setItem('BrandFlavor', 'bistro');
    server(() =>
      json(
        {
          error: 'invalid_grant',
          error_description: 'expired',
          Info: { Status: 400, Message: 'expired' },
        },
        400,
      ),
    );
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({ status: 401 });
    expect(brandLocal('bistro').get('access_token')).toBeNull();
    expect(brandLocal('bistro').get('CustomerId')).toBeNull();
    expect(browser.localStorage.getItem('cartRecipeItems')).toBeNull();
    expect(brandSession('bistro').get('orderId')).toBeNull();
    expect(browser.localStorage.getItem('BrandFlavor')).toBe('bistro');
    expect(navigations).toEqual(['/bistro/login']);
  });

  it("logs out of the page's brand only: another brand's login and cart stay", async () => {
    logIn();
    brandLocal('grocer').set('access_token', 'grocer-token');
    brandLocal('grocer').set('CustomerId', 9);
    browser.localStorage.setItem('cartRecipeItems', JSON.stringify({ bistro: [], grocer: [] }));
    server(() => json({ error: 'invalid_grant', Info: { Status: 400, Message: 'expired' } }, 400));
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({ status: 401 });
    expect(brandLocal('bistro').get('access_token')).toBeNull();
    expect(brandLocal('grocer').get('access_token')).toBe('grocer-token');
    expect(brandLocal('grocer').get('CustomerId')).toBe(9);
    expect(browser.localStorage.getItem('cartRecipeItems')).toBe('{"grocer":[]}');
    expect(navigations).toEqual(['/bistro/login']);
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    logIn();
    fetchMock.mockImplementation((input) =>
      input === '/Token' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(unauthorized()),
    );
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(brandLocal('bistro').get('access_token')).toBe('old-token');
    expect(navigations).toEqual([]);
  });

  it('makes no refresh without a stored token (a guest token only)', async () => {
    brandSession('bistro').set('access_token', 'guest-token');
    server(() => tokens('new-token'));
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('makes no refresh on the invitation page', async () => {
    browser = fakeBrowser('https://shop.example.com/bistro/invitation?token=abc');
    vi.stubGlobal('fetch', fetchMock);
    brandLocal('bistro').set('access_token', 'old-token');
    server(() => tokens('new-token'));
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('makes no refresh for a 401 from another origin', async () => {
    logIn();
    server(() => tokens('new-token'));
    await expect(api.get('https://api.ipify.org/?format=json', thing)).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('makes no refresh for other failures', async () => {
    logIn();
    server(
      () => tokens('new-token'),
      () => json({ Info: { Status: 403, Message: 'Forbidden' } }, 403),
    );
    await expect(api.get('/api/x', thing)).rejects.toMatchObject({ status: 403 });
    expect(refreshCalls()).toHaveLength(0);
  });
});

describe('validation', () => {
  it('returns the body as it came when no check is given (production)', async () => {
    fetchMock.mockResolvedValueOnce(json({ Info: { Status: 200, Message: 'Success' }, Data: { Id: 'x' } }));
    await expect(api.get('/api/x')).resolves.toEqual({
      Info: { Status: 200, Message: 'Success' },
      Data: { Id: 'x' },
    });
  });
});

describe('helpers', () => {
  it('reads the brand flavour from the first path segment', () => {
    expect(brandFlavorFromPath('/bistro/menu')).toBe('bistro');
    expect(brandFlavorFromPath('//grocer')).toBe('grocer');
    expect(brandFlavorFromPath('/')).toBe('');
  });

  it('reads a cookie by exact name', () => {
    browser.document.cookie = 'XSRF-TOKEN-OLD=1; XSRF-TOKEN=two';
    expect(readCookie('XSRF-TOKEN')).toBe('two');
    expect(readCookie('missing')).toBeNull();
  });
});
