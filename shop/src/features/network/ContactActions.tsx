import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Call from '@mui/icons-material/Call';
import Email from '@mui/icons-material/Email';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { contactLink, type Contact, type ContactChannel } from '../../../../common/web/contact';
import { useT } from '../../i18n';

const CHANNELS: { channel: ContactChannel; label: string; icon: typeof Email; colour?: 'success' }[] = [
  { channel: 'email', label: 'shop.network.email', icon: Email },
  { channel: 'call', label: 'shop.network.call', icon: Call },
  { channel: 'whatsapp', label: 'shop.network.whatsapp', icon: WhatsApp, colour: 'success' },
];

/**
 * E-mail (mailto:), Call (tel:) and WhatsApp (wa.me) buttons for one person. A button whose
 * channel lacks its e-mail address or phone number stays tappable and explains instead
 * (docs/rules.md: "cannot proceed to e-mail, call or WhatsApp").
 */
export function ContactActions({ contact, testId }: { contact: Contact | null | undefined; testId?: string }) {
  const t = useT();
  const [missing, setMissing] = useState(false);
  return (
    <Stack spacing={1} data-testid={testId}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {CHANNELS.map(({ channel, label, icon: Icon, colour }) => {
          const href = contactLink(channel, contact);
          return href ? (
            <Button
              key={channel}
              size="small"
              variant="outlined"
              color={colour}
              startIcon={<Icon />}
              component="a"
              href={href}
              data-channel={channel}
              {...(channel === 'whatsapp' ? { target: '_blank', rel: 'noopener' } : {})}
              onClick={() => setMissing(false)}
            >
              {t(label)}
            </Button>
          ) : (
            <Button key={channel} size="small" variant="outlined" color={colour} startIcon={<Icon />} data-channel={channel} onClick={() => setMissing(true)}>
              {t(label)}
            </Button>
          );
        })}
      </Stack>
      {missing && (
        <Alert severity="warning" data-testid="contact-missing" onClose={() => setMissing(false)}>
          {t('shop.network.contactMissing')}
        </Alert>
      )}
    </Stack>
  );
}
