import nodemailer from 'nodemailer';
import {BRAND} from '../../src/data/constants';
import {assertHeaderSafe, type OutgoingMail} from './leadEmail';

/** Delivers one queued e-mail; throws when it could not. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export type Log = Pick<Console, 'info' | 'warn' | 'error'>;

/** SMTP through nodemailer, with bounded timeouts so a dead server fails an attempt instead of hanging it. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: {name: `${BRAND} website`, address: assertHeaderSafe('From', from)},
        to: assertHeaderSafe('To', mail.to),
        replyTo: mail.replyTo ? assertHeaderSafe('Reply-To', mail.replyTo) : undefined,
        subject: assertHeaderSafe('Subject', mail.subject),
        text: mail.text,
      });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: the e-mail goes to the log, and counts as delivered. */
export function logMailer(log: Log): Mailer {
  return {
    kind: 'log',
    async send(mail) {
      log.info(
        `[leads] e-mail (no SMTP_URL set, logged instead)\nTo: ${mail.to}\nReply-To: ${mail.replyTo ?? ''}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
      );
    },
    close: () => undefined,
  };
}
