import React from 'react';
import Link from '@docusaurus/Link';
import {FORMS_COPY} from '@site/src/data/forms';
import {useFormLocale} from './useFormLocale';
import styles from './styles.module.css';

/** The line under each form: what the details are for, and where the policy is. */
export default function PrivacyNote({purpose}: {purpose: string}) {
  const note = FORMS_COPY[useFormLocale()].privacyNote;
  return (
    <p className={styles.note}>
      {note.lead} {purpose}. <Link to="/privacy">{note.policy}</Link>
    </p>
  );
}
