import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PendingBonusReply } from '@app/shared/api/bonus.ts';
import { dismissToast, getToasts } from '@/lib/toast.ts';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { BonusChoiceLayer } from './bonus-choice-layer.tsx';

type Reply = { status?: number; body: unknown };

const OFFER: PendingBonusReply = {
  success: true,
  pending: true,
  deposit_id: 41,
  deposit_amount: 1000,
  bonuses: [
    {
      id: 7,
      name: 'Hoş Geldin Bonusu',
      amount: 250,
      description: '%25 yatırım bonusu',
      icon: null,
      rollover: 10,
    },
    { id: 8, name: 'Slot Bonusu', amount: 100, description: '', icon: null, rollover: 5 },
  ],
};
const NONE: PendingBonusReply = {
  success: true,
  pending: false,
  deposit_id: null,
  deposit_amount: null,
  bonuses: [],
};

function setup({
  pending = (): Reply => ({ body: OFFER }),
  selection = (): Reply => ({
    body: { success: true, message: 'Bonus hesabınıza eklendi.', bonus: { id: 3, amount: 250 } },
  }),
} = {}) {
  const { fetchStub, calls } = stubFetch({
    'bonus-pending-check.php': () => pending(),
    'process-bonus-selection.php': () => selection(),
    'get-balance.php': () => ({
      body: { success: true, balance: 1000, bonus_balance: 0, withdraw_hold: 0, currency: 'TRY' },
    }),
  });
  vi.stubGlobal('fetch', fetchStub);
  const reload = vi.fn();
  const view = renderAt(<BonusChoiceLayer reload={reload} />);
  const count = (path: string) => calls.filter((c) => c.url.startsWith(`/api/${path}`)).length;
  const posts = () =>
    calls
      .filter((c) => c.url.startsWith('/api/process-bonus-selection.php'))
      .map((c) => Object.fromEntries((c.init!.body as FormData).entries()));
  return { ...view, calls, count, posts, reload };
}

/**
 * The polls' clock (TanStack Query's refetchInterval is a setInterval) is faked; the rest runs on
 * real time, so each reply arrives and renders as in the browser.
 */
const fakePolls = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
/** Lets `ms` of the polls' time pass, then lets the replies it started arrive and render. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await new Promise((r) => setTimeout(r, 30));
  });
const dialog = () => screen.queryByRole('dialog');
const toasts = () => getToasts().map((t) => ({ type: t.type, message: t.message }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('BonusChoiceLayer: the pending-bonus check', () => {
  it('checks at start, then every 2 s until an offer comes; stops while it is shown', async () => {
    fakePolls();
    let reply: PendingBonusReply = NONE;
    const { count } = setup({ pending: () => ({ body: reply }) });
    await pass(0);
    expect(count('bonus-pending-check.php')).toBe(1);
    await pass(2000);
    expect(count('bonus-pending-check.php')).toBe(2);
    await pass(2000);
    expect(count('bonus-pending-check.php')).toBe(3);
    expect(dialog()).toBeNull();

    reply = OFFER;
    await pass(2000);
    expect(count('bonus-pending-check.php')).toBe(4);
    const open = dialog()!;
    expect(open).not.toBeNull();
    expect(within(open).getByRole('heading', { name: 'Bonusunuzu Seçin' })).toBeTruthy();
    // Polling stops while the choice is on screen.
    await pass(10_000);
    expect(count('bonus-pending-check.php')).toBe(4);
  });

  it('shows each offer with its name, amount, description and a gift icon', async () => {
    setup();
    const open = await screen.findByRole('dialog');
    expect(open.textContent).toContain('1.000,00 ₺ tutarındaki yatırımınız onaylandı.');
    const items = within(open).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Hoş Geldin Bonusu' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('250,00 ₺');
    expect(items[0]!.textContent).toContain('%25 yatırım bonusu');
    expect(items[0]!.querySelector('svg.bonus-offer__icon')).not.toBeNull();
    expect(within(open).getByRole('button', { name: 'Bu Bonusu Seç: Slot Bonusu' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Bonus İstemiyorum' })).toBeTruthy();
  });

  it('keeps polling, silently, after a failed check (a 404 is an error like any other)', async () => {
    fakePolls();
    let reply: Reply = { status: 404, body: { success: false, message: 'İstenen kaynak bulunamadı' } };
    const { count } = setup({ pending: () => reply });
    await pass(0);
    await pass(2000);
    await pass(2000);
    expect(count('bonus-pending-check.php')).toBe(3);
    expect(getToasts()).toHaveLength(0);
    reply = { status: 500, body: { success: false, message: 'Sunucu hatası' } };
    await pass(2000);
    reply = { body: OFFER };
    await pass(2000);
    expect(count('bonus-pending-check.php')).toBe(5);
    expect(dialog()).not.toBeNull();
    expect(getToasts()).toHaveLength(0);
  });

  it('reloads the wallet and bonus data when the cash or the bonus balance moves, not otherwise', async () => {
    fakePolls();
    let balances = { balance: 1000, bonus_balance: 50 };
    const { fetchStub } = stubFetch({
      'bonus-pending-check.php': () => ({ body: NONE }),
      'get-balance.php': () => ({ body: { success: true, ...balances, withdraw_hold: 0, currency: 'TRY' } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const { client } = renderAt(<BonusChoiceLayer reload={vi.fn()} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const keys = () => invalidate.mock.calls.map(([f]) => JSON.stringify(f?.queryKey));
    await pass(0);
    await pass(2000);
    expect(keys()).toEqual([]);
    balances = { balance: 1000, bonus_balance: 40 }; // a spin paid with bonus money
    await pass(2000);
    expect(keys()).toEqual(['["wallet"]', '["bonus"]']);
    balances = { balance: 1200, bonus_balance: 40 };
    await pass(2000);
    expect(keys()).toEqual(['["wallet"]', '["bonus"]', '["wallet"]', '["bonus"]']);
  });

  it('reads the balance every 2 s', async () => {
    fakePolls();
    const { count } = setup({ pending: () => ({ body: NONE }) });
    await pass(0);
    expect(count('get-balance.php')).toBe(1);
    await pass(6000);
    expect(count('get-balance.php')).toBe(4);
  });
});

describe('BonusChoiceLayer: closing', () => {
  async function openThenClose(close: (open: HTMLElement) => void) {
    fakePolls();
    let reply: PendingBonusReply = OFFER;
    const { count } = setup({ pending: () => ({ body: reply }) });
    await pass(0);
    const open = dialog()!;
    expect(open).not.toBeNull();
    await pass(4000);
    expect(count('bonus-pending-check.php')).toBe(1);
    close(open);
    await pass(0);
    expect(dialog()).toBeNull();
    // Polling resumes on close; the offer closed is not forced on the player again on this page.
    await pass(2000);
    expect(count('bonus-pending-check.php')).toBe(2);
    await pass(2000);
    expect(count('bonus-pending-check.php')).toBe(3);
    expect(dialog()).toBeNull();
    // An offer for another deposit opens.
    reply = { ...OFFER, deposit_id: 42 };
    await pass(2000);
    expect(dialog()).not.toBeNull();
  }

  it('closes on Escape (the dialog’s cancel) and polling resumes', async () => {
    await openThenClose((open) => fireEvent(open, new Event('cancel', { cancelable: true })));
  });

  it('closes on a click on the backdrop and polling resumes', async () => {
    await openThenClose((open) => fireEvent.click(open));
  });

  it('closes on the close button and polling resumes', async () => {
    await openThenClose((open) => fireEvent.click(within(open).getByRole('button', { name: 'Kapat' })));
  });

  it('keeps Tab inside: from the last control to the close button, and Shift+Tab back', async () => {
    setup();
    const open = await screen.findByRole('dialog');
    const close = within(open).getByRole('button', { name: 'Kapat' });
    const decline = within(open).getByRole('button', { name: 'Bonus İstemiyorum' });
    decline.focus();
    fireEvent.keyDown(decline, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(decline);
    // In between, Tab is left to the browser.
    const select = within(open).getByRole('button', { name: 'Bu Bonusu Seç: Hoş Geldin Bonusu' });
    select.focus();
    fireEvent.keyDown(select, { key: 'Tab' });
    expect(document.activeElement).toBe(select);
  });

  it('a click inside the box does not close it', async () => {
    setup();
    const open = await screen.findByRole('dialog');
    fireEvent.click(within(open).getByRole('heading', { name: 'Hoş Geldin Bonusu' }));
    expect(dialog()).not.toBeNull();
  });
});

describe('BonusChoiceLayer: select', () => {
  it('sends deposit, bonus and action as form data, shows the amount, reloads after 1 s', async () => {
    // The 1 s is timed from the selection's reply, which comes before the dialog closes: a loaded
    // machine that notices the close late cannot make the wait look shorter than it was.
    let answeredAt = 0;
    let reloadedAt = 0;
    const { posts, reload } = setup({
      selection: () => {
        answeredAt = Date.now();
        return { body: { success: true, message: 'Bonus hesabınıza eklendi.', bonus: { id: 3, amount: 250 } } };
      },
    });
    reload.mockImplementation(() => {
      reloadedAt = Date.now();
    });
    const open = await screen.findByRole('dialog');
    fireEvent.click(within(open).getByRole('button', { name: 'Bu Bonusu Seç: Hoş Geldin Bonusu' }));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(posts()).toEqual([{ deposit_id: '41', bonus_id: '7', action: 'select' }]);
    expect(toasts()).toEqual([{ type: 'success', message: 'Bonus başarıyla eklendi! 250,00 ₺' }]);
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 3000 });
    expect(reloadedAt - answeredAt).toBeGreaterThanOrEqual(900);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says 'Bonus' when the reply has no amount", async () => {
    setup({
      selection: () => ({ body: { success: true, message: 'Bonus hesabınıza eklendi.', bonus: null } }),
    });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Slot Bonusu/ }));
    await vi.waitFor(() =>
      expect(toasts()).toEqual([{ type: 'success', message: 'Bonus başarıyla eklendi! Bonus ₺' }]),
    );
  });

  it("shows the server's refusal after the spec's prefix, and keeps the choice open", async () => {
    const { reload } = setup({
      selection: () => ({
        status: 409,
        body: { success: false, message: 'Bu yatırım için bonus seçimi zaten yapıldı.' },
      }),
    });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Hoş Geldin/ }));
    await vi.waitFor(() =>
      expect(toasts()).toEqual([
        {
          type: 'error',
          message: 'Bonus eklenirken hata oluştu: Bu yatırım için bonus seçimi zaten yapıldı.',
        },
      ]),
    );
    expect(dialog()).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('an offer the server says has lapsed: its refusal after the prefix, then the choice closes and stops asking', async () => {
    fakePolls();
    const lapsed = 'Bu yatırımın bonus teklifinin süresi doldu.';
    const { reload, count } = setup({
      selection: () => ({ status: 409, body: { success: false, message: lapsed, offer_expired: true } }),
    });
    await pass(0);
    fireEvent.click(within(dialog()!).getByRole('button', { name: /Hoş Geldin/ }));
    await pass(0);
    expect(toasts()).toEqual([{ type: 'error', message: `Bonus eklenirken hata oluştu: ${lapsed}` }]);
    expect(dialog()).toBeNull();
    // the checks go on, and the same deposit's offer is not opened again
    const before = count('bonus-pending-check.php');
    await pass(2000);
    await pass(2000);
    expect(count('bonus-pending-check.php')).toBeGreaterThan(before);
    expect(dialog()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("says 'Bilinmeyen hata' for a refusal without a text, and the network line without a reply", async () => {
    let reply: () => Reply = () => ({ status: 500, body: {} });
    setup({ selection: () => reply() });
    const open = await screen.findByRole('dialog');
    fireEvent.click(within(open).getByRole('button', { name: /Hoş Geldin/ }));
    await vi.waitFor(() =>
      expect(toasts()[0]?.message).toBe('Bonus eklenirken hata oluştu: Bilinmeyen hata'),
    );
    for (const t of getToasts()) dismissToast(t.id);
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(within(open).getByRole('button', { name: /Hoş Geldin/ }));
    await vi.waitFor(() => expect(toasts()[0]?.message).toBe('Bir hata oluştu, lütfen tekrar deneyin.'));
  });

  it('asks for a page reload when the offer has no deposit id', async () => {
    const { posts } = setup({ pending: () => ({ body: { ...OFFER, deposit_id: null } }) });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Hoş Geldin/ }));
    expect(toasts()).toEqual([{ type: 'error', message: 'Deposit ID bulunamadı, lütfen sayfayı yenileyin' }]);
    expect(posts()).toHaveLength(0);
  });
});

describe('BonusChoiceLayer: decline', () => {
  it('asks first; no sends nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { posts } = setup();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bonus İstemiyorum' }),
    );
    expect(confirm).toHaveBeenCalledWith('Bonus almak istemediğinize emin misiniz?');
    expect(posts()).toHaveLength(0);
    expect(dialog()).not.toBeNull();
  });

  it('yes rejects the offer, shows the decline text and closes without a reload', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { posts, reload } = setup({
      selection: () => ({
        body: { success: true, message: 'Bonus reddedildi. Kayıp bonusu hakkınız saklıdır.', bonus: null },
      }),
    });
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bonus İstemiyorum' }),
    );
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(posts()).toEqual([{ deposit_id: '41', action: 'reject' }]);
    expect(toasts()).toEqual([
      { type: 'info', message: 'Bonus reddedildi. Kayıp bonusu hakkınız saklıdır.' },
    ]);
    await new Promise((r) => setTimeout(r, 1100));
    expect(reload).not.toHaveBeenCalled();
  });

  it("shows 'Hata: ' and the server's text, or the network line", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let reply: () => Reply = () => ({
      status: 409,
      body: { success: false, message: 'Bu yatırım için bonus seçimi zaten yapıldı.' },
    });
    setup({ selection: () => reply() });
    const open = await screen.findByRole('dialog');
    fireEvent.click(within(open).getByRole('button', { name: 'Bonus İstemiyorum' }));
    await vi.waitFor(() =>
      expect(toasts()[0]?.message).toBe('Hata: Bu yatırım için bonus seçimi zaten yapıldı.'),
    );
    for (const t of getToasts()) dismissToast(t.id);
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(within(open).getByRole('button', { name: 'Bonus İstemiyorum' }));
    await vi.waitFor(() => expect(toasts()[0]?.message).toBe('Bir hata oluştu.'));
  });

  it("says 'Deposit ID bulunamadı' without a deposit id", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    setup({ pending: () => ({ body: { ...OFFER, deposit_id: null } }) });
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bonus İstemiyorum' }),
    );
    expect(toasts()).toEqual([{ type: 'error', message: 'Deposit ID bulunamadı' }]);
    expect(confirm).not.toHaveBeenCalled();
  });
});
