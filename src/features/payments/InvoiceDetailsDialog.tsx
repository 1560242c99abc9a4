import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DetailsDialog } from '@/components/DetailsDialog';

/** An invoice's fields as labelled, displayed values. */
export type InvoiceFields = [label: string, value: string][];

/** The View Details dialog of an invoice: every field, labelled; closed while `fields` is null. */
export function InvoiceDetailsDialog({
  fields,
  onClose,
}: {
  fields: InvoiceFields | null;
  onClose: () => void;
}) {
  return (
    <DetailsDialog
      item={fields}
      onClose={onClose}
      titleId="invoice-details-title"
      title={() => 'Invoice Details'}
      maxWidth="xs"
      size={{ fullWidth: true }}
    >
      {(shown) => (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', rowGap: 1.5, m: 0 }}
        >
          {shown.map(([label, value]) => (
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
      )}
    </DetailsDialog>
  );
}
