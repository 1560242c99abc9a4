import { act, screen, waitFor, within } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { bindField } from '@/lib/formik';
import { renderWithProviders } from '@/testing/renderApp';
import { SelectField } from './SelectField';
import { FormDialog } from './FormDialog';

const schema = object({
  name: string().required('Name is required.'),
  role: string().required('Role is required.'),
  email: string().required('Email is required.'),
});

/** A form as the screens make theirs, whose save waits until the test lets it finish. */
function ThingForm({ onClose, save }: { onClose: () => void; save: () => Promise<void> }) {
  const formik = useFormik({
    initialValues: { name: '', role: '', email: '' },
    validationSchema: schema,
    onSubmit: save,
  });
  const field = (name: 'name' | 'role' | 'email') => bindField(formik, name, 'thing');
  return (
    <FormDialog
      open
      title="Add Thing"
      submitLabel="Save Thing"
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      dirty={formik.dirty}
      invalid={!formik.isValid}
    >
      <TextField label="Name" {...field('name')} />
      <SelectField label="Role" options={['Admin', 'Super Admin']} {...field('role')} />
      <TextField label="Email" {...field('email')} />
    </FormDialog>
  );
}

async function renderForm() {
  const onClose = jest.fn();
  let finishSave = () => {};
  const save = () => new Promise<void>((resolve) => (finishSave = resolve));
  const view = renderWithProviders(<ThingForm onClose={onClose} save={save} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add Thing' });
  return { ...view, dialog, onClose, finishSave: () => finishSave() };
}

const discardPrompt = () => screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
const noPrompt = () =>
  expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
/** The dialog's backdrop: MUI closes on a click on the container around the paper. */
const backdropOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

type View = Awaited<ReturnType<typeof renderForm>>;

/** The three ways a dialog is closed without its buttons. */
const CLOSE_WAYS: Array<[string, (view: View) => Promise<void>]> = [
  ['Escape', async ({ user }) => user.keyboard('{Escape}')],
  [
    'the X',
    async ({ user, dialog }) => user.click(within(dialog).getByRole('button', { name: 'Close' })),
  ],
  ['a backdrop click', async ({ user, dialog }) => user.click(backdropOf(dialog))],
  // The browser's Back, or a phone's: the open dialog has an entry in the history.
  [
    'Back',
    async () => {
      await waitFor(() => expect(window.history.state).toHaveProperty('formDialogOpen'));
      await act(
        () =>
          new Promise<void>((resolve) => {
            window.addEventListener('popstate', () => resolve(), { once: true });
            window.history.back();
          }),
      );
    },
  ],
];

/** Whether a reload or a closed tab would be asked about first ("Leave site?"). */
function leavingIsAsked() {
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  return leaving.defaultPrevented;
}

describe('FormDialog', () => {
  it('opens with the focus on its first field', async () => {
    const { dialog } = await renderForm();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
  });

  it.each(CLOSE_WAYS)('closes at once by %s when nothing was changed', async (_, close) => {
    const view = await renderForm();
    await close(view);
    expect(view.onClose).toHaveBeenCalledTimes(1);
    noPrompt();
  });

  it.each(CLOSE_WAYS)(
    'asks before %s drops changes: Keep editing keeps them, Discard closes',
    async (_, close) => {
      const view = await renderForm();
      const name = within(view.dialog).getByLabelText('Name');
      await view.user.type(name, 'Half typed');
      await close(view);
      let prompt = await discardPrompt();
      expect(prompt).toHaveTextContent('What you changed in this form will be lost.');
      await view.user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
      await waitFor(noPrompt);
      expect(view.onClose).not.toHaveBeenCalled();
      expect(name).toHaveValue('Half typed');

      await close(view);
      prompt = await discardPrompt();
      await view.user.click(within(prompt).getByRole('button', { name: 'Discard' }));
      expect(view.onClose).toHaveBeenCalledTimes(1);
    },
  );

  it('Escape on the question keeps editing, with the focus back in the field', async () => {
    const { user, dialog, onClose } = await renderForm();
    const name = within(dialog).getByLabelText('Name');
    await user.type(name, 'Typed');
    await user.keyboard('{Escape}');
    await discardPrompt();
    await user.keyboard('{Escape}');
    await waitFor(noPrompt);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('has a reload or a closed tab asked about only while the form holds changes', async () => {
    const { user, dialog } = await renderForm();
    expect(leavingIsAsked()).toBe(false);
    await user.type(within(dialog).getByLabelText('Name'), 'Typed');
    expect(leavingIsAsked()).toBe(true);
    await user.clear(within(dialog).getByLabelText('Name'));
    expect(leavingIsAsked()).toBe(false);
  });

  it('closes with Cancel without asking: Cancel is the choice to drop the changes', async () => {
    const { user, dialog, onClose } = await renderForm();
    await user.type(within(dialog).getByLabelText('Name'), 'Typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    noPrompt();
  });

  it('puts the focus on the first field with an error after a refused submit, each time', async () => {
    const { user, dialog } = await renderForm();
    const save = within(dialog).getByRole('button', { name: 'Save Thing' });
    await user.click(save);
    await within(dialog).findByText('Name is required.');
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());

    // The first error, in the order of the form, is now the select's.
    await user.type(within(dialog).getByLabelText('Name'), 'Kiran');
    await user.click(within(dialog).getByLabelText('Email'));
    await user.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveFocus(),
    );
    // Refused again with nothing else changed: the focus goes back there.
    await user.click(within(dialog).getByLabelText('Email'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveFocus(),
    );
  });

  it('shows the save under way on its button, whose name stays the same', async () => {
    const { user, dialog, finishSave } = await renderForm();
    await user.type(within(dialog).getByLabelText('Name'), 'Kiran');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.type(within(dialog).getByLabelText('Email'), 'kiran@shop.in');
    await user.click(within(dialog).getByRole('button', { name: 'Save Thing' }));

    const save = within(dialog).getByRole('button', { name: 'Save Thing' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saving…');
    expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    act(finishSave);
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
  });
});
