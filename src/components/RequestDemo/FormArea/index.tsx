import React from 'react';
import Section from '@site/src/components/shared/Section';
import FormPanel, {FormPanelCard} from '@site/src/components/shared/FormPanel';
import DemoRequestForm from '@site/src/components/forms/DemoRequestForm';
import Steps from '@site/src/components/shared/Steps';
import {LINKS} from '@site/src/data/constants';
import {requestDemoPage} from '@site/src/data/contact';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** The demo request form beside what the demo covers and what happens next. */
export default function RequestDemoFormArea() {
  const {formTitle, formText, covers, next, schedule} = useLocalized(requestDemoPage);
  return (
    <Section id="demo-request">
      <FormPanel wideFirst>
        <FormPanelCard>
          <h2 className={styles.formTitle}>{formTitle}</h2>
          <p className={styles.formText}>{formText}</p>
          <DemoRequestForm />
        </FormPanelCard>
        <div>
          <h2 className={styles.asideTitle}>{covers.title}</h2>
          <ul className={styles.covers}>
            {covers.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2 className={styles.asideTitle}>{next.title}</h2>
          <Steps steps={next.items} variant="beside" />
          <p className={styles.schedule}>
            {schedule.text}{' '}
            <a href={LINKS.scheduling} target="_blank" rel="noopener noreferrer">
              {schedule.action}
              <span className="sr-only"> {schedule.newTab}</span>
            </a>
          </p>
        </div>
      </FormPanel>
    </Section>
  );
}
