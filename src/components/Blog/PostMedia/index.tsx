import React from 'react';
import {FallbackImage, FallbackVideo} from '@site/src/components/CollectionMedia';
import type {BlogFrontMatter} from '@site/src/lib/collections/frontMatter';
import styles from './styles.module.css';

type Props = Pick<BlogFrontMatter, 'mediaType' | 'image' | 'gif' | 'video'> & {title: string};

/** The article's media: the gif, the video (post image as poster) or the image, each with its fallback. */
export default function PostMedia({mediaType, image, gif, video, title}: Props) {
  const label = `Illustration: ${title}`;
  const size = {width: 1200, height: 630, className: styles.media};
  return (
    <figure className={styles.figure}>
      {mediaType === 'video' && video ? (
        <FallbackVideo src={video} poster={image} label={label} {...size} />
      ) : (
        <FallbackImage src={mediaType === 'gif' && gif ? gif : image} alt={label} fetchPriority="high" {...size} />
      )}
    </figure>
  );
}
