import { preload } from 'react-dom';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from '@/lib/image-sizes.mjs';

const ALL_SIZES = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);

/** The optimiser's address for one width of an image, as next/image's default loader writes it. */
export function optimisedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/** The candidate widths next/image would offer: by `sizes` when given, else 1x and 2x of the width. */
function candidates(width: number, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    const smallest = percents.length ? Math.min(...percents) * 0.01 : 0;
    return { widths: ALL_SIZES.filter((size) => size >= DEVICE_SIZES[0]! * smallest), kind: 'w' };
  }
  const pick = (w: number) => ALL_SIZES.find((size) => size >= w) ?? ALL_SIZES[ALL_SIZES.length - 1]!;
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' };
}

/**
 * A backend picture through Next's image optimiser, as next/image renders it, but as plain markup: the lists that
 * show these pictures are client components, and next/image would add about 8 KB of its client code to every page
 * with a list, for features (blur placeholders, fill mode, loaders) the site does not use.
 */
export function OptimisedImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  priority = false,
  fetchPriority,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  className?: string;
  /** The largest picture of the first screen: preloaded from the head, never lazy. */
  priority?: boolean;
  fetchPriority?: 'high' | 'low';
}) {
  const { widths, kind } = candidates(width, sizes);
  const srcSet = widths
    .map((w, index) => `${optimisedUrl(src, w)} ${kind === 'w' ? `${w}w` : `${index + 1}x`}`)
    .join(', ');
  const fallback = optimisedUrl(src, widths[widths.length - 1]!);
  if (priority) preload(fallback, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the same markup next/image writes, without its client code
    <img
      className={className}
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : fetchPriority}
      decoding="async"
    />
  );
}
