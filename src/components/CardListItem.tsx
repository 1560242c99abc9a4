import { useCallback, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useGridApiContext,
  type GridRowId,
  type GridTreeNodeWithRender,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { cardLayout, rowTitle, type CardLayout } from './cardLayout';
import { useCardSelection } from './cardSelection';
import type { GridSelection } from './gridSelection';
import type { ListColumn } from './listColumn';
import { usePhoneWidth } from './usePhoneWidth';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
// A title too long for one line (an order's id and number) wraps to a second, then ends in an
// ellipsis, as the grid's text cells do.
const TWO_LINES = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** A column's cell as the grid draws it: its own renderer, or its formatted text. */
function useCell<R extends GridValidRowModel>(id: GridRowId) {
  const api = useGridApiContext();
  return (column: ListColumn<R>): { node: ReactNode; text: string } => {
    const params = api.current.getCellParams<R, unknown, unknown, GridTreeNodeWithRender>(
      id,
      column.field,
    );
    const text = String(params.formattedValue ?? params.value ?? '');
    return { node: column.renderCell ? column.renderCell(params) : text, text };
  };
}

/**
 * A line of text that ends in an ellipsis when it is too long (a title after two lines), the
 * whole of it on hover.
 */
function Line({ text, strong }: { text: string; strong?: true }) {
  return (
    <Typography
      variant={strong ? 'subtitle1' : 'body2'}
      color={strong ? 'text.primary' : 'text.secondary'}
      sx={{ ...(strong ? TWO_LINES : ONE_LINE), minWidth: 0, fontWeight: strong ? 600 : undefined }}
      title={text}
    >
      {text}
    </Typography>
  );
}

/**
 * One row of a list as a phone shows it: the title and its status, a line or two, the amount and
 * the date; a button that opens the row where the list opens rows (`onOpen`), and the row's own
 * buttons.
 */
export function CardListItem<R extends GridValidRowModel>({
  id,
  layout,
  onOpen,
  selection,
}: {
  id: GridRowId;
  layout: CardLayout<R>;
  onOpen?: (row: R) => void;
  selection?: GridSelection;
}) {
  const api = useGridApiContext();
  const cell = useCell<R>(id);
  const { title, status, amount, date } = layout;
  const titleText = rowTitle(api.current, title?.field, id);
  const picked = useCardSelection(id, titleText, selection);
  const open = () => {
    const row = api.current.getRow<R>(id);
    if (picked?.tapped()) return;
    if (row && onOpen) onOpen(row);
  };
  const summary = (
    <Stack spacing={0.5} sx={{ p: 1.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{title && <Line strong text={titleText} />}</Box>
        {status && cell(status).node}
      </Stack>
      {layout.details.map((column) => (
        <Line
          key={column.field}
          text={`${column.headerName ?? column.field}: ${cell(column).text}`}
        />
      ))}
      {(amount ?? date) && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{amount && cell(amount).text}</Typography>
          <Typography variant="body2" color="text.secondary">
            {date && cell(date).text}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
  return (
    <Card component="li" variant="outlined" sx={{ minWidth: 0, display: 'flex' }}>
      {picked?.box}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {onOpen || picked ? (
          <CardActionArea onClick={open} {...picked?.press}>
            {summary}
          </CardActionArea>
        ) : (
          summary
        )}
        {layout.actions.length > 0 && (
          <Stack direction="row" sx={{ px: 1, pb: 1, gap: 1, flexWrap: 'wrap' }}>
            {layout.actions.map((column) => (
              <Box key={column.field}>{cell(column).node}</Box>
            ))}
          </Stack>
        )}
      </Box>
    </Card>
  );
}

/**
 * On a phone, how a list draws a row's card (the grid's footer asks for each row on its page);
 * wider, nothing, and the grid shows its rows. A tap opens the row as a click on it would, or as
 * the column kit says (an editable list's Edit).
 */
export function useRowCards<R extends GridValidRowModel>(
  columns: readonly ListColumn<R>[],
  onRowClick: ((row: R) => void) | undefined,
  selection?: GridSelection,
) {
  const phone = usePhoneWidth();
  const layout = useMemo(() => cardLayout(columns), [columns]);
  const renderCard = useCallback(
    (id: GridRowId) => (
      <CardListItem
        key={id}
        id={id}
        layout={layout}
        onOpen={onRowClick ?? layout.open}
        selection={selection}
      />
    ),
    [layout, onRowClick, selection],
  );
  return phone ? renderCard : undefined;
}
