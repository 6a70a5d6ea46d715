/** Turkish reference data used by both the forms and the server checks. */

/** The 81 provinces in plate-code order (index + 1 is the plate code). */
export const PROVINCES = [
  'Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Amasya', 'Ankara', 'Antalya', 'Artvin', 'Aydın',
  'Balıkesir', 'Bilecik', 'Bingöl', 'Bitlis', 'Bolu', 'Burdur', 'Bursa', 'Çanakkale', 'Çankırı',
  'Çorum', 'Denizli', 'Diyarbakır', 'Edirne', 'Elazığ', 'Erzincan', 'Erzurum', 'Eskişehir',
  'Gaziantep', 'Giresun', 'Gümüşhane', 'Hakkari', 'Hatay', 'Isparta', 'Mersin', 'İstanbul', 'İzmir',
  'Kars', 'Kastamonu', 'Kayseri', 'Kırklareli', 'Kırşehir', 'Kocaeli', 'Konya', 'Kütahya', 'Malatya',
  'Manisa', 'Kahramanmaraş', 'Mardin', 'Muğla', 'Muş', 'Nevşehir', 'Niğde', 'Ordu', 'Rize', 'Sakarya',
  'Samsun', 'Siirt', 'Sinop', 'Sivas', 'Tekirdağ', 'Tokat', 'Trabzon', 'Tunceli', 'Şanlıurfa', 'Uşak',
  'Van', 'Yozgat', 'Zonguldak', 'Aksaray', 'Bayburt', 'Karaman', 'Kırıkkale', 'Batman', 'Şırnak',
  'Bartın', 'Ardahan', 'Iğdır', 'Yalova', 'Karabük', 'Kilis', 'Osmaniye', 'Düzce',
] as const;

export const DEFAULT_CITY = 'İstanbul';
export const COUNTRY = 'Türkiye';
export const CURRENCY = 'TRY';
export const LANG = 'tr';

export interface Bank {
  name: string;
  code: string;
}

/** Banks with the 5-digit code that sits at IBAN characters 5-9. */
export const BANKS: readonly Bank[] = [
  { name: 'Ziraat Bankası', code: '00010' },
  { name: 'İş Bankası', code: '00064' },
  { name: 'Garanti BBVA', code: '00062' },
  { name: 'Yapı Kredi', code: '00067' },
  { name: 'Akbank', code: '00046' },
  { name: 'QNB Finansbank', code: '00111' },
  { name: 'DenizBank', code: '00134' },
  { name: 'Vakıfbank', code: '00015' },
  { name: 'Halkbank', code: '00012' },
  { name: 'TEB', code: '00032' },
  { name: 'ING', code: '00099' },
];

/** Deposits are accepted to the first five banks of the list. */
export const DEPOSIT_BANKS = BANKS.slice(0, 5).map((b) => b.name);
/** Withdrawals go to any of the eleven. */
export const WITHDRAW_BANKS = BANKS.map((b) => b.name);

/** Help organisations shown in the footer next to the 18+ notice. */
export const HELP_ORGANISATIONS = [
  { name: 'Yeşilay YEDAM (115)', url: 'https://www.yesilay.org.tr/tr/yedam' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
] as const;
