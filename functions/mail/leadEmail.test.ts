import {describe, expect, it} from 'vitest';
import {assertHeaderSafe, HeaderInjectionError, leadEmail} from './leadEmail';

const lead = {
  form: 'demo-request' as const,
  source: 'popup',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  company: 'Green Leaf',
  phone: '',
  message: '<b>Hi</b>\nTwo stores.',
};

describe('leadEmail', () => {
  it('writes a plain-text e-mail to the sales inbox that replies to the lead', () => {
    const mail = leadEmail(lead, 'sales@budbot.ai');
    expect(mail).toEqual({
      to: 'sales@budbot.ai',
      replyTo: 'dana@example.com',
      subject: 'Demo request: Dana Whitfield (Green Leaf)',
      text: [
        'New lead from the BudBot website.',
        '',
        'Form: Demo request',
        'Name: Dana Whitfield',
        'Email: dana@example.com',
        'Company: Green Leaf',
        'Source: home page popup',
        '',
        'Message:',
        '<b>Hi</b>\nTwo stores.',
        '',
        'Reply to this e-mail to answer the lead directly.',
      ].join('\n'),
    });
  });

  it('names a newsletter subscriber by e-mail', () => {
    expect(
      leadEmail(
        {...lead, form: 'newsletter', name: '', company: '', message: '', source: 'issue-47'},
        'sales@budbot.ai',
      ).subject,
    ).toBe('Newsletter subscriber: dana@example.com');
  });

  it('refuses line breaks in header values', () => {
    expect(() => leadEmail({...lead, name: 'Dana\r\nBcc: all@example.com'}, 'sales@budbot.ai')).toThrow(
      HeaderInjectionError,
    );
    expect(() => assertHeaderSafe('To', 'a@b.co\nCc: c@d.co')).toThrow('Refusing a line break in the To header.');
    expect(assertHeaderSafe('To', 'a@b.co')).toBe('a@b.co');
  });
});
