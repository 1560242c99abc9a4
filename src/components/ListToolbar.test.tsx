import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderApp';
import { ListToolbar } from './ListToolbar';

/** A status column as serverColumns makes it: its header, and its choices with their labels. */
const COLUMNS = [
  { field: 'orderId', headerName: 'Order ID' },
  {
    field: 'status',
    headerName: 'Status',
    valueOptions: ['pending', { value: 'missing', label: 'Unknown', hint: 'No status was sent' }],
  },
];

/** A toolbar over a list whose filter is the status, kept here as a list keeps it in its URL. */
function StatusList({ start = '' }: { start?: string }) {
  const [status, setStatus] = useState(start);
  return (
    <>
      <ListToolbar
        search=""
        onSearch={() => undefined}
        placeholder="Search orders..."
        searchLabel="Search orders"
        filter={{ field: 'status', value: status, onChange: setStatus }}
        columns={COLUMNS}
      />
      <output aria-label="Asked for">{status}</output>
    </>
  );
}

const chips = () => screen.queryByRole('group', { name: 'Filters on' });
const asked = () => screen.getByRole('status', { name: 'Asked for' });

describe('ListToolbar', () => {
  it('offers the filter as a choice named by its column, each value by its label, and shows it as a chip', async () => {
    const { user } = renderWithProviders(<StatusList />);
    const choice = await screen.findByRole('combobox', { name: 'Status' });
    expect(choice).toHaveTextContent('All');
    expect(screen.queryByRole('button', { name: /^Filter/ })).toBeNull();
    expect(chips()).toBeNull();

    await user.click(choice);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'pending', 'Unknown']);
    expect(options[2]).toHaveAttribute('title', 'No status was sent');
    await user.click(options[2]!);
    expect(asked()).toHaveTextContent('missing');
    expect(choice).toHaveTextContent('Unknown');
    const chip = within(chips()!).getByRole('button', { name: 'Status is Unknown' });
    expect(chip).toHaveAccessibleDescription('No status was sent');

    act(() => chip.focus());
    await user.keyboard('{Backspace}');
    expect(asked()).toBeEmptyDOMElement();
    expect(chips()).toBeNull();
    expect(choice).toHaveTextContent('All');
  });

  it("shows a link's value as chosen, and All to take it away", async () => {
    const { user } = renderWithProviders(<StatusList start="pending" />);
    await screen.findByRole('button', { name: 'Status is pending' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(asked()).toBeEmptyDOMElement();
    expect(chips()).toBeNull();
  });

  it('has no choice where the list has no filter', async () => {
    renderWithProviders(
      <ListToolbar
        search=""
        onSearch={() => undefined}
        placeholder="Search..."
        searchLabel="Search"
      />,
    );
    await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('has no search box where the list has its filter alone (banners, notifications)', async () => {
    renderWithProviders(
      <ListToolbar
        filter={{ field: 'status', value: '', onChange: () => undefined }}
        columns={COLUMNS}
      />,
    );
    await screen.findByRole('combobox', { name: 'Status' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
