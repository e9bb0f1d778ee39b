import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Indonesian: the type insists on every key of en.ts. */
const id: Translation<typeof en> = {
  profile: {
    menu: 'Profil',
    title: 'Profil saya',
    details: 'Detail akun',
    firstName: 'Nama depan',
    lastName: 'Nama belakang',
    email: 'E-mail',
    phoneCode: 'Kode',
    phone: 'Telepon',
    phoneInvalid: 'Masukkan 6 sampai 20 angka (spasi dan tanda hubung diperbolehkan).',
    codeInvalid: 'Masukkan kode negara seperti +62.',
    save: 'Simpan',
    saved: 'Profil disimpan',
    changePicture: 'Ganti foto',
    pictureSaved: 'Foto disimpan',
    pictureType: 'Pilih foto JPEG atau PNG.',
    pictureSize: 'Ukuran foto paling besar 2 MB.',
    password: {
      menu: 'Ganti kata sandi',
      title: 'Ganti kata sandi',
      current: 'Kata sandi saat ini',
      new: 'Kata sandi baru',
      confirm: 'Konfirmasi kata sandi baru',
      weak: 'Kata sandi baru belum memenuhi semua aturan di bawah.',
      submit: 'Ganti kata sandi',
      changed: 'Kata sandi diganti',
    },
  },
};

export default id;
