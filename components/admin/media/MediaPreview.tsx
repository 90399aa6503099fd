import Image from 'next/image';
import type { MediaItem } from '@/lib/features/media/shared/types';

const TILES = { document: 'PDF', video: 'VIDEO', captions: 'VTT' } as const;

/** A file as the library shows it: an image scaled into the box (through the image optimizer, each size made once); a PDF, a video or captions as a labelled tile. */
export function MediaPreview({ item, sizes, alt }: { item: Pick<MediaItem, 'url' | 'kind'>; sizes: string; alt: string }) {
  if (item.kind !== 'image') {
    return (
      <div className="flex h-full w-full items-center justify-center bg-ink-50 font-bold tracking-wide text-ink-700" aria-hidden="true">
        {TILES[item.kind]}
      </div>
    );
  }
  return <Image src={item.url} alt={alt} fill sizes={sizes} className="object-contain" />;
}
