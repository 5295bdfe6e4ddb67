import React, {useState} from 'react';
import SiteToaster from '@site/src/components/shared/SiteToaster';
import {useColorMode} from '@docusaurus/theme-common';
import {LINKS} from '@site/src/data/constants';
import {callFunction} from '@site/src/lib/forms/client';
import {BUSY_LABELS, POPUP_CONNECTION_ERROR_PREFIX, TOASTS} from '@site/src/lib/forms/messages';
import {FIELD_LIMITS, FIELD_MESSAGES, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import Field from '../shared/Field';
import Honeypot from '../shared/Honeypot';
import SubmitButton from '../shared/SubmitButton';
import {useFunctionsUrl} from '../shared/useFunctionsUrl';
import {applyServerFieldErrors, showToast, useLeadForm} from '../shared/useLeadForm';
import styles from '../shared/styles.module.css';

const FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;

/**
 * The popup is a modal <dialog>: the page behind it, the site's toast region
 * included, is inert and drawn under it. Toasts shown while it is open go to
 * a region inside the dialog, so they are seen and announced; the success
 * toast goes to the site's region, as the dialog closes.
 */
const POPUP_TOASTER_ID = 'demo-popup';
const EMPTY = {name: '', email: '', phone: '', company: '', message: '', [HONEYPOT_FIELD]: ''};

/**
 * The home page popup's form (the dialog around it is the popup's). Only name
 * and email are required; while sending every field is disabled; a failed
 * send keeps the values and says how to reach us directly.
 */
export default function DemoPopupForm({onSuccess}: {onSuccess?: () => void}) {
  const base = useFunctionsUrl();
  const {form, idPrefix, warmUp} = useLeadForm('demoPopupSchema', EMPTY);
  const [failed, setFailed] = useState(false);
  const busy = form.formState.isSubmitting;
  const alertId = `${idPrefix}-alert`;
  const {colorMode} = useColorMode();

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailed(false);
      try {
        await callFunction(base, FUNCTION_NAMES.demoRequest, {body: {...values, source: 'popup'}});
      } catch (error) {
        if (applyServerFieldErrors(form, error, FIELDS)) return;
        console.error('Demo request failed:', error);
        setFailed(true);
        showToast('error', TOASTS.demoFailure, POPUP_TOASTER_ID);
        return;
      }
      form.reset(EMPTY);
      showToast('success', TOASTS.demoPopupSuccess);
      onSuccess?.();
    },
    (errors) => {
      if (errors.name?.message === FIELD_MESSAGES.missingInfo || errors.email?.message === FIELD_MESSAGES.missingInfo) {
        showToast('error', TOASTS.missingInfo, POPUP_TOASTER_ID);
      }
    },
  );

  return (
    <form className={styles.form} aria-label="Request a demo" aria-describedby={failed ? alertId : undefined} noValidate onSubmit={onSubmit} onFocus={warmUp} onPointerDown={warmUp}>
      <fieldset className={styles.fields} disabled={busy}>
        <legend className="sr-only">Your details</legend>
        <div className={styles.pair}>
          <Field form={form} idPrefix={idPrefix} name="name" label="Your name" autoComplete="name" maxLength={FIELD_LIMITS.name} />
          <Field form={form} idPrefix={idPrefix} name="email" label="Work email" type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />
        </div>
        <div className={styles.pair}>
          <Field form={form} idPrefix={idPrefix} name="phone" label="Phone" type="tel" autoComplete="tel" optional maxLength={FIELD_LIMITS.phone} />
          <Field form={form} idPrefix={idPrefix} name="company" label="Company name" autoComplete="organization" optional maxLength={FIELD_LIMITS.company} />
        </div>
        <Field form={form} idPrefix={idPrefix} name="message" label="Anything we should know?" optional multiline rows={3} maxLength={FIELD_LIMITS.message} />
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
      <SiteToaster id={POPUP_TOASTER_ID} theme={colorMode} />
    </form>
  );
}
