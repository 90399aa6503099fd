// @ts-check
/**
 * How many pixels an image may have, by what it is for. Decoding costs memory in proportion to
 * pixels, not bytes (a 260 kB PNG can declare 16383×16383 pixels, a gigabyte once decoded), so
 * every image is measured from its header (image-size.mjs) and refused past its budget before
 * anything decodes it: on upload, inside an SVG logo, and at /_next/image (server/image-guard.mjs).
 * docs/admin.md ("Uploads") lists these figures for editors.
 */

/** @typedef {{ maxSide: number, maxPixels: number }} PixelBudget */

/**
 * photo: covers, post and story images (a 40-megapixel photo decodes to 160 MB of RGBA, the most
 * the optimizer is given). logo: a logo is shown at 240×96 at most; 4 megapixels is plenty, also for
 * each raster image embedded in an SVG logo.
 * @type {{ photo: PixelBudget, logo: PixelBudget }}
 */
export const PIXEL_BUDGETS = {
  photo: { maxSide: 8192, maxPixels: 40_000_000 },
  logo: { maxSide: 4096, maxPixels: 4_000_000 },
};

/** @typedef {{ width: number, height: number, maxSide: number, maxPixels: number }} OverBudget */

/**
 * Null when an image of width × height fits the budget; else the figures an error message gives.
 * @param {{ width: number, height: number }} size
 * @param {PixelBudget} budget
 * @returns {OverBudget | null}
 */
export function overBudget({ width, height }, budget) {
  if (width <= budget.maxSide && height <= budget.maxSide && width * height <= budget.maxPixels) return null;
  return { width, height, maxSide: budget.maxSide, maxPixels: budget.maxPixels };
}
