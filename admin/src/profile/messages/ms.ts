import type { Translation } from '../../../../common/web/i18n';
import type en from './en';

/** Malay: the type insists on every key of en.ts. */
const ms: Translation<typeof en> = {
  profile: {
    menu: 'Profil',
    title: 'Profil saya',
    details: 'Butiran akaun',
    firstName: 'Nama pertama',
    lastName: 'Nama akhir',
    email: 'E-mel',
    phoneCode: 'Kod',
    phone: 'Telefon',
    phoneInvalid: 'Masukkan 6 hingga 20 digit (ruang dan sengkang dibenarkan).',
    codeInvalid: 'Masukkan kod negara seperti +60.',
    save: 'Simpan',
    saved: 'Profil disimpan',
    changePicture: 'Tukar gambar',
    pictureSaved: 'Gambar disimpan',
    pictureType: 'Pilih gambar JPEG atau PNG.',
    pictureSize: 'Saiz gambar mestilah tidak melebihi 2 MB.',
    password: {
      menu: 'Tukar kata laluan',
      title: 'Tukar kata laluan',
      current: 'Kata laluan semasa',
      new: 'Kata laluan baharu',
      confirm: 'Sahkan kata laluan baharu',
      weak: 'Kata laluan baharu belum memenuhi semua peraturan di bawah.',
      submit: 'Tukar kata laluan',
      changed: 'Kata laluan ditukar',
    },
  },
};

export default ms;
