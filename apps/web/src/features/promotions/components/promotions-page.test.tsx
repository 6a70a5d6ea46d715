import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { testPromotion } from '@/test/promotion.ts';
import PromotionsPage from './promotions-page.tsx';

const FREE = testPromotion({ id: 4, name: 'Hoş Geldin Freespin', bonus_type: 'free', fixed_amount: 50 });

function setup(activate: () => { status?: number; body: unknown }) {
  const { fetchStub } = stubFetch({
    'user_session.php': () => ({
      body: { success: true, logged_in: true, user: { id: 1, username: 'demo' } },
    }),
    'promotions.php': () => ({ body: { success: true, promotions: [FREE], message: '' } }),
    'bonus-activate.php': activate,
  });
  vi.stubGlobal('fetch', fetchStub);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderAt(<PromotionsPage />, { path: '/promotions' });
  return { alert };
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
  it("turns the framework's 404 for a call the server does not have into a Turkish toast", async () => {
    const { alert } = setup(() => ({
      status: 404,
      body: { message: 'Route POST:/api/bonus-activate.php not found', error: 'Not Found', statusCode: 404 },
    }));
    const toast = await activateAndReadToast();
    expect(toast).toMatchObject({
      type: 'error',
      message: 'Bu bonus şu anda aktifleştirilemiyor. Lütfen daha sonra tekrar deneyin.',
    });
    expect(alert).not.toHaveBeenCalled();
  });

  it('never shows a raw error of another status either', async () => {
    setup(() => ({ status: 502, body: { message: 'Bad Gateway', statusCode: 502 } }));
    expect((await activateAndReadToast()).message).toBe('Bonus aktifleştirilemedi');
  });

  it("shows the server's own Turkish refusal", async () => {
    setup(() => ({ status: 400, body: { success: false, message: 'Bu bonusu zaten kullandınız.' } }));
    expect((await activateAndReadToast()).message).toBe('Bu bonusu zaten kullandınız.');
  });

  it('confirms an activation with a success toast', async () => {
    const { alert } = setup(() => ({ body: { success: true, message: '' } }));
    expect(await activateAndReadToast()).toMatchObject({
      type: 'success',
      message: 'Bonus başarıyla aktifleştirildi!',
    });
    expect(alert).not.toHaveBeenCalled();
  });
});
