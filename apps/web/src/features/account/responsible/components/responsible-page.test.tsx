import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import type { ResponsibleReply } from '../api/types.ts';
import ResponsiblePage from './responsible-page.tsx';

type Reply = { status?: number; body: unknown };

const SETTINGS: ResponsibleReply = {
  success: true,
  limits: [
    { kind: 'deposit', period: 'day', amount: 1000, pending_amount: 5000, pending_from: '2026-11-27T20:15:00Z' },
    { kind: 'deposit', period: 'week', amount: 3000, pending_amount: null, pending_from: null },
    { kind: 'loss', period: 'month', amount: 2500.5, pending_amount: null, pending_from: '2026-11-28T09:00:00Z' },
    { kind: 'session', period: 'day', amount: 120, pending_amount: null, pending_from: null },
  ],
  reality_check_minutes: 30,
  exclusion: null,
};

function setup(onPost: (body: Record<string, unknown>) => Reply = () => ({ body: { success: true, message: 'Limitiniz güncellendi.' } })) {
  const { fetchStub, calls } = stubFetch({
    'responsible-gaming.php': (init) =>
      init?.method === 'POST' ? onPost(JSON.parse(String(init.body))) : { body: SETTINGS },
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<ResponsiblePage />);
  const posts = () => calls.filter((c) => c.init?.method === 'POST').map((c) => JSON.parse(String(c.init!.body)));
  return { calls, posts };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const card = (name: string) => screen.getByRole('region', { name });

describe('Sorumlu Oyun tab', () => {
  it('shows each limit with its current value and a pending change with the date it takes effect', async () => {
    setup();
    const deposit = await screen.findByRole('region', { name: 'Yatırım limiti' });
    expect(within(deposit).getByTestId('limit-deposit-day').textContent).toBe(
      '24 saat1.000 TL5.000 TL: 27.11.2026 23:15 tarihinde yürürlüğe girer',
    );
    expect(within(deposit).getByTestId('limit-deposit-week').textContent).toContain('3.000 TL');
    expect(within(deposit).getByTestId('limit-deposit-month').textContent).toBe('30 günLimit yok');
    // A removal waiting for its 24 hours.
    expect(within(card('Kayıp limiti')).getByTestId('limit-loss-month').textContent).toContain(
      'Limit kaldırılıyor: 28.11.2026 12:00 tarihinde yürürlüğe girer',
    );
    expect(within(card('Oturum süresi limiti')).getByTestId('limit-session-day').textContent).toContain('120 dakika');
    expect(screen.getByText(/24 saatlik bekleme süresinden sonra yürürlüğe girer/)).toBeTruthy();
    expect((screen.getByLabelText('Hatırlatma sıklığı') as HTMLSelectElement).value).toBe('30');
    // The help organisations of the footer, in a new tab.
    const help = card('Yardım almak');
    expect(within(help).getByRole('link', { name: /Yeşilay YEDAM/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Hesap dökümünü aç' }).getAttribute('href')).toBe('/account/statement');
  });

  it('posts set_limit with the period and amount, shows the reply and reads the settings again', async () => {
    const { calls, posts } = setup();
    const deposit = await screen.findByRole('region', { name: 'Yatırım limiti' });
    fireEvent.change(within(deposit).getByLabelText('Dönem'), { target: { value: 'week' } });
    fireEvent.change(within(deposit).getByLabelText('Tutar (₺)'), { target: { value: '1.500,50' } });
    fireEvent.click(within(deposit).getByRole('button', { name: 'Limiti kaydet' }));
    expect((await within(deposit).findByRole('status')).textContent).toBe('Limitiniz güncellendi.');
    expect(posts()).toEqual([{ action: 'set_limit', kind: 'deposit', period: 'week', amount: 1500.5 }]);
    await waitFor(() => expect(calls.filter((c) => c.init?.method !== 'POST')).toHaveLength(2));
  });

  it('removes a limit with amount null; refuses an empty amount without asking the server', async () => {
    const { posts } = setup();
    const session = await screen.findByRole('region', { name: 'Oturum süresi limiti' });
    // one period only, every login session: the server refuses any other
    expect(within(session).getAllByRole('option').map((o) => o.textContent)).toEqual(['Son 24 saat (tüm girişler)']);
    fireEvent.click(within(session).getByRole('button', { name: 'Limiti kaydet' }));
    expect((await within(session).findByRole('alert')).textContent).toBe('Lütfen bir tutar girin');
    expect(within(session).getByLabelText('Süre (dakika)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(session).getByLabelText('Süre (dakika)'), { target: { value: '30,5' } });
    fireEvent.click(within(session).getByRole('button', { name: 'Limiti kaydet' }));
    await waitFor(() => expect(within(session).getByRole('alert').textContent).toBe('Süre tam sayı (dakika) olmalıdır'));
    expect(posts()).toEqual([]);

    fireEvent.click(within(session).getByRole('button', { name: 'Limiti kaldır' }));
    await waitFor(() => expect(posts()).toEqual([{ action: 'set_limit', kind: 'session', period: 'day', amount: null }]));
  });

  it("shows the server's Turkish refusal", async () => {
    setup(() => ({ status: 400, body: { success: false, message: 'Limit en fazla 1.000.000 TL olabilir' } }));
    const wager = await screen.findByRole('region', { name: 'Bahis limiti' });
    fireEvent.change(within(wager).getByLabelText('Tutar (₺)'), { target: { value: '99999999' } });
    fireEvent.click(within(wager).getByRole('button', { name: 'Limiti kaydet' }));
    expect((await within(wager).findByRole('alert')).textContent).toBe('Limit en fazla 1.000.000 TL olabilir');
  });

  it('sends the reality-check interval', async () => {
    const { posts } = setup(() => ({ body: { success: true, message: 'Hatırlatma sıklığı kaydedildi.' } }));
    const select = (await screen.findByLabelText('Hatırlatma sıklığı')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '15' } });
    fireEvent.click(within(card('Oyun süresi hatırlatması')).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Hatırlatma sıklığı kaydedildi.')).toBeTruthy();
    expect(posts()).toEqual([{ action: 'reality_check', minutes: 15 }]);
  });

  it('self-excludes only after the dialog is confirmed; it says it cannot be undone early', async () => {
    const { posts, calls } = setup(() => ({ body: { success: true, message: 'Kendinizi 1 yıl süreyle oyundan uzaklaştırdınız.' } }));
    const panel = await screen.findByRole('region', { name: 'Kendini oyundan uzaklaştırma' });
    fireEvent.click(within(panel).getByLabelText('1 yıl'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Kendimi uzaklaştır' }));
    const dialog = screen.getByRole('dialog', { name: 'Kendinizi oyundan uzaklaştırmayı onaylayın' });
    expect(dialog.textContent).toContain('1 yıl süreyle');
    expect(dialog.textContent).toContain('erken sonlandırılamaz');
    expect(posts()).toEqual([]);

    // Vazgeç closes it and nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);

    fireEvent.click(within(panel).getByLabelText('Süresiz'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Kendimi uzaklaştır' }));
    const again = screen.getByRole('dialog', { name: 'Kendinizi oyundan uzaklaştırmayı onaylayın' });
    expect(again.textContent).toContain('geri alınamaz');
    fireEvent.click(within(again).getByRole('button', { name: 'Onaylıyorum, uzaklaştır' }));
    expect(await within(again).findByText('Kendinizi 1 yıl süreyle oyundan uzaklaştırdınız.')).toBeTruthy();
    expect(posts()).toEqual([{ action: 'self_exclude', permanent: true }]);
    // The session stays (restricted to withdrawals and this page): Tamam closes the dialog, nobody is signed out.
    fireEvent.click(within(again).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => String(c.url).includes('logout'))).toBe(false);
  });

  it('asks for the time-out in the dialog and shows a refusal there; Escape closes it', async () => {
    const { posts } = setup(() => ({ status: 409, body: { success: false, message: 'Zaten aktif bir kısıtlamanız var.' } }));
    const panel = await screen.findByRole('region', { name: 'Ara ver' });
    fireEvent.click(within(panel).getByLabelText('6 hafta'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Ara ver' }));
    const dialog = screen.getByRole('dialog', { name: 'Ara vermeyi onaylayın' });
    expect(dialog.textContent).toContain('6 hafta boyunca');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ara vermeyi başlat' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Zaten aktif bir kısıtlamanız var.');
    expect(posts()).toEqual([{ action: 'timeout', days: 42 }]);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the account after a confirmation that explains the balance must be withdrawn first', async () => {
    const { posts } = setup(() => ({ status: 400, body: { success: false, message: 'Hesabınızı kapatmadan önce bakiyenizi çekmelisiniz.' } }));
    const panel = await screen.findByRole('region', { name: 'Hesabımı kapat' });
    expect(panel.textContent).toContain('bakiyenizdeki parayı çekmeniz gerekir');
    fireEvent.click(within(panel).getByRole('button', { name: 'Hesabımı kapat' }));
    const dialog = screen.getByRole('dialog', { name: 'Hesabınızı kapatmayı onaylayın' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, hesabımı kapat' }));
    expect(await within(dialog).findByText('Hesabınızı kapatmadan önce bakiyenizi çekmelisiniz.')).toBeTruthy();
    expect(posts()).toEqual([{ action: 'close_account' }]);
  });

  it('shows an active exclusion with its end', async () => {
    const { fetchStub } = stubFetch({
      'responsible-gaming.php': () => ({
        body: { ...SETTINGS, exclusion: { type: 'timeout', until: '2026-12-01T09:00:00Z' } },
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderAt(<ResponsiblePage />);
    expect(await screen.findByText('Ara verme süreniz 01.12.2026 12:00 tarihinde sona erecek.')).toBeTruthy();
  });

  it('asks to end a self-exclusion whose term is over, shows the 24-hour wait with its date, and keeps the session', async () => {
    let requested = false;
    const over = { type: 'self_exclusion', until: '2026-11-20T09:00:00Z', end_requestable: true, end_requested: false };
    const { fetchStub, calls } = stubFetch({
      'responsible-gaming.php': (init) => {
        if (init?.method === 'POST') {
          requested = true;
          return { body: { success: true, message: 'Talebiniz alındı. Kendini uzaklaştırmanız 24 saatlik bekleme süresinden sonra, 28.11.2026 12:00 tarihinde sona erecek.' } };
        }
        return {
          body: {
            ...SETTINGS,
            exclusion: requested ? { ...over, until: '2026-11-28T09:00:00Z', end_requestable: false, end_requested: true } : over,
          },
        };
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    // The clock stands still (only Date is faked), so the page and the test read the same minute.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:00:30Z'));
    renderAt(<ResponsiblePage />);
    const panel = await screen.findByRole('region', { name: 'Uzaklaştırmayı sonlandırma' });
    const endsAt = formatDateTimeTr(new Date(Date.now() + 24 * 3_600_000).toISOString());
    expect(panel.textContent).toContain(`24 saatlik bekleme süresinden sonra, ${endsAt} tarihinde sona erer`);
    fireEvent.click(within(panel).getByRole('button', { name: 'Sonlandırma talebinde bulun' }));
    const dialog = screen.getByRole('dialog', { name: 'Uzaklaştırmayı sonlandırma talebini onaylayın' });
    expect(dialog.textContent).toContain(endsAt);
    expect(calls.filter((c) => c.init?.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, talep ediyorum' }));
    expect(await within(dialog).findByText(/28\.11\.2026 12:00 tarihinde sona erecek/)).toBeTruthy();
    expect(calls.filter((c) => c.init?.method === 'POST').map((c) => JSON.parse(String(c.init!.body)))).toEqual([{ action: 'request_exclusion_end' }]);
    // Tamam only closes: the session stays (no logout call)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.includes('logout'))).toBe(false);
    const after = await screen.findByText('Sonlandırma talebiniz alındı. Uzaklaştırmanız 24 saatlik bekleme süresinden sonra, 28.11.2026 12:00 tarihinde sona erecek.');
    expect(within(screen.getByRole('region', { name: 'Uzaklaştırmayı sonlandırma' })).queryByRole('button')).toBeNull();
    expect(after).toBeTruthy();
  });

  it('offers no end for a self-exclusion still in its term, nor a permanent one', async () => {
    for (const exclusion of [
      { type: 'self_exclusion', until: '2027-06-01T09:00:00Z', end_requestable: false, end_requested: false },
      { type: 'self_exclusion', until: null, end_requestable: false, end_requested: false },
    ]) {
      const { fetchStub } = stubFetch({ 'responsible-gaming.php': () => ({ body: { ...SETTINGS, exclusion } }) });
      vi.stubGlobal('fetch', fetchStub);
      renderAt(<ResponsiblePage />);
      expect(await screen.findByRole('region', { name: 'Ara ver' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Uzaklaştırmayı sonlandırma' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Sonlandırma talebinde bulun' })).toBeNull();
      cleanup();
    }
  });
});
