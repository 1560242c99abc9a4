/**
 * The list cases every managed-resource screen must pass: its empty message, the answer shapes
 * it accepts and how a failed load reads (docs/requirements.md#7-calls-to-the-backend,
 * docs/requirements.md#8-errors-and-messages).
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import { failedReplies, type FailedReply } from './failedReplies';
import { textsOf, type ResourceScreen } from './resourceScreen';
import { columnHeaders } from './screenKit';
import { server } from './server';

/** The list: its empty message, the answer shapes it accepts, and how a failed load reads. */
export function resourceListCases(resource: ResourceScreen) {
  const texts = textsOf(resource);
  const listUrl = `${API}${resource.base}/all`;

  it('shows the columns in order', async () => {
    resource.serve();
    await resource.render();
    expect(
      await screen.findByRole('gridcell', { name: resource.sample.title }),
    ).toBeInTheDocument();
    expect(columnHeaders()).toEqual(resource.columns);
  });

  it(`shows '${texts.empty}' for an empty list`, async () => {
    resource.serve([]);
    await resource.render();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it.each([
    ['a plain array', resource.fixtures],
    [`{ success, ${resource.plural} }`, { success: true, [resource.plural]: resource.fixtures }],
    ['{ data }', { data: resource.fixtures }],
  ])('accepts the list as %s', async (_shape, body) => {
    server.use(http.get(listUrl, () => HttpResponse.json(body)));
    await resource.render();
    expect(
      await screen.findByRole('gridcell', { name: resource.sample.title }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(resource.fixtures.length);
  });

  it.each<FailedReply>([
    ...failedReplies('Unknown error', { message: 'Database unavailable', status: 503 }),
    [
      'the HTTP status when the body has no message',
      () => new HttpResponse('Bad gateway', { status: 502 }),
      'HTTP error! status: 502',
    ],
  ])('reports a failed load with %s', async (_case, response, reason) => {
    server.use(http.get(listUrl, response));
    await resource.render();
    expect(await screen.findByText(`${texts.loadFailed} ${reason}`)).toBeInTheDocument();
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
  });

  it('leaves a refused token (401) on load to the session-end message', async () => {
    server.use(
      http.get(listUrl, () =>
        HttpResponse.json({ success: false, message: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const { router } = await resource.render();
    expect(
      await screen.findByText('Authentication required. Please login again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(screen.queryByText(new RegExp(texts.loadFailed))).not.toBeInTheDocument();
  });
}
