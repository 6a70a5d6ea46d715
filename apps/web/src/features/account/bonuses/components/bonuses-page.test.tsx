import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActiveBonus, BonusHistoryItem, BonusStatus } from '@app/shared/api/bonus.ts';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { testActiveBonus, testCashback, testHistoryItem } from '@/test/bonus.ts';
import { renderAt, stubFetch } from '@/test/render.tsx';
import BonusesPage from './bonuses-page.tsx';

type Reply = { status?: number; body: unknown };

function setup(
  path: string,
  {
    active = [testActiveBonus()] as ActiveBonus[],
    history = [] as BonusHistoryItem[],
    cashback = (): Reply => ({ body: testCashback() }),
    cancel = (): Reply => ({ body: { success: true, message: 'Bonusunuz iptal edildi.', forfeited: 320.5 } }),
    claim = (): Reply => ({
      body: {
        success: true,
        message: 'Kayıp bonusu hesabınıza eklendi.',
        cashback: { amount: 125.5, bonus_id: 12 },
        new_balance: 40,
        bonus_balance: 125.5,
      },
    }),
  } = {},
) {
  const { fetchStub, calls } = stubFetch({
    'player-active-bonuses.php': () => ({ body: { success: true, active_bonuses: active } }),
    'player-all-bonuses.php': () => ({ body: { success: true, bonuses: history, total: history.length } }),
    'cashback-calculate.php': () => cashback(),
    'cashback-claim.php': () => claim(),
    'bonus-cancel.php': () => cancel(),
  });
  vi.stubGlobal('fetch', fetchStub);
  const view = renderAt(<BonusesPage />, { path });
  const count = (p: string) => calls.filter((c) => c.url.startsWith(`/api/${p}`)).length;
  const bodies = (p: string) =>
    calls.filter((c) => c.url.startsWith(`/api/${p}`)).map((c) => JSON.parse(String(c.init!.body)));
  return { ...view, calls, count, bodies };
}

const toasts = () => getToasts().map((t) => ({ type: t.type, message: t.message }));
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('BonusesPage tabs', () => {
  it('has three visible tabs, the active bonuses first; ?tab= preselects one; the arrow keys move', async () => {
    setup('/account/bonuses');
    expect(screen.getByRole('heading', { name: 'Bonuslarım', level: 1 })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Bonus bölümleri' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Aktif Bonuslar', 'Kayıp Bonusu', 'Bonus Geçmişi']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { name: 'Hoş Geldin Bonusu' });

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    const history = screen.getByRole('tab', { name: 'Bonus Geçmişi' });
    expect(history.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(history);
    expect(location()).toBe('/account/bonuses?tab=history');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(history.id);
  });

  it('opens the history from the address', async () => {
    setup('/account/bonuses?tab=history');
    expect(screen.getByRole('tab', { name: 'Bonus Geçmişi' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Henüz bonus geçmişiniz bulunmuyor.')).toBeTruthy();
  });
});

describe('BonusesPage active bonuses', () => {
  it('shows the terms, the wagering as a multiplier with completed, remaining and the percent, and the expiry', async () => {
    setup('/account/bonuses');
    const card = (await screen.findByRole('heading', { name: 'Hoş Geldin Bonusu' })).closest('article')!;
    const fact = (term: string) => within(card).getByText(term).nextElementSibling!.textContent;
    expect(within(card).getByText('Yatırım Bonusu')).toBeTruthy();
    expect(card.textContent).toContain('İlk yatırımınıza %100 bonus');
    expect(fact('Bonus Tutarı')).toBe('500,00 ₺');
    expect(fact('Kalan Bonus Bakiyesi')).toBe('320,50 ₺');
    expect(within(card).getByTestId('wagering-multiplier').textContent).toBe('10x');
    expect(fact('Tamamlanan')).toBe('2.237,40 ₺');
    expect(fact('Kalan')).toBe('2.762,60 ₺');
    // Istanbul time (UTC+3): 21:30Z is half past midnight the next day.
    expect(fact('Son Kullanma')).toBe('28.11.2026 00:30');
    expect(fact('Maksimum Bahis')).toBe('50,00 ₺');
    expect(fact('Çevrime Katkı')).toBe('Slot %100 · Masa oyunları %10');
    expect(within(card).queryByText('Ücretsiz Dönüş')).toBeNull();

    const bar = within(card).getByRole('progressbar', { name: 'Hoş Geldin Bonusu çevrim ilerlemesi' });
    expect(bar.getAttribute('aria-valuenow')).toBe('44');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('%44 tamamlandı');
    expect(card.textContent).toContain('%44');
  });

  it('leaves out the max bet when there is none and shows the free spins left', async () => {
    setup('/account/bonuses', {
      active: [
        testActiveBonus({
          type: 'free_spins',
          type_label: 'Ücretsiz Dönüş',
          max_bet: 0,
          free_spins: { left: 7, stake: 2, game: 'nazar-boncugu', game_name: 'Nazar Boncuğu' },
        }),
      ],
    });
    const card = (await screen.findByRole('heading', { name: 'Hoş Geldin Bonusu' })).closest('article')!;
    expect(within(card).queryByText('Maksimum Bahis')).toBeNull();
    expect(within(card).getAllByText('Ücretsiz Dönüş')).toHaveLength(2); // the type badge and the fact
    expect(card.textContent).toContain('7 dönüş kaldı — Nazar Boncuğu, dönüş başına 2,00 ₺');
  });

  it('says so when there is no active bonus, with a way to the promotions', async () => {
    setup('/account/bonuses', { active: [] });
    expect(await screen.findByText('Aktif bonusunuz bulunmuyor.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promosyonlara Git' }).getAttribute('href')).toBe('/promotions');
  });

  it('cancel asks first; no sends nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { count } = setup('/account/bonuses');
    fireEvent.click(await screen.findByRole('button', { name: 'Bonusu İptal Et: Hoş Geldin Bonusu' }));
    expect(confirm).toHaveBeenCalledWith(
      'Bonusunuzu iptal etmek istediğinize emin misiniz? Kalan 320,50 ₺ bonus bakiyeniz silinir ve bu işlem geri alınamaz.',
    );
    expect(count('bonus-cancel.php')).toBe(0);
  });

  it('cancel: yes sends the bonus id, shows the reply and reloads the list and the balances', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { count, bodies, client } = setup('/account/bonuses');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Bonusu İptal Et: Hoş Geldin Bonusu' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', message: 'Bonusunuz iptal edildi.' }]));
    expect(bodies('bonus-cancel.php')).toEqual([{ bonus_id: 11 }]);
    await waitFor(() => expect(count('player-active-bonuses.php')).toBe(2));
    const keys = invalidate.mock.calls.map(([f]) => JSON.stringify(f?.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["bonus"]', '["wallet"]', '["balance"]']));
  });

  it("cancel: shows the server's refusal, or the network line", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let reply: () => Reply = () => ({
      status: 404,
      body: { success: false, message: 'Aktif bonusunuz bulunmuyor.' },
    });
    setup('/account/bonuses', { cancel: () => reply() });
    const button = await screen.findByRole('button', { name: /Bonusu İptal Et/ });
    fireEvent.click(button);
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', message: 'Aktif bonusunuz bulunmuyor.' }]),
    );
    for (const t of getToasts()) dismissToast(t.id);
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(await screen.findByRole('button', { name: /Bonusu İptal Et/ }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', message: 'Bir hata oluştu' }]));
  });
});

describe('BonusesPage loss bonus', () => {
  it("shows the server's reason, or the spec's text, when the player is not eligible", async () => {
    setup('/account/bonuses?tab=cashback', {
      cashback: () => ({
        body: testCashback({
          eligible: false,
          cashback_amount: 0,
          message: 'Kayıp bonusu için son 7 gündeki net kaybınız en az 100 ₺ olmalıdır.',
        }),
      }),
    });
    expect(
      await screen.findByText('Kayıp bonusu için son 7 gündeki net kaybınız en az 100 ₺ olmalıdır.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kayıp Bonusunu Al' })).toBeNull();
    cleanup();
    setup('/account/bonuses?tab=cashback', {
      cashback: () => ({ body: testCashback({ eligible: false, cashback_amount: 0, message: '' }) }),
    });
    expect(await screen.findByText('Şu an kayıp bonusu almaya uygun değilsiniz')).toBeTruthy();
  });

  it('claim asks first with the amount; no sends nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { count } = setup('/account/bonuses?tab=cashback');
    expect((await screen.findByTestId('cashback-amount')).textContent).toBe('125,50 ₺');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıp Bonusunu Al' }));
    expect(confirm).toHaveBeenCalledWith('125,50 ₺ kayıp bonusunu hesabınıza eklemek istiyor musunuz?');
    expect(count('cashback-claim.php')).toBe(0);
  });

  it('claim sends the amount, then switches to the active tab, updates the balance and checks again', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { count, bodies, client } = setup('/account/bonuses?tab=cashback');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Kayıp Bonusunu Al' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Aktif Bonuslar' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(bodies('cashback-claim.php')).toEqual([{ amount: 125.5 }]);
    expect(toasts()).toEqual([{ type: 'success', message: 'Kayıp bonusu hesabınıza eklendi.' }]);
    expect(location()).toBe('/account/bonuses?tab=active');
    expect(await screen.findByRole('heading', { name: 'Hoş Geldin Bonusu' })).toBeTruthy();
    const keys = invalidate.mock.calls.map(([f]) => JSON.stringify(f?.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["bonus"]', '["wallet"]', '["balance"]']));
    // The eligibility is checked again.
    await waitFor(() => expect(count('cashback-calculate.php')).toBe(2));
  });

  it("a refused claim says 'Hata: ' and the server's text and stays on the tab", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    setup('/account/bonuses?tab=cashback', {
      claim: () => ({
        status: 409,
        body: {
          success: false,
          message: 'Kayıp bonusu tutarı değişti. Lütfen sayfayı yenileyip tekrar deneyin.',
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kayıp Bonusunu Al' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          type: 'error',
          message: 'Hata: Kayıp bonusu tutarı değişti. Lütfen sayfayı yenileyip tekrar deneyin.',
        },
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Kayıp Bonusu' }).getAttribute('aria-selected')).toBe('true');
  });

  it("a claim without a usable reply says 'İşlem başarısız oldu!'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    setup('/account/bonuses?tab=cashback', {
      claim: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kayıp Bonusunu Al' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', message: 'İşlem başarısız oldu!' }]));
  });
});

describe('BonusesPage history', () => {
  const STATUSES: BonusStatus[] = ['completed', 'cancelled', 'expired', 'active', 'pending'];

  it('splits the list 10 a page', async () => {
    const history = Array.from({ length: 23 }, (_, i) => testHistoryItem(i + 1, { title: `Bonus ${i + 1}` }));
    setup('/account/bonuses?tab=history', { history });
    const rows = async () => (await screen.findAllByRole('row')).slice(1); // the header row
    expect((await rows()).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(
      history.slice(0, 10).map((h) => h.title),
    );
    expect(screen.getByText('Sayfa 1 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(screen.getByText('Sayfa 2 / 3')).toBeTruthy();
    expect((await rows()).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(
      history.slice(10, 20).map((h) => h.title),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Son sayfa' }));
    expect(await rows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toHaveProperty('disabled', true);
  });

  it('shows no pager for 10 or fewer', async () => {
    setup('/account/bonuses?tab=history', {
      history: Array.from({ length: 10 }, (_, i) => testHistoryItem(i + 1)),
    });
    expect(await screen.findAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).toBeNull();
  });

  it('labels the five statuses and says what became of each bonus', async () => {
    setup('/account/bonuses?tab=history', {
      history: [
        ...STATUSES.map((status, i) => testHistoryItem(i + 1, { status, status_label: 'x' })),
        testHistoryItem(9, { status: 'completed', converted: 80.25, title: 'Çevrilen' }),
        testHistoryItem(10, { status: 'expired', forfeited: 12, title: 'Süresi biten' }),
      ],
    });
    await screen.findAllByRole('row');
    const statusCells = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[4]!.textContent);
    expect(statusCells).toEqual([
      'Tamamlandı',
      'İptal Edildi',
      'Süresi Doldu',
      'Aktif',
      'Bekliyor',
      'Tamamlandı',
      'Süresi Doldu',
    ]);
    expect(screen.getByText('Nakde çevrilen: 80,25 ₺')).toBeTruthy();
    expect(screen.getByText('Silinen: 12,00 ₺')).toBeTruthy();
  });
});
