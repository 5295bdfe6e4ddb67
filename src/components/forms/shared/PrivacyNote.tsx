import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The line under each form: what the details are for, and where the policy is. */
export default function PrivacyNote({purpose}: {purpose: string}) {
  return (
    <p className={styles.note}>
      We use your details only {purpose}. <Link to="/privacy">Privacy policy</Link>
    </p>
  );
}
