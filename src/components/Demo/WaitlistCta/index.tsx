import React from 'react';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

export default function WaitlistCta() {
  const {title, text, action} = useLocalized(DEMO_COPY).page.cta;
  return (
    <div className={styles.wrap}>
      <CtaBanner title={title} text={text} actions={[action]} />
    </div>
  );
}
