import {describe, expect, it} from 'vitest';
import {BRAND, PRIVACY_REQUESTS} from './constants';
import {DEMO_CONFIRMATION_MAIL, PRIVACY_DELETION_MAIL, PRIVACY_DELETION_MAILS} from './mails';

describe('visitor e-mails', () => {
  it('confirms a demo request by name, in one-line headers', () => {
    expect(DEMO_CONFIRMATION_MAIL.subject).toMatch(/^We got your request/);
    expect(DEMO_CONFIRMATION_MAIL.subject).not.toMatch(/[\r\n]/);
    const text = DEMO_CONFIRMATION_MAIL.text('Dana');
    expect(text.startsWith('Hi Dana,\n')).toBe(true);
    expect(text).toContain(`${BRAND} demo`);
  });

  it('carries the deletion link and says how long it is valid', () => {
    const text = PRIVACY_DELETION_MAIL.text('https://www.budbot.ai/privacy/delete?token=abc');
    expect(text).toContain('\nhttps://www.budbot.ai/privacy/delete?token=abc\n');
    expect(text).toContain(`valid for ${PRIVACY_REQUESTS.linkValidHours} hours`);
    expect(PRIVACY_DELETION_MAIL.subject).not.toMatch(/[\r\n]/);
  });

  it('words the deletion link in Spanish for a Spanish page, with the same link and validity', () => {
    const link = 'https://www.budbot.ai/es/privacy/delete?token=abc';
    const text = PRIVACY_DELETION_MAILS.es.text(link);
    expect(text).toContain(`\n${link}\n`);
    expect(text).toContain(`válido durante ${PRIVACY_REQUESTS.linkValidHours} horas`);
    expect(PRIVACY_DELETION_MAILS.es.subject).not.toMatch(/[\r\n]/);
    expect(PRIVACY_DELETION_MAILS.es.subject).not.toBe(PRIVACY_DELETION_MAIL.subject);
  });
});
