import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from './db';
import type { Logger } from './logger';
import { nowDb } from './time';

export interface MailMessage {
  companyId: number | null;
  to: string;
  subject: string;
  body: string;
}

/**
 * Every message is written to the `mail_outbox` table first. With SMTP_URL set it is then sent
 * through nodemailer and marked sent or failed; without it, it stays `stored` — development reads
 * it with `npm run outbox` and tests assert on it. A failed send never fails the request.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    smtpUrl: string | null,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<number> {
    const now = nowDb();
    const [id] = await this.db('mail_outbox').insert({
      ...message,
      status: this.transport ? 'queued' : 'stored',
      createdAt: now,
      updatedAt: now,
    });
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.body });
        await this.db('mail_outbox').where({ id }).update({ status: 'sent', updatedAt: nowDb() });
      } catch (err) {
        this.logger.warn({ err, to: message.to }, 'mail not sent');
        await this.db('mail_outbox')
          .where({ id })
          .update({ status: 'failed', error: String((err as Error).message).slice(0, 500), updatedAt: nowDb() });
      }
    }
    return id as number;
  }
}
