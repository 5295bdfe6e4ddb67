import React from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {FORMS_COPY} from '@site/src/data/forms';
import {BUSY_LABELS_BY_LOCALE} from '@site/src/lib/forms/messages';

/** The page's language, as Docusaurus' context gives it to the forms. */
const page = vi.hoisted(() => ({locale: 'en'}));

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {customFields: {}}, i18n: {currentLocale: page.locale}}),
}));
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children: React.ReactNode}) => <a href={to}>{children}</a>,
}));
vi.mock('@docusaurus/router', () => ({useHistory: () => ({push: () => undefined})}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (path: string) => (page.locale === 'es' ? `/es${path}` : path)}));

const {default: WaitlistForm} = await import('./WaitlistForm');
const {default: DemoRequestForm} = await import('./DemoRequestForm');
const {default: NewsletterSubscribe} = await import('./NewsletterSubscribe');

const render = (locale: string, element: React.ReactElement) => {
  page.locale = locale;
  return renderToString(element);
};

describe('the forms speak the page language', () => {
  it('renders the waitlist in Spanish on a Spanish page', () => {
    const html = render('es', <WaitlistForm />);
    const es = FORMS_COPY.es;
    expect(html).toContain(`aria-label="${es.waitlist.label}"`);
    expect(html).toContain(es.fieldLabels.name);
    expect(html).toContain(es.fieldLabels.email);
    expect(html).toContain(es.optionalMark);
    expect(html).toContain(es.waitlist.submit);
    expect(html).toContain(es.privacyNote.lead);
    expect(html).not.toContain('Join the Waitlist');
  });

  it('renders the demo request and the newsletter band in Spanish, English elsewhere', () => {
    const es = render('es', <DemoRequestForm />) + render('es', <NewsletterSubscribe />);
    expect(es).toContain(FORMS_COPY.es.demoRequest.submit.page);
    expect(es).toContain(FORMS_COPY.es.demoRequest.message.page.label);
    expect(es).toContain(FORMS_COPY.es.newsletter.submit);
    expect(es).not.toContain('Request Demo');
    const en = render('en', <DemoRequestForm />) + render('fr', <NewsletterSubscribe />);
    expect(en).toContain('Request Demo');
    expect(en).toContain('Subscribe Free');
    expect(en).toContain('Work email');
  });

  it('has busy labels in both languages', () => {
    expect(BUSY_LABELS_BY_LOCALE.es).toEqual({sending: 'Enviando...', processing: 'Procesando...'});
  });
});
