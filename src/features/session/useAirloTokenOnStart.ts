import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRequestAirloTokenMutation } from './sessionApi';
import { selectAirloToken } from '@/api/session';
import { airloTokenReceived } from './sessionSlice';

/**
 * Start-up (docs/requirements.md#4-states-and-transitions): without a stored airlo token, ask for one once; a failure is only logged.
 * A logout wipes the session, which leaves the tab as at start-up, so it asks again then.
 */
export function useAirloTokenOnStart() {
  const dispatch = useAppDispatch();
  const airloToken = useAppSelector(selectAirloToken);
  const [requestToken] = useRequestAirloTokenMutation();
  // StrictMode runs effects twice; one request in flight is enough.
  const asking = useRef(false);

  useEffect(() => {
    if (airloToken || asking.current) return;
    asking.current = true;
    requestToken()
      .unwrap()
      .then((reply) => dispatch(airloTokenReceived(reply.data.access_token)))
      .catch((error: unknown) => console.error('Failed to get the airlo token', error))
      .finally(() => {
        asking.current = false;
      });
  }, [airloToken, dispatch, requestToken]);
}
