import React from 'react';
import SiteToaster from '@site/src/components/shared/SiteToaster';
import {useColorMode} from '@docusaurus/theme-common';
import {LINKS} from '@site/src/data/constants';
import {FORMS_COPY} from '@site/src/data/forms';
import {BUSY_LABELS_BY_LOCALE, POPUP_CONNECTION_ERROR_PREFIXES, TOASTS_BY_LOCALE} from '@site/src/lib/forms/messages';
import {FIELD_MESSAGES_BY_LOCALE} from '@site/src/lib/forms/fields';
import DemoRequestFields from '../shared/DemoRequestFields';
import SubmitButton from '../shared/SubmitButton';
import {useDemoRequest} from '../shared/useDemoRequest';
import {showToast} from '../shared/useLeadForm';
import styles from '../shared/styles.module.css';

/**
 * The popup is a modal <dialog>: the page behind it, the site's toast region
 * included, is inert and drawn under it. Toasts shown while it is open go to
 * a region inside the dialog, so they are seen and announced; the success
 * toast goes to the site's region, as the dialog closes.
 */
const POPUP_TOASTER_ID = 'demo-popup';

/**
 * The home page popup's form (the dialog around it is the popup's). Only name
 * and email are required; while sending every field is disabled; a failed
 * send keeps the values and says how to reach us directly.
 */
export default function DemoPopupForm({onSuccess}: {onSuccess?: () => void}) {
  const {form, idPrefix, warmUp, onSubmit, failed, busy, locale} = useDemoRequest('popup', {
    toasterId: POPUP_TOASTER_ID,
    onSent: onSuccess,
    onInvalid: (errors) => {
      const {missingInfo} = FIELD_MESSAGES_BY_LOCALE[locale];
      if (errors.name?.message === missingInfo || errors.email?.message === missingInfo) {
        showToast('error', TOASTS_BY_LOCALE[locale].missingInfo, POPUP_TOASTER_ID);
      }
    },
  });
  const copy = FORMS_COPY[locale].demoRequest;
  const alertId = `${idPrefix}-alert`;
  const {colorMode} = useColorMode();

  return (
    <form
      className={styles.form}
      aria-label={copy.label}
      aria-describedby={failed ? alertId : undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      onPointerDown={warmUp}>
      <fieldset className={styles.fields} disabled={busy}>
        <legend className="sr-only">{copy.legend}</legend>
        <DemoRequestFields form={form} idPrefix={idPrefix} variant="popup" />
      </fieldset>
      {failed && (
        <p id={alertId} role="alert" className={styles.formAlert}>
          {POPUP_CONNECTION_ERROR_PREFIXES[locale]}
          <a href={`mailto:${LINKS.contactEmail}`}>{LINKS.contactEmail}</a>
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={BUSY_LABELS_BY_LOCALE[locale].sending}>
          {copy.submit.popup}
        </SubmitButton>
      </div>
      <SiteToaster id={POPUP_TOASTER_ID} theme={colorMode} />
    </form>
  );
}
