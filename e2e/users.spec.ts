import { USERS, UsersPage } from './pages/UsersPage';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { displayName, loadUsers, type ApiUser } from './support/shopData';

test.describe('User Management', () => {
  let users: ApiUser[];

  test.beforeEach(async ({ page, request }) => {
    users = await loadUsers(request);
    await signIn(page);
  });

  test('lists every user and searches by name or email, ignoring case', async ({ page }) => {
    const screen = new UsersPage(page);
    await screen.goto();
    await expect(screen.heading).toBeVisible();
    for (const column of USERS.columns) {
      await expect(screen.table.grid.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await screen.table.expectTotal(users.length);

    // Part of a name, typed in capitals.
    const someone = users.find((user) => displayName(user).includes(' '))!;
    const part = displayName(someone).split(' ')[1]!.toUpperCase();
    const byName = users.filter((user) =>
      `${displayName(user)}\n${user.email ?? ''}`.toLowerCase().includes(part.toLowerCase()),
    );
    await screen.search.fill(part);
    await screen.table.expectTotal(byName.length);
    await expect(screen.table.row(displayName(someone))).toBeVisible();
    for (const text of await screen.table.rows.allInnerTexts()) {
      expect(text.toLowerCase()).toContain(part.toLowerCase());
    }

    // An e-mail address finds its one user.
    await screen.search.fill(someone.email!);
    await screen.table.expectTotal(1);
    await expect(screen.table.rows).toHaveCount(1);
    await expect(screen.table.rows.first()).toContainText(displayName(someone));

    await screen.search.fill('no-such-user-anywhere');
    await expect(screen.emptyMessage).toBeVisible();
    await expect(screen.table.rows).toHaveCount(0);

    await screen.search.clear();
    await screen.table.expectTotal(users.length);
  });

  test('the Admin choice filters the list', async ({ page }) => {
    const screen = new UsersPage(page);
    await screen.goto();
    await screen.table.expectTotal(users.length);

    const admins = users.filter((user) => user.isAdmin);
    expect(admins.length).toBeGreaterThan(0);
    await screen.filterAdmins('Yes');
    await screen.table.expectTotal(admins.length);
    for (const admin of admins) await expect(screen.table.row(admin.email!)).toBeVisible();

    // The filter and the search combine.
    await screen.search.fill(admins[0]!.email!);
    await screen.table.expectTotal(1);
  });
});
