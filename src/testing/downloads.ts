/** The files a test's screen hands to the browser's downloads (lib/download.ts), caught. */

export interface SavedFile {
  name: string;
  type: string;
  /** The bytes as text, a byte order mark kept. */
  text: string;
}

async function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  // A blob fetched (a server's file) is Node's, which reads itself; one made by the page is
  // jsdom's, which only a FileReader reads.
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Catches every file saved from now until `restore()`: the blob behind the link's URL and the
 * name the link gives it.
 *
 * @example
 * const downloads = catchDownloads();
 * await user.click(screen.getByRole('button', { name: 'Export CSV' }));
 * expect((await downloads.saved())[0]?.name).toBe('orders-2026-11-25.csv');
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { url: string; name: string; attached: boolean }[] = [];
  const createUrl = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:http://localhost/download-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ url: this.href, name: this.download, attached: this.isConnected });
  });

  return {
    /** How many links were clicked. */
    count: () => saved.length,
    /** Every saved file, in order; each link was in the page when clicked. */
    async saved(): Promise<SavedFile[]> {
      return Promise.all(
        saved.map(async ({ url, name, attached }) => {
          expect(attached).toBe(true);
          const blob = blobs.get(url);
          if (!blob) throw new Error(`no blob behind ${url}`);
          const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blob));
          return { name, type: blob.type, text };
        }),
      );
    },
    restore() {
      createUrl.mockRestore();
      click.mockRestore();
    },
  };
}
