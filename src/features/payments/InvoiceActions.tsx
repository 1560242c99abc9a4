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
import type { Invoice } from './paymentsSlice';

interface InvoiceActionsProps {
  invoice: Invoice;
  onView: (invoice: Invoice) => void;
  onDownload: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
}

/** A row's actions menu: View Details, Download File, Delete (they all work: docs/decisions.md#2-defects-fixed). */
export function InvoiceActions({ invoice, onView, onDownload, onDelete }: InvoiceActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `invoice-actions-${invoice.id}`;
  const choose = (action: (invoice: Invoice) => void) => () => {
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
        aria-label={`Actions for ${invoice.id}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        size="small"
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
