/** Links that open an e-mail, a call or a WhatsApp chat with someone of the network (no browser API, so tests import it). */

export type ContactChannel = 'email' | 'call' | 'whatsapp';

/** Someone to contact: an e-mail address and a phone number with its country code ("+60123456789"). */
export interface Contact {
  email?: string | null;
  phone?: string | null;
}

/** Country codes of the product's countries (Malaysia, Indonesia), whose numbers are often typed with the trunk 0. */
const TRUNK_ZERO = /^(60|62)0+/;

/**
 * The link that opens the channel (mailto:, tel:, https://wa.me/<digits>), or null when the
 * contact lacks what the channel needs: an e-mail address; a phone of at least 6 digits to call;
 * a phone with its country code ("+60…") for WhatsApp. "+60 012-345 6789" dials as +60123456789.
 */
export function contactLink(channel: ContactChannel, contact: Contact | null | undefined): string | null {
  if (channel === 'email') {
    const email = contact?.email?.trim();
    return email && email.includes('@') ? `mailto:${email}` : null;
  }
  const raw = contact?.phone?.trim() ?? '';
  const international = raw.startsWith('+');
  const digits = international ? raw.replace(/\D/g, '').replace(TRUNK_ZERO, '$1') : raw.replace(/\D/g, '');
  if (digits.length < 6) return null;
  if (channel === 'call') return `tel:${international ? '+' : ''}${digits}`;
  return international ? `https://wa.me/${digits}` : null;
}
