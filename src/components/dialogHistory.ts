/**
 * Back (the browser's, or a phone's) closes an open form dialog as its × does
 * (docs/decisions.md#unsaved-edits): the dialog adds an entry to the history while it is open and
 * leaves it when it closes another way. One listener for the tab, because leaving an entry
 * (`history.back()`) is answered later, perhaps when the next dialog is already open: that answer
 * is the app's own, not the admin's Back.
 */

/** Marks the history entry an open dialog adds. */
const DIALOG_ENTRY = 'formDialogOpen';

let openDialogBack: (() => void) | null = null;
let ownBacksUnderWay = 0;
let listening = false;

const onDialogEntry = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && DIALOG_ENTRY in state;
};

const addDialogEntry = () =>
  window.history.pushState({ ...(window.history.state as object), [DIALOG_ENTRY]: true }, '');

function onPopState() {
  if (ownBacksUnderWay > 0) {
    ownBacksUnderWay -= 1;
    if (openDialogBack && !onDialogEntry()) addDialogEntry();
  } else if (openDialogBack && !onDialogEntry()) {
    openDialogBack();
  }
}

/** A dialog opened: Back now calls `onBack`, which answers whether the dialog closed. */
export function dialogOpened(onBack: () => Promise<boolean>): void {
  if (!listening) window.addEventListener('popstate', onPopState);
  listening = true;
  openDialogBack = () => void onBack().then((closed) => closed || addDialogEntry());
  // After a reload the page stands on the entry its dialog had added; while a Back of the app's
  // own is under way, its answer adds the entry.
  if (ownBacksUnderWay === 0 && !onDialogEntry()) addDialogEntry();
}

/**
 * The dialog closed. By its own buttons (`leaveEntry`) it leaves its entry; closed with its page,
 * the navigation that took the page owns the history.
 */
export function dialogClosed({ leaveEntry }: { leaveEntry: boolean }): void {
  openDialogBack = null;
  if (leaveEntry && ownBacksUnderWay === 0 && onDialogEntry()) {
    ownBacksUnderWay += 1;
    window.history.back();
  }
}
