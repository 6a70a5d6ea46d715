import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { testPromotion } from '@/test/promotion.ts';
import PromotionsPage from './promotions-page.tsx';

const FREE = testPromotion({ id: 4, name: 'Hoş Geldin Freespin', bonus_type: 'free', fixed_amount: 50 });
const DEPOSIT = testPromotion({ id: 5, name: 'İlk Yatırım Bonusu', bonus_type: 'deposit', percent: 100 });

function setup(
  activate: () => { status?: number; body: unknown },
  { loggedIn = true, promotions = [FREE] } = {},
) {
  const { fetchStub, calls } = stubFetch({
    'user_session.php': () => ({
      body: loggedIn
        ? { success: true, logged_in: true, user: { id: 1, username: 'demo' } }
        : { success: true, logged_in: false },
    }),
    'promotions.php': () => ({ body: { success: true, promotions, message: '' } }),
    'bonus-activate.php': activate,
  });
  vi.stubGlobal('fetch', fetchStub);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderAt(<PromotionsPage />, { path: '/promotions' });
  const count = (path: string) => calls.filter((c) => c.url.startsWith(`/api/${path}`)).length;
  const activations = () =>
    calls.filter((c) => c.url.startsWith('/api/bonus-activate.php')).map((c) => JSON.parse(String(c.init!.body)));
  return { alert, count, activations };
}

async function activateAndReadToast() {
  fireEvent.click(await screen.findByRole('button', { name: 'Bonusu Aktifleştir' }, { timeout: 5000 }));
  await waitFor(() => expect(getToasts()).toHaveLength(1), { timeout: 5000 });
  return getToasts()[0]!;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const t of getToasts()) dismissToast(t.id);
});

describe("PromotionsPage 'Bonusu Aktifleştir'", () => {
  it('sends an anonymous visitor to the login page, without a call', async () => {
    const { activations } = setup(() => ({ body: {} }), { loggedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Bonusu Aktifleştir' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
    expect(activations()).toHaveLength(0);
  });

  it('sends a deposit bonus to the wallet, without a call', async () => {
    const { activations } = setup(() => ({ body: {} }), { promotions: [DEPOSIT] });
    fireEvent.click(await screen.findByRole('button', { name: 'Bonusu Aktifleştir' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/wallet'));
    expect(activations()).toHaveLength(0);
  });

  it("sends the loss bonus (cashback) to the Bonuses page's cashback tab, without a call", async () => {
    const CASHBACK = testPromotion({ id: 6, name: '%10 Kayıp Bonusu', bonus_type: 'cashback', percent: 10 });
    const { activations } = setup(() => ({ body: {} }), { promotions: [CASHBACK] });
    fireEvent.click(await screen.findByRole('button', { name: 'Bonusu Aktifleştir' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/bonuses?tab=cashback'));
    expect(activations()).toHaveLength(0);
  });

  it('activates any other bonus, confirms it and reloads the list', async () => {
    const { alert, activations, count } = setup(() => ({
      body: { success: true, message: 'Bonus başarıyla aktifleştirildi!', bonus: { id: 9, amount: 50 } },
    }));
    expect(await activateAndReadToast()).toMatchObject({
      type: 'success',
      message: 'Bonus başarıyla aktifleştirildi!',
    });
    expect(activations()).toEqual([{ bonus_id: 4 }]);
    await waitFor(() => expect(count('promotions.php')).toBe(2));
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows the server's own Turkish refusal, and reloads the list", async () => {
    const { count } = setup(() => ({
      status: 409,
      body: {
        success: false,
        message: 'Zaten aktif bir bonusunuz var. Yeni bir bonus almak için önce mevcut bonusu tamamlayın veya iptal edin.',
      },
    }));
    expect((await activateAndReadToast()).message).toBe(
      'Zaten aktif bir bonusunuz var. Yeni bir bonus almak için önce mevcut bonusu tamamlayın veya iptal edin.',
    );
    await waitFor(() => expect(count('promotions.php')).toBe(2));
  });

  it("says 'Bonus aktifleştirilemedi' for a refusal without a text", async () => {
    setup(() => ({ status: 500, body: { success: false } }));
    expect(await activateAndReadToast()).toMatchObject({ type: 'error', message: 'Bonus aktifleştirilemedi' });
  });

  it("says 'Bir hata oluştu' when no reply came", async () => {
    setup(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await activateAndReadToast()).toMatchObject({ type: 'error', message: 'Bir hata oluştu' });
  });
});
