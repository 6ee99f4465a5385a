/** Saving a fetched blob as a download, and the names the downloads get. */

/** Starts a download of `blob` named `fileName` (the browser's own save flow). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; release it once that has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Lower-case ASCII words joined by '-', for file names ('Asha Patel' → 'asha-patel'). */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug === '' ? 'patient' : slug;
}

/** 'intake-2026-11-24-asha-patel.pdf' (the server's own naming). */
export function intakeFormFileName(appointmentDate: string, patientName: string): string {
  return `intake-${appointmentDate}-${fileSlug(patientName)}.pdf`;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** 'report-2026-11-24-asha-patel.pdf', the extension taken from the file's type. */
export function reportFileName(appointmentDate: string, patientName: string, type: string): string {
  const extension = EXTENSIONS[type.split(';')[0]?.trim() ?? ''] ?? 'bin';
  return `report-${appointmentDate}-${fileSlug(patientName)}.${extension}`;
}
