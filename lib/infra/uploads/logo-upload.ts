import { PIXEL_BUDGETS } from './image-budget.mjs';
import { IMAGE_TYPES } from './sniff';
import { MAX_UPLOAD_BYTES, saveUpload, type SaveUploadResult } from './store';
import { isSvg, rasterizeSvgLogo } from './svg-logo';

type UploadOptions = Parameters<typeof saveUpload>[1];

/**
 * Stores an uploaded logo (customer stories, integrations): a PNG, JPEG, WebP or AVIF image as it
 * is, within the logo's pixel budget, an SVG drawn into a PNG first (svg-logo.ts: screened, then
 * drawn with enforced limits; only pixels are stored and served, so whatever script it carried is
 * gone). The bytes decide the type, never the name or the declared type; anything else, or more
 * than MAX_UPLOAD_BYTES, is refused with saveUpload's reasons.
 */
export async function saveLogoUpload(file: Blob, options: UploadOptions): Promise<SaveUploadResult> {
  // Refused before reading, as saveUpload does.
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'too-large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isSvg(bytes)) return saveUpload(new Blob([bytes]), options, IMAGE_TYPES, PIXEL_BUDGETS.logo);
  const drawn = await rasterizeSvgLogo(bytes);
  if (!drawn.ok) return drawn;
  return saveUpload(new Blob([drawn.png], { type: 'image/png' }), options);
}
