import { IMAGE_UPLOAD } from '@arogya/contract/constants/files';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { Camera, LoaderCircle, UserRound } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { isImageFile, useUploadProfilePicture } from '../api/upload-profile-picture';

/**
 * The profile picture (spec 02 §2, §5, §8): images only — the picker offers `image/*` and anything else is
 * refused before upload with 'Please choose an image file.' (so is an image over the server's size
 * limit). Uploading shows 'Uploading image...', then 'Image uploaded successfully!' or 'Image upload
 * failed.'; the returned `secure_url` becomes the value, saved with the rest of the form.
 */
export function ProfilePictureField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const labelId = `${inputId}-label`;
  const actionId = `${inputId}-action`;
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadProfilePicture();
  const uploading = upload.isPending;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refusal = !isImageFile(file)
      ? MSG_PROFILE.imagesOnly
      : file.size > IMAGE_UPLOAD.maxBytes
        ? fill(MSG_PROFILE.imageTooLarge, { size: IMAGE_UPLOAD.maxBytes / (1024 * 1024) })
        : null;
    if (refusal !== null) {
      setError(refusal);
      toast.error(refusal);
      return;
    }
    setError(null);
    const toastId = toast.loading(MSG_PROFILE.uploadingImage);
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        onChange(uploaded.secure_url);
        toast.success(MSG_PROFILE.imageUploaded, { id: toastId });
      },
      onError: (cause) => {
        console.error('Image upload failed', cause);
        setError(MSG_PROFILE.imageUploadFailed);
        toast.error(MSG_PROFILE.imageUploadFailed, { id: toastId });
      },
    });
  }

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-800 dark:text-slate-200" id={labelId}>
        {MSG_PROFILE.profilePicture}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={MSG_PROFILE.pictureAlt}
            className="size-20 rounded-full border border-slate-200 object-cover dark:border-slate-700"
          />
        ) : (
          <span
            role="img"
            aria-label={MSG_PROFILE.noPicture}
            className="grid size-20 place-items-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
          >
            <UserRound aria-hidden="true" className="size-9" />
          </span>
        )}
        <div className="space-y-1">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {uploading ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <Camera aria-hidden="true" className="size-4" />
            )}
            <span id={actionId}>
              {uploading
                ? MSG_PROFILE.uploadingImage
                : value
                  ? MSG_PROFILE.changePicture
                  : MSG_PROFILE.uploadPicture}
            </span>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={uploading}
              aria-labelledby={`${labelId} ${actionId}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={pick}
            />
          </label>
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
            {MSG_PROFILE.pictureHint}
          </p>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
