import { z } from 'zod';

/**
 * POST /uploads/image. Shaped like the image host the spec's client used (`secure_url`), so the editor
 * stores `secure_url` as the picture; here it is a path on this server (`/api/files/<id>`).
 */
export const uploadedImageSchema = z.object({
  secure_url: z.string(),
  url: z.string(),
  _id: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
