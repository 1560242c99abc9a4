import { useCallback, useEffect, useRef, useState } from 'react';
import type { TwoFactorSetupReply } from '../../../../contract/twoFactor';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { useAppDispatch } from '@/app/hooks';
import { twoFactorApi } from './twoFactorApi';

/** The set-up's secret once it has come, or why it did not; neither while it is asked for. */
export interface TwoFactorStart {
  reply?: TwoFactorSetupReply;
  failure?: string;
}

/**
 * POST /admin/profile/two-factor, once each time the dialog opens: a new secret each time, which
 * replaces any the server held. Asked once even where React runs an effect twice (StrictMode): a
 * second secret would race the first. `reset` forgets it, as the dialog finishes closing.
 */
export function useTwoFactorStart(open: boolean) {
  const dispatch = useAppDispatch();
  const [start, setStart] = useState<TwoFactorStart>({});
  const asked = useRef(false);
  useEffect(() => {
    if (!open || asked.current) return;
    asked.current = true;
    const request = dispatch(twoFactorApi.endpoints.startTwoFactor.initiate());
    request
      .unwrap()
      .then(
        (reply) => setStart({ reply }),
        (error: unknown) => setStart({ failure: failureText(error, GENERIC_FAILURE) }),
      )
      .finally(() => request.reset());
  }, [open, dispatch]);
  const reset = useCallback(() => {
    asked.current = false;
    setStart({});
  }, []);
  return { start, reset };
}
