import React from 'react';
import Link from '@docusaurus/Link';
import {PRIVACY_NOTE} from '@site/src/data/forms';
import styles from './styles.module.css';

/** The line under each form: what the details are for, and where the policy is. */
export default function PrivacyNote({purpose}: {purpose: string}) {
  return (
    <p className={styles.note}>
      {PRIVACY_NOTE.lead} {purpose}. <Link to="/privacy">{PRIVACY_NOTE.policy}</Link>
    </p>
  );
}
