import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Section from '@site/src/components/shared/Section';
import {LINKS} from '@site/src/data/constants';
import {privacySections, type PrivacySection} from '@site/src/data/privacy';
import DeleteMyData from '../DeleteMyData';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** Turns the contact address in a paragraph into a mailto link. */
function Paragraph({text}: {text: string}) {
  const at = text.indexOf(LINKS.contactEmail);
  if (at < 0) return <p>{text}</p>;
  return (
    <p>
      {text.slice(0, at)}
      <a href={`mailto:${LINKS.contactEmail}`}>{LINKS.contactEmail}</a>
      {text.slice(at + LINKS.contactEmail.length)}
    </p>
  );
}

/** The section whose text points to the "Delete my data" form: the form follows it. */
const DELETE_FORM_SECTION = 'your-rights';

function PolicySection({section}: {section: PrivacySection}) {
  // Register the id so the contents list's #links pass the build's anchor check.
  useBrokenLinks().collectAnchor(section.id);
  return (
    <section id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`} className={styles.title}>
        {section.title}
      </h2>
      {section.paragraphs.map((text) => (
        <Paragraph key={text} text={text} />
      ))}
      {section.items && (
        <dl className={styles.items}>
          {section.items.map((item) => (
            <div key={item.term} className={styles.item}>
              <dt>{item.term}</dt>
              <dd>{item.description}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.id === DELETE_FORM_SECTION && <DeleteMyData />}
    </section>
  );
}

/** The nine sections of the policy. */
export default function PrivacyPolicy() {
  const sections = useLocalized(privacySections);
  return (
    <Section>
      <div className={styles.policy}>
        {sections.map((section) => (
          <PolicySection key={section.id} section={section} />
        ))}
      </div>
    </Section>
  );
}
