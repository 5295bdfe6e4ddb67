import React, {useEffect, useRef, useState} from 'react';
import styles from './styles.module.css';

type Props = {name: string; src: string};

/**
 * A partner's wordmark; if the image fails, the name is shown as text
 * instead. An image can fail before React hydrates and attaches
 * onError, so the mount effect also checks an already-finished load.
 */
export default function PartnerLogo({name, src}: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <div className={styles.logo} data-fallback={failed}>
      {failed ? (
        <span className={styles.name}>{name}</span>
      ) : (
        <img
          ref={ref}
          src={src}
          alt={name}
          width={200}
          height={64}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
