import React, {useEffect, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import {TIMING} from '@site/src/data/constants';
import {callFunction} from '@site/src/lib/forms/client';
import {BUSY_LABELS, TOASTS} from '@site/src/lib/forms/messages';
import {FIELD_LIMITS, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import Field from '../shared/Field';
import Honeypot from '../shared/Honeypot';
import PrivacyNote from '../shared/PrivacyNote';
import SubmitButton from '../shared/SubmitButton';
import {useFunctionsUrl} from '../shared/useFunctionsUrl';
import {applyServerFieldErrors, showToast, useLeadForm} from '../shared/useLeadForm';
import styles from '../shared/styles.module.css';

const FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;
const EMPTY = {name: '', email: '', phone: '', company: '', message: '', [HONEYPOT_FIELD]: ''};

/**
 * The Request a Demo page's form (/request-demo). On success it clears,
 * toasts 'Request Sent!' and returns the visitor to the home page after 2 s.
 */
export default function DemoRequestForm() {
  const base = useFunctionsUrl();
  const history = useHistory();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {form, idPrefix, warmUp} = useLeadForm('demoRequestSchema', EMPTY);
  const busy = form.formState.isSubmitting;

  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await callFunction(base, FUNCTION_NAMES.demoRequest, {body: {...values, source: 'request-demo'}});
    } catch (error) {
      if (applyServerFieldErrors(form, error, FIELDS)) return;
      console.error('Demo request failed:', error);
      showToast('error', TOASTS.demoFailure);
      return;
    }
    form.reset(EMPTY);
    showToast('success', TOASTS.demoPageSuccess);
    redirect.current = setTimeout(() => history.push('/'), TIMING.demoRedirectMs);
  });

  return (
    <form className={styles.form} aria-label="Request a demo" noValidate onSubmit={onSubmit} onFocus={warmUp} onPointerDown={warmUp}>
      <div className={styles.pair}>
        <Field form={form} idPrefix={idPrefix} name="name" label="Your name" autoComplete="name" maxLength={FIELD_LIMITS.name} />
        <Field form={form} idPrefix={idPrefix} name="email" label="Work email" type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />
      </div>
      <div className={styles.pair}>
        <Field form={form} idPrefix={idPrefix} name="phone" label="Phone" type="tel" autoComplete="tel" optional maxLength={FIELD_LIMITS.phone} />
        <Field form={form} idPrefix={idPrefix} name="company" label="Company name" autoComplete="organization" optional maxLength={FIELD_LIMITS.company} />
      </div>
      <Field
        form={form}
        idPrefix={idPrefix}
        name="message"
        label="What would you like to see?"
        optional
        multiline
        placeholder="Number of stores, your POS or menu platform, what slows your budtenders down…"
        maxLength={FIELD_LIMITS.message}
      />
      <Honeypot idPrefix={idPrefix} registration={form.register(HONEYPOT_FIELD)} />
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS.sending}>
          Request Demo
        </SubmitButton>
        <PrivacyNote purpose="to arrange your demo" />
      </div>
    </form>
  );
}
