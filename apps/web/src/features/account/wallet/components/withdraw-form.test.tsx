import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const SAVED = {
  id: 4,
  account_name: 'Ayşe Yılmaz',
  bank_name: 'Garanti BBVA',
  iban: 'TR180006200119000006672315',
  branch_code: '1234',
  account_no: '998877',
};

type Reply = { status?: number; body: unknown };

function setup({
  balance = 1000,
  accounts = [] as unknown[],
  onPost = (): Reply => ({ status: 201, body: { success: true, message: 'Çekim talebiniz alındı' } }),
} = {}) {
  const { fetchStub, calls } = stubFetch({
    'withdraw.php': (init) =>
      init?.method === 'POST' ? onPost() : { body: { success: true, bank_accounts: accounts } },
  });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<WithdrawForm balance={balance} />);
  const posts = () => calls.filter((c) => c.init?.method === 'POST');
  return { calls, posts };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const amount = () => field(/^Tutar/);
const iban = () => field(/^IBAN/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Çekim Talebi Oluştur' }));

function fillAccount() {
  fireEvent.change(field(/^Hesap Sahibi/), { target: { value: 'Ayşe Yılmaz' } });
  fireEvent.change(field(/^Banka/), { target: { value: 'Garanti BBVA' } });
  fireEvent.change(iban(), { target: { value: 'TR180006200119000006672315' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('WithdrawForm IBAN', () => {
  it('upper-cases, strips, caps at 26 characters and groups by four as typed', () => {
    setup();
    expect(iban().maxLength).toBe(32);
    fireEvent.change(iban(), { target: { value: 'tr18-0006.2001 1900/0006 6723 15 99' } });
    expect(iban().value).toBe('TR18 0006 2001 1900 0006 6723 15');
    expect(screen.getByText(/TR ile başlamalıdır/)).toBeTruthy();
    expect(iban().getAttribute('aria-describedby')).toContain('withdraw-iban-hint');
  });

  it('sends the IBAN without spaces, the whole amount and the save flag, with an Idempotency-Key', async () => {
    const { posts } = setup();
    fireEvent.change(amount(), { target: { value: '250' } });
    fillAccount();
    fireEvent.change(field(/^Şube Kodu/), { target: { value: '1234' } });
    fireEvent.click(screen.getByLabelText(/kaydet/));
    submit();
    expect(await screen.findByText('Çekim talebiniz alındı')).toBeTruthy();
    const [post] = posts();
    expect(JSON.parse(String(post!.init!.body))).toEqual({
      amount: 250,
      method: 'bank_transfer',
      account_name: 'Ayşe Yılmaz',
      bank_name: 'Garanti BBVA',
      iban: 'TR180006200119000006672315',
      branch_code: '1234',
      account_no: '',
      save_bank_info: true,
    });
    expect((post!.init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[A-Za-z0-9_-]{8,100}$/,
    );
    // The form is emptied for the next request.
    expect(amount().value).toBe('');
    expect(iban().value).toBe('');
  });

  it('sends one key for a double submit, so the server creates one request', async () => {
    const { posts } = setup();
    fireEvent.change(amount(), { target: { value: '250' } });
    fillAccount();
    const button = screen.getByRole('button', { name: 'Çekim Talebi Oluştur' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText('Çekim talebiniz alındı');
    const keys = posts().map((p) => (p.init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('WithdrawForm saved accounts', () => {
  it('shows saved IBANs masked; choosing one fills the fields and clears the save flag; new clears them', async () => {
    setup({ accounts: [SAVED] });
    expect(await screen.findByText('TR1800****************2315')).toBeTruthy();
    expect(screen.queryByText('TR180006200119000006672315')).toBeNull();

    fireEvent.click(screen.getByLabelText(/kaydet/));
    expect((screen.getByLabelText(/kaydet/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Garanti BBVA/ }));
    expect(field(/^Hesap Sahibi/).value).toBe('Ayşe Yılmaz');
    expect((screen.getByLabelText(/^Banka/) as HTMLSelectElement).value).toBe('Garanti BBVA');
    expect(iban().value).toBe('TR18 0006 2001 1900 0006 6723 15');
    expect(field(/^Şube Kodu/).value).toBe('1234');
    expect(field(/^Hesap Numarası/).value).toBe('998877');
    expect((screen.getByLabelText(/kaydet/) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: /Yeni hesap/ }));
    expect(field(/^Hesap Sahibi/).value).toBe('');
    expect((screen.getByLabelText(/^Banka/) as HTMLSelectElement).value).toBe('');
    expect(iban().value).toBe('');
    expect(field(/^Şube Kodu/).value).toBe('');
    expect(field(/^Hesap Numarası/).value).toBe('');
  });
});

describe('WithdrawForm amount', () => {
  it('rounds the amount down to a whole number when the field loses focus', () => {
    setup();
    fireEvent.change(amount(), { target: { value: '150.99' } });
    fireEvent.blur(amount());
    expect(amount().value).toBe('150');
  });

  it('refuses less than 100 TRY and more than the balance, without a call', async () => {
    const { posts } = setup({ balance: 1000 });
    fillAccount();
    fireEvent.change(amount(), { target: { value: '99' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum çekim tutarı 100 TRY');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(amount().getAttribute('aria-describedby')).toContain('withdraw-feedback');

    fireEvent.change(amount(), { target: { value: '1001' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Yetersiz bakiye!'));
    await new Promise((r) => setTimeout(r, 20));
    expect(posts()).toHaveLength(0);
  });

  it('asks for the holder, bank and IBAN', async () => {
    setup();
    fireEvent.change(amount(), { target: { value: '200' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen tüm zorunlu alanları doldurun');
    expect(iban().getAttribute('aria-invalid')).toBe('true');
  });

  it('clears an error after 3 s', async () => {
    setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Çekim Talebi Oluştur' })).toBeTruthy());
    vi.useFakeTimers();
    fireEvent.change(amount(), { target: { value: '50' } });
    submit();
    await act(async () => {}); // the schema check resolves a promise
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('WithdrawForm errors', () => {
  it("shows the server's text, or the fallback", async () => {
    let reply: Reply = { status: 400, body: { success: false, message: 'Yetersiz bakiye!' } };
    setup({ onPost: () => reply });
    fireEvent.change(amount(), { target: { value: '200' } });
    fillAccount();
    submit();
    expect(await screen.findByText('Yetersiz bakiye!')).toBeTruthy();
    reply = { status: 400, body: { success: false } };
    fireEvent.change(amount(), { target: { value: '300' } });
    submit();
    expect(await screen.findByText('Bir hata oluştu')).toBeTruthy();
  });

  it('says so when the connection fails', async () => {
    setup({
      onPost: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fireEvent.change(amount(), { target: { value: '200' } });
    fillAccount();
    submit();
    expect(await screen.findByText('Bağlantı hatası! Lütfen tekrar deneyin.')).toBeTruthy();
  });
});

describe('WithdrawForm with an active bonus', () => {
  const FORFEIT =
    'Aktif bonusunuz var. Çekim talebi oluşturursanız bonusunuz iptal edilir ve kalan 320,50 ₺ bonus bakiyeniz silinir. Devam etmek istiyor musunuz?';
  const forfeitReply = (): Reply => ({
    status: 409,
    body: { success: false, message: FORFEIT, error: FORFEIT, bonus_forfeit_required: true, bonus_balance: 320.5 },
  });

  function fillAndSubmit() {
    fireEvent.change(amount(), { target: { value: '250' } });
    fillAccount();
    submit();
  }

  it("asks with the server's message; yes sends the same request again with forfeit_bonus", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let n = 0;
    const { posts } = setup({
      onPost: () => (++n === 1 ? forfeitReply() : { status: 201, body: { success: true, message: 'Çekim talebiniz alındı' } }),
    });
    fillAndSubmit();
    expect(await screen.findByText('Çekim talebiniz alındı')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith(FORFEIT);
    const [first, second] = posts().map((p) => JSON.parse(String(p.init!.body)));
    expect(posts()).toHaveLength(2);
    expect(first.forfeit_bonus).toBeUndefined();
    expect(second).toEqual({ ...first, forfeit_bonus: true });
    confirm.mockRestore();
  });

  it('no sends nothing more and says nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { posts } = setup({ onPost: forfeitReply });
    fillAndSubmit();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(posts()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    // The form keeps what the player typed.
    expect(amount().value).toBe('250');
    confirm.mockRestore();
  });

  it('a 409 without the flag is an ordinary refusal', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    setup({ onPost: () => ({ status: 409, body: { success: false, message: 'Bekleyen bir çekim talebiniz var.' } }) });
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Bekleyen bir çekim talebiniz var.');
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
