/** Turkish texts of the account area's layout (its title, menu and links): loaded with its route, so they stay out of the shell's bundle. */
export const accountLayoutTexts = {
  title: 'Hesabım',
  nav: 'Hesap menüsü',
  openMenu: 'Hesap menüsünü aç',
  closeMenu: 'Hesap menüsünü kapat',
  loggedInAs: 'Oturum açan kullanıcı',
  links: {
    profile: 'Profil',
    wallet: 'Cüzdan',
    bonuses: 'Bonuslar',
    transactions: 'İşlemler',
    messages: 'Mesajlar',
    responsible: 'Sorumlu Oyun',
  },
  logout: 'Çıkış',
} as const;
