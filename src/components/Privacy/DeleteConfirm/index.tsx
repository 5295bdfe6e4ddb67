import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {CircleCheck} from 'lucide-react';
import Section from '@site/src/components/shared/Section';
import {PRIVACY_DELETION} from '@site/src/data/privacy';
import {useLocale, useLocalized} from '@site/src/lib/i18n/useLocale';
import {callFunction, FunctionCallError} from '@site/src/lib/forms/client';
import {FUNCTION_NAMES} from '@site/src/lib/forms/fields';
import Button from '@site/src/components/shared/Button';
import {useFunctionsUrl} from '@site/src/components/forms/shared/useFunctionsUrl';
import shared from '@site/src/components/forms/shared/styles.module.css';
import styles from './styles.module.css';

type State = {step: 'ready' | 'busy' | 'done'} | {step: 'failed'; message: string};

/**
 * /privacy/delete?token=…: opening the link deletes nothing (mail scanners
 * and link previews open links); pressing the button posts the token, and
 * the page says what happened. The button is inert until hydrated.
 */
export default function DeleteConfirm() {
  const copy = useLocalized(PRIVACY_DELETION).confirm;
  const locale = useLocale();
  const base = useFunctionsUrl();
  const {search} = useLocation();
  // Read in an effect: the pre-rendered page has no query string, so the token is unknown (null) until then.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(new URLSearchParams(search).get('token') ?? ''), [search]);
  const [state, setState] = useState<State>({step: 'ready'});

  const confirm = async () => {
    setState({step: 'busy'});
    try {
      await callFunction(base, FUNCTION_NAMES.privacyDelete, {body: {token: token ?? '', locale}});
      setState({step: 'done'});
    } catch (error) {
      // The server's own words for a link that cannot delete (invalid, expired, used); a generic line otherwise.
      const known = error instanceof FunctionCallError && error.status >= 400 && error.status < 500;
      setState({step: 'failed', message: known ? error.message : copy.failure});
    }
  };

  if (state.step === 'done') {
    return (
      <Section>
        <div className={styles.box} role="status">
          <h1 className={styles.title}>
            <CircleCheck aria-hidden="true" className={styles.icon} /> {copy.doneTitle}
          </h1>
          <p>{copy.done}</p>
          <Link to="/privacy">{copy.backLink}</Link>
        </div>
      </Section>
    );
  }

  const missing = token === '';
  return (
    <Section>
      <div className={styles.box}>
        <h1 className={styles.title}>{copy.title}</h1>
        <p>{copy.intro}</p>
        {missing ? (
          <p className={styles.problem}>{copy.missingToken}</p>
        ) : (
          <div className={styles.action}>
            <Button
              className={shared.submit}
              disabled={token === null || state.step === 'busy'}
              onClick={() => void confirm()}>
              {state.step === 'busy' ? copy.busy : copy.button}
            </Button>
          </div>
        )}
        {state.step === 'failed' && (
          <p className={styles.problem} role="alert">
            {state.message}
          </p>
        )}
        <p>
          <Link to="/privacy">{copy.backLink}</Link>
        </p>
      </div>
    </Section>
  );
}
