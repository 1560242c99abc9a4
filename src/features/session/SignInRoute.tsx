import { offersPasskeys } from '@/api/session';
import LoginPage from './LoginPage';
import { useSignIn } from './signIn';

/** The sign-in page inside the running app: after a logout, or where the guard sent the admin. */
export function SignInRoute() {
  return <LoginPage signIn={useSignIn()} passkeys={offersPasskeys()} />;
}
