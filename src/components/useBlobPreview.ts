import { useEffect, useMemo } from 'react';
import { PREVIEW_RELEASE_MS } from '@/lib/images';

/**
 * A preview of a chosen file through a blob URL, released after 10 s or on change
 * (docs/requirements.md#9-constants-and-limits): an image shown by then stays on screen.
 */
export function useBlobPreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!url) return;
    const release = setTimeout(() => URL.revokeObjectURL(url), PREVIEW_RELEASE_MS);
    return () => {
      clearTimeout(release);
      URL.revokeObjectURL(url);
    };
  }, [url]);
  return url;
}
