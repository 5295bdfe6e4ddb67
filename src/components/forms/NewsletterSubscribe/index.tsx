import React from 'react';
import clsx from 'clsx';
import {callFunction} from '@site/src/lib/forms/client';
import {BUSY_LABELS, TOASTS} from '@site/src/lib/forms/messages';
import {FIELD_LIMITS, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import {FIELD_LABELS, NEWSLETTER_FORM} from '@site/src/data/forms';
import Field from '../shared/Field';
import Honeypot from '../shared/Honeypot';
import SubmitButton from '../shared/SubmitButton';
import {useFunctionsUrl} from '../shared/useFunctionsUrl';
import {applyServerFieldErrors, showToast, useLeadForm} from '../shared/useLeadForm';
import shared from '../shared/styles.module.css';
import styles from './styles.module.css';

/**
 * The newsletter's 'Subscribe Free' band (docs-engineering/decisions.md#button-targets): one e-mail
 * field, a real call to subscribe-newsletter. `source` names the issue the
 * visitor subscribed from.
 */
export default function NewsletterSubscribe({source}: {source?: string}) {
  const base = useFunctionsUrl();
  const empty = {email: '', source: source ?? '', [HONEYPOT_FIELD]: ''};
  const {form, idPrefix, warmUp, withProof} = useLeadForm('newsletterSchema', empty);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withProof((proof) => callFunction(base, FUNCTION_NAMES.newsletter, {body: {...values, ...proof}}));
    } catch (error) {
      if (applyServerFieldErrors(form, error, ['email'])) return;
      console.error('Newsletter subscription failed:', error);
      showToast('error', TOASTS.newsletterFailure);
      return;
    }
    form.reset(empty);
    showToast('success', TOASTS.newsletterSuccess);
  });

  return (
    <form
      className={clsx(shared.form, styles.subscribe)}
      aria-label={NEWSLETTER_FORM.label}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      onPointerDown={warmUp}>
      <div className={styles.row}>
        <Field
          form={form}
          idPrefix={idPrefix}
          name="email"
          label={FIELD_LABELS.emailAddress}
          hideLabel
          type="email"
          autoComplete="email"
          placeholder={NEWSLETTER_FORM.placeholder}
          maxLength={FIELD_LIMITS.email}
          className={styles.email}
        />
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS.sending} className={styles.button}>
          {NEWSLETTER_FORM.submit}
        </SubmitButton>
      </div>
      <Honeypot idPrefix={idPrefix} registration={form.register(HONEYPOT_FIELD)} />
    </form>
  );
}
