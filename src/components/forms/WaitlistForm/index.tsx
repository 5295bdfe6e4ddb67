import React from 'react';
import {callFunction} from '@site/src/lib/forms/client';
import {BUSY_LABELS_BY_LOCALE, TOASTS_BY_LOCALE} from '@site/src/lib/forms/messages';
import {FIELD_LIMITS, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import {loadSchemas} from '@site/src/lib/forms/loadSchemas';
import type {WaitlistStats} from '@site/src/lib/forms/schemas';
import {FORMS_COPY} from '@site/src/data/forms';
import Field from '../shared/Field';
import Honeypot from '../shared/Honeypot';
import PrivacyNote from '../shared/PrivacyNote';
import SubmitButton from '../shared/SubmitButton';
import {submissionContext} from '../shared/submissionContext';
import {useFunctionsUrl} from '../shared/useFunctionsUrl';
import {applyServerFieldErrors, showToast, useLeadForm} from '../shared/useLeadForm';
import {waitlistStore} from '../stats';
import styles from '../shared/styles.module.css';

const FIELDS = ['name', 'email', 'companyName'] as const;
const EMPTY = {name: '', email: '', companyName: '', [HONEYPOT_FIELD]: ''};

/**
 * The waitlist signup (/waitlist). A successful join puts the server's new
 * numbers in the shared stats store, which the hero's count and progress bar
 * read. `id` is the form's element id (an anchor target).
 */
export default function WaitlistForm({id}: {id?: string}) {
  const base = useFunctionsUrl();
  const {form, idPrefix, warmUp, withProof, locale} = useLeadForm('waitlistSchema', EMPTY, id);
  const busy = form.formState.isSubmitting;
  const copy = FORMS_COPY[locale];
  const FIELD_LABELS = copy.fieldLabels;
  const toasts = TOASTS_BY_LOCALE[locale];

  const onSubmit = form.handleSubmit(async (values) => {
    let stats: WaitlistStats;
    try {
      const data = (await loadSchemas()).waitlistStatsSchema;
      stats = await withProof((proof) =>
        callFunction(base, FUNCTION_NAMES.waitlist, {data, body: {...values, ...submissionContext(locale), ...proof}}),
      );
    } catch (error) {
      if (applyServerFieldErrors(form, error, FIELDS)) return;
      console.error('Joining the waitlist failed:', error);
      showToast('error', toasts.waitlistFailure);
      return;
    }
    form.reset(EMPTY);
    waitlistStore.set(stats);
    showToast('success', toasts.waitlistSuccess);
  });

  return (
    <form
      id={id}
      className={styles.form}
      aria-label={copy.waitlist.label}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      onPointerDown={warmUp}>
      <div className={styles.pair}>
        <Field
          form={form}
          idPrefix={idPrefix}
          name="name"
          label={FIELD_LABELS.name}
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
        />
        <Field
          form={form}
          idPrefix={idPrefix}
          name="email"
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
        />
      </div>
      <Field
        form={form}
        idPrefix={idPrefix}
        name="companyName"
        label={FIELD_LABELS.company}
        autoComplete="organization"
        optional
        maxLength={FIELD_LIMITS.company}
      />
      <Honeypot idPrefix={idPrefix} registration={form.register(HONEYPOT_FIELD)} />
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS_BY_LOCALE[locale].processing}>
          {copy.waitlist.submit}
        </SubmitButton>
        <PrivacyNote purpose={copy.waitlist.privacyPurpose} />
      </div>
    </form>
  );
}
