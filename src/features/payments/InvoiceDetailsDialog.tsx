import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { invoiceFields } from './invoiceFormat';
import type { Invoice } from './paymentsSlice';

/** The View Details dialog of an invoice: every field, labelled. */
export function InvoiceDetailsDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      aria-labelledby="invoice-details-title"
      fullWidth
      maxWidth="xs"
    >
      {invoice && (
        <>
          <DialogTitle id="invoice-details-title">Invoice Details</DialogTitle>
          <DialogContent dividers>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', rowGap: 1.5, m: 0 }}
            >
              {invoiceFields(invoice).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
