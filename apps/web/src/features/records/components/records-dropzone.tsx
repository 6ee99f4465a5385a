import { RECORDS_UPLOAD } from '@arogya/contract/constants/records';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { ACCEPT, type FileRejection, isAcceptedType, validateFiles } from '../lib/validate-files';

/**
 * Drag-and-drop upload (spec 02 §2, §5): drop files or click to browse; "Invalid file type!" while dragging
 * something the page does not take; at most RECORDS_UPLOAD.maxFiles per drop. Refused files are listed with
 * the reason; the accepted ones go to `onFiles`.
 */
export function RecordsDropzone({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [drag, setDrag] = useState<'none' | 'valid' | 'invalid'>('none');
  const [rejected, setRejected] = useState<FileRejection[]>([]);

  function take(list: FileList | null) {
    const files = list ? [...list] : [];
    if (files.length === 0) return;
    const result = validateFiles(files, RECORDS_UPLOAD.maxFiles);
    setRejected(result.rejected);
    if (result.accepted.length > 0) onFiles(result.accepted);
  }

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    const items = [...event.dataTransfer.items].filter((i) => i.kind === 'file');
    setDrag(items.every((i) => isAcceptedType(i.type)) ? 'valid' : 'invalid');
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={onDragOver}
        onDragLeave={() => setDrag('none')}
        onDrop={(event) => {
          event.preventDefault();
          setDrag('none');
          if (!disabled) take(event.dataTransfer.files);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          drag === 'invalid'
            ? 'border-red-500 bg-red-50 dark:bg-red-950/40'
            : drag === 'valid'
              ? 'border-teal-600 bg-teal-50 dark:bg-teal-950/40'
              : 'border-slate-300 bg-slate-50 hover:border-teal-600 dark:border-slate-700 dark:bg-slate-900/50',
          disabled && 'cursor-wait opacity-70',
        )}
        data-testid="records-dropzone"
      >
        <Upload aria-hidden="true" className="size-8 text-teal-700 dark:text-teal-300" />
        <span className="font-semibold text-slate-900 dark:text-white">
          {drag === 'invalid'
            ? MSG_RECORDS.invalidFileType
            : drag === 'valid'
              ? MSG_RECORDS.dropHere
              : MSG_RECORDS.dropzone}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{MSG_RECORDS.acceptedTypes}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {rejected.length > 0 && (
        <ul role="alert" className="mt-3 space-y-1 text-sm text-red-700 dark:text-red-400">
          {rejected.map((r, i) => (
            // Two refused files may share a name; the list is rebuilt whole on each drop.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${r.name}-${i}`}>
              <span className="font-medium">{r.name}</span>: {r.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
