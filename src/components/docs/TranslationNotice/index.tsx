import React from 'react';
import {DEFAULT_LOCALE, LOCALE_INFO} from '@site/src/data/constants';
import {TRANSLATION_NOTICE_UI} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/**
 * At the top of a translated Help Center page whose English page changed since it was translated (the build
 * knows: plugins/i18n/frontMatter.ts): says so, and links to the English page, which is the current one.
 */
export default function TranslationNotice({englishPath}: {englishPath: string}) {
  const ui = useLocalized(TRANSLATION_NOTICE_UI);
  return (
    <div className={styles.notice} role="note">
      <p>
        {ui.text}{' '}
        <a href={englishPath} hrefLang={LOCALE_INFO[DEFAULT_LOCALE].htmlLang}>
          {ui.link}
        </a>
      </p>
    </div>
  );
}
