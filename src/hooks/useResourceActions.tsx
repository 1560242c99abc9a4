import { useCallback, useMemo } from 'react';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { reportFailure } from '@/api/reportFailure';
import type { ItemVersion } from '@/api/resourceApi';
import { useConfirm, type ConfirmOptions } from '@/components/ConfirmDialog';
import type { Status } from '../../contract/common';
import { shownInForm, type SaveOutcome } from './saveOutcome';

/** An RTK Query mutation trigger: what `useXMutation()[0]` is. */
type Trigger<A> = (arg: A) => { unwrap: () => Promise<unknown> };
/** An RTK Query mutation hook, which answers its trigger first. */
type MutationHook<A> = () => readonly [Trigger<A>, ...unknown[]];

interface WriteTexts {
  success: string;
  /** The prefix of the failure message: 'Failed to delete banner:'. */
  failure: string;
  /** Said when the failure carries no message of its own: 'Delete failed'. */
  fallback: string;
  /** What the success's Undo does, where the write can be taken back at once. */
  undo?: () => void;
}

/**
 * Runs one write and tells the admin how it went, in the words of
 * docs/requirements.md#8-errors-and-messages. Answers whether it succeeded, or what `handled`
 * makes of a failure that the caller shows itself instead (a stale save's conflict).
 */
export async function reportWrite<Handled = never>(
  write: () => Promise<unknown>,
  texts: WriteTexts,
  handled: (error: unknown) => Handled | undefined = () => undefined,
): Promise<boolean | Handled> {
  try {
    await write();
    const { undo } = texts;
    // Undo closes the snackbar as it takes the write back.
    const action = (key: SnackbarKey) => (
      <Button
        color="inherit"
        onClick={() => {
          closeSnackbar(key);
          undo?.();
        }}
      >
        Undo
      </Button>
    );
    enqueueSnackbar(texts.success, { variant: 'success', action: undo && action });
    return true;
  } catch (error) {
    const outcome = handled(error);
    if (outcome !== undefined) return outcome;
    reportFailure(texts.failure, error, texts.fallback);
    return false;
  }
}

/**
 * A write the admin confirms first, then reported as reportWrite reports it: answers what the
 * write answered, or undefined where the admin cancelled or the write failed.
 */
export function useConfirmedWrite() {
  const confirm = useConfirm();
  return useCallback(
    async <Answer,>(asked: ConfirmOptions, write: () => Promise<Answer>, texts: WriteTexts) => {
      if (!(await confirm(asked))) return undefined;
      let answer: Answer | undefined;
      await reportWrite(async () => (answer = await write()), texts);
      return answer;
    },
    [confirm],
  );
}

/** A server-backed resource's texts, literal in its feature: 'Banner created successfully!'... */
export interface ResourceTexts<Item> {
  created: string;
  updated: string;
  deleted: string;
  /** 'Failed to create/update banner:' */
  saveFailed: string;
  /** 'Failed to delete banner:' */
  deleteFailed: string;
  confirmDelete: (item: Item) => ConfirmOptions;
}

/** A resource's writes as api/resourceApi.ts makes them. */
export interface ResourceWrites<Body> {
  useCreate: MutationHook<Body>;
  useUpdate: MutationHook<ItemVersion & { body: Body }>;
  useRemove: MutationHook<ItemVersion>;
}

/**
 * The question before deleting an item the admin knows by `name`: 'Delete blog?', the name
 * between `quotes` (banners and notifications have always had straight ones).
 */
export const deleteNamed = (noun: string, name: string, quotes = '“”'): ConfirmOptions => ({
  title: `Delete ${noun.toLowerCase()}?`,
  message: `${quotes[0]}${name}${quotes[1]} will be deleted. This cannot be undone.`,
});

/**
 * A resource's texts named by its noun, as the requirements word banners' and notifications'
 * (docs/requirements.md#8-errors-and-messages): 'Blog created successfully!'; before a delete,
 * `confirmDelete`'s question, or `deleteNamed`'s for the name it answers.
 */
export const writeTexts = <Item,>(
  noun: string,
  confirmDelete: (item: Item) => ConfirmOptions | string,
): ResourceTexts<Item> => ({
  created: `${noun} created successfully!`,
  updated: `${noun} updated successfully!`,
  deleted: `${noun} deleted successfully!`,
  saveFailed: `Failed to create/update ${noun.toLowerCase()}:`,
  deleteFailed: `Failed to delete ${noun.toLowerCase()}:`,
  confirmDelete: (item) => {
    const asked = confirmDelete(item);
    return typeof asked === 'string' ? deleteNamed(noun, asked) : asked;
  },
});

/** Which item a write is for, at the version it was read (docs/api.md#versions). */
export const itemVersion = ({ id, version }: ItemVersion): ItemVersion => ({ id, version });

/**
 * The writes of a resource's screen with their messages: save a
 * draft (create, or update the item being edited) and delete after the admin confirms. The list
 * reloads by itself: the mutations invalidate its cache tags. Each write sends the version its
 * item was read at; a save refused as stale answers the conflict, which the dialog shows, and a
 * delete refused so says why in its snackbar.
 */
export function useResourceActions<Item extends ItemVersion, Body>(
  { useCreate, useUpdate, useRemove }: ResourceWrites<Body>,
  texts: ResourceTexts<Item>,
) {
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useRemove();
  const confirmedWrite = useConfirmedWrite();
  const save = useCallback(
    (body: Body, editing: Item | null): Promise<SaveOutcome<Item>> =>
      reportWrite(
        () => (editing ? update({ ...itemVersion(editing), body }) : create(body)).unwrap(),
        {
          success: editing ? texts.updated : texts.created,
          failure: texts.saveFailed,
          fallback: 'Operation failed',
        },
        shownInForm<Item>(texts.saveFailed),
      ),
    [create, update, texts],
  );
  const removeItem = useCallback(
    async (item: Item) => {
      await confirmedWrite(texts.confirmDelete(item), () => remove(itemVersion(item)).unwrap(), {
        success: texts.deleted,
        failure: texts.deleteFailed,
        fallback: 'Delete failed',
      });
    },
    [confirmedWrite, remove, texts],
  );
  return useMemo(() => ({ save, remove: removeItem }), [save, removeItem]);
}

/**
 * The status switch of a list whose items are active or inactive (banners, notifications): it
 * sends the opposite of the item's status (docs/requirements.md#4-states-and-transitions) and says
 * how it went, naming the item by `noun` ('Banner activated successfully!'). The storefront
 * changes at once, so the snackbar offers Undo: the switch back, sent at the version the first
 * one made (each write raises it by one, docs/api.md#versions), so that it is refused as stale if
 * a colleague has changed the item since.
 */
export function useStatusToggle<Item extends ItemVersion & { status?: Status }>(
  useSetStatus: MutationHook<ItemVersion & { status: Status }>,
  noun: string,
) {
  const [setStatus] = useSetStatus();
  return useCallback((item: Item) => switchStatus(setStatus, noun, item), [setStatus, noun]);
}

async function switchStatus(
  setStatus: Trigger<ItemVersion & { status: Status }>,
  noun: string,
  { id, version, status: was }: ItemVersion & { status?: Status },
): Promise<void> {
  const status = was === 'inactive' ? 'active' : 'inactive';
  await reportWrite(() => setStatus({ id, version, status }).unwrap(), {
    success: `${noun} ${status === 'active' ? 'activated' : 'deactivated'} successfully!`,
    failure: `Failed to update ${noun.toLowerCase()} status:`,
    fallback: 'Status update failed',
    undo: () => void switchStatus(setStatus, noun, { id, version: version && version + 1, status }),
  });
}
