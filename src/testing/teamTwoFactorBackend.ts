/**
 * The reference server's two-factor sign-in across the team, for the Admin Management tests
 * (docs/api.md#two-factor-sign-in): its requirement, which only a Super Admin with their own on
 * may turn on, and an account's reset.
 */
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_MESSAGES } from '../../contract/twoFactorRules';
import type { AdminAccount } from '@/features/admins/adminsApi';
import { API } from '@/testing/handlers';

/** What the fake server holds of it: whether it is required, and whether the signed-in admin has it. */
export interface TeamTwoFactor {
  required: boolean;
  ownOn: boolean;
  /** The ids of the accounts reset, in order. */
  resets: number[];
}

export function teamTwoFactorHandlers(accounts: AdminAccount[], state: TeamTwoFactor) {
  const requirement = (message: string) =>
    HttpResponse.json({ success: true, message, required: state.required });
  return [
    http.get(`${API}/admin/admins/two-factor`, () =>
      requirement('Two-factor requirement fetched.'),
    ),
    http.put(`${API}/admin/admins/two-factor`, async ({ request }) => {
      const { required } = (await request.json()) as { required: boolean };
      if (required && !state.ownOn) {
        const refusal = {
          success: false,
          message: TWO_FACTOR_MESSAGES.ownFirst,
          field: 'required',
        };
        return HttpResponse.json(refusal, { status: 400 });
      }
      state.required = required;
      return requirement(
        required ? TWO_FACTOR_MESSAGES.requiredOn : TWO_FACTOR_MESSAGES.requiredOff,
      );
    }),
    http.post(`${API}/admin/admins/:id/reset-two-factor`, ({ params }) => {
      const admin = accounts.find(({ id }) => id === Number(params.id));
      if (!admin) {
        return HttpResponse.json({ success: false, message: 'Admin not found.' }, { status: 404 });
      }
      state.resets.push(admin.id);
      Object.assign(admin, { twoFactor: false, version: admin.version + 1 });
      return HttpResponse.json({ success: true, message: 'Two-factor sign-in reset.', admin });
    }),
  ];
}
