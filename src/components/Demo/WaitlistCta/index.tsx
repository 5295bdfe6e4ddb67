import React from 'react';
import CtaBanner from '@site/src/components/shared/CtaBanner';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import styles from './styles.module.css';

export default function WaitlistCta() {
  const {title, text, action} = DEMO_COPY.page.cta;
  return (
    <div className={styles.wrap}>
      <CtaBanner title={title} text={text} actions={[action]} />
    </div>
  );
}
