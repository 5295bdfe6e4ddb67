import React, {useState} from 'react';
import Link from '@docusaurus/Link';
import {callFunction, FunctionCallError} from '@site/src/lib/forms/client';
import {BUSY_LABELS_BY_LOCALE, soldOutMessage, TOASTS_BY_LOCALE} from '@site/src/lib/forms/messages';
import {FIELD_LIMITS, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import {loadSchemas} from '@site/src/lib/forms/loadSchemas';
import type {ConferenceStats} from '@site/src/lib/forms/schemas';
import {LAUNCH_CONFERENCE_STATS, isSoldOut} from '@site/src/lib/forms/stats';
import {FORMS_COPY} from '@site/src/data/forms';
import Field from '../shared/Field';
import Honeypot from '../shared/Honeypot';
import PrivacyNote from '../shared/PrivacyNote';
import SubmitButton from '../shared/SubmitButton';
import {submissionContext} from '../shared/submissionContext';
import {useFunctionsUrl} from '../shared/useFunctionsUrl';
import {applyServerFieldErrors, showToast, useLeadForm} from '../shared/useLeadForm';
import {useConferenceStats} from '../stats';
import styles from '../shared/styles.module.css';

const FIELDS = ['name', 'email', 'companyName', 'phoneNumber'] as const;
// The phone starts as "", which the 10-character rule rejects: in practice it is required (docs-engineering/decisions.md#conference-phone).
const EMPTY = {name: '', email: '', companyName: '', phoneNumber: '', [HONEYPOT_FIELD]: ''};

/**
 * The MJ Unpacked 'Register Now' form (/mj-unpacked). A claim raises the
 * licences counter in the shared stats store (useConferenceStats); once the
 * last licence is gone the form says so.
 */
export default function ConferenceForm() {
  const base = useFunctionsUrl();
  const {stats, set: setStats} = useConferenceStats();
  const {form, idPrefix, warmUp, withProof, locale} = useLeadForm('conferenceSchema', EMPTY);
  const [soldOutNotice, setSoldOutNotice] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const soldOut = stats !== null && isSoldOut(stats);
  const alertId = `${idPrefix}-sold-out`;
  const notice = soldOutNotice ?? (soldOut ? soldOutMessage(stats.total, locale) : null);
  const copy = FORMS_COPY[locale];
  const FIELD_LABELS = copy.fieldLabels;
  const CONFERENCE_FORM = copy.conference;
  const toasts = TOASTS_BY_LOCALE[locale];

  const onSubmit = form.handleSubmit(async (values) => {
    let fresh: ConferenceStats;
    try {
      const data = (await loadSchemas()).conferenceStatsSchema;
      fresh = await withProof((proof) =>
        callFunction(base, FUNCTION_NAMES.conference, {
          data,
          body: {...values, ...submissionContext(locale), ...proof},
        }),
      );
    } catch (error) {
      if (error instanceof FunctionCallError && error.status === 409) {
        setSoldOutNotice(error.message);
        const total = stats?.total ?? LAUNCH_CONFERENCE_STATS.total;
        setStats({claimed: total, total});
        return;
      }
      if (applyServerFieldErrors(form, error, FIELDS)) return;
      console.error('Conference signup failed:', error);
      showToast('error', toasts.conferenceFailure);
      return;
    }
    form.reset(EMPTY);
    setStats(fresh);
    showToast('success', toasts.conferenceSuccess);
  });

  return (
    <form
      className={styles.form}
      aria-label={CONFERENCE_FORM.label}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      onPointerDown={warmUp}>
      <div className={styles.pair}>
        <Field
          form={form}
          idPrefix={idPrefix}
          name="name"
          label={FIELD_LABELS.fullName}
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
      <div className={styles.pair}>
        <Field
          form={form}
          idPrefix={idPrefix}
          name="companyName"
          label={FIELD_LABELS.company}
          autoComplete="organization"
          maxLength={FIELD_LIMITS.company}
        />
        <Field
          form={form}
          idPrefix={idPrefix}
          name="phoneNumber"
          label={FIELD_LABELS.phoneNumber}
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_LIMITS.phone}
        />
      </div>
      <Honeypot idPrefix={idPrefix} registration={form.register(HONEYPOT_FIELD)} />
      {notice && (
        <p id={alertId} role="alert" className={styles.formAlert}>
          {notice} <Link to="/request-demo">{CONFERENCE_FORM.soldOutAction}</Link>
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton
          busy={busy}
          busyLabel={BUSY_LABELS_BY_LOCALE[locale].processing}
          disabled={soldOut}
          describedBy={notice ? alertId : undefined}>
          {CONFERENCE_FORM.submit}
        </SubmitButton>
        <PrivacyNote purpose={CONFERENCE_FORM.privacyPurpose} />
      </div>
    </form>
  );
}
