import { act, screen, within } from '@testing-library/react';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import * as kit from '@/testing/bannersTestKit';
import { dataCells } from '@/testing/screenKit';

// 08:30 in Asia/Kolkata.
const NOW = '2026-12-01T03:00:00Z';
const MINUTE = 60_000;

const [summer, gift, cover] = kit.BANNERS;
const BANNERS = [
  // Goes live in 30 minutes, at 09:00 in the shop.
  { ...summer, startsAt: '2026-12-01T03:30:00.000Z', endsAt: '2026-12-02T03:30:00.000Z' },
  // Live, inactive, and ends in 10 minutes.
  { ...gift, startsAt: '2026-11-30T03:00:00.000Z', endsAt: '2026-12-01T03:10:00.000Z' },
  { ...cover, startsAt: null, endsAt: null },
  { ...cover, id: 4, position: 4, title: 'Diwali', endsAt: '2026-11-01T00:00:00.000Z' },
];

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
const loaded = () => screen.findByRole('row', { name: /Device cover/ });
const titles = () => kit.dataRows().map((row) => dataCells(row)[3]!.textContent);

describe("Banner Management: the schedule's state, on the reference server", () => {
  withServerScreens();
  beforeEach(() => {
    // The clock stands still but for the test's own moves; timers still run, so the screen loads.
    jest.useFakeTimers({ now: Date.parse(NOW), advanceTimers: true });
    serveProfile(serverProfile('Super Admin'));
    kit.serveBanners(BANNERS);
  });
  afterEach(() => jest.useRealTimers());

  it('shows Scheduled, Live or Ended beside the status, with the times in the zone', async () => {
    await kit.renderBanners();
    await loaded();
    expect(screen.getByRole('columnheader', { name: 'Schedule' })).toBeInTheDocument();
    // The chip's hint, on hover, is its title.
    expect(
      within(rowOf('Summer roaming')).getByTitle(
        'Starts Dec 1, 2026, 9:00 AM · Ends Dec 2, 2026, 9:00 AM (Asia/Kolkata)',
      ),
    ).toHaveTextContent('Scheduled');
    expect(within(rowOf('Gift cards')).getByText('Live')).toBeInTheDocument();
    expect(
      within(rowOf('Diwali')).getByTitle('Ends Nov 1, 2026, 5:30 AM (Asia/Kolkata)'),
    ).toHaveTextContent('Ended');
    const plain = within(rowOf('Device cover'));
    expect(plain.queryByText(/^(Scheduled|Live|Ended)$/)).not.toBeInTheDocument();
  });

  it('moves on by itself at the next end and the next start', async () => {
    await kit.renderBanners();
    await loaded();
    expect(within(rowOf('Gift cards')).getByText('Live')).toBeInTheDocument();
    // The clock runs on a little while the screen loads: a minute either side of the end.
    await act(async () => jest.advanceTimersByTime(9 * MINUTE));
    expect(within(rowOf('Gift cards')).getByText('Live')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(MINUTE));
    expect(within(rowOf('Gift cards')).getByText('Ended')).toBeInTheDocument();
    expect(within(rowOf('Summer roaming')).getByText('Scheduled')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(20 * MINUTE));
    expect(within(rowOf('Summer roaming')).getByText('Live')).toBeInTheDocument();
  });

  it('filters by the Schedule choice, kept in the address; no schedule counts as Live', async () => {
    const { user } = await kit.renderBanners(`${kit.ROUTE}?schedule=ended`);
    expect(await screen.findByRole('row', { name: /Diwali/ })).toBeInTheDocument();
    expect(titles()).toEqual(['Diwali']);
    expect(screen.getByRole('button', { name: /Schedule is Ended/ })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Schedule' }));
    await user.click(await screen.findByRole('option', { name: 'Live' }));
    expect(await screen.findByRole('row', { name: /Device cover/ })).toBeInTheDocument();
    expect(titles()).toEqual(['Gift cards', 'Device cover']);
    await user.click(screen.getByRole('combobox', { name: 'Schedule' }));
    await user.click(await screen.findByRole('option', { name: 'Scheduled' }));
    expect(await screen.findByRole('row', { name: /Summer roaming/ })).toBeInTheDocument();
    expect(titles()).toEqual(['Summer roaming']);
  });
});

describe('Banner Management: no schedule on the specification’s backend', () => {
  it('shows the list and its choices as the specification draws them', async () => {
    kit.serveBanners(BANNERS);
    await kit.renderBanners(`${kit.ROUTE}?schedule=live`);
    await loaded();
    expect(screen.queryByRole('columnheader', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(kit.dataRows()).toHaveLength(4);
  });
});
