import React, {useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import type {AboutContent} from '@site/src/data/about';
import styles from './styles.module.css';

/** The mission image; a gray box with a caption replaces it when it cannot load (spec 8). */
function MissionImage({image, fallback}: {image: AboutContent['mission']['image']; fallback: string}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const src = useBaseUrl(image.src);
  // The error may fire before hydration attaches onError; check once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div className={styles.fallback} role="img" aria-label={image.alt} style={{aspectRatio: `${image.width} / ${image.height}`}}>
        <span>{fallback}</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      className={styles.image}
      src={src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export default function Mission({mission}: {mission: AboutContent['mission']}) {
  return (
    <Section id="mission" aria-labelledby="mission-title">
      <div className={styles.grid}>
        <div>
          <SectionHeading id="mission-title" title={mission.title} align="left" />
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <MissionImage image={mission.image} fallback={mission.imageFallback} />
      </div>
    </Section>
  );
}
