import { delay, http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { profileApi } from '@/api/profile';
import { sessionApi } from '@/features/session/sessionApi';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';

function storeWith(session: { jwtToken?: string | null; airloToken?: string | null }) {
  return makeStore({
    session: {
      profile: null,
      jwtToken: session.jwtToken ?? null,
      airloToken: session.airloToken ?? null,
      localData: {},
      globalData: {},
    } as never,
  }).store;
}

type Store = ReturnType<typeof storeWith>;
/** The admin's profile, asked for again even when cached with `forceRefetch`. */
const getProfile = (store: Store, forceRefetch = false) =>
  store.dispatch(profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch })).unwrap();
const requestAirloToken = (store: Store) =>
  store.dispatch(sessionApi.endpoints.requestAirloToken.initiate()).unwrap();

afterEach(() => {
  delete window.__BACKOFFICE_CONFIG__;
});

describe('the base query', () => {
  it("puts the admin's token on admin calls and the airlo token on the others", async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get(`${API}/admin/profile`, ({ request }) => {
        seen.profile = request.headers.get('Authorization');
        return HttpResponse.json({ name: 'A', email: 'a@example.com', role: 'Admin' });
      }),
      http.post(`${API}/airlo/token`, ({ request }) => {
        seen.airlo = request.headers.get('Authorization');
        return HttpResponse.json({ data: { access_token: 'x' } });
      }),
    );
    const jwt = makeJwt();
    const store = storeWith({ jwtToken: jwt, airloToken: 'airlo' });
    await getProfile(store);
    await requestAirloToken(store);
    expect(seen).toEqual({ profile: `Bearer ${jwt}`, airlo: 'Bearer airlo' });
  });

  it("fails an admin call without a token with 'No admin token available' and sends nothing", async () => {
    let sent = false;
    server.use(http.get(`${API}/admin/profile`, () => void (sent = true)));
    const store = storeWith({});
    await expect(getProfile(store)).rejects.toEqual({
      status: 'NO_ADMIN_TOKEN',
      message: 'No admin token available',
      fromServer: false,
    });
    expect(sent).toBe(false);
  });

  it("turns an HTTP failure into the server's message, or 'HTTP error! status: N' without one", async () => {
    const store = storeWith({ jwtToken: makeJwt() });
    server.use(
      http.get(`${API}/admin/profile`, () =>
        HttpResponse.json({ message: 'Profile store is down' }, { status: 503 }),
      ),
    );
    await expect(getProfile(store)).rejects.toMatchObject({
      status: 503,
      message: 'Profile store is down',
      fromServer: true,
    });

    server.use(
      http.get(
        `${API}/admin/profile`,
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      ),
    );
    await expect(getProfile(store, true)).rejects.toMatchObject({
      status: 502,
      message: 'HTTP error! status: 502',
      fromServer: false,
    });
  });

  it('turns a network failure into a failure without a message, which each screen words', async () => {
    server.use(http.post(`${API}/airlo/token`, () => HttpResponse.error()));
    const store = storeWith({});
    await expect(requestAirloToken(store)).rejects.toEqual({
      status: 'FETCH_ERROR',
      message: '',
      fromServer: false,
    });
  });

  it('gives up after the configured time-out with a clear message', async () => {
    window.__BACKOFFICE_CONFIG__ = { requestTimeoutMs: 50 };
    server.use(
      http.post(`${API}/airlo/token`, async () => {
        await delay(2000);
        return HttpResponse.json({ data: { access_token: 'late' } });
      }),
    );
    const store = storeWith({});
    await expect(requestAirloToken(store)).rejects.toMatchObject({
      status: 'TIMEOUT_ERROR',
      message: 'The server did not answer in time. Please try again.',
    });
  });

  it('calls the backend named in the run-time configuration', async () => {
    window.__BACKOFFICE_CONFIG__ = { apiBaseUrl: 'https://api.shop.test/' };
    server.use(
      http.post('https://api.shop.test/airlo/token', () =>
        HttpResponse.json({ data: { access_token: 'remote' } }),
      ),
    );
    const store = storeWith({});
    await expect(requestAirloToken(store)).resolves.toEqual({
      data: { access_token: 'remote' },
    });
  });

  it('accepts the profile bare or wrapped in { user } or { data }', async () => {
    const profile = { name: 'Wrapped', email: 'w@example.com', role: 'Admin' };
    const store = storeWith({ jwtToken: makeJwt() });
    for (const body of [profile, { success: true, user: profile }, { data: profile }]) {
      server.use(http.get(`${API}/admin/profile`, () => HttpResponse.json(body)));
      await expect(getProfile(store, true)).resolves.toEqual(profile);
      expect(store.getState().session.profile).toEqual(profile);
    }
  });
});
