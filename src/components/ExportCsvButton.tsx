import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { GENERIC_FAILURE } from '@/api/apiError';
import { reportFailure } from '@/api/reportFailure';

interface ExportCsvButtonProps {
  /** What is exported, for a failure's message: 'orders' → 'Failed to export orders: ...'. */
  subject: string;
  /** Makes and saves the file; a rejection is reported to the admin. */
  onExport: () => Promise<unknown> | void;
}

/**
 * A list's "Export CSV" button (docs/api.md#csv-export): disabled while a file is being made,
 * so a second click does not start a second million-row download.
 */
export function ExportCsvButton({ subject, onExport }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);

  const exportFile = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch (error) {
      reportFailure(`Failed to export ${subject}:`, error, GENERIC_FAILURE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void exportFile()}
      disabled={busy}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
