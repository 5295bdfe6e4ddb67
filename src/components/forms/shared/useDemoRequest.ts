import {useState} from 'react';
import type {FieldErrors} from 'react-hook-form';
import {callFunction} from '@site/src/lib/forms/client';
import {TOASTS_BY_LOCALE} from '@site/src/lib/forms/messages';
import {FUNCTION_NAMES, HONEYPOT_FIELD, type DemoSource} from '@site/src/lib/forms/fields';
import {submissionContext} from './submissionContext';
import {useFunctionsUrl} from './useFunctionsUrl';
import {applyServerFieldErrors, showToast, useLeadForm} from './useLeadForm';

const FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;
const EMPTY = {name: '', email: '', phone: '', company: '', message: '', [HONEYPOT_FIELD]: ''};

/** Each source has its own rules (the popup asks for less) and its own success toast. */
const BY_SOURCE = {
  'popup': {schema: 'demoPopupSchema', success: 'demoPopupSuccess'},
  'request-demo': {schema: 'demoRequestSchema', success: 'demoPageSuccess'},
} as const;

type Options = {
  /** The toast region for failures, when the form sits in a modal dialog. */
  toasterId?: string;
  /** After the success toast, once the fields are cleared. */
  onSent?: () => void;
  /** When the browser's check stops the send. */
  onInvalid?: (errors: FieldErrors<typeof EMPTY>) => void;
};

/**
 * The demo request both forms send (the home page popup and /request-demo):
 * the same fields to send-demo-request-email with the form's `source`. A
 * failure keeps the values, toasts and sets `failed`; a success clears the
 * fields and toasts.
 */
export function useDemoRequest(source: DemoSource, {toasterId, onSent, onInvalid}: Options = {}) {
  const base = useFunctionsUrl();
  const {form, idPrefix, warmUp, withProof, locale} = useLeadForm(BY_SOURCE[source].schema, EMPTY);
  const [failed, setFailed] = useState(false);
  const toasts = TOASTS_BY_LOCALE[locale];

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await withProof((proof) =>
        callFunction(base, FUNCTION_NAMES.demoRequest, {
          body: {...values, source, ...submissionContext(locale), ...proof},
        }),
      );
    } catch (error) {
      if (applyServerFieldErrors(form, error, FIELDS)) return;
      console.error('Demo request failed:', error);
      setFailed(true);
      showToast('error', toasts.demoFailure, toasterId);
      return;
    }
    form.reset(EMPTY);
    showToast('success', toasts[BY_SOURCE[source].success]);
    onSent?.();
  }, onInvalid);

  return {form, idPrefix, warmUp, onSubmit, failed, busy: form.formState.isSubmitting, locale};
}

export type DemoRequestForm = ReturnType<typeof useDemoRequest>['form'];
