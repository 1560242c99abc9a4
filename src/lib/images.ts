/** An image field's file, read as the data URL the API takes. */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/**
 * A newly chosen image as a data URL, or undefined when none was chosen: an edit sends only
 * the images it replaces.
 */
export function readOptionalDataUrl(file: File | null | undefined): Promise<string | undefined> {
  return file ? readFileAsDataUrl(file) : Promise.resolve(undefined);
}

/** Blob preview URLs are released after 10 seconds (docs/requirements.md#9-constants-and-limits). */
export const PREVIEW_RELEASE_MS = 10_000;

/** Shown where an image fails to load (docs/requirements.md#banner-management). */
export const PLACEHOLDER_IMAGE = '/placeholder-image.svg';

/** What an image field may hold to be shown: an http(s) URL, an image data URL or a blob URL. */
const SHOWABLE_IMAGE_URL = /^(https?:\/\/|data:image\/|blob:)/i;

/**
 * The reference server answers image fields as paths on the API's origin (/media/...); those
 * are resolved against the configured backend. Image data URLs, blob URLs and absolute http(s)
 * URLs pass unchanged. Anything else (a `javascript:` URL from a backend that does not check
 * what it stores) is no image: null, shown as the placeholder.
 */
export function resolveMediaUrl(url: string | null | undefined, apiBaseUrl: string): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${apiBaseUrl}${url}`;
  return SHOWABLE_IMAGE_URL.test(url) ? url : null;
}

/**
 * An image the reference server stored (server/src/routes/media.ts names them so), by its path or
 * by its address on the API's origin, as api/activity.ts hands it to the screens.
 */
export const isMediaPath = (value: string) =>
  /^(https?:\/\/\S*)?\/media\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/.test(value);
