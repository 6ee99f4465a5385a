/** Hands a fetched file to the browser's save, under `fileName`. */
export function saveBlob(data: unknown, fileName: string): void {
  if (!(data instanceof Blob)) throw new Error('Expected a file in the response.');
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
