import { useCallback, useMemo } from 'react';
import { enqueueSnackbar } from 'notistack';
import { failureText } from '@/api/apiError';
import { useConfirm, type ConfirmOptions } from '@/components/ConfirmDialog';

/** An RTK Query mutation trigger: what `useXMutation()[0]` is. */
type Trigger<A> = (arg: A) => { unwrap: () => Promise<unknown> };

interface WriteTexts {
  success: string;
  /** The prefix of the failure message: 'Failed to delete banner:'. */
  failure: string;
  /** Said when the failure carries no message of its own: 'Delete failed'. */
  fallback: string;
}

/**
 * Runs one write and tells the admin how it went, in the words of
 * docs/requirements.md#8-errors-and-messages. Answers whether it succeeded.
 */
export async function reportWrite(write: () => Promise<unknown>, texts: WriteTexts) {
  try {
    await write();
    enqueueSnackbar(texts.success, { variant: 'success' });
    return true;
  } catch (error) {
    enqueueSnackbar(`${texts.failure} ${failureText(error, texts.fallback)}`, { variant: 'error' });
    return false;
  }
}

/** A server-backed resource's texts, literal in its feature: 'Banner created successfully!'... */
export interface ResourceTexts {
  created: string;
  updated: string;
  deleted: string;
  /** 'Failed to create/update banner:' */
  saveFailed: string;
  /** 'Failed to delete banner:' */
  deleteFailed: string;
  confirmDelete: (item: never) => ConfirmOptions;
}

interface ResourceWrites<Item, Body> {
  create: Trigger<Body>;
  update: Trigger<{ id: Item extends { id: infer Id } ? Id : never; body: Body }>;
  remove: Trigger<Item extends { id: infer Id } ? Id : never>;
}

/**
 * The writes of a server-backed screen (notifications, banners) with their messages: save a
 * draft (create, or update the item being edited) and delete after the admin confirms. The list
 * reloads by itself: the mutations invalidate its cache tags.
 */
export function useResourceActions<Item extends { id: string | number }, Body>(
  { create, update, remove }: ResourceWrites<Item, Body>,
  texts: ResourceTexts,
) {
  const confirm = useConfirm();
  const save = useCallback(
    (body: Body, editing: Item | null) =>
      reportWrite(
        () => (editing ? update({ id: editing.id as never, body }) : create(body)).unwrap(),
        {
          success: editing ? texts.updated : texts.created,
          failure: texts.saveFailed,
          fallback: 'Operation failed',
        },
      ),
    [create, update, texts],
  );
  const removeItem = useCallback(
    async (item: Item) => {
      if (!(await confirm(texts.confirmDelete(item as never)))) return;
      await reportWrite(() => remove(item.id as never).unwrap(), {
        success: texts.deleted,
        failure: texts.deleteFailed,
        fallback: 'Delete failed',
      });
    },
    [confirm, remove, texts],
  );
  return useMemo(() => ({ save, remove: removeItem }), [save, removeItem]);
}
