import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { fetchReadOnce } from './fetchReadOnce';

const URL = 'https://api.example.test/admin/orders/all';

describe('fetchReadOnce', () => {
  it("gives a successful answer's copy its status and headers but no body to read again", async () => {
    server.use(http.get(URL, () => HttpResponse.json({ orders: [{ id: 1 }] }, { status: 200 })));
    const response = await fetchReadOnce(URL);
    const copy = response.clone();
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toContain('application/json');
    expect(await copy.text()).toBe('');
    expect(await response.json()).toEqual({ orders: [{ id: 1 }] });
  });

  it("keeps an error's body in its copy: the server's message is there", async () => {
    server.use(http.get(URL, () => HttpResponse.json({ message: 'No access' }, { status: 403 })));
    const response = await fetchReadOnce(URL);
    expect(await response.clone().json()).toEqual({ message: 'No access' });
    expect(await response.json()).toEqual({ message: 'No access' });
  });
});
