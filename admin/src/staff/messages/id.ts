import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  resources: {
    staff: {
      name: 'Staf |||| Staf',
      fields: {
        q: 'Cari',
        name: 'Nama',
        email: 'E-mail',
        status: 'Status',
        permissions: 'Izin',
        invitedAt: 'Diundang',
        actions: 'Tindakan',
      },
    },
  },
  staff: {
    menu: 'Staf',
    title: 'Pengguna dan izin',
    you: 'Anda',
    invite: { button: 'Undang staf', title: 'Undang anggota staf', send: 'Kirim undangan' },
    permissions: { title: 'Izin %{name}' },
    action: { permissions: 'Izin', resend: 'Kirim ulang undangan', suspend: 'Tangguhkan', unsuspend: 'Aktifkan kembali', remove: 'Hapus' },
    remove: { title: 'Hapus %{name}?', content: 'Anggota staf ini tidak akan dapat masuk lagi. Tindakan ini tidak dapat dibatalkan.' },
  },
};

export default id;
