import { fireEvent, screen, within } from '@testing-library/react';
import type { Role } from '../../../contract/roles';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import * as kit from '@/testing/bannersTestKit';

const STARTS = 'Starts (Asia/Kolkata)';
const ENDS = 'Ends (Asia/Kolkata)';
const SCHEDULED = {
  ...kit.BANNERS[0],
  startsAt: '2026-12-01T03:30:00.000Z',
  endsAt: '2026-12-02T03:30:00.000Z',
};

const ADMIN: Role = 'Super Admin';

/** A datetime-local field takes a whole value at once, as a browser's picker gives it. */
const enter = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const submit = (user: kit.User, dialog: HTMLElement, name = 'Create Banner') =>
  user.click(within(dialog).getByRole('button', { name }));

/** The create dialog, filled in validly, with the shop's zone that the profile names. */
async function filledCreateDialog(timeZone?: string) {
  serveProfile(serverProfile(ADMIN, timeZone ? { timeZone } : undefined));
  const backend = kit.serveBanners([]);
  const { user } = await kit.renderBanners();
  const dialog = await kit.openCreateDialog(user);
  await kit.fillValidBanner(user, dialog);
  return { backend, user, dialog };
}

describe("Banner Management: a schedule, in the shop's time zone, on the reference server", () => {
  withServerScreens();

  it('sends the start and the end entered as moments with their offset', async () => {
    const { backend, user, dialog } = await filledCreateDialog();
    enter(dialog, STARTS, '2026-12-01T09:00');
    enter(dialog, ENDS, '2026-12-02T18:30');
    await submit(user, dialog);
    expect(await screen.findByText('Banner created successfully!')).toBeInTheDocument();
    expect(backend.writes[0]!.body).toMatchObject({
      title: 'Winter deals',
      startsAt: '2026-12-01T09:00:00+05:30',
      endsAt: '2026-12-02T18:30:00+05:30',
    });
  });

  it("takes the zone the server names, summer time's offset with it", async () => {
    const { backend, user, dialog } = await filledCreateDialog('Europe/Berlin');
    enter(dialog, 'Starts (Europe/Berlin)', '2026-07-15T09:00');
    await submit(user, dialog);
    expect(await screen.findByText('Banner created successfully!')).toBeInTheDocument();
    expect(backend.writes[0]!.body).toMatchObject({ startsAt: '2026-07-15T09:00:00+02:00' });
    expect(backend.writes[0]!.body).not.toHaveProperty('endsAt');
  });

  it("refuses an end at or before the start with the server's message", async () => {
    const { backend, user, dialog } = await filledCreateDialog();
    enter(dialog, STARTS, '2026-12-01T09:00');
    enter(dialog, ENDS, '2026-12-01T09:00');
    await submit(user, dialog);
    const message = "A banner's end must come after its start.";
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(backend.writes).toHaveLength(0);
    enter(dialog, ENDS, '2026-12-01T09:01');
    await submit(user, dialog);
    expect(await screen.findByText('Banner created successfully!')).toBeInTheDocument();
  });

  it('shows the stored schedule in the zone, and sends null for a field cleared', async () => {
    serveProfile(serverProfile(ADMIN));
    const { backend, user, dialog } = await kit.renderEditDialog('Summer roaming', [SCHEDULED]);
    expect(within(dialog).getByLabelText(STARTS)).toHaveValue('2026-12-01T09:00');
    expect(within(dialog).getByLabelText(ENDS)).toHaveValue('2026-12-02T09:00');
    enter(dialog, ENDS, '');
    await submit(user, dialog, 'Update Banner');
    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    const body = backend.writes[0]!.body;
    expect(body).toMatchObject({ endsAt: null });
    // The start, unchanged, is left out: the server keeps it.
    expect(body).not.toHaveProperty('startsAt');
  });

  it('writes a banner never scheduled as before', async () => {
    serveProfile(serverProfile(ADMIN));
    const { backend, user, dialog } = await kit.renderEditDialog('Device cover');
    expect(within(dialog).getByLabelText(STARTS)).toHaveValue('');
    await submit(user, dialog, 'Update Banner');
    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    expect(backend.writes[0]!.body).not.toHaveProperty('startsAt');
    expect(backend.writes[0]!.body).not.toHaveProperty('endsAt');
  });
});

describe('Banner Management: no schedule on the specification’s backend', () => {
  it('shows the form as the specification draws it', async () => {
    const { dialog } = await kit.renderEditDialog('Device cover');
    expect(within(dialog).queryByLabelText(/^Starts/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Ends/)).not.toBeInTheDocument();
  });
});
