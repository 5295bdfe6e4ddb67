import React from 'react';
import clsx from 'clsx';
import {callFunction} from '@site/src/lib/forms/client';
import {BUSY_LABELS_BY_LOCALE, TOASTS_BY_LOCALE} from '@site/src/lib/forms/messages';
import {FIELD_LIMITS, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import {FORMS_COPY} from '@site/src/data/forms';
import Field from '../shared/Field';
import Honeypot from '../shared/Honeypot';
import SubmitButton from '../shared/SubmitButton';
import {submissionContext} from '../shared/submissionContext';
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
  const {form, idPrefix, warmUp, withProof, locale} = useLeadForm('newsletterSchema', empty);
  const busy = form.formState.isSubmitting;
  const copy = FORMS_COPY[locale];
  const toasts = TOASTS_BY_LOCALE[locale];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withProof((proof) =>
        callFunction(base, FUNCTION_NAMES.newsletter, {body: {...values, ...submissionContext(locale), ...proof}}),
      );
    } catch (error) {
      if (applyServerFieldErrors(form, error, ['email'])) return;
      console.error('Newsletter subscription failed:', error);
      showToast('error', toasts.newsletterFailure);
      return;
    }
    form.reset(empty);
    showToast('success', toasts.newsletterSuccess);
  });

  return (
    <form
      className={clsx(shared.form, styles.subscribe)}
      aria-label={copy.newsletter.label}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      onPointerDown={warmUp}>
      <div className={styles.row}>
        <Field
          form={form}
          idPrefix={idPrefix}
          name="email"
          label={copy.fieldLabels.emailAddress}
          hideLabel
          type="email"
          autoComplete="email"
          placeholder={copy.newsletter.placeholder}
          maxLength={FIELD_LIMITS.email}
          className={styles.email}
        />
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS_BY_LOCALE[locale].sending} className={styles.button}>
          {copy.newsletter.submit}
        </SubmitButton>
      </div>
      <Honeypot idPrefix={idPrefix} registration={form.register(HONEYPOT_FIELD)} />
    </form>
  );
}
