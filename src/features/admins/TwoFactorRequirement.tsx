import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { enqueueSnackbar } from 'notistack';
import { GENERIC_FAILURE } from '@/api/apiError';
import { reportFailure } from '@/api/reportFailure';
import {
  useGetTwoFactorRequirementQuery,
  useSetTwoFactorRequirementMutation,
} from './teamTwoFactorApi';

/**
 * Whether every account must sign in with a code too (docs/api.md#two-factor-sign-in): an
 * account without it sets it up at its next sign-in. The server's words say how it went, its
 * refusal included: a Super Admin turns their own on first.
 */
export function TwoFactorRequirement() {
  const { data } = useGetTwoFactorRequirementQuery();
  const [setRequirement, { isLoading }] = useSetTwoFactorRequirementMutation();
  const change = async (required: boolean) => {
    try {
      const reply = await setRequirement(required).unwrap();
      enqueueSnackbar(reply.message, { variant: 'success' });
    } catch (error) {
      reportFailure('', error, GENERIC_FAILURE);
    }
  };
  return (
    <FormControlLabel
      label="Require two-factor sign-in for every account"
      control={
        <Switch
          checked={data?.required ?? false}
          disabled={!data || isLoading}
          onChange={(event) => void change(event.target.checked)}
        />
      }
    />
  );
}
