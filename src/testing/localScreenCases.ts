/**
 * The cases every local-only screen must pass: it starts empty, with its message and the spec's
 * columns, and a reload empties it again (docs/requirements.md#1-product-and-users).
 */
import { screen } from '@testing-library/react';
import { columnHeaders, renderScreen, type ScreenView } from './screenKit';

export interface LocalScreen {
  route: string;
  heading: string;
  /** The empty list's message: 'No admins found'. */
  empty: string;
  /** The grid's column headers, in order. */
  columns: readonly string[];
  /** Puts one row in the list, as an earlier visit would leave it. */
  addOne: (view: ScreenView) => Promise<void>;
}

/** Opens the screen signed in, once its heading shows. */
export const renderLocal = ({ route, heading }: LocalScreen) => renderScreen(route, heading);

/** The empty list with the spec's columns, and the fresh store of a reload emptying it again. */
export function localScreenCases(local: LocalScreen) {
  it(`starts empty with '${local.empty}' and the spec's columns`, async () => {
    await renderLocal(local);
    expect(await screen.findByText(local.empty)).toBeInTheDocument();
    expect(columnHeaders()).toEqual(local.columns);
  });

  it('starts empty again in a fresh store (a reload)', async () => {
    const first = await renderLocal(local);
    await local.addOne(first);
    first.unmount();
    await renderLocal(local);
    expect(await screen.findByText(local.empty)).toBeInTheDocument();
  });
}
