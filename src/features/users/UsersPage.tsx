import { useMemo, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { GridColDef } from '@mui/x-data-grid';
import { useGetUsersQuery, userDisplayName, type User } from '@/api/users';
import { DataTable } from '@/components/DataTable';
import { ListToolbar, useListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { chipColumn, serialColumn } from '@/components/columns';
import { formatShortDate, NOT_AVAILABLE, toDate } from '@/lib/format';

interface UserRow {
  id: string;
  srNo: number;
  fullName: string;
  email: string;
  admin: 'Yes' | 'No';
  joined: Date | null;
  role: string;
  /** Lower-cased name and email, built once per data change, never per keystroke. */
  haystack: string;
}

function toRow(user: User): Omit<UserRow, 'srNo'> {
  const fullName = userDisplayName(user);
  const email = user.email ?? '';
  return {
    id: user.id,
    fullName,
    email,
    admin: user.isAdmin ? 'Yes' : 'No',
    joined: toDate(user.createdAt),
    role: user.role || (user.isAdmin ? 'Admin' : NOT_AVAILABLE),
    haystack: `${fullName}\n${email}`.toLowerCase(),
  };
}

const columns: GridColDef<UserRow>[] = [
  serialColumn<UserRow>('Sr No.'),
  { field: 'fullName', headerName: 'Full Name', flex: 1, minWidth: 180 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
  chipColumn<UserRow>(
    'admin',
    'Admin',
    (row) => ({ label: row.admin, tone: row.admin === 'Yes' ? 'green' : 'grey' }),
    { width: 110, values: ['Yes', 'No'] },
  ),
  {
    field: 'joined',
    headerName: 'Joined',
    width: 150,
    type: 'date',
    valueFormatter: (value: Date | null) => formatShortDate(value),
  },
];

function SelectedUserCard({ user, onClose }: { user: UserRow; onClose: () => void }) {
  return (
    <Card
      variant="outlined"
      sx={{ mb: 2, borderColor: 'primary.main', bgcolor: 'rgba(30, 58, 95, 0.04)' }}
      aria-label="Selected user"
      role="region"
    >
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email || NOT_AVAILABLE}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.role}
          </Typography>
        </Stack>
        <IconButton aria-label="Close selected user" onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </CardContent>
    </Card>
  );
}

/** User Management: read only, searchable by name or email (docs/requirements.md#user-management). */
export default function UsersPage() {
  const { data: users = [], isLoading } = useGetUsersQuery();
  const { query, gridApi, toolbar } = useListToolbar();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const allRows = useMemo(() => users.map(toRow), [users]);
  const rows = useMemo<UserRow[]>(() => {
    const matching = query ? allRows.filter((row) => row.haystack.includes(query)) : allRows;
    return matching.map((row, index) => ({ ...row, srNo: index + 1 }));
  }, [allRows, query]);
  const selected = selectedId ? rows.find((row) => row.id === selectedId) : undefined;

  return (
    <>
      <PageHeader title="User Management" />
      <ListToolbar
        {...toolbar}
        placeholder="Search user..."
        searchLabel="Search users by name or email"
      />
      {selected && <SelectedUserCard user={selected} onClose={() => setSelectedId(null)} />}
      <DataTable
        label="Users"
        rows={rows}
        columns={columns}
        emptyMessage="No users found"
        apiRef={gridApi}
        loading={isLoading}
        onRowClick={(row) => setSelectedId(row.id)}
      />
    </>
  );
}
