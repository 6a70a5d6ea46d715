import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { DepositForm } from './deposit-form.tsx';

type Reply = { status?: number; body: unknown };

const received = (code = 'ABCD2345', amount = 750.25): Reply => ({
  status: 201,
  body: { success: true, message: 'Para yatırma talebiniz alındı!', deposit: { id: 9, amount, status: 'pending', reference_code: code } },
});

function setup(onPost: () => Reply = () => received()) {
  const { fetchStub, calls } = stubFetch({ 'deposit.php': onPost });
  vi.stubGlobal('fetch', fetchStub);
  renderAt(<DepositForm />);
  return { calls };
}

const bank = () => screen.getByLabelText(/^Banka/) as HTMLSelectElement;
const amount = () => screen.getByLabelText(/^Tutar/) as HTMLInputElement;
const copyStatus = () => within(screen.getByRole('region', { name: 'Referans Kodunuz' })).getByRole('status');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Yatırım Talebi Oluştur' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DepositForm', () => {
  it('offers the five deposit banks and an amount with step 0.01', () => {
    setup();
    const options = Array.from(bank().options)
      .map((o) => o.value)
      .filter(Boolean);
    expect(options).toEqual(['Ziraat Bankası', 'İş Bankası', 'Garanti BBVA', 'Yapı Kredi', 'Akbank']);
    expect(amount().step).toBe('0.01');
    expect(screen.getByLabelText(/Açıklama/)).toBeTruthy();
  });

  it('asks for bank and amount, then at least 500 TRY, without a call', async () => {
    const { calls } = setup();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen tüm alanları doldurun!');
    expect(bank().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(bank(), { target: { value: 'Akbank' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen tüm alanları doldurun!');

    fireEvent.change(amount(), { target: { value: '499.99' } });
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Minimum yatırım tutarı 500 TRY!'),
    );
    expect(amount().getAttribute('aria-describedby')).toContain('deposit-feedback');
    expect(calls).toHaveLength(0);
  });

  it('sends the request with an Idempotency-Key and says it was received; the message goes after 5 s', async () => {
    const { calls } = setup();
    fireEvent.change(bank(), { target: { value: 'Garanti BBVA' } });
    fireEvent.change(amount(), { target: { value: '750.25' } });
    fireEvent.change(screen.getByLabelText(/Açıklama/), { target: { value: ' Havale ' } });
    // Fake clocks that still move with real time, so the reply can arrive.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();
    expect(await screen.findByText('Para yatırma talebiniz alındı!')).toBeTruthy();
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
      amount: 750.25,
      method: 'bank_transfer',
      sender_name: 'Garanti BBVA',
      description: 'Havale',
    });
    expect((calls[0]!.init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[A-Za-z0-9_-]{8,100}$/,
    );
    expect(amount().value).toBe('');

    act(() => vi.advanceTimersByTime(4800));
    expect(screen.queryByText('Para yatırma talebiniz alındı!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Para yatırma talebiniz alındı!')).toBeNull();
  });

  it("shows the server's text, the fallback, or the connection error", async () => {
    let reply: () => Reply = () => ({
      status: 400,
      body: { success: false, message: 'Onay bekleyen 3 yatırım talebiniz var.' },
    });
    setup(() => reply());
    fireEvent.change(bank(), { target: { value: 'Akbank' } });
    fireEvent.change(amount(), { target: { value: '600' } });
    submit();
    expect(await screen.findByText('Onay bekleyen 3 yatırım talebiniz var.')).toBeTruthy();

    reply = () => ({ status: 500, body: {} });
    fireEvent.change(amount(), { target: { value: '601' } });
    submit();
    expect(await screen.findByText('İşlem başarısız oldu!')).toBeTruthy();

    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.change(amount(), { target: { value: '602' } });
    submit();
    expect(await screen.findByText('Bağlantı hatası!')).toBeTruthy();
  });

  it('shows the reference code with the instruction and a copy button, and keeps it after the message goes', async () => {
    let code = 'ABCD2345';
    setup(() => received(code, 750.25));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.change(bank(), { target: { value: 'Akbank' } });
    fireEvent.change(amount(), { target: { value: '750.25' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();
    const box = await screen.findByRole('region', { name: 'Referans Kodunuz' });
    expect(box.querySelector('.deposit-reference__instruction > span')!.textContent).toBe('Havale açıklamasına bu kodu yazın: ABCD2345');
    expect(box.textContent).toContain('Yatırım talebi tutarı: 750,25 ₺');
    // Not a toast: still there long after the success message has gone, and while the next form is filled.
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Para yatırma talebiniz alındı!')).toBeNull();
    fireEvent.change(amount(), { target: { value: '600' } });
    expect(screen.getByRole('region', { name: 'Referans Kodunuz' }).textContent).toContain('ABCD2345');

    fireEvent.click(screen.getByRole('button', { name: 'Referans kodunu kopyala: ABCD2345' }));
    expect(writeText).toHaveBeenCalledWith('ABCD2345');
    await waitFor(() => expect(copyStatus().textContent).toBe('Referans kodu ABCD2345 kopyalandı'));

    // The next request's code replaces it.
    code = 'WXYZ6789';
    fireEvent.change(bank(), { target: { value: 'Akbank' } });
    submit();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Referans Kodunuz' }).textContent).toContain('WXYZ6789'));
    expect(screen.getByRole('region', { name: 'Referans Kodunuz' }).textContent).not.toContain('ABCD2345');
    expect(copyStatus().textContent).toBe('');
  });

  it('says so when the code cannot be copied, and shows no code after a refused request', async () => {
    let reply = (): Reply => ({ status: 400, body: { success: false, message: 'Onay bekleyen 3 yatırım talebiniz var.' } });
    setup(() => reply());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    fireEvent.change(bank(), { target: { value: 'Akbank' } });
    fireEvent.change(amount(), { target: { value: '600' } });
    submit();
    await screen.findByText('Onay bekleyen 3 yatırım talebiniz var.');
    expect(screen.queryByRole('region', { name: 'Referans Kodunuz' })).toBeNull();

    reply = () => received('KMNP2345', 600);
    fireEvent.change(amount(), { target: { value: '600' } });
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Referans kodunu kopyala: KMNP2345' }));
    await waitFor(() => expect(copyStatus().textContent).toBe('Kopyalanamadı. Lütfen kodu seçip elle kopyalayın.'));
  });
});
