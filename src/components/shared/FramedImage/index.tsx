import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SafeImage from '../SafeImage';
import type {Illustration} from '@site/src/data/about';
import styles from './styles.module.css';

type Props = {
  image: Illustration;
  /** Caption of a gray box drawn instead of the picture when it cannot load; without it, a plain image. */
  fallback?: string;
};

/** A section's picture in a rounded, shadowed frame, loaded lazily; a gray captioned box of its size replaces it when it fails. */
export default function FramedImage({image, fallback}: Props) {
  const img = {
    className: styles.image,
    src: useBaseUrl(image.src),
    alt: image.alt,
    width: image.width,
    height: image.height,
    loading: 'lazy',
    decoding: 'async',
  } as const;
  if (fallback === undefined) return <img {...img} alt={img.alt} />;
  return (
    <SafeImage
      {...img}
      fallback={
        <div
          className={styles.fallback}
          role="img"
          aria-label={image.alt}
          style={{aspectRatio: `${image.width} / ${image.height}`}}>
          <span>{fallback}</span>
        </div>
      }
    />
  );
}
