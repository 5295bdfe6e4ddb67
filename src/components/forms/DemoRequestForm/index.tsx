import React, {useEffect, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {TIMING} from '@site/src/data/constants';
import {FORMS_COPY} from '@site/src/data/forms';
import {BUSY_LABELS_BY_LOCALE} from '@site/src/lib/forms/messages';
import DemoRequestFields from '../shared/DemoRequestFields';
import PrivacyNote from '../shared/PrivacyNote';
import SubmitButton from '../shared/SubmitButton';
import {useDemoRequest} from '../shared/useDemoRequest';
import styles from '../shared/styles.module.css';

/**
 * The Request a Demo page's form (/request-demo). On success it clears,
 * toasts 'Request Sent!' and returns the visitor to the home page (of the
 * page's language) after 2 s.
 */
export default function DemoRequestForm() {
  const history = useHistory();
  const home = useBaseUrl('/');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {form, idPrefix, warmUp, onSubmit, busy, locale} = useDemoRequest('request-demo', {
    onSent: () => {
      redirect.current = setTimeout(() => history.push(home), TIMING.demoRedirectMs);
    },
  });
  const copy = FORMS_COPY[locale].demoRequest;

  useEffect(() => () => clearTimeout(redirect.current), []);

  return (
    <form
      className={styles.form}
      aria-label={copy.label}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      onPointerDown={warmUp}>
      <DemoRequestFields form={form} idPrefix={idPrefix} variant="page" />
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS_BY_LOCALE[locale].sending}>
          {copy.submit.page}
        </SubmitButton>
        <PrivacyNote purpose={copy.privacyPurpose} />
      </div>
    </form>
  );
}
