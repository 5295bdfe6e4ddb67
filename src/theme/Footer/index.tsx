import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import SiteLink from '@site/src/components/shared/SiteLink';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import {BRAND, SOCIAL_PROFILES, type SocialProfile} from '@site/src/data/constants';
import {FOOTER_UI, NEW_TAB_NOTE} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {FIRST_PAINT_RELEASE_ID} from '@site/src/lib/firstPaint';
import {useBuildInfo} from '@site/src/lib/useBuildInfo';
import styles from './styles.module.css';

type Column = {title: string | null; items: {label?: string; to?: string; href?: string}[]};

function isColumn(link: unknown): link is Column {
  return typeof link === 'object' && link !== null && 'items' in link;
}

/** Footer links lead to the top of their page, even when it is the page already open. */
const scrollToTop = () => window.scrollTo({top: 0});

function Logo() {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const src = useBaseUrl('/img/footer-logo.svg');
  // The image can fail before React hydrates and attaches onError.
  useEffect(() => {
    if (ref.current?.complete && ref.current.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Link to="/" className={styles.logo} onClick={scrollToTop}>
      {failed ? (
        <span className={styles.logoText}>{BRAND}</span>
      ) : (
        <img
          ref={ref}
          src={src}
          alt={BRAND}
          width={165}
          height={42}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </Link>
  );
}

function Profiles({title, profiles}: {title: string; profiles: readonly SocialProfile[]}) {
  const newTab = useLocalized(NEW_TAB_NOTE);
  return (
    <div className={styles.profiles}>
      <p className={styles.profilesTitle}>{title}</p>
      <ul>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <a href={profile.href} target="_blank" rel="noopener noreferrer" className={styles.profile}>
              {profile.label}
              <span className="sr-only">{newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Site footer: brand, profiles, the three link columns, copyright, build stamp; its own words come from FOOTER_UI. */
export default function Footer() {
  const {footer} = useThemeConfig();
  const copy = useLocalized(FOOTER_UI);
  const newTab = useLocalized(NEW_TAB_NOTE);
  const {builtAt} = useBuildInfo();
  const columns = (footer?.links ?? []).filter(isColumn);
  return (
    // The page's first paint waits for this start tag (src/lib/firstPaint.ts).
    <footer id={FIRST_PAINT_RELEASE_ID} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>{copy.tagline}</p>
          <Profiles title={copy.followUs} profiles={SOCIAL_PROFILES.filter((p) => p.kind === 'social')} />
          <Profiles title={copy.reviews} profiles={SOCIAL_PROFILES.filter((p) => p.kind === 'review')} />
        </div>
        <nav aria-label={copy.navLabel} className={styles.columns}>
          {columns.map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.href ? (
                      <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                        {item.label}
                        <span className="sr-only">{newTab}</span>
                      </a>
                    ) : (
                      <SiteLink to={item.to ?? '/'} className={styles.link} onClick={scrollToTop}>
                        {item.label}
                      </SiteLink>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>{copy.copyright(new Date().getFullYear(), BRAND)}</p>
          <time hidden dateTime={builtAt} data-testid="build-timestamp">
            {builtAt}
          </time>
        </div>
      </div>
    </footer>
  );
}
