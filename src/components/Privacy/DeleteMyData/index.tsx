import React from 'react';
import {PRIVACY_DELETION} from '@site/src/data/privacy';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {FIELD_LIMITS, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import {callFunction} from '@site/src/lib/forms/client';
import {BUSY_LABELS} from '@site/src/lib/forms/messages';
import Field from '@site/src/components/forms/shared/Field';
import Honeypot from '@site/src/components/forms/shared/Honeypot';
import SubmitButton from '@site/src/components/forms/shared/SubmitButton';
import {useFunctionsUrl} from '@site/src/components/forms/shared/useFunctionsUrl';
import {applyServerFieldErrors, showToast, useLeadForm} from '@site/src/components/forms/shared/useLeadForm';
import shared from '@site/src/components/forms/shared/styles.module.css';
import styles from './styles.module.css';

const EMPTY = {email: '', [HONEYPOT_FIELD]: ''};

/**
 * "Delete my data" under the policy's rights section (docs-engineering/decisions.md#delete-my-data): one e-mail
 * field, the same rules, honeypot and anti-spam proof as the lead forms. The
 * server mails that address a confirmation link, in the page's language; nothing is deleted here.
 */
export default function DeleteMyData() {
  const copy = useLocalized(PRIVACY_DELETION).form;
  const base = useFunctionsUrl();
  const {form, idPrefix, warmUp, withProof, locale} = useLeadForm('privacyRequestSchema', EMPTY, 'delete-my-data');
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withProof((proof) =>
        callFunction(base, FUNCTION_NAMES.privacyRequest, {body: {...values, locale, ...proof}}),
      );
    } catch (error) {
      if (applyServerFieldErrors(form, error, ['email'])) return;
      console.error('The deletion request failed:', error);
      showToast('error', copy.failure);
      return;
    }
    form.reset(EMPTY);
    showToast('success', copy.sent);
  });

  return (
    <div className={styles.box}>
      <h3 id="delete-my-data-title" className={styles.title}>
        {copy.title}
      </h3>
      <p className={styles.intro}>{copy.intro}</p>
      <form
        className={shared.form}
        aria-labelledby="delete-my-data-title"
        noValidate
        onSubmit={onSubmit}
        onFocus={warmUp}
        onPointerDown={warmUp}>
        <Field
          form={form}
          idPrefix={idPrefix}
          name="email"
          label={copy.emailLabel}
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
        />
        <Honeypot idPrefix={idPrefix} registration={form.register(HONEYPOT_FIELD)} />
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS.sending}>
          {copy.submit}
        </SubmitButton>
      </form>
    </div>
  );
}
