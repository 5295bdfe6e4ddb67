import {describe, expect, it} from 'vitest';
import {LINKS} from '../../data/constants';
import {popupConnectionError, TOASTS} from './messages';

describe('form toasts', () => {
  it('word every toast exactly', () => {
    expect(TOASTS.demoPopupSuccess).toEqual({
      title: 'Request sent!',
      description: "Thank you for your interest. We'll contact you soon!",
    });
    expect(TOASTS.demoPageSuccess).toEqual({
      title: 'Request Sent!',
      description: "Thank you for your interest. We'll contact you soon!",
    });
    expect(TOASTS.demoFailure).toEqual({
      title: 'Something went wrong',
      description: "We couldn't send your request. Please try again later.",
    });
    expect(TOASTS.missingInfo).toEqual({
      title: 'Missing information',
      description: 'Please provide your name and email address.',
    });
    expect(TOASTS.waitlistSuccess).toEqual({
      title: "You're on the list!",
      description: "We'll notify you when the BudBot AI Chatbot is ready for your dispensary.",
    });
    expect(TOASTS.waitlistFailure).toEqual({
      title: 'Something went wrong',
      description: "We couldn't add you to the waitlist. Please try again.",
    });
    expect(TOASTS.conferenceSuccess).toEqual({
      title: 'Success!',
      description: "Your free chatbot has been claimed. We'll be in touch shortly!",
    });
    expect(TOASTS.conferenceFailure).toEqual({
      title: 'Something went wrong',
      description: "We couldn't process your request. Please try again.",
    });
    expect(TOASTS.newsletterSuccess).toEqual({
      title: 'Subscribed!',
      description: "Check your inbox for next week's issue.",
    });
  });

  it('ends the popup connection message with the contact address', () => {
    expect(popupConnectionError()).toBe(
      `We're having trouble connecting to our services. Please try again later or contact us directly at ${LINKS.contactEmail}`,
    );
  });
});
