import { getImageProps, type ImageProps } from 'next/image';

type Props = Omit<ImageProps, 'priority' | 'preload' | 'placeholder'> & {
  /** Above the fold (an article's cover, the first cards): fetched early and not lazily. */
  eager?: boolean;
};

/**
 * An image with next/image's optimised sources and sizes, rendered on the server as a plain
 * `<img>`. `<Image>` is a client component: on a page without other use for it, it added a
 * script and its hydration for pictures that never change after the first paint.
 */
export default function StaticImage({ eager = false, ...image }: Props) {
  const { props } = getImageProps({ ...image, ...(eager ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  // The alt text is in `props` (required by ImageProps).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
}
