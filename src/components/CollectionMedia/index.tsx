import React, {useEffect, useRef, useState, type ComponentProps} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

const PLACEHOLDER_IMAGE = '/img/fallback/image-unavailable.svg';

type ImageProps = Omit<ComponentProps<'img'>, 'src'> & {src: string; alt: string};

/** Shows the placeholder image when the picture fails, so a card or article never shows a broken image. */
export function FallbackImage({src, alt, ...rest}: ImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const placeholder = useBaseUrl(PLACEHOLDER_IMAGE);
  const source = useBaseUrl(src);
  // An image can fail before React hydrates and attaches onError.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [source]);
  return <img ref={ref} src={failed ? placeholder : source} alt={alt} onError={() => setFailed(true)} {...rest} />;
}

type VideoProps = {src: string; poster: string; label: string; className?: string; width: number; height: number};

/** A video with the post image as poster; if the video cannot play, the image takes its place. */
export function FallbackVideo({src, poster, label, className, width, height}: VideoProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);
  const source = useBaseUrl(src);
  const posterUrl = useBaseUrl(poster);
  useEffect(() => {
    const video = ref.current;
    if (video && (video.error || video.networkState === video.NETWORK_NO_SOURCE)) setFailed(true);
  }, [source]);
  if (failed) return <FallbackImage src={poster} alt={label} className={className} width={width} height={height} />;
  return (
    <video
      ref={ref}
      className={className}
      src={source}
      poster={posterUrl}
      width={width}
      height={height}
      controls
      muted
      playsInline
      preload="metadata"
      aria-label={label}
      onError={() => setFailed(true)}
    />
  );
}
