import React, {useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode} from 'react';

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  /** The image's text alternative; empty for a decorative image. */
  alt: string;
  /** Rendered instead of the image when it fails to load; null hides it. */
  fallback: ReactNode;
};

/**
 * An <img> that swaps to a fallback when loading fails, including failures
 * that happened before React hydrated (the error event is gone by then, so
 * the effect checks the element itself).
 */
export default function SafeImage({fallback, onError, alt, ...img}: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [img.src]);

  if (failed) return <>{fallback}</>;
  return (
    <img
      ref={ref}
      {...img}
      alt={alt}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
