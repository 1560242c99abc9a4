/**
 * The Status choice of a list whose items are active or inactive (banners, notifications;
 * hooks/useStatusScreen.ts): named Status, kept in the address, a chip that takes it away, and
 * the rows following it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, urlParams } from './screenKit';
import { chooseOption } from './ui';

interface StatusChoiceScreen {
  route: string;
  heading: string;
  /** Serves the list's fixtures. */
  serve: () => void;
  /** The titles of the fixtures' active items, and of their inactive ones. */
  active: readonly string[];
  inactive: readonly string[];
}

const chips = () => screen.queryByRole('group', { name: 'Filters on' });
const choice = () => screen.getByRole('combobox', { name: 'Status' });
const rowOf = (title: string) => screen.queryByRole('row', { name: new RegExp(title) });

/** Every row of `shown` is in the grid and none of `hidden`. */
async function expectRows(shown: readonly string[], hidden: readonly string[]) {
  await waitFor(() => expect(shown.filter((title) => rowOf(title) === null)).toEqual([]));
  expect(hidden.filter((title) => rowOf(title) !== null)).toEqual([]);
}

export function statusChoiceCases({ route, heading, serve, active, inactive }: StatusChoiceScreen) {
  it("opens from the dashboard's ?status=active with the Status choice set, its chip and the active rows", async () => {
    serve();
    const { user, router } = await renderScreen(`${route}?status=active`, heading);
    await expectRows(active, inactive);
    expect(choice()).toHaveTextContent('Active');
    const chip = within(chips()!).getByRole('button', { name: 'Status is Active' });

    act(() => chip.focus());
    await user.keyboard('{Backspace}');
    await expectRows([...active, ...inactive], []);
    expect(urlParams(router)).toEqual({});
    expect(chips()).toBeNull();
    expect(choice()).toHaveTextContent('All');
  });

  it('filters by the Status choice: the address, the chip and the rows follow it', async () => {
    serve();
    const { user, router } = await renderScreen(route, heading);
    await expectRows([...active, ...inactive], []);
    expect(choice()).toHaveTextContent('All');
    expect(chips()).toBeNull();

    await chooseOption(user, 'Status', 'Inactive');
    await expectRows(inactive, active);
    expect(urlParams(router)).toEqual({ status: 'inactive' });
    within(chips()!).getByRole('button', { name: 'Status is Inactive' });

    await chooseOption(user, 'Status', 'All');
    await expectRows([...active, ...inactive], []);
    expect(urlParams(router)).toEqual({});
    expect(chips()).toBeNull();
  });

  it('takes an address whose status is no status as no filter: every row, no chip', async () => {
    serve();
    await renderScreen(`${route}?status=foo`, heading);
    await expectRows([...active, ...inactive], []);
    expect(choice()).toHaveTextContent('All');
    expect(chips()).toBeNull();
  });
}
