/**
 * Manage Categories' bulk bar after its work: an item left alone because it changed since it was
 * listed, told as a single write's conflict is; and the focus handed on when the bar goes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import * as kit from '@/testing/categoriesTestKit';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';

describe('Manage Categories, after bulk work', () => {
  withServerScreens();

  it("tells when an item left alone was changed, in the shop's zone, as a single write's conflict does", async () => {
    kit.serve();
    serveProfile(serverProfile('Super Admin'));
    const changedAt = '2026-11-28T10:00:00.000Z';
    kit.serveBulk({
      message: '1 category deactivated.',
      done: [kit.GIFT.id],
      skipped: [
        {
          id: kit.ESIM.id,
          message: `Category was changed by meera@shop.example at ${changedAt} after you read it.`,
          changedBy: { id: 2, email: 'meera@shop.example', name: 'Meera' },
          changedAt,
        },
      ],
    });
    const { user } = await kit.renderCategories();
    await kit.checkRow(user, 'eSIM');
    await kit.checkRow(user, 'Gift Card');
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    // 10:00 UTC is 15:30 in Asia/Kolkata, the profile's zone.
    expect(
      await screen.findByText(
        '1 category deactivated. 1 left alone: Category was changed by meera@shop.example at Nov 28, 2026, 3:30 PM after you read it.',
      ),
    ).toBeInTheDocument();
  });

  it('hands the focus on to the list when the bar goes: Clear, or an action done', async () => {
    kit.serve();
    kit.serveBulk({ message: '1 category activated.', done: [kit.GIFT.id], skipped: [] });
    const { user } = await kit.renderCategories();
    await kit.checkRow(user, 'eSIM');
    const clear = within(screen.getByRole('toolbar', { name: 'Selected rows' })).getByRole(
      'button',
      { name: 'Clear' },
    );
    await user.click(clear);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveFocus(),
    );

    await kit.checkRow(user, 'Gift Card');
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Activate' }));
    await screen.findByText('1 category activated.');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveFocus(),
    );
  });
});
