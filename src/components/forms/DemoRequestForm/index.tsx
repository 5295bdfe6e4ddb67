import React, {useEffect, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import {TIMING} from '@site/src/data/constants';
import {DEMO_REQUEST_FORM} from '@site/src/data/forms';
import {BUSY_LABELS} from '@site/src/lib/forms/messages';
import DemoRequestFields from '../shared/DemoRequestFields';
import PrivacyNote from '../shared/PrivacyNote';
import SubmitButton from '../shared/SubmitButton';
import {useDemoRequest} from '../shared/useDemoRequest';
import styles from '../shared/styles.module.css';

/**
 * The Request a Demo page's form (/request-demo). On success it clears,
 * toasts 'Request Sent!' and returns the visitor to the home page after 2 s.
 */
export default function DemoRequestForm() {
  const history = useHistory();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {form, idPrefix, warmUp, onSubmit, busy} = useDemoRequest('request-demo', {
    onSent: () => {
      redirect.current = setTimeout(() => history.push('/'), TIMING.demoRedirectMs);
    },
  });

  useEffect(() => () => clearTimeout(redirect.current), []);

  return (
    <form
      className={styles.form}
      aria-label={DEMO_REQUEST_FORM.label}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      onPointerDown={warmUp}>
      <DemoRequestFields form={form} idPrefix={idPrefix} variant="page" />
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS.sending}>
          {DEMO_REQUEST_FORM.submit.page}
        </SubmitButton>
        <PrivacyNote purpose={DEMO_REQUEST_FORM.privacyPurpose} />
      </div>
    </form>
  );
}
