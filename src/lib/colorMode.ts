/**
 * Where the admin's choice of colours is kept: light, dark, or the system's (the default). In
 * localStorage under its own key, so that it outlives reloads and sign-outs (a sign-out clears
 * everything else the browser kept; docs/decisions.md#dark-mode). index.html's inline script
 * reads the same key before the first paint.
 */
export const COLOR_MODE_STORAGE_KEY = 'back-office-color-mode';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
