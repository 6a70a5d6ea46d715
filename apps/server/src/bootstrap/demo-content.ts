/**
 * Demo content for the fictional "Lale Casino" site: site settings, CMS pages, banners,
 * promotions and home categories. Plain data only — the seed (seed.ts) stores it through the modules' services.
 *
 * Conventions
 * - Money is integer kuruş (500 TL = 50000).
 * - Image paths are URL paths served from apps/server/assets/media under the /media/ prefix.
 * - Page content is simple HTML (h2, h3, p, ul/ol/li, strong, a). Internal links are relative;
 *   only the help organisations on the responsible-gaming page link out to their public sites.
 */

import type { NewPromotion } from '../modules/bonus/bonus.service.ts';

export interface SeedPage {
  slug: string;
  title: string;
  meta_title: string;
  meta_description: string;
  content: string /* HTML */;
  show_in_footer: boolean;
  sort: number;
}

export interface SeedBanner {
  page: 'home' | 'casino' | 'slot' | 'promotions';
  device: 'desktop' | 'mobile';
  position: 'desktop_left' | 'desktop_right' | 'main';
  title: string;
  link: string;
  image_desktop: string;
  image_mobile: string;
  sort: number;
}

/** A promotion as the bonus module stores it (kuruş amounts; the free-spins slot by slug). */
export type SeedPromotion = NewPromotion;

export interface SeedCategory {
  title: string;
  icon: string /* one emoji */;
  description: string;
  link: string;
  image_url: string | null;
  sort: number;
}

export const demoSite = {
  name: 'Lale Casino',
  title: 'Lale Casino — Online Casino ve Bahis',
  domain: 'localhost',
  whatsapp: '+90 555 000 00 00',
  telegram: '@lalecasino',
  email: 'destek@lalecasino.example',
  support_phone: '0850 000 00 00',
  colors: {
    primary: '#7e22ce',
    secondary: '#0b0b12',
    accent: '#c4b5fd',
    headerGradient: 'linear-gradient(90deg, #3b0764 0%, #0b0b12 100%)',
    buttonHover: '#9333ea',
  },
  licence_text:
    'Lale Casino bir demo sitesidir; bu lisans metni ve numarası örnektir. 18 yaşından küçüklerin oyun oynaması yasaktır.',
  licence_number: 'DEMO-2026-0001',
  // The demo site serves Türkiye (site rules): other countries get the Turkish "not served" page.
  allowed_countries: ['TR'],
  custom_css:
    '/* Lale Casino */\n' +
    ':focus-visible { outline: 2px solid #c4b5fd; outline-offset: 2px; }\n' +
    '::selection { background: #9333ea; color: #ffffff; }\n',
};

// ---------------------------------------------------------------- media paths

const MEDIA = '/media';
const banner = (file: string): string => `${MEDIA}/banners/${file}`;
const promo = (file: string): string => `${MEDIA}/promotions/${file}`;

export const demoMedia = {
  logo: `${MEDIA}/sites/1/logo.svg`,
  logoMobile: `${MEDIA}/sites/1/logo-mobile.svg`,
  placeholderGame: `${MEDIA}/placeholder-game.svg`,
  placeholderBanner: `${MEDIA}/placeholder-banner.svg`,
} as const;

// ---------------------------------------------------------------- CMS pages

const kurallar = `
<h2>1. Genel Hükümler</h2>
<p>Bu Genel Kurallar ve Şartlar, Lale Casino internet sitesini ve sunduğu tüm hizmetleri kullanan her üye için geçerlidir. Siteye üye olarak veya siteyi kullanarak bu şartları okuduğunuzu, anladığınızı ve kabul ettiğinizi beyan etmiş olursunuz. Şartları kabul etmiyorsanız lütfen siteyi kullanmayınız.</p>
<p>Lale Casino bu şartları önceden haber vermeksizin güncelleme hakkını saklı tutar. Güncel metin her zaman bu sayfada yayımlanır; sayfanın üst kısmındaki “Son güncelleme” tarihi değişikliğin ne zaman yapıldığını gösterir. Değişiklikten sonra siteyi kullanmaya devam etmeniz, güncel şartları kabul ettiğiniz anlamına gelir.</p>

<h2>2. Üyelik</h2>
<ul>
<li>Üyelik yalnızca <strong>18 yaşını doldurmuş</strong> ve bulunduğu yerde şans oyunlarına katılımı yasal olan kişilere açıktır.</li>
<li>Her kişi, her hane, her e-posta adresi ve her T.C. Kimlik Numarası için yalnızca <strong>bir hesap</strong> açılabilir. Birden fazla hesap tespit edilirse hesaplar kapatılabilir ve bonus kazançları iptal edilebilir.</li>
<li>Kayıt sırasında verilen ad, soyad, doğum tarihi, T.C. Kimlik Numarası ve iletişim bilgilerinin doğru ve güncel olması zorunludur. Kişisel bilgilerde değişiklik yalnızca müşteri hizmetleri aracılığıyla yapılabilir.</li>
<li>Kullanıcı adı ve şifrenizin gizliliğinden siz sorumlusunuz. Hesabınızda yetkisiz bir işlem fark ederseniz derhal <a href="/sayfa/iletisim">destek ekibimizle</a> iletişime geçin.</li>
</ul>

<h2>3. Hesap Doğrulama (KYC)</h2>
<p>Yasal yükümlülüklerimiz ve güvenliğiniz için para çekme işlemlerinden önce kimliğinizi doğrulamamız gerekir. Doğrulama için kimlik kartınızın ön ve arka yüzünü ve son üç ay içinde düzenlenmiş bir adres belgesini (ör. fatura veya ikametgâh belgesi) hesabınızdaki Profil &gt; Hesap Doğrulama bölümünden yüklemeniz yeterlidir. Belgeler incelenene kadar para çekme talepleri bekletilebilir.</p>

<h2>4. Para Yatırma ve Çekme</h2>
<ul>
<li>Para birimi Türk lirasıdır (₺). Yatırımlar banka havalesi / EFT ile yapılır; en düşük yatırım tutarı <strong>500 TL</strong>’dir.</li>
<li>Yatırım talepleri finans ekibimiz tarafından onaylandıktan sonra bakiyenize eklenir.</li>
<li>Para çekme talepleri tam lira olarak ve en az <strong>100 TL</strong> tutarında verilebilir. Ödeme yalnızca hesap sahibi adına kayıtlı, geçerli bir TR IBAN’a yapılır.</li>
<li>Çekim talebi verildiği anda tutar bakiyenizden ayrılır; talep reddedilir veya iptal edilirse tutar bakiyenize iade edilir.</li>
<li>Bonus bakiyesi çekilemez. Bonus kuralları için <a href="/sayfa/bonus-kurallari">Bonus Kuralları</a> sayfasına bakınız.</li>
</ul>

<h2>5. Oyunlar ve Bahisler</h2>
<p>Sitemizdeki slot ve masa oyunlarının sonuçları kanıtlanabilir adil bir rastgele sayı üreteci ile belirlenir. Her turdan önce sunucu tohumunun özeti (hash) gösterilir; tohum değiştirildiğinde açıklanır ve her tur sonradan doğrulanabilir. Her oyunun teorik geri ödeme oranı (RTP) oyun kartında belirtilir.</p>
<p>Teknik bir arıza veya bağlantı kopması durumunda tamamlanmamış turlar sistem kayıtlarına göre sonuçlandırılır ya da iade edilir. Açık bir hata sonucunda oluşan kazançlar düzeltilebilir.</p>

<h2>6. Hesabın Askıya Alınması ve Kapatılması</h2>
<p>Dolandırıcılık, sahte belge, birden fazla hesap, bonus kötüye kullanımı, kara para aklama şüphesi veya bu şartların ihlali durumunda Lale Casino hesabı askıya alma, kapatma ve haksız kazançları iptal etme hakkına sahiptir. Hesabınızı kendi isteğinizle kapatmak veya oyundan uzak kalmak için <a href="/sayfa/sorumlu-oyun">Sorumlu Oyun</a> sayfasındaki adımları izleyebilirsiniz.</p>

<h2>7. İletişim</h2>
<p>Bu şartlarla ilgili her türlü sorunuz için 7/24 hizmet veren destek ekibimize <a href="/sayfa/iletisim">İletişim</a> sayfasındaki kanallardan ulaşabilirsiniz.</p>
`;

const gizlilik = `
<h2>Gizliliğiniz Bizim İçin Önemli</h2>
<p>Lale Casino olarak kişisel verilerinizin gizliliğine ve güvenliğine büyük önem veriyoruz. Bu Gizlilik Politikası; hangi bilgileri topladığımızı, bu bilgileri hangi amaçlarla kullandığımızı, kimlerle paylaştığımızı ve haklarınızı açıklar. Kişisel verilerin işlenmesine ilişkin ayrıntılı bilgilendirme için <a href="/sayfa/kvkk">KVKK Aydınlatma Metni</a>’ni de inceleyebilirsiniz.</p>

<h2>Topladığımız Bilgiler</h2>
<ul>
<li><strong>Kimlik ve iletişim bilgileri:</strong> ad, soyad, doğum tarihi, cinsiyet, T.C. Kimlik Numarası, telefon, e-posta ve şehir.</li>
<li><strong>Hesap bilgileri:</strong> kullanıcı adı, şifrenizin geri döndürülemez özeti (şifrenin kendisi saklanmaz), tercihler.</li>
<li><strong>Finansal bilgiler:</strong> yatırım ve çekim talepleri, banka adı ve IBAN bilgileri.</li>
<li><strong>Doğrulama belgeleri:</strong> kimlik kartı görüntüleri ve adres belgesi.</li>
<li><strong>Kullanım bilgileri:</strong> oyun ve işlem geçmişi, giriş kayıtları, IP adresi, tarayıcı bilgileri ve çerezler.</li>
</ul>

<h2>Bilgileri Kullanma Amaçlarımız</h2>
<p>Bilgilerinizi hesabınızı oluşturmak ve yönetmek, yaşınızı ve kimliğinizi doğrulamak, ödemeleri işlemek, dolandırıcılığı ve kara para aklamayı önlemek, destek taleplerinizi yanıtlamak, yasal yükümlülükleri yerine getirmek ve izin vermeniz halinde size kampanya bilgileri göndermek için kullanırız.</p>

<h2>Bilgilerin Paylaşılması</h2>
<p>Kişisel verilerinizi satmayız. Verileriniz yalnızca hizmetin sunulması için gerekli olduğu ölçüde ödeme kuruluşları, barındırma ve teknik hizmet sağlayıcıları ile yasal olarak yetkili kamu kurumlarıyla paylaşılabilir. Tüm iş ortaklarımızdan verilerinizi gizli tutmalarını ve yalnızca belirtilen amaçlarla kullanmalarını isteriz.</p>

<h2>Veri Güvenliği</h2>
<p>Şifreler güçlü bir özet algoritmasıyla saklanır, oturumlar güvenli çerezlerle yönetilir ve verilerinize erişim yalnızca yetkili personelle sınırlandırılır. Personel işlemleri denetim kayıtlarına yazılır. Hesabınızı korumak için iki adımlı doğrulamayı etkinleştirmenizi öneririz.</p>

<h2>Saklama Süresi ve Haklarınız</h2>
<p>Verilerinizi ilgili mevzuatın öngördüğü süre boyunca saklarız; süre dolduğunda silinir, yok edilir veya anonim hale getirilir. Verilerinize erişme, düzeltilmesini veya silinmesini isteme haklarınızı kullanmak için <a href="/sayfa/iletisim">İletişim</a> sayfasındaki kanallardan bize ulaşabilirsiniz.</p>
<p>Çerez kullanımımız hakkında bilgi için <a href="/sayfa/cerez-politikasi">Çerez Politikası</a>’na göz atın.</p>
`;

const kvkk = `
<h2>Veri Sorumlusu</h2>
<p>6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca, kişisel verileriniz veri sorumlusu sıfatıyla Lale Casino (“Şirket”) tarafından aşağıda açıklanan kapsamda işlenmektedir. Bu metin, kurgusal Lale Casino markası için hazırlanmış bir aydınlatma metnidir.</p>

<h2>İşlenen Kişisel Veri Kategorileri</h2>
<ul>
<li><strong>Kimlik:</strong> ad, soyad, T.C. Kimlik Numarası, doğum tarihi, cinsiyet.</li>
<li><strong>İletişim:</strong> telefon numarası, e-posta adresi, şehir.</li>
<li><strong>Müşteri işlem:</strong> yatırım, çekim, bonus, oyun ve bahis kayıtları, destek yazışmaları, arama talepleri.</li>
<li><strong>Finans:</strong> banka adı, IBAN, hesap sahibi adı.</li>
<li><strong>İşlem güvenliği:</strong> IP adresi, giriş zamanları ve konumları, oturum bilgileri.</li>
<li><strong>Görsel kayıtlar:</strong> kimlik doğrulama için yüklenen kimlik ve adres belgeleri.</li>
</ul>

<h2>İşleme Amaçları ve Hukuki Sebepler</h2>
<p>Kişisel verileriniz; üyelik sözleşmesinin kurulması ve ifası, yaş ve kimlik doğrulamasının yapılması, ödeme işlemlerinin yürütülmesi, hesap ve işlem güvenliğinin sağlanması, dolandırıcılık ve suç gelirlerinin aklanmasının önlenmesi, talep ve şikâyetlerin yönetilmesi ile hukuki yükümlülüklerin yerine getirilmesi amaçlarıyla işlenir.</p>
<p>Bu işlemeler KVKK’nın 5. maddesinde yer alan “bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması”, “veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi”, “bir hakkın tesisi, kullanılması veya korunması” ve “ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaati” hukuki sebeplerine dayanır. Kampanya ve tanıtım iletileri yalnızca açık rızanız olması halinde gönderilir.</p>

<h2>Verilerin Aktarılması</h2>
<p>Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak ödeme hizmeti sağlayıcılarına, bilgi teknolojileri ve barındırma hizmeti aldığımız tedarikçilere ve talep halinde yetkili kamu kurum ve kuruluşlarına aktarılabilir.</p>

<h2>Toplama Yöntemi</h2>
<p>Verileriniz; kayıt formu, hesap ayarları, belge yükleme ekranı, destek mesajları, arama talebi formu ve çerezler aracılığıyla elektronik ortamda otomatik veya kısmen otomatik yollarla toplanır.</p>

<h2>KVKK Kapsamındaki Haklarınız</h2>
<p>KVKK’nın 11. maddesi uyarınca veri sorumlusuna başvurarak:</p>
<ul>
<li>kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme,</li>
<li>işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
<li>yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,</li>
<li>eksik veya yanlış işlenmişse düzeltilmesini, şartları oluşmuşsa silinmesini veya yok edilmesini isteme,</li>
<li>bu işlemlerin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,</li>
<li>münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme,</li>
<li>kanuna aykırı işleme sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme</li>
</ul>
<p>haklarına sahipsiniz. Başvurularınızı <strong>destek@lalecasino.example</strong> adresine iletebilirsiniz; talepleriniz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.</p>
`;

const sorumluOyun = `
<h2>Oyun Bir Eğlencedir</h2>
<p>Lale Casino’da şans oyunlarını bir gelir kaynağı değil, bütçesi önceden belirlenmiş bir eğlence olarak görmenizi istiyoruz. Oyunların sonuçları rastgeledir ve uzun vadede kasanın avantajı vardır. Kaybetmeyi göze alamayacağınız parayla asla oynamayın.</p>

<h2>Yalnızca 18 Yaş ve Üzeri</h2>
<p><strong>18 yaşından küçüklerin siteye üye olması ve oyun oynaması kesinlikle yasaktır.</strong> Kayıt sırasında doğum tarihi ve T.C. Kimlik Numarası ile yaş kontrolü yapılır; para çekmeden önce kimlik belgeleri doğrulanır. Reşit olmayan kişilere ait olduğu anlaşılan hesaplar kapatılır. Evinizde çocuklar varsa cihazlarınızda ebeveyn denetimi yazılımları kullanmanızı ve şifrelerinizi paylaşmamanızı öneririz.</p>

<h2>Kontrolü Elinizde Tutmanız İçin</h2>
<ul>
<li><strong>Limitler:</strong> Hesabınızdaki <a href="/account/responsible">Sorumlu Oyun</a> sekmesinden 24 saatlik, 7 günlük ve 30 günlük yatırım, kayıp ve bahis limitleri ile oturum süresi limiti belirleyebilirsiniz. Limit düşürme hemen, limit artırma veya kaldırma ise 24 saatlik bekleme süresinden sonra uygulanır; yürürlük tarihi sekmede gösterilir.</li>
<li><strong>Gerçeklik kontrolü:</strong> Oyun oynarken seçtiğiniz aralıkla (15, 30 veya 60 dakikada bir) oyun durur; oturum süreniz, bahisleriniz, kazançlarınız ve net sonucunuz gösterilir.</li>
<li><strong>Mola:</strong> 24 saat, 7 gün, 30 gün veya 6 hafta ara verebilirsiniz. Mola süresince oyun oynayamaz, para yatıramaz ve promosyon alamazsınız; giriş yaparak bakiyenizi çekebilirsiniz. Mola erken bitirilemez.</li>
<li><strong>Kendini uzaklaştırma:</strong> 6 ay, 1 yıl, 5 yıl veya süresiz olarak kendinizi oyundan uzaklaştırabilirsiniz. Bu süre boyunca oyun, para yatırma ve promosyonlar kapalıdır, size kampanya iletisi gönderilmez ve aynı T.C. Kimlik Numarası ile yeni hesap açılamaz; bakiyenizi çekebilirsiniz. Süre dolduğunda uzaklaştırma kendiliğinden bitmez: Sorumlu Oyun sekmesinden talepte bulunmanız ve 24 saat beklemeniz gerekir. Ekibimiz de süreyi erken kaldıramaz.</li>
<li><strong>Aktif bonus:</strong> Mola, kendini uzaklaştırma veya hesap kapatma başladığında aktif bonusunuz iptal edilir ve kalan bonus bakiyesi silinir (<a href="/sayfa/bonus-kurallari">Bonus Kuralları</a>).</li>
<li><strong>Hesap kapatma:</strong> Bakiyenizi çektikten sonra hesabınızı Sorumlu Oyun sekmesinden kapatabilirsiniz.</li>
<li><strong>Hesap özeti:</strong> Hesabınızdaki <a href="/account/statement">Hesap Özeti</a> sayfasından istediğiniz dönemin yatırım, çekim, bahis, kazanç ve bonus dökümünü yazdırabilir veya CSV olarak indirebilirsiniz.</li>
</ul>
<p>Bu araçlarla ilgili sorularınız için <a href="/sayfa/iletisim">İletişim</a> sayfasındaki kanallardan 7/24 bize ulaşabilirsiniz.</p>

<h2>Sorunlu Oyun Belirtileri</h2>
<p>Aşağıdaki sorulardan birine veya birkaçına “evet” cevabı veriyorsanız ara vermenin ve destek almanın zamanı gelmiş olabilir:</p>
<ul>
<li>Planladığınızdan daha uzun süre veya daha fazla parayla oynuyor musunuz?</li>
<li>Kayıplarınızı geri kazanmak için daha fazla yatırım yapıyor musunuz?</li>
<li>Oyun için borç alıyor, fatura veya kira parasını kullanıyor musunuz?</li>
<li>Oyun oynama sürenizi veya harcamanızı ailenizden ya da arkadaşlarınızdan saklıyor musunuz?</li>
<li>Oynamadığınızda huzursuz, gergin veya sinirli hissediyor musunuz?</li>
<li>Oyun nedeniyle işinizi, okulunuzu, ailenizi veya uykunuzu ihmal ediyor musunuz?</li>
</ul>

<h2>Nereden Yardım Alabilirsiniz?</h2>
<p>Kumar bağımlılığı tedavi edilebilir bir durumdur ve yardım istemek bir güç göstergesidir. Aşağıdaki kuruluşlar ücretsiz ve gizli destek sunar:</p>
<ul>
<li><strong>Yeşilay</strong> — bağımlılıkla mücadele ve bilgilendirme: <a href="https://www.yesilay.org.tr">www.yesilay.org.tr</a></li>
<li><strong>YEDAM (Yeşilay Danışmanlık Merkezi)</strong> — kumar bağımlılığı dahil ücretsiz psikolojik destek; <strong>Yeşilay Danışmanlık Hattı: 115</strong> — <a href="https://www.yedam.org.tr">www.yedam.org.tr</a></li>
<li><strong>GamCare</strong> — kumar sorunları yaşayanlara ve yakınlarına destek (İngilizce): <a href="https://www.gamcare.org.uk">www.gamcare.org.uk</a></li>
<li><strong>Gamblers Anonymous</strong> — kumar bağımlıları için karşılıklı yardım grupları: <a href="https://www.gamblersanonymous.org">www.gamblersanonymous.org</a></li>
<li><strong>BeGambleAware</strong> — bilgi, öz değerlendirme testleri ve yardım kaynakları: <a href="https://www.begambleaware.org">www.begambleaware.org</a></li>
</ul>

<h2>Sağlıklı Oyun İçin İpuçları</h2>
<ul>
<li>Oynamaya başlamadan önce bütçenizi ve sürenizi belirleyin, sınırı aşmayın.</li>
<li>Kayıplarınızın peşinden koşmayın; kaybedilen para eğlencenin bedelidir.</li>
<li>Yorgun, üzgün veya alkollüyken oynamayın.</li>
<li>Düzenli aralar verin ve oyunu hayatınızın diğer alanlarının önüne koymayın.</li>
</ul>
`;

const bonusKurallari = `
<h2>Genel Bonus Kuralları</h2>
<p>Lale Casino’daki tüm bonuslar aşağıdaki genel kurallara ve her promosyonun kendi açıklamasında belirtilen özel şartlara tabidir. Özel şartlar ile bu kurallar arasında fark olması halinde promosyonun kendi şartları geçerlidir. Promosyonların güncel listesi <a href="/promotions">Promosyonlar</a> sayfasındadır.</p>

<h2>Aynı Anda Tek Aktif Bonus</h2>
<p>Bir hesapta aynı anda yalnızca <strong>bir aktif bonus</strong> bulunabilir. Aktif bir bonusunuz varken ikinci bir bonusu etkinleştirmek istediğinizde talebiniz reddedilir. Yeni bir bonus almak için mevcut bonusun çevrimini tamamlamanız, bonus bakiyenizin bitmesi, süresinin dolması veya bonusu Bonuslar sayfasından iptal etmeniz gerekir.</p>

<h2>Çevrim (Rollover) Şartı Nedir?</h2>
<p>Çevrim şartı, bonusun nakde dönüşebilmesi için toplam ne kadar bahis yapılması gerektiğini gösterir ve <strong>bonus tutarı × çevrim katı</strong> olarak hesaplanır.</p>
<ul>
<li><strong>Örnek:</strong> 1.000 TL yatırıma %100 Hoş Geldin Bonusu ile 1.000 TL bonus aldınız ve çevrim şartı 10x. Bonusun nakde dönüşmesi için toplam 1.000 × 10 = <strong>10.000 TL</strong> tutarında slot bahsi (ya da masa oyunlarında bunun 10 katı) yapmanız gerekir.</li>
<li>Bonus aktifken yaptığınız her gerçek para bahsi, oyun türünün katkı oranıyla çevrime sayılır: aksi belirtilmedikçe slot bahislerinin %100’ü, masa oyunu (rulet, blackjack, bakara) bahislerinin %10’u. Ücretsiz dönüşler çevrime sayılmaz. Hesabınızdaki Bonuslar sayfasında tamamlanan tutarı, kalan tutarı ve ilerleme yüzdesini görebilirsiniz.</li>
<li>Çevrim sürerken promosyonda belirtilen en yüksek bahis tutarının üzerindeki bahisler kabul edilmez.</li>
<li>Çevrim tamamlandığında kalan bonus bakiyesi otomatik olarak nakit bakiyenize aktarılır.</li>
</ul>

<h2>Önce Nakit, Sonra Bonus</h2>
<p>Bahislerinizde önce <strong>nakit bakiyeniz</strong>, nakit bakiyeniz bittiğinde ise bonus bakiyeniz kullanılır. Bonus bakiyeniz sıfırlanırsa bonus sona erer ve nakde dönüştürülecek tutar kalmaz.</p>

<h2>Bonus Parası Çekilemez</h2>
<p><strong>Bonus bakiyesi hiçbir koşulda doğrudan çekilemez.</strong> Yalnızca çevrim şartı tamamlanıp nakde dönüşen tutar, diğer nakit bakiyeniz gibi çekim talebine konu olabilir. Aktif bir bonusunuz varken çekim talebi oluşturmak isterseniz önce onayınız istenir: onaylarsanız bonus iptal edilir ve kalan bonus bakiyesi silinir.</p>

<h2>Süre, İptal ve Kötüye Kullanım</h2>
<ul>
<li>Aksi belirtilmedikçe bonuslar verildikleri andan itibaren <strong>7 gün</strong> geçerlidir. Süre dolduğunda kalan bonus bakiyesi silinir.</li>
<li>Aktif bonusunuzu istediğiniz zaman iptal edebilirsiniz; bu durumda kalan bonus bakiyesi silinir, nakit bakiyeniz etkilenmez.</li>
<li>Mola veya kendini uzaklaştırma başlattığınızda ya da hesabınızı kapattığınızda aktif bonusunuz iptal edilir ve kalan bonus bakiyesi silinir; bu süre boyunca yeni bonus verilmez.</li>
<li>Yatırım bonusları otomatik olarak tanımlanmaz: onaylanan yatırımınızdan sonra size sunulur ve her yatırım için yalnızca bir kez seçilebilir. Bonus almak istemezseniz teklifi reddedebilirsiniz.</li>
<li>Bonus teklifi yalnızca onaylanan son yatırımınız için, onaydan sonraki 24 saat içinde ve bu yatırımdan sonra bahis, çekim talebi veya yeni bir yatırım yapmadan önce geçerlidir; bunlardan biri olduğunda teklif sona erer ve bonus seçilemez.</li>
<li>Kayıp bonusu yalnızca aktif bonusunuz yokken ve son 7 gündeki gerçek para kaybınız en az 100 TL ise talep edilebilir.</li>
<li>Birden fazla hesap açmak, ortak ödeme bilgisi kullanmak veya bonus şartlarını kötüye kullanmak tespit edilirse bonus ve bonustan elde edilen kazançlar iptal edilir.</li>
</ul>
`;

const hakkimizda = `
<h2>Lale Casino Kimdir?</h2>
<p>Lale Casino, adını Türk kültürünün simgesi laleden alan, Türkçe hizmet veren bir online casino ve bahis platformudur. Amacımız; slot oyunlarından canlı casino masalarına, spor bahislerinden tombalaya kadar geniş bir yelpazeyi güvenli, şeffaf ve keyifli bir deneyimle bir araya getirmektir.</p>
<p><strong>Not:</strong> Lale Casino kurgusal bir markadır; bu site tanıtım ve demo amacıyla hazırlanmıştır.</p>

<h2>Değerlerimiz</h2>
<ul>
<li><strong>Şeffaflık:</strong> Oyunlarımızın sonuçları kanıtlanabilir adil bir sistemle belirlenir; her turu sunucu tohumu ve özet değeriyle kendiniz doğrulayabilirsiniz. Her oyunun RTP oranı açıkça belirtilir.</li>
<li><strong>Güvenlik:</strong> Şifreleriniz güçlü algoritmalarla saklanır, tüm bakiye hareketleri çift taraflı muhasebe kayıtlarıyla izlenir, iki adımlı doğrulama desteklenir.</li>
<li><strong>Hızlı ödeme:</strong> Yatırım ve çekim talepleri finans ekibimiz tarafından hızla incelenir ve sonuçlandırılır.</li>
<li><strong>Sorumlu oyun:</strong> Oyunun bir eğlence olarak kalması için limit, mola ve kendini men etme seçenekleri sunarız. Ayrıntılar <a href="/sayfa/sorumlu-oyun">Sorumlu Oyun</a> sayfamızdadır.</li>
</ul>

<h2>Neler Sunuyoruz?</h2>
<p>Yüzlerce slot oyunu, canlı casino masaları, spor ve sanal spor bahisleri, tombala ve Aviator gibi crash oyunları Lale Casino çatısı altında. Yeni üyelerimize özel hoş geldin bonusu, düzenli yatırım bonusları ve haftalık kayıp bonusu ile her hafta yeni fırsatlar sunuyoruz.</p>

<h2>Ortaklık Programı</h2>
<p>Web siteniz veya sosyal medya kanallarınız üzerinden yeni üyeler yönlendirerek kazanç elde etmek isterseniz <a href="/affiliate-apply">ortaklık programımıza başvurabilirsiniz</a>.</p>

<h2>Bize Ulaşın</h2>
<p>Destek ekibimiz haftanın 7 günü, günün 24 saati hizmetinizdedir. Tüm iletişim kanallarımızı <a href="/sayfa/iletisim">İletişim</a> sayfasında bulabilir veya <a href="/request-call">arama talebi</a> bırakabilirsiniz.</p>
`;

const iletisim = `
<h2>7/24 Canlı Destek</h2>
<p>Lale Casino destek ekibi <strong>haftanın 7 günü, günün 24 saati</strong> hizmetinizdedir. Üyelik, para yatırma ve çekme, bonuslar, hesap doğrulama ve teknik konulardaki tüm sorularınız için aşağıdaki kanallardan bize ulaşabilirsiniz.</p>

<h2>İletişim Kanallarımız</h2>
<ul>
<li><strong>E-posta:</strong> destek@lalecasino.example</li>
<li><strong>Telefon:</strong> 0850 000 00 00</li>
<li><strong>WhatsApp:</strong> +90 555 000 00 00</li>
<li><strong>Telegram:</strong> @lalecasino</li>
<li><strong>Hesap içi mesaj:</strong> Giriş yaptıktan sonra Hesabım &gt; Mesajlar bölümünden destek ekibine yazabilirsiniz.</li>
</ul>

<h2>Sizi Arayalım</h2>
<p>Size uygun bir zamanda sizi aramamızı isterseniz <a href="/request-call">Arama Talebi</a> formunu doldurmanız yeterlidir. Adınızı ve telefon numaranızı bırakın, müşteri temsilcimiz en kısa sürede sizinle iletişime geçsin.</p>

<h2>Yanıt Süreleri</h2>
<ul>
<li>Canlı destek ve telefon: anında</li>
<li>WhatsApp ve Telegram: genellikle birkaç dakika içinde</li>
<li>E-posta ve hesap içi mesajlar: en geç 24 saat içinde</li>
</ul>

<h2>Güvenlik Uyarısı</h2>
<p>Lale Casino çalışanları sizden <strong>asla şifrenizi veya iki adımlı doğrulama kodunuzu istemez</strong>. Yukarıdaki resmi kanallar dışında Lale Casino adına sizinle iletişime geçen kişilere itibar etmeyin ve şüpheli durumları bize bildirin.</p>
<p>Sık sorulan soruların yanıtlarını <a href="/sayfa/sss">Sıkça Sorulan Sorular</a> sayfasında bulabilirsiniz.</p>
`;

const cerez = `
<h2>Çerez Nedir?</h2>
<p>Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınıza kaydedilen küçük metin dosyalarıdır. Lale Casino, sitenin güvenli ve doğru çalışması, tercihlerinizin hatırlanması ve ortaklık yönlendirmelerinin takip edilmesi için çerezler ve benzeri tarayıcı depolama teknolojileri kullanır.</p>

<h2>Kullandığımız Çerez Türleri</h2>
<ul>
<li><strong>Zorunlu çerezler:</strong> Oturumunuzu açık tutan oturum çerezi bu gruptadır. Giriş yapmanızı ve hesabınızın güvenliğini sağlar; kapatılırsa site düzgün çalışmaz. “Beni hatırla” seçeneğini işaretlerseniz oturumunuz 30 gün boyunca açık kalabilir, aksi halde tarayıcı kapandığında veya uzun süre işlem yapılmadığında sona erer.</li>
<li><strong>Tercih kayıtları:</strong> Bakiyenizi gizleme tercihiniz gibi ayarlar tarayıcınızın yerel depolama alanında saklanır.</li>
<li><strong>Ortaklık (yönlendirme) çerezi:</strong> Siteye bir iş ortağımızın bağlantısıyla geldiyseniz, yönlendiren ortağın kodu 30 gün boyunca saklanır ve üyeliğiniz bu ortakla ilişkilendirilir.</li>
</ul>

<h2>Üçüncü Taraf Çerezleri</h2>
<p>Sitemizde reklam amaçlı üçüncü taraf çerezleri kullanılmaz. Oyun pencereleri kendi oturum bilgilerini kullanabilir; bu bilgiler yalnızca oyunun çalışması için gereklidir.</p>

<h2>Çerezleri Nasıl Yönetebilirsiniz?</h2>
<p>Tarayıcınızın ayarlarından çerezleri görüntüleyebilir, silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellemeniz halinde giriş yapamayabilir ve bazı özellikleri kullanamayabilirsiniz. Çerezler aracılığıyla işlenen kişisel veriler hakkında bilgi için <a href="/sayfa/gizlilik-politikasi">Gizlilik Politikası</a> ve <a href="/sayfa/kvkk">KVKK Aydınlatma Metni</a>’ni inceleyebilirsiniz.</p>
`;

const sss = `
<h2>Üyelik</h2>
<p><strong>Nasıl üye olabilirim?</strong></p>
<p>Sayfanın üst kısmındaki “Kayıt Ol” düğmesine tıklayın ve <a href="/auth/register">üyelik formunu</a> eksiksiz doldurun. Üye olabilmek için 18 yaşını doldurmuş olmanız ve geçerli bir T.C. Kimlik Numarası girmeniz gerekir.</p>
<p><strong>Birden fazla hesap açabilir miyim?</strong></p>
<p>Hayır. Her kişi yalnızca bir hesap açabilir. Birden fazla hesap tespit edilmesi halinde hesaplar kapatılabilir.</p>
<p><strong>Kişisel bilgilerimi nasıl değiştiririm?</strong></p>
<p>Güvenlik nedeniyle kişisel bilgiler yalnızca müşteri hizmetleri tarafından güncellenebilir. Lütfen <a href="/sayfa/iletisim">destek ekibimizle</a> iletişime geçin.</p>

<h2>Para Yatırma</h2>
<p><strong>Nasıl para yatırabilirim?</strong></p>
<p>Giriş yaptıktan sonra Hesabım &gt; Cüzdan &gt; Para Yatır bölümünden banka havalesi / EFT ile yatırım talebi oluşturabilirsiniz. Desteklenen bankalar: Ziraat Bankası, İş Bankası, Garanti BBVA, Yapı Kredi ve Akbank.</p>
<p><strong>En düşük yatırım tutarı nedir?</strong></p>
<p>En düşük yatırım tutarı <strong>500 TL</strong>’dir. Talebiniz finans ekibimiz tarafından onaylandığında tutar bakiyenize eklenir ve varsa uygun yatırım bonusları size sunulur.</p>

<h2>Para Çekme</h2>
<p><strong>En düşük çekim tutarı nedir?</strong></p>
<p>En düşük çekim tutarı <strong>100 TL</strong>’dir ve çekimler yalnızca <strong>tam lira</strong> olarak (kuruşsuz) talep edilebilir.</p>
<p><strong>Çekimim hangi hesaba gönderilir?</strong></p>
<p>Çekimler yalnızca adınıza kayıtlı, TR ile başlayan 26 karakterlik geçerli bir IBAN’a gönderilir. Banka bilgilerinizi bir sonraki çekim için kaydedebilirsiniz.</p>
<p><strong>Çekim talebimi iptal edebilir miyim?</strong></p>
<p>Onaylanmamış bir çekim talebini iptal edebilirsiniz; tutar nakit bakiyenize geri eklenir.</p>

<h2>Hesap Doğrulama (KYC)</h2>
<p><strong>Hangi belgeler gerekiyor?</strong></p>
<ul>
<li>Kimlik kartınızın <strong>ön yüzü</strong> (fotoğraf)</li>
<li>Kimlik kartınızın <strong>arka yüzü</strong> (fotoğraf)</li>
<li>Son üç ay içinde düzenlenmiş bir <strong>adres belgesi</strong> (fatura veya ikametgâh; fotoğraf ya da PDF)</li>
</ul>
<p>Belgeleri Hesabım &gt; Profil &gt; Hesap Doğrulama bölümünden yükleyebilirsiniz. Her dosya en fazla 5 MB olabilir ve belgelerin net, okunaklı ve kesilmemiş olması gerekir.</p>

<h2>Bonuslar</h2>
<p><strong>Aynı anda birden fazla bonus kullanabilir miyim?</strong></p>
<p>Hayır. Aynı anda yalnızca bir aktif bonusunuz olabilir. Ayrıntılar için <a href="/sayfa/bonus-kurallari">Bonus Kuralları</a> sayfasına bakın.</p>
<p><strong>Bonus bakiyemi çekebilir miyim?</strong></p>
<p>Bonus bakiyesi doğrudan çekilemez. Çevrim şartı tamamlandığında kalan bonus nakde dönüşür ve çekilebilir hale gelir.</p>

<h2>Oyunlar ve Güvenlik</h2>
<p><strong>Oyunlar adil mi?</strong></p>
<p>Evet. Oyun sonuçları kanıtlanabilir adil bir sistemle belirlenir; her turun sonucunu sunucu tohumu, istemci tohumu ve tur numarasıyla doğrulayabilirsiniz. Birçok oyunu üye olmadan demo modunda ücretsiz deneyebilirsiniz.</p>
<p><strong>Hesabımı nasıl daha güvenli hale getiririm?</strong></p>
<p>Güçlü ve benzersiz bir şifre kullanın, Hesabım &gt; Profil &gt; Güvenlik bölümünden iki adımlı doğrulamayı açın ve son giriş kayıtlarınızı düzenli olarak kontrol edin.</p>
`;

export const demoPages: SeedPage[] = [
  {
    slug: 'hakkimizda',
    title: 'Hakkımızda',
    meta_title: 'Hakkımızda | Lale Casino',
    meta_description: 'Lale Casino kimdir? Değerlerimiz, sunduğumuz oyunlar, ortaklık programı ve 7/24 destek hakkında bilgi.',
    content: hakkimizda.trim(),
    show_in_footer: true,
    sort: 1,
  },
  {
    slug: 'kurallar',
    title: 'Genel Kurallar ve Şartlar',
    meta_title: 'Genel Kurallar ve Şartlar | Lale Casino',
    meta_description: 'Lale Casino üyelik, hesap doğrulama, para yatırma ve çekme, oyunlar ve hesap kapatma ile ilgili genel kurallar ve şartlar.',
    content: kurallar.trim(),
    show_in_footer: true,
    sort: 2,
  },
  {
    slug: 'bonus-kurallari',
    title: 'Bonus Kuralları',
    meta_title: 'Bonus Kuralları | Lale Casino',
    meta_description: 'Çevrim şartı nasıl hesaplanır, aynı anda kaç bonus kullanılabilir, bonus bakiyesi çekilebilir mi? Tüm bonus kuralları.',
    content: bonusKurallari.trim(),
    show_in_footer: true,
    sort: 3,
  },
  {
    slug: 'sorumlu-oyun',
    title: 'Sorumlu Oyun',
    meta_title: 'Sorumlu Oyun | Lale Casino',
    meta_description: 'Yalnızca 18 yaş ve üzeri. Yatırım limiti, mola ve kendini oyundan men seçenekleri, sorunlu oyun belirtileri ve yardım kuruluşları.',
    content: sorumluOyun.trim(),
    show_in_footer: true,
    sort: 4,
  },
  {
    slug: 'sss',
    title: 'Sıkça Sorulan Sorular',
    meta_title: 'Sıkça Sorulan Sorular | Lale Casino',
    meta_description: 'Üyelik, para yatırma (en az 500 TL), para çekme (en az 100 TL), hesap doğrulama belgeleri ve bonuslar hakkında sık sorulan sorular.',
    content: sss.trim(),
    show_in_footer: true,
    sort: 5,
  },
  {
    slug: 'iletisim',
    title: 'İletişim',
    meta_title: 'İletişim | Lale Casino',
    meta_description: 'Lale Casino 7/24 destek: e-posta, telefon, WhatsApp, Telegram ve arama talebi ile bize ulaşın.',
    content: iletisim.trim(),
    show_in_footer: true,
    sort: 6,
  },
  {
    slug: 'gizlilik-politikasi',
    title: 'Gizlilik Politikası',
    meta_title: 'Gizlilik Politikası | Lale Casino',
    meta_description: 'Lale Casino hangi kişisel verileri toplar, nasıl kullanır, kimlerle paylaşır ve nasıl korur?',
    content: gizlilik.trim(),
    show_in_footer: true,
    sort: 7,
  },
  {
    slug: 'kvkk',
    title: 'KVKK Aydınlatma Metni',
    meta_title: 'KVKK Aydınlatma Metni | Lale Casino',
    meta_description: '6698 sayılı KVKK kapsamında kişisel verilerin işlenme amaçları, hukuki sebepleri, aktarımı ve ilgili kişi hakları.',
    content: kvkk.trim(),
    show_in_footer: true,
    sort: 8,
  },
  {
    slug: 'cerez-politikasi',
    title: 'Çerez Politikası',
    meta_title: 'Çerez Politikası | Lale Casino',
    meta_description: 'Lale Casino’da kullanılan zorunlu, tercih ve ortaklık çerezleri ile çerezleri nasıl yönetebileceğiniz.',
    content: cerez.trim(),
    show_in_footer: true,
    sort: 9,
  },
];

// ---------------------------------------------------------------- banners

export const demoBanners: SeedBanner[] = [
  // Home, desktop, left carousel (900x300)
  {
    page: 'home', device: 'desktop', position: 'desktop_left', sort: 1,
    title: 'Hoş Geldin Bonusu %100',
    link: '/auth/register',
    image_desktop: banner('home-left-1.svg'),
    image_mobile: banner('home-mobile-1.svg'),
  },
  {
    page: 'home', device: 'desktop', position: 'desktop_left', sort: 2,
    title: 'Haftalık Kayıp Bonusu %10',
    link: '/promotions',
    image_desktop: banner('home-left-2.svg'),
    image_mobile: banner('home-mobile-2.svg'),
  },
  {
    page: 'home', device: 'desktop', position: 'desktop_left', sort: 3,
    title: 'Yeni Slot Oyunları',
    link: '/slots',
    image_desktop: banner('home-left-3.svg'),
    image_mobile: banner('slot-1-mobile.svg'),
  },
  // Home, desktop, right carousel (440x300)
  {
    page: 'home', device: 'desktop', position: 'desktop_right', sort: 1,
    title: 'Canlı Casino',
    link: '/livecasino',
    image_desktop: banner('home-right-1.svg'),
    image_mobile: banner('home-mobile-3.svg'),
  },
  {
    page: 'home', device: 'desktop', position: 'desktop_right', sort: 2,
    title: 'Arkadaşını Getir',
    link: '/affiliate-apply',
    image_desktop: banner('home-right-2.svg'),
    image_mobile: banner('home-right-2.svg'),
  },
  // Home, mobile carousel (780x360)
  {
    page: 'home', device: 'mobile', position: 'main', sort: 1,
    title: 'Hoş Geldin Bonusu %100',
    link: '/auth/register',
    image_desktop: banner('home-mobile-1.svg'),
    image_mobile: banner('home-mobile-1.svg'),
  },
  {
    page: 'home', device: 'mobile', position: 'main', sort: 2,
    title: 'Haftalık Kayıp Bonusu %10',
    link: '/promotions',
    image_desktop: banner('home-mobile-2.svg'),
    image_mobile: banner('home-mobile-2.svg'),
  },
  {
    page: 'home', device: 'mobile', position: 'main', sort: 3,
    title: 'Canlı Casino',
    link: '/livecasino',
    image_desktop: banner('home-mobile-3.svg'),
    image_mobile: banner('home-mobile-3.svg'),
  },
  // Live casino page (desktop 1400x300, mobile 780x360)
  {
    page: 'casino', device: 'desktop', position: 'main', sort: 1,
    title: 'Canlı Casino Masaları',
    link: '/livecasino',
    image_desktop: banner('casino-1-desktop.svg'),
    image_mobile: banner('casino-1-mobile.svg'),
  },
  {
    page: 'casino', device: 'desktop', position: 'main', sort: 2,
    title: 'Canlı Casinoda İlk Yatırıma %100 Bonus',
    link: '/auth/register',
    image_desktop: banner('casino-2-desktop.svg'),
    image_mobile: banner('casino-2-mobile.svg'),
  },
  {
    page: 'casino', device: 'mobile', position: 'main', sort: 1,
    title: 'Canlı Casino Masaları',
    link: '/livecasino',
    image_desktop: banner('casino-1-mobile.svg'),
    image_mobile: banner('casino-1-mobile.svg'),
  },
  {
    page: 'casino', device: 'mobile', position: 'main', sort: 2,
    title: 'Canlı Casinoda İlk Yatırıma %100 Bonus',
    link: '/auth/register',
    image_desktop: banner('casino-2-mobile.svg'),
    image_mobile: banner('casino-2-mobile.svg'),
  },
  // Slots page (desktop 1400x300, mobile 780x360)
  {
    page: 'slot', device: 'desktop', position: 'main', sort: 1,
    title: 'Yeni Slot Oyunları',
    link: '/slots',
    image_desktop: banner('slot-1-desktop.svg'),
    image_mobile: banner('slot-1-mobile.svg'),
  },
  {
    page: 'slot', device: 'desktop', position: 'main', sort: 2,
    title: 'Kanıtlanabilir Adil Oyun',
    link: '/slots',
    image_desktop: banner('slot-2-desktop.svg'),
    image_mobile: banner('slot-2-mobile.svg'),
  },
  {
    page: 'slot', device: 'mobile', position: 'main', sort: 1,
    title: 'Yeni Slot Oyunları',
    link: '/slots',
    image_desktop: banner('slot-1-mobile.svg'),
    image_mobile: banner('slot-1-mobile.svg'),
  },
  {
    page: 'slot', device: 'mobile', position: 'main', sort: 2,
    title: 'Kanıtlanabilir Adil Oyun',
    link: '/slots',
    image_desktop: banner('slot-2-mobile.svg'),
    image_mobile: banner('slot-2-mobile.svg'),
  },
  // Promotions page (optional; the current client does not request it)
  {
    page: 'promotions', device: 'desktop', position: 'main', sort: 1,
    title: 'Lale Casino Promosyonları',
    link: '/promotions',
    image_desktop: banner('promotions-1-desktop.svg'),
    image_mobile: banner('promotions-1-mobile.svg'),
  },
  {
    page: 'promotions', device: 'mobile', position: 'main', sort: 1,
    title: 'Lale Casino Promosyonları',
    link: '/promotions',
    image_desktop: banner('promotions-1-mobile.svg'),
    image_mobile: banner('promotions-1-mobile.svg'),
  },
];

// ---------------------------------------------------------------- promotions

/**
 * Every note says exactly what the bonus engine applies (modules/bonus, provider_calls.sql): the
 * wagering requirement (rollover x bonus), the contribution per game type, the largest stake while
 * wagering, the validity, who can take it. The common rules are on the Bonus Kuralları page.
 */
const COMMON_NOTE =
  'Bonus parası çekilemez; çevrim tamamlanınca kalan bonus bakiyesi nakde dönüşür. Bahislerde önce nakit, sonra bonus bakiyesi kullanılır. Aynı anda yalnızca bir bonus aktif olabilir; aktif bonusla çekim talebi bonusu iptal eder.';

export const demoPromotions: SeedPromotion[] = [
  {
    name: '%100 Hoş Geldin Bonusu',
    description:
      'Lale Casino’ya hoş geldin! İlk yatırımına %100, 5.000 TL’ye kadar bonus kazan ve slotlardan canlı casinoya kadar tüm oyunlarda bakiyeni ikiye katla.',
    banner: promo('hos-geldin-bonusu.svg'),
    bonus_type: 'deposit',
    percent: 100,
    fixed_amount_kurus: 0,
    max_bonus_kurus: 500_000,
    min_deposit_kurus: 50_000,
    rollover: 10,
    validity_days: 7,
    max_bet_kurus: 25_000,
    contribution_slot: 100,
    contribution_table: 10,
    first_deposit_only: true,
    note: `Yalnızca onaylanan ilk yatırımında, en az 500 TL yatırımda seçilebilir. Çevrim şartı bonus tutarının 10 katıdır; slot bahislerinin %100’ü, masa oyunu bahislerinin %10’u çevrime sayılır. Çevrim sürerken tek bahis en fazla 250 TL olabilir. Bonus 7 gün geçerlidir; süre dolunca kalan bonus bakiyesi silinir. ${COMMON_NOTE}`,
    sort: 1,
  },
  {
    name: '%50 Yatırım Bonusu',
    description:
      'Her yatırımında geçerli %50 yatırım bonusu ile daha uzun oyna. Yatırımın onaylandığında bonusu tek tıkla seç, 2.500 TL’ye kadar ek bakiye hesabında.',
    banner: promo('yatirim-bonusu.svg'),
    bonus_type: 'deposit',
    percent: 50,
    fixed_amount_kurus: 0,
    max_bonus_kurus: 250_000,
    min_deposit_kurus: 50_000,
    rollover: 8,
    validity_days: 7,
    max_bet_kurus: 25_000,
    contribution_slot: 100,
    contribution_table: 10,
    note: `En az 500 TL yatırımda, yatırım onayından sonra seçilebilir. Çevrim şartı bonus tutarının 8 katıdır; slot bahislerinin %100’ü, masa oyunu bahislerinin %10’u çevrime sayılır. Çevrim sürerken tek bahis en fazla 250 TL olabilir. Bonus 7 gün geçerlidir. ${COMMON_NOTE}`,
    sort: 2,
  },
  {
    name: '%25 Ekstra Yatırım Bonusu',
    description:
      'Düşük çevrimli ekstra bonus: 500 TL ve üzeri her yatırımına %25, 1.500 TL’ye kadar bonus seni bekliyor.',
    banner: promo('hafta-sonu-bonusu.svg'),
    bonus_type: 'deposit',
    percent: 25,
    fixed_amount_kurus: 0,
    max_bonus_kurus: 150_000,
    min_deposit_kurus: 50_000,
    rollover: 6,
    validity_days: 7,
    max_bet_kurus: 15_000,
    contribution_slot: 100,
    contribution_table: 10,
    note: `En az 500 TL yatırımda geçerlidir; her yatırım için yalnızca bir bonus seçilebilir. Çevrim şartı bonus tutarının 6 katıdır; slot bahislerinin %100’ü, masa oyunu bahislerinin %10’u çevrime sayılır. Çevrim sürerken tek bahis en fazla 150 TL olabilir. Bonus 7 gün geçerlidir. ${COMMON_NOTE}`,
    sort: 3,
  },
  {
    name: '%20 Canlı Casino Bonusu',
    description:
      'Rulet, blackjack ve bakara severlere özel: 1.000 TL ve üzeri yatırımlarına %20, 1.000 TL’ye kadar canlı casino bonusu.',
    banner: promo('canli-casino-bonusu.svg'),
    bonus_type: 'deposit',
    percent: 20,
    fixed_amount_kurus: 0,
    max_bonus_kurus: 100_000,
    min_deposit_kurus: 100_000,
    rollover: 12,
    validity_days: 7,
    max_bet_kurus: 50_000,
    contribution_slot: 100,
    contribution_table: 25,
    note: `En az 1.000 TL yatırımda geçerlidir. Çevrim şartı bonus tutarının 12 katıdır; bu bonusta masa oyunu (rulet, blackjack, bakara) bahislerinin %25’i, slot bahislerinin %100’ü çevrime sayılır. Çevrim sürerken tek bahis en fazla 500 TL olabilir. Bonus 7 gün geçerlidir; süre dolunca kalan bonus bakiyesi silinir. ${COMMON_NOTE}`,
    sort: 4,
  },
  {
    name: '%10 Kayıp Bonusu',
    description:
      'Şansın yaver gitmediyse üzülme! Son 7 gündeki net kaybının %10’u bonus olarak hesabına geri gelsin; Bonuslar sayfasından tek tıkla talep et.',
    banner: promo('kayip-bonusu.svg'),
    bonus_type: 'cashback',
    percent: 10,
    fixed_amount_kurus: 0,
    max_bonus_kurus: 0,
    min_deposit_kurus: 0,
    rollover: 1,
    validity_days: 7,
    note: `Bonuslar sayfasının Kayıp Bonusu sekmesinden talep edilir. Son talebinden bu yana, en fazla 7 gün öncesinin (İstanbul saatiyle) gün başından itibaren gerçek parayla oynadığın oyunlardaki net kaybın (bahisler eksi kazançlar; bonus bakiyesiyle yapılan bahisler sayılmaz) en az 100 TL olmalı ve aktif bonusun bulunmamalıdır. Kaybının %10’u (kuruşa aşağı yuvarlanır) bonus olarak eklenir; çevrim şartı 1 kattır, slot bahislerinin %100’ü, masa oyunu bahislerinin %10’u çevrime sayılır. Bonus 7 gün geçerlidir. ${COMMON_NOTE}`,
    sort: 5,
  },
  {
    name: '100 TL Deneme Bonusu',
    description:
      'Yatırım yapmadan Lale Casino’yu keşfet! 100 TL deneme bonusunu hemen aktifleştir, oyunlarımızı risksiz dene.',
    banner: promo('deneme-bonusu.svg'),
    bonus_type: 'free',
    percent: 0,
    fixed_amount_kurus: 10_000,
    max_bonus_kurus: 10_000,
    min_deposit_kurus: 0,
    rollover: 20,
    validity_days: 7,
    max_bet_kurus: 2_000,
    contribution_slot: 100,
    contribution_table: 10,
    note: `Yatırım şartı yoktur; her üye bir kez alabilir ve bonus aktifleştirildiği anda hesabına eklenir. Çevrim şartı bonus tutarının 20 katıdır (2.000 TL); slot bahislerinin %100’ü, masa oyunu bahislerinin %10’u çevrime sayılır. Çevrim sürerken tek bahis en fazla 20 TL olabilir. Bonus 7 gün geçerlidir. ${COMMON_NOTE}`,
    sort: 6,
  },
  {
    name: '50 Ücretsiz Dönüş: Lale Bahçesi',
    description:
      'Lale Bahçesi slotunda 2 TL’lik 50 ücretsiz dönüş! Aktifleştir, oyunu aç ve dönüşlerini hiçbir ücret ödemeden oyna.',
    banner: promo('slot-freespin.svg'),
    bonus_type: 'free_spins',
    percent: 0,
    fixed_amount_kurus: 0,
    max_bonus_kurus: 0,
    min_deposit_kurus: 0,
    rollover: 30,
    validity_days: 3,
    max_bet_kurus: 2_000,
    contribution_slot: 100,
    contribution_table: 10,
    free_spins_count: 50,
    free_spins_stake_kurus: 200,
    free_spins_game: 'lale-bahcesi',
    note: `Her üye bir kez alabilir. Dönüşler yalnızca Lale Bahçesi slotunda, dönüş başına 2 TL bahisle oynanır ve bakiyenden para düşmez. Dönüşlerden gelen her kazanç bonus bakiyene eklenir ve kazancın 30 katı çevrim şartı getirir; slot bahislerinin %100’ü, masa oyunu bahislerinin %10’u çevrime sayılır. Çevrim sürerken tek bahis en fazla 20 TL olabilir. Bonus ve kalan dönüşler 3 gün geçerlidir. ${COMMON_NOTE}`,
    sort: 7,
  },
];

// ---------------------------------------------------------------- home categories

export const demoCategories: SeedCategory[] = [
  {
    title: 'Slot Oyunları',
    icon: '🎰',
    description: 'Yüzlerce slot, kanıtlanabilir adil sonuçlar',
    link: '/slots',
    image_url: `${MEDIA}/categories/slots.svg`,
    sort: 1,
  },
  {
    title: 'Canlı Casino',
    icon: '🎲',
    description: 'Rulet, blackjack ve bakara masaları',
    link: '/livecasino',
    image_url: `${MEDIA}/categories/livecasino.svg`,
    sort: 2,
  },
  {
    title: 'Spor Bahisleri',
    icon: '⚽',
    description: 'Futbol, basketbol ve daha fazlası',
    link: '/sports',
    image_url: null,
    sort: 3,
  },
  {
    title: 'Tombala',
    icon: '🎱',
    description: 'Klasik tombala heyecanı',
    link: '/tombala',
    image_url: null,
    sort: 4,
  },
  {
    title: 'Aviator',
    icon: '🛫',
    description: 'Uçak düşmeden çarpanı yakala',
    link: '/aviator',
    image_url: null,
    sort: 5,
  },
  {
    title: 'Sanal Sporlar',
    icon: '🏇',
    description: '7/24 sanal maçlar ve yarışlar',
    link: '/virtual',
    image_url: null,
    sort: 6,
  },
];
