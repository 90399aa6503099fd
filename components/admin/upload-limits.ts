import type { useTranslations } from 'next-intl';
import type { UploadRefusal } from '@/lib/infra/uploads/store';
import type { SvgProblem } from '@/lib/infra/uploads/svg-screen';

export type UploadLimitMessages = ReturnType<typeof useTranslations<'Admin.uploadLimits'>>;

const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

function svgText(t: UploadLimitMessages, problem: SvgProblem): string {
  switch (problem.kind) {
    case 'shape':
      return t('svg.shape', { width: problem.width, height: problem.height });
    case 'elements':
      return t('svg.elements', { count: problem.count, max: problem.max });
    case 'depth':
      return t('svg.depth', { max: problem.max });
    case 'reference':
      return t('svg.reference', { ref: problem.ref });
    case 'embedded-count':
      return t('svg.embeddedCount', { count: problem.count, max: problem.max });
    case 'embedded-pixels':
      return t('svg.embeddedPixels', { width: problem.width, height: problem.height, maxSide: problem.maxSide, megapixels: megapixels(problem.maxPixels) });
    case 'embedded-total':
      return t('svg.embeddedTotal', { megapixels: megapixels(problem.pixels), max: megapixels(problem.maxPixels) });
    case 'filter':
      return t('svg.filter', { name: problem.name });
    case 'no-size':
      return t('svg.noSize');
    case 'self-reference':
      return t('svg.selfReference');
    case 'nested-svg':
      return t('svg.nestedSvg');
    case 'embedded-unknown':
      return t('svg.embeddedUnknown');
    case 'too-costly':
      return t('svg.tooCostly');
    case 'entities':
      return t('svg.entities');
    case 'unreadable':
      return t('svg.unreadable');
  }
}

/**
 * The sentence for an upload refused for its pixels or for what its SVG holds (with the figures:
 * "This image is 16000×16000 pixels; the most this field takes is …"), or null for the other
 * reasons, which each editor words itself.
 */
export function uploadLimitText(t: UploadLimitMessages, refusal: UploadRefusal | { reason: string }): string | null {
  if ('pixels' in refusal) {
    const { width, height, maxSide, maxPixels } = refusal.pixels;
    return t('pixels', { width, height, maxSide, megapixels: megapixels(maxPixels) });
  }
  if ('svg' in refusal) return svgText(t, refusal.svg);
  return null;
}
