import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  resources: {
    staff: {
      name: 'Kakitangan |||| Kakitangan',
      fields: {
        q: 'Cari',
        name: 'Nama',
        email: 'E-mel',
        status: 'Status',
        permissions: 'Kebenaran',
        invitedAt: 'Dijemput',
        actions: 'Tindakan',
      },
    },
  },
  staff: {
    menu: 'Kakitangan',
    title: 'Pengguna dan kebenaran',
    you: 'Anda',
    invite: { button: 'Jemput kakitangan', title: 'Jemput kakitangan', send: 'Hantar jemputan' },
    permissions: { title: 'Kebenaran %{name}' },
    action: { permissions: 'Kebenaran', resend: 'Hantar semula jemputan', suspend: 'Gantung', unsuspend: 'Tarik balik gantungan', remove: 'Padam' },
    remove: { title: 'Padam %{name}?', content: 'Kakitangan ini tidak lagi boleh log masuk. Tindakan ini tidak boleh dibatalkan.' },
  },
};

export default ms;
