import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import {
  chipColumn,
  dateColumn,
  editDeleteColumn,
  serverColumns,
  type ListColumn,
  type RowHandlers,
} from '@/components/columns';
import { ROW_BUTTON } from '@/components/RowActions';
import { StatusChip, type StatusTone } from '@/components/StatusChip';
import { formatShortDateTime } from '@/lib/format';
import { admins, type AdminAccount } from './adminsApi';

/** Whether the account can sign in: disabled, waiting for its first sign-in, or active. */
export function accountStatus(account: AdminAccount): { label: string; tone: StatusTone } {
  if (account.disabled) return { label: 'Disabled', tone: 'red' };
  if (account.mustSetPassword) return { label: 'Password not set', tone: 'yellow' };
  return { label: 'Active', tone: 'green' };
}

/** Two-factor sign-in's part of the list, where the source keeps it (the reference server). */
export interface TwoFactorColumn {
  /** Whether the admin may reset this account's: theirs is on, and it is not their own. */
  mayReset: (account: AdminAccount) => boolean;
  onReset: (account: AdminAccount) => void;
}

const twoFactorBadge = ({ twoFactor }: Pick<AdminAccount, 'twoFactor'>) =>
  twoFactor
    ? { label: 'On', tone: 'green' as StatusTone }
    : { label: 'Off', tone: 'grey' as StatusTone };

/**
 * Whether the account's two-factor sign-in is on, and, where the admin may, its Reset two-factor
 * beside: on a phone's card, among the row's buttons.
 */
const twoFactorColumn = ({ mayReset, onReset }: TwoFactorColumn): ListColumn<AdminAccount> => ({
  field: 'twoFactor',
  headerName: 'Two-factor',
  width: 100,
  valueFormatter: (on: boolean) => twoFactorBadge({ twoFactor: on }).label,
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <StatusChip {...twoFactorBadge(row)} />
      {mayReset(row) && (
        <Tooltip title="Reset two-factor">
          <IconButton
            aria-label={`Reset two-factor of admin ${row.name}`}
            onClick={() => onReset(row)}
            {...ROW_BUTTON}
          >
            <PhonelinkEraseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  ),
  card: 'actions',
});

/**
 * The specification's Name, Email, Role and Actions (docs/requirements.md#admin-management), with
 * when the account was created, its last sign-in, its two-factor sign-in (`twoFactor`, where the
 * source keeps it) and its status; sorted by the server.
 */
export function adminColumns(
  handlers: RowHandlers<AdminAccount>,
  timeZone: string,
  twoFactor?: TwoFactorColumn,
): ListColumn<AdminAccount>[] {
  // The fixed widths and the flexible columns' least stay under the grid's width beside the
  // sidebar in a 1280 px window (less its scroll bar): no column hides behind a sideways scroll.
  const columns: ListColumn<AdminAccount>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 100 },
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 150 },
    { field: 'role', headerName: 'Role', width: 115 },
    {
      ...dateColumn<AdminAccount>('createdAt', 'Created', { width: 120, timeZone }),
      // Beside two-factor sign-in's column, in the column menu until shown: the others fit.
      hiddenAtFirst: twoFactor !== undefined,
    },
    {
      field: 'lastSignInAt',
      headerName: 'Last sign-in',
      // The time wraps under the day.
      width: 140,
      valueFormatter: (value: string | null) =>
        value ? formatShortDateTime(value, timeZone) : 'Never',
    },
    ...(twoFactor ? [twoFactorColumn(twoFactor)] : []),
    chipColumn<AdminAccount>('disabled', 'Status', accountStatus, { width: 165 }),
    editDeleteColumn(handlers, { subject: (row) => `admin ${row.name}`, width: 96 }),
  ];
  return serverColumns(columns, admins.spec);
}
