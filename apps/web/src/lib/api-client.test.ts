import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { verifyApiKey } from '@storefront/contract/api-key';
import { fakeBrowser, type FakeBrowser } from '../test/fake-browser';
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
    await expect(api.get('/api/Brand/getBrandInfo/bistro/WebCustomer', Thing)).resolves.toEqual(ok);
    const { url, init, headers } = lastCall();
    expect(url).toBe('https://shop.example.com/api/Brand/getBrandInfo/bistro/WebCustomer');
    expect(init.method).toBe('GET');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('BrandFlavor')).toBe('bistro');
    expect(headers.get('TenantUrl')).toBe('shop.example.com');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('takes the bearer token from local storage first, then the session token, then the event token', async () => {
    browser.sessionStorage.setItem('event_access_token', 'event-token');
    await api.get('/api/x', Thing);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer event-token');

    browser.sessionStorage.setItem('access_token', 'guest-token');
    await api.get('/api/x', Thing);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer guest-token');

    browser.localStorage.setItem('access_token', 'login-token');
    await api.get('/api/x', Thing);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer login-token');
  });

  it('echoes the XSRF-TOKEN cookie on non-GET calls only', async () => {
    browser.document.cookie = 'other=1; XSRF-TOKEN=abc%3D123; last=2';
    await api.post('/api/Recipe/v1/getRecipes/bistro', { Offset: 0, Limit: 10 }, Thing);
    const post = lastCall();
    expect(post.init.method).toBe('POST');
    expect(post.init.body).toBe('{"Offset":0,"Limit":10}');
    expect(post.headers.get('X-XSRF-TOKEN')).toBe('abc=123');

    await api.get('/api/x', Thing);
    expect(lastCall().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('fetches the anti-forgery cookie first when there is none', async () => {
    fetchMock.mockImplementationOnce(() => {
      browser.document.cookie = 'XSRF-TOKEN=fresh';
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    await api.post('/api/Recipe/v1/getRecipes/bistro', { Offset: 0 }, Thing);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/antiforgery/token');
    expect(lastCall().headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('does not announce JSON on a non-GET call without a body', async () => {
    await apiRequest('/api/x', { schema: Thing, method: 'DELETE' });
    expect(lastCall().headers.has('Content-Type')).toBe(false);
  });

  it("uses the embedding page's host when framed", async () => {
    browser.window.top = {};
    browser.document.referrer = 'https://www.partner.example/order?x=1';
    await api.get('/api/x', Thing);
    expect(lastCall().headers.get('TenantUrl')).toBe('www.partner.example');
  });

  it('stamps calls with an ApiKey only when a secret is configured', async () => {
    await api.get('/api/Brand/getBrandInfo/bistro/WebCustomer', Thing);
    expect(lastCall().headers.has('ApiKey')).toBe(false);

    vi.stubEnv('VITE_API_KEY_SECRET', 'a-shared-secret');
    await api.get('/api/Brand/getBrandInfo/bistro/WebCustomer', Thing);
    const stamp = lastCall().headers.get('ApiKey') ?? undefined;
    await expect(
      verifyApiKey('a-shared-secret', stamp, {
        brand: 'bistro',
        path: '/api/Brand/getBrandInfo/bistro/WebCustomer',
      }),
    ).resolves.toEqual({ ok: true });
  });

  it('passes calls to another origin unmodified', async () => {
    browser.localStorage.setItem('access_token', 'login-token');
    browser.document.cookie = 'XSRF-TOKEN=abc';
    const Ip = z.object({ ip: z.string() });
    fetchMock.mockResolvedValueOnce(json({ ip: '203.0.113.9' }));
    await expect(api.get('https://api.ipify.org/?format=json', Ip)).resolves.toEqual({ ip: '203.0.113.9' });
    const { url, init } = lastCall();
    expect(url).toBe('https://api.ipify.org/?format=json');
    expect(init.headers).toBeUndefined();
    expect(init.credentials).toBeUndefined();
  });
});

describe('failures', () => {
  it('drops the call when offline', async () => {
    browser.navigator.onLine = false;
    await expect(api.get('/api/x', Thing)).rejects.toBeInstanceOf(OfflineError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a non-200 Info.Status into an ApiError carrying Info.Message', async () => {
    fetchMock.mockResolvedValueOnce(json({ Info: { Status: 404, Message: 'Brand not found' } }, 404));
    const error = await api.get('/api/x', Thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Brand not found', status: 404, httpStatus: 404 });
  });

  it('treats a non-200 Info.Status inside an HTTP 200 as a failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ Info: { Status: 500, Message: 'Config unavailable' } }));
    await expect(api.get('/api/x', Thing)).rejects.toMatchObject({
      message: 'Config unavailable',
      status: 500,
    });
  });

  it('reports an HTTP error without an envelope by its status text', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(api.get('/api/x', Thing)).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Bad Gateway',
      status: 502,
    });
  });

  it('rejects a body that breaks the contract', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ Info: { Status: 200, Message: 'Success' }, Data: { Id: 'seven' } }),
    );
    await expect(api.get('/api/x', Thing)).rejects.toBeInstanceOf(ApiError);
  });

  it('wraps a failed fetch in a NetworkError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/x', Thing)).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an abort through as it is', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/api/x', Thing)).rejects.toMatchObject({ name: 'AbortError' });
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
