/**
 * Hands a file to the browser's downloads, as a link with `download` would: the file is made
 * here (a CSV built in the browser, or one the server sent), not fetched by the link.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the download surely has its own copy (FileSaver.js waits as long); until then
  // the URL holds the file in memory.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/** The file name a Content-Disposition header gives, if any. */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
}
