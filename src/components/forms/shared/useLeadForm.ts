import {useCallback, useId} from 'react';
import {useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn} from 'react-hook-form';
import {toast} from '@site/src/lib/toast';
import type {z} from 'zod';
import {FunctionCallError} from '@site/src/lib/forms/client';
import {loadResolver, loadSchemas, type Schemas} from '@site/src/lib/forms/loadSchemas';
import type {ToastCopy} from '@site/src/lib/forms/messages';
import {TIMING} from '@site/src/data/constants';
import type {SpamProof} from '@site/src/lib/spam/solver';
import {useSpamProof} from './useSpamProof';
import {useFormLocale} from './useFormLocale';
import type {Locale} from '@site/src/data/constants/locales';

type FormSchemaName =
  | 'demoRequestSchema'
  | 'demoPopupSchema'
  | 'waitlistSchema'
  | 'conferenceSchema'
  | 'newsletterSchema'
  | 'privacyRequestSchema';

/**
 * react-hook-form on one of the shared zod schemas, named here and loaded on
 * first use (loadSchemas.ts): validated on submit, re-validated as the visitor
 * corrects a field, focus on the first invalid field. `warmUp` goes on the
 * form's focus and pointer-down so the rules are there before the first
 * submit, and so the anti-spam proof is solved while the visitor types;
 * `withProof` sends with it (useSpamProof). `idPrefix` keeps field ids unique
 * when a page shows the form twice. The rules speak the page's language
 * (`locale`, which the form also sends: see submissionContext.ts).
 */
export function useLeadForm<N extends FormSchemaName, S extends Schemas[N] = Schemas[N]>(
  schemaName: N,
  defaultValues: DefaultValues<z.input<S>>,
  idPrefix?: string,
): {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  idPrefix: string;
  warmUp: () => void;
  withProof: <T>(call: (proof: SpamProof) => Promise<T>) => Promise<T>;
  locale: Locale;
} {
  const generated = useId();
  const locale = useFormLocale();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: async (values, context, options) => {
      let loaded: [Schemas, Awaited<ReturnType<typeof loadResolver>>];
      try {
        loaded = await Promise.all([loadSchemas(), loadResolver()]);
      } catch (error) {
        // The rules could not be fetched (offline, or a deploy replaced the chunk): the values go as
        // typed, and the server checks them with the same rules and answers with the same messages.
        console.warn('The form rules could not be loaded; the server will check the values.', error);
        return {values: values as unknown as z.output<S>, errors: {}};
      }
      const [schemas, {zodResolver}] = loaded;
      return zodResolver(schemas.formSchemas(locale)[schemaName] as unknown as S)(values, context, options);
    },
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const {start, withProof} = useSpamProof();
  const warmUp = useCallback(() => {
    void Promise.all([loadSchemas(), loadResolver()]).catch(() => undefined);
    start();
  }, [start]);
  return {form, idPrefix: idPrefix ?? `lead${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`, warmUp, withProof, locale};
}

/** A form's toast: success or destructive, 5 s (docs-engineering/decisions.md#same-rules-on-both-sides); `toasterId` picks a toast region other than the site's. */
export function showToast(kind: 'success' | 'error', {title, description}: ToastCopy, toasterId?: string) {
  toast[kind](title, {description, duration: TIMING.toastDurationMs, ...(toasterId ? {toasterId} : {})});
}

/**
 * Puts the server's field messages (a 400 answer) on the fields and focuses
 * the first; returns false when the failure was not about fields.
 */
export function applyServerFieldErrors<T extends FieldValues, U extends FieldValues>(
  form: UseFormReturn<T, unknown, U>,
  error: unknown,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof FunctionCallError) || error.status !== 400) return false;
  const invalid = fieldNames.filter((name) => error.fields[name] !== undefined);
  invalid.forEach((name, index) =>
    form.setError(name, {type: 'server', message: error.fields[name]}, {shouldFocus: index === 0}),
  );
  return invalid.length > 0;
}
