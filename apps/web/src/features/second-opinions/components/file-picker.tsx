import { SECOND_OPINION_FILE } from '@arogya/contract/constants/second-opinions';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { FileText, Upload, X } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { fileProblem, formatBytes } from '../lib/labels';

/** A file input that keeps a list: each chosen file is checked first; refused ones are named in a toast. */
export function FilePicker({
  label,
  hint,
  files,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  function add(list: FileList | null) {
    const next = [...files];
    for (const file of Array.from(list ?? [])) {
      const problem = fileProblem(file);
      if (problem) toast.error(problem);
      else if (!next.some((f) => f.name === file.name && f.size === file.size)) next.push(file);
    }
    onChange(next.slice(0, SECOND_OPINION_FILE.maxFilesPerRequest));
  }
  return (
    <div>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 p-6 text-center hover:border-teal-600 focus-within:border-teal-600 dark:border-slate-600"
      >
        <Upload aria-hidden="true" className="size-6 text-teal-700 dark:text-teal-300" />
        <span className="font-medium text-slate-900 dark:text-white">{label}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{hint}</span>
        <input
          id={id}
          type="file"
          multiple
          accept={SECOND_OPINION_FILE.pickerAccept}
          className="sr-only"
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-3 space-y-2">
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1 truncate text-slate-900 dark:text-white">{file.name}</span>
              <span className="shrink-0 text-slate-600 dark:text-slate-300">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="rounded p-1 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
                aria-label={fill(MSG_SECOND_OPINION.removeFile, { file: file.name })}
                onClick={() => onChange(files.filter((f) => f !== file))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
