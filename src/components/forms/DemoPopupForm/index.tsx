import React, {useState} from 'react';
import {LINKS} from '@site/src/data/constants';
import {callFunction} from '@site/src/lib/forms/client';
import {BUSY_LABELS, POPUP_CONNECTION_ERROR_PREFIX, TOASTS} from '@site/src/lib/forms/messages';
import {demoPopupSchema, FIELD_LIMITS, FIELD_MESSAGES, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/schemas';
import * as z from 'zod';
import Field from '../shared/Field';
import Honeypot from '../shared/Honeypot';
import SubmitButton from '../shared/SubmitButton';
import {useFunctionsUrl} from '../shared/useFunctionsUrl';
import {applyServerFieldErrors, showToast, useLeadForm} from '../shared/useLeadForm';
import styles from '../shared/styles.module.css';

const FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;
const EMPTY = {name: '', email: '', phone: '', company: '', message: '', [HONEYPOT_FIELD]: ''};

/**
 * The home page popup's form (the dialog around it is the popup's). Only name
 * and email are required; while sending every field is disabled; a failed
 * send keeps the values and says how to reach us directly.
 */
export default function DemoPopupForm({onSuccess}: {onSuccess?: () => void}) {
  const base = useFunctionsUrl();
  const {form, idPrefix} = useLeadForm(demoPopupSchema, EMPTY);
  const [failed, setFailed] = useState(false);
  const busy = form.formState.isSubmitting;
  const alertId = `${idPrefix}-alert`;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailed(false);
      try {
        await callFunction(base, FUNCTION_NAMES.demoRequest, {data: z.unknown(), body: {...values, source: 'popup'}});
      } catch (error) {
        if (applyServerFieldErrors(form, error, FIELDS)) return;
        console.error('Demo request failed:', error);
        setFailed(true);
        showToast('error', TOASTS.demoFailure);
        return;
      }
      form.reset(EMPTY);
      showToast('success', TOASTS.demoPopupSuccess);
      onSuccess?.();
    },
    (errors) => {
      if (errors.name?.message === FIELD_MESSAGES.missingInfo || errors.email?.message === FIELD_MESSAGES.missingInfo) {
        showToast('error', TOASTS.missingInfo);
      }
    },
  );

  return (
    <form className={styles.form} aria-label="Request a demo" aria-describedby={failed ? alertId : undefined} noValidate onSubmit={onSubmit}>
      <fieldset className={styles.fields} disabled={busy}>
        <legend className={styles.srOnly}>Your details</legend>
        <div className={styles.pair}>
          <Field form={form} idPrefix={idPrefix} name="name" label="Your name" autoComplete="name" maxLength={FIELD_LIMITS.name} />
          <Field form={form} idPrefix={idPrefix} name="email" label="Work email" type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />
        </div>
        <div className={styles.pair}>
          <Field form={form} idPrefix={idPrefix} name="phone" label="Phone" type="tel" autoComplete="tel" optional maxLength={FIELD_LIMITS.phone} />
          <Field form={form} idPrefix={idPrefix} name="company" label="Dispensary or company" autoComplete="organization" optional maxLength={FIELD_LIMITS.company} />
        </div>
        <Field form={form} idPrefix={idPrefix} name="message" label="Anything we should know?" optional multiline maxLength={FIELD_LIMITS.message} />
        <Honeypot idPrefix={idPrefix} registration={form.register(HONEYPOT_FIELD)} />
      </fieldset>
      {failed && (
        <p id={alertId} role="alert" className={styles.formAlert}>
          {POPUP_CONNECTION_ERROR_PREFIX}
          <a href={`mailto:${LINKS.contactEmail}`}>{LINKS.contactEmail}</a>
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS.sending}>
          Request My Demo
        </SubmitButton>
      </div>
    </form>
  );
}
