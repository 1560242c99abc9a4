import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useUserSearch } from '@/api/userSearch';
import { useDebounced } from '@/hooks/useDebounced';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import type { Recipient } from '../../../contract/notification';
import { choosesRecipients } from './notificationsApi';
import { RECIPIENTS_TEXTS } from './notificationSchema';

interface RecipientsFieldProps {
  value: Recipient[];
  onChange: (recipients: Recipient[]) => void;
  onBlur: () => void;
  /** The field's message, once shown. */
  error?: string;
}

/** What a user is called in the picker and its chips: the name, else the e-mail. */
const nameOf = (recipient: Recipient) => recipient.fullName || recipient.email || recipient.id;

/**
 * The users a notice To Specific Users goes to, chosen among the server's users as the typing
 * pauses (docs/api.md#notification-recipients); where no backend searches them, said plainly.
 */
export function RecipientsField({ value, onChange, onBlur, error }: RecipientsFieldProps) {
  const [text, setText] = useState('');
  const offered = choosesRecipients();
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { users, isFetching, failed } = useUserSearch(q, !offered);
  if (!offered) return <Alert severity="info">{RECIPIENTS_TEXTS.unavailable}</Alert>;
  return (
    <Autocomplete
      multiple
      id="notification-recipients"
      options={users}
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_, typed) => setText(typed)}
      onBlur={onBlur}
      // The server has matched the text already.
      filterOptions={(options) => options}
      filterSelectedOptions
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching || text.trim() !== q}
      noOptionsText={failed ? 'The users could not be searched.' : 'No users found.'}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {nameOf(option)} · {option.email}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Recipients"
          required
          error={Boolean(error)}
          helperText={error ?? 'Type a name or e-mail to find users.'}
        />
      )}
    />
  );
}
