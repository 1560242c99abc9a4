import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ROW_BUTTON } from '@/components/RowActions';

/** What the menu's items do with the row's invoice, in either `screens` mode. */
export interface InvoiceHandlers<T> {
  onView: (invoice: T) => void;
  onDownload: (invoice: T) => void;
  onDelete: (invoice: T) => void;
}

interface InvoiceActionsProps<T> extends InvoiceHandlers<T> {
  invoice: T;
  /** The invoice's number, which names the menu: 'Actions for INV-2026-0001'. */
  number: string;
}

/** A row's actions menu: View Details, Download File, Delete (they all work: docs/decisions.md#2-defects-fixed). */
export function InvoiceActions<T>({
  invoice,
  number,
  onView,
  onDownload,
  onDelete,
}: InvoiceActionsProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `invoice-actions-${number}`;
  const choose = (action: (invoice: T) => void) => () => {
    setAnchor(null);
    action(invoice);
  };
  const items = [
    { label: 'View Details', Icon: VisibilityIcon, action: onView },
    { label: 'Download File', Icon: DownloadIcon, action: onDownload },
    { label: 'Delete', Icon: DeleteIcon, action: onDelete, danger: true },
  ];

  return (
    <>
      <IconButton
        aria-label={`Actions for ${number}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        {...ROW_BUTTON}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map(({ label, Icon, action, danger }) => (
          <MenuItem
            key={label}
            onClick={choose(action)}
            sx={danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon>
              <Icon fontSize="small" color={danger ? 'error' : undefined} />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
