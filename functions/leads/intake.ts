import {soldOutMessage} from '../../src/lib/forms/messages';
import type {ConferenceStats} from '../../src/lib/forms/schemas';
import {ApiError} from '../http/errors';
import {leadEmail} from '../mail/leadEmail';
import type {OutboxWorker} from '../mail/outbox';
import {demoConfirmationEmail} from '../mail/visitorEmail';
import type {Lead, LeadStore, SaveOutcome} from './store';

export type IntakeDeps = {
  store: LeadStore;
  outbox: OutboxWorker;
  leadsTo: string;
  /** LEADS_CONFIRMATION_MAIL: a demo request also queues "We got your request" to the visitor. */
  confirmationMail: boolean;
};

export type Intake = ReturnType<typeof createIntake>;

/**
 * Takes in one accepted lead: stored with its e-mail (and a demo request's
 * confirmation) in one transaction, the outbox woken. The forms and the
 * spam re-send (routes/spam.ts) both come through here, so a re-sent lead
 * follows the same rules (duplicates, the licence cap) as a new one.
 */
export function createIntake({store, outbox, leadsTo, confirmationMail}: IntakeDeps) {
  return {
    async accept(lead: Lead): Promise<{outcome: SaveOutcome; stats?: ConferenceStats}> {
      if (lead.form === 'mj-signup') {
        const {outcome, stats} = await store.claimLicense(lead, leadEmail(lead, leadsTo));
        if (outcome === 'sold-out') throw new ApiError(409, soldOutMessage(stats.total, lead.locale));
        if (outcome === 'created') outbox.notify();
        return {outcome, stats};
      }
      const confirmation =
        confirmationMail && lead.form === 'demo-request' ? demoConfirmationEmail(lead, leadsTo) : undefined;
      const outcome = await store.submit(lead, leadEmail(lead, leadsTo), confirmation);
      if (outcome === 'created') outbox.notify();
      return {outcome};
    },
  };
}
