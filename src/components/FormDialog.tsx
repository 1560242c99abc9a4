import type { FocusEvent, FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ConflictNotice, type ConflictChoice } from './ConflictNotice';
import { DetailsAndHistory } from './DetailsAndHistory';
import { usePhoneWidth } from './usePhoneWidth';
import { focusFirstField, useFocusBack, useFormFocus } from './formDialogFocus';
import { useDiscardPrompt } from './useDiscardPrompt';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /**
   * Backdrop click, the X, Cancel and Escape all close; the owner resets its form here. With
   * `dirty`, all but Cancel ask first.
   */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** True while the save runs: the submit button shows it, and waits. */
  submitting?: boolean;
  /** The form holds changes (Formik's dirty): a stray Escape or click does not drop them. */
  dirty?: boolean;
  /** The form has errors: a refused submit puts the focus on the first. */
  invalid?: boolean;
  /** 'sm' is the spec's 2xl (42rem) for notifications and banners. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** An item's history: the fields then go under a Details tab, beside a History tab. */
  history?: ReactNode;
  /** A save refused as stale: said above the fields; the submit waits for the admin's choice. */
  conflict?: ConflictChoice;
  children: ReactNode;
}

const WIDTHS = { xs: '28rem', sm: '42rem', md: '56rem' } as const;

/**
 * A field that still has the focus when the dialog closes (Escape pressed in it) loses it only
 * as the dialog hands the focus back to the page, after the owner has reset the form. The form
 * would take that blur for the admin leaving the field, mark it touched and show its error at
 * the next opening, so a closed dialog's fields hear of no blur.
 */
const ignoreBlur = (event: FocusEvent<HTMLFormElement>) => event.stopPropagation();

interface FormActionsProps {
  submitLabel: string;
  submitting: boolean;
  /** The submit waits for the admin's choice on a conflict. */
  waiting: boolean;
  onCancel: () => void;
}

/** Cancel and the submit button, with a save under way said beside them. */
function FormActions({ submitLabel, submitting, waiting, onCancel }: FormActionsProps) {
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        {submitting ? 'Saving…' : ''}
      </Typography>
      {/* Cancel is the admin's own choice to drop the changes: it does not ask. */}
      <Button onClick={onCancel}>Cancel</Button>
      {/* Its name stays the spec's words while the spinner shows the save under way. */}
      <Button
        type="submit"
        variant="contained"
        loading={submitting}
        loadingPosition="start"
        disabled={waiting}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

/**
 * The create/edit modal every screen uses: a titled dialog holding one form, with Cancel and
 * a submit button. It opens with the focus on its first field, asks before Escape, the backdrop
 * or the X drop changes, and shows a save under way.
 *
 * @example
 * <FormDialog open={open} title="Add Banner" submitLabel="Save" onClose={close} onSubmit={formik.handleSubmit}>
 *   <TextField ... />
 * </FormDialog>
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  onClose,
  onSubmit,
  submitting = false,
  dirty = false,
  invalid = false,
  maxWidth = 'sm',
  history,
  conflict,
  children,
}: FormDialogProps) {
  const titleId = `form-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const phone = usePhoneWidth();
  const requestClose = useDiscardPrompt(open, dirty, onClose);
  const askToClose = () => void requestClose();
  const { formRef, submitted } = useFormFocus({ submitting, invalid });
  const focusBack = useFocusBack(open);
  return (
    <Dialog
      open={open}
      onClose={askToClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: '100%', maxWidth: phone ? '100%' : WIDTHS[maxWidth] } },
        transition: { onEntering: focusFirstField, onExited: focusBack },
      }}
    >
      {/* A column that may shrink, so the fields scroll between a title and buttons that stay. */}
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          submitted();
          onSubmit(event);
        }}
        onBlurCapture={open ? undefined : ignoreBlur}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={askToClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {history ? (
            <DetailsAndHistory idPrefix={titleId} history={history}>
              {children}
            </DetailsAndHistory>
          ) : (
            <Stack spacing={2.5}>{children}</Stack>
          )}
        </DialogContent>
        {/* Beside the button that was pressed, not at the top of a content scrolled away. */}
        {conflict && (
          <Box sx={{ px: 3, pt: 2 }}>
            <ConflictNotice {...conflict} />
          </Box>
        )}
        <FormActions
          submitLabel={submitLabel}
          submitting={submitting}
          waiting={!!conflict}
          onCancel={onClose}
        />
      </Box>
    </Dialog>
  );
}
