import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atPhoneWidth } from '@/testing/phoneWidth';
import {
  chipColumn,
  dateColumn,
  editDeleteColumn,
  numbered,
  rupeeColumn,
  serialColumn,
  type ListColumn,
} from './columns';
import { DataTable, type ServerPaging } from './DataTable';

interface Payment {
  id: number;
  receiver: string;
  note: string;
  amount: number;
  paid: boolean;
  date: string;
}
type Row = Payment & { srNo: number };

const payments = (count: number): Row[] =>
  numbered(
    Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      receiver: `Receiver ${index + 1}`,
      note: `Note ${index + 1}`,
      amount: 1000 + index,
      paid: index % 2 === 0,
      date: '2026-03-05T10:00:00.000Z',
    })),
  );

const handlers = { onEdit: jest.fn(), onDelete: jest.fn() };
const COLUMNS: ListColumn<Row>[] = [
  serialColumn<Row>('Sr No.'),
  { field: 'receiver', headerName: 'Receiver', flex: 1 },
  { field: 'note', headerName: 'Note', flex: 1 },
  rupeeColumn<Row>('amount', 'Amount'),
  chipColumn<Row>('paid', 'Status', (row) =>
    row.paid ? { label: 'Paid', tone: 'green' } : { label: 'Pending', tone: 'yellow' },
  ),
  dateColumn<Row>('date', 'Date'),
  editDeleteColumn<Row>(handlers, { subject: (row) => `payment ${row.receiver}` }),
];

const table = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) => (
  <DataTable
    label="Payments"
    rows={payments(3)}
    columns={COLUMNS}
    emptyMessage="No payments found"
    {...props}
  />
);
const cards = () => within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');

describe('a list on a phone', () => {
  atPhoneWidth();
  beforeEach(() => jest.clearAllMocks());

  it('shows each row as a card: title and status, a detail line, amount and date, no serial number', () => {
    render(table());
    expect(cards()).toHaveLength(3);
    const first = within(cards()[0]!);
    expect(first.getByText('Receiver 1')).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.getByText('Note: Note 1')).toBeInTheDocument();
    expect(first.getByText('₹1,000.00')).toBeInTheDocument();
    expect(first.getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Sr No/)).not.toBeVisible();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
  });

  it('gives each column that says nothing a line under the title, however many there are', () => {
    const text = (field: string, headerName: string): ListColumn<Row> => ({
      field,
      headerName,
      valueGetter: (_value, row) => `${headerName} of ${row.id}`,
    });
    const lines = [text('reference', 'Reference'), text('channel', 'Channel')];
    render(table({ columns: [...COLUMNS.slice(0, 3), ...lines, ...COLUMNS.slice(3)] }));
    const first = within(cards()[0]!);
    expect(first.getByText('Note: Note 1')).toBeInTheDocument();
    expect(first.getByText('Reference: Reference of 1')).toBeInTheDocument();
    expect(first.getByText('Channel: Channel of 1')).toBeInTheDocument();
  });

  it("opens a row from its card, by the row click or else the row's Edit, and keeps its buttons", async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    const { rerender } = render(table({ onRowClick }));
    await user.click(within(cards()[1]!).getByRole('button', { name: /^Receiver 2/ }));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));

    rerender(table());
    await user.click(within(cards()[2]!).getByRole('button', { name: /^Receiver 3/ }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await user.click(screen.getByRole('button', { name: 'Delete payment Receiver 1' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));

    // The keyboard reaches the card's button and opens it.
    act(() =>
      within(cards()[0]!)
        .getByRole('button', { name: /^Receiver 1/ })
        .focus(),
    );
    await user.keyboard('{Enter}');
    expect(handlers.onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
  });

  it("pages the cards with the grid's pager, and says the spec's message when there are none", async () => {
    const user = userEvent.setup();
    const { rerender } = render(table({ rows: payments(60) }));
    expect(cards()).toHaveLength(50);
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(cards()).toHaveLength(10);
    expect(within(cards()[0]!).getByText('Receiver 51')).toBeInTheDocument();
    // The new page starts at its first card, not at the pager.
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });

    rerender(table({ rows: [] }));
    // The grid's own overlay says it too, in the grid's hidden part.
    const shown = screen
      .getAllByText('No payments found')
      .filter((element) => !element.closest('[hidden]'));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it("sorts the cards by a choice above them, as the grid's headers sort its rows", async () => {
    const user = userEvent.setup();
    render(table());
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    // The columns the grid sorts, each either way; never the row's buttons.
    expect(screen.getByRole('option', { name: 'Amount, descending' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Actions/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Receiver, descending' }));
    expect(within(cards()[0]!).getByText('Receiver 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Receiver, descending',
    );

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Default order' }));
    expect(within(cards()[0]!).getByText('Receiver 1')).toBeInTheDocument();
  });

  it('asks a server-paged list for its next page from under the cards', async () => {
    const user = userEvent.setup();
    const paging: ServerPaging = {
      paginationModel: { page: 0, pageSize: 50 },
      onPaginationModelChange: jest.fn(),
      sortModel: [],
      onSortModelChange: jest.fn(),
      filterModel: { items: [] },
      onFilterModelChange: jest.fn(),
      rowCount: 120,
      hasNextPage: true,
    };
    render(table({ rows: payments(2), server: paging }));
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(paging.onPaginationModelChange).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, pageSize: 50 }),
      expect.anything(),
    );
    // A sort chosen over the cards is the server's to do, as a header's click is.
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Date, ascending' }));
    expect(paging.onSortModelChange).toHaveBeenCalledWith(
      [{ field: 'date', sort: 'asc' }],
      expect.anything(),
    );
  });
});
