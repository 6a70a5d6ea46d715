import { kurusToLira } from '@app/shared/money.ts';
import { toCsv, type CsvColumn } from '../../lib/csv.ts';
import type { StaffDepositRow, StaffWithdrawalRow } from './wallet.service.ts';

/** The money grids' CSV exports: what finance filtered, with the player's name, amounts in lira. */

const KYC = { none: 'Yok', pending: 'İncelemede', verified: 'Doğrulandı', rejected: 'Reddedildi' } as const;
const DEPOSIT_STATUS: Record<string, string> = { pending: 'Bekliyor', approved: 'Onaylandı', rejected: 'Reddedildi' };
const WITHDRAWAL_STATUS: Record<string, string> = {
  pending: 'Bekliyor',
  awaiting_second_approval: 'İkinci onay bekliyor',
  approved: 'Onaylandı, ödenmedi',
  done: 'Ödendi',
  rejected: 'Reddedildi',
  cancel: 'İptal',
};
const iso = (d: Date | null) => (d ? d.toISOString() : '');

function playerColumns<T extends StaffDepositRow | StaffWithdrawalRow>(): CsvColumn<T>[] {
  return [
    { header: 'ID', value: (r) => Number(r.id) },
    { header: 'Tarih', value: (r) => iso(r.created_at) },
    { header: 'Oyuncu ID', value: (r) => r.player_id },
    { header: 'Kullanıcı adı', value: (r) => r.username },
    { header: 'Ad soyad', value: (r) => r.real_name },
    { header: 'Kimlik', value: (r) => KYC[r.kyc_status] },
    { header: 'Tutar (TL)', value: (r) => kurusToLira(r.amount) },
  ];
}

export function depositsCsv(rows: StaffDepositRow[]): string {
  return toCsv<StaffDepositRow>(
    [
      ...playerColumns<StaffDepositRow>(),
      { header: 'Referans kodu', value: (r) => r.reference_code },
      { header: 'Gönderen', value: (r) => r.sender_name },
      { header: 'Durum', value: (r) => DEPOSIT_STATUS[r.status] ?? r.status },
      { header: 'Red nedeni', value: (r) => r.reject_reason },
      { header: 'Karar tarihi', value: (r) => iso(r.decided_at) },
    ],
    rows,
  );
}

export function withdrawalsCsv(rows: StaffWithdrawalRow[]): string {
  return toCsv<StaffWithdrawalRow>(
    [
      ...playerColumns<StaffWithdrawalRow>(),
      { header: 'Hesap sahibi', value: (r) => r.account_name },
      { header: 'İsim uyuşmazlığı', value: (r) => (r.name_mismatch ? 'Evet' : 'Hayır') },
      { header: 'Banka', value: (r) => r.bank_name },
      { header: 'IBAN', value: (r) => r.iban },
      { header: 'Durum', value: (r) => WITHDRAWAL_STATUS[r.status] ?? r.status },
      { header: 'Red nedeni', value: (r) => r.reject_reason },
      { header: 'Karar tarihi', value: (r) => iso(r.decided_at) },
      { header: 'Ödeme tarihi', value: (r) => iso(r.paid_at) },
      { header: 'Açık AML işareti', value: (r) => r.open_aml_flags },
    ],
    rows,
  );
}
